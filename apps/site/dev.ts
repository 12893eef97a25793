/**
 * The site in development (`npm run dev` at the root starts this beside the sandbox): the same
 * Hono app as `server.ts`, loaded through Vite's dev server instead of the build, so an edit to a
 * route, a component, a style or the server shows at once (React components keep their state
 * through hot module replacement; a server module reloads on the next request). Vite's middleware
 * answers its own requests (modules, `/@vite/client`, the HMR WebSocket on the same port) first;
 * everything else goes to the app as in production. The brands are read once at start, as
 * `server.ts` does (a change to a brand.ts needs a restart).
 */
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { loadBrands } from '@casino/brands';
import { createServer } from 'vite';
import type * as SiteServer from './server/app.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const clientDir = fileURLToPath(new URL('./build/client', import.meta.url));

try {
  const brands = await loadBrands(process.env.BRANDS_DIR);
  const server = http.createServer();
  const vite = await createServer({
    root,
    configFile: fileURLToPath(new URL('./vite.config.ts', import.meta.url)),
    server: { middlewareMode: true, hmr: { server } },
    appType: 'custom',
  });
  let current: { module: typeof SiteServer; listener: http.RequestListener } | undefined;
  /** The app of the current server modules: rebuilt when an edit has replaced them. */
  async function listener(): Promise<http.RequestListener> {
    const module = (await vite.ssrLoadModule('./server/app.ts')) as typeof SiteServer;
    if (current?.module !== module) {
      const config = module.parseConfig(process.env);
      const app = module.createSiteApp({ brands, config, clientDir });
      current = { module, listener: getRequestListener(app.fetch) };
    }
    return current.listener;
  }
  server.on('request', (request, response) => {
    vite.middlewares(request, response, () => {
      listener()
        .then((handle) => handle(request, response))
        .catch((error: unknown) => {
          vite.ssrFixStacktrace(error as Error);
          console.error(error);
          response.statusCode = 500;
          response.end((error as Error).message);
        });
    });
  });
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  server.listen(port, host, () => {
    console.log(`[site] development server (hot reload) on http://${host}:${port}`);
    for (const brand of brands) {
      console.log(
        `[site]   ${brand.name}: http://${brand.id}.localhost:${port}/${brand.defaultLocale.language}-${brand.defaultLocale.market}`,
      );
    }
  });
  const stop = (signal: string) => {
    console.log(`[site] ${signal}: stopping`);
    void vite.close().finally(() => process.exit(0));
    server.close();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
} catch (error) {
  console.error(`[site] cannot start:\n${(error as Error).message}`);
  process.exit(1);
}
