/**
 * Tokens of a signed-in session (spec 1 §3 "Session claims", "Login tokens"):
 * - idToken: an RS256 JWT with the session claims of spec 1 §3 plus iss, aud, sub, iat, exp;
 * - accessToken: an RS256 JWT naming the session, so anyone can read its expiry (spec 1 §4: a
 *   session whose access-token expiry is before now counts as expired);
 * - refreshToken: an opaque random string, stored only as a SHA-256 hash (sessions.ts).
 * The key pair is generated once per database and kept in `signing_keys`; the JWKS document
 * publishes its public half. Token times follow the sandbox clock.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq, isNotNull } from 'drizzle-orm';
import {
  SignJWT,
  calculateJwkThumbprint,
  compactVerify,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  type CryptoKey,
  type JWK,
  type JWTPayload,
  type KeyObject,
} from 'jose';
import type { SessionClaims as ContractSessionClaims } from '@casino/player-api';
import type { Database } from '../../db/database.ts';
import { signingKeys } from '../../db/schema.ts';
import type { SandboxContext } from '../context.ts';

export const ALGORITHM = 'RS256';
export const ISSUER = 'urn:casino:sandbox';
/** Id and access tokens live one hour; the refresh token renews them for 30 days. */
export const ACCESS_TOKEN_TTL_MS = 60 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Each site (brand) is its own audience, so a token of one brand is refused by another. */
export function audienceFor(siteId: number): string {
  return `urn:casino:site:${siteId}`;
}

/**
 * The claims of spec 1 §3 "Session claims (id token)" as the contract defines them (iat and exp are
 * added when signing), plus `site_id`, the sandbox's addition naming the brand the session is for.
 */
export type SessionClaims = Omit<ContractSessionClaims, 'iat' | 'exp'> & { site_id: number };

export type IdTokenPayload = SessionClaims &
  Required<Pick<JWTPayload, 'iss' | 'aud' | 'sub' | 'iat' | 'exp'>>;

export interface AccessTokenPayload {
  iss: string;
  aud: string;
  sub: string;
  sid: string;
  site_id: number;
  token_use: 'access';
  iat: number;
  exp: number;
  jti: string;
}

interface KeySet {
  kid: string;
  privateKey: CryptoKey | KeyObject | Uint8Array;
  jwks: { keys: JWK[] };
}

const keyCache = new WeakMap<Database, Promise<KeySet>>();

async function loadKeys(db: Database): Promise<KeySet> {
  let [current] = await db.select().from(signingKeys).where(eq(signingKeys.slot, 'current'));
  if (!current) {
    const { privateKey, publicKey } = await generateKeyPair(ALGORITHM, {
      extractable: true,
      modulusLength: 2048,
    });
    const publicJwk = await exportJWK(publicKey);
    const kid = await calculateJwkThumbprint(publicJwk);
    // Two processes starting together may both generate; the unique slot keeps the first.
    await db
      .insert(signingKeys)
      .values({
        kid,
        slot: 'current',
        algorithm: ALGORITHM,
        publicJwk: { ...publicJwk, kid, alg: ALGORITHM, use: 'sig' },
        privateJwk: { ...(await exportJWK(privateKey)), kid, alg: ALGORITHM },
      })
      .onConflictDoNothing();
    [current] = await db.select().from(signingKeys).where(eq(signingKeys.slot, 'current'));
  }
  const all = await db.select().from(signingKeys).where(isNotNull(signingKeys.kid));
  return {
    kid: current!.kid,
    privateKey: await importJWK(current!.privateJwk as JWK, ALGORITHM),
    jwks: { keys: all.map((key) => key.publicJwk as JWK) },
  };
}

function keys(db: Database): Promise<KeySet> {
  let cached = keyCache.get(db);
  if (!cached) {
    cached = loadKeys(db);
    cached.catch(() => keyCache.delete(db));
    keyCache.set(db, cached);
  }
  return cached;
}

/** The JWKS document that verifies id and access tokens (public keys only). */
export async function jwks(db: Database): Promise<{ keys: JWK[] }> {
  return (await keys(db)).jwks;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

async function sign(db: Database, payload: JWTPayload, typ: string): Promise<string> {
  const { kid, privateKey } = await keys(db);
  return new SignJWT(payload).setProtectedHeader({ alg: ALGORITHM, kid, typ }).sign(privateKey);
}

export interface TokenTimes {
  issuedAt: Date;
  expiresAt: Date;
}

export async function signIdToken(db: Database, claims: SessionClaims, times: TokenTimes): Promise<string> {
  const payload: IdTokenPayload = {
    ...claims,
    iss: ISSUER,
    aud: audienceFor(claims.site_id),
    sub: claims.player_id,
    iat: seconds(times.issuedAt),
    exp: seconds(times.expiresAt),
  };
  return sign(db, payload as unknown as JWTPayload, 'JWT');
}

export async function signAccessToken(
  db: Database,
  session: { playerId: string; sessionId: string; siteId: number },
  times: TokenTimes,
): Promise<string> {
  const payload: AccessTokenPayload = {
    iss: ISSUER,
    aud: audienceFor(session.siteId),
    sub: session.playerId,
    sid: session.sessionId,
    site_id: session.siteId,
    token_use: 'access',
    iat: seconds(times.issuedAt),
    exp: seconds(times.expiresAt),
    jti: randomBytes(12).toString('base64url'),
  };
  return sign(db, payload as unknown as JWTPayload, 'at+jwt');
}

/** The support-desk token carried in the id token's `zendeskJwtToken` claim (spec 1 §3). */
export async function signSupportToken(
  db: Database,
  player: { playerId: string; name: string; email: string },
  issuedAt: Date,
): Promise<string> {
  return sign(
    db,
    {
      iss: ISSUER,
      aud: 'urn:casino:support-desk',
      external_id: player.playerId,
      name: player.name,
      email: player.email,
      iat: seconds(issuedAt),
      jti: randomBytes(12).toString('base64url'),
    },
    'JWT',
  );
}

export class TokenError extends Error {
  override readonly name = 'TokenError';
}

async function verify(ctx: SandboxContext, token: string, siteId: number | undefined): Promise<JWTPayload> {
  const { jwks: document } = await keys(ctx.db);
  // Read before the try: a failed clock read (a lost database connection) is a server fault, not a
  // bad token; answered as one it would log the player out.
  const currentDate = await ctx.clock.now();
  try {
    const { payload } = await jwtVerify(token, createLocalJWKSet(document), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      ...(siteId === undefined ? {} : { audience: audienceFor(siteId) }),
      currentDate,
    });
    return payload;
  } catch (error) {
    throw new TokenError((error as Error).message);
  }
}

/** Verifies signature, issuer, expiry (on the sandbox clock) and, when given, the site. */
export async function verifyIdToken(
  ctx: SandboxContext,
  token: string,
  siteId?: number,
): Promise<IdTokenPayload> {
  const payload = await verify(ctx, token, siteId);
  if (typeof payload.player_id !== 'string' || typeof payload.player_access_id !== 'string') {
    throw new TokenError('not an id token');
  }
  return payload as unknown as IdTokenPayload;
}

export async function verifyAccessToken(
  ctx: SandboxContext,
  token: string,
  siteId?: number,
): Promise<AccessTokenPayload> {
  const payload = await verify(ctx, token, siteId);
  if (payload.token_use !== 'access' || typeof payload.sid !== 'string')
    throw new TokenError('not an access token');
  return payload as unknown as AccessTokenPayload;
}

/** Reads an access token whose signature is ours, expired or not (sign-out accepts expired tokens). */
export async function readAccessToken(db: Database, token: string): Promise<AccessTokenPayload | null> {
  const { jwks: document } = await keys(db);
  try {
    const { payload } = await compactVerify(token, createLocalJWKSet(document), { algorithms: [ALGORITHM] });
    const claims = JSON.parse(new TextDecoder().decode(payload)) as Partial<AccessTokenPayload>;
    return claims.token_use === 'access' && typeof claims.sid === 'string'
      ? (claims as AccessTokenPayload)
      : null;
  } catch {
    return null;
  }
}

export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
