/**
 * Top and latest winners (spec 3 §7 "Winners"; spec 3 §3 "Winner item": gameId plus game info;
 * spec 3 §5 "Winner items are filtered the same way" as games, by the player's country).
 *
 * Rules and decisions:
 * - Real wins: the site's players' WIN transactions (SUCCESS) in the asked currency that name a
 *   game (ledger_transaction_games). Wins without a game (none are paid that way today) cannot
 *   show a game and are left out.
 * - The house history, so a fresh sandbox shows winners: one win every `HOUSE_WIN_EVERY_MS` of
 *   sandbox time per site and currency, derived from a hash of the site, the currency and the time
 *   slot (game, stake, multiplier, alias), so it is the same in every process, never runs out as
 *   the clock moves, and needs no rows. Only games with bet limits in the currency take part;
 *   stakes are 1–20 times the currency's smallest minimum stake and multipliers 25–5000, so
 *   amounts fit the currency (EUR: at most a few thousand).
 * - The player is shown by a masked alias from the first name (`A***a`), never the id, e-mail or
 *   last name; without a first name `Player`.
 * - Each item carries the game's label, provider (studio name), sub-provider and thumbnail from the
 *   site's catalogue; wins on games that left the catalogue, are disabled, or are restricted or
 *   hidden in the caller's country are left out.
 * - Top winners: the biggest wins in the range (24h, 72h, 7d, 30d), biggest first, ties newest
 *   first. Latest winners: the newest wins of the last 30 days. Both answer at most
 *   `WINNERS_LIMIT` items.
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import { fromMinorUnits, toMinorUnits } from '@casino/player-api';
import { ledgerTransactionGames, ledgerTransactions, players } from '../../db/schema.ts';
import { availabilityIn, catalogueOf, type CatalogueGame } from './catalogue.ts';
import type { SandboxContext } from '../context.ts';

export const WINNERS_LIMIT = 20;
export const HOUSE_WIN_EVERY_MS = 90 * 60_000;
const HOUR_MS = 3_600_000;
export const DATE_RANGES_MS = {
  '24h': 24 * HOUR_MS,
  '72h': 72 * HOUR_MS,
  '7d': 7 * 24 * HOUR_MS,
  '30d': 30 * 24 * HOUR_MS,
} as const;
export type DateRange = keyof typeof DATE_RANGES_MS;
const LATEST_WINDOW_MS = DATE_RANGES_MS['30d'];

const HOUSE_NAMES = [
  'Aino',
  'Mikko',
  'Sofia',
  'Lucas',
  'Emma',
  'Mateo',
  'Ingrid',
  'Oskar',
  'Valentina',
  'Joao',
  'Priya',
  'Arjun',
  'Camila',
  'Liam',
  'Olivia',
  'Noah',
  'Isabela',
  'Elias',
  'Nora',
  'Diego',
] as const;
const STAKE_STEPS = [1n, 2n, 5n, 10n, 20n] as const;
/** Multipliers of a house win and their weights. */
const MULTIPLIERS: ReadonlyArray<readonly [bigint, number]> = [
  [25n, 40],
  [50n, 25],
  [100n, 18],
  [250n, 10],
  [1000n, 5],
  [5000n, 2],
];
const MULTIPLIER_WEIGHT = MULTIPLIERS.reduce((sum, [, weight]) => sum + weight, 0);

export interface Winner {
  gameId: string;
  gameLabel: string;
  gameProvider: string;
  subProvider: string | null;
  thumbnail: { img1x: string; img2x: string; img3x: string };
  playerAlias: string;
  amount: string;
  currencyCode: string;
  wonAt: string;
}

interface Win {
  gameId: string;
  alias: string;
  /** Cents. */
  amount: bigint;
  wonAt: Date;
}

/** `Anna` → `A***a`; a short or missing name stays unrecognisable. */
export function maskedAlias(firstName: string | null | undefined): string {
  const name = [...(firstName ?? '').trim()];
  if (name.length === 0) return 'Player';
  if (name.length < 3) return `${name[0]!.toUpperCase()}***`;
  return `${name[0]!.toUpperCase()}***${name.at(-1)!.toLowerCase()}`;
}

// The house history --------------------------------------------------------------------------------

interface HouseCandidates {
  games: readonly CatalogueGame[];
  /** The currency's smallest minimum stake over those games, in cents: the unit of house stakes. */
  unit: bigint;
}

function houseCandidates(games: readonly CatalogueGame[], currency: string): HouseCandidates {
  let unit = 0n;
  const inCurrency = games
    .filter((game) => game.enabled)
    .filter((game) => {
      const limit = game.betLimits.find((betLimit) => betLimit.currency === currency);
      const min = limit ? toMinorUnits(limit.min) : 0n;
      if (min > 0n && (unit === 0n || min < unit)) unit = min;
      return min > 0n;
    })
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  return { games: inCurrency, unit };
}

/** The house win of a slot, if the currency has games. */
export function houseWin(
  siteId: number,
  currency: string,
  slot: number,
  candidates: HouseCandidates,
): Win | null {
  if (candidates.games.length === 0) return null;
  const digest = createHash('sha256').update(`winner:${siteId}:${currency}:${slot}`).digest();
  const draw = (offset: number) => digest.readUInt32BE(offset);
  const game = candidates.games[draw(0) % candidates.games.length]!;
  const stake = candidates.unit * STAKE_STEPS[draw(4) % STAKE_STEPS.length]!;
  let pick = draw(8) % MULTIPLIER_WEIGHT;
  let multiplier = MULTIPLIERS[0]![0];
  for (const [value, weight] of MULTIPLIERS) {
    if (pick < weight) {
      multiplier = value;
      break;
    }
    pick -= weight;
  }
  return {
    gameId: game.id,
    alias: maskedAlias(HOUSE_NAMES[draw(12) % HOUSE_NAMES.length]),
    amount: stake * multiplier,
    wonAt: new Date(slot * HOUSE_WIN_EVERY_MS + (draw(16) % HOUSE_WIN_EVERY_MS)),
  };
}

function houseWins(brandId: string, siteId: number, currency: string, from: Date, to: Date): Win[] {
  const candidates = houseCandidates(catalogueOf(brandId).games, currency);
  const wins: Win[] = [];
  const first = Math.floor(from.getTime() / HOUSE_WIN_EVERY_MS);
  const last = Math.floor(to.getTime() / HOUSE_WIN_EVERY_MS);
  for (let slot = first; slot <= last; slot++) {
    const win = houseWin(siteId, currency, slot, candidates);
    if (win && win.wonAt >= from && win.wonAt <= to) wins.push(win);
  }
  return wins;
}

// Real wins ----------------------------------------------------------------------------------------

async function realWins(
  ctx: SandboxContext,
  siteId: number,
  currency: string,
  from: Date,
  to: Date,
  order: 'amount' | 'newest',
): Promise<Win[]> {
  const rows = await ctx.db
    .select({
      gameId: ledgerTransactionGames.gameId,
      amount: ledgerTransactions.amount,
      wonAt: ledgerTransactions.createdAt,
      firstName: players.firstName,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerTransactionGames, eq(ledgerTransactionGames.referenceId, ledgerTransactions.referenceId))
    .innerJoin(players, eq(players.playerId, ledgerTransactions.playerId))
    .where(
      and(
        eq(players.siteId, siteId),
        eq(ledgerTransactions.type, 'WIN'),
        eq(ledgerTransactions.status, 'SUCCESS'),
        eq(ledgerTransactions.currencyCode, currency),
        gte(ledgerTransactions.createdAt, from),
        lte(ledgerTransactions.createdAt, to),
      ),
    )
    .orderBy(
      ...(order === 'amount'
        ? [desc(ledgerTransactions.amount), desc(ledgerTransactions.createdAt)]
        : [desc(ledgerTransactions.createdAt)]),
    )
    // Enough to fill the answer after the country and catalogue filters.
    .limit(WINNERS_LIMIT * 10);
  return rows.map((row) => ({
    gameId: row.gameId,
    alias: maskedAlias(row.firstName),
    amount: row.amount,
    wonAt: row.wonAt,
  }));
}

// Answers ------------------------------------------------------------------------------------------

export interface WinnersScope {
  siteId: number;
  brandId: string;
  currency: string;
  /** The caller's country (restricted games are left out), null when unknown. */
  countryCode: string | null;
}

function toWinners(scope: WinnersScope, wins: readonly Win[]): Winner[] {
  const catalogue = catalogueOf(scope.brandId);
  const winners: Winner[] = [];
  for (const win of wins) {
    const game = catalogue.byId.get(win.gameId);
    if (!game || availabilityIn(game, scope.countryCode) !== 'available') continue;
    winners.push({
      gameId: game.id,
      gameLabel: game.label,
      gameProvider: game.gameProvider,
      subProvider: game.subProvider,
      thumbnail: game.thumbnail,
      playerAlias: win.alias,
      amount: fromMinorUnits(win.amount),
      currencyCode: scope.currency,
      wonAt: win.wonAt.toISOString(),
    });
    if (winners.length === WINNERS_LIMIT) break;
  }
  return winners;
}

const newestFirst = (a: Win, b: Win) => b.wonAt.getTime() - a.wonAt.getTime();

export async function topWinners(
  ctx: SandboxContext,
  scope: WinnersScope,
  range: DateRange,
): Promise<Winner[]> {
  const now = await ctx.clock.now();
  const from = new Date(now.getTime() - DATE_RANGES_MS[range]);
  const wins = [
    ...(await realWins(ctx, scope.siteId, scope.currency, from, now, 'amount')),
    ...houseWins(scope.brandId, scope.siteId, scope.currency, from, now),
  ].sort((a, b) => (a.amount === b.amount ? newestFirst(a, b) : a.amount < b.amount ? 1 : -1));
  return toWinners(scope, wins);
}

export async function latestWinners(ctx: SandboxContext, scope: WinnersScope): Promise<Winner[]> {
  const now = await ctx.clock.now();
  const from = new Date(now.getTime() - LATEST_WINDOW_MS);
  const wins = [
    ...(await realWins(ctx, scope.siteId, scope.currency, from, now, 'newest')),
    ...houseWins(scope.brandId, scope.siteId, scope.currency, from, now),
  ].sort(newestFirst);
  return toWinners(scope, wins);
}
