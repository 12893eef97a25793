/**
 * Sportsbook session and context (spec 1 §7 and spec 3 §7 "POST /auth/session/create (also sets a
 * cross-site session cookie with one-year life); POST /webhooks/user-balance-update;
 * /sportsbook/login/context and /sportsbook/context"). The context POST carries a correlation id;
 * its path differs when logged in.
 */
import { z } from 'zod';
import { defineCall, designed, noContent } from '../define.ts';
import { countryCode, currencyCode, dateTime, languageCode } from '../entities/common.ts';
import { ERRORS } from '../errors.ts';
import { HEADERS } from '../headers.ts';
import { STRING_LIMITS, bounded, text } from '../entities/strings.ts';

const correlationHeaders = z.object({
  [HEADERS.correlationId]: bounded(z.uuid(), 36).describe(
    designed('Ties the site’s and the sportsbook’s logs together.'),
  ),
});

const contextBody = z
  .object({
    brand: text(STRING_LIMITS.code).min(1),
    visitor: z.object({
      language: languageCode.describe('NZ, CAF, FR, INEN map to English; PT to Brazilian (spec 1 §9).'),
      country: countryCode,
      currency: currencyCode,
      device: z.enum(['desktop', 'tablet', 'mobile']),
    }),
    jurisdiction: text(STRING_LIMITS.code).min(1).describe('Mga for the sportsbook (spec 3 §9).'),
    deepLinks: z
      .object({
        category: text(STRING_LIMITS.line),
        region: text(STRING_LIMITS.line),
        competition: text(STRING_LIMITS.line),
        event: text(STRING_LIMITS.line),
      })
      .partial()
      .describe('The /sportsbook/:category?/:region?/:competition?/:event? segments.'),
    iframeSetup: z.object({
      containerId: text(STRING_LIMITS.code).min(1),
      parentUrl: bounded(z.url(), STRING_LIMITS.url),
      height: z.enum(['auto', 'fixed']).default('auto'),
    }),
  })
  .describe('The context body: brand, visitor, jurisdiction, deep links, iframe setup (fields designed).');

const contextAnswer = z
  .object({ iframeUrl: z.url(), context: z.string().min(1).describe('An opaque context token.') })
  .describe(designed('Where to load the sportsbook iframe.'));

export const createSportsbookSession = defineCall({
  id: 'createSportsbookSession',
  area: 'sportsbook',
  method: 'POST',
  path: '/v1/auth/session/create',
  summary: 'Create the sportsbook session (sets a one-year cross-site cookie)',
  description: 'The answer also sets a Secure, SameSite=None session cookie lasting 31536000 s.',
  source: 'spec 1 §7, spec 3 §7 "POST /auth/session/create"',
  designed: ['body', 'response'],
  auth: 'player',
  response: z
    .object({ sessionId: z.string().min(1), expiresAt: dateTime })
    .describe(designed('The sportsbook session.')),
  successStatus: 201,
  errors: [ERRORS.sportsbookUnavailable],
});

export const userBalanceUpdate = defineCall({
  id: 'userBalanceUpdate',
  area: 'sportsbook',
  method: 'POST',
  path: '/v1/webhooks/user-balance-update',
  summary: 'Tell the sportsbook the player’s balance changed',
  source: 'spec 1 §7, spec 3 §7 "POST /webhooks/user-balance-update"',
  designed: ['body', 'response'],
  auth: 'player',
  body: z
    .object({
      reason: z.enum(['DEPOSIT', 'WITHDRAWAL', 'BONUS', 'GAME']).describe('What moved the balance.'),
    })
    .describe(designed('Why the balance changed; the backend reads the balance itself.')),
  response: noContent,
  errors: [ERRORS.sportsbookUnavailable],
});

export const sportsbookLoginContext = defineCall({
  id: 'sportsbookLoginContext',
  area: 'sportsbook',
  method: 'POST',
  path: '/v1/sportsbook/login/context',
  summary: 'Sportsbook context for a signed-in player',
  source: 'spec 1 §7, spec 3 §7 "/sportsbook/login/context"',
  designed: ['method', 'response'],
  auth: 'player',
  headers: correlationHeaders,
  body: contextBody,
  response: contextAnswer,
  errors: [ERRORS.sportsbookUnavailable],
});

export const sportsbookContext = defineCall({
  id: 'sportsbookContext',
  area: 'sportsbook',
  method: 'POST',
  path: '/v1/sportsbook/context',
  summary: 'Sportsbook context for a visitor',
  source: 'spec 1 §7, spec 3 §7 "/sportsbook/context"',
  designed: ['response'],
  auth: 'none',
  headers: correlationHeaders,
  body: contextBody,
  response: contextAnswer,
  errors: [ERRORS.sportsbookUnavailable],
});

export const sportsbookCalls = [
  createSportsbookSession,
  userBalanceUpdate,
  sportsbookLoginContext,
  sportsbookContext,
] as const;
