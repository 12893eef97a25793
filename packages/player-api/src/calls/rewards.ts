/**
 * Rewards (spec 3 §7 "Bonuses and rewards (under /bonus, v2 where noted)": the rewards list (v2),
 * claim, forfeit, consent and agree, and the SoftSwiss sportsbook rewards; spec 3 §3 "Reward",
 * §4 "Rewards", §8 reward errors). A reward error answers 400 with a code (spec 3 §8).
 */
import { z } from 'zod';
import { defineCall, designed } from '../define.ts';
import { amount, dateTime, languageCode } from '../entities/common.ts';
import {
  rewardResultSchema,
  rewardSchema,
  sportsbookBonusSchema,
  triggerEvent,
} from '../entities/bonuses.ts';
import { ERRORS } from '../errors.ts';
import { STRING_LIMITS, text } from '../entities/strings.ts';

export const REWARD_ERRORS = [
  ERRORS.bonusActiveSameVertical,
  ERRORS.bonusActiveTriggered,
  ERRORS.bonusNotEligible,
  ERRORS.bonusAlreadyClaimed,
  ERRORS.bonusExpired,
  ERRORS.bonusCampaignNotFound,
  ERRORS.bonusConsentRequired,
] as const;

const campaignId = text(STRING_LIMITS.id).min(1).describe('The campaign id.');
const assignmentId = text(STRING_LIMITS.id).min(1).describe('The assignment of a campaign to the player.');

export const rewards = defineCall({
  id: 'rewards',
  area: 'rewards',
  method: 'GET',
  path: '/v2/bonus/rewards',
  summary: 'The rewards of the player: eligible or active',
  description: 'Eligible rewards are never drafts (spec 3 §5).',
  source: 'spec 3 §7 "GET rewards: params rewardsType, hasBonusCode, version v2, excludeTriggerType"',
  auth: 'player',
  query: z.object({
    rewardsType: z.enum(['ELIGIBLE', 'ACTIVE']),
    hasBonusCode: z.boolean().optional(),
    excludeTriggerType: z.array(triggerEvent).optional().describe('Sent comma-separated.'),
    lang: languageCode.optional().describe(designed('The language of campaignDisplayInfo.')),
  }),
  response: z.array(rewardSchema),
});

export const claimReward = defineCall({
  id: 'claimReward',
  area: 'rewards',
  method: 'POST',
  path: '/v1/bonus/rewards/:campaignId/claim',
  summary: 'Claim a reward',
  source: 'spec 3 §7 "POST rewards/{campaignid}/claim"',
  designed: ['response'],
  auth: 'player',
  params: z.object({ campaignId }),
  response: rewardResultSchema,
  errors: REWARD_ERRORS,
});

export const forfeitReward = defineCall({
  id: 'forfeitReward',
  area: 'rewards',
  method: 'PUT',
  path: '/v1/bonus/assignments/:assignmentId',
  summary: 'Forfeit an active reward',
  description: 'Also the first half of forfeit-then-claim and forfeit-then-consent (spec 3 §4).',
  source:
    'spec 3 §7 "forfeit (assignmentId, wageringAmount; PUT by assignment with state FORFEITED and wageringProgress)"',
  designed: ['path', 'response'],
  auth: 'player',
  params: z.object({ assignmentId }),
  body: z.object({
    state: z.literal('FORFEITED'),
    wageringAmount: amount.describe('The wagering the player saw, so a stale forfeit is refused.'),
    wageringProgress: z.number().min(0).max(100).describe('Percent of the wagering requirement met.'),
  }),
  response: rewardResultSchema,
  errors: REWARD_ERRORS,
});

export const rewardConsent = defineCall({
  id: 'rewardConsent',
  area: 'rewards',
  method: 'POST',
  path: '/v1/bonus/rewards/consent',
  summary: 'Consent (or not) to a reward’s terms',
  source: 'spec 3 §7 "consent (campaignId, agreed)"',
  designed: ['path', 'response'],
  auth: 'player',
  body: z.object({ campaignId, agreed: z.boolean() }),
  response: z.object({ campaignId, agreed: z.boolean() }).describe(designed('The consent on record.')),
  errors: REWARD_ERRORS,
});

export const rewardAgree = defineCall({
  id: 'rewardAgree',
  area: 'rewards',
  method: 'POST',
  path: '/v1/bonus/rewards/agree',
  summary: 'Agree to a reward, optionally by bonus code',
  source: 'spec 3 §7 "POST agree (campaignId optional, agreed, bonusCode)"',
  designed: ['path', 'response'],
  auth: 'player',
  body: z.object({
    campaignId: campaignId.optional(),
    agreed: z.boolean(),
    bonusCode: text(STRING_LIMITS.code).optional(),
  }),
  response: rewardResultSchema,
  errors: [...REWARD_ERRORS, ERRORS.bonusCodeInvalid],
});

export const campaignsConsent = defineCall({
  id: 'campaignsConsent',
  area: 'rewards',
  method: 'POST',
  path: '/v1/bonus/campaigns/consent',
  summary: 'Consent to bonus campaigns in general',
  source: 'spec 3 §7 "POST campaigns/consent"',
  designed: ['body', 'response'],
  auth: 'player',
  body: z
    .object({ agreed: z.boolean(), campaignIds: z.array(campaignId).optional() })
    .describe(designed('The player’s consent to receive bonus campaigns, or to some of them.')),
  response: z
    .object({ agreed: z.boolean(), updatedAt: dateTime })
    .describe(designed('The consent on record.')),
});

const sportsbookQuery = z.object({
  lang: languageCode.optional().describe(designed('The language of the title and description.')),
});

export const softswissSportsbookRewards = defineCall({
  id: 'softswissSportsbookRewards',
  area: 'rewards',
  method: 'GET',
  path: '/v1/bonus/softswiss/sportsbook',
  summary: 'SoftSwiss sportsbook rewards of the player',
  description: 'The sports bonuses the player has or had: ACTIVE, CLAIMED or EXPIRED.',
  source: 'spec 3 §7 "SoftSwiss sportsbook: softswiss/sportsbook (fetch)"',
  designed: ['method', 'query', 'response'],
  auth: 'player',
  query: sportsbookQuery,
  response: z.array(sportsbookBonusSchema),
});

export const softswissSportsbookBonuses = defineCall({
  id: 'softswissSportsbookBonuses',
  area: 'rewards',
  method: 'GET',
  path: '/v1/bonus/softswiss/sportsbook/bonuses',
  summary: 'SoftSwiss sportsbook bonuses the player may claim',
  description: 'Every bonus here is AVAILABLE.',
  source: 'spec 3 §7 "SoftSwiss sportsbook: softswiss/sportsbook/bonuses (fetch)"',
  designed: ['method', 'query', 'response'],
  auth: 'player',
  query: sportsbookQuery,
  response: z.array(sportsbookBonusSchema),
});

export const claimSoftswissSportsbookBonus = defineCall({
  id: 'claimSoftswissSportsbookBonus',
  area: 'rewards',
  method: 'POST',
  path: '/v1/bonus/softswiss/sportsbook/bonuses',
  summary: 'Claim a SoftSwiss sportsbook bonus',
  description: 'Answers the bonus, ACTIVE, its money in the sports bonus wallet.',
  source: 'spec 3 §7 "SoftSwiss sportsbook: softswiss/sportsbook/bonuses (claim)"',
  designed: ['method', 'body', 'response'],
  auth: 'player',
  body: z.object({ bonusId: text(STRING_LIMITS.id).min(1) }).describe(designed('The bonus to claim.')),
  response: sportsbookBonusSchema,
  errors: REWARD_ERRORS,
});

export const rewardsCalls = [
  rewards,
  claimReward,
  forfeitReward,
  rewardConsent,
  rewardAgree,
  campaignsConsent,
  softswissSportsbookRewards,
  softswissSportsbookBonuses,
  claimSoftswissSportsbookBonus,
] as const;
