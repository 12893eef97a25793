/**
 * The loyalty wing (spec 3 §3 "Loyalty level", §7 "GET loyalty level of the player
 * (/player/loyalty-level)"; spec 2 §3 feed message PLAYER_LOYALTY_LEVEL): the player's level on
 * their brand's ladder (src/demoLoyalty.ts: the points rule and the thresholds), earned from the
 * cash they have wagered, and the level-up the live feed announces.
 *
 * - Points: the player's net real-money stakes from the cash balance (BET less BET_VOID on the
 *   MAIN account), one point per 1.00 (100 minor units), rounded down.
 * - The level is the highest rung the points reach, and never lower than the level on record, the
 *   player's `loyalty_level` (the profile's `loyaltyLevel`; an operator may set it higher, and
 *   the withdrawal check's loyal-player rule reads it): a level once reached is kept even if the
 *   ladder changes.
 * - `watchLoyalty` listens for balance changes (every bet's commit says one) and records a higher
 *   level with a conditional update (`loyalty_level < new`); only the check that raised it says
 *   `loyaltyLevelChanged(playerId, true)` and pushes the profile's new `loyaltyLevel`, so the feed
 *   sends one PLAYER_LOYALTY_LEVEL per level-up however many balance changes race.
 * It reads the money wing's books only.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, players, sites } from '../../db/schema.ts';
import { ladderOf, rungFor, type LoyaltyRung } from '../../demoLoyalty.ts';
import type { SandboxContext } from '../context.ts';
import { pushPlayerAttributes } from '../platform/index.ts';

/** 1 point per 1.00 wagered. */
export const MINOR_PER_POINT = 100n;

/** The player's points: net cash staked, in whole units (module header). */
export async function pointsOf(ex: Executor, playerId: string): Promise<number> {
  const [row] = await ex
    .select({ staked: sql<string>`coalesce(sum(-${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.referenceId, ledgerEntries.referenceId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.accountId, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerTransactions.playerId, playerId),
        inArray(ledgerTransactions.type, ['BET', 'BET_VOID']),
        eq(ledgerAccounts.kind, 'MAIN'),
      ),
    );
  const staked = BigInt(row?.staked ?? '0');
  return staked > 0n ? Number(staked / MINOR_PER_POINT) : 0;
}

/** The player's ladder (their site's brand's) and the level on record; null for no such player. */
async function playerLadder(
  ex: Executor,
  playerId: string,
): Promise<{ ladder: readonly LoyaltyRung[]; recorded: number } | null> {
  const [row] = await ex
    .select({ levels: sites.loyaltyLevels, recorded: players.loyaltyLevel })
    .from(players)
    .innerJoin(sites, eq(sites.siteId, players.siteId))
    .where(eq(players.playerId, playerId));
  return row ? { ladder: ladderOf(row.levels), recorded: row.recorded } : null;
}

export interface LoyaltyStanding {
  level: number;
  levelType: string;
  points: number;
  /** Points still needed for the next level; null at the top. */
  pointsToNextLevel: number | null;
}

/** The player's standing: the level their points reach, never below the one on record. */
export async function loyaltyStanding(
  ctx: SandboxContext,
  playerId: string,
): Promise<LoyaltyStanding | null> {
  const found = await playerLadder(ctx.db, playerId);
  if (!found) return null;
  const { ladder, recorded } = found;
  const points = await pointsOf(ctx.db, playerId);
  const earned = rungFor(ladder, points);
  const rung = ladder.find((r) => r.level === recorded && r.level > earned.level) ?? earned;
  const next = ladder.find((r) => r.level > rung.level);
  return {
    level: rung.level,
    levelType: rung.levelType,
    points,
    pointsToNextLevel: next ? Math.max(0, next.points - points) : null,
  };
}

/**
 * Records the level the player's points reach when it is higher than the one on record; answers
 * whether this call raised it (only one of racing calls does) and, when it did, tells the
 * profile's listeners the new `loyaltyLevel`.
 */
export async function recordLevel(ctx: SandboxContext, playerId: string): Promise<boolean> {
  const standing = await loyaltyStanding(ctx, playerId);
  if (!standing) return false;
  const raised = await ctx.db
    .update(players)
    .set({ loyaltyLevel: standing.level, updatedAt: await ctx.clock.now() })
    .where(and(eq(players.playerId, playerId), lt(players.loyaltyLevel, standing.level)))
    .returning({ level: players.loyaltyLevel });
  if (raised.length === 0) return false;
  pushPlayerAttributes(ctx, playerId, { loyaltyLevel: standing.level });
  return true;
}

/**
 * Watches balance changes for level-ups (module header); answers how to stop. Started beside the
 * live feed (src/main.ts, test/server.ts).
 */
export function watchLoyalty(ctx: SandboxContext): () => void {
  return ctx.events.onBalanceChanged((playerId) => {
    recordLevel(ctx, playerId)
      .then((raised) => {
        if (raised) ctx.events.loyaltyLevelChanged(playerId, true);
      })
      .catch((error: unknown) => console.error(`[sandbox] loyalty level check failed: ${String(error)}`));
  });
}
