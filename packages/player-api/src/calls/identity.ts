/**
 * Identity (spec 1 §7: "Sign-in, sign-out and current-session calls go to an identity service";
 * spec 1 §3 "Session claims", "Login tokens"; spec 1 §8 login messages). Paths under `/v1/auth`
 * are designed; sign-out keeps the spec's `/player/sign_out`.
 */
import { z } from 'zod';
import { defineCall, designed, noContent } from '../define.ts';
import { blackbox, countryCode, dateTime, ipAddress } from '../entities/common.ts';
import { loginTokensSchema, sessionClaimsSchema } from '../entities/session.ts';
import { ERRORS, loginErrorBodySchema } from '../errors.ts';
import { STRING_LIMITS, bounded, text } from '../entities/strings.ts';

/** The failures a sign-in may answer with (spec 1 §8 "Login"). */
export const LOGIN_ERRORS = [
  ERRORS.loginUnauthorized,
  ERRORS.loginPlayerNotFound,
  ERRORS.loginTimeoutInProgress,
  ERRORS.loginExclusionInProgress,
  ERRORS.loginExclusionIndefinitely,
  ERRORS.loginAttemptsExceeded,
  ERRORS.loginDeactivated,
  ERRORS.loginClosed,
  ERRORS.loginBlacklisted,
] as const;

export const loginMetaSchema = z
  .object({
    blackbox: blackbox.optional(),
    ipAddress: ipAddress.optional(),
    country: countryCode.optional().describe('The autodetected country of the player station.'),
    userAgent: text(STRING_LIMITS.header).optional(),
  })
  .describe(designed('Facts about the device and place of the sign-in ("meta").'));

export const signIn = defineCall({
  id: 'signIn',
  area: 'identity',
  method: 'POST',
  path: '/v1/auth/login',
  summary: 'Sign in with e-mail and password',
  description: 'Returns the login tokens; a refused sign-in answers 400 with a classified message.',
  source: 'spec 1 §7 "POST login"',
  designed: ['path'],
  auth: 'none',
  body: z.object({
    email: bounded(z.email(), STRING_LIMITS.email),
    password: text(STRING_LIMITS.password).min(1),
    meta: loginMetaSchema.optional(),
  }),
  response: loginTokensSchema,
  errors: LOGIN_ERRORS,
  errorBody: loginErrorBodySchema,
});

export const refreshSession = defineCall({
  id: 'refreshSession',
  area: 'identity',
  method: 'POST',
  path: '/v1/auth/refresh',
  summary: 'Exchange a refresh token for new tokens',
  description: 'The identity service renews the id and access tokens of a session.',
  source: 'spec 1 §3 "Login tokens" (refreshToken); spec 1 §7 identity service',
  designed: ['path', 'method', 'body', 'response'],
  auth: 'none',
  body: z
    .object({ refreshToken: text(STRING_LIMITS.token).min(1) })
    .describe(designed('The refresh token of the session.')),
  response: loginTokensSchema,
  errors: [ERRORS.tokenExpired],
});

export const currentSession = defineCall({
  id: 'currentSession',
  area: 'identity',
  method: 'GET',
  path: '/v1/auth/session',
  summary: 'The current session: claims and expiry',
  description: 'The session check of spec 1 §4: resolved as authorised when this answers 200.',
  source: 'spec 1 §7 "current-session calls go to an identity service"',
  designed: ['path', 'response'],
  auth: 'player',
  response: z
    .object({ claims: sessionClaimsSchema, accessTokenExpiresAt: dateTime })
    .describe(designed('The id token claims and when the access token expires.')),
});

export const signOut = defineCall({
  id: 'signOut',
  area: 'identity',
  method: 'POST',
  path: '/v1/player/sign_out',
  summary: 'Sign out: end the session',
  description: 'Revokes the session; the site then clears its cookies (spec 1 §4 "Logout").',
  source: 'spec 1 §7 "POST /player/sign_out"; spec 2 §7 "Logout"; spec 3 §7 "Logout call"',
  designed: ['response'],
  auth: 'player',
  response: noContent,
});

export const confirmUser = defineCall({
  id: 'confirmUser',
  area: 'identity',
  method: 'POST',
  path: '/v1/auth/confirm-user',
  summary: 'Is this e-mail a confirmed user?',
  description:
    'After a first sign-in fails with "not found", the site asks whether the user is confirmed ' +
    'and tries again (spec 1 §4). POST keeps the e-mail out of URLs and logs.',
  source: 'spec 1 §7 "confirm-user lookup"',
  designed: ['path', 'method', 'body', 'response'],
  auth: 'none',
  body: z
    .object({ email: bounded(z.email(), STRING_LIMITS.email) })
    .describe(designed('The e-mail of the failed sign-in.')),
  response: z
    .object({ email: z.email(), confirmed: z.boolean() })
    .describe(designed('Whether a confirmed account exists (false for unknown e-mails too).')),
});

export const jwks = defineCall({
  id: 'jwks',
  area: 'identity',
  method: 'GET',
  path: '/v1/auth/jwks',
  summary: 'The public keys that verify id tokens',
  description: 'A JSON Web Key Set, so the site can verify id tokens without calling the API.',
  source: 'issue 4 "JWKS endpoint"',
  designed: ['path', 'response'],
  auth: 'none',
  response: z
    .object({
      keys: z.array(
        z
          .object({
            kty: z.string(),
            kid: z.string(),
            alg: z.string().optional(),
            use: z.string().optional(),
          })
          .catchall(z.unknown()),
      ),
    })
    .describe('RFC 7517 JSON Web Key Set.'),
});
export const identityCalls = [signIn, refreshSession, currentSession, signOut, confirmUser, jwks] as const;
