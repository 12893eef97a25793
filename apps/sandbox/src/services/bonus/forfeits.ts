/**
 * Forfeit, opt-out and the queue (spec 3 §7 "PUT assignments/:id", "assignments/:id/state",
 * "optIn/:id/deactivate", "activateBonus", "queued-bonus/:id/claim"):
 * - A forfeit removes the BONUS balance of the vertical (the bonus and the winnings of its stakes;
 *   moves.ts `endBonus`); cash, winnings of cash stakes included, is never taken. A stale forfeit
 *   (the `wageringAmount` the player saw is not the wagering now) answers `error.bonus.not_eligible`
 *   with the reward as it stands; an assignment no longer active `error.bonus.expired`. A cashback
 *   is deactivated instead, a QUEUED bonus ends without money.
 * - A QUEUED bonus starts (iCash) once its vertical is free, with a fresh expiry; its money arrives
 *   then.
 */
import { ERRORS } from '@casino/player-api';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { bonusAssignments, bonusCampaigns } from '../../db/schema.ts';
import type { SandboxContext } from '../context.ts';
import { settleDue } from './campaigns.ts';
import { SameVertical, fail, sameVerticalInfo, type RewardOutcome } from './claims.ts';
import { activeBonus, creditBonus, endBonus } from './moves.ts';
import { toReward } from './views.ts';
import { houseAccountId, lockCash, MoneyRefusal, moneyTransaction } from '../money/ledger/index.ts';

const DAY = 86_400_000;

async function assignmentOf(ex: Executor, playerId: string, siteId: number, assignmentId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(assignmentId)) return null;
  const [row] = await ex
    .select({ assignment: bonusAssignments, campaign: bonusCampaigns })
    .from(bonusAssignments)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.campaignId, bonusAssignments.campaignId))
    .where(
      and(
        eq(bonusAssignments.assignmentId, assignmentId),
        eq(bonusAssignments.playerId, playerId),
        eq(bonusCampaigns.siteId, siteId),
      ),
    );
  return row ?? null;
}

/**
 * Forfeits an ACTIVE bonus (the BONUS balance goes); a stale forfeit (`wageringAmount` not the
 * wagering now) answers `error.bonus.not_eligible` with the reward as it stands. Cashback
 * assignments are deactivated instead.
 */
export async function forfeit(
  ctx: SandboxContext,
  input: { playerId: string; siteId: number; assignmentId: string; wageringAmount?: bigint; lang?: string },
): Promise<RewardOutcome> {
  const found = await assignmentOf(ctx.db, input.playerId, input.siteId, input.assignmentId);
  if (!found) return fail(ERRORS.bonusCampaignNotFound.code);
  const accounts = await settleDue(ctx, input.playerId);
  const now = await ctx.clock.now();
  if (!accounts) return fail(ERRORS.bonusCampaignNotFound.code);
  const operatorId = await houseAccountId(ctx, 'OPERATOR', accounts.currencyCode);
  const outcome = await moneyTransaction(ctx, input.playerId, async (tx) => {
    await lockCash(tx, accounts);
    const [current] = await tx
      .select()
      .from(bonusAssignments)
      .where(eq(bonusAssignments.assignmentId, input.assignmentId));
    if (!current || (current.status !== 'ACTIVE' && current.status !== 'QUEUED')) {
      throw new MoneyRefusal(ERRORS.bonusExpired.code, 'This reward is no longer active');
    }
    if (input.wageringAmount !== undefined && current.wagered !== input.wageringAmount) {
      throw new MoneyRefusal(ERRORS.bonusNotEligible.code, 'The reward changed since you saw it: look again');
    }
    if (current.status === 'QUEUED' || !current.vertical) {
      const [row] = await tx
        .update(bonusAssignments)
        .set({ status: current.vertical ? 'FORFEITED' : 'DEACTIVATED', endedAt: now })
        .where(eq(bonusAssignments.assignmentId, current.assignmentId))
        .returning();
      return { assignment: row!, moved: false };
    }
    const ended = await endBonus(tx, {
      accounts,
      operatorId,
      assignmentId: current.assignmentId,
      outcome: 'FORFEITED',
      now,
    });
    return { assignment: ended!, moved: true };
  });
  if (!outcome.ok) {
    const [fresh] = await ctx.db
      .select()
      .from(bonusAssignments)
      .where(eq(bonusAssignments.assignmentId, input.assignmentId));
    return fail(outcome.code, outcome.message, {
      reward: await toReward(ctx.db, found.campaign, fresh ?? found.assignment, now, input.lang),
    });
  }
  return { ok: true, reward: await toReward(ctx.db, found.campaign, outcome.assignment, now, input.lang) };
}

/** Activates a QUEUED bonus (iCash): its money arrives when its vertical is free. */
export async function activateQueued(
  ctx: SandboxContext,
  input: { playerId: string; siteId: number; assignmentId: string; campaignId?: string; lang?: string },
): Promise<RewardOutcome> {
  const found = await assignmentOf(ctx.db, input.playerId, input.siteId, input.assignmentId);
  if (!found || (input.campaignId && found.campaign.campaignId !== input.campaignId)) {
    return fail(ERRORS.bonusCampaignNotFound.code);
  }
  const accounts = await settleDue(ctx, input.playerId);
  const now = await ctx.clock.now();
  if (!accounts) return fail(ERRORS.bonusCampaignNotFound.code);
  const operatorId = await houseAccountId(ctx, 'OPERATOR', accounts.currencyCode);
  const outcome = await moneyTransaction(ctx, input.playerId, async (tx) => {
    await lockCash(tx, accounts);
    const [current] = await tx
      .select()
      .from(bonusAssignments)
      .where(eq(bonusAssignments.assignmentId, input.assignmentId));
    if (current?.status === 'ACTIVE') return { assignment: current, moved: false };
    if (current?.status !== 'QUEUED' || !current.vertical) {
      throw new MoneyRefusal(ERRORS.bonusExpired.code, 'This reward is no longer waiting');
    }
    if (await activeBonus(tx, input.playerId, current.vertical)) {
      throw new SameVertical(
        `${ERRORS.bonusActiveSameVertical.code}:${current.vertical}`,
        'Another bonus of this vertical is active: forfeit it to take this one',
      );
    }
    const [row] = await tx
      .update(bonusAssignments)
      .set({
        status: 'ACTIVE',
        activatedAt: now,
        expiresAt: new Date(now.getTime() + found.campaign.expiryDays * DAY),
      })
      .where(
        and(eq(bonusAssignments.assignmentId, current.assignmentId), eq(bonusAssignments.status, 'QUEUED')),
      )
      .returning();
    await creditBonus(tx, { accounts, operatorId, assignment: row!, now });
    return { assignment: row!, moved: true };
  });
  if (!outcome.ok) return sameVerticalInfo(ctx, input.playerId, outcome, now, input.lang);
  return { ok: true, reward: await toReward(ctx.db, found.campaign, outcome.assignment, now, input.lang) };
}
