import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayerApiError, type PlayerApiClient } from '@casino/player-api';
import {
  PUBLIC_TTL_MS,
  WIDGET_CALL_TIMEOUT_MS,
  forgetPublicAnswers,
  loadLatestWinners,
  loadFavourites,
  loadJackpotAmounts,
  loadLiveSeats,
  loadTopWinners,
} from './lobbyPlayer.server.ts';

/** A client whose calls are the given functions (each test names only what it uses). */
const client = (calls: Partial<Record<keyof PlayerApiClient, (...args: unknown[]) => unknown>>) =>
  calls as unknown as PlayerApiClient;

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  forgetPublicAnswers();
});

describe('lobby widget calls', () => {
  it('ask for 30 favourites with the widget time-out', async () => {
    const favourites = vi.fn(async () => [
      { gameId: 'a', lobbyPageType: 'CASINO', category: '', addedAt: '2026-01-01T00:00:00Z' },
    ]);
    const answer = await loadFavourites(client({ favourites }));
    expect(answer).toHaveLength(1);
    expect(favourites).toHaveBeenCalledWith({ query: { limit: 30 } }, { timeoutMs: WIDGET_CALL_TIMEOUT_MS });
  });

  it('settle to null when a call fails, so the widget renders nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = async () => {
      throw new PlayerApiError(501, 'error.not_implemented', 'Not implemented');
    };
    expect(await loadFavourites(client({ favourites: failing }))).toBeNull();
    expect(
      await loadTopWinners(client({ topWinners: failing }), { siteId: 6, currency: 'EUR', range: '24h' }),
    ).toBeNull();
    expect(
      await loadJackpotAmounts(client({ jackpotAmounts: failing }), { siteId: 6, gameIds: ['a'] }),
    ).toEqual(new Map());
    expect(await loadLiveSeats(client({ creedroomzTables: failing }))).toEqual(new Map());
  });

  it('keep only the jackpot amounts of the games asked for, and make no call for none', async () => {
    const jackpotAmounts = vi.fn(async () => ({
      data: [
        { gameId: 'a', amount: '1200.50', currencyCode: 'EUR' },
        { gameId: 'other', amount: '99.00', currencyCode: 'EUR' },
      ],
    }));
    const amounts = await loadJackpotAmounts(client({ jackpotAmounts }), { siteId: 6, gameIds: ['a', 'b'] });
    expect([...amounts]).toEqual([['a', { amount: '1200.50', currencyCode: 'EUR' }]]);
    expect(jackpotAmounts).toHaveBeenCalledWith(
      { query: { gameIds: ['a', 'b'], siteId: 6 } },
      { timeoutMs: WIDGET_CALL_TIMEOUT_MS },
    );
    await loadJackpotAmounts(client({ jackpotAmounts }), { siteId: 6, gameIds: [] });
    expect(jackpotAmounts).toHaveBeenCalledTimes(1);
  });

  it('read taken seats of live tables by game id', async () => {
    const creedroomzTables = async () => [
      { gameServerId: 'crz-0102', name: 'Blackjack', isOpen: true, seats: 7, seatsTaken: 3 },
      { gameServerId: 'crz-0101', name: 'Roulette', isOpen: true, seats: null, seatsTaken: null },
    ];
    expect([...(await loadLiveSeats(client({ creedroomzTables })))]).toEqual([['crz-0102', 3]]);
  });
});

describe('public answers shared between requests', () => {
  const winner = {
    gameId: 'a',
    gameLabel: 'A',
    gameProvider: 'relax',
    subProvider: null,
    thumbnail: { img1x: '', img2x: '', img3x: '' },
    playerAlias: 'P***a',
    amount: '10.00',
    currencyCode: 'EUR',
    wonAt: '2026-11-21T10:00:00Z',
  };

  it('asks the player API once per key while fresh, again after the time-to-live', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z') });
    const latestWinners = vi.fn(async () => [winner]);
    const api = client({ latestWinners });
    const fi = { siteId: 6, currency: 'EUR', country: 'FI' };
    expect(await loadLatestWinners(api, fi)).toEqual([winner]);
    expect(await loadLatestWinners(api, fi)).toEqual([winner]);
    expect(latestWinners).toHaveBeenCalledTimes(1);
    // Another country (its own restricted games) or currency is another answer.
    await loadLatestWinners(api, { ...fi, country: 'DE' });
    await loadLatestWinners(api, { ...fi, currency: 'SEK' });
    expect(latestWinners).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(PUBLIC_TTL_MS.winners);
    await loadLatestWinners(api, fi);
    expect(latestWinners).toHaveBeenCalledTimes(4);
  });

  it('does not keep a failed call: the next request asks again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    const jackpotAmounts = vi.fn(async () => {
      if (fail) throw new PlayerApiError(503, 'error.system.error', 'Down');
      return { data: [{ gameId: 'a', amount: '1000.00', currencyCode: 'EUR' }] };
    });
    const api = client({ jackpotAmounts });
    expect(await loadJackpotAmounts(api, { siteId: 6, gameIds: ['a'] })).toEqual(new Map());
    fail = false;
    expect(await loadJackpotAmounts(api, { siteId: 6, gameIds: ['a'] })).toEqual(
      new Map([['a', { amount: '1000.00', currencyCode: 'EUR' }]]),
    );
    expect(jackpotAmounts).toHaveBeenCalledTimes(2);
  });
});
