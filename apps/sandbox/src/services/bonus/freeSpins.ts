/**
 * Free spins (spec 3 §7 "freespin/campaign/{id}/claim, details, progress"; rewards with
 * betBonusType -1). A FREE_SPINS campaign (rules `freeSpins`: spins, spinValue, gameIds; empty =
 * every slot) is claimed like any campaign (services/bonus/) and holds the casino vertical:
 * while spins are left, a real-mode spin of the sandbox slot in one of its games is a free spin
 * (games/slot.ts `spin`): no stake, played at the campaign's spinValue whatever stake the page chose,
 * its winnings paid OPERATOR → BONUS (CASINO) and added to the bonus amount and to the wagering
 * requirement (winnings × wrMultiplier). Once the spins are used the assignment is an ordinary
 * casino bonus of its winnings: real stakes wager it and completing converts it (sticky or not as
 * the campaign says); no winnings, or a multiplier of 0, ends it at once (COMPLETED).
 */
import { and, eq, sql } from 'drizzle-orm';
import { bonusAssignments, bonusCampaigns } from '../../db/schema.ts';
import type { SandboxContext } from '../context.ts';
import { completeIfDue } from './stakes.ts';
import { bonusMove } from './moves.ts';
import {
  byKey,
  houseAccountId,
  lockCash,
  moneyTransaction,
  type PlayerAccounts,
} from '../money/ledger/index.ts';

export interface FreeSpin {
  assignmentId: string;
  stake: bigint;
  spinsLeft: number;
}

/** The free spin a slot round in this game would use now, if any. */
export async function freeSpinFor(
  ctx: SandboxContext,
  playerId: string,
  gameId: string,
): Promise<FreeSpin | null> {
  const rows = await ctx.db
    .select({ assignment: bonusAssignments, campaign: bonusCampaigns })
    .from(bonusAssignments)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.campaignId, bonusAssignments.campaignId))
    .where(
      and(
        eq(bonusAssignments.playerId, playerId),
        eq(bonusAssignments.status, 'ACTIVE'),
        eq(bonusCampaigns.bonusType, 'FREE_SPINS'),
        sql`${bonusAssignments.spins} > ${bonusAssignments.spinsUsed}`,
      ),
    );
  const now = await ctx.clock.now();
  for (const { assignment, campaign } of rows) {
    const spins = campaign.rules.freeSpins;
    if (!spins || (assignment.expiresAt && assignment.expiresAt <= now)) continue;
    if (spins.gameIds.length && !spins.gameIds.includes(gameId)) continue;
    return {
      assignmentId: assignment.assignmentId,
      stake: BigInt(spins.spinValue),
      spinsLeft: assignment.spins - assignment.spinsUsed,
    };
  }
  return null;
}

/**
 * Plays one free spin: counts it, pays its win into the casino BONUS account and adds the win ×
 * wrMultiplier to the requirement; idempotent by the round's key (a retry answers `replayed`).
 */
export async function playFreeSpin(
  ctx: SandboxContext,
  input: { accounts: PlayerAccounts; assignmentId: string; win: bigint; key: string },
) {
  const now = await ctx.clock.now();
  const { accounts } = input;
  const operatorId = await houseAccountId(ctx, 'OPERATOR', accounts.currencyCode);
  return moneyTransaction(ctx, accounts.playerId, async (tx) => {
    await lockCash(tx, accounts);
    if (await byKey(tx, input.key)) return { replayed: true, moved: false };
    const [campaign] = await tx
      .select({ wr: bonusCampaigns.wrMultiplier })
      .from(bonusAssignments)
      .innerJoin(bonusCampaigns, eq(bonusCampaigns.campaignId, bonusAssignments.campaignId))
      .where(eq(bonusAssignments.assignmentId, input.assignmentId));
    const [row] = await tx
      .update(bonusAssignments)
      .set({
        spinsUsed: sql`${bonusAssignments.spinsUsed} + 1`,
        bonusAmount: sql`${bonusAssignments.bonusAmount} + ${input.win}`,
        wageringRequired: sql`${bonusAssignments.wageringRequired} + ${input.win * BigInt(campaign?.wr ?? 0)}`,
      })
      .where(
        and(
          eq(bonusAssignments.assignmentId, input.assignmentId),
          eq(bonusAssignments.status, 'ACTIVE'),
          sql`${bonusAssignments.spins} > ${bonusAssignments.spinsUsed}`,
        ),
      )
      .returning();
    if (!row) return { replayed: false, used: false, moved: false };
    await bonusMove(tx, {
      accounts,
      operatorId,
      key: input.key,
      type: 'WIN',
      vertical: 'CASINO',
      bonus: input.win,
      main: 0n,
      now,
    });
    await completeIfDue(tx, { accounts, operatorId, assignmentId: row.assignmentId, now });
    return { replayed: false, used: true, moved: true };
  });
}
