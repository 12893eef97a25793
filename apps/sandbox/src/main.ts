/**
 * Starts the sandbox player API on 127.0.0.1:4000 (ARCHITECTURE.md "Runtime and ports").
 * Environment (all optional): PORT, HOST, DATABASE_URL (PostgreSQL instead of PGlite),
 * SANDBOX_DATA_DIR (PGlite directory, default `.data/sandbox` at the repository root),
 * BRANDS_DIR (the brands folder, default `brands/`), SANDBOX_TEST_ROUTES (`0` removes the test
 * surfaces under /sandbox/: outbox, clock, settling, processing, rate-limit reset; default on,
 * off when NODE_ENV=production), SANDBOX_TEST_KEY (opens them to a non-local caller sending it as
 * `X-Sandbox-Test-Key`), SANDBOX_TRUSTED_PROXIES (comma-separated IPs and CIDR blocks, besides
 * loopback, whose `X-Forwarded-For` is believed). See src/request.ts. It also runs the
 * sportsbook's settlement every 5 s.
 */
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { z } from 'zod';
import { loadBrands } from '@casino/brands';
import { createSandboxApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { seed } from './seed.ts';
import { createContext } from './services/context.ts';
import { mountFeed } from './services/money/index.ts';
import { settleDueBets } from './services/sports/index.ts';
import { watchLoyalty } from './services/loyalty/index.ts';
import { watchTournaments } from './services/tournaments/index.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const env = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    HOST: z.string().default('127.0.0.1'),
    DATABASE_URL: z.string().url().optional(),
    SANDBOX_DATA_DIR: z.string().default(path.join(REPO_ROOT, '.data', 'sandbox')),
    SANDBOX_TEST_ROUTES: z.enum(['0', '1']).optional(),
    SANDBOX_TEST_KEY: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
    SANDBOX_TRUSTED_PROXIES: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      ),
    NODE_ENV: z.string().optional(),
  })
  .parse(process.env);

const brands = await loadBrands(process.env.BRANDS_DIR).catch((error: unknown) => {
  console.error(`[sandbox] cannot start:\n${(error as Error).message}`);
  process.exit(1);
});
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.SANDBOX_DATA_DIR });
await seed(database.db, brands);
const context = createContext(database.db);
const testRoutes = (env.SANDBOX_TEST_ROUTES ?? (env.NODE_ENV === 'production' ? '0' : '1')) === '1';
let app;
try {
  app = createSandboxApp({
    db: database.db,
    context,
    testRoutes,
    testKey: env.SANDBOX_TEST_KEY,
    trustedProxies: env.SANDBOX_TRUSTED_PROXIES,
  });
} catch (error) {
  console.error(`[sandbox] cannot start: SANDBOX_TRUSTED_PROXIES: ${(error as Error).message}`);
  process.exit(1);
}

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.log(`[sandbox] player API on http://${info.address}:${info.port} (${database.kind})`);
  console.log(
    testRoutes
      ? `[sandbox] test surfaces (/sandbox/outbox, clock, payment settling, withdrawal processing, rate-limit reset, document review) are ON for direct loopback callers (no proxy headers)${env.SANDBOX_TEST_KEY ? ' and callers sending X-Sandbox-Test-Key' : ''}; set SANDBOX_TEST_ROUTES=0 for any deployment`
      : '[sandbox] test surfaces are off (SANDBOX_TEST_ROUTES=0)',
  );
});
// The live feed's WebSocket (`/v1/feed`) on the same server.
const feed = mountFeed(server as Server, context);
// Loyalty level-ups (services/loyalty/): recorded after the bets that earn them, sent on the feed.
const stopLoyalty = watchLoyalty(context);
// Finished tournaments pay their prizes (services/tournaments/) even when nobody reads them.
const stopTournaments = watchTournaments(context);

// The sportsbook's settlement timer (services/sports/settlement.ts): bets whose events have ended
// on the sandbox clock settle within a few seconds, whether or not the player is looking.
const SETTLE_EVERY_MS = 5_000;
let settling = false;
const settler = setInterval(() => {
  if (settling) return;
  settling = true;
  settleDueBets(context)
    .catch((error: unknown) =>
      console.error(`[sandbox] sports settlement failed: ${(error as Error).message}`),
    )
    .finally(() => {
      settling = false;
    });
}, SETTLE_EVERY_MS);
settler.unref();

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[sandbox] ${signal}: stopping`);
  clearInterval(settler);
  feed.close();
  stopLoyalty();
  stopTournaments();
  server.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
