/**
 * Changing the password from the account page (spec 2 §7 "Password", §8
 * `error.old_password.incorrect`; contract `changePassword`), with what a regulated operator does
 * around it:
 *
 * - Guesses are limited: every try counts against `WRONG_OLD_PASSWORD` (5 per player in 15
 *   minutes, counted before the check, so parallel tries cannot slip past), and a right old
 *   password clears the count. Past it the call answers `error.rate_limited` (429) without
 *   checking, so a taken-over session cannot be used to guess the password.
 * - The old password must be the player's (`error.old_password.incorrect`, 400, with
 *   `validationErrors.oldPassword`); the new one follows the sign-up and reset rules
 *   (@casino/domain `passwordProblem`: 8 to 128 characters, letters and digits, not the e-mail;
 *   `validationErrors.newPassword`, code `error.password.weak`) and must differ from the old one
 *   (code `error.password.same`), both 400 `error.request.invalid`.
 * - In one transaction the new hash is stored, every OTHER session of the player ends (with its
 *   refresh tokens), the current one goes on, and unfinished password resets are closed (a reset
 *   link mailed before cannot set the password back).
 * - An e-mail through the outbox (`password_change.notice`) tells the player, so a change they
 *   did not make does not go unnoticed.
 */
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { ERRORS } from '@casino/player-api';
import {
  credentials,
  passwordResets,
  refreshTokens,
  sessions,
  sites,
  type PlayerRow,
} from '../../db/schema.ts';
import { fieldRefusal, refuse, type Outcome } from '../../kernel/outcomes.ts';
import type { SandboxContext } from '../context.ts';
import { hit, rateLimited, reset, sendMessage, type RateLimitPolicy } from '../platform/index.ts';
import { hashPassword, verifyPassword, weakPasswordMessage } from '../identity/index.ts';

/** Tries of the old password per player: 5 in 15 minutes. */
export const WRONG_OLD_PASSWORD: RateLimitPolicy = {
  bucket: 'password_change:player',
  limit: 5,
  windowMs: 15 * 60_000,
};

export interface ChangePasswordInput {
  player: PlayerRow;
  /** The session the change is made in: it stays signed in. */
  sessionId: string;
  oldPassword: string;
  newPassword: string;
}

/** Changes the password; answers how many other sessions ended. */
export async function changePassword(
  ctx: SandboxContext,
  input: ChangePasswordInput,
): Promise<Outcome<{ endedSessions: number }>> {
  const { player } = input;
  const attempt = await hit(ctx, WRONG_OLD_PASSWORD, player.playerId);
  if (!attempt.allowed) return rateLimited(attempt, 'Too many password attempts, try again later');
  const [credential] = await ctx.db
    .select({ passwordHash: credentials.passwordHash })
    .from(credentials)
    .where(eq(credentials.playerId, player.playerId));
  if (!credential || !(await verifyPassword(input.oldPassword, credential.passwordHash))) {
    const message = 'The old password is incorrect';
    return refuse(ERRORS.oldPasswordIncorrect.code, message, {
      validationErrors: { oldPassword: { code: ERRORS.oldPasswordIncorrect.code, message } },
    });
  }
  await reset(ctx, WRONG_OLD_PASSWORD, player.playerId);
  const weak = weakPasswordMessage(input.newPassword, player.email);
  if (weak) return fieldRefusal('newPassword', 'error.password.weak', weak);
  if (input.newPassword.normalize('NFKC') === input.oldPassword.normalize('NFKC')) {
    return fieldRefusal('newPassword', 'error.password.same', 'Choose a password other than the current one');
  }
  const passwordHash = await hashPassword(input.newPassword);
  const now = await ctx.clock.now();
  const ended = await ctx.db.transaction(async (tx) => {
    await tx
      .update(credentials)
      .set({ passwordHash, updatedAt: now })
      .where(eq(credentials.playerId, player.playerId));
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.playerId, player.playerId),
          ne(sessions.sessionId, input.sessionId),
          isNull(sessions.revokedAt),
        ),
      )
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
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.playerId, player.playerId), isNull(passwordResets.usedAt)));
    return revoked.length;
  });
  const [site] = await ctx.db.select({ name: sites.name }).from(sites).where(eq(sites.siteId, player.siteId));
  const brand = site?.name ?? 'casino';
  await sendMessage(ctx, {
    channel: 'EMAIL',
    kind: 'password_change.notice',
    to: player.email,
    subject: `Your ${brand} password was changed`,
    body:
      `The password of your ${brand} account was changed on ${now.toISOString()}.\n` +
      (ended > 0 ? `Every other device signed in to your account was signed out.\n` : '') +
      'If you did not change it, reset your password at once with "Forgot password" and contact support.',
    siteId: player.siteId,
    playerId: player.playerId,
  });
  return { ok: true, endedSessions: ended };
}
