/**
 * The identity service: sign-in with e-mail and password, refresh, sign-out, current session and
 * the confirm-user lookup (spec 1 §4 "Sign-in", "Login attempts", §7 "Sign-in, sign-out and
 * current-session calls go to an identity service").
 *
 * Login failures (spec 1 §8 "Login (by message content)"): the site classifies a failure by its
 * message, so the texts, codes and statuses are the contract's (`LOGIN_FAILURE_MESSAGES`,
 * `ERRORS.login*` in packages/player-api): days are the only digits of a time-out or exclusion
 * message, and a time-out also carries the login error payload of spec 1 §3 (remainingDays,
 * playerId, isCooling, milliseconds, initiator) as `additionalInfo`.
 *
 * Order of checks: unknown or unconfirmed e-mail → not found; locked → attempts exceeded (before
 * the password, so a lock cannot be probed); wrong password → unauthorized, or attempts exceeded
 * on the failure that locks; then the account's state: closed, blacklisted, deactivated,
 * self-exclusion, time-out (so account state is revealed only to someone holding the password).
 *
 * Lock: `LOGIN_LOCK.maxFailures` wrong passwords within `windowMs` from one caller address lock
 * sign-in from that address for `lockMs`; a successful sign-in there or the end of the lock starts
 * a new count. The counter is one upsert statement, so parallel attempts on PostgreSQL all count.
 * Per address: a lock of the whole account would let anyone who knew a player's e-mail lock them
 * out with five junk passwords; this way the guesser locks only themselves. Guessing from
 * many addresses is held back by the per-address and account-wide rate limits in front of this
 * (handlers/identity.ts, services/rateLimit.ts).
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { LOGIN_FAILURE_MESSAGES } from '@casino/player-api';
import {
  credentials,
  loginAttempts,
  loginLocks,
  players,
  refreshTokens,
  sessions,
  type PlayerRow,
} from '../../db/schema.ts';
import type { SandboxContext } from '../context.ts';
import { failure, signInBlock, type LoginFailure } from './playerBlock.ts';

export { DAY_MS, signInBlock, type LoginFailure, type LoginFailureReason } from './playerBlock.ts';
import { needsRehash, hashPassword, verifyPassword } from './passwords.ts';
import { findPlayer, findPlayerByEmail, normaliseEmail, recordActivity } from './players.ts';
import {
  ACCESS_TOKEN_TTL_MS,
  REFRESH_TOKEN_TTL_MS,
  hashToken,
  newRefreshToken,
  readAccessToken,
  signAccessToken,
  signIdToken,
  signSupportToken,
  verifyAccessToken,
  verifyIdToken,
  TokenError,
  type SessionClaims,
} from '../platform/tokens.ts';

const MINUTE = 60_000;
export const LOGIN_LOCK = { maxFailures: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE } as const;

/** "Token expired": no valid session (spec 1 §5, §8). */
export interface SessionFailure {
  ok: false;
  reason: 'tokenExpired';
  status: 401;
  code: 'error.token.expired';
  message: 'Token expired';
}
const TOKEN_EXPIRED: SessionFailure = {
  ok: false,
  reason: 'tokenExpired',
  status: 401,
  code: 'error.token.expired',
  message: 'Token expired',
};

export interface SessionTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
  /** When the player last signed in before this session (ISO), null on the first sign-in. */
  lastAuth: string | null;
  accessTokenExpiresAt: string;
  playerId: string;
  sessionId: string;
}

function emailHash(email: string): string {
  return createHash('sha256').update(normaliseEmail(email)).digest('base64url');
}

async function logAttempt(
  ctx: SandboxContext,
  attempt: {
    siteId: number;
    email: string;
    playerId: string | null;
    ipAddress: string | null;
    outcome: string;
    at: Date;
  },
): Promise<void> {
  await ctx.db.insert(loginAttempts).values({
    siteId: attempt.siteId,
    playerId: attempt.playerId,
    emailHash: emailHash(attempt.email),
    ipAddress: attempt.ipAddress,
    outcome: attempt.outcome,
    createdAt: attempt.at,
  });
}

/** Counts one wrong password from `address` and answers the lock end if this failure locked it. */
async function countFailure(
  ctx: SandboxContext,
  playerId: string,
  address: string,
  now: Date,
): Promise<Date | null> {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const windowStart = sql`${new Date(now.getTime() - LOGIN_LOCK.windowMs).toISOString()}::timestamptz`;
  const lockEnd = sql`${new Date(now.getTime() + LOGIN_LOCK.lockMs).toISOString()}::timestamptz`;
  // A new count starts when the window has passed or the previous lock has ended.
  const fresh = sql`(login_locks.window_started_at <= ${windowStart} or (login_locks.locked_until is not null and login_locks.locked_until <= ${nowSql}))`;
  const failures = sql`(case when ${fresh} then 1 else login_locks.failures + 1 end)`;
  const [row] = await ctx.db
    .insert(loginLocks)
    .values({
      playerId,
      address,
      failures: 1,
      windowStartedAt: now,
      lockedUntil: LOGIN_LOCK.maxFailures <= 1 ? new Date(now.getTime() + LOGIN_LOCK.lockMs) : null,
    })
    .onConflictDoUpdate({
      target: [loginLocks.playerId, loginLocks.address],
      set: {
        failures,
        windowStartedAt: sql`(case when ${fresh} then ${nowSql} else login_locks.window_started_at end)`,
        lockedUntil: sql`(case when ${failures} >= ${LOGIN_LOCK.maxFailures} then ${lockEnd} when ${fresh} then null else login_locks.locked_until end)`,
      },
    })
    .returning({ lockedUntil: loginLocks.lockedUntil });
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

async function lockedUntil(
  ctx: SandboxContext,
  playerId: string,
  address: string,
  now: Date,
): Promise<Date | null> {
  const [row] = await ctx.db
    .select({ lockedUntil: loginLocks.lockedUntil })
    .from(loginLocks)
    .where(and(eq(loginLocks.playerId, playerId), eq(loginLocks.address, address)));
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

function attemptsExceeded(until: Date, now: Date): LoginFailure {
  return failure('attemptsExceeded', LOGIN_FAILURE_MESSAGES.attemptsExceeded(), {
    retryAfterMs: until.getTime() - now.getTime(),
  });
}

type SessionRow = typeof sessions.$inferSelect;

/** The id token's claims (spec 1 §3 "Session claims") for a player's session, without iat and exp. */
export async function sessionClaims(
  ctx: SandboxContext,
  player: PlayerRow,
  session: Pick<SessionRow, 'sessionId' | 'loginMethod'>,
  now: Date,
): Promise<SessionClaims> {
  const name = [player.firstName, player.lastName].filter(Boolean).join(' ') || player.email;
  return {
    country_code: player.countryCode,
    province_code: player.provinceCode,
    language_code: player.languageCode,
    player_id: player.playerId,
    player_access_id: session.sessionId,
    email: player.email,
    login_method: session.loginMethod,
    zendeskJwtToken: await signSupportToken(
      ctx.db,
      { playerId: player.playerId, name, email: player.email },
      now,
    ),
    registrationDate: player.createdAt.toISOString(),
    multibrand: { suspended: player.multibrandSuspended },
    site_id: player.siteId,
  };
}

async function issueTokens(
  ctx: SandboxContext,
  player: PlayerRow,
  session: SessionRow,
  now: Date,
): Promise<SessionTokens> {
  // Whole seconds, as the token's `exp` says it.
  const accessExpiresAt = new Date(Math.floor((now.getTime() + ACCESS_TOKEN_TTL_MS) / 1000) * 1000);
  const times = { issuedAt: now, expiresAt: accessExpiresAt };
  const idToken = await signIdToken(ctx.db, await sessionClaims(ctx, player, session, now), times);
  const accessToken = await signAccessToken(
    ctx.db,
    { playerId: player.playerId, sessionId: session.sessionId, siteId: player.siteId },
    times,
  );
  const refresh = newRefreshToken();
  await ctx.db.insert(refreshTokens).values({
    tokenHash: refresh.hash,
    sessionId: session.sessionId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
  });
  await ctx.db
    .update(sessions)
    .set({ accessExpiresAt, lastSeenAt: now })
    .where(eq(sessions.sessionId, session.sessionId));
  return {
    idToken,
    accessToken,
    refreshToken: refresh.token,
    lastAuth: session.previousAuthAt?.toISOString() ?? null,
    accessTokenExpiresAt: accessExpiresAt.toISOString(),
    playerId: player.playerId,
    sessionId: session.sessionId,
  };
}

/**
 * Opens a session for a player already authenticated some other way (pay-and-play, sign-up
 * auto-login): checks the account's state, then issues tokens and records the login history.
 */
export async function openSession(
  ctx: SandboxContext,
  player: PlayerRow,
  meta: { realIpAddress: string; ipAddress?: string | null; loginMethod?: 'DEFAULT' | 'PAY_AND_PLAY' },
): Promise<{ ok: true; tokens: SessionTokens } | LoginFailure> {
  const now = await ctx.clock.now();
  const block = await signInBlock(ctx.db, player, now);
  if (block) return block;
  const [session] = await ctx.db
    .insert(sessions)
    .values({
      playerId: player.playerId,
      siteId: player.siteId,
      loginMethod: meta.loginMethod ?? 'DEFAULT',
      authenticatedAt: now,
      previousAuthAt: player.lastLoginAt,
      accessExpiresAt: now,
      lastSeenAt: now,
    })
    .returning();
  // A time-out or exclusion that has run out no longer describes the player.
  const status =
    player.status === 'TIMEOUT' || player.status === 'SELF_EXCLUDED' ? 'REGISTERED' : player.status;
  const [updated] = await ctx.db
    .update(players)
    .set({ status, lastLoginAt: now, firstLoginAt: player.firstLoginAt ?? now, updatedAt: now })
    .where(eq(players.playerId, player.playerId))
    .returning();
  await recordActivity(ctx, {
    playerId: player.playerId,
    sessionId: session!.sessionId,
    realIpAddress: meta.realIpAddress,
    ipAddress: meta.ipAddress ?? null,
  });
  const tokens = await issueTokens(ctx, updated!, session!, now);
  return { ok: true, tokens };
}

export interface SignInInput {
  siteId: number;
  email: string;
  password: string;
  /** The caller's address as the sandbox sees it (the site's forwarded client address). */
  realIpAddress: string;
  /** The address the client reported in its metadata, if any. */
  ipAddress?: string | null;
}

export async function signIn(
  ctx: SandboxContext,
  input: SignInInput,
): Promise<{ ok: true; tokens: SessionTokens } | LoginFailure> {
  const now = await ctx.clock.now();
  const attempt = { siteId: input.siteId, email: input.email, ipAddress: input.realIpAddress, at: now };
  const player = await findPlayerByEmail(ctx, input.siteId, input.email);
  if (!player || !player.confirmedAt) {
    await logAttempt(ctx, { ...attempt, playerId: player?.playerId ?? null, outcome: 'playerNotFound' });
    return failure('playerNotFound', LOGIN_FAILURE_MESSAGES.playerNotFound());
  }
  const lock = await lockedUntil(ctx, player.playerId, input.realIpAddress, now);
  if (lock) {
    await logAttempt(ctx, { ...attempt, playerId: player.playerId, outcome: 'attemptsExceeded' });
    return attemptsExceeded(lock, now);
  }
  const [credential] = await ctx.db
    .select()
    .from(credentials)
    .where(eq(credentials.playerId, player.playerId));
  if (!credential || !(await verifyPassword(input.password, credential.passwordHash))) {
    const lockedNow = await countFailure(ctx, player.playerId, input.realIpAddress, now);
    await logAttempt(ctx, {
      ...attempt,
      playerId: player.playerId,
      outcome: lockedNow ? 'attemptsExceeded' : 'unauthorized',
    });
    return lockedNow
      ? attemptsExceeded(lockedNow, now)
      : failure('unauthorized', LOGIN_FAILURE_MESSAGES.unauthorized());
  }
  await ctx.db
    .delete(loginLocks)
    .where(and(eq(loginLocks.playerId, player.playerId), eq(loginLocks.address, input.realIpAddress)));
  if (needsRehash(credential.passwordHash)) {
    await ctx.db
      .update(credentials)
      .set({ passwordHash: await hashPassword(input.password), updatedAt: now })
      .where(eq(credentials.playerId, player.playerId));
  }
  const result = await openSession(ctx, player, {
    realIpAddress: input.realIpAddress,
    ipAddress: input.ipAddress,
  });
  await logAttempt(ctx, {
    ...attempt,
    playerId: player.playerId,
    outcome: result.ok ? 'success' : result.reason,
  });
  return result;
}

/**
 * A used refresh token presented again within this time is refused without revoking the session:
 * the site's parallel requests may race to refresh with the same token.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/**
 * Exchanges a refresh token for new tokens of the same session. Each refresh token works once;
 * presenting a used one again (after `REFRESH_REUSE_GRACE_MS`) revokes the session: it was
 * copied. The account's state is checked again, so a player excluded since signing in cannot
 * stay in.
 */
export async function refresh(
  ctx: SandboxContext,
  input: { siteId: number; refreshToken: string },
): Promise<{ ok: true; tokens: SessionTokens } | LoginFailure | SessionFailure> {
  const now = await ctx.clock.now();
  const hash = hashToken(input.refreshToken);
  const [used] = await ctx.db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.usedAt), gt(refreshTokens.expiresAt, now)),
    )
    .returning({ sessionId: refreshTokens.sessionId });
  if (!used) {
    const [known] = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
    if (known?.usedAt && now.getTime() - known.usedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
      await revokeSession(ctx, known.sessionId);
    }
    return TOKEN_EXPIRED;
  }
  const [session] = await ctx.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.sessionId, used.sessionId), isNull(sessions.revokedAt)));
  if (!session || session.siteId !== input.siteId) return TOKEN_EXPIRED;
  const player = await findPlayer(ctx, session.playerId);
  if (!player) return TOKEN_EXPIRED;
  const block = await signInBlock(ctx.db, player, now);
  if (block) {
    await revokeSession(ctx, session.sessionId);
    return block;
  }
  return { ok: true, tokens: await issueTokens(ctx, player, session, now) };
}

async function revokeSession(ctx: SandboxContext, sessionId: string): Promise<boolean> {
  const now = await ctx.clock.now();
  const revoked = await ctx.db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.sessionId, sessionId), isNull(sessions.revokedAt)))
    .returning({ sessionId: sessions.sessionId });
  await ctx.db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.usedAt)));
  return revoked.length > 0;
}

/** Ends the session of an access token (POST /player/sign_out); an expired token still signs out. */
export async function signOut(
  ctx: SandboxContext,
  input: { accessToken: string },
): Promise<{ signedOut: boolean }> {
  const claims = await readAccessToken(ctx.db, input.accessToken);
  if (!claims) return { signedOut: false };
  return { signedOut: await revokeSession(ctx, claims.sid) };
}

export interface CurrentSession {
  ok: true;
  /** The id token's claims as they stand now (flags such as multibrand follow the player). */
  claims: SessionClaims & { iat: number; exp: number };
  accessTokenExpiresAt: string;
  playerId: string;
  siteId: number;
  sessionId: string;
  player: PlayerRow;
}

/**
 * The session a player call's tokens belong to, if they are valid now: both tokens' signature,
 * expiry on the sandbox clock and site, the id token naming the access token's player and session,
 * and the session not signed out. Anything else is 'Token expired'.
 */
export async function currentSession(
  ctx: SandboxContext,
  input: { accessToken: string; idToken: string; siteId?: number },
): Promise<CurrentSession | SessionFailure> {
  let claims;
  try {
    claims = await verifyAccessToken(ctx, input.accessToken, input.siteId);
    // Spec 1 §7: a player call carries both tokens, and both must hold: the id token too is
    // verified (signature, issuer, site, expiry) and must name the same player and session, so an
    // Authorization header is never taken on trust.
    const id = await verifyIdToken(ctx, input.idToken, input.siteId);
    if (id.player_access_id !== claims.sid || id.player_id !== claims.sub) return TOKEN_EXPIRED;
  } catch (error) {
    if (error instanceof TokenError) return TOKEN_EXPIRED;
    throw error;
  }
  const [row] = await ctx.db
    .select({ session: sessions, player: players })
    .from(sessions)
    .innerJoin(players, eq(players.playerId, sessions.playerId))
    .where(and(eq(sessions.sessionId, claims.sid), isNull(sessions.revokedAt)));
  if (!row) return TOKEN_EXPIRED;
  const now = await ctx.clock.now();
  // A player who may not sign in now (a self-exclusion or time-out that began, a closed or
  // blacklisted account) may not go on with an open session either (spec 2 §4: success logs out).
  if (await signInBlock(ctx.db, row.player, now)) {
    await revokeSession(ctx, row.session.sessionId);
    return TOKEN_EXPIRED;
  }
  await ctx.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.sessionId, row.session.sessionId));
  return {
    ok: true,
    claims: { ...(await sessionClaims(ctx, row.player, row.session, now)), iat: claims.iat, exp: claims.exp },
    accessTokenExpiresAt: new Date(claims.exp * 1000).toISOString(),
    playerId: row.player.playerId,
    siteId: row.session.siteId,
    sessionId: row.session.sessionId,
    player: row.player,
  };
}

/**
 * The confirm-user lookup (spec 1 §4: after a not-found sign-in the site checks whether the user
 * is confirmed and tries again). A registered player with a password whom the identity service
 * does not know yet becomes known here.
 */
export async function confirmUser(
  ctx: SandboxContext,
  input: { siteId: number; email: string },
): Promise<{ email: string; confirmed: boolean }> {
  const email = normaliseEmail(input.email);
  const player = await findPlayerByEmail(ctx, input.siteId, email);
  if (!player) return { email, confirmed: false };
  if (player.confirmedAt) return { email, confirmed: true };
  const [credential] = await ctx.db
    .select({ playerId: credentials.playerId })
    .from(credentials)
    .where(eq(credentials.playerId, player.playerId));
  if (!credential || player.status === 'PRE_REGISTERED') return { email, confirmed: false };
  await ctx.db
    .update(players)
    .set({ confirmedAt: await ctx.clock.now() })
    .where(and(eq(players.playerId, player.playerId), isNull(players.confirmedAt)));
  return { email, confirmed: true };
}
