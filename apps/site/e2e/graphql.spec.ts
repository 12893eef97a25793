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
