/**
 * The player-game calls over HTTP through the typed client, on PGlite and PostgreSQL (spec 3 §7 favourites, recent games, jackpots, winners, game details,
 * CreedRoomz tables). Real-money rounds are placed through the ledger with a game id, as the
 * sandbox slot does. Tests that move the sandbox clock run last in the file.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS, createPlayerApiClient, type PlayerApiClient } from '@casino/player-api';
import { DATABASE_KINDS, useTestDatabase } from '../../test/databases.ts';
import { useSandboxServer } from '../../test/server.ts';
import { players } from '../db/schema.ts';
import { DEMO_PASSWORD } from '../demoPlayers.ts';
import { idempotencyKey, openAccounts, payWin, placeBet } from '../services/money/index.ts';
import { jackpotPool } from '../services/games/jackpots.ts';

const SITE = 6;
/** Aurora (site 6) games: a relax slot (restricted in DE), a jackpot slot, live tables, a disabled game. */
const RELAX_SLOT = '10400';
const JACKPOT_SLOT = '1040';
const BLACKJACK = 'live_02';
const BLACKJACK_SLUG = 'baltic-blackjack';
const DISABLED_SLUG = 'mighty-oracle';

describe.each(DATABASE_KINDS)('player games over HTTP on %s', (kind) => {
  const t = useTestDatabase(kind);
  const server = useSandboxServer(t);
  let n = 0;

  const anonymous = (forwardedFor = '10.20.0.1') =>
    createPlayerApiClient({ baseUrl: server.baseUrl, siteId: SITE, forwardedFor });

  async function signedIn(email: string): Promise<PlayerApiClient> {
    n++;
    const forwardedFor = `10.20.${n >> 8}.${n & 255}`;
    const tokens = await anonymous(forwardedFor).signIn({ body: { email, password: DEMO_PASSWORD } });
    return createPlayerApiClient({ baseUrl: server.baseUrl, siteId: SITE, forwardedFor, tokens });
  }

  async function playerIdOf(email: string): Promise<string> {
    const [row] = await t.db
      .select({ playerId: players.playerId })
      .from(players)
      .where(and(eq(players.email, email), eq(players.siteId, SITE)));
    return row!.playerId;
  }

  /** A real-money round on a game: stake and win in cents. */
  async function playRound(email: string, gameId: string | null, stake: bigint, win: bigint, key: string) {
    const playerId = await playerIdOf(email);
    const accounts = (await openAccounts(t.ctx, playerId))!;
    const bet = await placeBet(t.ctx, {
      accounts,
      amount: stake,
      category: 'CASINO',
      gameId,
      idempotencyKey: idempotencyKey(playerId, 'game-bet', key),
      sessionId: null,
    });
    expect(bet.ok).toBe(true);
    if (win > 0n) {
      const paid = await payWin(t.ctx, {
        accounts,
        amount: win,
        category: 'CASINO',
        gameId,
        idempotencyKey: idempotencyKey(playerId, 'game-win', key),
        betKey: idempotencyKey(playerId, 'game-bet', key),
      });
      expect(paid.ok).toBe(true);
    }
  }

  const advance = (ms: number) =>
    fetch(`${server.baseUrl}/sandbox/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ advanceMs: ms }),
    });

  it('keeps one favourite per game, across logins, and removes it', async () => {
    const api = await signedIn('new@demo.test');
    const first = await api.addFavourite({
      body: { gameId: RELAX_SLOT, lobbyPageType: 'CASINO', category: 'popular' },
    });
    expect(first).toMatchObject({ gameId: RELAX_SLOT, lobbyPageType: 'CASINO', category: 'popular' });
    const again = await api.addFavourite({
      body: { gameId: RELAX_SLOT, lobbyPageType: 'CASINO', category: 'new' },
    });
    expect(again).toEqual(first);
    await api.addFavourite({ body: { gameId: BLACKJACK, lobbyPageType: 'LIVE_CASINO', category: 'tables' } });

    const later = await signedIn('new@demo.test');
    const list = await later.favourites({ query: {} });
    expect(list.map((f) => f.gameId)).toEqual([BLACKJACK, RELAX_SLOT]);
    expect((await later.favourites({ query: { category: 'popular' } })).map((f) => f.gameId)).toEqual([
      RELAX_SLOT,
    ]);
    expect(await later.favourites({ query: { limit: 1 } })).toHaveLength(1);
    // Another player has their own list.
    expect(await (await signedIn('player@demo.test')).favourites({ query: {} })).toEqual([]);

    // Removing from the other lobby leaves it; removing it takes it away; twice is fine.
    await later.removeFavourite({ params: { gameId: RELAX_SLOT }, query: { lobbyPageType: 'LIVE_CASINO' } });
    expect((await later.favourites({ query: {} })).map((f) => f.gameId)).toContain(RELAX_SLOT);
    await later.removeFavourite({ params: { gameId: RELAX_SLOT }, query: {} });
    await later.removeFavourite({ params: { gameId: RELAX_SLOT }, query: {} });
    expect((await later.favourites({ query: {} })).map((f) => f.gameId)).toEqual([BLACKJACK]);
  });

  it('refuses games the site does not offer, long categories, and calls without a session', async () => {
    const api = await signedIn('new@demo.test');
    await expect(
      api.addFavourite({ body: { gameId: 'no-such-game', lobbyPageType: 'CASINO' } }),
    ).rejects.toMatchObject({ status: 404, code: ERRORS.gameNotFound.code });
    await expect(
      api.addRecentGame({ body: { gameId: 'no-such-game', category: 'popular', lobbyPageType: 'CASINO' } }),
    ).rejects.toMatchObject({ status: 404, code: ERRORS.gameNotFound.code });
    // A disabled game (content `enabled: false`) is not offered.
    await expect(
      api.addFavourite({ body: { gameId: '333', lobbyPageType: 'CASINO' } }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      api.addRecentGame({ body: { gameId: RELAX_SLOT, category: 'x'.repeat(101), lobbyPageType: 'CASINO' } }),
    ).rejects.toMatchObject({ status: 400, code: ERRORS.requestInvalid.code });
    await expect(api.subscribeGame({ params: { gameId: 'no-such-game' } })).rejects.toMatchObject({
      status: 404,
    });
    // Removals of an id that cannot be a game are refused rather than ignored.
    await expect(api.removeFavourite({ params: { gameId: 'a b' }, query: {} })).rejects.toMatchObject({
      status: 400,
      code: ERRORS.requestInvalid.code,
    });
    await expect(api.unsubscribeGame({ params: { gameId: '/' } })).rejects.toMatchObject({ status: 400 });
    await expect(anonymous().favourites({ query: {} })).rejects.toMatchObject({
      status: 401,
      code: ERRORS.tokenExpired.code,
    });
  });

  it('moves a replayed game to the top of its category, keeps 30 by default and merges my games', async () => {
    const api = await signedIn('player@demo.test');
    const slots = ['10400', '10407', '10414', '10421', '10428'];
    for (const gameId of slots) {
      await api.addRecentGame({ body: { gameId, category: 'slots', lobbyPageType: 'CASINO' } });
    }
    await api.addRecentGame({
      body: { gameId: BLACKJACK, category: 'tables', lobbyPageType: 'LIVE_CASINO' },
    });
    const replay = await api.addRecentGame({ body: { gameId: '10407', category: 'slots' } });
    expect(replay).toMatchObject({ gameId: '10407', lobbyPageType: 'CASINO', category: 'slots' });

    expect((await api.recentGames({ query: { category: 'slots' } })).map((r) => r.gameId)).toEqual([
      '10407',
      '10428',
      '10421',
      '10414',
      '10400',
    ]);
    const all = (await api.recentGames({ query: {} })).map((r) => r.gameId);
    expect(all.slice(0, 3)).toEqual(['10407', BLACKJACK, '10428']);
    expect(new Set(all).size).toBe(all.length);

    // Favourites and recent games merged, newest first, each game once.
    await api.addFavourite({ body: { gameId: JACKPOT_SLOT, lobbyPageType: 'CASINO', category: 'jackpots' } });
    await api.addFavourite({ body: { gameId: '10414', lobbyPageType: 'CASINO', category: 'slots' } });
    const mine = (await api.myGames({ query: {} })).map((g) => g.gameId);
    expect(mine.slice(0, 3)).toEqual(['10414', JACKPOT_SLOT, '10407']);
    expect(new Set(mine).size).toBe(mine.length);
    expect(mine).toHaveLength(7);
    expect(await api.myGames({ query: { limit: 2 } })).toHaveLength(2);

    // 35 games played in one category: the default list answers the 30 newest.
    const many = (await import('../services/games/catalogue.ts'))
      .catalogueOf('aurora')
      .games.filter((g) => g.enabled && g.type === 'casino')
      .slice(0, 35)
      .map((g) => g.id);
    for (const gameId of many) {
      await api.addRecentGame({ body: { gameId, category: 'bulk', lobbyPageType: 'CASINO' } });
    }
    const bulk = await api.recentGames({ query: { category: 'bulk' } });
    expect(bulk).toHaveLength(30);
    expect(bulk[0]!.gameId).toBe(many.at(-1));
  });

  it('subscribes and unsubscribes', async () => {
    const api = await signedIn('new@demo.test');
    expect(await api.subscribeGame({ params: { gameId: BLACKJACK } })).toEqual({
      gameId: BLACKJACK,
      subscribed: true,
    });
    expect(await api.subscribeGame({ params: { gameId: BLACKJACK } })).toEqual({
      gameId: BLACKJACK,
      subscribed: true,
    });
    expect(await api.unsubscribeGame({ params: { gameId: BLACKJACK } })).toEqual({
      gameId: BLACKJACK,
      subscribed: false,
    });
  });

  it('lists the games with real-money rounds from the ledger, newest first', async () => {
    const api = await signedIn('player@demo.test');
    expect(await api.lastPlayedGames({ query: {} })).toEqual([]);
    await playRound('player@demo.test', RELAX_SLOT, 100n, 0n, 'last-played-1');
    await playRound('player@demo.test', JACKPOT_SLOT, 100n, 0n, 'last-played-2');
    await playRound('player@demo.test', RELAX_SLOT, 50n, 0n, 'last-played-3');
    await playRound('player@demo.test', null, 50n, 0n, 'last-played-no-game');
    const played = await api.lastPlayedGames({ query: {} });
    expect(played.map((p) => p.gameId)).toEqual([RELAX_SLOT, JACKPOT_SLOT]);
    expect(Date.parse(played[0]!.lastPlayedAt)).toBeGreaterThanOrEqual(Date.parse(played[1]!.lastPlayedAt));
    expect(await api.lastPlayedGames({ query: { limit: 1 } })).toHaveLength(1);
    // Another player's rounds are not theirs.
    expect(await (await signedIn('new@demo.test')).lastPlayedGames({ query: {} })).toEqual([]);
  });

  it('answers game details by slug, with live seats, for visitors and players', async () => {
    const demo = await anonymous().gameDetailsDemo({ body: detailsBody(BLACKJACK_SLUG) });
    expect(demo.gameDetail).toMatchObject({
      id: BLACKJACK,
      type: 'liveCasino',
      label: 'Baltic Blackjack',
      provider: 'softswiss',
      gameSlug: BLACKJACK_SLUG,
      seats: 7,
    });
    expect(demo.gameDetail.seatsTaken).toBeGreaterThanOrEqual(0);
    expect(demo.gameDetail.seatsTaken).toBeLessThanOrEqual(7);
    expect(demo.gameDetail.thumbnail.img1x).toMatch(
      /^\/images\/local\/aurora\/[0-9a-f]+-\d+x\d+\.\w+\?w=200/,
    );
    expect(demo.gameDetail.betLimits).toContainEqual({
      min: expect.any(String),
      max: expect.any(String),
      currency: 'EUR',
    });

    const api = await signedIn('new@demo.test');
    const real = await api.gameDetails({ body: detailsBody('northern-longship-max') });
    expect(real.gameDetail).toMatchObject({
      id: RELAX_SLOT,
      type: 'casino',
      seats: null,
      seatsTaken: null,
      providerRestrictedCountry: expect.arrayContaining(['DE']),
    });

    await expect(anonymous().gameDetailsDemo({ body: detailsBody('no-such-slug') })).rejects.toMatchObject({
      status: 404,
      code: ERRORS.gameNotFound.code,
    });
    await expect(api.gameDetails({ body: detailsBody(DISABLED_SLUG) })).rejects.toMatchObject({
      status: 409,
      code: ERRORS.gameUnavailable.code,
    });
  });

  it('lists the CreedRoomz live tables with seats', async () => {
    const tables = await anonymous().creedroomzTables({ query: { partnerid: '2585', providerKind: 'live' } });
    expect(tables.map((table) => table.gameServerId)).toEqual([
      'crz-0101',
      'crz-0102',
      'crz-0103',
      'crz-0104',
      'crz-0105',
      'crz-0106',
    ]);
    const blackjack = tables.find((table) => table.gameServerId === 'crz-0102')!;
    expect(blackjack).toMatchObject({ name: 'Tbilisi Blackjack', isOpen: true, seats: 7 });
    expect(blackjack.seatsTaken).toBeGreaterThanOrEqual(0);
    expect(tables.find((table) => table.gameServerId === 'crz-0101')).toMatchObject({
      seats: null,
      seatsTaken: null,
    });
  });

  it('answers jackpots only for jackpot games, growing with real stakes', async () => {
    const visitor = anonymous();
    const ask = () =>
      visitor.jackpotAmounts({ query: { gameIds: [JACKPOT_SLOT, RELAX_SLOT, 'nope'], siteId: SITE } });
    const before = await ask();
    expect(before.data.map((item) => item.gameId)).toEqual([JACKPOT_SLOT]);
    expect(before.data[0]!.currencyCode).toBe('EUR');

    // 1 % of a 5.00 stake: 0.05 more (allowing a minute's growth between the reads).
    await playRound('player@demo.test', JACKPOT_SLOT, 500n, 0n, 'jackpot-stake');
    const after = await ask();
    const growth = Number(jackpotPool(JACKPOT_SLOT).growthPerMinute) / 100;
    const delta = Number(after.data[0]!.amount) - Number(before.data[0]!.amount);
    expect(delta).toBeGreaterThanOrEqual(0.05 - 1e-9);
    expect(delta).toBeLessThanOrEqual(0.05 + growth + 1e-9);

    await expect(
      visitor.jackpotAmounts({ query: { gameIds: [JACKPOT_SLOT], siteId: 7 } }),
    ).rejects.toMatchObject({ status: 400, code: ERRORS.requestInvalid.code });
  });

  it('shows winners on a fresh sandbox and real wins with a masked alias, filtered by country', async () => {
    const visitor = anonymous();
    const latest = await visitor.latestWinners({ query: { siteId: SITE, currency: 'EUR' } });
    expect(latest.length).toBeGreaterThan(0);
    expect(latest[0]).toMatchObject({ gameLabel: expect.any(String), currencyCode: 'EUR' });

    await playRound('player@demo.test', RELAX_SLOT, 100n, 9_999_999n, 'winner-1');
    const playerId = await playerIdOf('player@demo.test');
    const fresh = await visitor.latestWinners({ query: { siteId: SITE, currency: 'EUR' } });
    expect(fresh[0]).toMatchObject({
      gameId: RELAX_SLOT,
      gameLabel: 'Northern Longship Max',
      gameProvider: expect.any(String),
      subProvider: null,
      playerAlias: 'P***a',
      amount: '99999.99',
    });
    expect(JSON.stringify(fresh)).not.toContain(playerId);

    const top = await visitor.topWinners({ query: { dateRange: '24h', siteId: SITE, currency: 'EUR' } });
    expect(top[0]).toMatchObject({ gameId: RELAX_SLOT, amount: '99999.99' });
    const amounts = top.map((w) => Number(w.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(top.length).toBeLessThanOrEqual(20);

    // Relax is restricted in Germany: a German visitor does not see the win.
    const german = anonymous('198.51.100.7');
    const seenInGermany = await german.topWinners({
      query: { dateRange: '24h', siteId: SITE, currency: 'EUR' },
    });
    expect(seenInGermany.find((w) => w.amount === '99999.99')).toBeUndefined();
    expect(seenInGermany.every((w) => w.gameId !== RELAX_SLOT)).toBe(true);

    // Another currency has its own winners; another site's header must match the query.
    const nok = await visitor.latestWinners({ query: { siteId: SITE, currency: 'NOK' } });
    expect(nok.every((w) => w.currencyCode === 'NOK')).toBe(true);
    await expect(visitor.latestWinners({ query: { siteId: 7, currency: 'EUR' } })).rejects.toMatchObject({
      status: 400,
    });
  });

  it('moves jackpots, seats and winners with the sandbox clock', async () => {
    const visitor = anonymous();
    const ask = async () =>
      (await visitor.jackpotAmounts({ query: { gameIds: [JACKPOT_SLOT], siteId: SITE } })).data[0]!.amount;
    const seatsNow = async () =>
      (await visitor.creedroomzTables({ query: { partnerid: '2585', providerKind: 'live' } }))
        .filter((table) => table.seats !== null)
        .map((table) => table.seatsTaken);
    const before = Number(await ask());
    const seatReadings = [JSON.stringify(await seatsNow())];
    for (let i = 0; i < 5; i++) {
      await advance(60_000);
      seatReadings.push(JSON.stringify(await seatsNow()));
    }
    const after = Number(await ask());
    // Five minutes of growth, unless the pool's cycle ended meanwhile (then it starts again).
    const pool = jackpotPool(JACKPOT_SLOT);
    if (after > before)
      expect(after - before).toBeGreaterThanOrEqual((5 * Number(pool.growthPerMinute)) / 100 - 1e-9);
    expect(new Set(seatReadings).size).toBeGreaterThan(1);

    // Two days on, the 24-hour top winners no longer hold the real win, the 30-day list does.
    await advance(2 * 86_400_000);
    const day = await visitor.topWinners({ query: { dateRange: '24h', siteId: SITE, currency: 'EUR' } });
    expect(day.length).toBeGreaterThan(0);
    expect(day.find((w) => w.amount === '99999.99')).toBeUndefined();
    const month = await visitor.topWinners({ query: { dateRange: '30d', siteId: SITE, currency: 'EUR' } });
    expect(month.find((w) => w.amount === '99999.99')).toBeDefined();
  });
});

function detailsBody(slug: string) {
  return {
    countryCode: 'FI',
    currency: 'EUR',
    language: 'en',
    slug,
    platform: 'desktop' as const,
    ip: '10.20.0.1',
    locale: 'en-US',
    playerCountryCode: 'FI',
    enabled: true,
  };
}
