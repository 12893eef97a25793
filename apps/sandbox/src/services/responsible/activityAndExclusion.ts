/**
 * Responsible gambling beyond the money limits (spec 2 §3 "Gambling limits", §4
 * "Responsible gambling", §7 "Activity settings", "Remaining time", "Reset timer", "Activity
 * summary", "Self-exclusion", "Time-out"; spec 1 §4 "Player cooling"; UKGC RTS 13 and 14).
 * Deposit and spend limits are in limits.ts.
 *
 * Activity reminder (reality check):
 * - The period is 30, 60 or 120 minutes, or none. A player who never chose has 120 (the
 *   default: RTS 13 wants the reminder on unless the player turns it off).
 * - The period counts from the later of the player's last change or reset and the start of the
 *   current session (a new sign-in starts a new period: the reminder is about this session's
 *   play). Remaining minutes round down; 0 or less is time up; null when no period is set.
 * - The summary covers the same window: turnover = real-money stakes (BET), winnings = wins
 *   (WIN), delta = winnings − turnover, successful transactions only.
 *
 * Time-out and self-exclusion (rows of `exclusions`, read by identity/playerBlock.ts `signInBlock`):
 * - Time-out: 1 to 42 days (the contract), starting now. Player cooling (`timeoutCooling`): one
 *   day (spec 1 §9 "Cooling period 1 day"), shown on the login error with `isCooling`.
 * - Self-exclusion: `exclusionInMonths` months (at least 6 months, RTS 14's minimum; at most 60),
 *   or indefinite with `accountDisableIndefinitely`; `exclusionDelayInHours` (0–72) postpones the
 *   start. Not shown by the spec: the 6–60 month bounds and the 72-hour cap on the delay, which are
 *   UKGC practice; a shorter request is refused with a field error, not silently stretched.
 * - A new time-out or exclusion while one runs is refused (`error.exclusion.active`): they are
 *   not shortened or stacked by the player. A self-exclusion while only a time-out runs is allowed
 *   (the stronger measure wins).
 * - Starting either signs the player out everywhere: every session is revoked at once when it
 *   starts now; a delayed exclusion is enforced by `currentSession`, which refuses the sessions
 *   of a player who may not sign in (identity/sessions.ts), so no call (deposit, bet, withdrawal) runs.
 */
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { COOLING_PERIOD_MS, DEFAULT_ACTIVITY_TIMER, type ActivityTimerMinutes } from '@casino/domain';
import { ERRORS, fromMinorUnits } from '@casino/player-api';
import { activitySettings, exclusions, sessions } from '../../db/schema.ts';
import { refuse, type Outcome } from '../../kernel/outcomes.ts';
import type { SandboxContext } from '../context.ts';
import { totals } from '../money/ledger/index.ts';

/** The activity reminder's period in minutes (@casino/domain `ACTIVITY_TIMERS`), or null for none. */
export type ActivityTimer = ActivityTimerMinutes | null;

export const DAY_MS = 86_400_000;
export const MIN_EXCLUSION_MONTHS = 6;
export const MAX_EXCLUSION_MONTHS = 60;
export const MAX_EXCLUSION_DELAY_HOURS = 72;

export interface ActivityPeriod {
  timer: ActivityTimer;
  /** When the running period began. */
  startedAt: Date;
}

type FieldErrors = Record<string, { code: string; message: string }>;

/** The player's period, counted from the later of the last change and the session's start. */
export async function activityPeriod(
  ctx: SandboxContext,
  playerId: string,
  sessionId: string,
): Promise<ActivityPeriod> {
  const [[row], [session]] = await Promise.all([
    ctx.db.select().from(activitySettings).where(eq(activitySettings.playerId, playerId)),
    ctx.db
      .select({ authenticatedAt: sessions.authenticatedAt })
      .from(sessions)
      .where(eq(sessions.sessionId, sessionId)),
  ]);
  const sessionStart = session?.authenticatedAt ?? (await ctx.clock.now());
  if (!row) return { timer: DEFAULT_ACTIVITY_TIMER, startedAt: sessionStart };
  const startedAt = row.startedAt > sessionStart ? row.startedAt : sessionStart;
  return { timer: (row.timer ?? null) as ActivityTimer, startedAt };
}

/** Minutes left of the period (rounded down), or null without a period. */
export function minutesRemaining(period: ActivityPeriod, now: Date): number | null {
  if (period.timer === null) return null;
  return period.timer - Math.floor((now.getTime() - period.startedAt.getTime()) / 60_000);
}

/** Sets the period (or none) and starts it now. */
export async function setActivityTimer(
  ctx: SandboxContext,
  playerId: string,
  timer: ActivityTimer,
): Promise<ActivityPeriod> {
  const now = await ctx.clock.now();
  await ctx.db
    .insert(activitySettings)
    .values({ playerId, timer, startedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: activitySettings.playerId,
      set: { timer, startedAt: now, updatedAt: now },
    });
  return { timer, startedAt: now };
}

/** Starts the current period again (the player's "reset" on the time-up view). */
export async function resetActivityTimer(
  ctx: SandboxContext,
  playerId: string,
  sessionId: string,
): Promise<number | null> {
  const { timer } = await activityPeriod(ctx, playerId, sessionId);
  const period = await setActivityTimer(ctx, playerId, timer);
  return minutesRemaining(period, period.startedAt);
}

/** Turnover, winnings and delta of the running period, in major units. */
export async function activitySummary(
  ctx: SandboxContext,
  playerId: string,
  sessionId: string,
): Promise<{ turnover: string; winnings: string; delta: string; from: string; to: string }> {
  const [{ startedAt }, now] = await Promise.all([activityPeriod(ctx, playerId, sessionId), ctx.clock.now()]);
  const window = { from: startedAt, to: now };
  const [bets, wins] = await Promise.all([
    totals(ctx.db, playerId, 'BET', ['SUCCESS'], window),
    totals(ctx.db, playerId, 'WIN', ['SUCCESS'], window),
  ]);
  return {
    turnover: fromMinorUnits(bets.sum),
    winnings: fromMinorUnits(wins.sum),
    delta: fromMinorUnits(wins.sum - bets.sum),
    from: startedAt.toISOString(),
    to: now.toISOString(),
  };
}

// Time-out and self-exclusion --------------------------------------------------------------------

/** The exclusions that run now or later (not revoked, not over). */
async function runningExclusions(ctx: SandboxContext, playerId: string, now: Date) {
  return ctx.db
    .select()
    .from(exclusions)
    .where(
      and(
        eq(exclusions.playerId, playerId),
        isNull(exclusions.revokedAt),
        or(isNull(exclusions.endsAt), gt(exclusions.endsAt, now), gt(exclusions.coolingEndsAt, now)),
      ),
    );
}

async function revokeAllSessions(ctx: SandboxContext, playerId: string, now: Date): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt), lte(sessions.authenticatedAt, now)),
    );
}

const active = () => refuse(ERRORS.exclusionActive.code, 'A self-exclusion or time-out already runs');

function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

export type ExclusionOutcome = Outcome<{ startsAt: string; endsAt: string | null }>;

export async function selfExclude(
  ctx: SandboxContext,
  playerId: string,
  request: { exclusionInMonths: number; exclusionDelayInHours: number; accountDisableIndefinitely: boolean },
): Promise<ExclusionOutcome> {
  const validationErrors: FieldErrors = {};
  if (
    !request.accountDisableIndefinitely &&
    (request.exclusionInMonths < MIN_EXCLUSION_MONTHS || request.exclusionInMonths > MAX_EXCLUSION_MONTHS)
  ) {
    validationErrors.exclusionInMonths = {
      code: 'exclusion.months',
      message: `Between ${MIN_EXCLUSION_MONTHS} and ${MAX_EXCLUSION_MONTHS} months`,
    };
  }
  if (request.exclusionDelayInHours > MAX_EXCLUSION_DELAY_HOURS) {
    validationErrors.exclusionDelayInHours = {
      code: 'exclusion.delay',
      message: `At most ${MAX_EXCLUSION_DELAY_HOURS} hours`,
    };
  }
  if (Object.keys(validationErrors).length > 0) {
    return refuse(ERRORS.requestInvalid.code, 'Invalid exclusion', { validationErrors });
  }
  const now = await ctx.clock.now();
  const running = await runningExclusions(ctx, playerId, now);
  if (running.some((row) => row.kind === 'SELF_EXCLUSION')) return active();
  const startsAt = new Date(now.getTime() + request.exclusionDelayInHours * 3_600_000);
  const endsAt = request.accountDisableIndefinitely ? null : addMonths(startsAt, request.exclusionInMonths);
  await ctx.db.insert(exclusions).values({
    playerId,
    kind: 'SELF_EXCLUSION',
    startsAt,
    endsAt,
    initiator: 'PLAYER',
    createdAt: now,
  });
  if (startsAt <= now) await revokeAllSessions(ctx, playerId, now);
  return { ok: true, startsAt: startsAt.toISOString(), endsAt: endsAt?.toISOString() ?? null };
}

export type TimeoutOutcome = Outcome<{ startsAt: string; endsAt: string }>;

async function startTimeout(
  ctx: SandboxContext,
  playerId: string,
  shape: (now: Date) => { endsAt: Date; coolingEndsAt: Date | null },
): Promise<TimeoutOutcome> {
  const now = await ctx.clock.now();
  if ((await runningExclusions(ctx, playerId, now)).length > 0) return active();
  const { endsAt, coolingEndsAt } = shape(now);
  await ctx.db.insert(exclusions).values({
    playerId,
    kind: 'TIMEOUT',
    startsAt: now,
    endsAt,
    coolingEndsAt,
    initiator: 'PLAYER',
    createdAt: now,
  });
  await revokeAllSessions(ctx, playerId, now);
  return { ok: true, startsAt: now.toISOString(), endsAt: (coolingEndsAt ?? endsAt).toISOString() };
}

/** A time-out of `days` days, starting now. */
export function takeTimeout(ctx: SandboxContext, playerId: string, days: number): Promise<TimeoutOutcome> {
  return startTimeout(ctx, playerId, (now) => ({
    endsAt: new Date(now.getTime() + days * DAY_MS),
    coolingEndsAt: null,
  }));
}

/** Player cooling: one day, shown on the login error as cooling. */
export function startCooling(ctx: SandboxContext, playerId: string): Promise<TimeoutOutcome> {
  return startTimeout(ctx, playerId, (now) => ({
    endsAt: now,
    coolingEndsAt: new Date(now.getTime() + COOLING_PERIOD_MS),
  }));
}
