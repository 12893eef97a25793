/**
 * What a deposit and a withdrawal do to bonuses (spec 3 §5; spec 2 §2 "the withdrawal forfeit
 * modal"):
 * - The deposit's chosen bonus (`bonusId`, kept on the cashier payment) is granted inside the
 *   cashier's settle transaction (money/cashier.ts) when the campaign's deposit trigger fits this
 *   deposit: percent of the deposit up to the cap, or the campaign's free spins. One that does not
 *   fit (another deposit than its trigger's, or less than its `minDeposit`) grants nothing and the
 *   deposit goes on (the site's cashier refuses the pairing first, from the reward's `minDeposit`);
 *   the vertical busy → QUEUED.
 * - A withdrawal while a sticky bonus is active answers `error.withdrawal.bonus_forfeit_required`
 *   with the rewards to forfeit (`forfeitInfo`), unless it says `forfeitBonus: true`, which forfeits
 *   them in the withdrawal's own transaction (`forfeitSticky`; money/withdrawals.ts). A non-sticky
 *   bonus does not block a withdrawal.
 */
import { DEPOSIT_BONUS_TRIGGERS } from '@casino/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor, Transaction as DbTransaction } from '../../db/database.ts';
import { bonusCampaigns } from '../../db/schema.ts';
import type { SandboxContext } from '../context.ts';
import { assignmentOfCampaign, assignmentsOf, depositCount, depositTriggerFits } from './campaigns.ts';
import { assign, grantAmount } from './claims.ts';
import { endBonus, type AssignmentRow } from './moves.ts';
import { campaignStatusAt, minDepositOf, toReward, wageringOf } from './views.ts';
import { lockCash, type PlayerAccounts } from '../money/ledger/index.ts';

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
  if (input.deposit < minDepositOf(campaign)) return null;
  // A deposit's free spins (a FREE_SPINS welcome) grant spins, not money.
  if (grantAmount(campaign, input.deposit) <= 0n && !campaign.rules.freeSpins?.spins) return null;
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
