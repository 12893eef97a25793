/**
 * Campaigns and bonus assignments (spec 3 §7 "Bonuses and rewards": campaigns, claim, opt-in,
 * activate, assignment state, queued bonus, game limitations; spec 3 §4 "Bonus campaign list
 * filter"). Errors are 400 with a code (spec 3 §8).
 */
import { z } from 'zod';
import { defineCall, designed } from '../define.ts';
import { amount, languageCode } from '../entities/common.ts';
import { campaignSchema, campaignStatus, playerBonusState, rewardResultSchema } from '../entities/bonuses.ts';
import { ERRORS } from '../errors.ts';
import { REWARD_ERRORS } from './rewards.ts';
import { STRING_LIMITS, text } from '../entities/strings.ts';

const campaignId = text(STRING_LIMITS.id).min(1).describe('The campaign id.');

export const campaigns = defineCall({
  id: 'campaigns',
  area: 'bonuses',
  method: 'GET',
  path: '/v1/bonus/campaigns',
  summary: 'Bonus campaigns: by status, language or ids',
  description: 'One call for the spec’s three GETs: "GET campaigns", "with a lang param", "by campaignIds".',
  source: 'spec 3 §7 "GET campaigns; GET with a lang param; GET by campaignIds (comma list)"',
  designed: ['response'],
  auth: 'player',
  query: z.object({
    status: z
      .union([campaignStatus, z.literal('ALL')])
      .default('ALL')
      .describe('The list filter (spec 3 §4).'),
    lang: languageCode.optional(),
    campaignIds: z.array(campaignId).optional().describe('Sent comma-separated.'),
  }),
  response: z.array(campaignSchema),
});

export const claimCampaign = defineCall({
  id: 'claimCampaign',
  area: 'bonuses',
  method: 'POST',
  path: '/v1/bonus/campaigns/:campaignId/claim',
  summary: 'Claim a campaign',
  source: 'spec 3 §7 "POST {campaign}/claim"',
  designed: ['path', 'response'],
  auth: 'player',
  params: z.object({ campaignId }),
  response: rewardResultSchema,
  errors: REWARD_ERRORS,
});

export const activateOptIn = defineCall({
  id: 'activateOptIn',
  area: 'bonuses',
  method: 'POST',
  path: '/v1/bonus/optIn/:campaignId/activate',
  summary: 'Opt in to a campaign',
  source: 'spec 3 §7 "POST optIn/{id}/activate"',
  designed: ['response'],
  auth: 'player',
  params: z.object({ campaignId }),
  response: rewardResultSchema,
  errors: REWARD_ERRORS,
});

export const deactivateOptIn = defineCall({
  id: 'deactivateOptIn',
  area: 'bonuses',
  method: 'POST',
  path: '/v1/bonus/optIn/:campaignId/deactivate',
  summary: 'Opt out of a campaign',
  source: 'spec 3 §7 "POST optIn/{id}/… deactivate"',
  designed: ['response'],
  auth: 'player',
  params: z.object({ campaignId }),
  response: rewardResultSchema,
  errors: REWARD_ERRORS,
});

export const activateBonus = defineCall({
  id: 'activateBonus',
  area: 'bonuses',
  method: 'POST',
  path: '/v1/bonus/activate',
  summary: 'Activate an assigned bonus (iCash)',
  source: 'spec 3 §7 "POST activate with state ACTIVATED and bonusAssignmentId"',
  designed: ['response'],
  auth: 'player',
  body: z.object({ state: z.literal('ACTIVATED'), bonusAssignmentId: text(STRING_LIMITS.id).min(1) }),
  response: rewardResultSchema,
  errors: REWARD_ERRORS,
});

export const bonusAssignmentState = defineCall({
  id: 'bonusAssignmentState',
  area: 'bonuses',
  method: 'POST',
  path: '/v1/bonus/assignments/:assignmentId/state',
  summary: 'Set the state of a bonus assignment',
  source: 'spec 3 §7 "POST {assignmentid}/state"',
  designed: ['path', 'body', 'response'],
  auth: 'player',
  params: z.object({ assignmentId: text(STRING_LIMITS.id).min(1) }),
  body: z.object({ state: playerBonusState }).describe(designed('ACTIVATED or FORFEITED.')),
  response: rewardResultSchema,
  errors: REWARD_ERRORS,
});

export const claimQueuedBonus = defineCall({
  id: 'claimQueuedBonus',
  area: 'bonuses',
  method: 'POST',
  path: '/v1/bonus/campaign/:campaignId/queued-bonus/:queuedPlayerBonusId/claim',
  summary: 'Claim a queued bonus',
  source: 'spec 3 §7 "POST campaign/{campaignid}/queued-bonus/{queuedPlayerBonusId}/claim"',
  designed: ['response'],
  auth: 'player',
  params: z.object({ campaignId, queuedPlayerBonusId: text(STRING_LIMITS.id).min(1) }),
  response: rewardResultSchema,
  errors: REWARD_ERRORS,
});

export const claimPartnerBonusCode = defineCall({
  id: 'claimPartnerBonusCode',
  area: 'bonuses',
  method: 'POST',
  path: '/v1/bonus/queued-bonus/partner-code',
  summary: 'Redeem the partner bonus code of a queued bonus',
  source: 'spec 3 §7 "Queued bonus: POST with bonusAssignmentId and partnerBonusCode"',
  designed: ['path', 'response'],
  auth: 'player',
  body: z.object({
    bonusAssignmentId: text(STRING_LIMITS.id).min(1),
    partnerBonusCode: text(STRING_LIMITS.code).min(1),
  }),
  response: rewardResultSchema,
  errors: [...REWARD_ERRORS, ERRORS.bonusCodeInvalid],
});

export const gameLimitations = defineCall({
  id: 'gameLimitations',
  area: 'bonuses',
  method: 'GET',
  path: '/v1/bonus/games/:gameId/limitations',
  summary: 'What the active bonus allows in a game',
  source: 'spec 3 §7 "GET games/{id}/limitations"',
  designed: ['response'],
  auth: 'player',
  params: z.object({ gameId: text(STRING_LIMITS.id).min(1) }),
  response: z
    .object({
      gameId: z.string().min(1),
      status: z
        .enum(['NO_LIMITATIONS', 'GAME_EXCLUDED', 'REDUCED_CONTRIBUTION', 'MAX_BET'])
        .describe('The status code; default no limitations (spec 3 §3).'),
      contributionPercent: z.number().min(0).max(100).nullable(),
      maxBet: amount.nullable(),
    })
    .describe(designed('The game limitation of the active bonus.')),
});

export const bonusesCalls = [
  campaigns,
  claimCampaign,
  activateOptIn,
  deactivateOptIn,
  activateBonus,
  bonusAssignmentState,
  claimQueuedBonus,
  claimPartnerBonusCode,
  gameLimitations,
] as const;
