import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LoginTokens } from './login.machine.ts';
import {
  PAY_AND_PLAY_WAITING_STATES,
  payAndPlayErrorOf,
  payAndPlayMachine,
  type PayAndPlayAuthorisation,
  type PayAndPlayCodeAnswer,
  type PayAndPlaySignUpForm,
  type PayAndPlayUpdateInput,
} from './pay-and-play.machine.ts';

const TOKENS: LoginTokens = { idToken: 'id', refreshToken: 'refresh', accessToken: 'access' };
const AUTHORISED: PayAndPlayAuthorisation = {
  sessionId: 's-1',
  bankIdUrl: 'https://bank.example/bank-id/s-1',
};
const KNOWN: PayAndPlayCodeAnswer = {
  email: 'player@demo.test',
  mobilePhone: '+35840070000',
  playerId: 'p-1',
};
const NEW: PayAndPlayCodeAnswer = { email: null, mobilePhone: null, playerId: 'p-2' };
const FORM: PayAndPlaySignUpForm = {
  email: 'new@test.example',
  phonePrefix: '+358',
  phoneNumber: '401234567',
  marketingOptIn: true,
};

/** Player API error bodies (packages/player-api ERRORS). */
const UNAVAILABLE = { code: 'error.paynplay.unavailable', message: 'off' };
const SESSION_INVALID = { code: 'error.paynplay.session.invalid', message: 'gone' };
const CODE_INVALID = { code: 'error.paynplay.code.invalid', message: 'wrong' };
const ALREADY_EXISTS = { code: 'error.registration.player_already_exists', message: 'exists' };
const TIMEOUT = {
  code: 'error.login.timeout_in_progress',
  message: 'Player timeout in progress, 3 days remaining',
  additionalInfo: { remainingDays: 3, isCooling: true },
};

type Answer<T> = T | { error: unknown };

/** A fake call answering from a script (the last answer repeats) and recording its inputs. */
function fake<I, O>(answers: Array<Answer<O>>) {
  const calls: I[] = [];
  const actor = fromPromise<O, I>(async ({ input }) => {
    const answer = answers[Math.min(calls.length, answers.length - 1)]!;
    calls.push(input);
    if (typeof answer === 'object' && answer !== null && 'error' in answer) throw answer.error;
    return answer as O;
  });
  return { actor, calls };
}

function start(
  script: {
    authorise?: Array<Answer<PayAndPlayAuthorisation>>;
    verifyCode?: Array<Answer<PayAndPlayCodeAnswer>>;
    updatePlayer?: Array<Answer<unknown>>;
    loginPlayer?: Array<Answer<LoginTokens>>;
  } = {},
  redirectPath: string | null = null,
) {
  const authorise = fake<{ amount: string }, PayAndPlayAuthorisation>(script.authorise ?? [AUTHORISED]);
  const verifyCode = fake<{ sessionId: string; oneTimeCode: string }, PayAndPlayCodeAnswer>(
    script.verifyCode ?? [KNOWN],
  );
  const updatePlayer = fake<PayAndPlayUpdateInput, unknown>(script.updatePlayer ?? [{ playerId: 'p-2' }]);
  const loginPlayer = fake<{ sessionId: string }, LoginTokens>(script.loginPlayer ?? [TOKENS]);
  const machine = payAndPlayMachine.provide({
    actors: {
      authorise: authorise.actor,
      verifyCode: verifyCode.actor,
      updatePlayer: updatePlayer.actor,
      loginPlayer: loginPlayer.actor,
    },
  });
  const actor = createActor(machine, { input: { redirectPath } });
  actor.start();
  /** Waits until the machine waits for the player again (or is done). */
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, machine, settled, authorise, verifyCode, updatePlayer, loginPlayer };
}

async function toBankIdentification(flow: ReturnType<typeof start>) {
  flow.actor.send({ type: 'authorise', amount: '50.00' });
  return flow.settled();
}

async function toSignUpForm(flow: ReturnType<typeof start>) {
  await toBankIdentification(flow);
  flow.actor.send({ type: 'codeReceived', sessionId: 's-1', oneTimeCode: 'code-1' });
  return flow.settled();
}

describe('pay-and-play (spec 1 §4)', () => {
  it('starts in amount with the requested redirect path and nothing else', () => {
    const { actor } = start({}, '/deposit');
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('amount');
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(snapshot.context).toMatchObject({ redirectPath: '/deposit', sessionId: null, error: null });
  });

  it('authorises the amount (busy), then waits in bankIdentification with the bank-ID URL', async () => {
    const flow = start();
    flow.actor.send({ type: 'authorise', amount: '50.00' });
    expect(flow.actor.getSnapshot().value).toBe('authorising');
    expect(flow.actor.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await flow.settled();
    expect(flow.authorise.calls).toEqual([{ amount: '50.00' }]);
    expect(snapshot.value).toBe('bankIdentification');
    expect(snapshot.context).toMatchObject({
      amount: '50.00',
      sessionId: 's-1',
      bankIdUrl: AUTHORISED.bankIdUrl,
    });
  });

  it('an authorise error is a state with the message, and authorise may be tried again', async () => {
    const flow = start({ authorise: [{ error: UNAVAILABLE }, { error: new Error('down') }, AUTHORISED] });
    let snapshot = await toBankIdentification(flow);
    expect(snapshot.value).toBe('authoriseError');
    expect(snapshot.context.error).toEqual({ messageId: 'pnp.unavailable.text' });
    flow.actor.send({ type: 'authorise', amount: '20' });
    snapshot = await flow.settled();
    expect(snapshot.value).toBe('authoriseError');
    expect(snapshot.context.error).toEqual({ messageId: 'pnp.error.authorise' });
    flow.actor.send({ type: 'authorise', amount: '25' });
    snapshot = await flow.settled();
    expect(snapshot.value).toBe('bankIdentification');
    expect(snapshot.context).toMatchObject({ amount: '25', error: null });
  });

  it('skips the sign-up form when the code answer holds e-mail and phone, then logs in', async () => {
    const flow = start({}, '/deposit');
    await toBankIdentification(flow);
    flow.actor.send({ type: 'codeReceived', sessionId: 's-1', oneTimeCode: 'code-1' });
    expect(flow.actor.getSnapshot().value).toBe('verifyingCode');
    const snapshot = await flow.settled();
    expect(flow.verifyCode.calls).toEqual([{ sessionId: 's-1', oneTimeCode: 'code-1' }]);
    expect(flow.updatePlayer.calls).toEqual([]);
    expect(flow.loginPlayer.calls).toEqual([{ sessionId: 's-1' }]);
    expect(snapshot.status).toBe('done');
    expect(snapshot.value).toBe('complete');
    expect(snapshot.context.oneTimeCode).toBeNull();
    expect(snapshot.output).toEqual({ tokens: TOKENS, playerId: 'p-1', redirectPath: '/deposit' });
  });

  it('shows the sign-up form when e-mail or phone is missing, prefilled with a known e-mail', async () => {
    let snapshot = await toSignUpForm(start({ verifyCode: [NEW] }));
    expect(snapshot.value).toBe('signUpForm');
    expect(snapshot.context).toMatchObject({ showSignUpForm: true, playerId: 'p-2', signUpForm: null });

    snapshot = await toSignUpForm(start({ verifyCode: [{ ...KNOWN, mobilePhone: null }] }));
    expect(snapshot.value).toBe('signUpForm');
    expect(snapshot.context.signUpForm).toEqual({
      email: 'player@demo.test',
      phonePrefix: '',
      phoneNumber: '',
      marketingOptIn: false,
    });
  });

  it('updates the player with the form, then logs in', async () => {
    const flow = start({ verifyCode: [NEW] });
    await toSignUpForm(flow);
    flow.actor.send({ type: 'submitSignUp', form: FORM });
    expect(flow.actor.getSnapshot().value).toBe('updatingPlayer');
    expect(flow.actor.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await flow.settled();
    expect(flow.updatePlayer.calls).toEqual([{ sessionId: 's-1', playerId: 'p-2', form: FORM }]);
    expect(snapshot.value).toBe('complete');
    expect(snapshot.output?.tokens).toEqual(TOKENS);
  });

  it('an update error on a field lands on that field; others are the form error; the form may be sent again', async () => {
    const flow = start({
      verifyCode: [NEW],
      updatePlayer: [{ error: ALREADY_EXISTS }, { error: new Error('down') }, { playerId: 'p-2' }],
    });
    await toSignUpForm(flow);
    flow.actor.send({ type: 'submitSignUp', form: FORM });
    let snapshot = await flow.settled();
    expect(snapshot.value).toBe('updatePlayerError');
    expect(snapshot.context.signUpBackendErrors).toEqual({ email: 'pnp.error.email.taken' });
    expect(snapshot.context.signUpForm).toEqual(FORM);
    expect(snapshot.context.error).toBeNull();

    flow.actor.send({ type: 'submitSignUp', form: { ...FORM, email: 'other@test.example' } });
    snapshot = await flow.settled();
    expect(snapshot.value).toBe('updatePlayerError');
    expect(snapshot.context.signUpBackendErrors).toEqual({});
    expect(snapshot.context.error).toEqual({ messageId: 'pnp.error.update' });

    flow.actor.send({ type: 'submitSignUp', form: { ...FORM, email: 'other@test.example' } });
    snapshot = await flow.settled();
    expect(snapshot.value).toBe('complete');
  });

  it('a verify-code error is a state; a new authorise starts a new session', async () => {
    const flow = start({ verifyCode: [{ error: CODE_INVALID }] });
    let snapshot = await toSignUpForm(flow);
    expect(snapshot.value).toBe('verifyCodeError');
    expect(snapshot.context.error).toEqual({ messageId: 'pnp.error.code' });
    expect(snapshot.context.oneTimeCode).toBeNull();
    flow.actor.send({ type: 'authorise', amount: '10' });
    snapshot = await flow.settled();
    expect(snapshot.value).toBe('bankIdentification');
    expect(snapshot.context).toMatchObject({ amount: '10', error: null });
  });

  it('a return for another session is a verify-code error without a call', async () => {
    const flow = start();
    await toBankIdentification(flow);
    flow.actor.send({ type: 'codeReceived', sessionId: 'someone-else', oneTimeCode: 'x' });
    const snapshot = flow.actor.getSnapshot();
    expect(snapshot.value).toBe('verifyCodeError');
    expect(snapshot.context.error).toEqual({ messageId: 'pnp.error.session' });
    expect(flow.verifyCode.calls).toEqual([]);
  });

  it('cancelling at the bank goes back to amount with a notice, keeping the amount', async () => {
    const flow = start();
    await toBankIdentification(flow);
    flow.actor.send({ type: 'identificationCancelled', sessionId: 'another' });
    expect(flow.actor.getSnapshot().value).toBe('bankIdentification');
    flow.actor.send({ type: 'identificationCancelled', sessionId: 's-1' });
    const snapshot = flow.actor.getSnapshot();
    expect(snapshot.value).toBe('amount');
    expect(snapshot.context).toMatchObject({
      amount: '50.00',
      sessionId: null,
      error: { messageId: 'pnp.error.cancelled' },
    });
  });

  it('authorise again from bankIdentification makes a new session', async () => {
    const flow = start({
      authorise: [AUTHORISED, { sessionId: 's-2', bankIdUrl: 'https://bank.example/s-2' }],
    });
    await toBankIdentification(flow);
    flow.actor.send({ type: 'authorise', amount: '100' });
    const snapshot = await flow.settled();
    expect(snapshot.context).toMatchObject({ sessionId: 's-2', amount: '100' });
  });

  it('a login error is a state with the classified refusal; retryLogin tries again', async () => {
    const flow = start({ loginPlayer: [{ error: TIMEOUT }, { error: new Error('down') }, TOKENS] });
    let snapshot = await toSignUpForm(flow);
    expect(snapshot.value).toBe('loginError');
    expect(snapshot.context.error).toEqual({
      messageId: 'error.login.timeout_in_progress',
      remainingDays: 3,
      isCooling: true,
    });
    flow.actor.send({ type: 'retryLogin' });
    expect(flow.actor.getSnapshot().value).toBe('loggingIn');
    snapshot = await flow.settled();
    expect(snapshot.value).toBe('loginError');
    expect(snapshot.context.error).toEqual({ messageId: 'pnp.error.login' });
    flow.actor.send({ type: 'retryLogin' });
    snapshot = await flow.settled();
    expect(snapshot.value).toBe('complete');
  });

  it('restart from every waiting state goes back to amount, keeping only the redirect path', async () => {
    const reach: Record<string, (flow: ReturnType<typeof start>) => Promise<unknown>> = {
      amount: async () => {},
      authoriseError: toBankIdentification,
      bankIdentification: toBankIdentification,
      verifyCodeError: toSignUpForm,
      signUpForm: toSignUpForm,
      updatePlayerError: async (flow) => {
        await toSignUpForm(flow);
        flow.actor.send({ type: 'submitSignUp', form: FORM });
        await flow.settled();
      },
      loginError: toSignUpForm,
    };
    const scripts: Record<string, Parameters<typeof start>[0]> = {
      authoriseError: { authorise: [{ error: UNAVAILABLE }] },
      verifyCodeError: { verifyCode: [{ error: CODE_INVALID }] },
      signUpForm: { verifyCode: [NEW] },
      updatePlayerError: { verifyCode: [NEW], updatePlayer: [{ error: ALREADY_EXISTS }] },
      loginError: { loginPlayer: [{ error: SESSION_INVALID }] },
    };
    for (const state of PAY_AND_PLAY_WAITING_STATES) {
      const flow = start(scripts[state] ?? {}, '/promotions');
      await reach[state]!(flow);
      expect(flow.actor.getSnapshot().value, state).toBe(state);
      flow.actor.send({ type: 'restart' });
      const snapshot = flow.actor.getSnapshot();
      expect(snapshot.value, state).toBe('amount');
      expect(snapshot.context, state).toEqual({
        redirectPath: '/promotions',
        amount: null,
        sessionId: null,
        bankIdUrl: null,
        oneTimeCode: null,
        playerId: null,
        showSignUpForm: false,
        signUpForm: null,
        signUpBackendErrors: {},
        error: null,
        tokens: null,
      });
    }
  });

  it('ignores events that do not belong to the current state', async () => {
    const flow = start({ verifyCode: [NEW] });
    flow.actor.send({ type: 'codeReceived', sessionId: 's-1', oneTimeCode: 'c' });
    flow.actor.send({ type: 'submitSignUp', form: FORM });
    flow.actor.send({ type: 'retryLogin' });
    expect(flow.actor.getSnapshot().value).toBe('amount');
    await toSignUpForm(flow);
    flow.actor.send({ type: 'codeReceived', sessionId: 's-1', oneTimeCode: 'c' });
    flow.actor.send({ type: 'authorise', amount: '5' });
    expect(flow.actor.getSnapshot().value).toBe('signUpForm');
  });

  it('a waiting state persisted as value and context resumes where it was (server-driven steps)', async () => {
    const first = start({ verifyCode: [NEW] });
    const waiting = await toSignUpForm(first);
    const stored = JSON.parse(JSON.stringify({ value: waiting.value, context: waiting.context })) as {
      value: string;
      context: typeof waiting.context;
    };
    first.actor.stop();

    const second = start();
    const restored = createActor(second.machine, {
      snapshot: second.machine.resolveState(stored),
      input: { redirectPath: null },
    });
    restored.start();
    expect(restored.getSnapshot().value).toBe('signUpForm');
    restored.send({ type: 'submitSignUp', form: FORM });
    const done = await waitFor(restored, (s) => s.status === 'done');
    expect(second.updatePlayer.calls).toEqual([{ sessionId: 's-1', playerId: 'p-2', form: FORM }]);
    expect(done.output?.tokens).toEqual(TOKENS);
  });
});

describe('payAndPlayErrorOf', () => {
  it('maps the session error the same for every step', () => {
    for (const step of ['authorise', 'verifyCode', 'updatePlayer', 'loginPlayer'] as const) {
      expect(payAndPlayErrorOf(step, SESSION_INVALID)).toEqual({ messageId: 'pnp.error.session' });
    }
  });

  it('maps authorise errors', () => {
    expect(payAndPlayErrorOf('authorise', UNAVAILABLE)).toEqual({ messageId: 'pnp.unavailable.text' });
    expect(
      payAndPlayErrorOf('authorise', {
        code: 'error.request.invalid',
        message: 'bad',
        validationErrors: { amount: { message: 'too big' } },
      }),
    ).toEqual({ messageId: 'pnp.error.amount', field: 'amount' });
    expect(payAndPlayErrorOf('authorise', 'boom')).toEqual({ messageId: 'pnp.error.authorise' });
  });

  it('maps update errors onto their fields (spec 1 §8 sign-up)', () => {
    const of = (code: string, validationErrors?: Record<string, unknown>) =>
      payAndPlayErrorOf('updatePlayer', {
        code,
        message: '',
        ...(validationErrors ? { validationErrors } : {}),
      });
    expect(of('error.registration.player_already_exists')).toEqual({
      messageId: 'pnp.error.email.taken',
      field: 'email',
    });
    expect(of('error.same.customer.info.detected')).toEqual({
      messageId: 'pnp.error.sameCustomer',
      field: 'phoneNumber',
    });
    expect(of('error.vonage.phone.invalid')).toEqual({ messageId: 'pnp.error.phone', field: 'phoneNumber' });
    expect(of('error.captcha.explicit_deny')).toEqual({ messageId: 'pnp.error.captcha' });
    expect(of('error.request.invalid', { email: { message: 'bad' } })).toEqual({
      messageId: 'pnp.error.email',
      field: 'email',
    });
    expect(of('error.request.invalid', { mobilePhone: { message: 'bad' } })).toEqual({
      messageId: 'pnp.error.phone',
      field: 'phoneNumber',
    });
    expect(of('error.system.error')).toEqual({ messageId: 'pnp.error.update' });
  });

  it('maps verify and login errors', () => {
    expect(payAndPlayErrorOf('verifyCode', CODE_INVALID)).toEqual({ messageId: 'pnp.error.code' });
    expect(payAndPlayErrorOf('verifyCode', null)).toEqual({ messageId: 'pnp.error.verify' });
    expect(
      payAndPlayErrorOf('loginPlayer', { code: 'error.login.closed', message: 'Account closed' }).messageId,
    ).toMatch(/^error\.login\./);
    expect(payAndPlayErrorOf('loginPlayer', new Error('fetch failed'))).toEqual({
      messageId: 'pnp.error.login',
    });
  });
});
