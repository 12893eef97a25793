/**
 * Responsible-gambling rules the site shows (spec 2 §3 "Gambling limits", §4 "Responsible
 * gambling", §5 limit errors, §8, §9; spec 1 §4 "Player cooling"; UK Gambling Commission
 * RTS 12 financial limits, RTS 13 reality checks, RTS 14 self-exclusion). The player API enforces
 * the limits; these functions decide what the player reads.
 *
 * Limit errors (spec 2 §5), by server code and period; the message key is
 * `limits.error.<code>.<period>`:
 *
 * | code      | D (daily) | W (weekly) | M (monthly) |
 * | --------- | --------- | ---------- | ----------- |
 * | interval  | yes       | yes        | yes         |
 * | too_high  | yes       | yes        | —           |
 * | too_low   | —         | yes        | yes         |
 * | locked    | one message for every period: `limits.error.locked`  |
 *
 * - The code is read with or without the contract's `error.limit.` prefix and in any case.
 * - A failed delete or cancel shows the server's own message (`validationErrors.limit.message`,
 *   spec 2 §5) as `limits.error.server`; without one it falls back to the table.
 * - Anything the table does not hold (an unknown code, too_high for monthly, too_low for daily,
 *   no code at all) is `limits.error.generic`: never a raw code in front of the player.
 *
 * Success messages (spec 2 §4): a save answers 'updated' when the limit comes back without a
 * pending value (it applied at once) and 'update received' when it waits for its cooling-off; a
 * delete 'removal received'; a cancel 'canceled'.
 *
 * Client fields (spec 2 §3): limit → value, pendingLimit → pendingValue, pendingLimitActiveFrom →
 * pendingDate, startAt → startedAt; locked, updatedAt, resetAt, used, remaining keep their names;
 * plus `editing` (false) and `error` (null). A removal waiting for its cooling-off has a
 * pendingDate and no pendingValue (`pendingRemoval`).
 *
 * "Lowest remaining applies": when several periods are set, the amount the player may still
 * deposit (or lose) is the smallest `remaining` of the limits in force; a period without a limit
 * does not count. Ties go to the shorter period (it resets first).
 *
 * Activity reminder (spec 2 §3, §9): 30, 60 or 120 minutes, or not set; default 120; remaining
 * minutes are polled every 60 000 ms; at or below 0 it is time up.
 *
 * Time-out and self-exclusion periods offered (the spec shows none; decisions per UKGC):
 * - Time-out: 1 day (spec 1 §4 cooling period, the shortest) up to six weeks, the contract's range
 *   (1–42 days): 1, 2, 7, 14, 30 and 42 days.
 * - Self-exclusion (RTS 14A): at least six months, up to five years, or indefinite: 6, 12, 24, 36,
 *   60 months or indefinite. An indefinite exclusion sends `accountDisableIndefinitely: true` with
 *   the longest fixed period as `exclusionInMonths` (the contract needs a positive whole number;
 *   spec 2 §4's "infinite value" is not expressible in JSON), and `exclusionDelayInHours` 0 (spec 2
 *   §3): it starts at once.
 */
import { roundMoney } from './money.ts';

/** spec 2 §3: D, W, M, shortest first. */
export const LIMIT_PERIODS = ['D', 'W', 'M'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** The period names used in message keys. */
export const LIMIT_PERIOD_NAMES: Readonly<Record<LimitPeriod, 'daily' | 'weekly' | 'monthly'>> = {
  D: 'daily',
  W: 'weekly',
  M: 'monthly',
};

/** spec 2 §3: deposit and spend (loss) limits. */
export const LIMIT_KINDS = ['deposit', 'spend'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** spec 2 §5 / §8: the limit error codes. */
export const LIMIT_ERROR_CODES = ['interval', 'too_high', 'too_low', 'locked'] as const;
export type LimitErrorCode = (typeof LIMIT_ERROR_CODES)[number];

/** The periods each code has a message for (spec 2 §5); `locked` has one for all. */
export const LIMIT_ERROR_PERIODS: Readonly<Record<LimitErrorCode, readonly LimitPeriod[]>> = {
  interval: ['D', 'W', 'M'],
  too_high: ['D', 'W'],
  too_low: ['W', 'M'],
  locked: ['D', 'W', 'M'],
};

export type LimitErrorMessageKey =
  | 'limits.error.interval.daily'
  | 'limits.error.interval.weekly'
  | 'limits.error.interval.monthly'
  | 'limits.error.too_high.daily'
  | 'limits.error.too_high.weekly'
  | 'limits.error.too_low.weekly'
  | 'limits.error.too_low.monthly'
  | 'limits.error.locked'
  | 'limits.error.server'
  | 'limits.error.generic';

export type LimitAction = 'save' | 'delete' | 'cancel';

export interface LimitErrorInput {
  action: LimitAction;
  period: LimitPeriod;
  /** The error answer's code (`error.limit.too_high` or `too_high`). */
  code: string | null | undefined;
  /** `validationErrors.limit.message` of the error answer. */
  serverMessage?: string | null | undefined;
}

export interface LimitErrorMessage {
  key: LimitErrorMessageKey;
  /** For `limits.error.server`: the server's message. */
  values?: { message: string };
}

/** The spec's limit code of a server code, or null when it is not one. */
export function limitErrorCode(code: string | null | undefined): LimitErrorCode | null {
  const bare = (code ?? '')
    .trim()
    .toLowerCase()
    .replace(/^error\.limit\./, '');
  return (LIMIT_ERROR_CODES as readonly string[]).includes(bare) ? (bare as LimitErrorCode) : null;
}

/** spec 2 §5: the message of a failed save, delete or cancel. */
export function limitErrorMessage(input: LimitErrorInput): LimitErrorMessage {
  const serverMessage = input.serverMessage?.trim();
  if ((input.action === 'delete' || input.action === 'cancel') && serverMessage) {
    return { key: 'limits.error.server', values: { message: serverMessage } };
  }
  const code = limitErrorCode(input.code);
  if (!code || !LIMIT_ERROR_PERIODS[code].includes(input.period)) return { key: 'limits.error.generic' };
  if (code === 'locked') return { key: 'limits.error.locked' };
  return { key: `limits.error.${code}.${LIMIT_PERIOD_NAMES[input.period]}` as LimitErrorMessageKey };
}

export type LimitSuccessMessageKey =
  | 'limits.success.updated'
  | 'limits.success.updateReceived'
  | 'limits.success.removalReceived'
  | 'limits.success.canceled';

/** spec 2 §4: the message after a successful save, delete or cancel. */
export function limitSuccessMessage(
  action: LimitAction,
  response?: { pendingLimit?: string | null; pendingLimitActiveFrom?: string | null } | null,
): LimitSuccessMessageKey {
  if (action === 'delete') return 'limits.success.removalReceived';
  if (action === 'cancel') return 'limits.success.canceled';
  return response?.pendingLimit == null ? 'limits.success.updated' : 'limits.success.updateReceived';
}

/** spec 2 §3 server fields of one limit. */
export interface ServerGamblingLimit {
  duration: LimitPeriod;
  limit: string | null;
  pendingLimit: string | null;
  pendingLimitActiveFrom: string | null;
  locked: boolean;
  updatedAt: string | null;
  startAt: string | null;
  resetAt: string | null;
  used: string;
  remaining: string | null;
}

/** spec 2 §3 client names, plus the interface state (editing, error). */
export interface ClientGamblingLimit {
  period: LimitPeriod;
  value: string | null;
  pendingValue: string | null;
  pendingDate: string | null;
  /** A removal waits: a pending date without a pending value. */
  pendingRemoval: boolean;
  locked: boolean;
  updatedAt: string | null;
  startedAt: string | null;
  resetAt: string | null;
  used: string;
  remaining: string | null;
  editing: boolean;
  error: LimitErrorMessage | null;
}

/** spec 2 §3: the client fields of one server limit. */
export function toClientLimit(limit: ServerGamblingLimit): ClientGamblingLimit {
  return {
    period: limit.duration,
    value: limit.limit === null ? null : roundMoney(limit.limit),
    pendingValue: limit.pendingLimit === null ? null : roundMoney(limit.pendingLimit),
    pendingDate: limit.pendingLimitActiveFrom,
    pendingRemoval: limit.pendingLimit === null && limit.pendingLimitActiveFrom !== null,
    locked: limit.locked,
    updatedAt: limit.updatedAt,
    startedAt: limit.startAt,
    resetAt: limit.resetAt,
    used: roundMoney(limit.used),
    remaining: limit.remaining === null ? null : roundMoney(limit.remaining),
    editing: false,
    error: null,
  };
}

/**
 * One client limit per period D, W, M, in that order, whatever the server lists (a missing period
 * is an empty limit; a repeated one keeps the first).
 */
/** A period without a limit, as the server would describe it. */
export function unsetServerLimit(duration: ServerGamblingLimit['duration']): ServerGamblingLimit {
  return {
    duration,
    limit: null,
    pendingLimit: null,
    pendingLimitActiveFrom: null,
    locked: false,
    updatedAt: null,
    startAt: null,
    resetAt: null,
    used: '0',
    remaining: null,
  };
}

export function clientLimits(list: readonly ServerGamblingLimit[]): ClientGamblingLimit[] {
  return LIMIT_PERIODS.map((period) => {
    const found = list.find((limit) => limit.duration === period);
    return toClientLimit(found ?? unsetServerLimit(period));
  });
}

/** Exact cents of an amount (money.ts rounding). */
const cents = (amount: string) => BigInt(roundMoney(amount).replace('.', ''));

/**
 * When several periods are set the lowest remaining amount applies: the limit that binds, or null
 * when no period has a limit in force.
 */
export function bindingLimit(
  limits: readonly Pick<ClientGamblingLimit, 'period' | 'value' | 'remaining' | 'resetAt'>[],
): { period: LimitPeriod; remaining: string; resetAt: string | null } | null {
  let best: { period: LimitPeriod; remaining: string; resetAt: string | null } | null = null;
  for (const period of LIMIT_PERIODS) {
    const limit = limits.find((l) => l.period === period);
    if (!limit || limit.value === null) continue;
    // A limit in force without a remaining amount has all of it left; never below 0.
    const left = cents(limit.remaining ?? limit.value);
    const remaining = left > 0n ? roundMoney(limit.remaining ?? limit.value) : '0.00';
    if (!best || cents(remaining) < cents(best.remaining)) {
      best = { period, remaining, resetAt: limit.resetAt };
    }
  }
  return best;
}

/** spec 2 §3, §9: the activity reminder periods in minutes; null is "not set". */
export const ACTIVITY_TIMERS = [30, 60, 120] as const;
export type ActivityTimerMinutes = (typeof ACTIVITY_TIMERS)[number];
/** spec 2 §9: default timer 120 minutes. */
export const DEFAULT_ACTIVITY_TIMER: ActivityTimerMinutes = 120;
/** spec 2 §9: remaining minutes are polled every 60 000 ms. */
export const ACTIVITY_POLL_MS = 60_000;

/** spec 2 §4: at or below 0 remaining minutes the time-up view shows; null (no timer) never. */
export function activityTimeUp(minutes: number | null | undefined): boolean {
  return typeof minutes === 'number' && minutes <= 0;
}

/** The timer choice of a form value ('30', '60', '120', 'none'), or undefined when it is none of them. */
export function parseActivityTimer(value: unknown): ActivityTimerMinutes | null | undefined {
  if (value === 'none') return null;
  const n = Number(value);
  return (ACTIVITY_TIMERS as readonly number[]).includes(n) ? (n as ActivityTimerMinutes) : undefined;
}

/** Time-out lengths offered, in days: 1 day (spec 1 §4) to six weeks (the contract's 1–42). */
export const TIMEOUT_DAYS = [1, 2, 7, 14, 30, 42] as const;
export type TimeoutDays = (typeof TIMEOUT_DAYS)[number];

/** Self-exclusion lengths offered, in months (RTS 14A: at least 6 months, up to 5 years). */
export const SELF_EXCLUSION_MONTHS = [6, 12, 24, 36, 60] as const;
/** The longest fixed self-exclusion (five years), also sent with an indefinite one. */
export const MAX_SELF_EXCLUSION_MONTHS = 60;
export type SelfExclusionChoice = (typeof SELF_EXCLUSION_MONTHS)[number] | 'indefinite';

/** spec 2 §3 "Exclusion payload". */
export interface ExclusionPayload {
  exclusionInMonths: number;
  exclusionDelayInHours: number;
  accountDisableIndefinitely: boolean;
}

/** spec 2 §3: the exclusion payload of a choice; it starts at once (delay 0). */
export function exclusionPayload(choice: SelfExclusionChoice): ExclusionPayload {
  const indefinite = choice === 'indefinite';
  return {
    exclusionInMonths: indefinite ? MAX_SELF_EXCLUSION_MONTHS : choice,
    exclusionDelayInHours: 0,
    accountDisableIndefinitely: indefinite,
  };
}

/** A self-exclusion form value ('6' … '60', 'indefinite'), or null when it is not offered. */
export function parseSelfExclusionChoice(value: unknown): SelfExclusionChoice | null {
  if (value === 'indefinite') return 'indefinite';
  const n = Number(value);
  return (SELF_EXCLUSION_MONTHS as readonly number[]).includes(n) ? (n as SelfExclusionChoice) : null;
}

/** A time-out form value, or null when it is not offered. */
export function parseTimeoutDays(value: unknown): TimeoutDays | null {
  const n = Number(value);
  return (TIMEOUT_DAYS as readonly number[]).includes(n) ? (n as TimeoutDays) : null;
}
