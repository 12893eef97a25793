import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { LoginError } from '@casino/domain';
import { loginErrorOf, loginMachine, type LoginCredentials, type LoginTokens } from './login.machine.ts';

const TOKENS: LoginTokens = { idToken: 'id', refreshToken: 'refresh', accessToken: 'access' };
const CREDENTIALS = { email: 'player@demo.test', password: 'Sandbox-Pass-1' };

/** Error bodies as the player API answers them (packages/player-api LOGIN_FAILURE_MESSAGES). */
const WRONG_PASSWORD = { code: 'error.login.unauthorized', message: 'Incorrect username or password.' };
const NOT_FOUND = { code: 'error.login.player_not_found', message: 'Player not found' };
const TIMEOUT = {
  code: 'error.login.timeout_in_progress',
  message: 'Player timeout in progress, 3 days remaining',
  additionalInfo: {
    remainingDays: 3,
    playerId: 'p-1',
    isCooling: false,
    milliseconds: 250_000_000,
    initiator: 'PLAYER',
  },
};

type Answer = LoginTokens | { code: string; message: string; additionalInfo?: Record<string, unknown> };

/** A fake `signIn` answering from a script (the last answer repeats), recording the call times. */
function fakeSignIn(answers: Answer[]) {
  const calls: Array<{ at: number; input: LoginCredentials }> = [];
  const actor = fromPromise<LoginTokens, LoginCredentials>(async ({ input }) => {
    const answer = answers[Math.min(calls.length, answers.length - 1)]!;
    calls.push({ at: Date.now(), input });
    if ('idToken' in answer) return answer;
    throw answer;
  });
  return { actor, calls };
}

function start(answers: Answer[], confirmed: boolean | Error = true) {
  const signIn = fakeSignIn(answers);
  const confirmCalls: string[] = [];
  const reported: LoginError[] = [];
  const actor = createActor(
    loginMachine.provide({
      actors: {
        signIn: signIn.actor,
        confirmUser: fromPromise<boolean, { email: string }>(async ({ input }) => {
          confirmCalls.push(input.email);
          if (confirmed instanceof Error) throw confirmed;
          return confirmed;
        }),
      },
      actions: { reportError: (_, params) => void reported.push(params.error) },
    }),
  );
  actor.start();
  return { actor, calls: signIn.calls, confirmCalls, reported };
}

/** Lets the fake promises settle without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('login attempts (spec 1 §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits in idle until submit, then signs in with the busy tag', async () => {
    const { actor, calls } = start([TOKENS]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    actor.send({ type: 'submit', ...CREDENTIALS });
    expect(actor.getSnapshot().value).toBe('signingIn');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(calls.map((c) => c.input)).toEqual([CREDENTIALS]);
  });

  it('succeeds on the first try: final success with the tokens, no first-login flag', async () => {
    const { actor, calls, reported } = start([TOKENS]);
    actor.send({ type: 'submit', ...CREDENTIALS });
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('success');
    expect(snapshot.status).toBe('done');
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(snapshot.output).toEqual({ tokens: TOKENS, firstLogin: false });
    expect(snapshot.context).toMatchObject({ attempts: 1, error: null });
    expect(calls).toHaveLength(1);
    expect(reported).toEqual([]);
  });

  it('makes one attempt without retry: a wrong password fails at once', async () => {
    const { actor, calls, reported } = start([WRONG_PASSWORD, TOKENS]);
    actor.send({ type: 'submit', ...CREDENTIALS });
    await settle();
    await vi.advanceTimersByTimeAsync(30_000);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('failure');
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(snapshot.context.attempts).toBe(1);
    expect(snapshot.context.error).toMatchObject({
      kind: 'unauthorized',
      uiKey: 'unauthorized',
      messageId: 'error.login.unauthorized',
      message: 'Incorrect username or password.',
    });
    expect(calls).toHaveLength(1);
    expect(reported).toEqual([snapshot.context.error]);
  });

  it('retries after sign-up and succeeds on the 3rd attempt, 3000 ms apart, with the first-login flag', async () => {
    const { actor, calls, reported } = start([WRONG_PASSWORD, WRONG_PASSWORD, TOKENS]);
    actor.send({ type: 'submit', ...CREDENTIALS, afterSignUp: true });
    await settle();
    expect(actor.getSnapshot().value).toBe('waitingToRetry');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(2999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3000);
    const snapshot = actor.getSnapshot();
    expect(calls.map((c) => c.at)).toEqual([0, 3000, 6000]);
    expect(snapshot.value).toBe('success');
    expect(snapshot.output).toEqual({ tokens: TOKENS, firstLogin: true });
    expect(snapshot.context.attempts).toBe(3);
    expect(reported).toEqual([]);
  });

  it('retries after sign-up 5 times, then fails with the last error', async () => {
    const { actor, calls, reported } = start([WRONG_PASSWORD]);
    actor.send({ type: 'submit', ...CREDENTIALS, afterSignUp: true });
    await settle();
    for (let i = 0; i < 3; i++) {
      await vi.advanceTimersByTimeAsync(3000);
      expect(actor.getSnapshot().value).toBe('waitingToRetry');
      expect(reported).toEqual([]);
    }
    await vi.advanceTimersByTimeAsync(3000);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('failure');
    expect(snapshot.context.attempts).toBe(5);
    expect(calls.map((c) => c.at)).toEqual([0, 3000, 6000, 9000, 12000]);
    expect(snapshot.context.error?.kind).toBe('unauthorized');
    expect(reported).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(5);
  });

  it('after a not-found first attempt checks the user is confirmed and tries again', async () => {
    const { actor, calls, confirmCalls } = start([NOT_FOUND, TOKENS], true);
    actor.send({ type: 'submit', ...CREDENTIALS });
    expect(actor.getSnapshot().value).toBe('signingIn');
    await settle();
    const snapshot = actor.getSnapshot();
    expect(confirmCalls).toEqual([CREDENTIALS.email]);
    expect(calls).toHaveLength(2);
    expect(snapshot.value).toBe('success');
    expect(snapshot.output).toEqual({ tokens: TOKENS, firstLogin: false });
    expect(snapshot.context).toMatchObject({ attempts: 2, confirmChecked: true, error: null });
  });

  it('passes through confirmingUser with the busy tag', async () => {
    const { actor } = start([NOT_FOUND, TOKENS], true);
    actor.send({ type: 'submit', ...CREDENTIALS });
    const seen: string[] = [];
    actor.subscribe((s) => seen.push(`${String(s.value)}:${s.hasTag('busy')}`));
    await settle();
    expect(seen).toContain('confirmingUser:true');
  });

  it('fails with the not-found error when the user is not confirmed', async () => {
    const { actor, calls, confirmCalls, reported } = start([NOT_FOUND, TOKENS], false);
    actor.send({ type: 'submit', ...CREDENTIALS });
    await settle();
    const snapshot = actor.getSnapshot();
    expect(confirmCalls).toHaveLength(1);
    expect(calls).toHaveLength(1);
    expect(snapshot.value).toBe('failure');
    expect(snapshot.context.error).toMatchObject({
      kind: 'playerNotFound',
      uiKey: 'unauthorized',
      messageId: 'error.login.player_not_found',
    });
    expect(reported.map((e) => e.kind)).toEqual(['playerNotFound']);
  });

  it('fails with the not-found error when the confirm check itself fails', async () => {
    const { actor, calls } = start([NOT_FOUND, TOKENS], new Error('Network Error'));
    actor.send({ type: 'submit', ...CREDENTIALS });
    await settle();
    expect(actor.getSnapshot().value).toBe('failure');
    expect(actor.getSnapshot().context.error?.kind).toBe('playerNotFound');
    expect(calls).toHaveLength(1);
  });

  it('checks confirmation only once: a second not-found fails', async () => {
    const { actor, calls, confirmCalls } = start([NOT_FOUND], true);
    actor.send({ type: 'submit', ...CREDENTIALS });
    await settle();
    expect(actor.getSnapshot().value).toBe('failure');
    expect(confirmCalls).toHaveLength(1);
    expect(calls).toHaveLength(2);
  });

  it('gives a blocked player (time-out) the error with remaining days and cooling details', async () => {
    const { actor, calls, reported } = start([TIMEOUT]);
    actor.send({ type: 'submit', ...CREDENTIALS });
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('failure');
    expect(snapshot.context.error).toEqual({
      kind: 'timeoutInProgress',
      uiKey: 'blacklisted',
      messageId: 'error.login.timeout_in_progress',
      message: 'Player timeout in progress, 3 days remaining',
      remainingDays: 3,
      isCooling: false,
      milliseconds: 250_000_000,
      initiator: 'PLAYER',
      playerId: 'p-1',
    });
    expect(calls).toHaveLength(1);
    expect(reported).toHaveLength(1);
  });

  it('does not retry a blocked player after sign-up (retrying cannot change it)', async () => {
    const { actor, calls } = start([{ code: 'error.login.blacklisted', message: 'Player blacklisted' }]);
    actor.send({ type: 'submit', ...CREDENTIALS, afterSignUp: true });
    await settle();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(actor.getSnapshot().value).toBe('failure');
    expect(actor.getSnapshot().context.error?.uiKey).toBe('blacklisted');
    expect(calls).toHaveLength(1);
  });

  it('keeps the error until reset, and a new submit starts over', async () => {
    const { actor, calls } = start([WRONG_PASSWORD, TOKENS]);
    actor.send({ type: 'submit', ...CREDENTIALS });
    await settle();
    actor.send({ type: 'reset' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'submit', ...CREDENTIALS, password: 'right' });
    await settle();
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().context.attempts).toBe(1);
    expect(calls[1]!.input.password).toBe('right');
  });

  it('ignores submit while busy', async () => {
    const { actor, calls } = start([WRONG_PASSWORD, TOKENS]);
    actor.send({ type: 'submit', ...CREDENTIALS, afterSignUp: true });
    await settle();
    actor.send({ type: 'submit', ...CREDENTIALS });
    expect(actor.getSnapshot().value).toBe('waitingToRetry');
    await vi.advanceTimersByTimeAsync(3000);
    expect(actor.getSnapshot().output).toEqual({ tokens: TOKENS, firstLogin: true });
    expect(calls).toHaveLength(2);
  });
});

describe('loginErrorOf', () => {
  it('classifies error bodies, Errors, strings and anything else', () => {
    expect(loginErrorOf(TIMEOUT).remainingDays).toBe(3);
    expect(loginErrorOf(new Error('Player account closed')).uiKey).toBe('closed');
    expect(loginErrorOf('Sign in attempt count exceeded').uiKey).toBe('maxAttempt');
    expect(loginErrorOf(undefined).kind).toBe('unauthorized');
    expect(loginErrorOf({ message: 42, additionalInfo: 'x' }).kind).toBe('unauthorized');
  });

  it("reads the rate limit's code from an error body", () => {
    const body = { code: 'error.rate_limited', message: 'Too many sign-in attempts, try again later' };
    expect(loginErrorOf(body)).toMatchObject({ kind: 'rateLimited', messageId: 'error.rate_limited' });
    expect(loginErrorOf({ ...body, code: 42 }).kind).toBe('unauthorized');
  });
});
