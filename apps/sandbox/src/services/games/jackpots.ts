/**
 * Jackpot amounts (spec 3 §7 "GET gaming/jackpotamount (v1)"; spec 3 §5 "only games with
 * jackpotExist get amounts").
 *
 * Rules and decisions (the sandbox has no jackpot provider, so it runs its own pools):
 * - Each game with `jackpotExist` in the site's catalogue has one pool, in EUR (the sandbox has no
 *   exchange rates). Games without a jackpot, unknown or disabled games get no item.
 * - A pool runs in cycles on the sandbox clock: it starts at a seed amount, grows by a fixed amount
 *   per minute and drops (starts again from the seed) when its cycle ends. Seed (5 000–100 000),
 *   growth (0.50–5.00 per minute), cycle length (3–30 days) and phase come from a hash of the game
 *   id, so every process shows the same amount at the same time and moving the clock grows it.
 * - Real money feeds it: `JACKPOT_CONTRIBUTION_PERCENT` of every real-money EUR stake on the game
 *   (ledger BET transactions naming the game) in the current cycle, from any site.
 */
import { createHash } from 'node:crypto';
import { and, eq, gte, lte, or, sql } from 'drizzle-orm';
import { fromMinorUnits } from '@casino/player-api';
import { ledgerTransactionGames, ledgerTransactions } from '../../db/schema.ts';
import { catalogueOf } from './catalogue.ts';
import type { SandboxContext } from '../context.ts';

export const JACKPOT_CURRENCY = 'EUR';
export const JACKPOT_CONTRIBUTION_PERCENT = 1n;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export interface JackpotPool {
  gameId: string;
  /** Cents. */
  seed: bigint;
  /** Cents per minute. */
  growthPerMinute: bigint;
  cycleMs: number;
  phaseMs: number;
}

function draws(gameId: string): number[] {
  const digest = createHash('sha256').update(`jackpot:${gameId}`).digest();
  return [0, 4, 8, 12].map((offset) => digest.readUInt32BE(offset));
}

/** The pool's fixed facts, from the game id. */
export function jackpotPool(gameId: string): JackpotPool {
  const [a, b, c, d] = draws(gameId) as [number, number, number, number];
  const cycleMs = (3 + (c % 28)) * DAY_MS;
  return {
    gameId,
    seed: BigInt(5_000 + (a % 95_001)) * 100n,
    growthPerMinute: BigInt(50 + (b % 451)),
    cycleMs,
    phaseMs: d % cycleMs,
  };
}

/** When the pool's current cycle started. */
export function cycleStart(pool: JackpotPool, now: Date): Date {
  const t = now.getTime() - pool.phaseMs;
  return new Date(Math.floor(t / pool.cycleMs) * pool.cycleMs + pool.phaseMs);
}

/** The amount without contributions, in cents. */
export function baseAmount(pool: JackpotPool, now: Date): bigint {
  const minutes = Math.floor((now.getTime() - cycleStart(pool, now).getTime()) / MINUTE_MS);
  return pool.seed + pool.growthPerMinute * BigInt(minutes);
}

/** Sum of real-money EUR stakes on each game since its cycle start, in cents. */
async function stakesSince(
  ctx: SandboxContext,
  pools: readonly JackpotPool[],
  now: Date,
): Promise<Map<string, bigint>> {
  const stakes = new Map<string, bigint>();
  if (pools.length === 0) return stakes;
  const total = sql<string>`sum(-${ledgerTransactions.amount})`;
  const rows = await ctx.db
    .select({ gameId: ledgerTransactionGames.gameId, total })
    .from(ledgerTransactionGames)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.referenceId, ledgerTransactionGames.referenceId))
    .where(
      and(
        eq(ledgerTransactions.type, 'BET'),
        eq(ledgerTransactions.status, 'SUCCESS'),
        eq(ledgerTransactions.currencyCode, JACKPOT_CURRENCY),
        lte(ledgerTransactions.createdAt, now),
        or(
          ...pools.map((pool) =>
            and(
              eq(ledgerTransactionGames.gameId, pool.gameId),
              gte(ledgerTransactions.createdAt, cycleStart(pool, now)),
            ),
          ),
        ),
      ),
    )
    .groupBy(ledgerTransactionGames.gameId);
  for (const row of rows) stakes.set(row.gameId, BigInt(String(row.total ?? 0)));
  return stakes;
}

/** The amounts of the asked games that have a jackpot, in the order asked (unique). */
export async function jackpotAmounts(
  ctx: SandboxContext,
  brandId: string,
  gameIds: readonly string[],
): Promise<Array<{ gameId: string; amount: string; currencyCode: string }>> {
  const catalogue = catalogueOf(brandId);
  const pools = [...new Set(gameIds)]
    .filter((id) => {
      const game = catalogue.byId.get(id);
      return game?.enabled === true && game.jackpotExist;
    })
    .map(jackpotPool);
  const now = await ctx.clock.now();
  const stakes = await stakesSince(ctx, pools, now);
  return pools.map((pool) => ({
    gameId: pool.gameId,
    amount: fromMinorUnits(
      baseAmount(pool, now) + ((stakes.get(pool.gameId) ?? 0n) * JACKPOT_CONTRIBUTION_PERCENT) / 100n,
    ),
    currencyCode: JACKPOT_CURRENCY,
  }));
}
