/**
 * The public content graph (`/graphql`, src/server.ts) under the limits of src/limits.ts: what an
 * outside security probe sent (100 aliases of `allGame(limit: 1000)`, inline fragments nested
 * 2,200 deep, introspection, a foreign Origin with credentials) and what it answers now.
 */
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createContentGraph } from './graph.ts';
import { CONTENT_GRAPH_LIMITS } from './limits.ts';
import { createContentGraphServer, type ContentGraphServer } from './server.ts';
import { createLocalContentSource } from './source.ts';

const graph = createContentGraph(
  createLocalContentSource(fileURLToPath(new URL('../test/fixtures/aurora-mini', import.meta.url))),
);
const production = createContentGraphServer(graph, { explorer: false, introspection: false });

interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function post(
  query: string,
  {
    server = production,
    variables,
    accept = 'application/graphql-response+json',
  }: { server?: ContentGraphServer; variables?: unknown; accept?: string } = {},
) {
  const response = await server.fetch(
    new Request('http://aurora.localhost/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: accept },
      body: JSON.stringify({ query, variables }),
    }),
  );
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as GraphQLAnswer,
  };
}

/** A 400 with one GraphQL error of code CONTENT_GRAPH_LIMIT whose message matches `message`. */
function expectRefused(answer: Awaited<ReturnType<typeof post>>, message: RegExp) {
  expect(answer.status).toBe(400);
  expect(answer.body.errors).toHaveLength(1);
  expect(answer.body.errors![0]!.extensions?.code).toBe('CONTENT_GRAPH_LIMIT');
  expect(answer.body.errors![0]!.message).toMatch(message);
}

const nestedInlineFragments = (levels: number, inner: string) =>
  `{ ${'... on RootQuery { '.repeat(levels)}${inner}${' }'.repeat(levels)} }`;

describe('the public content graph', () => {
  it("answers the site's own kind of operation", async () => {
    const answer = await post(
      '{ allBrand(limit: 1) { name } allMarket(sort: [{ name: ASC }], limit: 2) { name } }',
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: { allBrand: [{ name: 'Aurora Casino' }], allMarket: [{ name: 'Brasil' }, { name: 'Canada' }] },
    });
  });

  it('refuses 100 aliases of allGame(limit: 1000) with a 400, before running anything', async () => {
    const fields = 'allGame(limit: 1000) { _id gameId label type rtp provider { providerId title } }';
    const query = `{ ${Array.from({ length: 100 }, (_, i) => `a${i}: ${fields}`).join(' ')} }`;
    for (const accept of ['application/graphql-response+json', 'application/json']) {
      expectRefused(await post(query, { accept }), /aliases|limit|tokens/);
    }
  });

  it('allows the limit of aliases and refuses one more', async () => {
    const aliases = (count: number) =>
      `{ ${Array.from({ length: count }, (_, i) => `b${i}: allBrand(limit: 1) { name }`).join(' ')} }`;
    expect((await post(aliases(CONTENT_GRAPH_LIMITS.maxAliases))).status).toBe(200);
    expectRefused(await post(aliases(CONTENT_GRAPH_LIMITS.maxAliases + 1)), /aliases/);
  });

  it('refuses inline fragments nested 2,200 deep with a 400, not a 500', async () => {
    for (const accept of ['application/graphql-response+json', 'application/json']) {
      expectRefused(await post(nestedInlineFragments(2200, '__typename'), { accept }), /tokens|deep/);
    }
  });

  it('refuses selections nested deeper than the limit', async () => {
    const depth = CONTENT_GRAPH_LIMITS.maxDepth;
    // allMarket is one level; each inline fragment opens one more, the market's name is the last.
    const nested = (levels: number) =>
      `{ allMarket(limit: 1) { ${'... on Market { '.repeat(levels)}name${' }'.repeat(levels)} } }`;
    expect((await post(nested(depth - 2))).status).toBe(200);
    expectRefused(await post(nested(depth - 1)), new RegExp(`deeper than ${depth}`));
  });

  it('refuses list limits above the cap, written in the document or in a variable', async () => {
    const max = CONTENT_GRAPH_LIMITS.maxListLimit;
    expectRefused(await post(`{ allMarket(limit: ${max + 1}) { name } }`), /limit/);
    expectRefused(
      await post('query M($n: Int) { allMarket(limit: $n) { name } }', { variables: { n: max + 1 } }),
      /limit/,
    );
    expect((await post(`{ allMarket(limit: ${max}) { name } }`)).status).toBe(200);
  });

  it('answers at most the cap of items from a list without a limit', async () => {
    const server = createContentGraphServer(graph, { introspection: false, limits: { maxListLimit: 2 } });
    const answer = await post('{ allMarket { name } }', { server });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.['allMarket']).toHaveLength(2);
  });

  it('refuses operations whose estimated cost is above the limit', async () => {
    // Each field counts once per item of the lists around it: 15 × (1 + 100 × 17) = 25,515.
    const fields =
      'allGame(limit: 100) { _id _type _createdAt _updatedAt _rev gameId label type gameType enabled gameProvider channels rowSpan jackpotExist seats rtp demoAvailable }';
    const query = (aliases: number) =>
      `{ ${Array.from({ length: aliases }, (_, i) => `g${i}: ${fields}`).join(' ')} }`;
    expectRefused(await post(query(15)), /cost/);
    expect((await post(query(11))).status).toBe(200);
  });

  it('refuses documents with more fields than the limit', async () => {
    const server = createContentGraphServer(graph, { introspection: false, limits: { maxFields: 10 } });
    const query = `{ siteSettings { ${'minimumAge '.repeat(11)} } }`;
    expectRefused(await post(query, { server }), /fields/);
  });

  it('refuses documents with more tokens than the limit', async () => {
    const query = `{ allBrand(limit: 1) { ${'name '.repeat(CONTENT_GRAPH_LIMITS.maxTokens)} } }`;
    expectRefused(await post(query), /tokens/);
  });

  it('refuses answers larger than the limit after running', async () => {
    const server = createContentGraphServer(graph, {
      introspection: false,
      limits: { maxResponseBytes: 100 },
    });
    expectRefused(await post('{ allMarket { _id marketId name } }', { server }), /larger than/);
  });

  it('has no introspection in production, and has it in development', async () => {
    expectRefused(await post('{ __schema { queryType { name } } }'), /introspection/i);
    expectRefused(await post('{ __type(name: "Game") { name } }'), /introspection/i);
    expect((await post('{ __typename }')).status).toBe(200);

    const development = createContentGraphServer(graph, { explorer: true, introspection: true });
    const answer = await post('{ __schema { queryType { name } } }', { server: development });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ __schema: { queryType: { name: 'RootQuery' } } });
  });

  it('sends no CORS headers, so a foreign origin cannot read answers with credentials', async () => {
    const response = await production.fetch(
      new Request('http://aurora.localhost/graphql?query=%7B__typename%7D', {
        headers: { Origin: 'https://evil.example', Accept: 'application/json' },
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();

    const preflight = await production.fetch(
      new Request('http://aurora.localhost/graphql', {
        method: 'OPTIONS',
        headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
      }),
    );
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('the public content graph under fuzzing', () => {
  /** A random selection: fields, aliases, inline fragments and fragment spreads, nested deep. */
  const selection = fc.letrec<{ node: string }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constantFrom('__typename', 'name', '_id', 'allBrand(limit: 1) { name }', 'x'),
      tie('node').map((inner) => `... on RootQuery { ${inner} }`),
      tie('node').map((inner) => `allBrand(limit: 1) { ${inner} }`),
      fc
        .tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,6}$/), tie('node'))
        .map(([alias, inner]) => `${alias}: allMarket { ${inner} }`),
      fc.tuple(tie('node'), tie('node')).map(([a, b]) => `${a} ${b}`),
    ),
  })).node;

  it('answers every document, however nested, with a 200 or a 4xx, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        selection,
        fc.oneof(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 4000 })),
        async (inner, depth) => {
          // The probe's shape: a random selection under `depth` nested inline fragments.
          const answer = await post(nestedInlineFragments(depth, inner));
          expect(answer.status === 200 || (answer.status >= 400 && answer.status < 500)).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });
});
