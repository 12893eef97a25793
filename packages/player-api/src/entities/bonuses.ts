/**
 * Bonus and reward shapes (spec 3 §3 "Reward", spec 3 §4 "Bonus campaign list filter", campaign
 * types, triggers, bonus kinds and verticals).
 */
import { z } from 'zod';
import { DEPOSIT_TRIGGER_EVENTS } from '@casino/domain';
import { designed } from '../define.ts';
import { amount, currencyCode, dateTime, vertical } from './common.ts';
import { entity } from './registry.ts';

export const campaignStatus = entity(
  'CampaignStatus',
  z.enum(['ACTIVE', 'CANCELED', 'COMPLETED', 'DRAFT', 'EXPIRED']).describe('spec 3 §4 (ALL is a filter).'),
);

export const campaignCategory = entity(
  'CampaignCategory',
  z
    .enum(['MANUAL', 'TRIGGERED', 'OPT_IN', 'LOYALTY'])
    .describe('Campaign types: manual, triggered, opt-in, loyalty.'),
);

export const triggerEvent = entity(
  'TriggerEvent',
  z
    .enum([
      ...DEPOSIT_TRIGGER_EVENTS,
      'REGISTRATION',
      'REGISTRATION_WITH_TIMEFRAME',
      'CASHBACK_INSTANT',
      'CASHBACK_DAILY',
      'CASHBACK_WEEKLY',
      'CASHBACK_WITH_TIMEFRAME',
      'CASHBACK_SPECIFIC_DAY',
      'CASHBACK_BOOSTER',
      'LINKED_CAMPAIGN',
      'MANUAL_BONUS_CODE',
      'TOURNAMENT',
    ])
    .describe('Triggers of spec 3 §4. Names designed from the spec’s words.'),
);

export const bonusType = entity(
  'BonusType',
  z
    .enum(['CASINO', 'FREE_BET', 'LIVE_CASINO', 'SPORTS', 'FREE_SPINS'])
    .describe('Bonus verticals: casino, free bet, live casino, sports, free spins (spec 3 §4).'),
);

export const playerBonusState = entity(
  'PlayerBonusState',
  z.enum(['ACTIVATED', 'FORFEITED']).describe('spec 3 §4.'),
);

export const campaignDisplayInfoSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    imageUrl: z.string().nullable(),
    termsUrl: z.string().nullable(),
  })
  .describe('Texts in the requested language. Designed fields.');

export const freeSpinDetailSchema = entity(
  'FreeSpinDetail',
  z
    .object({
      spins: z.number().int().nonnegative(),
      spinsUsed: z.number().int().nonnegative(),
      spinValue: amount,
      gameIds: z.array(z.string()),
      expiresAt: dateTime.nullable(),
    })
    .describe('Free spins of a reward. Designed fields (spec: freeSpinDetail).'),
);

export const cashbackInfoSchema = entity(
  'CashbackInfo',
  z
    .object({
      percentage: z.number().nonnegative(),
      accrued: amount.describe('Cashback earned so far in the period.'),
      maxAmount: amount.nullable(),
      periodStart: dateTime.nullable(),
      periodEnd: dateTime.nullable(),
    })
    .describe('Cashback of a reward. Designed fields (spec: cashbackInfo).'),
);

/** spec 3 §3 "Reward". */
export const rewardSchema = entity(
  'Reward',
  z
    .object({
      campaignId: z.string().min(1),
      assignmentId: z.string().nullable().describe('Set once the reward is assigned to the player.'),
      campaignStatus,
      campaignCategory,
      vertical,
      bonusType,
      betBonusType: z.number().int().describe('-1 marks a free-spins reward (spec 3 §4).'),
      bonusKind: z.enum(['STICKY', 'NON_STICKY']).describe('Bonus kinds (spec 3 §4).'),
      triggerEvent,
      cashbackInfo: cashbackInfoSchema.nullable(),
      cashbackActivated: z.boolean(),
      cashbackBooster: z.object({ boosterGames: z.array(z.object({ gameId: z.string() })) }).nullable(),
      hasBonusCode: z.boolean(),
      partnerBonusCode: z.string().nullable(),
      wrMultiplier: z.number().nonnegative().describe('Wagering requirement multiplier.'),
      minDeposit: amount
        .nullable()
        .optional()
        .describe(
          'Designed: a deposit bonus’s smallest deposit (a smaller deposit grants nothing); null or absent without one.',
        ),
      freeSpinDetail: freeSpinDetailSchema.nullable(),
      queuedPlayerBonus: z
        .object({ queuedPlayerBonusId: z.string(), credited: z.boolean() })
        .nullable()
        .describe('A bonus queued behind the active one.'),
      wageringAmount: amount.describe('Wagered so far.'),
      bonusAmount: amount
        .nullable()
        .describe('Designed: the bonus money granted (null before the reward is assigned, or for cashback).'),
      wageringRequirement: amount
        .nullable()
        .describe(
          'Designed: the total to wager before the bonus turns into cash (the wagering base × wrMultiplier); ' +
            'null when the reward has no wagering. The site shows progress as wageringAmount of it.',
        ),
      expiresAt: dateTime.nullable(),
      startedAt: dateTime.nullable(),
      endedAt: dateTime.nullable(),
      campaignDisplayInfo: campaignDisplayInfoSchema,
    })
    .describe('A reward of the player (spec 3 §3).'),
);
export type Reward = z.infer<typeof rewardSchema>;

export const campaignSchema = entity(
  'Campaign',
  z
    .object({
      campaignId: z.string().min(1),
      name: z.string(),
      campaignStatus,
      campaignCategory,
      vertical,
      bonusType,
      triggerEvent,
      startAt: dateTime.nullable(),
      endAt: dateTime.nullable(),
      requiresConsent: z.boolean(),
      campaignDisplayInfo: campaignDisplayInfoSchema,
    })
    .describe('A bonus campaign. Designed fields (spec: "GET campaigns").'),
);

/** The answer of claim, activate and state calls: the reward as it now stands. */
export const rewardResultSchema = entity(
  'RewardResult',
  z
    .object({ reward: rewardSchema })
    .describe('The reward after the action (spec 3 §4: manual claim "success with reward").'),
);

/** A SoftSwiss sportsbook bonus (spec 3 §7; the sandbox's are the bonus engine's SPORTS bonuses). */
export const sportsbookBonusSchema = entity(
  'SportsbookBonus',
  z
    .object({
      bonusId: z.string().min(1).describe('The bonus; its claim names it.'),
      title: z.string(),
      description: z.string(),
      amount: amount.describe('What the bonus grants (for an ACTIVE one, what it granted).'),
      currencyCode,
      status: z
        .enum(['AVAILABLE', 'ACTIVE', 'CLAIMED', 'EXPIRED'])
        .describe(
          'AVAILABLE: the player may claim it; ACTIVE: its money is in the sports bonus wallet; ' +
            'CLAIMED: its wagering was met and it became cash; EXPIRED: it ended unmet (expired or forfeited).',
        ),
      expiresAt: dateTime.nullable(),
      wagering: z
        .object({
          multiplier: z.number().int().min(0),
          required: amount,
          done: amount,
        })
        .nullable()
        .describe('The wagering of the bonus; null when it has none. Before a claim, done is 0.'),
    })
    .describe(designed('A SoftSwiss sportsbook bonus.')),
);
export type SportsbookBonus = z.infer<typeof sportsbookBonusSchema>;
