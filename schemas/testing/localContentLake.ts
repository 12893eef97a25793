/**
 * A Content Lake stand-in for tests: an HTTP endpoint on 127.0.0.1 that answers `@sanity/client`
 * queries with groq-js over an in-memory dataset, and a real client pointed at it (`apiHost`,
 * `useProjectHostname: false`, ARCHITECTURE.md). Validation rules that read other documents run
 * through it exactly as they run against Sanity.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type SanityClient } from '@sanity/client';
import { evaluate, parse } from 'groq-js';

export interface TestDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

export interface LocalContentLake {
  client: SanityClient;
  /** Replaces the dataset. */
  setDocuments(documents: readonly TestDocument[]): void;
  /** Whether a document id is in the dataset (for validation's reference checks). */
  has(id: string): boolean;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

/** Query and parameters of a GET (`?query=…&$name=json`) or POST (`{query, params}`) query. */
async function queryOf(
  request: IncomingMessage,
): Promise<{ query: string; params: Record<string, unknown> }> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (request.method === 'POST') {
    const { query, params } = JSON.parse(await bodyOf(request)) as {
      query: string;
      params?: Record<string, unknown>;
    };
    return { query, params: params ?? {} };
  }
  const params: Record<string, unknown> = {};
  for (const [key, value] of url.searchParams) {
    if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value);
  }
  return { query: url.searchParams.get('query') ?? '', params };
}

export async function startLocalContentLake(
  documents: readonly TestDocument[] = [],
): Promise<LocalContentLake> {
  let dataset: readonly TestDocument[] = documents;
  let ids = new Set(dataset.map((document) => document._id));

  const server = createServer((request, response) => {
    queryOf(request)
      .then(async ({ query, params }) => {
        if (!/\/data\/query\//.test(request.url ?? '')) throw new Error(`Unsupported request ${request.url}`);
        const value = await evaluate(parse(query, { params }), { dataset, params });
        const result = await value.get();
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ ms: 0, query, result }));
      })
      .catch((error: unknown) => {
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { description: String(error) } }));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const client = createClient({
    projectId: 'local',
    dataset: 'test',
    apiHost: `http://127.0.0.1:${port}`,
    useProjectHostname: false,
    apiVersion: '2025-02-19',
    useCdn: false,
  });

  return {
    client,
    setDocuments(next) {
      dataset = next;
      ids = new Set(next.map((document) => document._id));
    },
    has: (id) => ids.has(id),
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
