/** The content graph is served at /graphql for other clients, per brand, without the explorer in production. */
import { AURORA, KESTREL } from './urls.ts';
import { expect, test } from '@playwright/test';

const QUERY =
  '{ allBrand { name } allMarket(where: { isMarketEnabled: { eq: true } }, sort: [{ marketId: ASC }]) { marketId } }';

test('each brand host answers its own content graph', async ({ request }) => {
  const aurora = await request.post(`${AURORA}/graphql`, { data: { query: QUERY } });
  expect(aurora.status()).toBe(200);
  const auroraBody = await aurora.json();
  expect(auroraBody.data.allBrand).toEqual([{ name: 'Aurora Casino' }]);

  const kestrel = await request.post(`${AURORA}/graphql`, {
    headers: { Host: new URL(KESTREL).host },
    data: { query: QUERY },
  });
  expect((await kestrel.json()).data).toEqual({
    allBrand: [{ name: 'Kestrel Bet' }],
    allMarket: [{ marketId: 'FI' }, { marketId: 'JJ' }, { marketId: 'UN' }],
  });
});

test('a bad query gets a GraphQL error, not a crash, and production has no explorer', async ({ request }) => {
  const bad = await request.post('/graphql', { data: { query: '{ allBrand { noSuchField } }' } });
  expect(bad.status()).toBeLessThan(500);
  expect((await bad.json()).errors[0].message).toMatch(/noSuchField/);
  const explorer = await request.get('/graphql', { headers: { Accept: 'text/html' } });
  expect(explorer.status()).not.toBe(200);
});

test('one request cannot take a core: aliases, depth, list sizes and introspection are refused with a 400', async ({
  request,
}) => {
  const aliases = `{ ${Array.from({ length: 100 }, (_, i) => `a${i}: allGame(limit: 1000) { _id }`).join(' ')} }`;
  const deep = `{ allBrand { ${'... on Brand { '.repeat(2200)}name${' }'.repeat(2200)} } }`;
  for (const query of [
    aliases,
    deep,
    '{ allGame(limit: 1000) { _id } }',
    '{ __schema { types { name } } }',
  ]) {
    const answer = await request.post('/graphql', { data: { query } });
    expect(answer.status(), query.slice(0, 40)).toBe(400);
    expect((await answer.json()).errors[0].message).toBeTruthy();
  }
  // No foreign origin is reflected with credentials.
  const cors = await request.get(`/graphql?query=${encodeURIComponent('{ allBrand { name } }')}`, {
    headers: { Origin: 'https://evil.example' },
  });
  expect(cors.headers()['access-control-allow-origin']).toBeUndefined();
  expect(cors.headers()['access-control-allow-credentials']).toBeUndefined();
});
