/** Serves a sandbox app on a free loopback port for a test file; `stop()` closes it. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll } from 'vitest';
import { createSandboxApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import type { SandboxContext } from '../src/services/context.ts';
import { mountFeed } from '../src/services/money/index.ts';
import { watchLoyalty } from '../src/services/loyalty/index.ts';

export interface TestServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export function serveForTest(
  app: { fetch: (request: Request) => Response | Promise<Response> },
  context?: SandboxContext,
): Promise<TestServer> {
  return new Promise((resolve) => {
    const server: ServerType = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
      // The live feed's WebSocket on the same server, when the services' context is known.
      const feed = context ? mountFeed(server as Server, context) : undefined;
      // The loyalty level-ups the feed announces (services/loyalty/).
      const stopLoyalty = context ? watchLoyalty(context) : undefined;
      resolve({
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        stop: () =>
          new Promise((done) => {
            feed?.close();
            stopLoyalty?.();
            server.close(() => done());
          }),
      });
    });
  });
}

/**
 * For a suite: serves the sandbox app over the suite's test database (from `useTestDatabase`) on
 * a free port before its tests and stops it after. `baseUrl` is set once the suite has started.
 */
export function useSandboxServer(t: { db: Database; ctx: SandboxContext }): { baseUrl: string } {
  const state = { baseUrl: '' };
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await serveForTest(createSandboxApp({ db: t.db, context: t.ctx }), t.ctx);
    state.baseUrl = server.baseUrl;
  });
  afterAll(() => server?.stop());
  return state;
}
