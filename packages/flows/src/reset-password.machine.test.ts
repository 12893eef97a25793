import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  INITIAL_RESET_PASSWORD_CONTEXT,
  RESET_PASSWORD_STEPS,
  resetBackendErrorOf,
  resetPasswordMachine,
  resetPasswordProblem,
  resetPasswordStepNumber,
  resetPasswordStepOf,
  type RequestResetInput,
  type ResetPasswordContext,
  type SetPasswordInput,
  type SmsResetKeys,
  type VerifyCodeInput,
} from './reset-password.machine.ts';

const EMAIL = 'rita@test.example';
const KEYS: SmsResetKeys = { resetKey: 'sms-key', smsResetKeyId: '6a1f2f7e-0000-4000-8000-000000000001' };
const WRONG_CODE = { status: 400, code: 'sms.code.invalid', message: 'The code is wrong or expired' };
const RESET_FAILED = { status: 400, code: 'error.password.reset', message: 'unknown, used or expired' };
const SYSTEM = { status: 500, code: 'error.system.error', message: 'boom' };

/** Fakes answering from a script per call (an error body rejects); every input is recorded. */
interface Script {
  requestReset?: unknown[];
  verifyCode?: Array<SmsResetKeys | typeof WRONG_CODE>;
  emailForKey?: unknown[];
  setPassword?: unknown[];
}

function isError(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && 'code' in answer;
}

function start(script: Script = {}, snapshot?: { value: string; context: ResetPasswordContext }) {
  const calls = {
    requestReset: [] as RequestResetInput[],
    verifyCode: [] as VerifyCodeInput[],
    emailForKey: [] as Array<{ resetKey: string }>,
    setPassword: [] as SetPasswordInput[],
  };
  function fake<I, O>(name: keyof typeof calls, fallback: O) {
    return fromPromise<O, I>(async ({ input }) => {
      const list = calls[name] as I[];
      const answers = (script[name] ?? [fallback]) as unknown[];
      const answer = answers[Math.min(list.length, answers.length - 1)];
      list.push(input);
      if (isError(answer)) throw answer;
      return answer as O;
    });
  }
  const machine = resetPasswordMachine.provide({
    actors: {
      requestReset: fake<RequestResetInput, unknown>('requestReset', { method: 'SMS' }),
      verifyCode: fake<VerifyCodeInput, SmsResetKeys>('verifyCode', KEYS),
      emailForKey: fake<{ resetKey: string }, { email: string }>('emailForKey', { email: EMAIL }),
      setPassword: fake<SetPasswordInput, unknown>('setPassword', undefined),
    },
  });
  const actor = createActor(
    machine,
    snapshot
      ? { snapshot: machine.resolveState(snapshot as Parameters<typeof machine.resolveState>[0]) }
      : {},
  );
  actor.start();
  return { actor, calls };
}

type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'));
const at = (value: string, context: Partial<ResetPasswordContext> = {}) => ({
  value,
  context: { ...INITIAL_RESET_PASSWORD_CONTEXT, ...context },
});
const SMS_SENT = { email: EMAIL, method: 'SMS' as const, requests: 1 };
const SMS_VERIFIED = { ...SMS_SENT, ...KEYS };

describe('reset-password steps (spec 1 §4)', () => {
  it('has the four steps of the spec, numbered, starting at email with an empty form', () => {
    expect(RESET_PASSWORD_STEPS).toEqual(['email', 'verification', 'password', 'complete']);
    expect(RESET_PASSWORD_STEPS.map(resetPasswordStepNumber)).toEqual([1, 2, 3, 4]);
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('email');
    expect(actor.getSnapshot().context).toEqual(INITIAL_RESET_PASSWORD_CONTEXT);
  });

  it('shows busy states on the step they work for', () => {
    expect(
      ['requesting', 'resending', 'verifyingCode', 'checkingLink', 'settingPassword', 'complete', '??'].map(
        resetPasswordStepOf,
      ),
    ).toEqual(['email', 'verification', 'verification', 'password', 'password', 'complete', 'email']);
  });
});

describe('email step', () => {
  it('submitEmail requests the reset (busy) and moves to verification', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'submitEmail', email: EMAIL, method: 'SMS' });
    expect(actor.getSnapshot().value).toBe('requesting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled(actor);
    expect(calls.requestReset).toEqual([{ email: EMAIL, method: 'SMS' }]);
    expect(actor.getSnapshot().value).toBe('verification');
    expect(actor.getSnapshot().context).toMatchObject({ email: EMAIL, method: 'SMS', requests: 1 });
  });

  it('an unknown e-mail moves on the same way (the API answers the same: no account enumeration)', async () => {
    const { actor } = start({ requestReset: [{ method: 'EMAIL' }] });
    actor.send({ type: 'submitEmail', email: 'nobody@test.example', method: 'EMAIL' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('verification');
    expect(actor.getSnapshot().context.backendError).toBeNull();
  });

  it('a refused request stays on email with the backend error, the e-mail kept for the form', async () => {
    const { actor } = start({ requestReset: [{ status: 429, code: 'sms.max.attempts.reached' }] });
    actor.send({ type: 'submitEmail', email: EMAIL, method: 'SMS' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('email');
    expect(actor.getSnapshot().context).toMatchObject({
      email: EMAIL,
      method: null,
      backendError: { status: 429, code: 'sms.max.attempts.reached', messageId: 'reset.error.attempts' },
    });
    // Nothing requested: next stays clamped.
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().value).toBe('email');
  });

  it('back clamps at email; next clamps until a reset was requested, then returns to verification', async () => {
    const { actor } = start();
    actor.send({ type: 'back' });
    expect(actor.getSnapshot().value).toBe('email');
    expect(actor.getSnapshot().can({ type: 'next' })).toBe(false);
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().value).toBe('email');

    const restored = start({}, at('email', SMS_SENT)).actor;
    restored.send({ type: 'next' });
    expect(restored.getSnapshot().value).toBe('verification');
  });

  it('a new submitEmail starts over: earlier keys are forgotten', async () => {
    const { actor } = start({}, at('email', { ...SMS_VERIFIED, requests: 2 }));
    actor.send({ type: 'submitEmail', email: 'other@test.example', method: 'EMAIL' });
    await settled(actor);
    expect(actor.getSnapshot().context).toEqual({
      ...INITIAL_RESET_PASSWORD_CONTEXT,
      email: 'other@test.example',
      method: 'EMAIL',
      requests: 1,
    });
  });
});

describe('verification step', () => {
  it('by SMS: submitCode verifies the code and moves to password with resetKey and smsResetKeyId', async () => {
    const { actor, calls } = start({}, at('verification', SMS_SENT));
    actor.send({ type: 'submitCode', code: '123456' });
    expect(actor.getSnapshot().value).toBe('verifyingCode');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled(actor);
    expect(calls.verifyCode).toEqual([{ email: EMAIL, code: '123456' }]);
    expect(actor.getSnapshot().value).toBe('password');
    expect(actor.getSnapshot().context).toMatchObject(KEYS);
  });

  it('a wrong code stays with the backend error; the right one then passes and clears it', async () => {
    const { actor } = start({ verifyCode: [WRONG_CODE, KEYS] }, at('verification', SMS_SENT));
    actor.send({ type: 'submitCode', code: '000000' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('verification');
    expect(actor.getSnapshot().context.backendError).toEqual({
      status: 400,
      code: 'sms.code.invalid',
      messageId: 'reset.error.code',
    });
    actor.send({ type: 'submitCode', code: '123456' });
    expect(actor.getSnapshot().context.backendError).toBeNull();
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('password');
  });

  it('by e-mail there is no code to submit', () => {
    const { actor, calls } = start({}, at('verification', { ...SMS_SENT, method: 'EMAIL' }));
    actor.send({ type: 'submitCode', code: '123456' });
    expect(actor.getSnapshot().value).toBe('verification');
    expect(calls.verifyCode).toEqual([]);
  });

  it('resend asks again with the same e-mail and method, forgetting the earlier key', async () => {
    const { actor, calls } = start({}, at('verification', SMS_VERIFIED));
    actor.send({ type: 'resend' });
    expect(actor.getSnapshot().value).toBe('resending');
    await settled(actor);
    expect(calls.requestReset).toEqual([{ email: EMAIL, method: 'SMS' }]);
    expect(actor.getSnapshot().value).toBe('verification');
    expect(actor.getSnapshot().context).toMatchObject({ requests: 2, resetKey: null, smsResetKeyId: null });
  });

  it('a refused resend stays on verification with the error', async () => {
    const { actor } = start(
      { requestReset: [{ status: 429, code: 'error.rate_limited' }] },
      at('verification', SMS_SENT),
    );
    actor.send({ type: 'resend' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('verification');
    expect(actor.getSnapshot().context.backendError?.messageId).toBe('reset.error.rateLimited');
  });

  it('back goes to email, keeping the e-mail; next goes to password only once the code was verified', () => {
    const { actor } = start(
      {},
      at('verification', { ...SMS_SENT, backendError: resetBackendErrorOf(WRONG_CODE, 'verifyCode') }),
    );
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().value).toBe('verification');
    actor.send({ type: 'back' });
    expect(actor.getSnapshot().value).toBe('email');
    expect(actor.getSnapshot().context).toMatchObject({ email: EMAIL, backendError: null });

    const verified = start({}, at('verification', SMS_VERIFIED)).actor;
    verified.send({ type: 'next' });
    expect(verified.getSnapshot().value).toBe('password');
  });
});

describe('the e-mail link', () => {
  it.each(['email', 'verification', 'password'])(
    'openLink on %s reads the account e-mail with the key and moves to password',
    async (step) => {
      const { actor, calls } = start({}, at(step, SMS_VERIFIED));
      actor.send({ type: 'openLink', resetKey: 'mail-key' });
      expect(actor.getSnapshot().value).toBe('checkingLink');
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await settled(actor);
      expect(calls.emailForKey).toEqual([{ resetKey: 'mail-key' }]);
      expect(actor.getSnapshot().value).toBe('password');
      expect(actor.getSnapshot().context).toEqual({
        ...INITIAL_RESET_PASSWORD_CONTEXT,
        email: EMAIL,
        method: 'EMAIL',
        resetKey: 'mail-key',
      });
    },
  );

  it('an unknown, used or expired link starts over on email with the link error', async () => {
    const { actor } = start({ emailForKey: [RESET_FAILED] }, at('verification', SMS_SENT));
    actor.send({ type: 'openLink', resetKey: 'stale' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('email');
    expect(actor.getSnapshot().context).toEqual({
      ...INITIAL_RESET_PASSWORD_CONTEXT,
      backendError: { status: 400, code: 'error.password.reset', messageId: 'reset.error.link' },
    });
  });
});

describe('password step', () => {
  it('by SMS: submitPassword sets it with resetKey and smsResetKeyId, then complete clears the form', async () => {
    const { actor, calls } = start({}, at('password', SMS_VERIFIED));
    actor.send({ type: 'submitPassword', password: 'New-Password-2' });
    expect(actor.getSnapshot().value).toBe('settingPassword');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled(actor);
    expect(calls.setPassword).toEqual([{ method: 'SMS', ...KEYS, password: 'New-Password-2' }]);
    expect(actor.getSnapshot().value).toBe('complete');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context).toEqual(INITIAL_RESET_PASSWORD_CONTEXT);
  });

  it('by e-mail link: the key alone', async () => {
    const { actor, calls } = start(
      {},
      at('password', { email: EMAIL, method: 'EMAIL', resetKey: 'mail-key' }),
    );
    actor.send({ type: 'submitPassword', password: 'New-Password-2' });
    await settled(actor);
    expect(calls.setPassword).toEqual([
      { method: 'EMAIL', resetKey: 'mail-key', smsResetKeyId: null, password: 'New-Password-2' },
    ]);
    expect(actor.getSnapshot().value).toBe('complete');
  });

  it.each([
    [RESET_FAILED, 'reset.error.key'],
    [SYSTEM, 'reset.error.system'],
  ])('a refusal (%o) stays on password with %s', async (answer, messageId) => {
    const { actor } = start({ setPassword: [answer] }, at('password', SMS_VERIFIED));
    actor.send({ type: 'submitPassword', password: 'New-Password-2' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('password');
    expect(actor.getSnapshot().context).toMatchObject({ ...KEYS, backendError: { messageId } });
  });

  it('without a key nothing is sent', () => {
    const { actor, calls } = start({}, at('password', SMS_SENT));
    actor.send({ type: 'submitPassword', password: 'New-Password-2' });
    expect(actor.getSnapshot().value).toBe('password');
    expect(calls.setPassword).toEqual([]);
  });

  it('back goes to verification; next clamps (only setting the password completes)', () => {
    const { actor } = start({}, at('password', SMS_VERIFIED));
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().value).toBe('password');
    actor.send({ type: 'back' });
    expect(actor.getSnapshot().value).toBe('verification');
    expect(actor.getSnapshot().context).toMatchObject(KEYS);
  });
});

describe('complete step', () => {
  it('is final: back and next clamp', async () => {
    const { actor } = start({}, at('password', SMS_VERIFIED));
    actor.send({ type: 'submitPassword', password: 'New-Password-2' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('complete');
    expect(actor.getSnapshot().can({ type: 'back' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'next' })).toBe(false);
  });
});

describe('resetBackendErrorOf (spec 1 §8 "Generic")', () => {
  it.each([
    [WRONG_CODE, 'verifyCode', 'reset.error.code'],
    [{ status: 400, code: 'error.password.reset' }, 'verifyCode', 'reset.error.code'],
    [{ status: 429, code: 'sms.max.attempts.reached' }, 'verifyCode', 'reset.error.attempts'],
    [{ status: 429, code: 'error.rate_limited' }, 'requestReset', 'reset.error.rateLimited'],
    [RESET_FAILED, 'emailForKey', 'reset.error.link'],
    [RESET_FAILED, 'setPassword', 'reset.error.key'],
    [{ status: 404, code: 'error.not_found' }, 'setPassword', 'reset.error.key'],
    [SYSTEM, 'requestReset', 'reset.error.system'],
    [new Error('Network Error'), 'requestReset', 'reset.error.system'],
    ['nonsense', 'setPassword', 'reset.error.system'],
  ] as const)('%o from %s → %s', (error, call, messageId) => {
    expect(resetBackendErrorOf(error, call).messageId).toBe(messageId);
  });

  it('keeps the status and code, 500 and error.system.error when unknown', () => {
    expect(resetBackendErrorOf(WRONG_CODE, 'verifyCode')).toEqual({
      status: 400,
      code: 'sms.code.invalid',
      messageId: 'reset.error.code',
    });
    expect(resetBackendErrorOf(undefined, 'verifyCode')).toMatchObject({
      status: 500,
      code: 'error.system.error',
    });
  });
});

describe('resetPasswordProblem', () => {
  it.each([
    ['Short-1', null, 'tooShort'],
    [`A1${'x'.repeat(127)}`, null, 'tooLong'],
    ['lettersonly', null, 'letterAndDigit'],
    ['1234567890', null, 'letterAndDigit'],
    ['Rita-Reset-99', 'rita@test.example', 'containsEmail'],
    ['Rita-Reset-99', 'ri@test.example', null],
    ['New-Password-2', 'rita@test.example', null],
    ['Salasana-ÄÖ-7', undefined, null],
  ] as const)('%s (e-mail %s) → %s', (password, email, problem) => {
    expect(resetPasswordProblem(password, email)).toBe(problem);
  });
});
