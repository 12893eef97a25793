import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

// The server build's entry is server/app.ts (a Hono app wrapping React Router's request
// handler), so the request context is built in the same bundle as the routes that read it.
export default defineConfig({
  environments: { ssr: { build: { rollupOptions: { input: './server/app.ts' } } } },
  plugins: [vanillaExtractPlugin(), reactRouter()],
});
