/**
 * Sign-in with e-mail and password and the confirm-user lookup (spec 1 §4 "Sign-in", "Login
 * attempts", §7 "Sign-in, sign-out and current-session calls go to an identity service"); the
 * session it opens and its tokens are sessions.ts's.
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
 * (`limitedSignIn`, platform/rateLimit.ts).
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ERRORS, LOGIN_FAILURE_MESSAGES } from '@casino/player-api';
import { credentials, loginAttempts, loginLocks, players } from '../../db/schema.ts';
import type { SandboxContext } from '../context.ts';
import { refuse, type Outcome, type Refusal } from '../../kernel/outcomes.ts';
import { hit, hitAll, RATE_LIMITS, within } from '../platform/index.ts';
import { failure, type LoginFailure } from './playerBlock.ts';
import { needsRehash, hashPassword, verifyPassword } from './passwords.ts';
import { findPlayerByEmail, normaliseEmail } from './players.ts';
import { openSession, type SessionTokens } from './sessions.ts';

const MINUTE = 60_000;
export const LOGIN_LOCK = { maxFailures: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE } as const;

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

function tooMany(retryAfterMs: number): Refusal {
  return refuse(ERRORS.rateLimited.code, 'Too many sign-in attempts, try again later', {
    additionalInfo: { retryAfterMs },
  });
}

/**
 * Contract `signIn`: rate limited first (platform/rateLimit.ts `RATE_LIMITS`: per address, per
 * account and address, per account, and the address's budget of account lookups, which a sign-in
 * answering "Player not found" spends), then `signIn` with its classified refusals.
 */
export async function limitedSignIn(
  ctx: SandboxContext,
  input: SignInInput,
): Promise<Outcome<{ tokens: SessionTokens }>> {
  const address = input.realIpAddress;
  const account = `${input.siteId}:${input.email.toLowerCase()}`;
  const lookups = await within(ctx, RATE_LIMITS.accountLookupPerIp, address);
  if (!lookups.allowed) return tooMany(lookups.retryAfterMs);
  const limited = await hitAll(ctx, [
    [RATE_LIMITS.loginPerIp, address],
    [RATE_LIMITS.loginPerAccountAndIp, `${account}:${address}`],
    [RATE_LIMITS.loginPerAccount, account],
  ]);
  if (!limited.allowed) return tooMany(limited.retryAfterMs);
  const result = await signIn(ctx, input);
  if (!result.ok && result.reason === 'playerNotFound')
    await hit(ctx, RATE_LIMITS.accountLookupPerIp, address);
  if (!result.ok) {
    return refuse(
      result.code,
      result.message,
      result.additionalInfo ? { additionalInfo: { ...result.additionalInfo } } : {},
    );
  }
  return result;
}

/** Contract `confirmUser`: each call spends one of the address's account lookups. */
export async function limitedConfirmUser(
  ctx: SandboxContext,
  input: { siteId: number; email: string; address: string },
): Promise<Outcome<{ email: string; confirmed: boolean }>> {
  const lookups = await hit(ctx, RATE_LIMITS.accountLookupPerIp, input.address);
  if (!lookups.allowed) return tooMany(lookups.retryAfterMs);
  return { ok: true, ...(await confirmUser(ctx, input)) };
}
