/**
 * Claims (spec 3 §7 "rewards/:id/claim", "campaigns/:id/claim", "optIn/:id/activate", free-spins
 * and code claims): the checks, then the assignment and its money, once.
 * - A campaign is claimable when ACTIVE, inside its start/end, not yet assigned to the player,
 *   consented to when it requires consent, and its trigger allows it (campaigns.ts
 *   `triggerRefusal`).
 * - One ACTIVE money bonus per player and vertical. A claim while one is active answers
 *   `error.bonus.active_bonus_same_vertical` with `additionalInfo.activeReward` (the reward the
 *   forfeit-then-claim prompt names); a deposit bonus arriving then is QUEUED (no money yet) and
 *   the player activates it later (forfeits.ts `activateQueued`: iCash).
 * - A cashback campaign becomes ACTIVE without money; free spins hold the casino vertical while
 *   their spins and winnings run (freeSpins.ts).
 * - Every refusal is a 400 reward error of the contract (spec 3 §8).
 */
import { ERRORS, type Reward } from '@casino/player-api';
import { eq } from 'drizzle-orm';
import type { Transaction as DbTransaction } from '../../db/database.ts';
import { bonusAssignments, type BonusVertical } from '../../db/schema.ts';
import { refuse, type Outcome } from '../../kernel/outcomes.ts';
import type { SandboxContext } from '../context.ts';
import { assignmentsOf, consented, findCampaign, playerOf, settleDue, triggerRefusal } from './campaigns.ts';
import { activeBonus, creditBonus, type AssignmentRow, type CampaignRow } from './moves.ts';
import { depositMatch } from './rules.ts';
import { campaignStatusAt, isCashback, toReward, wageringOf } from './views.ts';
import {
  houseAccountId,
  lockCash,
  MoneyRefusal,
  moneyTransaction,
  type PlayerAccounts,
} from '../money/ledger/index.ts';

const DAY = 86_400_000;

export type RewardOutcome = Outcome<{ reward: Reward }>;

const MESSAGES: Record<string, string> = {
  [ERRORS.bonusCampaignNotFound.code]: 'No such campaign or assignment',
  [ERRORS.bonusExpired.code]: 'The campaign or reward has ended',
  [ERRORS.bonusNotEligible.code]: 'You cannot take this reward',
  [ERRORS.bonusAlreadyClaimed.code]: 'You already have this reward',
  [ERRORS.bonusConsentRequired.code]: 'Please accept the terms of this reward first',
};

export function fail(
  code: string,
  message = MESSAGES[code] ?? code,
  additionalInfo?: Record<string, unknown>,
) {
  return refuse(code, message, additionalInfo ? { additionalInfo } : {});
}

/** The amount a campaign grants for a deposit (or its fixed amount). */
export function grantAmount(campaign: CampaignRow, deposit: bigint | null): bigint {
  if (campaign.percent !== null && deposit !== null) {
    return depositMatch(deposit, campaign.percent, campaign.maxAmount);
  }
  return campaign.fixedAmount ?? 0n;
}

interface ClaimInput {
  playerId: string;
  siteId: number;
  campaignId: string;
  /** The claim names the campaign's bonus code (manual claim, agree with a code). */
  viaCode?: boolean;
  /** Opt-in activation (OPT_IN campaigns may only be taken this way or by claim). */
  lang?: string | undefined;
}

/** Claims a campaign: checks, then the assignment and its money, once (moves.ts). */
export async function claimCampaign(ctx: SandboxContext, input: ClaimInput): Promise<RewardOutcome> {
  const campaign = await findCampaign(ctx.db, input.siteId, input.campaignId);
  if (!campaign || campaign.status === 'DRAFT') return fail(ERRORS.bonusCampaignNotFound.code);
  const now = await ctx.clock.now();
  if (campaignStatusAt(campaign, now) !== 'ACTIVE' || (campaign.startAt && campaign.startAt > now)) {
    return fail(ERRORS.bonusExpired.code);
  }
  if (campaign.requiresConsent && !(await consented(ctx.db, input.playerId, campaign.campaignId))) {
    return fail(ERRORS.bonusConsentRequired.code);
  }
  const accounts = await settleDue(ctx, input.playerId);
  if (!accounts) return fail(ERRORS.bonusNotEligible.code, 'The player has no wallet yet');
  const operatorId = await houseAccountId(ctx, 'OPERATOR', accounts.currencyCode);
  const player = await playerOf(ctx.db, input.playerId);
  const outcome = await moneyTransaction(ctx, input.playerId, async (tx) => {
    await lockCash(tx, accounts);
    const mine = await assignmentsOf(tx, input.playerId);
    const existing = mine.find((row) => row.campaign.campaignId === campaign.campaignId);
    if (existing && !(isCashback(campaign) && existing.assignment.status === 'DEACTIVATED')) {
      throw new MoneyRefusal(ERRORS.bonusAlreadyClaimed.code, MESSAGES[ERRORS.bonusAlreadyClaimed.code]!);
    }
    const refusal = triggerRefusal(campaign, {
      player,
      deposits: 0,
      now,
      mine,
      viaCode: input.viaCode ?? false,
      viaDeposit: false,
    });
    if (refusal) throw new MoneyRefusal(refusal, MESSAGES[refusal]!);
    const assignment = await assign(tx, { accounts, operatorId, campaign, deposit: null, now, existing });
    return { assignment, moved: true };
  });
  if (!outcome.ok) return sameVerticalInfo(ctx, input.playerId, outcome, now, input.lang);
  return { ok: true, reward: await toReward(ctx.db, campaign, outcome.assignment, now, input.lang) };
}

export class SameVertical extends MoneyRefusal {}

/** Turns the same-vertical refusal into the prompt's answer: the active reward in additionalInfo. */
export async function sameVerticalInfo(
  ctx: SandboxContext,
  playerId: string,
  outcome: { code: string; message: string },
  now: Date,
  lang?: string,
): Promise<RewardOutcome> {
  if (!outcome.code.startsWith('error.bonus.active_bonus_same_vertical:'))
    return fail(outcome.code, outcome.message);
  const vertical = outcome.code.split(':')[1] as BonusVertical;
  const mine = await assignmentsOf(ctx.db, playerId);
  const active = mine.find(
    (row) => row.assignment.status === 'ACTIVE' && row.assignment.vertical === vertical,
  );
  return fail(ERRORS.bonusActiveSameVertical.code, outcome.message, {
    activeReward: active ? await toReward(ctx.db, active.campaign, active.assignment, now, lang) : null,
    ...(active ? wageringOf(active.assignment) : {}),
  });
}

/**
 * Creates (or reactivates) the assignment and moves its money: a cashback campaign becomes ACTIVE
 * without money; a money bonus needs its vertical free (else the same-vertical refusal, or QUEUED
 * for a deposit grant); free spins hold the casino vertical while their spins and winnings run.
 */
export async function assign(
  tx: DbTransaction,
  input: {
    accounts: PlayerAccounts;
    operatorId: string;
    campaign: CampaignRow;
    deposit: bigint | null;
    now: Date;
    existing?: { assignment: AssignmentRow } | undefined;
    queueWhenBusy?: boolean;
  },
): Promise<AssignmentRow> {
  const { campaign, now } = input;
  const playerId = input.accounts.playerId;
  const expiresAt = new Date(now.getTime() + campaign.expiryDays * DAY);
  if (isCashback(campaign)) {
    if (input.existing) {
      const [row] = await tx
        .update(bonusAssignments)
        .set({ status: 'ACTIVE', activatedAt: now, endedAt: null })
        .where(eq(bonusAssignments.assignmentId, input.existing.assignment.assignmentId))
        .returning();
      return row!;
    }
    const [row] = await tx
      .insert(bonusAssignments)
      .values({
        playerId,
        campaignId: campaign.campaignId,
        status: 'ACTIVE',
        vertical: null,
        bonusAmount: 0n,
        wageringRequired: 0n,
        wagered: 0n,
        createdAt: now,
        activatedAt: now,
        expiresAt: campaign.endAt,
      })
      .returning();
    return row!;
  }
  const vertical = campaign.vertical;
  const busy = await activeBonus(tx, playerId, vertical);
  if (busy && !input.queueWhenBusy) {
    throw new SameVertical(
      `${ERRORS.bonusActiveSameVertical.code}:${vertical}`,
      `Another ${vertical.toLowerCase().replace('_', ' ')} bonus is active: forfeit it to take this one`,
    );
  }
  const amount = grantAmount(campaign, input.deposit);
  const spins = campaign.rules.freeSpins?.spins ?? 0;
  const [row] = await tx
    .insert(bonusAssignments)
    .values({
      playerId,
      campaignId: campaign.campaignId,
      status: busy ? 'QUEUED' : 'ACTIVE',
      vertical,
      bonusAmount: amount,
      wageringRequired: amount * BigInt(campaign.wrMultiplier),
      wagered: 0n,
      spins,
      createdAt: now,
      activatedAt: busy ? null : now,
      expiresAt,
    })
    .returning();
  if (!busy)
    await creditBonus(tx, { accounts: input.accounts, operatorId: input.operatorId, assignment: row!, now });
  return row!;
}
