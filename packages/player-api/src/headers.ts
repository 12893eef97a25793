/**
 * The headers of the player API (spec 1 §7, spec 2 §7, spec 3 §7): `SiteContext` on every call,
 * the session pair on player calls, and the few call-specific ones.
 *
 * - `SiteContext`: the brand's numeric site id as a plain decimal (default 6, spec 1 §9). The
 *   specs say a request "may carry" it; this contract requires it so a backend never guesses the
 *   brand, and the client always sends it.
 * - `Authorization`: the raw id token (no `Bearer ` prefix), as the specs send it.
 * - `Access-Token`: the access token.
 * - `hcaptchaToken`: the captcha token on sign-up and update calls, `-` when absent (spec 1 §5).
 */
import { z } from 'zod';
import { STRING_LIMITS, multilineText, text } from './entities/strings.ts';

export const HEADERS = {
  siteContext: 'SiteContext',
  authorization: 'Authorization',
  accessToken: 'Access-Token',
  forwardedFor: 'X-Forwarded-For',
  userAgent: 'User-Agent',
  hcaptchaToken: 'hcaptchaToken',
  country: 'country',
  correlationId: 'X-Correlation-Id',
} as const;

/** The site a call names when it names none (@casino/domain). */
export { DEFAULT_SITE_ID } from '@casino/domain';

/** `player`: sends `Authorization` (id token) and `Access-Token`; `none`: no session needed. */
export type Auth = 'none' | 'player';

export const siteContextSchema = z.coerce
  .number()
  .int()
  .positive()
  .describe('The brand site id (default 6). Every call carries it; the backend answers per brand.');

/** The headers every call carries. */
export const siteHeaders = z.object({
  [HEADERS.siteContext]: siteContextSchema,
  [HEADERS.forwardedFor]: multilineText(STRING_LIMITS.header)
    .optional()
    .describe("The player's address, forwarded by the site (first hop) for geolocation and audit."),
  [HEADERS.userAgent]: multilineText(STRING_LIMITS.header)
    .optional()
    .describe("The player's browser user agent, forwarded by the site; device flags come from it."),
});

const sessionHeaders = z.object({
  [HEADERS.authorization]: text(STRING_LIMITS.token)
    .min(1)
    .describe('The id token of the session, without a scheme.'),
  [HEADERS.accessToken]: text(STRING_LIMITS.token).min(1).describe('The access token of the session.'),
});

/** `hcaptchaToken` for sign-up and update calls: `-` when the site has no captcha token. */
export const hcaptchaHeaders = z.object({
  [HEADERS.hcaptchaToken]: text(STRING_LIMITS.token)
    .min(1)
    .default('-')
    .describe('The captcha token of the form, or "-" when absent (spec 1 §5).'),
});

export function callHeadersSchema(auth: Auth, callHeaders: z.ZodObject): z.ZodObject {
  const base = auth === 'player' ? siteHeaders.extend(sessionHeaders.shape) : siteHeaders;
  return base.extend(callHeaders.shape);
}

/** Header names every call carries, for the OpenAPI parameters and the sandbox's middleware. */
export const COMMON_HEADER_NAMES = Object.keys(siteHeaders.shape);
export const SESSION_HEADER_NAMES = Object.keys(sessionHeaders.shape);
