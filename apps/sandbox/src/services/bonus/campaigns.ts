/**
 * The site's campaigns and the player's assignments, consent, and who may take what (spec 3 §4
 * triggers, §7 "rewards", "campaigns"): the rewards list (ELIGIBLE campaigns the player may take
 * now, or ACTIVE and QUEUED ones), and the trigger rules a claim checks:
 * - deposit triggers come only with a deposit (the deposit request's `bonusId`, granted when the
 *   cashier settles it, matching the deposit's ordinal: FIRST … FIFTH, NEXT any);
 * - REGISTRATION always; REGISTRATION_WITH_TIMEFRAME within `registrationDays` of sign-up;
 *   LINKED_CAMPAIGN once the linked campaign is COMPLETED; MANUAL_BONUS_CODE only by its code;
 *   TOURNAMENT never by the player; cashback triggers activate.
 * Expiry runs first on every read (`settleDue`): a bonus past its time on the sandbox clock ends
 * as a forfeit does (moves.ts `expireDue`).
 */
import { ERRORS, type Reward } from '@casino/player-api';
import { DEPOSIT_BONUS_TRIGGERS } from '@casino/domain';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import {
  bonusAssignments,
  bonusCampaigns,
  bonusConsents,
  ledgerTransactions,
  players,
} from '../../db/schema.ts';
import type { SandboxContext } from '../context.ts';
import { expireDue, type AssignmentRow, type CampaignRow } from './moves.ts';
import { campaignStatusAt, isCashback, isSportsbookBonus, toReward } from './views.ts';
import {
  houseAccountId,
  lockCash,
  moneyTransaction,
  openAccounts,
  type PlayerAccounts,
} from '../money/ledger/index.ts';

const DAY = 86_400_000;

export async function siteCampaigns(ex: Executor, siteId: number): Promise<CampaignRow[]> {
  return ex
    .select()
    .from(bonusCampaigns)
    .where(eq(bonusCampaigns.siteId, siteId))
    .orderBy(bonusCampaigns.campaignId);
}

export async function findCampaign(ex: Executor, siteId: number, campaignId: string) {
  const [row] = await ex
    .select()
    .from(bonusCampaigns)
    .where(and(eq(bonusCampaigns.siteId, siteId), eq(bonusCampaigns.campaignId, campaignId)));
  return row ?? null;
}

export async function campaignByCode(ex: Executor, siteId: number, code: string) {
  const [row] = await ex
    .select()
    .from(bonusCampaigns)
    .where(
      and(
        eq(bonusCampaigns.siteId, siteId),
        sql`upper(${bonusCampaigns.bonusCode}) = ${code.trim().toUpperCase()}`,
      ),
    );
  return row ?? null;
}

export async function assignmentsOf(ex: Executor, playerId: string) {
  return ex
    .select({ assignment: bonusAssignments, campaign: bonusCampaigns })
    .from(bonusAssignments)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.campaignId, bonusAssignments.campaignId))
    .where(eq(bonusAssignments.playerId, playerId))
    .orderBy(desc(bonusAssignments.createdAt));
}

export async function consented(ex: Executor, playerId: string, campaignId: string): Promise<boolean> {
  const [row] = await ex
    .select({ agreed: bonusConsents.agreed })
    .from(bonusConsents)
    .where(and(eq(bonusConsents.playerId, playerId), eq(bonusConsents.campaignId, campaignId)));
  return row?.agreed ?? false;
}

export async function setConsent(
  ex: Executor,
  playerId: string,
  campaignId: string,
  agreed: boolean,
  now: Date,
) {
  await ex
    .insert(bonusConsents)
    .values({ playerId, campaignId, agreed, updatedAt: now })
    .onConflictDoUpdate({
      target: [bonusConsents.playerId, bonusConsents.campaignId],
      set: { agreed, updatedAt: now },
    });
}

/** Expires what is due for the player (a read's first step). */
export async function settleDue(ctx: SandboxContext, playerId: string): Promise<PlayerAccounts | null> {
  const accounts = await openAccounts(ctx, playerId);
  if (!accounts) return null;
  const now = await ctx.clock.now();
  const [due] = await ctx.db
    .select({ n: count() })
    .from(bonusAssignments)
    .where(
      and(
        eq(bonusAssignments.playerId, playerId),
        inArray(bonusAssignments.status, ['ACTIVE', 'QUEUED']),
        sql`${bonusAssignments.expiresAt} <= ${now.toISOString()}::timestamptz`,
      ),
    );
  if (!due || Number(due.n) === 0) return accounts;
  const operatorId = await houseAccountId(ctx, 'OPERATOR', accounts.currencyCode);
  await moneyTransaction(ctx, playerId, async (tx) => {
    await lockCash(tx, accounts);
    const ended = await expireDue(tx, accounts, operatorId, now);
    return { moved: ended > 0 };
  });
  return accounts;
}

export type RewardsQuery = {
  rewardsType: 'ELIGIBLE' | 'ACTIVE';
  hasBonusCode?: boolean | undefined;
  excludeTriggerType?: string[] | undefined;
  lang?: string | undefined;
};

/**
 * The rewards list (spec 3 §7 v2): ELIGIBLE campaigns the player may take, or ACTIVE (and queued)
 * ones; the sportsbook's bonuses are its own calls' (sportsbook.ts).
 */
export async function listRewards(
  ctx: SandboxContext,
  input: { playerId: string; siteId: number; query: RewardsQuery },
): Promise<Reward[]> {
  await settleDue(ctx, input.playerId);
  const now = await ctx.clock.now();
  const { query } = input;
  const mine = await assignmentsOf(ctx.db, input.playerId);
  const byCampaign = new Map(mine.map((row) => [row.campaign.campaignId, row.assignment]));
  const keep = (campaign: CampaignRow) =>
    !isSportsbookBonus(campaign) &&
    (query.hasBonusCode === undefined || (campaign.bonusCode !== null) === query.hasBonusCode) &&
    !(query.excludeTriggerType ?? []).includes(campaign.triggerEvent);
  if (query.rewardsType === 'ACTIVE') {
    const active = mine.filter(
      (row) =>
        row.campaign.siteId === input.siteId &&
        (row.assignment.status === 'ACTIVE' || row.assignment.status === 'QUEUED') &&
        keep(row.campaign),
    );
    return Promise.all(active.map((row) => toReward(ctx.db, row.campaign, row.assignment, now, query.lang)));
  }
  const player = await playerOf(ctx.db, input.playerId);
  const deposits = await depositCount(ctx.db, input.playerId);
  const eligible: Reward[] = [];
  for (const campaign of await siteCampaigns(ctx.db, input.siteId)) {
    if (!keep(campaign) || campaignStatusAt(campaign, now) !== 'ACTIVE') continue;
    if (campaign.startAt && campaign.startAt > now) continue;
    const assignment = byCampaign.get(campaign.campaignId) ?? null;
    if (assignment && !(isCashback(campaign) && assignment.status === 'DEACTIVATED')) continue;
    if (
      triggerRefusal(campaign, {
        player,
        deposits,
        now,
        mine,
        viaCode: query.hasBonusCode === true,
        viaDeposit: true,
      })
    )
      continue;
    eligible.push(await toReward(ctx.db, campaign, assignment, now, query.lang));
  }
  return eligible;
}

export async function playerOf(ex: Executor, playerId: string) {
  const [row] = await ex
    .select({ createdAt: players.createdAt, siteId: players.siteId, currencyCode: players.currencyCode })
    .from(players)
    .where(eq(players.playerId, playerId));
  return row!;
}

/** The player's paid deposits. */
export async function depositCount(ex: Executor, playerId: string): Promise<number> {
  const [row] = await ex
    .select({ n: count() })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.playerId, playerId),
        eq(ledgerTransactions.type, 'DEPOSIT'),
        eq(ledgerTransactions.status, 'SUCCESS'),
      ),
    );
  return Number(row?.n ?? 0);
}

const DEPOSIT_ORDINAL: Record<string, number> = {
  FIRST_DEPOSIT: 1,
  SECOND_DEPOSIT: 2,
  THIRD_DEPOSIT: 3,
  FOURTH_DEPOSIT: 4,
  FIFTH_DEPOSIT: 5,
};

/** Whether a deposit trigger fits the deposit that would be the player's `nth` paid one. */
export function depositTriggerFits(trigger: string, nth: number): boolean {
  if (trigger === 'NEXT_DEPOSIT') return nth >= 1;
  return DEPOSIT_ORDINAL[trigger] === nth;
}

/** Why the campaign's trigger does not let the player take it now (a refusal code), or null. */
export function triggerRefusal(
  campaign: CampaignRow,
  input: {
    player: { createdAt: Date };
    deposits: number;
    now: Date;
    mine: Array<{ assignment: AssignmentRow; campaign: CampaignRow }>;
    viaCode: boolean;
    /** Listing deposit campaigns the player may pick with the next deposit. */
    viaDeposit: boolean;
  },
): string | null {
  const trigger = campaign.triggerEvent;
  if (DEPOSIT_BONUS_TRIGGERS.has(trigger)) {
    return input.viaDeposit && depositTriggerFits(trigger, input.deposits + 1)
      ? null
      : ERRORS.bonusNotEligible.code;
  }
  if (trigger === 'MANUAL_BONUS_CODE') return input.viaCode ? null : ERRORS.bonusNotEligible.code;
  if (trigger === 'TOURNAMENT') return ERRORS.bonusNotEligible.code;
  if (trigger === 'REGISTRATION_WITH_TIMEFRAME') {
    const days = campaign.rules.registrationDays ?? 30;
    return input.now.getTime() - input.player.createdAt.getTime() <= days * DAY
      ? null
      : ERRORS.bonusNotEligible.code;
  }
  if (trigger === 'LINKED_CAMPAIGN') {
    const linked = campaign.rules.linkedCampaignId;
    return input.mine.some(
      (row) => row.campaign.campaignId === linked && row.assignment.status === 'COMPLETED',
    )
      ? null
      : ERRORS.bonusNotEligible.code;
  }
  return null;
}

/** Answers the assignment id of a player's assignment of a campaign, if any. */
export async function assignmentOfCampaign(ex: Executor, playerId: string, campaignId: string) {
  const [row] = await ex
    .select()
    .from(bonusAssignments)
    .where(and(eq(bonusAssignments.playerId, playerId), eq(bonusAssignments.campaignId, campaignId)));
  return row ?? null;
}
