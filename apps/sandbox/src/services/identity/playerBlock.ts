/**
 * Whether a player may sign in, and may gamble, now: one rule for sign-in, open sessions and
 * real-money bets (UKGC RTS 14; spec 2 §4 "Responsible gambling": time-out and
 * self-exclusion end the session).
 *
 * `signInBlock`: closed, blacklisted, deactivated, a self-exclusion that has started (dated or
 * indefinite), a time-out or its cooling period; answered as the login failure of spec 1 §8.
 * `gamblingBlock`: the same, plus the session the bet is made in must be open (not signed out, not
 * ended by a measure); run inside the bet's transaction after the player's cash is locked
 * (money/ledger/bets.ts `placeBet`), so a bet that starts after a measure answered cannot go through. Spend
 * limits are checked in the same transaction by the bet's own check (responsible/limits.ts).
 */
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { ERRORS, LOGIN_FAILURE_MESSAGES, type LoginErrorPayload } from '@casino/player-api';
import type { Executor } from '../../db/database.ts';
import { exclusions, players, sessions, type PlayerRow } from '../../db/schema.ts';

export const DAY_MS = 86_400_000;
/** Spec 1 §9: "Cooling period 1 day" (after a time-out ends). */

export type LoginFailureReason = keyof typeof LOGIN_FAILURE_MESSAGES;

const LOGIN_ERRORS = {
  unauthorized: ERRORS.loginUnauthorized,
  playerNotFound: ERRORS.loginPlayerNotFound,
  timeoutInProgress: ERRORS.loginTimeoutInProgress,
  exclusionInProgress: ERRORS.loginExclusionInProgress,
  exclusionIndefinitely: ERRORS.loginExclusionIndefinitely,
  attemptsExceeded: ERRORS.loginAttemptsExceeded,
  deactivated: ERRORS.loginDeactivated,
  closed: ERRORS.loginClosed,
  blacklisted: ERRORS.loginBlacklisted,
} as const satisfies Record<LoginFailureReason, { code: string; status: number }>;

/** A refused sign-in: the error body is `{ code, message, additionalInfo? }` with `status`. */
export interface LoginFailure {
  ok: false;
  reason: LoginFailureReason;
  status: (typeof LOGIN_ERRORS)[LoginFailureReason]['status'];
  code: string;
  message: string;
  /** The login error payload (spec 1 §3), for a time-out. */
  additionalInfo?: LoginErrorPayload;
  /** For attempts exceeded: how long until sign-in is possible again (a `Retry-After`). */
  retryAfterMs?: number;
}

export function failure(
  reason: LoginFailureReason,
  message: string,
  extra: { additionalInfo?: LoginErrorPayload; retryAfterMs?: number } = {},
): LoginFailure {
  return {
    ok: false,
    reason,
    status: LOGIN_ERRORS[reason].status,
    code: LOGIN_ERRORS[reason].code,
    message,
    ...extra,
  };
}

const daysIn = (ms: number) => Math.max(1, Math.ceil(ms / DAY_MS));
const lastsUntil = (row: { endsAt: Date | null; coolingEndsAt: Date | null }) =>
  (row.coolingEndsAt ?? row.endsAt)?.getTime() ?? Infinity;

/**
 * Why this player may not sign in now, or null. Used by sign-in after the password check, by
 * refresh, by any other way into a session (pay-and-play, registration auto-login), by every
 * call of an open session, and by every real-money bet (`gamblingBlock`).
 */
export async function signInBlock(ex: Executor, player: PlayerRow, now: Date): Promise<LoginFailure | null> {
  const M = LOGIN_FAILURE_MESSAGES;
  if (player.status === 'CLOSED') return failure('closed', M.closed());
  if (player.status === 'BLACKLISTED') return failure('blacklisted', M.blacklisted());
  if (player.deactivatedAt && player.deactivatedAt <= now) return failure('deactivated', M.deactivated());
  const active = await ex
    .select()
    .from(exclusions)
    .where(
      and(
        eq(exclusions.playerId, player.playerId),
        isNull(exclusions.revokedAt),
        lte(exclusions.startsAt, now),
        or(isNull(exclusions.endsAt), gt(exclusions.endsAt, now), gt(exclusions.coolingEndsAt, now)),
      ),
    );
  const exclusion = active
    .filter((row) => row.kind === 'SELF_EXCLUSION')
    .sort((a, b) => (b.endsAt?.getTime() ?? Infinity) - (a.endsAt?.getTime() ?? Infinity))[0];
  if (exclusion) {
    if (!exclusion.endsAt) return failure('exclusionIndefinitely', M.exclusionIndefinitely());
    if (exclusion.endsAt > now) {
      const days = daysIn(exclusion.endsAt.getTime() - now.getTime());
      return failure('exclusionInProgress', M.exclusionInProgress(days));
    }
  }
  const timeout = active
    .filter((row) => row.kind === 'TIMEOUT')
    .sort((a, b) => lastsUntil(b) - lastsUntil(a))[0];
  if (timeout?.endsAt) {
    const isCooling = timeout.endsAt <= now;
    const until = isCooling ? timeout.coolingEndsAt! : timeout.endsAt;
    const milliseconds = until.getTime() - now.getTime();
    const additionalInfo: LoginErrorPayload = {
      remainingDays: daysIn(milliseconds),
      playerId: player.playerId,
      isCooling,
      milliseconds,
      initiator: timeout.initiator,
    };
    return failure('timeoutInProgress', M.timeoutInProgress(additionalInfo.remainingDays!), {
      additionalInfo,
    });
  }
  return null;
}

/** A refused bet: the player may not gamble now, or the session it was made in has ended. */
export interface GamblingBlock {
  code: string;
  message: string;
}

/**
 * Why this player may not place a real-money bet now, or null (module header). `sessionId` is the
 * player API session the bet comes from (a game session carries it); null for a bet no session
 * makes (an operator's or a test's).
 */
export async function gamblingBlock(
  ex: Executor,
  input: { playerId: string; sessionId: string | null },
  now: Date,
): Promise<GamblingBlock | null> {
  const [player] = await ex.select().from(players).where(eq(players.playerId, input.playerId));
  if (!player) return { code: ERRORS.forbidden.code, message: 'Unknown player' };
  const block = await signInBlock(ex, player, now);
  if (block) return { code: ERRORS.forbidden.code, message: block.message };
  if (input.sessionId !== null) {
    const [open] = await ex
      .select({ sessionId: sessions.sessionId })
      .from(sessions)
      .where(
        and(
          eq(sessions.sessionId, input.sessionId),
          eq(sessions.playerId, input.playerId),
          isNull(sessions.revokedAt),
        ),
      );
    if (!open)
      return { code: ERRORS.tokenExpired.code, message: 'Your session has ended; log in again to play' };
  }
  return null;
}
