/**
 * The activity reminder (spec 2 §7 rows "Activity settings", "Remaining time", "Reset timer",
 * "Activity summary"; spec 2 §4 "Responsible gambling"): remaining minutes are polled every 60 s;
 * at or below 0 the summary loads and the time-up view shows.
 */
import { z } from 'zod';
import { defineCall, designed } from '../define.ts';
import { dateTime, money } from '../entities/common.ts';
import { activityTimer } from '../entities/limits.ts';

const settings = z
  .object({ timer: activityTimer, startedAt: dateTime.nullable().describe('When the current period began.') })
  .describe('The activity settings: the reminder period in minutes.');

const minutes = z
  .object({
    minutes: z.number().int().nullable().describe('Minutes left; 0 or less is time up; null: no timer.'),
  })
  .describe('Remaining minutes of the reminder period.');

export const activitySettings = defineCall({
  id: 'activitySettings',
  area: 'activity',
  method: 'GET',
  path: '/v1/player/activity_check',
  summary: 'The activity reminder settings',
  source: 'spec 2 §7 "Activity settings: GET"',
  designed: ['response'],
  auth: 'player',
  response: settings,
});

export const updateActivitySettings = defineCall({
  id: 'updateActivitySettings',
  area: 'activity',
  method: 'PATCH',
  path: '/v1/player/activity_check',
  summary: 'Set the activity reminder period',
  source: 'spec 2 §7 "Activity settings: PATCH carries the period in minutes"',
  designed: ['response'],
  auth: 'player',
  body: z.object({ period: activityTimer.describe('30, 60, 120 minutes, or null for not set.') }),
  response: settings,
});

export const activityMinutesRemaining = defineCall({
  id: 'activityMinutesRemaining',
  area: 'activity',
  method: 'GET',
  path: '/v1/player/activity_check/minutes_remaining',
  summary: 'Minutes left before the activity reminder',
  source: 'spec 2 §7 "Remaining time"',
  auth: 'player',
  response: minutes,
});

export const activityResetTimer = defineCall({
  id: 'activityResetTimer',
  area: 'activity',
  method: 'PATCH',
  path: '/v1/player/activity_check/reset_timer',
  summary: 'Restart the reminder period',
  source: 'spec 2 §7 "Reset timer"',
  designed: ['response'],
  auth: 'player',
  body: z.object({}).describe('Sent as an empty JSON object (JSON content type).'),
  response: minutes.describe(designed('The minutes of the new period.')),
});

export const activityCheck = defineCall({
  id: 'activityCheck',
  area: 'activity',
  method: 'GET',
  path: '/v1/player/wallet/activity_check',
  summary: 'The activity session: settings of the running period',
  source: 'spec 2 §7 "Activity summary: GET /player/wallet/activity_check"',
  designed: ['response'],
  auth: 'player',
  response: settings,
});

export const activityCheckResult = defineCall({
  id: 'activityCheckResult',
  area: 'activity',
  method: 'GET',
  path: '/v1/player/wallet/activity_check/result',
  summary: 'The activity summary: turnover, winnings, delta of the period',
  source: 'spec 2 §7 "Activity summary: /player/wallet/activity_check/result"',
  auth: 'player',
  response: z.object({
    turnover: money,
    winnings: money,
    delta: money.describe('Winnings minus turnover.'),
    from: dateTime,
    to: dateTime,
  }),
});

export const activityCalls = [
  activitySettings,
  updateActivitySettings,
  activityMinutesRemaining,
  activityResetTimer,
  activityCheck,
  activityCheckResult,
] as const;
