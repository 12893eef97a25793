/**
 * The `gameListRange` root field on the domain fixture (testing.ts): paging and filters.
 */
import { describe, expect, it } from 'vitest';
import { run } from './testing.ts';

describe('gameListRange', () => {
  interface Page {
    gameListRange: {
      list: { listId: string; title: { text: string } };
      start: number;
      end: number;
      total: number;
      hasMore: boolean;
      games: { restricted: boolean; game: { gameId: string } }[];
    } | null;
  }
  const RANGE = `query Range($listId: String!, $market: String, $channel: Channel!, $start: Int, $end: Int, $providers: [String!], $country: String) {
    gameListRange(listId: $listId, market: $market, channel: $channel, start: $start, end: $end, providers: $providers, country: $country) {
      list { listId title { text(language: "fi") } } start end total hasMore
      games { restricted game { gameId } }
    }
  }`;
  const range = async (variables: Record<string, unknown>) =>
    (await run<Page>(RANGE, { listId: 'popular', channel: 'web', ...variables })).gameListRange;
  const ids = (page: Page['gameListRange']) =>
    page!.games.map(({ game, restricted }) => `${game.gameId}${restricted ? '!' : ''}`);

  it('lists the whole filtered list by default, once per game', async () => {
    const page = await range({});
    expect(page).toMatchObject({
      list: { listId: 'popular', title: { text: 'Suositut' } },
      start: 0,
      end: 5,
      total: 5,
      hasMore: false,
    });
    expect(ids(page)).toEqual(['book-of-dead', 'reactoonz', 'money-train', 'wild-chapo', 'wolf-fang']);
  });

  it('pages from start (inclusive) to end (exclusive) and says whether more follow', async () => {
    const page = await range({ start: 1, end: 3 });
    expect(page).toMatchObject({ start: 1, end: 3, total: 5, hasMore: true });
    expect(ids(page)).toEqual(['reactoonz', 'money-train']);
    expect(await range({ start: 3, end: 50 })).toMatchObject({ start: 3, end: 5, hasMore: false });
    expect(ids(await range({ start: 9 }))).toEqual([]);
  });

  it('filters by channel, market, excluded sub-providers and provider or sub-provider ids', async () => {
    expect(ids(await range({ channel: 'mobile' }))).toEqual([
      'book-of-dead',
      'money-train',
      'wild-chapo',
      'wolf-fang',
    ]);
    expect(ids(await range({ market: 'FI' }))).toEqual([
      'book-of-dead',
      'reactoonz',
      'money-train',
      'wolf-fang',
      'jackpot-joker',
    ]);
    expect(ids(await range({ providers: ['PlayNGo'] }))).toEqual(['book-of-dead', 'reactoonz']);
    expect(ids(await range({ providers: ['booming', 'relax'] }))).toEqual(['money-train', 'wild-chapo']);
    expect(ids(await range({ country: 'DE' }))).toEqual([
      'book-of-dead',
      'reactoonz',
      'wild-chapo',
      'wolf-fang!',
    ]);
  });

  it('is null for an unknown list and refuses a backwards range', async () => {
    expect(await range({ listId: 'nope' })).toBeNull();
    await expect(range({ start: -1 })).rejects.toThrow('start must not be negative');
    await expect(range({ start: 3, end: 2 })).rejects.toThrow('end must not be before start');
  });
});
