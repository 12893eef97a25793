/**
 * The player (spec 1 §7 rows "GET player profile, latest activity log, player station, transaction
 * summary", "GET /player/access/details, player/access/context, player/markets/risk-setting",
 * "PATCH /player/update_term_and_condition_version", idle check, "POST /player/migration"; spec 2 §7
 * "Profile", "Transaction summary", "Login history", "Terms version", "Idle keep-alive").
 */
import { z } from 'zod';
import { defineCall, designed, noContent } from '../define.ts';
import { countryCode, dateTime, marketId } from '../entities/common.ts';
import {
  activityLogEntrySchema,
  playerProfileSchema,
  playerStationSchema,
  transactionSummarySchema,
} from '../entities/player.ts';
import { ERRORS } from '../errors.ts';

export const playerProfile = defineCall({
  id: 'playerProfile',
  area: 'player',
  method: 'GET',
  path: '/v1/player/profile',
  summary: 'The player profile',
  source: 'spec 1 §7 "GET player profile"; spec 2 §7 "Profile"',
  designed: ['path'],
  auth: 'player',
  response: playerProfileSchema,
});

export const playerStation = defineCall({
  id: 'playerStation',
  area: 'player',
  method: 'GET',
  path: '/v1/player/station',
  summary: 'Where the caller is: address, autodetected country, region and city, market, device flags',
  description:
    'The address is the first X-Forwarded-For hop the trusted site forwards, else the connection; ' +
    'device flags come from the forwarded User-Agent. No session needed.',
  source: 'spec 1 §7 "GET … player station"',
  designed: ['path'],
  auth: 'none',
  response: playerStationSchema,
});

export const accessDetails = defineCall({
  id: 'accessDetails',
  area: 'player',
  method: 'GET',
  path: '/v1/player/access/details',
  summary: 'The gating flags of the player',
  source: 'spec 1 §7 "GET /player/access/details"',
  designed: ['response'],
  auth: 'player',
  response: z
    .object({
      riskPayout: z.boolean(),
      multibrandSuspended: z.boolean(),
      hasCasinoAccess: z.boolean(),
      hasLiveCasinoAccess: z.boolean(),
      hasSportsbookAccess: z.boolean(),
      manualClaimAllowed: z.boolean(),
      depositAllowed: z.boolean().describe('Deposit flag on, payout unset, not suspended (spec 1 §6).'),
    })
    .describe(designed('The gating flags of spec 1 §6, decided by the backend.')),
});

export const accessContext = defineCall({
  id: 'accessContext',
  area: 'player',
  method: 'GET',
  path: '/v1/player/access/context',
  summary: 'What this visitor may reach from here: restriction, market, pay-and-play',
  source: 'spec 1 §7 "player/access/context"',
  designed: ['response'],
  auth: 'none',
  response: z
    .object({
      countryCode,
      market: marketId,
      restrictedCountry: z
        .boolean()
        .describe('Visitors from restricted countries see /restricted (spec 1 §2).'),
      payAndPlayEnabled: z
        .boolean()
        .describe('Configuration and IP whitelist allow pay-and-play (spec 1 §6).'),
      maintenance: z.boolean().describe('Maintenance mode replaces every page.'),
    })
    .describe(designed('The access context of the caller’s address for this site.')),
});

export const marketRiskSetting = defineCall({
  id: 'marketRiskSetting',
  area: 'player',
  method: 'GET',
  path: '/v1/player/markets/risk-setting',
  summary: 'The risk setting of a market for sign-up',
  source: 'spec 1 §7 "player/markets/risk-setting"',
  designed: ['query', 'response'],
  auth: 'none',
  query: z.object({ countryCode: countryCode.describe(designed('The sign-up country.')) }),
  response: z
    .object({
      countryCode,
      marketRiskSetting: z.enum(['LOW', 'MEDIUM', 'HIGH']),
      smsVerificationRequired: z.boolean(),
    })
    .describe(designed('Sign-up state keeps marketRiskSetting (spec 1 §3); higher risk asks more.')),
});

export const latestActivityLog = defineCall({
  id: 'latestActivityLog',
  area: 'player',
  method: 'GET',
  path: '/v1/player/latest-activity-log',
  summary: 'The login history, newest first',
  source: 'spec 1 §7 "GET … latest activity log"; spec 2 §7 "Login history"',
  auth: 'player',
  query: z.object({
    limit: z.number().int().min(1).max(100).default(10).describe(designed('Entries to return.')),
  }),
  response: z.array(activityLogEntrySchema),
});

export const transactionSummary = defineCall({
  id: 'transactionSummary',
  area: 'player',
  method: 'GET',
  path: '/v1/player/transaction-summary',
  summary: 'Totals of money movements (totalDepositsCount)',
  source: 'spec 1 §7 "GET … transaction summary"; spec 2 §7 "Transaction summary"',
  auth: 'player',
  response: transactionSummarySchema,
});

export const updateTermsVersion = defineCall({
  id: 'updateTermsVersion',
  area: 'player',
  method: 'PATCH',
  path: '/v1/player/update_term_and_condition_version',
  summary: 'Accept a terms version',
  source: 'spec 1 §7 "PATCH /player/update_term_and_condition_version"; spec 2 §7 "Terms version"',
  designed: ['response'],
  auth: 'player',
  body: z.object({ version: z.number().int().nonnegative().describe('A number (spec 1 §5).') }),
  response: z
    .object({ termsAndConditionsAcceptedVersion: z.number().int().nonnegative() })
    .describe(designed('The version now accepted.')),
  errors: [ERRORS.termsVersionUnknown],
});

export const keepAlive = defineCall({
  id: 'keepAlive',
  area: 'player',
  method: 'POST',
  path: '/v1/player/keep_alive',
  summary: 'Idle check: keep the session alive',
  description: 'Sent before an idle player is logged out (spec 1 §4).',
  source: 'spec 1 §7 "idle check posts to keep-alive"; spec 2 §7 "Idle keep-alive"',
  designed: ['path', 'response'],
  auth: 'player',
  response: noContent,
});

export const playerMigration = defineCall({
  id: 'playerMigration',
  area: 'player',
  method: 'POST',
  path: '/v1/player/migration',
  summary: 'Move a multibrand player’s account onto this site',
  source: 'spec 1 §7 "POST /player/migration"',
  designed: ['body', 'response'],
  auth: 'player',
  body: z
    .object({
      termsAndConditionsAcceptedVersion: z.number().int().nonnegative(),
      marketingOptIn: z.boolean(),
    })
    .describe(designed('The player accepts this site’s terms to carry the account over.')),
  response: z
    .object({ playerId: z.string().min(1), migrated: z.literal(true), migratedAt: dateTime })
    .describe(designed('The account now belongs to this site.')),
  errors: [ERRORS.migrationNotEligible],
});

export const playerCalls = [
  playerProfile,
  playerStation,
  accessDetails,
  accessContext,
  marketRiskSetting,
  latestActivityLog,
  transactionSummary,
  updateTermsVersion,
  keepAlive,
  playerMigration,
] as const;
