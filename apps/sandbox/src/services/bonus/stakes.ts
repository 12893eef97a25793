/**
 * The wagering and the stake's money rule: ledger/bets.ts calls it for every bet, win, loss and
 * void (the arithmetic is in rules.ts, the bonus money moves in moves.ts, the campaigns and calls
 * in claims.ts). Like every bonus money step, it runs inside the bet's money transaction, which has
 * already locked the player's cash.
 *
 * Which money a stake uses, and where its result goes (the spec does not show it: spec 3 §3
 * "Reward", §4 bonus kinds and verticals; the rule a UKGC/MGA operator follows, since bonus money
 * may only become cash by meeting its wagering):
 * - A real-money bet placed while a bonus is ACTIVE in its vertical records its stake
 *   (`bonus_stakes`): that assignment, the cash part (from MAIN, taken first), the bonus part (only
 *   what MAIN lacks, from the vertical's BONUS account) and the wagering it was credited.
 * - Its result follows the same money. A win's bonus share (`winSplit`: the win × bonus part ÷
 *   stake) goes back into the BONUS account while THAT assignment is still ACTIVE; if it has ended
 *   by settlement time (forfeited, expired, opted out, converted, replaced by the next bonus), the
 *   bonus share is forfeited with it (a WIN, then a FORFEIT of that share, both in the history) and
 *   never paid as cash. Whether some other bonus of the vertical is active does not matter. The
 *   cash share is always cash.
 * - A voided (cancelled or refunded) round does the same with the stake: the cash part back to
 *   MAIN, the bonus part back to the assignment while it is ACTIVE (and its wagering credit taken
 *   back), else forfeited.
 * - A bonus whose wagering is met converts once none of its bonus-funded stakes is still OPEN, so a
 *   round in flight (a slot round before its result, a roulette bet before the ball lands) settles
 *   into the bonus first and converts with it; the round's settlement (win, loss or void) runs the
 *   conversion. A bonus that reaches its expiry with the wagering met converts instead of expiring.
 * - Wagering: the stake counts towards that bonus's requirement by the game's contribution
 *   (`contributionOf`: a campaign's excluded games 0 %, its per-game percent, else the category's,
 *   `CONTRIBUTION_BY_CATEGORY`).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction as DbTransaction } from '../../db/database.ts';
import { bonusAssignments, bonusStakes, ledgerTransactions, type BonusVertical } from '../../db/schema.ts';
import { stakeSplit, wageringCredit, winSplit } from './rules.ts';
import { activeBonus, bonusBalance, bonusMove, endBonus, expireDue, type CampaignRow } from './moves.ts';
import { MoneyRefusal, type PlayerAccounts } from '../money/ledger/index.ts';

/** Contribution of a bet category to wagering, in percent (services/bonus/rules.ts). */
export const CONTRIBUTION_BY_CATEGORY: Record<string, number> = {
  CASINO: 100,
  LIVE_CASINO: 10,
  SPORTS: 100,
  VIRTUAL_SPORTS: 0,
};

/** The bonus vertical a bet category plays against. */
export function verticalOf(category: string): BonusVertical {
  return category === 'LIVE_CASINO' ? 'LIVE_CASINO' : category === 'CASINO' ? 'CASINO' : 'SPORTS';
}

/** A game's contribution under a campaign (excluded 0 %, a per-game percent, else the category's). */
export function contributionOf(campaign: CampaignRow, category: string, gameId: string | null): number {
  const rules = campaign.rules;
  if (gameId && rules.excludedGameIds?.includes(gameId)) return 0;
  if (gameId && rules.contributions?.[gameId] !== undefined) return rules.contributions[gameId]!;
  return CONTRIBUTION_BY_CATEGORY[category] ?? 0;
}

export type StakeRow = typeof bonusStakes.$inferSelect;

/**
 * Converts an ACTIVE bonus whose wagering is met (and free spins used) once none of its
 * bonus-funded stakes is OPEN; answers whether it converted.
 */
export async function completeIfDue(
  tx: DbTransaction,
  input: { accounts: PlayerAccounts; operatorId: string; assignmentId: string; now: Date },
): Promise<boolean> {
  const [row] = await tx
    .select()
    .from(bonusAssignments)
    .where(and(eq(bonusAssignments.assignmentId, input.assignmentId), eq(bonusAssignments.status, 'ACTIVE')));
  if (!row || row.spins > row.spinsUsed || row.wagered < row.wageringRequired) return false;
  const [open] = await tx
    .select({ id: bonusStakes.referenceId })
    .from(bonusStakes)
    .where(
      and(
        eq(bonusStakes.assignmentId, row.assignmentId),
        eq(bonusStakes.status, 'OPEN'),
        sql`${bonusStakes.bonus} > 0`,
      ),
    )
    .limit(1);
  if (open) return false;
  return (await endBonus(tx, { ...input, outcome: 'COMPLETED' })) !== null;
}

/**
 * A stake's split (cash first): answers the legs' amounts; the caller posts them, then calls
 * `record` with the bet's reference. While a bonus is ACTIVE in the vertical, `record` keeps which
 * money the stake used (`bonus_stakes`, OPEN until the round settles), counts the stake towards
 * the bonus's wagering by the game's contribution, and converts the bonus when that completes it
 * and nothing of it is in flight.
 */
export async function stakeWithBonus(
  tx: DbTransaction,
  input: {
    accounts: PlayerAccounts;
    operatorId: string;
    main: bigint;
    amount: bigint;
    category: string;
    gameId: string | null;
    now: Date;
  },
): Promise<{
  cash: bigint;
  bonus: bigint;
  vertical: BonusVertical;
  record: (referenceId: string) => Promise<void>;
}> {
  const { accounts } = input;
  const vertical = verticalOf(input.category);
  await expireDue(tx, accounts, input.operatorId, input.now);
  const active = await activeBonus(tx, accounts.playerId, vertical);
  const balance = active ? await bonusBalance(tx, accounts, vertical) : 0n;
  const split = stakeSplit(input.amount, input.main, balance);
  if (!split) throw new MoneyRefusal('NOT_ENOUGH_FUNDS', 'Not enough funds');
  const record = async (referenceId: string) => {
    if (!active) return;
    const { assignmentId } = active.assignment;
    const credit = wageringCredit(
      input.amount,
      contributionOf(active.campaign, input.category, input.gameId),
    );
    await tx.insert(bonusStakes).values({
      referenceId,
      assignmentId,
      cash: split.cash,
      bonus: split.bonus,
      wageringCredit: credit,
      status: 'OPEN',
      createdAt: input.now,
    });
    await tx
      .update(bonusAssignments)
      .set({ wagered: sql`${bonusAssignments.wagered} + ${credit}` })
      .where(eq(bonusAssignments.assignmentId, assignmentId));
    await completeIfDue(tx, { accounts, operatorId: input.operatorId, assignmentId, now: input.now });
  };
  return { ...split, vertical, record };
}

/** The bonus stake of a bet (by the bet's idempotency key), locked; null for a bet placed without a bonus. */
export async function stakeOfBet(tx: DbTransaction, betKey: string): Promise<StakeRow | null> {
  const [row] = await tx
    .select({ stake: bonusStakes })
    .from(bonusStakes)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.referenceId, bonusStakes.referenceId))
    .where(eq(ledgerTransactions.idempotencyKey, betKey))
    .for('update', { of: bonusStakes });
  return row?.stake ?? null;
}

/** Whether a stake's assignment is still ACTIVE (its bonus share may go back to it). */
async function stakeBonusActive(tx: DbTransaction, stake: StakeRow): Promise<boolean> {
  const [row] = await tx
    .select({ status: bonusAssignments.status })
    .from(bonusAssignments)
    .where(eq(bonusAssignments.assignmentId, stake.assignmentId));
  return row?.status === 'ACTIVE';
}

export interface Settlement {
  /** Into MAIN. */
  toMain: bigint;
  /** Into the vertical's BONUS account (forfeited again by `close` when the stake's bonus ended). */
  toBonus: bigint;
  vertical: BonusVertical;
  /** After the settling transaction is posted: closes the stake, forfeits or converts. */
  close: (settledBy: string) => Promise<void>;
}

/**
 * How a round's return (a win, or a void's refund of the stake) splits between cash and bonus,
 * following the money of its stake (module header). `refund`: the stake comes back as it went out.
 */
export async function settlement(
  tx: DbTransaction,
  input: {
    accounts: PlayerAccounts;
    operatorId: string;
    amount: bigint;
    category: string;
    betKey: string;
    refund: boolean;
    now: Date;
  },
): Promise<Settlement> {
  const vertical = verticalOf(input.category);
  const stake = await stakeOfBet(tx, input.betKey);
  if (!stake) return { toMain: input.amount, toBonus: 0n, vertical, close: async () => {} };
  // A bonus past its time ends first: its share of this result is forfeited with it.
  await expireDue(tx, input.accounts, input.operatorId, input.now);
  if (stake.status !== 'OPEN') {
    throw new MoneyRefusal('error.bet.settled', 'This round has already been settled');
  }
  const shares = input.refund
    ? { toMain: stake.cash, toBonus: stake.bonus }
    : winSplit(input.amount, stake.cash + stake.bonus, stake.bonus);
  const active = await stakeBonusActive(tx, stake);
  const close = async (settledBy: string) => {
    await tx
      .update(bonusStakes)
      .set({ status: input.refund ? 'VOIDED' : 'SETTLED', settledBy, settledAt: input.now })
      .where(eq(bonusStakes.referenceId, stake.referenceId));
    if (!active) {
      if (shares.toBonus > 0n) {
        await bonusMove(tx, {
          accounts: input.accounts,
          operatorId: input.operatorId,
          key: `bonus-share-forfeit:${settledBy}`,
          type: 'FORFEIT',
          vertical,
          bonus: -shares.toBonus,
          main: 0n,
          now: input.now,
        });
      }
      return;
    }
    if (input.refund && stake.wageringCredit > 0n) {
      await tx
        .update(bonusAssignments)
        .set({
          wagered: sql`greatest(${bonusAssignments.wagered} - ${stake.wageringCredit}, 0)`,
        })
        .where(eq(bonusAssignments.assignmentId, stake.assignmentId));
    }
    await completeIfDue(tx, {
      accounts: input.accounts,
      operatorId: input.operatorId,
      assignmentId: stake.assignmentId,
      now: input.now,
    });
  };
  return { ...shares, vertical, close };
}

/**
 * A losing round's settlement: closes the bet's OPEN bonus stake and converts its bonus when that
 * was the last thing in flight; answers whether money moved (a conversion).
 */
export async function settleLosingStake(
  tx: DbTransaction,
  input: { accounts: PlayerAccounts; operatorId: string; betKey: string; now: Date },
): Promise<boolean> {
  const stake = await stakeOfBet(tx, input.betKey);
  if (!stake || stake.status !== 'OPEN') return false;
  await expireDue(tx, input.accounts, input.operatorId, input.now);
  await tx
    .update(bonusStakes)
    .set({ status: 'SETTLED', settledAt: input.now })
    .where(eq(bonusStakes.referenceId, stake.referenceId));
  return completeIfDue(tx, {
    accounts: input.accounts,
    operatorId: input.operatorId,
    assignmentId: stake.assignmentId,
    now: input.now,
  });
}

/** The player's OPEN bonus stakes' bet references (a table settling its closed rounds skips the rest). */
export async function openStakeReferences(ex: Executor, playerId: string): Promise<Set<string>> {
  const rows = await ex
    .select({ id: bonusStakes.referenceId })
    .from(bonusStakes)
    .innerJoin(bonusAssignments, eq(bonusAssignments.assignmentId, bonusStakes.assignmentId))
    .where(and(eq(bonusAssignments.playerId, playerId), eq(bonusStakes.status, 'OPEN')));
  return new Set(rows.map((row) => row.id));
}
