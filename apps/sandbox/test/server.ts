/** Serves a sandbox app on a free loopback port for a test file; `stop()` closes it. */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';

export interface TestServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export function serveForTest(app: {
  fetch: (request: Request) => Response | Promise<Response>;
}): Promise<TestServer> {
  return new Promise((resolve) => {
    const server: ServerType = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
      resolve({
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        stop: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
