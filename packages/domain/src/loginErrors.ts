/**
 * Login failures by message content (spec 1 §8 "Login (by message content)") and the login
 * constants of spec 1 §9.
 *
 * The player API answers a failed login with `{ code, message, additionalInfo? }`; the site reads
 * the message, not the code (spec 1 §8), so any identity backend that writes these texts is
 * understood. Matching ignores case, punctuation and spacing ("time-out", "Sign-in", trailing
 * dots). Checks run in the spec's order, first match wins; anything unmatched is `unauthorized`.
 *
 * | kind                  | message contains                    | UI key       |
 * | --------------------- | ----------------------------------- | ------------ |
 * | timeoutInProgress     | "timeout in progress"               | blacklisted  |
 * | exclusionInProgress   | "exclusion in progress"             | blacklisted  |
 * | exclusionIndefinitely | "excluded/exclusion indefinitely"   | blacklisted  |
 * | attemptsExceeded      | "attempt(s) count exceeded"         | maxAttempt   |
 * | deactivated           | "deactivated"                       | closed       |
 * | closed                | "closed"                            | closed       |
 * | playerNotFound        | "not found"                         | unauthorized |
 * | blacklisted           | "blacklisted" / "black listed"      | blacklisted  |
 * | unauthorized          | anything else (also no message)     | unauthorized |
 * | rateLimited           | (the code `error.rate_limited`)     | maxAttempt   |
 *
 * Decision (not in spec 1 §8): a sign-in refused by the API's rate limit (HTTP 429, the
 * contract's code `error.rate_limited`, whatever its message) is its own kind, checked before the
 * messages. Read by message alone it was `unauthorized`, so a player who typed the right password
 * was told it was wrong, and tried again into the same limit. It shows the catalogue's
 * "Too many attempts. Please wait a few minutes and try again." under the sign-in lock's UI key.
 *
 * UI keys (decision; spec 1 §8 names the four keys, not the mapping): the player-blocked panel
 * (`blacklisted`) serves every block that a player or operator put on the account, showing the
 * cooling details (remaining days) when the kind has them; `closed` serves both ends of an
 * account (closed, deactivated); `maxAttempt` the sign-in lock; `unauthorized` wrong credentials
 * and an unknown player alike, so the form does not tell which e-mails are registered.
 *
 * The message id of each kind is the contract's login error code (`error.login.*`, the codes of
 * packages/player-api `ERRORS`), so the site's catalogue has one entry per kind.
 */

/** spec 1 §9: login retry after sign-up, 5 attempts 3000 ms apart. */
export const LOGIN_RETRY_ATTEMPTS = 5;
export const LOGIN_RETRY_DELAY_MS = 3000;
/** spec 1 §4 "Player cooling", §9: the cooling period is 1 day. */
export const COOLING_PERIOD_DAYS = 1;
export const COOLING_PERIOD_MS = 86_400_000;

export const LOGIN_ERROR_KINDS = [
  'timeoutInProgress',
  'exclusionInProgress',
  'exclusionIndefinitely',
  'attemptsExceeded',
  'deactivated',
  'closed',
  'playerNotFound',
  'blacklisted',
  'unauthorized',
  'rateLimited',
] as const;
export type LoginErrorKind = (typeof LOGIN_ERROR_KINDS)[number];

/** The four UI keys of spec 1 §8. */
export const LOGIN_ERROR_UI_KEYS = ['unauthorized', 'blacklisted', 'maxAttempt', 'closed'] as const;
export type LoginErrorUiKey = (typeof LOGIN_ERROR_UI_KEYS)[number];

export const LOGIN_ERROR_UI_KEY: Readonly<Record<LoginErrorKind, LoginErrorUiKey>> = {
  timeoutInProgress: 'blacklisted',
  exclusionInProgress: 'blacklisted',
  exclusionIndefinitely: 'blacklisted',
  attemptsExceeded: 'maxAttempt',
  deactivated: 'closed',
  closed: 'closed',
  playerNotFound: 'unauthorized',
  blacklisted: 'blacklisted',
  unauthorized: 'unauthorized',
  rateLimited: 'maxAttempt',
};

/** The contract's code for a refusal by rate limit (packages/player-api `ERRORS.rateLimited`). */
export const RATE_LIMITED_CODE = 'error.rate_limited';

/** Catalogue message id per kind: the contract's login error code (the rate limit's own code). */
export const LOGIN_ERROR_MESSAGE_ID: Readonly<Record<LoginErrorKind, string>> = {
  timeoutInProgress: 'error.login.timeout_in_progress',
  exclusionInProgress: 'error.login.exclusion_in_progress',
  exclusionIndefinitely: 'error.login.exclusion_indefinitely',
  attemptsExceeded: 'error.login.attempts_exceeded',
  deactivated: 'error.login.deactivated',
  closed: 'error.login.closed',
  playerNotFound: 'error.login.player_not_found',
  blacklisted: 'error.login.blacklisted',
  unauthorized: 'error.login.unauthorized',
  rateLimited: RATE_LIMITED_CODE,
};

export type LoginBlockInitiator = 'PLAYER' | 'OPERATOR';

/** A classified login failure: what the login error state keeps and shows. */
export interface LoginError {
  kind: LoginErrorKind;
  uiKey: LoginErrorUiKey;
  messageId: string;
  /** The message as the server wrote it. */
  message: string;
  /** Time-out: from the payload, else the message's digits. Exclusion: the message's digits. */
  remainingDays?: number;
  /** Time-out only: the 1-day cooling period runs (payload `isCooling`, false when absent). */
  isCooling?: boolean;
  /** Time-out only: time left in ms (payload `milliseconds`). */
  milliseconds?: number;
  /** Time-out only: who started it (payload `initiator`). */
  initiator?: LoginBlockInitiator;
  /** Time-out only: payload `playerId`. */
  playerId?: string;
}

const PATTERNS: ReadonlyArray<readonly [LoginErrorKind, RegExp]> = [
  ['timeoutInProgress', /\btime ?out in progress\b/],
  ['exclusionInProgress', /\bexclusion in progress\b/],
  ['exclusionIndefinitely', /\bexclu(?:ded|sion) indefinitely\b/],
  ['attemptsExceeded', /\battempts? count exceeded\b/],
  ['deactivated', /\bdeactivated\b/],
  ['closed', /\bclosed\b/],
  ['playerNotFound', /\bnot found\b/],
  ['blacklisted', /\bblack ?listed\b/],
];

/** Lower case, every run of non-letters-or-digits one space: "Sign-in  attempt" -> "sign in attempt". */
function normalise(message: string): string {
  return message
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The first number in the message ("for 180 days" -> 180), if any. */
function daysInMessage(message: string): number | undefined {
  const match = /\d+/.exec(message);
  return match ? Number(match[0]) : undefined;
}

function nonNegativeNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** The kind of a login failure message (spec 1 §8); unmatched or missing is `unauthorized`. */
export function loginErrorKind(message: string | null | undefined): LoginErrorKind {
  const text = normalise(message ?? '');
  return PATTERNS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'unauthorized';
}

/**
 * Classifies a login failure by its message (spec 1 §8), or by `code` for the rate limit (see the
 * header). `additionalInfo` is the login error
 * payload of spec 1 §3 as the server sent it; it is read defensively (wrong types are ignored) and
 * only for a time-out, the one kind the payload describes.
 */
export function classifyLoginError(
  message: string | null | undefined,
  additionalInfo?: Readonly<Record<string, unknown>> | null,
  code?: string | null,
): LoginError {
  const text = message ?? '';
  const kind = code === RATE_LIMITED_CODE ? 'rateLimited' : loginErrorKind(text);
  const error: LoginError = {
    kind,
    uiKey: LOGIN_ERROR_UI_KEY[kind],
    messageId: LOGIN_ERROR_MESSAGE_ID[kind],
    message: text,
  };
  if (kind === 'exclusionInProgress') {
    const days = daysInMessage(text);
    if (days !== undefined) error.remainingDays = days;
  }
  if (kind === 'timeoutInProgress') {
    const info = additionalInfo ?? {};
    const days = nonNegativeNumber(info['remainingDays']) ?? daysInMessage(text);
    if (days !== undefined) error.remainingDays = days;
    error.isCooling = info['isCooling'] === true;
    const milliseconds = nonNegativeNumber(info['milliseconds']);
    if (milliseconds !== undefined) error.milliseconds = milliseconds;
    const initiator = info['initiator'];
    if (initiator === 'PLAYER' || initiator === 'OPERATOR') error.initiator = initiator;
    const playerId = info['playerId'];
    if (typeof playerId === 'string') error.playerId = playerId;
  }
  return error;
}
