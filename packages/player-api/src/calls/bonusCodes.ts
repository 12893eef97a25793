/**
 * Bonus codes (spec 3 §7 "GET bonus-code/manual-claim/available; POST bonus-code/manual-claim
 * (bonusCode, state); POST bonus-code/validate (bonusCode)"; spec 3 §4 "Bonus code", §5, §8):
 * error codes containing 'bonus_code', and error.invalid.site.id on manual claim, are shown as is.
 */
import { z } from 'zod';
import { defineCall, designed } from '../define.ts';
import { rewardResultSchema } from '../entities/bonuses.ts';
import { ERRORS } from '../errors.ts';
import { REWARD_ERRORS } from './rewards.ts';
import { STRING_LIMITS, text } from '../entities/strings.ts';

const bonusCode = text(STRING_LIMITS.code).min(1).describe('The code as the player typed it.');
const BONUS_CODE_ERRORS = [
  ERRORS.bonusCodeInvalid,
  ERRORS.bonusCodeExpired,
  ERRORS.bonusCodeAlreadyUsed,
] as const;

export const manualClaimAvailability = defineCall({
  id: 'manualClaimAvailability',
  area: 'bonusCodes',
  method: 'GET',
  path: '/v1/bonus/bonus-code/manual-claim/available',
  summary: 'May the player claim a bonus by code here?',
  description: 'An error marks it unavailable (spec 3 §4); /my-account/bonus-code needs it.',
  source: 'spec 3 §7 "GET bonus-code/manual-claim/available"',
  designed: ['response'],
  auth: 'player',
  response: z.object({ isAvailable: z.boolean() }).describe('manualClaimBonusAvailability.isAvailable.'),
});

export const manualClaim = defineCall({
  id: 'manualClaim',
  area: 'bonusCodes',
  method: 'POST',
  path: '/v1/bonus/bonus-code/manual-claim',
  summary: 'Claim a bonus by code',
  source: 'spec 3 §7 "POST bonus-code/manual-claim (bonusCode, state)"',
  designed: ['response'],
  auth: 'player',
  body: z.object({
    bonusCode,
    state: z.literal('ACTIVATED').describe('Manual claim sends ACTIVATED (spec 3 §5).'),
  }),
  response: rewardResultSchema.describe('Success with reward (spec 3 §4).'),
  errors: [...BONUS_CODE_ERRORS, ERRORS.invalidSiteId, ...REWARD_ERRORS],
});

export const validateBonusCode = defineCall({
  id: 'validateBonusCode',
  area: 'bonusCodes',
  method: 'POST',
  path: '/v1/bonus/bonus-code/validate',
  summary: 'Check a bonus code before use',
  source: 'spec 3 §7 "POST bonus-code/validate (bonusCode)"',
  designed: ['response'],
  auth: 'player',
  body: z.object({ bonusCode }),
  response: z
    .object({ bonusCode, campaignId: z.string().min(1).describe('bonusCodeCampaignId.') })
    .describe(designed('The campaign the code belongs to.')),
  errors: BONUS_CODE_ERRORS,
});

export const bonusCodesCalls = [manualClaimAvailability, manualClaim, validateBonusCode] as const;
