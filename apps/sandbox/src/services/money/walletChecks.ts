/**
 * May the player deposit or withdraw now? The outcomes of spec 2 §4 "Wallet operation result to
 * flow status", computed from the player's state: KYC status and document status, the player's
 * deposit limits, the withdrawal limit, restriction flags. The checks (`depositCheck`,
 * `withdrawalCheck`) answer them with 200; the requests evaluate them again inside their money
 * transaction (after the player's cash is locked) and refuse with the outcome as the error code.
 *
 * The rules, in order (the spec names the outcomes; which state gives which is designed here):
 * 1. RESTRICTED: player status RESTRICTED, or verification level RESTRICTED or SUSPENDED.
 * 2. Flags (spec 2 §4 "Deposits are allowed only when the deposit flag is on, payout is not set
 *    and the multibrand account is not suspended"):
 *    deposit: `deposit` off, `payout` (risk-payout) or multibrand-suspended → RESTRICTED;
 *    withdrawal: `withdrawal` off or multibrand-suspended → FORBIDDEN (the withdraw screen's
 *    "suspended" state). A risk-payout player may still withdraw (being paid out is the point).
 * 3. Documents requested (`documentsRequired`, verification level PENDING or PENDING_EXPIRED):
 *    - past the due date (`documentsDueAt`) or PENDING_EXPIRED → DOCUMENTS_REQUIRED_RESTRICTED
 *      (verify strict) for both, days 0;
 *    - before it, deposit: DOCUMENTS_REQUIRED with `days` left (the deposit flow's documents
 *      pending); with `later=true` ("verify later") and in the deposit request: allowed;
 *    - before it, withdrawal: DOCUMENTS_PREFERRED (verify-document loyal) for a loyal player
 *      (loyalty level ≥ `LOYAL_LEVEL`), which does not block the request; else DOCUMENTS_REQUIRED.
 *    Documents under review (verification level EDD_UNDER_REVIEW, or PENDING with every requested
 *    group uploaded: `documentsRequired` false and `requestDocumentTypeStatus` not empty; see
 *    documents/levels.ts): withdrawal DOCUMENTS_UNDER_REVIEW; deposits as before.
 * 4. Not verified (NOT_VERIFIED, PENDING without requested documents): deposits up to
 *    `KYC_DEPOSIT_THRESHOLD` in total (pending or paid) are allowed, then EXCEEDS_KYC_LIMIT;
 *    withdrawal: DOCUMENTS_REQUIRED (identity is checked before the first payout), days null.
 * 5. Deposit limits (spec 2 §3; the lowest remaining of D, W, M applies): nothing left,
 *    or a request above what is left → SELF_LIMIT_REACHED with the binding period, its reset
 *    time and the limit. The check answers `limit` = what is left whenever a limit is set.
 * 6. Withdrawal: nothing in MAIN (or a request above it) → NOT_ENOUGH_FUNDS; the daily withdrawal
 *    limit (by the player's `limitLevel`) less what was requested today (pending or paid):
 *    0 → WITHDRAWAL_LIMIT_REACHED (spec 2 §4 "A limit of 0 means withdrawal limit reached"), a
 *    request above it → WITHDRAWAL_LIMIT_REACHED. Default duration daily (spec 2 §9).
 * 7. Otherwise SUCCESS.
 * Cancelling a pending withdrawal: at most `CANCELLATIONS_PER_DAY` a day, then
 * WITHDRAWAL_LIMIT_REACHED with a message the site shows in a warning toast (spec 2 §8).
 */
import { and, eq, gte } from 'drizzle-orm';
import { fromMinorUnits, toMinorUnits, type WalletOperationResult } from '@casino/player-api';
import type { Executor } from '../../db/database.ts';
import { ledgerTransactions, type PlayerRow } from '../../db/schema.ts';
import type { SandboxContext } from '../context.ts';
import type { LimitPeriod } from '@casino/domain';
import { bindingLimitNow, periodWindow } from '../responsible/index.ts';
import { totals } from './ledger/reads.ts';

/** Unverified players may deposit this much in total (minor units; designed after the EU AMLD's EUR 2,000). */
export const KYC_DEPOSIT_THRESHOLD = 200_000n;
/** From this loyalty level, requested documents are "preferred" before a withdrawal, not required. */
export const LOYAL_LEVEL = 3;
/** The daily withdrawal limit by the player's limit level (minor units; designed). */
export const DAILY_WITHDRAWAL_LIMITS: Readonly<Record<number, bigint>> = {
  1: 500_000n,
  2: 1_000_000n,
  3: 2_500_000n,
};
/** Cancellations of pending withdrawals a player may make per day (designed). */
export const CANCELLATIONS_PER_DAY = 3;

const DAY_MS = 86_400_000;
const VERIFIED = new Set(['FULLY VERIFIED', 'ENHANCED KYC', 'ENHANCED', 'NOT_REQUIRED', 'DATA_VERIFIED']);
const RESTRICTED_LEVELS = new Set(['RESTRICTED', 'SUSPENDED']);

export const OUTCOME_MESSAGES: Record<WalletOperationResult, string> = {
  SUCCESS: 'Allowed',
  NOT_ENOUGH_FUNDS: 'Not enough funds',
  EXCEEDS_KYC_LIMIT: 'Verify your identity to deposit more',
  FAILURE: 'The payment failed',
  DOCUMENTS_PREFERRED: 'Please verify your documents',
  DOCUMENTS_UNDER_REVIEW: 'Your documents are under review',
  DOCUMENTS_REQUIRED: 'Verify your documents first',
  DOCUMENTS_REQUIRED_RESTRICTED: 'Your documents are overdue: verify them to continue',
  WITHDRAWAL_LIMIT_REACHED: 'The withdrawal limit is reached',
  SELF_LIMIT_REACHED: 'Your deposit limit is reached',
  SELF_SPEND_LIMIT_REACHED: 'Your spend limit is reached',
  RESTRICTED: 'The account is restricted',
  FORBIDDEN: 'This operation is not allowed for the account',
};

export function dailyWithdrawalLimit(limitLevel: number): bigint {
  const levels = Object.keys(DAILY_WITHDRAWAL_LIMITS).map(Number);
  const level = Math.min(Math.max(limitLevel, Math.min(...levels)), Math.max(...levels));
  return DAILY_WITHDRAWAL_LIMITS[level]!;
}

interface Documents {
  /** Requested and past the due date. */
  overdue: boolean;
  requested: boolean;
  underReview: boolean;
  /** Days left to verify (rounded up), null without a due date. */
  days: number | null;
}

function documentsOf(player: PlayerRow, now: Date): Documents {
  const requested =
    player.documentsRequired && (player.kycStatus === 'PENDING' || player.kycStatus === 'PENDING_EXPIRED');
  const due = player.documentsDueAt;
  const days = requested && due ? Math.max(0, Math.ceil((due.getTime() - now.getTime()) / DAY_MS)) : null;
  const overdue = requested && (player.kycStatus === 'PENDING_EXPIRED' || (due !== null && due <= now));
  return {
    requested,
    overdue,
    underReview:
      player.kycStatus === 'EDD_UNDER_REVIEW' ||
      (player.kycStatus === 'PENDING' &&
        !player.documentsRequired &&
        player.requestDocumentTypeStatus !== ''),
    days: overdue ? 0 : days,
  };
}

function restricted(player: PlayerRow): boolean {
  return player.status === 'RESTRICTED' || RESTRICTED_LEVELS.has(player.kycStatus);
}

export interface DepositCheckAnswer {
  status: WalletOperationResult;
  limit: string | null;
  days: number | null;
  duration: LimitPeriod | null;
  limitType: 'DEPOSIT' | 'SPEND' | null;
  spendLimit: boolean;
  resetAt: string | null;
  originalLimit: string | null;
}

/**
 * The deposit outcome. `amount` (minor units) is the request's; `later` the player's "verify
 * later". Pass the money transaction as `ex` in a request so the totals are the locked ones.
 */
export async function depositOutcome(
  ctx: SandboxContext,
  player: PlayerRow,
  options: { later: boolean; amount?: bigint; ex?: Executor; now?: Date },
): Promise<DepositCheckAnswer> {
  const ex = options.ex ?? ctx.db;
  // Inside a money transaction the caller passes the time (on PGlite a clock read there would wait for itself).
  const now = options.now ?? (await ctx.clock.now());
  const documents = documentsOf(player, now);
  const answer: DepositCheckAnswer = {
    status: 'SUCCESS',
    limit: null,
    days: documents.days,
    duration: null,
    limitType: null,
    spendLimit: false,
    resetAt: null,
    originalLimit: null,
  };
  const binding = await bindingLimitNow(ctx, player.playerId, 'DEPOSIT', ex, now);
  if (binding) {
    Object.assign(answer, {
      limit: binding.remaining,
      duration: binding.period,
      limitType: 'DEPOSIT',
      resetAt: binding.resetAt,
      originalLimit: binding.limit,
    });
  }
  const status = async (): Promise<WalletOperationResult> => {
    if (restricted(player)) return 'RESTRICTED';
    if (!player.deposit || player.riskPayout || player.multibrandSuspended) return 'RESTRICTED';
    if (documents.overdue) return 'DOCUMENTS_REQUIRED_RESTRICTED';
    if (!VERIFIED.has(player.kycStatus) && !player.kycStatus.startsWith('EDD')) {
      const deposited = await totals(ex, player.playerId, 'DEPOSIT', ['PENDING', 'SUCCESS']);
      if (
        deposited.sum + (options.amount ?? 0n) > KYC_DEPOSIT_THRESHOLD ||
        deposited.sum >= KYC_DEPOSIT_THRESHOLD
      ) {
        return 'EXCEEDS_KYC_LIMIT';
      }
    }
    if (binding) {
      const remaining = toMinorUnits(binding.remaining);
      if (remaining === 0n || (options.amount !== undefined && options.amount > remaining)) {
        return 'SELF_LIMIT_REACHED';
      }
    }
    if (documents.requested && !options.later) return 'DOCUMENTS_REQUIRED';
    return 'SUCCESS';
  };
  answer.status = await status();
  return answer;
}

export interface WithdrawalCheckAnswer {
  status: WalletOperationResult;
  limit: string | null;
  duration: LimitPeriod;
  originalLimit: string | null;
  days: number | null;
}

/** The withdrawal outcome; `main` is the player's MAIN balance (minor units), `amount` the request's. */
export async function withdrawalOutcome(
  ctx: SandboxContext,
  player: PlayerRow,
  options: { main: bigint; amount?: bigint; ex?: Executor; now?: Date },
): Promise<WithdrawalCheckAnswer> {
  const ex = options.ex ?? ctx.db;
  const now = options.now ?? (await ctx.clock.now());
  const documents = documentsOf(player, now);
  const daily = dailyWithdrawalLimit(player.limitLevel);
  const today = periodWindow('D', now);
  const requested = await totals(ex, player.playerId, 'WITHDRAW', ['PENDING', 'SUCCESS'], {
    from: today.start,
  });
  const left = daily > requested.sum ? daily - requested.sum : 0n;
  const answer: WithdrawalCheckAnswer = {
    status: 'SUCCESS',
    limit: fromMinorUnits(left),
    duration: 'D',
    originalLimit: fromMinorUnits(daily),
    days: documents.days,
  };
  const status = (): WalletOperationResult => {
    if (restricted(player)) return 'RESTRICTED';
    if (!player.withdrawal || player.multibrandSuspended) return 'FORBIDDEN';
    if (documents.overdue) return 'DOCUMENTS_REQUIRED_RESTRICTED';
    if (documents.underReview) return 'DOCUMENTS_UNDER_REVIEW';
    const loyal = documents.requested && player.loyaltyLevel >= LOYAL_LEVEL;
    if (documents.requested && !loyal) return 'DOCUMENTS_REQUIRED';
    if (!documents.requested && !VERIFIED.has(player.kycStatus) && !player.kycStatus.startsWith('EDD')) {
      return 'DOCUMENTS_REQUIRED';
    }
    if (options.main === 0n || (options.amount !== undefined && options.amount > options.main)) {
      return 'NOT_ENOUGH_FUNDS';
    }
    if (left === 0n || (options.amount !== undefined && options.amount > left))
      return 'WITHDRAWAL_LIMIT_REACHED';
    return loyal ? 'DOCUMENTS_PREFERRED' : 'SUCCESS';
  };
  answer.status = status();
  return answer;
}

/** Outcomes that let a request go on: SUCCESS, and "documents preferred" (a notice, not a block). */
export function lets(status: WalletOperationResult): boolean {
  return status === 'SUCCESS' || status === 'DOCUMENTS_PREFERRED';
}

/** How many pending withdrawals the player cancelled today (for the cancel limit). */
export async function cancellationsToday(ex: Executor, playerId: string, now: Date): Promise<number> {
  const rows = await ex
    .select({ id: ledgerTransactions.referenceId })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.playerId, playerId),
        eq(ledgerTransactions.type, 'WITHDRAW'),
        eq(ledgerTransactions.status, 'CANCELLED'),
        gte(ledgerTransactions.updatedAt, periodWindow('D', now).start),
      ),
    );
  return rows.length;
}
