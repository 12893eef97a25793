/**
 * The sandbox game catalogue read from the brands' datasets, and the pure rules built on it:
 * live seat data (liveSeats.ts), jackpot pools (jackpots.ts), the house winners and masked aliases
 * (winners.ts).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameSchema } from '@casino/player-api';
import {
  availabilityIn,
  buildCatalogue,
  catalogueOf,
  findGame,
  findGameBySlug,
  toGame,
} from './catalogue.ts';
import { baseAmount, cycleStart, jackpotPool } from './jackpots.ts';
import { SEAT_SLOT_MS, liveSeats, seatsTaken } from './liveSeats.ts';
import { HOUSE_WIN_EVERY_MS, houseWin, maskedAlias } from './winners.ts';

describe('catalogue', () => {
  it('reads every brand’s games as contract games', () => {
    for (const brandId of ['aurora', 'kestrel']) {
      const catalogue = catalogueOf(brandId);
      expect(catalogue.games.length).toBeGreaterThan(200);
      for (const game of catalogue.games) {
        expect(gameSchema.safeParse(toGame(game, { seats: game.seats, seatsTaken: null })).success).toBe(
          true,
        );
      }
    }
    expect(catalogueOf('aurora')).toBe(catalogueOf('aurora'));
    expect(catalogueOf('no-such-brand').games).toEqual([]);
    expect(catalogueOf('../aurora').games).toEqual([]);
  });

  it('resolves provider, sub-provider, slug, seats, jackpots and thumbnails', () => {
    expect(findGame('aurora', 'crz-0102')).toMatchObject({
      type: 'liveCasino',
      provider: 'creedroomz',
      gameProvider: 'CreedRoomz',
      seats: 7,
      providerRestrictedCountry: ['US', 'GB', 'FR'],
      providerRemoveRestrictedCountryOverlay: true,
    });
    expect(findGame('aurora', 'PP_LMF_SHIMMERINGJEWELS')).toMatchObject({
      provider: 'pariplay',
      subProvider: 'lumenforge',
      jackpotExist: true,
    });
    expect(findGameBySlug('aurora', 'northern-longship-max')?.id).toBe('10400');
    expect(findGame('aurora', '333')?.enabled).toBe(false);
    expect(findGame('aurora', 'crz-0101')?.thumbnail.img3x).toMatch(
      /^\/images\/local\/aurora\/[0-9a-f]{40}-400x400\.svg\?w=600&fm=webp&q=75$/,
    );
  });

  it('skips broken lines and drafts, keeps the first of duplicate ids', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'catalogue-'));
    writeFileSync(
      path.join(dir, 'game.ndjson'),
      [
        '{"_id":"g1","_type":"game","gameId":"a","label":"First","type":"casino","betLimits":[{"min":0,"max":5,"currency":"EUR"}]}',
        'not json',
        '{"_id":"drafts.g2","_type":"game","gameId":"b","label":"Draft"}',
        '{"_id":"g3","_type":"game","gameId":"a","label":"Second"}',
        '{"_id":"g4","_type":"game","label":"No id"}',
      ].join('\n'),
    );
    const catalogue = buildCatalogue('test', dir);
    expect(catalogue.games.map((game) => [game.id, game.label])).toEqual([['a', 'First']]);
    expect(catalogue.games[0]!.betLimits).toEqual([{ min: '0.00', max: '5.00', currency: 'EUR' }]);
    expect(catalogue.games[0]!.subProvider).toBeNull();
  });

  it('restricts by provider, sub-provider and the hard-coded relax list', () => {
    const relax = findGame('aurora', '10400')!;
    expect(availabilityIn(relax, 'FI')).toBe('available');
    expect(availabilityIn(relax, 'DE')).toBe('hidden');
    expect(availabilityIn(relax, null)).toBe('available');
    expect(availabilityIn(findGame('aurora', 'crz-0102')!, 'GB')).toBe('hidden');
  });
});

describe('live seats', () => {
  const now = new Date('2026-11-20T12:00:30Z');

  it('stays within the table, is the same within a minute and moves over time', () => {
    const readings = new Set<number>();
    for (let minute = 0; minute < 60; minute++) {
      const at = new Date(now.getTime() + minute * SEAT_SLOT_MS);
      const taken = seatsTaken('crz-0102', 7, at);
      expect(taken).toBeGreaterThanOrEqual(0);
      expect(taken).toBeLessThanOrEqual(7);
      expect(seatsTaken('crz-0102', 7, new Date(at.getTime() + 20_000))).toBe(taken);
      readings.add(taken);
    }
    expect(readings.size).toBeGreaterThan(3);
    expect(readings.has(7)).toBe(true);
  });

  it('has no seat data for games without seats', () => {
    expect(liveSeats({ id: 'crz-0101', seats: null }, now)).toEqual({ seats: null, seatsTaken: null });
    expect(liveSeats({ id: 'crz-0102', seats: 7 }, now)).toEqual({
      seats: 7,
      seatsTaken: seatsTaken('crz-0102', 7, now),
    });
    expect(seatsTaken('x', 0, now)).toBe(0);
  });
});

describe('jackpot pools', () => {
  it('grows per minute within a cycle and starts again from the seed', () => {
    const pool = jackpotPool('1040');
    expect(pool).toEqual(jackpotPool('1040'));
    expect(pool.seed).toBeGreaterThanOrEqual(500_000n);
    expect(pool.seed).toBeLessThanOrEqual(10_000_000n);
    const start = cycleStart(pool, new Date('2026-11-20T12:00:00Z'));
    expect(baseAmount(pool, start)).toBe(pool.seed);
    expect(baseAmount(pool, new Date(start.getTime() + 10 * 60_000))).toBe(
      pool.seed + 10n * pool.growthPerMinute,
    );
    const nextCycle = new Date(start.getTime() + pool.cycleMs);
    expect(cycleStart(pool, nextCycle)).toEqual(nextCycle);
    expect(baseAmount(pool, nextCycle)).toBe(pool.seed);
  });
});

describe('winners', () => {
  it('masks the player’s first name', () => {
    expect(maskedAlias('Paula')).toBe('P***a');
    expect(maskedAlias('ed')).toBe('E***');
    expect(maskedAlias('  ')).toBe('Player');
    expect(maskedAlias(null)).toBe('Player');
  });

  it('derives the same house win per slot, in the slot, from games with limits in the currency', () => {
    const games = catalogueOf('aurora').games;
    const candidates = {
      games: games.filter((game) => game.betLimits.some((l) => l.currency === 'NOK')),
      unit: 200n,
    };
    const win = houseWin(6, 'NOK', 1000, candidates)!;
    expect(houseWin(6, 'NOK', 1000, candidates)).toEqual(win);
    expect(win.wonAt.getTime()).toBeGreaterThanOrEqual(1000 * HOUSE_WIN_EVERY_MS);
    expect(win.wonAt.getTime()).toBeLessThan(1001 * HOUSE_WIN_EVERY_MS);
    expect(candidates.games.map((game) => game.id)).toContain(win.gameId);
    expect(win.amount % 200n).toBe(0n);
    expect(win.alias).toMatch(/^[A-Z]\*\*\*[a-z]$/);
    expect(houseWin(6, 'SEK', 1000, { games: [], unit: 0n })).toBeNull();
  });
});
