/**
 * Withdrawals (spec 2 §7 "Withdraw limit check", "Withdrawal request", "Cancel pending
 * withdrawal"; spec 2 §2 "the withdrawal forfeit modal"; whether the player may withdraw is
 * walletChecks.ts `withdrawalOutcome`, the ledger's side ledger/payments.ts). Every step first
 * processes the player's withdrawals that have waited `WITHDRAWAL_PROCESSING_DELAY_MS`.
 *
 * - The check answers the outcome with 200; the request evaluates it again inside its money
 *   transaction, after the player's cash is locked, and refuses with it as the error code (409)
 *   unless it lets the request go on (SUCCESS, DOCUMENTS_PREFERRED).
 * - `withdrawalRequest`: its key (requests.ts), at least `WITHDRAWAL_MINIMUM`, a wallet; MAIN →
 *   LOCKED, PENDING. An active sticky bonus (bonus/depositsAndWithdrawals.ts): without
 *   `forfeitBonus` the request answers `error.withdrawal.bonus_forfeit_required` with the rewards
 *   it would forfeit (the site's forfeit modal), and the site repeats it with `forfeitBonus: true`
 *   once the player confirms; then the sticky bonuses are forfeited inside the withdrawal's own
 *   transaction, before the cash moves. A non-sticky bonus does not block a withdrawal.
 * - `withdrawalCancellation`: the pending withdrawal's referenceId and its amount; LOCKED → MAIN,
 *   CANCELLED; over `CANCELLATIONS_PER_DAY` a day → WITHDRAWAL_LIMIT_REACHED (a message for the
 *   site's warning toast); not the player's pending withdrawal → 404.
 */
import { ERRORS, fromMinorUnits, toMinorUnits } from '@casino/player-api';
import type { PlayerRow } from '../../db/schema.ts';
import { isUuid } from '../../kernel/database.ts';
import { refuse, type Outcome } from '../../kernel/outcomes.ts';
import { forfeitInfo, forfeitSticky, settleDue, stickyBonuses } from '../bonus/index.ts';
import type { SandboxContext } from '../context.ts';
import {
  MoneyRefusal,
  findAccounts,
  houseAccountId,
  idempotencyKey,
  openAccounts,
  type TransactionRow,
} from './ledger/core.ts';
import { cancelWithdrawal, processDueWithdrawals, requestWithdrawal } from './ledger/payments.ts';
import { invalidAmount, requestKey, requestRefusal } from './requests.ts';
import {
  CANCELLATIONS_PER_DAY,
  OUTCOME_MESSAGES,
  cancellationsToday,
  lets,
  withdrawalOutcome,
  type WithdrawalCheckAnswer,
} from './walletChecks.ts';

/** The smallest withdrawal (minor units; designed: spec 2 §9 "Amount bounds … not shown"). */
export const WITHDRAWAL_MINIMUM = 1_000n;

const FORFEIT_REQUIRED = 'Withdrawing now forfeits your active bonus';

/** Contract `withdrawalCheck`: the outcome on the player's MAIN balance now. */
export async function withdrawalCheck(
  ctx: SandboxContext,
  player: PlayerRow,
): Promise<WithdrawalCheckAnswer> {
  await processDueWithdrawals(ctx, player.playerId);
  const accounts = await findAccounts(ctx.db, player.playerId);
  return withdrawalOutcome(ctx, player, { main: accounts?.main.balance ?? 0n });
}

export interface WithdrawalRequest {
  player: PlayerRow;
  /** The request's `Idempotency-Key` header, if any. */
  idempotencyKey: string | undefined;
  amount: string;
  paymentMethod: string;
  /** The player confirmed forfeiting the active sticky bonuses (module header). */
  forfeitBonus?: boolean | undefined;
}

/** Contract `withdrawalRequest` (module header): MAIN → LOCKED, PENDING. */
export async function withdrawalRequest(
  ctx: SandboxContext,
  input: WithdrawalRequest,
): Promise<Outcome<{ transaction: TransactionRow }>> {
  const { player } = input;
  const key = requestKey(input.idempotencyKey);
  if (!key.ok) return key;
  const amount = toMinorUnits(input.amount);
  if (amount < WITHDRAWAL_MINIMUM) {
    return invalidAmount(`The smallest withdrawal is ${fromMinorUnits(WITHDRAWAL_MINIMUM)}`);
  }
  await processDueWithdrawals(ctx, player.playerId);
  const accounts = await openAccounts(ctx, player.playerId);
  if (!accounts) return refuse(ERRORS.walletNotFound.code, 'The player has no wallet yet');
  const now = await ctx.clock.now();
  // An active sticky bonus: the site shows the forfeit modal from this refusal's rewards.
  await settleDue(ctx, player.playerId);
  if (!input.forfeitBonus) {
    const rewards = await forfeitInfo(ctx, player.playerId);
    if (rewards.length) {
      return refuse(ERRORS.withdrawalBonusForfeitRequired.code, FORFEIT_REQUIRED, {
        additionalInfo: { rewards },
      });
    }
  }
  const operatorId = await houseAccountId(ctx, 'OPERATOR', accounts.currencyCode);
  const requested = await requestWithdrawal(ctx, {
    accounts,
    amount,
    paymentMethod: input.paymentMethod,
    idempotencyKey: idempotencyKey(player.playerId, 'withdrawal', key.key),
    async check(tx, cash) {
      const outcome = await withdrawalOutcome(ctx, player, { main: cash.main, amount, ex: tx, now });
      if (!lets(outcome.status)) throw new MoneyRefusal(outcome.status, OUTCOME_MESSAGES[outcome.status]);
      const sticky = await stickyBonuses(tx, player.playerId);
      if (sticky.length && !input.forfeitBonus) {
        throw new MoneyRefusal(ERRORS.withdrawalBonusForfeitRequired.code, FORFEIT_REQUIRED);
      }
      if (sticky.length) await forfeitSticky(tx, accounts, operatorId, now);
    },
  });
  if (!requested.ok) return requestRefusal(requested);
  return { ok: true, transaction: requested.transaction };
}

/** Contract `withdrawalCancellation` (module header): LOCKED → MAIN, CANCELLED. */
export async function withdrawalCancellation(
  ctx: SandboxContext,
  input: { playerId: string; referenceId: string; amount: string },
): Promise<Outcome<{ transaction: TransactionRow }>> {
  const { playerId } = input;
  await processDueWithdrawals(ctx, playerId);
  const accounts = await findAccounts(ctx.db, playerId);
  if (!accounts || !isUuid(input.referenceId)) {
    return refuse(ERRORS.notFound.code, 'No pending withdrawal with this id');
  }
  const now = await ctx.clock.now();
  const cancelled = await cancelWithdrawal(ctx, {
    accounts,
    referenceId: input.referenceId,
    amount: toMinorUnits(input.amount),
    async check(tx) {
      // This cancellation already counts (its status is CANCELLED inside the transaction).
      if ((await cancellationsToday(tx, playerId, now)) > CANCELLATIONS_PER_DAY) {
        throw new MoneyRefusal(
          'WITHDRAWAL_LIMIT_REACHED',
          `You can cancel at most ${CANCELLATIONS_PER_DAY} withdrawals a day`,
        );
      }
    },
  });
  if (!cancelled.ok) return requestRefusal(cancelled);
  return { ok: true, transaction: cancelled.transaction };
}
