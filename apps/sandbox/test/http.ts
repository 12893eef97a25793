/** Small helpers of the sandbox's HTTP tests: the sandbox clock, the client's refusals, oversized requests. */
import http from 'node:http';
import { expect } from 'vitest';
import { PlayerApiError } from '@casino/player-api';

/** The sandbox's current time (`GET /sandbox/clock`). */
export async function sandboxNow(baseUrl: string): Promise<Date> {
  const answer = (await (await fetch(`${baseUrl}/sandbox/clock`)).json()) as { now: string };
  return new Date(answer.now);
}

/** Moves the sandbox clock forward by `ms` (`POST /sandbox/clock`). */
export async function advanceClock(baseUrl: string, ms: number): Promise<void> {
  const answer = await fetch(`${baseUrl}/sandbox/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceMs: Math.ceil(ms) }),
  });
  expect(answer.status).toBe(200);
}

/** The client's refusal of a call that must fail (fails the test if it succeeds or throws else). */
export async function refusal(promise: Promise<unknown>): Promise<PlayerApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PlayerApiError);
  return error as PlayerApiError;
}

/**
 * Sends one request on a connection of its own (`Connection: close`), for bodies over the
 * sandbox's limit: the server answers 413 before reading them and may then close the connection
 * while the upload goes on, which would break a request `fetch` sent next on the same pooled
 * connection. Answers the response; a write error after the answer came (the server stopped
 * reading) is ignored. A body given as an array of chunks goes chunked, without a Content-Length.
 */
export function requestOnce(
  url: string,
  init: { method?: string; headers?: HeadersInit; body?: string | string[] } = {},
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const chunks = init.body === undefined ? [] : [init.body].flat().map((chunk) => Buffer.from(chunk));
    const headers: Record<string, string> = Object.fromEntries(new Headers(init.headers ?? {}));
    headers.connection = 'close';
    if (typeof init.body === 'string') headers['content-length'] = String(chunks[0]!.length);
    else if (init.body) headers['transfer-encoding'] = 'chunked';
    let answered = false;
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: init.method ?? 'GET',
        headers,
        agent: false,
      },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            for (const one of Array.isArray(value) ? value : [value ?? '']) responseHeaders.append(name, one);
          }
          const empty = status === 204 || status === 304;
          resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers: responseHeaders }));
        });
      },
    );
    // The server may stop reading an oversized body and close: the answer it sent still counts.
    request.on('error', (error) => setTimeout(() => answered || reject(error), 200));
    for (const chunk of chunks) request.write(chunk);
    request.end();
  });
}
