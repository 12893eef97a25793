/**
 * Deposits and withdrawals (spec 2 §7 rows "Deposit methods", "Deposit limit check", "Deposit
 * request", "Withdraw limit check", "Withdrawal request", "Cancel pending withdrawal"; spec 2 §4
 * "Deposit flow", "Withdraw flow", "Wallet operation result to flow status").
 *
 * The checks answer 200 with the outcome in `status` (the flow maps it); the requests answer the
 * outcome as an error code when it is not SUCCESS.
 */
import { z } from 'zod';
import { defineCall, designed } from '../define.ts';
import { amount, blackbox, currencyCode, dateTime, ipAddress } from '../entities/common.ts';
import {
  depositMethodSchema,
  limitPeriod,
  paymentMethod,
  transactionStatus,
  walletOperationResult,
} from '../entities/wallet.ts';
import { ERRORS } from '../errors.ts';
import { STRING_LIMITS, bounded, text, urlInput } from '../entities/strings.ts';

const OUTCOME_ERRORS = [
  ERRORS.notEnoughFunds,
  ERRORS.exceedsKycLimit,
  ERRORS.failure,
  ERRORS.documentsPreferred,
  ERRORS.documentsUnderReview,
  ERRORS.documentsRequired,
  ERRORS.documentsRequiredRestricted,
  ERRORS.selfLimitReached,
  ERRORS.selfSpendLimitReached,
  ERRORS.restricted,
  ERRORS.walletForbidden,
] as const;

const checkBody = z.object({ ipAddress, blackbox });

/**
 * Designed: an idempotency key on every deposit and withdrawal. A retry with the same key answers
 * the first transaction and moves no money again; without it every request is new.
 */
const idempotencyHeaders = z.object({
  'Idempotency-Key': bounded(z.string().regex(/^[\x21-\x7e]{1,200}$/), 200)
    .optional()
    .describe(designed('1–200 visible ASCII characters, scoped to the player and the kind of request.')),
});

export const depositMethods = defineCall({
  id: 'depositMethods',
  area: 'payments',
  method: 'GET',
  path: '/v1/player/wallet/deposit_methods',
  summary: 'The deposit methods offered to the player',
  source: 'spec 2 §7 "Deposit methods: GET"',
  designed: ['path', 'response'],
  auth: 'player',
  response: z.array(depositMethodSchema),
});

export const recentDepositMethods = defineCall({
  id: 'recentDepositMethods',
  area: 'payments',
  method: 'GET',
  path: '/v1/player/wallet/recent_deposit_methods',
  summary: 'The deposit methods the player used lately (proof of payment offers them)',
  source: 'spec 2 §7 "Deposit methods: also /player/wallet/recent_deposit_methods"',
  designed: ['response'],
  auth: 'player',
  response: z.array(depositMethodSchema),
});

export const depositCheck = defineCall({
  id: 'depositCheck',
  area: 'payments',
  method: 'POST',
  path: '/v1/player/wallet/deposit/check',
  summary: 'May the player deposit now? The deposit limit check',
  description: 'later=true when the player chose "verify later" from a pending-expired state (spec 2 §4).',
  source: 'spec 2 §7 "Deposit limit check"',
  designed: ['path'],
  auth: 'player',
  query: z.object({ later: z.boolean().default(false) }),
  body: checkBody,
  response: z.object({
    status: walletOperationResult,
    limit: amount.nullable().describe('What may still be deposited in the period; null when no limit.'),
    days: z.number().int().nullable().describe('Days left to verify documents (daysLeftToVerifyDocuments).'),
    duration: limitPeriod.nullable(),
    limitType: z.enum(['DEPOSIT', 'SPEND']).nullable().describe('Which limit applies.'),
    spendLimit: z.boolean().describe('True when a spend limit (not a deposit limit) is the one reached.'),
    resetAt: dateTime.nullable(),
    originalLimit: amount.nullable(),
  }),
});

export const depositRequest = defineCall({
  id: 'depositRequest',
  area: 'payments',
  method: 'POST',
  path: '/v1/player/wallet/deposit/request',
  summary: 'Start a deposit through the cashier',
  source: 'spec 2 §7 "Deposit request"',
  designed: ['method', 'body', 'response'],
  auth: 'player',
  headers: idempotencyHeaders,
  body: z
    .object({
      amount,
      currencyCode,
      paymentMethod,
      bonusId: text(STRING_LIMITS.id)
        .optional()
        .describe('The campaign the player picked (selectedBonusId).'),
      ipAddress,
      blackbox,
      returnUrl: urlInput().describe('Where the cashier sends the player back.'),
    })
    .describe(designed('The amount, method and chosen bonus.')),
  response: z
    .object({
      referenceId: z.string().min(1),
      status: transactionStatus,
      redirectUrl: z.url().nullable().describe('The cashier page, when the method needs one.'),
    })
    .describe(designed('The deposit transaction as created.')),
  successStatus: 201,
  errors: [...OUTCOME_ERRORS, ERRORS.walletNotFound],
  timeoutMs: 20_000,
});

export const withdrawalCheck = defineCall({
  id: 'withdrawalCheck',
  area: 'payments',
  method: 'POST',
  path: '/v1/player/wallet/withdrawal/check',
  summary: 'May the player withdraw now? The withdraw limit check',
  description: 'A limit of 0 means withdrawal limit reached (spec 2 §4).',
  source: 'spec 2 §7 "Withdraw limit check"',
  designed: ['path', 'response'],
  auth: 'player',
  body: checkBody,
  response: z
    .object({
      status: walletOperationResult,
      limit: amount.nullable().describe('What may still be withdrawn in the period; null when no limit.'),
      duration: limitPeriod.describe('Default daily.'),
      originalLimit: amount.nullable(),
      days: z.number().int().nullable().describe('Days left to verify documents.'),
    })
    .describe(designed('The withdraw state of spec 2 §3 (limit, duration, originalLimit).')),
});

export const withdrawalRequest = defineCall({
  id: 'withdrawalRequest',
  area: 'payments',
  method: 'POST',
  path: '/v1/player/wallet/withdrawal/request',
  summary: 'Request a withdrawal',
  source: 'spec 2 §7 "Withdrawal request"',
  designed: ['method', 'body', 'response'],
  auth: 'player',
  headers: idempotencyHeaders,
  body: z
    .object({
      amount,
      paymentMethod,
      ipAddress,
      blackbox,
      forfeitBonus: z
        .boolean()
        .optional()
        .describe(
          designed(
            'The player confirmed the forfeit modal: active sticky bonuses are forfeited with the withdrawal. ' +
              'Without it a withdrawal while one is active answers error.withdrawal.bonus_forfeit_required.',
          ),
        ),
    })
    .describe(designed('The amount and the method to pay out to.')),
  response: z
    .object({ referenceId: z.string().min(1), status: transactionStatus })
    .describe(designed('The withdrawal transaction, usually PENDING.')),
  successStatus: 201,
  errors: [
    ...OUTCOME_ERRORS,
    ERRORS.withdrawalLimitReached,
    ERRORS.walletNotFound,
    ERRORS.withdrawalBonusForfeitRequired,
  ],
  timeoutMs: 20_000,
});

export const withdrawalCancellation = defineCall({
  id: 'withdrawalCancellation',
  area: 'payments',
  method: 'POST',
  path: '/v1/player/wallet/withdrawal/cancellation',
  summary: 'Cancel a pending withdrawal',
  description: 'With the limit-reached code the server message shows in a warning toast (spec 2 §8).',
  source: 'spec 2 §7 "Cancel pending withdrawal"',
  designed: ['response'],
  auth: 'player',
  body: z.object({
    pendingWithdrawalId: text(STRING_LIMITS.id).min(1).describe('The referenceId of the pending withdrawal.'),
    amount,
    cancelByPlayer: z.literal(true),
  }),
  response: z
    .object({ referenceId: z.string().min(1), status: transactionStatus })
    .describe(designed('The withdrawal, now CANCELLED.')),
  errors: [ERRORS.withdrawalLimitReached, ERRORS.notFound],
});

export const paymentsCalls = [
  depositMethods,
  recentDepositMethods,
  depositCheck,
  depositRequest,
  withdrawalCheck,
  withdrawalRequest,
  withdrawalCancellation,
] as const;
