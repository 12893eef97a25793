/**
 * Responsible-gambling limits, self-exclusion and time-out (spec 2 §7 rows "Deposit limits",
 * "Spend limits", "Self-exclusion", "Time-out"; spec 2 §3 "Gambling limits", §4 "Responsible
 * gambling", §5 limit errors). A save answers the limit: no pendingLimit means "updated", else
 * "update received".
 */
import { z } from 'zod';
import { defineCall, designed } from '../define.ts';
import { amount, dateTime } from '../entities/common.ts';
import { gamblingLimitSchema } from '../entities/limits.ts';
import { limitPeriod } from '../entities/wallet.ts';
import { ERRORS } from '../errors.ts';

/** spec 2 §5: a new limit sends duration and limit; delete sends deleteLimit; cancel cancelPendingLimit. */
export const limitChangeSchema = z
  .union([
    z.object({ duration: limitPeriod, limit: amount }),
    z.object({ duration: limitPeriod, deleteLimit: z.literal(true) }),
    z.object({ duration: limitPeriod, cancelPendingLimit: z.literal(true) }),
  ])
  .describe('Set, delete or cancel the pending change of one period’s limit (spec 2 §5).');

const LIMIT_ERRORS = [
  ERRORS.limitInterval,
  ERRORS.limitTooLow,
  ERRORS.limitTooHigh,
  ERRORS.limitLocked,
  ERRORS.limitNotSet,
] as const;

export const depositLimits = defineCall({
  id: 'depositLimits',
  area: 'limits',
  method: 'GET',
  path: '/v1/player/deposit-limits',
  summary: 'The deposit limits, one per period',
  source: 'spec 2 §7 "Deposit limits: GET"',
  auth: 'player',
  response: z.array(gamblingLimitSchema),
});

export const updateDepositLimit = defineCall({
  id: 'updateDepositLimit',
  area: 'limits',
  method: 'PATCH',
  path: '/v1/player/deposit-limits',
  summary: 'Set, delete or cancel a deposit limit',
  source: 'spec 2 §7 "Deposit limits: PATCH"',
  designed: ['response'],
  auth: 'player',
  body: limitChangeSchema,
  response: gamblingLimitSchema.describe(designed('The limit of that period as it now stands.')),
  errors: LIMIT_ERRORS,
});

export const spendLimits = defineCall({
  id: 'spendLimits',
  area: 'limits',
  method: 'GET',
  path: '/v1/player/spend-limits',
  summary: 'The spend (loss) limits, one per period',
  source: 'spec 2 §7 "Spend limits: GET"',
  auth: 'player',
  response: z.array(gamblingLimitSchema),
});

export const updateSpendLimit = defineCall({
  id: 'updateSpendLimit',
  area: 'limits',
  method: 'PATCH',
  path: '/v1/player/spend-limits',
  summary: 'Set, delete or cancel a spend limit',
  source: 'spec 2 §7 "Spend limits: PATCH"',
  designed: ['response'],
  auth: 'player',
  body: limitChangeSchema,
  response: gamblingLimitSchema.describe(designed('The limit of that period as it now stands.')),
  errors: LIMIT_ERRORS,
});

export const selfExclusion = defineCall({
  id: 'selfExclusion',
  area: 'limits',
  method: 'PATCH',
  path: '/v1/player/exclusion',
  summary: 'Self-exclude for some months or indefinitely',
  description: 'Success logs the player out (spec 2 §4); failure shows error.oops.tryAgain.',
  source: 'spec 2 §7 "Self-exclusion"',
  designed: ['response'],
  auth: 'player',
  body: z
    .object({
      exclusionInMonths: z.number().int().positive(),
      exclusionDelayInHours: z.number().int().nonnegative().default(0),
      accountDisableIndefinitely: z.boolean().default(false).describe('Permanent exclusion.'),
    })
    .describe('The exclusion payload of spec 2 §3.'),
  response: z
    .object({ startsAt: dateTime, endsAt: dateTime.nullable().describe('Null when indefinite.') })
    .describe(designed('When the exclusion runs.')),
  errors: [ERRORS.exclusionActive],
});

export const timeout = defineCall({
  id: 'timeout',
  area: 'limits',
  method: 'POST',
  path: '/v1/player/timeout',
  summary: 'Take a time-out from gambling',
  description: 'Success logs the player out (spec 2 §4).',
  source: 'spec 2 §7 "Time-out: /player/timeout" (exact call not shown)',
  designed: ['method', 'body', 'response'],
  auth: 'player',
  body: z
    .object({ days: z.number().int().min(1).max(42) })
    .describe(designed('The length of the time-out in days (up to six weeks).')),
  response: z.object({ startsAt: dateTime, endsAt: dateTime }).describe(designed('When the time-out runs.')),
  errors: [ERRORS.exclusionActive],
});

export const timeoutCooling = defineCall({
  id: 'timeoutCooling',
  area: 'limits',
  method: 'POST',
  path: '/v1/player/timeout/cooling',
  summary: 'Start the 1-day cooling period',
  description: 'Player cooling (spec 1 §4): the login error state shows it (isCooling).',
  source: 'spec 2 §7 "Time-out: timeout/cooling" (exact call not shown)',
  designed: ['method', 'body', 'response'],
  auth: 'player',
  response: z
    .object({ startsAt: dateTime, endsAt: dateTime })
    .describe(designed('When cooling ends (1 day).')),
  errors: [ERRORS.exclusionActive],
});

export const limitsCalls = [
  depositLimits,
  updateDepositLimit,
  spendLimits,
  updateSpendLimit,
  selfExclusion,
  timeout,
  timeoutCooling,
] as const;
