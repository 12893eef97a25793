/**
 * The bonus engine (spec 3 §3 "Reward", §4 campaigns, triggers, kinds, verticals, §5, §7
 * "Bonuses and rewards", §8): campaigns per site (db/schema/bonuses.ts; seeded by
 * `seedCampaigns`), the player's assignments, claims, opt-in, forfeit, queued bonuses, consent,
 * bonus codes, game limitations and the deposit-triggered grant. Cashback is in cashback.ts, free
 * spins in freeSpins.ts, the money moves in ledger/bonus.ts and the arithmetic and its rules in
 * bonusRules.ts.
 *
 * Rules:
 * - A campaign is claimable when ACTIVE, inside its start/end, not yet assigned to the player,
 *   consented to when it requires consent, and its trigger allows it: deposit triggers come with
 *   the deposit (the deposit request's `bonusId`, granted when the cashier settles it, matching
 *   the deposit's ordinal: FIRST … FIFTH, NEXT any); REGISTRATION always; REGISTRATION_WITH_TIMEFRAME
 *   within `registrationDays` of sign-up; LINKED_CAMPAIGN once the linked campaign is COMPLETED;
 *   MANUAL_BONUS_CODE only by its code; TOURNAMENT never by the player; cashback triggers activate.
 * - One ACTIVE money bonus per player and vertical. A claim while one is active answers
 *   `error.bonus.active_bonus_same_vertical` with `additionalInfo.activeReward` (the reward the
 *   forfeit-then-claim prompt names); a deposit bonus arriving then is QUEUED (no money yet) and
 *   the player activates it later (`activateBonus`, `claimQueuedBonus`: iCash).
 * - Forfeit removes the BONUS balance of the vertical (ledger/bonus.ts); expiry does the same on
 *   the sandbox clock, checked on every read, claim and bet. A withdrawal while a sticky bonus is
 *   active answers `error.withdrawal.bonus_forfeit_required` with the rewards to forfeit, unless it
 *   says `forfeitBonus: true`, which forfeits them in the withdrawal's transaction.
 * - Every refusal is a 400 reward error of the contract (spec 3 §8); bonus code errors are
 *   `error.bonus_code.*`, and a manual claim on a site without code campaigns `error.invalid.site.id`.
 */
import { ERRORS, fromMinorUnits, type Reward } from '@casino/player-api';
import { DEPOSIT_BONUS_TRIGGERS } from '@casino/domain';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction as DbTransaction } from '../../db/database.ts';
import {
  bonusAssignments,
  bonusCampaigns,
  bonusConsents,
  ledgerTransactions,
  players,
  type BonusVertical,
  type CampaignRules,
  type CampaignTexts,
} from '../../db/schema.ts';
import { refuse, type Outcome } from '../../kernel/outcomes.ts';
import { depositMatch } from './rules.ts';
import type { SandboxContext } from '../context.ts';
import {
  activeBonus,
  contributionOf,
  creditBonus,
  endBonus,
  expireDue,
  type AssignmentRow,
  type CampaignRow,
} from './stakes.ts';
import {
  houseAccountId,
  lockCash,
  moneyTransaction,
  MoneyRefusal,
  type PlayerAccounts,
} from '../money/ledger/core.ts';
import { openAccounts } from '../money/index.ts';
import { cashbackInfo } from './cashback.ts';

export type { AssignmentRow, CampaignRow };
const DAY = 86_400_000;

// -----------------------------------------------------------------------------------------------
// Views
// -----------------------------------------------------------------------------------------------

export function campaignStatusAt(campaign: CampaignRow, now: Date): CampaignRow['status'] {
  if (campaign.status === 'ACTIVE' && campaign.endAt && campaign.endAt <= now) return 'EXPIRED';
  return campaign.status;
}

function texts(campaign: CampaignRow, lang: string | undefined): CampaignTexts {
  return campaign.texts[lang ?? 'en'] ?? campaign.texts.en ?? { title: campaign.name, description: '' };
}

function displayInfo(campaign: CampaignRow, lang?: string) {
  const t = texts(campaign, lang);
  return { title: t.title, description: t.description, imageUrl: null, termsUrl: null };
}

export function isCashback(campaign: CampaignRow): boolean {
  return campaign.triggerEvent.startsWith('CASHBACK_');
}

export function toCampaign(campaign: CampaignRow, now: Date, lang?: string) {
  return {
    campaignId: campaign.campaignId,
    name: campaign.name,
    campaignStatus: campaignStatusAt(campaign, now),
    campaignCategory: campaign.category,
    vertical: campaign.vertical,
    bonusType: campaign.bonusType,
    triggerEvent: campaign.triggerEvent as Reward['triggerEvent'],
    startAt: campaign.startAt?.toISOString() ?? null,
    endAt: campaign.endAt?.toISOString() ?? null,
    requiresConsent: campaign.requiresConsent,
    campaignDisplayInfo: displayInfo(campaign, lang),
  };
}

/** The reward (spec 3 §3) of a campaign, and of the player's assignment of it when there is one. */
export async function toReward(
  ex: Executor,
  campaign: CampaignRow,
  assignment: AssignmentRow | null,
  now: Date,
  lang?: string,
): Promise<Reward> {
  const spins = campaign.rules.freeSpins;
  const cashback = isCashback(campaign);
  return {
    campaignId: campaign.campaignId,
    assignmentId: assignment?.assignmentId ?? null,
    campaignStatus: campaignStatusAt(campaign, now),
    campaignCategory: campaign.category,
    vertical: campaign.vertical,
    bonusType: campaign.bonusType,
    betBonusType: campaign.bonusType === 'FREE_SPINS' ? -1 : 0,
    bonusKind: campaign.sticky ? 'STICKY' : 'NON_STICKY',
    triggerEvent: campaign.triggerEvent as Reward['triggerEvent'],
    cashbackInfo: cashback ? await cashbackInfo(ex, campaign, assignment, now) : null,
    cashbackActivated: cashback && assignment?.status === 'ACTIVE',
    cashbackBooster: campaign.rules.cashback?.boosterGameIds?.length
      ? { boosterGames: campaign.rules.cashback.boosterGameIds.map((gameId) => ({ gameId })) }
      : null,
    hasBonusCode: campaign.bonusCode !== null,
    partnerBonusCode: null,
    wrMultiplier: campaign.wrMultiplier,
    freeSpinDetail: spins
      ? {
          spins: spins.spins,
          spinsUsed: assignment?.spinsUsed ?? 0,
          spinValue: fromMinorUnits(BigInt(spins.spinValue)),
          gameIds: spins.gameIds,
          expiresAt: assignment?.expiresAt?.toISOString() ?? null,
        }
      : null,
    queuedPlayerBonus:
      assignment?.status === 'QUEUED'
        ? { queuedPlayerBonusId: assignment.assignmentId, credited: false }
        : null,
    wageringAmount: fromMinorUnits(assignment?.wagered ?? 0n),
    bonusAmount: assignment?.vertical ? fromMinorUnits(assignment.bonusAmount) : null,
    wageringRequirement: assignment?.vertical ? fromMinorUnits(assignment.wageringRequired) : null,
    expiresAt: (assignment?.expiresAt ?? campaign.endAt)?.toISOString() ?? null,
    startedAt: assignment?.activatedAt?.toISOString() ?? null,
    endedAt: assignment?.endedAt?.toISOString() ?? null,
    campaignDisplayInfo: displayInfo(campaign, lang),
  };
}

/** The wagering figures of an assignment (for the forfeit modals). */
export function wageringOf(assignment: AssignmentRow) {
  const required = assignment.wageringRequired;
  const progress = required > 0n ? Number((assignment.wagered * 10_000n) / required) / 100 : 100;
  return {
    bonusAmount: fromMinorUnits(assignment.bonusAmount),
    wageringAmount: fromMinorUnits(assignment.wagered),
    wageringRequired: fromMinorUnits(required),
    wageringProgress: Math.min(100, progress),
  };
}

// -----------------------------------------------------------------------------------------------
// Reads
// -----------------------------------------------------------------------------------------------

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

async function consented(ex: Executor, playerId: string, campaignId: string): Promise<boolean> {
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

/** The rewards list (spec 3 §7 v2): ELIGIBLE campaigns the player may take, or ACTIVE (and queued) ones. */
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

async function playerOf(ex: Executor, playerId: string) {
  const [row] = await ex
    .select({ createdAt: players.createdAt, siteId: players.siteId })
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
function triggerRefusal(
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

// -----------------------------------------------------------------------------------------------
// Claims
// -----------------------------------------------------------------------------------------------

export type RewardOutcome = Outcome<{ reward: Reward }>;

const MESSAGES: Record<string, string> = {
  [ERRORS.bonusCampaignNotFound.code]: 'No such campaign or assignment',
  [ERRORS.bonusExpired.code]: 'The campaign or reward has ended',
  [ERRORS.bonusNotEligible.code]: 'You cannot take this reward',
  [ERRORS.bonusAlreadyClaimed.code]: 'You already have this reward',
  [ERRORS.bonusConsentRequired.code]: 'Please accept the terms of this reward first',
};

function fail(code: string, message = MESSAGES[code] ?? code, additionalInfo?: Record<string, unknown>) {
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

/** Claims a campaign: checks, then the assignment and its money, once (ledger/bonus.ts). */
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

class SameVertical extends MoneyRefusal {}

/** Turns the same-vertical refusal into the prompt's answer: the active reward in additionalInfo. */
async function sameVerticalInfo(
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
async function assign(
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

/** The player's assignment with its campaign (of this site). */
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

/** Answers the assignment id of a player's assignment of a campaign, if any. */
export async function assignmentOfCampaign(ex: Executor, playerId: string, campaignId: string) {
  const [row] = await ex
    .select()
    .from(bonusAssignments)
    .where(and(eq(bonusAssignments.playerId, playerId), eq(bonusAssignments.campaignId, campaignId)));
  return row ?? null;
}

// -----------------------------------------------------------------------------------------------
// Deposits and withdrawals
// -----------------------------------------------------------------------------------------------

/**
 * The deposit's chosen bonus, granted inside the cashier's settle transaction (cashier.ts) when
 * the campaign's deposit trigger fits this deposit; not eligible → no bonus (the deposit goes on).
 * The vertical busy → QUEUED.
 */
export async function grantDepositBonus(
  tx: DbTransaction,
  input: {
    accounts: PlayerAccounts;
    operatorId: string;
    siteId: number;
    campaignId: string;
    deposit: bigint;
    now: Date;
  },
): Promise<AssignmentRow | null> {
  await lockCash(tx, input.accounts);
  const [campaign] = await tx
    .select()
    .from(bonusCampaigns)
    .where(and(eq(bonusCampaigns.siteId, input.siteId), eq(bonusCampaigns.campaignId, input.campaignId)));
  if (!campaign || campaignStatusAt(campaign, input.now) !== 'ACTIVE') return null;
  if (!DEPOSIT_BONUS_TRIGGERS.has(campaign.triggerEvent)) return null;
  // This deposit already counts as paid (the settle moved it out of PENDING in this transaction).
  if (!depositTriggerFits(campaign.triggerEvent, await depositCount(tx, input.accounts.playerId)))
    return null;
  if (await assignmentOfCampaign(tx, input.accounts.playerId, campaign.campaignId)) return null;
  if (grantAmount(campaign, input.deposit) <= 0n) return null;
  return assign(tx, {
    accounts: input.accounts,
    operatorId: input.operatorId,
    campaign,
    deposit: input.deposit,
    now: input.now,
    queueWhenBusy: true,
  });
}

/** The player's ACTIVE sticky bonuses: a withdrawal must forfeit them (the site's forfeit modal). */
export async function stickyBonuses(ex: Executor, playerId: string) {
  const rows = await assignmentsOf(ex, playerId);
  return rows.filter(
    (row) => row.assignment.status === 'ACTIVE' && row.assignment.vertical !== null && row.campaign.sticky,
  );
}

/** What the withdrawal's refusal carries for the forfeit modal. */
export async function forfeitInfo(ctx: SandboxContext, playerId: string) {
  const now = await ctx.clock.now();
  const rows = await stickyBonuses(ctx.db, playerId);
  return Promise.all(
    rows.map(async (row) => ({
      ...(await toReward(ctx.db, row.campaign, row.assignment, now)),
      ...wageringOf(row.assignment),
    })),
  );
}

/** Forfeits every ACTIVE sticky bonus inside the withdrawal's transaction. */
export async function forfeitSticky(
  tx: DbTransaction,
  accounts: PlayerAccounts,
  operatorId: string,
  now: Date,
): Promise<void> {
  for (const row of await stickyBonuses(tx, accounts.playerId)) {
    await endBonus(tx, {
      accounts,
      operatorId,
      assignmentId: row.assignment.assignmentId,
      outcome: 'FORFEITED',
      now,
    });
  }
}

// -----------------------------------------------------------------------------------------------
// Game limitations
// -----------------------------------------------------------------------------------------------

/** What the active bonus of the game's vertical allows in it (spec 3 §7 games/{id}/limitations). */
export async function gameLimitations(
  ctx: SandboxContext,
  input: { playerId: string; gameId: string; live: boolean },
) {
  await settleDue(ctx, input.playerId);
  const vertical: BonusVertical = input.live ? 'LIVE_CASINO' : 'CASINO';
  const mine = await assignmentsOf(ctx.db, input.playerId);
  const active = mine.find(
    (row) => row.assignment.status === 'ACTIVE' && row.assignment.vertical === vertical,
  );
  const none = {
    gameId: input.gameId,
    status: 'NO_LIMITATIONS' as const,
    contributionPercent: null,
    maxBet: null,
  };
  if (!active) return none;
  const rules: CampaignRules = active.campaign.rules;
  const percent = contributionOf(active.campaign, input.live ? 'LIVE_CASINO' : 'CASINO', input.gameId);
  const maxBet = rules.maxBet ? fromMinorUnits(BigInt(rules.maxBet)) : null;
  if (percent === 0) return { ...none, status: 'GAME_EXCLUDED' as const, contributionPercent: 0, maxBet };
  if (percent < 100)
    return { ...none, status: 'REDUCED_CONTRIBUTION' as const, contributionPercent: percent, maxBet };
  if (maxBet) return { ...none, status: 'MAX_BET' as const, contributionPercent: percent, maxBet };
  return { ...none, contributionPercent: percent };
}

export type GameLimitation = Awaited<ReturnType<typeof gameLimitations>>;
