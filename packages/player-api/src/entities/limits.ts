/** Responsible-gambling shapes (spec 2 §3 "Gambling limits"). */
import { z } from 'zod';
import { amount, dateTime } from './common.ts';
import { entity } from './registry.ts';
import { limitPeriod } from './wallet.ts';

/** spec 2 §3 server fields of one limit (one per period, for deposit and spend). */
export const gamblingLimitSchema = entity(
  'GamblingLimit',
  z
    .object({
      duration: limitPeriod,
      limit: amount.nullable().describe('The limit in force, null when none.'),
      pendingLimit: amount.nullable().describe('A raise (or removal) waiting for its cooling-off.'),
      pendingLimitActiveFrom: dateTime.nullable(),
      locked: z.boolean().describe('The limit may not be changed now.'),
      updatedAt: dateTime.nullable(),
      startAt: dateTime.nullable(),
      resetAt: dateTime.nullable(),
      used: amount,
      remaining: amount.nullable(),
    })
    .describe('A deposit or spend limit for one period (spec 2 §3).'),
);
export type GamblingLimit = z.infer<typeof gamblingLimitSchema>;

/** spec 2 §3: 30, 60, 120 minutes, or not set (null). */
export const activityTimer = entity(
  'ActivityTimer',
  z
    .union([z.literal(30), z.literal(60), z.literal(120)])
    .nullable()
    .describe('The activity reminder period in minutes: 30, 60, 120, or null for not set.'),
);
