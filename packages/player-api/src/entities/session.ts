/** Session shapes of spec 1 §3: the id token's claims and the login tokens. */
import { z } from 'zod';
import { countryCode, dateTime, languageCode } from './common.ts';
import { entity } from './registry.ts';

export const loginMethod = z
  .enum(['DEFAULT', 'PAY_AND_PLAY'])
  .describe('How the session was opened (default DEFAULT); PAY_AND_PLAY designed for bank-ID sign-in.');

/** spec 1 §3 "Session claims (id token)". */
export const sessionClaimsSchema = entity(
  'SessionClaims',
  z
    .object({
      country_code: countryCode,
      province_code: z
        .string()
        .nullable()
        .describe('Province or state code, null where the market has none.'),
      language_code: languageCode,
      player_id: z.string().min(1),
      player_access_id: z.string().min(1).describe('Id of this access (session) of the player.'),
      email: z.email(),
      iat: z.number().int().describe('Issued at, seconds since the epoch.'),
      exp: z.number().int().describe('Expires at, seconds since the epoch.'),
      login_method: loginMethod,
      zendeskJwtToken: z.string().nullable().describe('The support-desk token, null when support is off.'),
      registrationDate: dateTime,
      multibrand: z
        .object({ suspended: z.boolean() })
        .describe('The multibrand account; suspended players are kept out of money and games.'),
    })
    .describe('The claims of the id token (spec 1 §3).'),
);
export type SessionClaims = z.infer<typeof sessionClaimsSchema>;

/** spec 1 §3 "Login tokens". */
export const loginTokensSchema = entity(
  'LoginTokens',
  z
    .object({
      idToken: z.string().min(1).describe('A signed JWT with the session claims; sent as Authorization.'),
      accessToken: z.string().min(1).describe('Sent as Access-Token.'),
      refreshToken: z.string().min(1).describe('Exchanged for new tokens by refreshSession.'),
      lastAuth: dateTime.nullable().describe('When the player last signed in before this session.'),
    })
    .describe('The tokens of a new session (spec 1 §3).'),
);
export type LoginTokens = z.infer<typeof loginTokensSchema>;
