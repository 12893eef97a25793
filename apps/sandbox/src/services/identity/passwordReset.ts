/**
 * Password reset (spec 1 §4 "Reset-password steps": Email, Verification, Password, Complete;
 * §7 "POST /player/password_reset …"; §8 `sms.code.invalid`, `error.password.reset`; contract
 * calls/password.ts). Two routes:
 * - by e-mail: a reset key is mailed as a link to the site's /reset-password page (the outbox
 *   entry carries the key as its `code`); the Password step reads the account's e-mail with the
 *   key (`emailForResetKey`) and sets the new password with it;
 * - by SMS: a six-digit code goes to the account's phone; verifying it answers a reset key and
 *   the id pairing it with that verification (`smsResetKeyId`), which set the new password.
 *
 * Starting a reset answers the same whether or not the e-mail has an account (nothing is sent for
 * an unknown one), so the call does not reveal who has an account; the SMS route's limits are
 * counted per e-mail for the same reason. Keys are random 256-bit values kept as hashes, work
 * once and expire on the sandbox clock (an e-mail link after `EMAIL_KEY_TTL_MS`, an SMS key
 * `SMS_KEY_TTL_MS` after its code was verified); a new reset supersedes the player's earlier
 * ones. Setting the password revokes every session of the player (and lifts a sign-in lock: the
 * player has proved to own the account).
 */
import { and, desc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import { ERRORS } from '@casino/player-api';
import {
  credentials,
  loginLocks,
  passwordResets,
  refreshTokens,
  sessions,
  sites,
  type PlayerRow,
} from '../../db/schema.ts';
import { isUuid } from '../../kernel/database.ts';
import { refuse, type Outcome } from '../../kernel/outcomes.ts';
import { newSecret, sameHash, secretHash } from '../../kernel/secrets.ts';
import {
  hit,
  issueCode,
  RATE_LIMITS,
  rateLimited,
  sendMessage,
  verifyCode,
  type RateLimitPolicy,
} from '../platform/index.ts';
import type { SandboxContext } from '../context.ts';
import { hashPassword } from './passwords.ts';
import { findPlayer, findPlayerByEmail, normaliseEmail } from './players.ts';
import { joinPhone, weakPasswordMessage } from './signUpRules.ts';

const MINUTE = 60_000;
export const EMAIL_KEY_TTL_MS = 60 * MINUTE;
export const SMS_KEY_TTL_MS = 15 * MINUTE;

/** SMS codes a reset may send per account (counted per e-mail, known or not): the call's `sms.max.attempts.reached`. */
export const RESET_SMS_PER_ACCOUNT: RateLimitPolicy = {
  bucket: 'reset:sms',
  limit: 3,
  windowMs: 60 * MINUTE,
};

type ResetRow = typeof passwordResets.$inferSelect;
export type ResetMethod = 'EMAIL' | 'SMS';

const RESET_FAILED = (message = 'This reset link or key is unknown, used or expired') =>
  refuse(ERRORS.passwordReset.code, message);

function accountKey(siteId: number, email: string): string {
  return `${siteId}:${normaliseEmail(email)}`;
}

/** Closes a player's unfinished resets (a new one supersedes them; a new password ends them all). */
async function closeResets(ctx: SandboxContext, playerId: string, now: Date): Promise<void> {
  await ctx.db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.playerId, playerId), isNull(passwordResets.usedAt)));
}

export interface StartResetInput {
  siteId: number;
  email: string;
  method: ResetMethod;
  /** The caller's address, for the per-IP limits. */
  ipAddress: string;
}

/** The Email step: mails a reset link, or sends an SMS code to the account's phone. */
export async function startReset(
  ctx: SandboxContext,
  input: StartResetInput,
): Promise<Outcome<{ method: ResetMethod }>> {
  const account = accountKey(input.siteId, input.email);
  for (const [policy, key] of [
    [RATE_LIMITS.resetPerIp, input.ipAddress],
    [RATE_LIMITS.resetPerAccount, account],
    ...(input.method === 'SMS' ? ([[RATE_LIMITS.smsPerIp, input.ipAddress]] as const) : []),
  ] as const) {
    const limit = await hit(ctx, policy, key);
    if (!limit.allowed) return rateLimited(limit, 'Too many password reset requests, try again later');
  }
  if (input.method === 'SMS') {
    const sends = await hit(ctx, RESET_SMS_PER_ACCOUNT, account);
    if (!sends.allowed) {
      return refuse(ERRORS.smsMaxAttempts.code, 'No more reset codes can be sent now, try again later', {
        additionalInfo: { retryAfterMs: sends.retryAfterMs },
      });
    }
  }
  const answer = { ok: true as const, method: input.method };
  const player = await findPlayerByEmail(ctx, input.siteId, input.email);
  if (!player) return answer;
  const now = await ctx.clock.now();
  if (input.method === 'EMAIL') {
    await closeResets(ctx, player.playerId, now);
    const key = newSecret();
    await ctx.db.insert(passwordResets).values({
      playerId: player.playerId,
      siteId: input.siteId,
      method: 'EMAIL',
      keyHash: secretHash(key),
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_KEY_TTL_MS),
    });
    const [site] = await ctx.db
      .select({ name: sites.name })
      .from(sites)
      .where(eq(sites.siteId, input.siteId));
    const link = `/reset-password?resetKey=${encodeURIComponent(key)}`;
    await sendMessage(ctx, {
      channel: 'EMAIL',
      kind: 'password_reset.link',
      to: player.email,
      subject: `Reset your ${site?.name ?? ''} password`.replace(/\s+/g, ' '),
      body:
        `Someone asked to reset the password of your ${site?.name ?? ''} account.\n` +
        `Open ${link} on the site within ${EMAIL_KEY_TTL_MS / MINUTE} minutes to choose a new one.\n` +
        'If it was not you, ignore this e-mail: your password stays as it is.',
      code: key,
      siteId: input.siteId,
      playerId: player.playerId,
    });
    return answer;
  }
  const phone = joinPhone(player.phonePrefix, player.phoneBody);
  if (!phone) return answer;
  // Silently not sent when the number has had too many SMS: the answer must not differ.
  if (!(await hit(ctx, RATE_LIMITS.smsPerRecipient, phone)).allowed) return answer;
  await closeResets(ctx, player.playerId, now);
  const issued = await issueCode(ctx, {
    siteId: input.siteId,
    playerId: player.playerId,
    channel: 'SMS',
    purpose: 'password_reset',
    to: phone,
    body: (code) => `Your password reset code is ${code}. It is valid for 10 minutes.`,
  });
  await ctx.db.insert(passwordResets).values({
    playerId: player.playerId,
    siteId: input.siteId,
    method: 'SMS',
    codeId: issued.id,
    createdAt: now,
    expiresAt: issued.expiresAt,
  });
  return answer;
}

/** The Verification step of the SMS route: the code answers the reset key and its id. */
export async function verifyResetSms(
  ctx: SandboxContext,
  input: { siteId: number; email: string; code: string; ipAddress: string },
): Promise<Outcome<{ resetKey: string; smsResetKeyId: string }>> {
  const limit = await hit(ctx, RATE_LIMITS.resetPerIp, input.ipAddress);
  if (!limit.allowed) return rateLimited(limit, 'Too many password reset requests, try again later');
  const invalid = (attemptsLeft = 0) =>
    refuse(ERRORS.smsCodeInvalid.code, 'The code is wrong or expired', { additionalInfo: { attemptsLeft } });
  const player = await findPlayerByEmail(ctx, input.siteId, input.email);
  if (!player) return invalid();
  const now = await ctx.clock.now();
  const [reset] = await ctx.db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.playerId, player.playerId),
        eq(passwordResets.siteId, input.siteId),
        eq(passwordResets.method, 'SMS'),
        isNull(passwordResets.usedAt),
        isNull(passwordResets.verifiedAt),
        isNotNull(passwordResets.codeId),
      ),
    )
    .orderBy(desc(passwordResets.createdAt))
    .limit(1);
  if (!reset) return invalid();
  const checked = await verifyCode(ctx, { id: reset.codeId! }, input.code);
  if (!checked.ok) {
    if (checked.reason === 'maxAttempts') {
      return refuse(ERRORS.smsMaxAttempts.code, 'Too many wrong codes: start the reset again', {
        additionalInfo: { attemptsLeft: 0 },
      });
    }
    return invalid(checked.attemptsLeft);
  }
  const key = newSecret();
  const [verified] = await ctx.db
    .update(passwordResets)
    .set({ keyHash: secretHash(key), verifiedAt: now, expiresAt: new Date(now.getTime() + SMS_KEY_TTL_MS) })
    .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.verifiedAt)))
    .returning({ id: passwordResets.id });
  if (!verified) return invalid();
  return { ok: true, resetKey: key, smsResetKeyId: verified.id };
}

/** A reset whose key is usable now, or null. */
async function usableReset(
  ctx: SandboxContext,
  input: { siteId: number; resetKey: string; method: ResetMethod; smsResetKeyId?: string },
): Promise<{ reset: ResetRow; player: PlayerRow } | null> {
  const now = await ctx.clock.now();
  const hash = secretHash(input.resetKey);
  let reset: ResetRow | undefined;
  if (input.method === 'SMS') {
    if (!input.smsResetKeyId || !isUuid(input.smsResetKeyId)) return null;
    [reset] = await ctx.db.select().from(passwordResets).where(eq(passwordResets.id, input.smsResetKeyId));
    if (!reset?.keyHash || !sameHash(reset.keyHash, hash)) return null;
  } else {
    [reset] = await ctx.db.select().from(passwordResets).where(eq(passwordResets.keyHash, hash));
  }
  if (!reset || reset.method !== input.method || reset.siteId !== input.siteId) return null;
  if (reset.usedAt || reset.expiresAt <= now || (reset.method === 'SMS' && !reset.verifiedAt)) return null;
  const player = await findPlayer(ctx, reset.playerId);
  return player ? { reset, player } : null;
}

/** The account's e-mail for an e-mail reset key (shown on the Password step); the key stays usable. */
export async function emailForResetKey(
  ctx: SandboxContext,
  input: { siteId: number; resetKey: string },
): Promise<Outcome<{ email: string }>> {
  const usable = await usableReset(ctx, { ...input, method: 'EMAIL' });
  if (!usable) return RESET_FAILED();
  return { ok: true, email: usable.player.email };
}

export interface NewPasswordInput {
  siteId: number;
  resetKey: string;
  password: string;
  /** Present on the SMS route. */
  smsResetKeyId?: string;
}

/** The Password step: sets the new password with a usable key, once. */
export async function setNewPassword(
  ctx: SandboxContext,
  input: NewPasswordInput & { method: ResetMethod },
): Promise<Outcome<{ playerId: string }>> {
  const usable = await usableReset(ctx, input);
  if (!usable) return RESET_FAILED();
  const { reset, player } = usable;
  const weak = weakPasswordMessage(input.password, player.email);
  if (weak) return RESET_FAILED(`The new password is too weak: ${weak}`);
  const passwordHash = await hashPassword(input.password);
  const now = await ctx.clock.now();
  const done = await ctx.db.transaction(async (tx) => {
    // Claiming the key in the same statement that checks it: a key works once, even in parallel.
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.id, reset.id),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ id: passwordResets.id });
    if (!claimed) return false;
    await tx
      .insert(credentials)
      .values({ playerId: player.playerId, passwordHash, updatedAt: now })
      .onConflictDoUpdate({ target: credentials.playerId, set: { passwordHash, updatedAt: now } });
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.playerId, player.playerId), isNull(sessions.revokedAt)))
      .returning({ sessionId: sessions.sessionId });
    if (revoked.length > 0) {
      await tx
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(
          and(
            inArray(
              refreshTokens.sessionId,
              revoked.map((row) => row.sessionId),
            ),
            isNull(refreshTokens.usedAt),
          ),
        );
    }
    await tx.delete(loginLocks).where(eq(loginLocks.playerId, player.playerId));
    return true;
  });
  if (!done) return RESET_FAILED();
  await closeResets(ctx, player.playerId, now);
  return { ok: true, playerId: player.playerId };
}
