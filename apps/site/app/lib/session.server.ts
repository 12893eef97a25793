/**
 * The player's session: the login tokens of spec 1 §3 in one signed, httpOnly cookie (spec 1 §9:
 * one-year life; ARCHITECTURE.md: never in browser JavaScript).
 *
 * Decisions:
 * - SameSite=Lax, not the spec's "none": the site is first-party and Lax refuses the cookie on
 *   cross-site POSTs, a second guard against request forgery besides React Router's origin check.
 *   Secure in production (any NODE_ENV other than development/test) and always when the site is
 *   served over https.
 * - The cookie is signed with SESSION_SECRET (HMAC) so its content cannot be forged; the tokens are
 *   the API's own and are checked by the API on every call.
 * - What the cookie keeps besides the tokens: when the access token expires (from the session
 *   check, so the site refreshes before it runs out), when the player was last active (idle logout,
 *   spec 1 §4 "Idle check"), a post-login redirect stored by the access-error page ("stored redirect",
 *   spec 1 §2 "After login"), and one-shot toasts (flash).
 * - Cookie-session data must stay small (4096 bytes per cookie): the id token lives in its own
 *   cookie, and nothing else large goes in. A session left with no data is deleted, so after
 *   logout no session cookie remains.
 * - Tokens from the player API are checked at the boundary (`loginTokensSchema`, in
 *   establishSession) before they are sent or stored: the id token a JWT (three base64url parts)
 *   short enough for its cookie, the access and refresh tokens header-safe and short enough for
 *   the session cookie. Anything else fails the sign-in with the generic error, never a 500 (a
 *   player with 1 MB names once got a 3.7 MB id token, which no cookie or request header holds).
 */
import { createCookieSessionStorage, createSession, type Session } from 'react-router';
import { z } from 'zod';
import type { PlayerApiTokens } from '@casino/player-api';
import { cookieValue } from './cookies.server.ts';

/** spec 1 §9: id-token and session cookies last one year (31536000 s). */
export const SESSION_MAX_AGE_SECONDS = 31_536_000;
export const SESSION_COOKIE_NAME = 'casino_session';
/**
 * The id token has a cookie of its own: with the session claims it is about 2 KB, and with the
 * access and refresh tokens in one cookie the value passes the browsers' 4096-byte limit. It is not
 * signed (the API verifies it on every call; a forged one is refused and logs out).
 */
export const ID_TOKEN_COOKIE_NAME = 'casino_id';

/** The longest id token whose cookie (`casino_id=<token>`) stays under browsers' 4096 bytes. */
export const ID_TOKEN_MAX_LENGTH = 4096 - `${ID_TOKEN_COOKIE_NAME}=`.length - 1;
/**
 * The longest access and refresh tokens: with both at their longest, the signed session cookie
 * (base64 of the JSON, so 4/3 of it) still has room for the activity time and a toast.
 */
export const ACCESS_TOKEN_MAX_LENGTH = 2048;
export const REFRESH_TOKEN_MAX_LENGTH = 512;

/** A JWT in compact form: header, payload and signature, each base64url. */
const JWT_PATTERN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
/** Visible ASCII without separators: what may go in a header or a cookie value unchanged. */
const TOKEN_PATTERN = /^[A-Za-z0-9._~+/=-]+$/;

/** The login tokens of the player API as the site accepts them (see the header). */
export const loginTokensSchema = z.object({
  idToken: z.string().max(ID_TOKEN_MAX_LENGTH).regex(JWT_PATTERN),
  accessToken: z.string().min(1).max(ACCESS_TOKEN_MAX_LENGTH).regex(TOKEN_PATTERN),
  refreshToken: z.string().min(1).max(REFRESH_TOKEN_MAX_LENGTH).regex(TOKEN_PATTERN),
});

/** Which of the login tokens the site refuses to keep, and why, without their values. */
export function refusedLoginTokens(tokens: unknown): string | null {
  const parsed = loginTokensSchema.safeParse(tokens);
  if (parsed.success) return null;
  const sizes = tokens && typeof tokens === 'object' ? (tokens as Record<string, unknown>) : {};
  return [
    ...new Set(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'tokens');
        const value = sizes[name];
        return `${name} (${typeof value === 'string' ? `${value.length} characters` : typeof value}, ${issue.code})`;
      }),
    ),
  ].join(', ');
}

/** A toast shown once on the next page (spec 1 §2 overlays "toasts"). */
export const toastSchema = z.object({
  kind: z.enum(['success', 'error', 'warning']),
  /** A message id of the site's catalogue. */
  messageId: z.string().min(1).max(120),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type Toast = z.infer<typeof toastSchema>;

/** What the login popup shows for a refused login (spec 1 §8), kept for one page after a no-JS post. */
export const loginFailureSchema = z.object({
  messageId: z.string().min(1).max(120),
  uiKey: z.enum(['unauthorized', 'blacklisted', 'maxAttempt', 'closed']).optional(),
  remainingDays: z.number().int().nonnegative().optional(),
  isCooling: z.boolean().optional(),
  field: z.enum(['email', 'password']).optional(),
});
export type LoginFailure = z.infer<typeof loginFailureSchema>;

export const sessionTokensSchema = z.object({
  /** Kept in its own cookie (ID_TOKEN_COOKIE_NAME) and joined to the session when read. */
  idToken: z.string().min(1),
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  /** When the access token expires, ms since the epoch (the API's clock). */
  accessTokenExpiresAt: z.number().int().nonnegative(),
});
export type SessionTokens = z.infer<typeof sessionTokensSchema>;

export interface SessionData {
  tokens: SessionTokens;
  /** ms since the epoch of the player's last request or keep-alive. */
  lastActiveAt: number;
  /** Where to go after the next login (relative to the locale prefix). */
  redirect: string;
}

export interface SessionFlash {
  toast: Toast;
  loginFailure: LoginFailure;
}

export type PlayerSession = Session<SessionData, SessionFlash>;

export interface SessionOptions {
  secret: string;
  secure: boolean;
}

/** The characters of a JWT (base64url parts and dots). */
const ID_TOKEN_PATTERN = /^[A-Za-z0-9._~-]+$/;

function readIdToken(cookieHeader: string | null): string | null {
  const token = cookieValue(cookieHeader, ID_TOKEN_COOKIE_NAME);
  return token !== null && ID_TOKEN_PATTERN.test(token) ? token : null;
}

export interface PlayerSessionStorage {
  getSession(cookieHeader: string | null): Promise<PlayerSession>;
  /** The Set-Cookie values that store `session` (or delete its cookies when it is empty). */
  commitSession(session: PlayerSession): Promise<string[]>;
}

export function createSessionStorage({ secret, secure }: SessionOptions): PlayerSessionStorage {
  const storage = createCookieSessionStorage<SessionData, SessionFlash>({
    cookie: {
      name: SESSION_COOKIE_NAME,
      httpOnly: true,
      secure,
      sameSite: 'lax',
      path: '/',
      maxAge: SESSION_MAX_AGE_SECONDS,
      secrets: [secret],
    },
  });
  const idCookie = (value: string, maxAge: number) =>
    [
      `${ID_TOKEN_COOKIE_NAME}=${value}`,
      `Max-Age=${maxAge}`,
      'Path=/',
      'HttpOnly',
      ...(secure ? ['Secure'] : []),
      'SameSite=Lax',
    ].join('; ');
  return {
    async getSession(cookieHeader) {
      const session = await storage.getSession(cookieHeader);
      const idToken = readIdToken(cookieHeader);
      const tokens: unknown = session.get('tokens');
      if (tokens && typeof tokens === 'object' && typeof idToken === 'string') {
        session.set('tokens', { ...(tokens as SessionTokens), idToken });
      }
      return session;
    },
    async commitSession(session) {
      const { tokens, ...rest } = session.data as Record<string, unknown> & { tokens?: SessionTokens };
      const idToken = tokens?.idToken;
      const stored = createSession<SessionData, SessionFlash>(
        (tokens ? { ...rest, tokens: { ...tokens, idToken: '' } } : rest) as unknown as SessionData,
        session.id,
      );
      const empty = Object.keys(stored.data).length === 0;
      return [
        empty ? await storage.destroySession(stored) : await storage.commitSession(stored),
        idToken && ID_TOKEN_PATTERN.test(idToken)
          ? idCookie(idToken, SESSION_MAX_AGE_SECONDS)
          : idCookie('', 0),
      ];
    },
  };
}

/** The tokens in a session, validated (a cookie from an older release or a bad value reads as none). */
export function sessionTokens(session: PlayerSession): SessionTokens | null {
  const parsed = sessionTokensSchema.safeParse(session.get('tokens'));
  return parsed.success ? parsed.data : null;
}

/** The tokens as the player API client takes them. */
export function apiTokens(tokens: SessionTokens): PlayerApiTokens {
  return { idToken: tokens.idToken, accessToken: tokens.accessToken, expiresAt: tokens.accessTokenExpiresAt };
}

/**
 * Whether the browser fetches this request ahead of need (`<Link prefetch>` adds a
 * `<link rel="prefetch">`; Chromium marks it `Sec-Purpose: prefetch`, older browsers `Purpose`).
 * A prefetch may never be shown, so it must not use up the session's one-shot messages: the toast
 * and the login failure stay in the cookie for the request that renders (see root.tsx).
 */
export function isPrefetch(request: Request): boolean {
  const purpose = request.headers.get('Sec-Purpose') ?? request.headers.get('Purpose') ?? '';
  return /\bprefetch\b/i.test(purpose);
}

/** Whether the session holds a one-shot message that no page has shown yet. */
export function hasPendingMessage(session: PlayerSession): boolean {
  return session.has('toast') || session.has('loginFailure');
}

/** The one-shot toast of the session, if any (reading it consumes it). */
export function takeToast(session: PlayerSession): Toast | null {
  const parsed = toastSchema.safeParse(session.get('toast'));
  return parsed.success ? parsed.data : null;
}

/** The login failure flashed by a no-JS login post, if any (reading it consumes it). */
export function takeLoginFailure(session: PlayerSession): LoginFailure | null {
  const parsed = loginFailureSchema.safeParse(session.get('loginFailure'));
  return parsed.success ? parsed.data : null;
}

/** Ends the player's session in the cookie: tokens, activity and stored redirect. Flash stays. */
export function clearPlayer(session: PlayerSession): void {
  session.unset('tokens');
  session.unset('lastActiveAt');
  session.unset('redirect');
}
