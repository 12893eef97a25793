/**
 * Cashback (spec 3 §7 "Cashback: POST cashback/{campaignid}/activate, claim, deactivate, progress;
 * loyalty/cashback/progress and loyalty/cashback/claim"; spec 3 §4: a claimed notice shows 5 s).
 * Cashback rewards count only when activated and not expired or cancelled (spec 3 §5).
 */
import { z } from 'zod';
import { defineCall, designed } from '../define.ts';
import { amount, currencyCode, dateTime } from '../entities/common.ts';
import { rewardResultSchema } from '../entities/bonuses.ts';
import { ERRORS } from '../errors.ts';
import { REWARD_ERRORS } from './rewards.ts';
import { STRING_LIMITS, text } from '../entities/strings.ts';

const campaignId = text(STRING_LIMITS.id).min(1).describe('The cashback campaign id.');

const progress = z
  .object({
    campaignId: z.string().min(1).nullable().describe('Null for loyalty cashback.'),
    accrued: amount.describe('Cashback earned in the period so far.'),
    claimable: amount.describe('What a claim would pay now.'),
    currencyCode,
    periodStart: dateTime.nullable(),
    periodEnd: dateTime.nullable(),
  })
  .describe(designed('Cashback progress.'));

const claimed = z
  .object({ claimed: amount, currencyCode, claimedAt: dateTime })
  .describe(designed('What the claim paid into the wallet.'));

const CASHBACK_ERRORS = [...REWARD_ERRORS, ERRORS.cashbackNothingToClaim] as const;

export const activateCashback = defineCall({
  id: 'activateCashback',
  area: 'cashback',
  method: 'POST',
  path: '/v1/bonus/cashback/:campaignId/activate',
  summary: 'Activate a cashback reward',
  source: 'spec 3 §7 "POST cashback/{campaignid}/activate"',
  designed: ['response'],
  auth: 'player',
  params: z.object({ campaignId }),
  response: rewardResultSchema,
  errors: REWARD_ERRORS,
});

export const claimCashback = defineCall({
  id: 'claimCashback',
  area: 'cashback',
  method: 'POST',
  path: '/v1/bonus/cashback/:campaignId/claim',
  summary: 'Claim accrued cashback',
  source: 'spec 3 §7 "POST cashback/{campaignid}/… claim"',
  designed: ['response'],
  auth: 'player',
  params: z.object({ campaignId }),
  response: claimed,
  errors: CASHBACK_ERRORS,
});

export const deactivateCashback = defineCall({
  id: 'deactivateCashback',
  area: 'cashback',
  method: 'POST',
  path: '/v1/bonus/cashback/:campaignId/deactivate',
  summary: 'Deactivate a cashback reward',
  source: 'spec 3 §7 "POST cashback/{campaignid}/… deactivate"',
  designed: ['response'],
  auth: 'player',
  params: z.object({ campaignId }),
  response: rewardResultSchema,
  errors: REWARD_ERRORS,
});

export const cashbackProgress = defineCall({
  id: 'cashbackProgress',
  area: 'cashback',
  method: 'POST',
  path: '/v1/bonus/cashback/:campaignId/progress',
  summary: 'Cashback progress of a campaign',
  description: 'POST as the spec lists it with the other cashback actions.',
  source: 'spec 3 §7 "POST cashback/{campaignid}/… progress"',
  designed: ['response'],
  auth: 'player',
  params: z.object({ campaignId }),
  response: progress,
  errors: REWARD_ERRORS,
});

export const loyaltyCashbackProgress = defineCall({
  id: 'loyaltyCashbackProgress',
  area: 'cashback',
  method: 'GET',
  path: '/v1/bonus/loyalty/cashback/progress',
  summary: 'Loyalty cashback progress',
  source: 'spec 3 §7 "loyalty/cashback/progress"',
  designed: ['method', 'response'],
  auth: 'player',
  response: progress,
});

export const claimLoyaltyCashback = defineCall({
  id: 'claimLoyaltyCashback',
  area: 'cashback',
  method: 'POST',
  path: '/v1/bonus/loyalty/cashback/claim',
  summary: 'Claim loyalty cashback',
  source: 'spec 3 §7 "loyalty/cashback/claim"',
  designed: ['method', 'response'],
  auth: 'player',
  response: claimed,
  errors: CASHBACK_ERRORS,
});

export const cashbackCalls = [
  activateCashback,
  claimCashback,
  deactivateCashback,
  cashbackProgress,
  loyaltyCashbackProgress,
  claimLoyaltyCashback,
] as const;
