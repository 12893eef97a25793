import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayerApiError, type PlayerApiClient } from '@casino/player-api';
import {
  WIDGET_CALL_TIMEOUT_MS,
  loadFavourites,
  loadJackpotAmounts,
  loadLiveSeats,
  loadTopWinners,
} from './lobbyPlayer.server.ts';

/** A client whose calls are the given functions (each test names only what it uses). */
const client = (calls: Partial<Record<keyof PlayerApiClient, (...args: unknown[]) => unknown>>) =>
  calls as unknown as PlayerApiClient;

afterEach(() => vi.restoreAllMocks());

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
