/**
 * Free spins (spec 3 §7 "Free spins: POST freespin/campaign/{campaignid}/claim; freespin/details;
 * freespin/progress"). Queried only for rewards with betBonusType -1 (spec 3 §4).
 */
import { z } from 'zod';
import { defineCall, designed } from '../define.ts';
import { ERRORS } from '../errors.ts';
import { amount, currencyCode } from '../entities/common.ts';
import { freeSpinDetailSchema, rewardResultSchema } from '../entities/bonuses.ts';
import { REWARD_ERRORS } from './rewards.ts';
import { STRING_LIMITS, text } from '../entities/strings.ts';

const campaignId = text(STRING_LIMITS.id).min(1).describe('The free-spins campaign id.');

export const claimFreeSpins = defineCall({
  id: 'claimFreeSpins',
  area: 'freeSpins',
  method: 'POST',
  path: '/v1/bonus/freespin/campaign/:campaignId/claim',
  summary: 'Claim free spins',
  source: 'spec 3 §7 "POST freespin/campaign/{campaignid}/claim"',
  designed: ['response'],
  auth: 'player',
  params: z.object({ campaignId }),
  response: rewardResultSchema,
  errors: REWARD_ERRORS,
});

export const freeSpinsDetails = defineCall({
  id: 'freeSpinsDetails',
  area: 'freeSpins',
  method: 'GET',
  path: '/v1/bonus/freespin/details',
  summary: 'Free-spin details of a campaign',
  source: 'spec 3 §7 "freespin/details"',
  designed: ['method', 'query', 'response'],
  auth: 'player',
  query: z.object({ campaignId }),
  response: freeSpinDetailSchema,
  errors: [ERRORS.bonusCampaignNotFound],
  // A campaign that exists: the sandbox's demo free spins (examples.ts).
  example: { query: { campaignId: '6-free-spins' } },
});

export const freeSpinsProgress = defineCall({
  id: 'freeSpinsProgress',
  area: 'freeSpins',
  method: 'GET',
  path: '/v1/bonus/freespin/progress',
  summary: 'Free-spin progress: spins used and won',
  source: 'spec 3 §7 "freespin/progress"',
  designed: ['method', 'query', 'response'],
  auth: 'player',
  query: z.object({ campaignId }),
  response: z
    .object({
      spins: z.number().int().nonnegative(),
      spinsUsed: z.number().int().nonnegative(),
      winnings: amount,
      currencyCode,
    })
    .describe(designed('Progress of the free spins.')),
  errors: [ERRORS.bonusCampaignNotFound],
  example: { query: { campaignId: '6-free-spins' } },
});

export const freeSpinsCalls = [claimFreeSpins, freeSpinsDetails, freeSpinsProgress] as const;
