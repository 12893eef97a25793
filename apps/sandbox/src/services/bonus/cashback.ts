/**
 * Cashback (spec 3 §7 "Cashback: activate, claim, deactivate, progress; loyalty cashback"; §5:
 * cashback rewards count only when activated and not expired or cancelled). A cashback campaign
 * (trigger CASHBACK_INSTANT, _DAILY, _WEEKLY, _WITH_TIMEFRAME, _SPECIFIC_DAY, _BOOSTER; rules
 * `cashback` in db/schema/bonuses.ts) is activated by the player (an assignment without money) and
 * pays into MAIN, never into a bonus wallet: cashback is the player's cash, with no wagering.
 *
 * Formula (rules.ts `cashbackDue`): in the current period (`cashbackPeriod`: the UTC day, the
 * Monday-to-Monday week, the given weekday, or from activation to the campaign's end for instant
 * and timeframe cashback), counted from the later of the period's start and the activation, the
 * net loss is the real-money net loss of the campaign's vertical's games (casino covers slots and
 * live casino): the cash the stakes took from MAIN less the cash their wins and voids paid back
 * into it (`netLoss`); bonus money staked and lost is no real-money loss and pays no cashback.
 * Booster games' net losses count twice; the cashback is percent
 * of it, at most maxAmount per period, less what the period already paid. A claim pays what is
 * claimable now into MAIN once (the cash lock serializes claims; the claim's ledger key carries
 * what the period had paid, so a twin cannot pay again); nothing claimable answers
 * `error.cashback.nothing_to_claim`. Loyalty cashback is the site's LOYALTY cashback campaign, to
 * which every player belongs (activated on first use).
 */
import { ERRORS, fromMinorUnits } from '@casino/player-api';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import {
  bonusAssignments,
  bonusCampaigns,
  cashbackClaims,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactionGames,
  ledgerTransactions,
} from '../../db/schema.ts';
import { refuse, type Outcome } from '../../kernel/outcomes.ts';
import { cashbackDue, cashbackPeriod } from './rules.ts';
import type { SandboxContext } from '../context.ts';
import { bonusMove, type AssignmentRow, type CampaignRow } from './moves.ts';
import {
  houseAccountId,
  lockCash,
  MoneyRefusal,
  moneyTransaction,
  openAccounts,
} from '../money/ledger/index.ts';

const bigintOf = (value: unknown) => BigInt(String(value ?? '0'));

function periodOf(campaign: CampaignRow, assignment: AssignmentRow | null, now: Date) {
  const rules = campaign.rules.cashback;
  const from = assignment?.activatedAt ?? campaign.startAt ?? now;
  const period = cashbackPeriod(rules?.period ?? 'INSTANT', now, from, campaign.endAt, rules?.day);
  const start =
    assignment?.activatedAt && assignment.activatedAt > period.start ? assignment.activatedAt : period.start;
  return { periodStart: period.start, countFrom: start, periodEnd: period.end };
}

/**
 * Real-money net loss of the player in the vertical's categories in [from, to): what the rounds
 * took from and gave back to the cash wallet (MAIN), booster games' counted twice. Read from the
 * ledger's MAIN entries of the bets, wins and voids, so a stake's bonus part and a win's bonus
 * share (stakes.ts) never count: losing bonus money is not a real-money loss.
 */
export async function netLoss(
  ex: Executor,
  input: { playerId: string; vertical: string; from: Date; to: Date | null; boosterGameIds: string[] },
): Promise<bigint> {
  const categories = input.vertical === 'SPORTS' ? ['SPORTS', 'VIRTUAL_SPORTS'] : ['CASINO', 'LIVE_CASINO'];
  const where = and(
    eq(ledgerTransactions.playerId, input.playerId),
    inArray(ledgerTransactions.type, ['BET', 'WIN', 'BET_VOID']),
    inArray(ledgerTransactions.category, categories),
    eq(ledgerTransactions.status, 'SUCCESS'),
    gte(ledgerTransactions.createdAt, input.from),
    ...(input.to ? [lt(ledgerTransactions.createdAt, input.to)] : []),
    eq(ledgerAccounts.kind, 'MAIN'),
  );
  const cashMoved = () =>
    ex
      .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
      .from(ledgerTransactions)
      .innerJoin(ledgerEntries, eq(ledgerEntries.referenceId, ledgerTransactions.referenceId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.accountId, ledgerEntries.accountId));
  const [all] = await cashMoved().where(where);
  let loss = -bigintOf(all?.sum);
  if (input.boosterGameIds.length) {
    const [boost] = await cashMoved()
      .innerJoin(
        ledgerTransactionGames,
        eq(ledgerTransactionGames.referenceId, ledgerTransactions.referenceId),
      )
      .where(and(where, inArray(ledgerTransactionGames.gameId, input.boosterGameIds)));
    loss += -bigintOf(boost?.sum);
  }
  return loss;
}

async function paidInPeriod(ex: Executor, assignmentId: string, periodStart: Date): Promise<bigint> {
  const [row] = await ex
    .select({ sum: sql<string>`coalesce(sum(${cashbackClaims.amount}), 0)::text` })
    .from(cashbackClaims)
    .where(and(eq(cashbackClaims.assignmentId, assignmentId), eq(cashbackClaims.periodStart, periodStart)));
  return bigintOf(row?.sum);
}

/** Accrued and claimable cashback of an assignment now (zeros when not activated). */
export async function cashbackState(
  ex: Executor,
  campaign: CampaignRow,
  assignment: AssignmentRow | null,
  now: Date,
) {
  const rules = campaign.rules.cashback;
  const { periodStart, countFrom, periodEnd } = periodOf(campaign, assignment, now);
  if (!rules || !assignment || assignment.status !== 'ACTIVE') {
    return { accrued: 0n, claimable: 0n, periodStart, periodEnd, paid: 0n };
  }
  const loss = await netLoss(ex, {
    playerId: assignment.playerId,
    vertical: campaign.vertical,
    from: countFrom,
    to: periodEnd,
    boosterGameIds: rules.boosterGameIds ?? [],
  });
  const paid = await paidInPeriod(ex, assignment.assignmentId, periodStart);
  const due = cashbackDue(loss, rules.percent, rules.maxAmount ? BigInt(rules.maxAmount) : null, paid);
  return { ...due, periodStart, periodEnd, paid };
}

/** The reward's cashbackInfo (spec 3 §3). */
export async function cashbackInfo(
  ex: Executor,
  campaign: CampaignRow,
  assignment: AssignmentRow | null,
  now: Date,
) {
  const state = await cashbackState(ex, campaign, assignment, now);
  const rules = campaign.rules.cashback;
  return {
    percentage: rules?.percent ?? 0,
    accrued: fromMinorUnits(state.accrued),
    maxAmount: rules?.maxAmount ? fromMinorUnits(BigInt(rules.maxAmount)) : null,
    periodStart: state.periodStart.toISOString(),
    periodEnd: state.periodEnd?.toISOString() ?? null,
  };
}

export async function cashbackCampaign(ex: Executor, siteId: number, campaignId: string) {
  const [row] = await ex
    .select()
    .from(bonusCampaigns)
    .where(and(eq(bonusCampaigns.siteId, siteId), eq(bonusCampaigns.campaignId, campaignId)));
  return row && row.triggerEvent.startsWith('CASHBACK_') && row.status !== 'DRAFT' ? row : null;
}

/** The site's loyalty cashback campaign. */
export async function loyaltyCampaign(ex: Executor, siteId: number) {
  const [row] = await ex
    .select()
    .from(bonusCampaigns)
    .where(
      and(
        eq(bonusCampaigns.siteId, siteId),
        eq(bonusCampaigns.category, 'LOYALTY'),
        sql`${bonusCampaigns.triggerEvent} like 'CASHBACK_%'`,
        eq(bonusCampaigns.status, 'ACTIVE'),
      ),
    );
  return row ?? null;
}

async function assignmentOf(ex: Executor, playerId: string, campaignId: string) {
  const [row] = await ex
    .select()
    .from(bonusAssignments)
    .where(and(eq(bonusAssignments.playerId, playerId), eq(bonusAssignments.campaignId, campaignId)));
  return row ?? null;
}

/** Enrols the player in the loyalty cashback (once). */
export async function enrolLoyalty(ex: Executor, playerId: string, campaign: CampaignRow, now: Date) {
  await ex
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
    })
    .onConflictDoNothing();
  return (await assignmentOf(ex, playerId, campaign.campaignId))!;
}

export async function progressOf(ctx: SandboxContext, playerId: string, campaign: CampaignRow | null) {
  const now = await ctx.clock.now();
  const [player] = await ctx.db
    .execute<{ currency_code: string }>(sql`select currency_code from players where player_id = ${playerId}`)
    .then((result) =>
      Array.isArray(result) ? result : (result as { rows: { currency_code: string }[] }).rows,
    );
  const currencyCode = player?.currency_code ?? 'EUR';
  if (!campaign) {
    return {
      campaignId: null,
      accrued: '0',
      claimable: '0',
      currencyCode,
      periodStart: null,
      periodEnd: null,
    };
  }
  const assignment =
    campaign.category === 'LOYALTY'
      ? await enrolLoyalty(ctx.db, playerId, campaign, now)
      : await assignmentOf(ctx.db, playerId, campaign.campaignId);
  const state = await cashbackState(ctx.db, campaign, assignment, now);
  return {
    campaignId: campaign.category === 'LOYALTY' ? null : campaign.campaignId,
    accrued: fromMinorUnits(state.accrued),
    claimable: fromMinorUnits(state.claimable),
    currencyCode,
    periodStart: state.periodStart.toISOString(),
    periodEnd: state.periodEnd?.toISOString() ?? null,
  };
}

/** Pays the claimable cashback into MAIN, once. */
export async function claimCashback(
  ctx: SandboxContext,
  input: { playerId: string; campaign: CampaignRow },
): Promise<Outcome<{ claimed: string; currencyCode: string; claimedAt: string }>> {
  const accounts = await openAccounts(ctx, input.playerId);
  const now = await ctx.clock.now();
  if (!accounts) return refuse(ERRORS.cashbackNothingToClaim.code, 'Nothing to claim');
  const { campaign } = input;
  if (campaign.category === 'LOYALTY') await enrolLoyalty(ctx.db, input.playerId, campaign, now);
  const operatorId = await houseAccountId(ctx, 'OPERATOR', accounts.currencyCode);
  return moneyTransaction(ctx, input.playerId, async (tx) => {
    await lockCash(tx, accounts);
    const assignment = await assignmentOf(tx, input.playerId, campaign.campaignId);
    if (!assignment || assignment.status !== 'ACTIVE') {
      throw new MoneyRefusal(ERRORS.bonusNotEligible.code, 'Activate this cashback first');
    }
    const state = await cashbackState(tx, campaign, assignment, now);
    if (state.claimable <= 0n) {
      throw new MoneyRefusal(ERRORS.cashbackNothingToClaim.code, 'There is no cashback to claim yet');
    }
    const moved = await bonusMove(tx, {
      accounts,
      operatorId,
      key: `cashback:${assignment.assignmentId}:${state.periodStart.toISOString()}:${state.paid}`,
      type: 'WIN',
      vertical: 'CASINO',
      bonus: 0n,
      main: state.claimable,
      now,
    });
    if (!moved) throw new MoneyRefusal(ERRORS.cashbackNothingToClaim.code, 'This cashback was already paid');
    await tx.insert(cashbackClaims).values({
      assignmentId: assignment.assignmentId,
      periodStart: state.periodStart,
      amount: state.claimable,
      referenceId: moved.referenceId,
      createdAt: now,
    });
    return {
      claimed: fromMinorUnits(state.claimable),
      currencyCode: accounts.currencyCode,
      claimedAt: now.toISOString(),
      moved: true,
    };
  });
}

/** Deactivates an ACTIVE cashback (no money moves; what accrued stays unclaimed). */
export async function deactivateCashback(ex: Executor, playerId: string, campaignId: string, now: Date) {
  const [row] = await ex
    .update(bonusAssignments)
    .set({ status: 'DEACTIVATED', endedAt: now })
    .where(
      and(
        eq(bonusAssignments.playerId, playerId),
        eq(bonusAssignments.campaignId, campaignId),
        eq(bonusAssignments.status, 'ACTIVE'),
      ),
    )
    .returning();
  return row ?? null;
}
