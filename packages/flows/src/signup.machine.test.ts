import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  nextChannel,
  signUpMachine,
  signUpStepOf,
  type CodeInput,
  type LogInInput,
  type RegisterInput,
  type RegisterOutput,
  type SignUpContactInfo,
  type SignUpDetails,
  type UpdateInput,
  type VerifyInput,
} from './signup.machine.ts';

const details: SignUpDetails = {
  firstName: 'Fia',
  lastName: 'Finn',
  email: 'fia@demo.test',
  password: 'Secret-123',
  countryCode: 'FI',
};
const contact: SignUpContactInfo = {
  mobilePhone: '+358401234567',
  dateOfBirth: '1990-01-01',
  postalCode: '00100',
  termsAccepted: true,
  marketingOptIn: false,
  depositLimit: { period: 'M', amount: '500' },
};
const registration = { playerId: '6f1c1f8e-0000-4000-8000-000000000001', token: 'tok' };

interface Fakes {
  register?: (input: RegisterInput) => Promise<RegisterOutput>;
  requestCode?: (input: CodeInput) => Promise<{ attemptsLeft: number }>;
  verifyCode?: (input: VerifyInput) => Promise<unknown>;
  update?: (input: UpdateInput) => Promise<unknown>;
  logIn?: (input: LogInInput) => Promise<unknown>;
}

const registered =
  (sms: boolean, email = false) =>
  async () => ({
    ...registration,
    smsVerificationRequired: sms,
    emailVerificationRequired: email,
  });
const refusal = (
  status: number,
  code: string,
  validationErrors?: Record<string, { code: string; message: string }>,
) => Promise.reject({ status, code, message: code, validationErrors });

function start(fakes: Fakes = {}) {
  const spies = {
    register: vi.fn(fakes.register ?? registered(true)),
    requestCode: vi.fn(fakes.requestCode ?? (async () => ({ attemptsLeft: 2 }))),
    verifyCode: vi.fn(fakes.verifyCode ?? (async () => ({ verified: true }))),
    update: vi.fn(fakes.update ?? (async () => ({ completed: true }))),
    logIn: vi.fn(fakes.logIn ?? (async () => ({}))),
  };
  const actor = createActor(
    signUpMachine.provide({
      actors: {
        register: fromPromise(({ input }) => spies.register(input)),
        requestCode: fromPromise(({ input }) => spies.requestCode(input)),
        verifyCode: fromPromise(({ input }) => spies.verifyCode(input)),
        update: fromPromise(({ input }) => spies.update(input)),
        logIn: fromPromise(({ input }) => spies.logIn(input)),
      },
    }),
  ).start();
  const settle = () =>
    waitFor(actor, (snapshot) => !snapshot.hasTag('busy') && !snapshot.matches({ verification: 'checking' }));
  return { actor, spies, settle };
}

async function toVerification(fakes: Fakes = {}) {
  const run = start(fakes);
  run.actor.send({ type: 'next', details });
  run.actor.send({ type: 'next', contact });
  await run.settle();
  return run;
}

describe('sign-up steps', () => {
  it('starts on details; previous clamps there; next needs the step’s data', () => {
    const { actor } = start();
    actor.send({ type: 'previous' });
    expect(actor.getSnapshot().value).toBe('details');
    actor.send({ type: 'next', contact });
    expect(actor.getSnapshot().value).toBe('details');
    actor.send({ type: 'next', details });
    expect(actor.getSnapshot().value).toBe('contactInfo');
    expect(actor.getSnapshot().context.details).toEqual(details);
    actor.send({ type: 'previous' });
    expect(actor.getSnapshot().value).toBe('details');
    expect(actor.getSnapshot().context.visitedSteps).toEqual(['details', 'contactInfo']);
  });

  it('submits the initial player after ContactInfo and sends the SMS code the answer requires', async () => {
    const { actor, spies } = await toVerification();
    expect(spies.register).toHaveBeenCalledWith({ details, contact });
    expect(spies.requestCode).toHaveBeenCalledWith({ registration, channel: 'sms', countryCode: 'FI' });
    const { context, value } = actor.getSnapshot();
    expect(value).toEqual({ verification: 'awaiting' });
    expect(context.pin).toEqual({ sms: 'sendSuccess', email: 'uninitialized' });
    expect(context.attemptsLeft).toBe(2);
    expect(signUpStepOf(value)).toBe('verification');
  });

  it('a wrong code fails the pin, the right one completes, updates and logs in with the sign-up password', async () => {
    let calls = 0;
    const { actor, spies, settle } = await toVerification({
      verifyCode: async () => (++calls === 1 ? refusal(400, 'sms.code.invalid') : { verified: true }),
    });
    actor.send({ type: 'verify', channel: 'sms', code: '000000' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ verification: 'awaiting' });
    expect(actor.getSnapshot().context.pin.sms).toBe('verifyFail');
    expect(actor.getSnapshot().context.error).toEqual({
      kind: 'codeInvalid',
      fields: { code: 'sms.code.invalid' },
    });

    actor.send({ type: 'verify', channel: 'sms', code: '123456' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(spies.verifyCode).toHaveBeenLastCalledWith({
      registration,
      channel: 'sms',
      countryCode: 'FI',
      code: '123456',
      password: details.password,
    });
    expect(spies.update).toHaveBeenCalledWith({ registration, details, contact });
    expect(spies.logIn).toHaveBeenCalledWith({
      email: details.email,
      password: details.password,
      depositLimit: contact.depositLimit,
    });
    const done = actor.getSnapshot();
    expect(done.value).toBe('complete');
    expect(done.context.pin.sms).toBe('verifySuccess');
    // The password does not outlive the sign-up.
    expect(done.context.details?.password).toBe('');
  });

  it('re-sends a code on request, and a failed send is sendFail with the error', async () => {
    let sends = 0;
    const { actor, spies, settle } = await toVerification({
      requestCode: async () =>
        ++sends === 2 ? refusal(500, 'error.system.error') : { attemptsLeft: 3 - sends },
    });
    actor.send({ type: 'resend', channel: 'sms' });
    await settle();
    expect(spies.requestCode).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.pin.sms).toBe('sendFail');
    expect(actor.getSnapshot().context.error?.messageId).toBe('error.system.error');
    actor.send({ type: 'resend', channel: 'sms' });
    await settle();
    expect(actor.getSnapshot().context.pin.sms).toBe('sendSuccess');
    // A channel the sign-up does not require is ignored.
    actor.send({ type: 'resend', channel: 'email' });
    expect(spies.requestCode).toHaveBeenCalledTimes(3);
  });

  it('goes to the attempts-exceeded state when the SMS attempts run out', async () => {
    const { actor, settle } = await toVerification({
      requestCode: async () => refusal(429, 'sms.max.attempts.reached'),
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('attemptsExceeded');
    expect(signUpStepOf(actor.getSnapshot().value)).toBe('attemptsExceeded');
  });

  it('verifies SMS then e-mail when both are required', async () => {
    const { actor, spies, settle } = await toVerification({ register: registered(true, true) });
    actor.send({ type: 'verify', channel: 'sms', code: '1' });
    await settle();
    expect(spies.requestCode).toHaveBeenLastCalledWith({ registration, channel: 'email', countryCode: 'FI' });
    expect(actor.getSnapshot().context.channel).toBe('email');
    actor.send({ type: 'verify', channel: 'email', code: '2' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(spies.update).toHaveBeenCalledOnce();
  });

  it('logs in at once when no verification is required', async () => {
    const { actor, spies } = start({ register: registered(false) });
    actor.send({ type: 'next', details });
    actor.send({ type: 'next', contact });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(spies.requestCode).not.toHaveBeenCalled();
    expect(spies.logIn).toHaveBeenCalledOnce();
  });

  it('completes even when the automatic login fails, and says so', async () => {
    const { actor } = start({
      register: registered(false),
      logIn: async () => Promise.reject(new Error('down')),
    });
    actor.send({ type: 'next', details });
    actor.send({ type: 'next', contact });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().context.loginFailed).toBe(true);
  });

  it('a changed phone number after submitting resets the SMS verification instead of registering again', async () => {
    let updates = 0;
    const { actor, spies, settle } = await toVerification({
      update: async () =>
        ++updates <= 2
          ? refusal(400, 'error.request.invalid', {
              mobilePhone: { code: 'sms.verification.required', message: 'The phone number changed' },
            })
          : { completed: true },
    });
    actor.send({ type: 'verify', channel: 'sms', code: '1' });
    await waitFor(
      actor,
      (snapshot) => snapshot.matches({ verification: 'awaiting' }) || snapshot.status === 'done',
    );
    expect(actor.getSnapshot().context.pin.sms).toBe('sendSuccess');
    expect(spies.requestCode).toHaveBeenCalledTimes(2);
    actor.send({ type: 'previous' });
    expect(actor.getSnapshot().value).toBe('contactInfo');
    actor.send({ type: 'next', contact: { ...contact, mobilePhone: '+358409999999' } });
    await settle();
    expect(spies.register).toHaveBeenCalledOnce();
    expect(spies.update).toHaveBeenLastCalledWith(
      expect.objectContaining({ contact: expect.objectContaining({ mobilePhone: '+358409999999' }) }),
    );
    expect(actor.getSnapshot().value).toEqual({ verification: 'awaiting' });
    expect(spies.requestCode).toHaveBeenCalledTimes(3);
    actor.send({ type: 'verify', channel: 'sms', code: '2' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(spies.update).toHaveBeenCalledTimes(3);
  });

  it('a duplicate e-mail reaches Duplicated; previous goes back to details', async () => {
    const { actor, settle } = start({
      register: async () => refusal(409, 'error.registration.player_already_exists'),
    });
    actor.send({ type: 'next', details });
    actor.send({ type: 'next', contact });
    await settle();
    expect(actor.getSnapshot().value).toBe('duplicated');
    actor.send({ type: 'previous' });
    expect(actor.getSnapshot().value).toBe('details');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a blocked country reaches Unsupported', async () => {
    const { actor, settle } = start({ register: async () => refusal(400, 'error.country.blocked') });
    actor.send({ type: 'next', details });
    actor.send({ type: 'next', contact });
    await settle();
    expect(actor.getSnapshot().value).toBe('unsupported');
    actor.send({ type: 'previous' });
    expect(actor.getSnapshot().value).toBe('details');
  });

  it('a duplicate cpf goes back to details with the error on the cpf field', async () => {
    const { actor, settle } = start({ register: async () => refusal(409, 'error.cpf.duplicate_found') });
    actor.send({ type: 'next', details: { ...details, countryCode: 'BR', cpf: '12345678909' } });
    actor.send({ type: 'next', contact });
    await settle();
    expect(actor.getSnapshot().value).toBe('details');
    expect(actor.getSnapshot().context.error).toEqual({
      kind: 'cpfDuplicate',
      fields: { cpf: 'error.cpf.duplicate_found' },
    });
  });

  it('other submit errors stay on ContactInfo with their message', async () => {
    const { actor, settle } = start({ register: async () => refusal(403, 'error.vonage.phone.invalid') });
    actor.send({ type: 'next', details });
    actor.send({ type: 'next', contact });
    await settle();
    expect(actor.getSnapshot().value).toBe('contactInfo');
    expect(actor.getSnapshot().context.error?.fields).toEqual({ mobilePhone: 'error.vonage.validation' });
  });

  it('update errors: same customer info stays on ContactInfo, a blocked country is Unsupported', async () => {
    const same = start({
      register: registered(false),
      update: async () => refusal(409, 'error.same.customer.info.detected'),
    });
    same.actor.send({ type: 'next', details });
    same.actor.send({ type: 'next', contact });
    await same.settle();
    expect(same.actor.getSnapshot().value).toBe('contactInfo');
    expect(same.actor.getSnapshot().context.error?.messageId).toBe('error.same.customer.info.detected');

    const blocked = start({
      register: registered(false),
      update: async () => refusal(400, 'error.country.blocked'),
    });
    blocked.actor.send({ type: 'next', details });
    blocked.actor.send({ type: 'next', contact });
    await blocked.settle();
    expect(blocked.actor.getSnapshot().value).toBe('unsupported');
  });

  it('a persisted snapshot restores mid-verification (the site keeps it between form posts)', async () => {
    const { actor, spies } = await toVerification();
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    const restored = createActor(
      signUpMachine.provide({
        actors: {
          verifyCode: fromPromise<unknown, VerifyInput>(async () => ({ verified: true })),
          update: fromPromise<unknown, UpdateInput>(async () => ({ completed: true })),
          logIn: fromPromise<unknown, LogInInput>(async () => ({})),
        },
      }),
      { snapshot: persisted },
    ).start();
    expect(restored.getSnapshot().value).toEqual({ verification: 'awaiting' });
    restored.send({ type: 'verify', channel: 'sms', code: '1' });
    await waitFor(restored, (snapshot) => snapshot.status === 'done');
    expect(spies.register).toHaveBeenCalledOnce();
  });
});

describe('nextChannel', () => {
  it('is SMS before e-mail, skipping verified and not required channels', () => {
    expect(
      nextChannel({
        required: { sms: true, email: true },
        pin: { sms: 'uninitialized', email: 'uninitialized' },
      }),
    ).toBe('sms');
    expect(
      nextChannel({ required: { sms: true, email: true }, pin: { sms: 'verifySuccess', email: 'sendFail' } }),
    ).toBe('email');
    expect(
      nextChannel({
        required: { sms: false, email: false },
        pin: { sms: 'uninitialized', email: 'uninitialized' },
      }),
    ).toBeNull();
  });
});
