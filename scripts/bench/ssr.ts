/**
 * Server rendering: requests per second and p50/p99 latency of the site for home, a casino lobby
 * and a game page, next to the same HTML served as a static file by a plain Node HTTP server, in
 * the same run and with the same load (autocannon on 127.0.0.1), and the ratio.
 *
 * The stack is the one `npm start` runs (built site + sandbox), on ports 3600/4600 with a fresh
 * sandbox database. Anonymous visitors; every request is a full server render with its loaders
 * (the locale's market from content, the session check, the guards, the page's content queries).
 * The lobby renders the content's widgets (and asks the player API for winners); the game page is
 * a visitor's demo of a slot, so each request also makes the provider's launch call to the sandbox.
 * A page that answers a redirect is an error here (it would measure the wrong page).
 */
import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startStack } from '../stack.ts';
import type { Benchmark } from './benchmark.ts';
import { markdownTable } from './measure.ts';

const SITE_PORT = 3600;
const SANDBOX_PORT = 4600;
const CONNECTIONS = 10;
const DURATION_S = Number(process.env['BENCH_SSR_SECONDS'] ?? 10);

export const SSR_PAGES = [
  { name: 'home', path: '/en-UN' },
  { name: 'casino lobby', path: '/en-UN/online-casino' },
  { name: 'game page', path: '/en-UN/online-casino/play/novomatic/1040' },
] as const;

async function load(url: string) {
  const { default: autocannon } = await import('autocannon');
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
}

function staticServer(html: string): Promise<{ server: Server; url: string }> {
  const body = Buffer.from(html);
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length });
    response.end(body);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        server,
        url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`,
      });
    });
  });
}

export interface SsrFigures {
  page: string;
  path: string;
  htmlBytes: number;
  ssr: { requestsPerSecond: number; p50Ms: number; p99Ms: number; non2xx: number; errors: number };
  static: { requestsPerSecond: number; p50Ms: number; p99Ms: number };
  ratio: number;
}

export async function measureSsr(): Promise<SsrFigures[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'casino-bench-'));
  const stack = await startStack({
    sitePort: SITE_PORT,
    sandboxPort: SANDBOX_PORT,
    sandboxDataDir: path.join(dataDir, 'sandbox'),
    inheritOutput: false,
  });
  const figures: SsrFigures[] = [];
  try {
    for (const page of SSR_PAGES) {
      const url = `http://localhost:${SITE_PORT}${page.path}`;
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}, not the page`);
      const html = await response.text();
      // Warm up (content graph caches, JIT) before measuring.
      await Promise.all(Array.from({ length: 20 }, () => fetch(url).then((r) => r.text())));
      const ssr = await load(url);
      const { server, url: staticUrl } = await staticServer(html);
      const baseline = await load(staticUrl);
      await new Promise((resolve) => server.close(resolve));
      figures.push({
        page: page.name,
        path: page.path,
        htmlBytes: Buffer.byteLength(html),
        ssr: {
          requestsPerSecond: ssr.requests.average,
          p50Ms: ssr.latency.p50,
          p99Ms: ssr.latency.p99,
          non2xx: ssr.non2xx,
          errors: ssr.errors,
        },
        static: {
          requestsPerSecond: baseline.requests.average,
          p50Ms: baseline.latency.p50,
          p99Ms: baseline.latency.p99,
        },
        ratio: baseline.requests.average / Math.max(ssr.requests.average, 0.001),
      });
    }
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return figures;
}

export const ssrBenchmark: Benchmark = {
  name: 'ssr',
  description: `server rendering vs a static file, ${CONNECTIONS} connections for ${DURATION_S} s each (autocannon)`,
  async run() {
    const figures = await measureSsr();
    const table = markdownTable(
      [
        'page',
        'HTML',
        'SSR req/s',
        'SSR p50',
        'SSR p99',
        'static req/s',
        'static p50',
        'static p99',
        'static ÷ SSR',
      ],
      figures.map((f) => [
        `${f.page} (${f.path})`,
        `${(f.htmlBytes / 1000).toFixed(1)} KB`,
        f.ssr.requestsPerSecond.toFixed(0),
        `${f.ssr.p50Ms} ms`,
        `${f.ssr.p99Ms} ms`,
        f.static.requestsPerSecond.toFixed(0),
        `${f.static.p50Ms} ms`,
        `${f.static.p99Ms} ms`,
        `${f.ratio.toFixed(1)}×`,
      ]),
    );
    const failures = figures.filter((f) => f.ssr.non2xx > 0 || f.ssr.errors > 0);
    return {
      markdown: `${table}\n\n${failures.length ? `Non-2xx or errors under load: ${failures.map((f) => `${f.page} ${f.ssr.non2xx}/${f.ssr.errors}`).join(', ')}` : 'Every response was a 2xx.'}`,
      data: figures,
    };
  },
};
