/**
 * Pay-and-play (spec 1 §7 rows "/paynplay/player/code", "update", "login" and the authorise call;
 * spec 1 §4 "Pay-and-play"): authorise with an amount and get the bank-identification URL; the
 * provider returns a one-time code for the session; verify it; update the player when e-mail or
 * phone is missing; log in. The provider's own authorise GET (response_type, client_id, …) is the
 * bank-identification page itself, not a player API call.
 */
import { z } from 'zod';
import { defineCall, designed } from '../define.ts';
import {
  amount,
  blackbox,
  countryCode,
  currencyCode,
  ipAddress,
  languageCode,
  playerId,
} from '../entities/common.ts';
import { loginTokensSchema } from '../entities/session.ts';
import { ERRORS, loginErrorBodySchema } from '../errors.ts';
import { hcaptchaHeaders } from '../headers.ts';
import { LOGIN_ERRORS } from './identity.ts';
import { mobilePhone } from './registration.ts';
import { STRING_LIMITS, bounded, text } from '../entities/strings.ts';

const sessionId = text(STRING_LIMITS.id).min(1).describe('The pay-and-play session from authorise.');

export const payAndPlayAuthorize = defineCall({
  id: 'payAndPlayAuthorize',
  area: 'payAndPlay',
  method: 'POST',
  path: '/v1/paynplay/authorize',
  summary: 'Start pay-and-play: get the bank-identification URL for an amount',
  description:
    'Shown only where configuration enables pay-and-play and the IP whitelist allows it (spec 1 §6).',
  source: 'spec 1 §7 "authorise call … own authorise call takes amount, country, language"',
  designed: ['path', 'response'],
  auth: 'none',
  body: z.object({
    amount,
    currency: currencyCode.default('EUR'),
    country: countryCode,
    language: languageCode,
    redirectUrl: bounded(z.url(), STRING_LIMITS.url)
      .optional()
      .describe(designed('Where the provider returns the player with the code.')),
  }),
  response: z
    .object({
      sessionId,
      redirectOutput: z.object({
        url: z.url().describe('The bank-identification page (shown in an iframe).'),
      }),
    })
    .describe('redirectOutput.url as the spec reads it; sessionId designed.'),
  errors: [ERRORS.payAndPlayUnavailable],
});

export const payAndPlayCode = defineCall({
  id: 'payAndPlayCode',
  area: 'payAndPlay',
  method: 'POST',
  path: '/v1/paynplay/player/code',
  summary: 'Verify the one-time code of the bank identification',
  description: 'When both email and mobilePhone come back the sign-up form is skipped (spec 1 §4).',
  source: 'spec 1 §7 "POST /paynplay/player/code"',
  auth: 'none',
  body: z.object({ oneTimeCode: text(STRING_LIMITS.code).min(1), sessionId, ipAddress, blackbox }),
  response: z.object({
    email: z.email().nullable(),
    mobilePhone: mobilePhone.nullable(),
    playerId,
  }),
  errors: [ERRORS.payAndPlayCodeInvalid, ERRORS.payAndPlaySessionInvalid],
});

export const payAndPlayUpdate = defineCall({
  id: 'payAndPlayUpdate',
  area: 'payAndPlay',
  method: 'POST',
  path: '/v1/paynplay/player/update',
  summary: 'Complete the pay-and-play player with the update form',
  source: 'spec 1 §7 "POST /paynplay/player/update"',
  designed: ['body', 'response'],
  auth: 'none',
  headers: hcaptchaHeaders,
  body: z
    .object({
      playerId,
      sessionId,
      email: bounded(z.email(), STRING_LIMITS.email),
      mobilePhone,
      termsAndConditionsAccepted: z.boolean(),
      termsAndConditionsAcceptedVersion: z.number().int().nonnegative(),
      marketingOptIn: z.boolean(),
      languageCode,
    })
    .describe(designed('The update form: what the bank identification did not supply.')),
  response: z.object({ playerId }).describe(designed('The player is complete.')),
  errors: [
    ERRORS.playerAlreadyExists,
    ERRORS.sameCustomerInfoDetected,
    ERRORS.payAndPlaySessionInvalid,
    ERRORS.captchaDenied,
    ERRORS.vonagePhoneInvalid,
  ],
});

export const payAndPlayLogin = defineCall({
  id: 'payAndPlayLogin',
  area: 'payAndPlay',
  method: 'POST',
  path: '/v1/paynplay/player/login',
  summary: 'Sign in the pay-and-play player',
  source: 'spec 1 §7 "POST /paynplay/player/login"',
  auth: 'none',
  body: z.object({
    sessionId,
    metadata: z.object({ blackbox, ipAddress, country: countryCode }),
  }),
  response: loginTokensSchema,
  errors: [...LOGIN_ERRORS, ERRORS.payAndPlaySessionInvalid],
  errorBody: loginErrorBodySchema,
});

export const payAndPlayCalls = [
  payAndPlayAuthorize,
  payAndPlayCode,
  payAndPlayUpdate,
  payAndPlayLogin,
] as const;
