/**
 * Sessions (spec 1 §3 "Session claims", §5, §7): opening one with its tokens (after a sign-in,
 * pay-and-play or a sign-up's auto-login), refreshing it, signing out, and the current session of a
 * player call's tokens. Every step checks the account's state again (playerBlock.ts `signInBlock`):
 * a player who may not sign in now cannot stay in either.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { players, refreshTokens, sessions, type PlayerRow } from '../../db/schema.ts';
import type { SandboxContext } from '../context.ts';
import { signInBlock, type LoginFailure } from './playerBlock.ts';
import { findPlayer, recordActivity } from './players.ts';
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
} from './tokens.ts';

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
