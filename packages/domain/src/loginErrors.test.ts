import { describe, expect, it } from 'vitest';
import {
  COOLING_PERIOD_MS,
  LOGIN_ERROR_KINDS,
  RATE_LIMITED_CODE,
  LOGIN_ERROR_MESSAGE_ID,
  LOGIN_ERROR_UI_KEY,
  LOGIN_ERROR_UI_KEYS,
  LOGIN_RETRY_ATTEMPTS,
  LOGIN_RETRY_DELAY_MS,
  classifyLoginError,
  loginErrorKind,
  type LoginErrorKind,
} from './loginErrors.ts';

/*
 * The texts of `LOGIN_FAILURE_MESSAGES` in packages/player-api/src/errors.ts, written out here
 * (domain does not depend on the contract package). The sandbox's identity tests run the same
 * classifier over the messages the sandbox really answers, so a drift fails there too.
 */
const CONTRACT_MESSAGES: ReadonlyArray<{ message: string; kind: LoginErrorKind; days?: number }> = [
  { message: 'Incorrect username or password.', kind: 'unauthorized' },
  { message: 'Player not found', kind: 'playerNotFound' },
  { message: 'Player timeout in progress, 3 days remaining', kind: 'timeoutInProgress', days: 3 },
  { message: 'Player timeout in progress, 1 days remaining', kind: 'timeoutInProgress', days: 1 },
  { message: 'Player self exclusion in progress for 180 days', kind: 'exclusionInProgress', days: 180 },
  { message: 'Player self exclusion in progress for 7 days', kind: 'exclusionInProgress', days: 7 },
  { message: 'Player self excluded indefinitely', kind: 'exclusionIndefinitely' },
  { message: 'Sign in attempt count exceeded', kind: 'attemptsExceeded' },
  { message: 'Player account deactivated', kind: 'deactivated' },
  { message: 'Player account closed', kind: 'closed' },
  { message: 'Player blacklisted', kind: 'blacklisted' },
];

describe('classifyLoginError (spec 1 §8, by message content)', () => {
  it.each(CONTRACT_MESSAGES)('classifies $message as $kind', ({ message, kind, days }) => {
    const error = classifyLoginError(message);
    expect(error.kind).toBe(kind);
    expect(error.message).toBe(message);
    expect(error.uiKey).toBe(LOGIN_ERROR_UI_KEY[kind]);
    expect(error.messageId).toBe(LOGIN_ERROR_MESSAGE_ID[kind]);
    expect(error.remainingDays).toBe(days);
  });

  it.each([
    ['PLAYER TIMEOUT IN PROGRESS, 2 DAYS REMAINING', 'timeoutInProgress'],
    ['Player time-out in progress: 2 days remaining.', 'timeoutInProgress'],
    ['player  self-exclusion in progress for 30 days!', 'exclusionInProgress'],
    ['Player self-exclusion indefinitely', 'exclusionIndefinitely'],
    ['Player self excluded indefinitely.', 'exclusionIndefinitely'],
    ['Sign-in attempt count exceeded.', 'attemptsExceeded'],
    ['sign in attempts count exceeded', 'attemptsExceeded'],
    ['Player account is DEACTIVATED', 'deactivated'],
    ['Account closed.', 'closed'],
    ['Player not found.', 'playerNotFound'],
    ['User not found', 'playerNotFound'],
    ['Player Black-listed', 'blacklisted'],
    ['PLAYER BLACKLISTED.', 'blacklisted'],
  ] as const)('reads the variant %j as %s', (message, kind) => {
    expect(loginErrorKind(message)).toBe(kind);
    expect(classifyLoginError(message).kind).toBe(kind);
  });

  it.each([
    'Incorrect username or password',
    'Network Error',
    'Something went wrong',
    'Player timeout',
    'exclusion pending',
    'disclosed', // contains "closed" but not as a word
    '',
  ])('makes the unknown message %j unauthorized', (message) => {
    expect(classifyLoginError(message)).toEqual({
      kind: 'unauthorized',
      uiKey: 'unauthorized',
      messageId: 'error.login.unauthorized',
      message,
    });
  });

  it('makes a missing message unauthorized', () => {
    expect(classifyLoginError(undefined).kind).toBe('unauthorized');
    expect(classifyLoginError(null).message).toBe('');
  });

  it('takes the time-out details from the login error payload (spec 1 §3)', () => {
    const error = classifyLoginError('Player timeout in progress, 3 days remaining', {
      remainingDays: 3,
      playerId: 'p-1',
      isCooling: false,
      milliseconds: 200_000_000,
      initiator: 'PLAYER',
    });
    expect(error).toEqual({
      kind: 'timeoutInProgress',
      uiKey: 'blacklisted',
      messageId: 'error.login.timeout_in_progress',
      message: 'Player timeout in progress, 3 days remaining',
      remainingDays: 3,
      isCooling: false,
      milliseconds: 200_000_000,
      initiator: 'PLAYER',
      playerId: 'p-1',
    });
  });

  it('shows the cooling period (spec 1 §4 "Player cooling")', () => {
    const error = classifyLoginError('Player timeout in progress, 1 days remaining', {
      remainingDays: 1,
      isCooling: true,
      milliseconds: COOLING_PERIOD_MS,
      initiator: 'OPERATOR',
    });
    expect(error).toMatchObject({ isCooling: true, remainingDays: 1, initiator: 'OPERATOR' });
    expect(error.milliseconds).toBe(COOLING_PERIOD_MS);
  });

  it('prefers the payload days, falls back to the digits, and ignores wrong payload types', () => {
    expect(
      classifyLoginError('Player timeout in progress, 3 days remaining', { remainingDays: 2 }),
    ).toMatchObject({ remainingDays: 2 });
    const loose = classifyLoginError('Player timeout in progress, 3 days remaining', {
      remainingDays: '5',
      isCooling: 'yes',
      milliseconds: -1,
      initiator: 'SOMEONE',
      playerId: 42,
    });
    expect(loose).toEqual({
      kind: 'timeoutInProgress',
      uiKey: 'blacklisted',
      messageId: 'error.login.timeout_in_progress',
      message: 'Player timeout in progress, 3 days remaining',
      remainingDays: 3,
      isCooling: false,
    });
    expect(classifyLoginError('Player timeout in progress', null)).toMatchObject({ isCooling: false });
    expect(classifyLoginError('Player timeout in progress').remainingDays).toBeUndefined();
  });

  it('reads the payload only for a time-out', () => {
    const error = classifyLoginError('Player self exclusion in progress for 180 days', {
      remainingDays: 9,
      isCooling: true,
    });
    expect(error.remainingDays).toBe(180);
    expect(error.isCooling).toBeUndefined();
    expect(classifyLoginError('Player blacklisted', { remainingDays: 9 }).remainingDays).toBeUndefined();
  });

  it('reads a refusal by rate limit from its code, whatever the message says', () => {
    const limited = classifyLoginError(
      'Too many sign-in attempts, try again later',
      undefined,
      RATE_LIMITED_CODE,
    );
    expect(limited).toMatchObject({
      kind: 'rateLimited',
      uiKey: 'maxAttempt',
      messageId: 'error.rate_limited',
    });
    // By its message alone it would tell the player the password is wrong.
    expect(classifyLoginError('Too many sign-in attempts, try again later').kind).toBe('unauthorized');
    // Other codes leave the message to decide (spec 1 §8).
    expect(classifyLoginError('Player blacklisted', undefined, 'error.login.blacklisted').kind).toBe(
      'blacklisted',
    );
  });

  it('maps every kind to one of the four UI keys and to its contract code as message id', () => {
    for (const kind of LOGIN_ERROR_KINDS) {
      expect(LOGIN_ERROR_UI_KEYS).toContain(LOGIN_ERROR_UI_KEY[kind]);
      expect(LOGIN_ERROR_MESSAGE_ID[kind]).toMatch(
        kind === 'rateLimited' ? /^error\.rate_limited$/ : /^error\.login\.[a-z_]+$/,
      );
    }
    expect(new Set(Object.values(LOGIN_ERROR_UI_KEY))).toEqual(new Set(LOGIN_ERROR_UI_KEYS));
    expect(new Set(Object.values(LOGIN_ERROR_MESSAGE_ID)).size).toBe(LOGIN_ERROR_KINDS.length);
  });

  it('has the login constants of spec 1 §9', () => {
    expect(LOGIN_RETRY_ATTEMPTS).toBe(5);
    expect(LOGIN_RETRY_DELAY_MS).toBe(3000);
    expect(COOLING_PERIOD_MS).toBe(24 * 60 * 60 * 1000);
  });
});
