/**
 * Starts the site on 127.0.0.1:3000 from the production build (`npm run build` first).
 * Brands are validated before anything listens: a broken brand.ts stops start-up with a message
 * naming the brand, the field and the problem.
 */
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { loadBrands } from '@casino/brands';
import type * as SiteServer from './server/app.ts';

const serverBuild = fileURLToPath(new URL('./build/server/index.js', import.meta.url));
const clientDir = fileURLToPath(new URL('./build/client', import.meta.url));

try {
  const brands = await loadBrands(process.env.BRANDS_DIR);
  const { createSiteApp, parseConfig } = (await import(serverBuild)) as typeof SiteServer;
  const config = parseConfig(process.env);
  if (config.embeddedSessionSecret) {
    console.warn(
      '[site] SESSION_SECRET is not set: using the embedded default (fine locally, never in production)',
    );
  }
  const app = createSiteApp({ brands, config, clientDir });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    console.log(`[site] listening on http://${info.address}:${info.port}`);
    for (const brand of brands) {
      console.log(
        `[site]   ${brand.name}: http://${brand.id}.localhost:${info.port}/${brand.defaultLocale.language}-${brand.defaultLocale.market}`,
      );
    }
  });
  const stop = (signal: string) => {
    console.log(`[site] ${signal}: stopping`);
    server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
} catch (error) {
  console.error(`[site] cannot start:\n${(error as Error).message}`);
  process.exit(1);
}
