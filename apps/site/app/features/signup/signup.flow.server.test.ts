/** The sign-up flow's pure parts (signup.flow.server.ts): its forms as events, its stored context, its view. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { signUpMachine } from '@casino/flows';
import { publicSignUpState, signUpContextSchema, signUpEventsOf } from './signup.flow.server.ts';

const context = {
  countries: new Set(['FI', 'BR']),
  prefixes: new Map([['FI', '+358']]),
  formatting: 'fi-FI',
  keptPassword: null,
};
const details = {
  firstName: 'Paula',
  lastName: 'Player',
  email: 'Paula@Example.test',
  password: 'secret123',
  countryCode: 'FI',
};
const contact = {
  phoneCountry: 'FI',
  phoneNumber: '401234567',
  dateOfBirth: '1990-01-31',
  postalCode: '00100',
  terms: 'on',
};

describe('signUpEventsOf (spec 1 §4 "Registration steps", §5)', () => {
  it('turns Details into the machine’s next event, the e-mail in lower case', () => {
    const given = signUpEventsOf({ intent: 'details', ...details }, context);
    expect(given).toEqual({
      ok: true,
      events: [{ type: 'next', details: { ...details, email: 'paula@example.test' } }],
    });
  });

  it('refuses a weak password, an unknown country and a missing cpf on their fields', () => {
    expect(signUpEventsOf({ intent: 'details', ...details, password: 'onlyletters' }, context)).toEqual({
      ok: false,
      errors: { password: 'signup.error.password.lettersAndDigits' },
    });
    expect(signUpEventsOf({ intent: 'details', ...details, countryCode: 'SE' }, context)).toMatchObject({
      ok: false,
      errors: { countryCode: 'signup.error.country' },
    });
    expect(signUpEventsOf({ intent: 'details', ...details, countryCode: 'BR' }, context)).toMatchObject({
      ok: false,
      errors: { cpf: 'signup.error.cpf' },
    });
  });

  it('sends both steps of the one-page form, and the phone joined with its prefix', () => {
    const given = signUpEventsOf({ intent: 'all', ...details, ...contact }, context);
    expect(given.ok && given.events.map((event) => event.type)).toEqual(['next', 'next']);
    expect(given.ok && given.events[1]).toMatchObject({ contact: { mobilePhone: '+358401234567' } });
  });

  it('asks for a deposit limit where the market requires one (marketRules), and only there', () => {
    const required = { ...context, limitRequired: true };
    expect(signUpEventsOf({ intent: 'contact', ...contact }, required)).toEqual({
      ok: false,
      errors: { limitPeriod: 'signup.error.limitRequired' },
    });
    const withLimit = signUpEventsOf(
      { intent: 'contact', ...contact, limitPeriod: 'W', limitAmount: '150' },
      required,
    );
    expect(withLimit.ok && withLimit.events[0]).toMatchObject({
      contact: { depositLimit: { period: 'W', amount: '150.00' } },
    });
    expect(signUpEventsOf({ intent: 'contact', ...contact }, context)).toMatchObject({ ok: true });
  });

  it('takes the SMS code step’s code, and refuses one that is not digits', () => {
    expect(signUpEventsOf({ intent: 'verify', channel: 'sms', code: ' 123456 ' }, context)).toEqual({
      ok: true,
      events: [{ type: 'verify', channel: 'sms', code: '123456' }],
    });
    expect(signUpEventsOf({ intent: 'verify', channel: 'sms', code: '12ab' }, context)).toEqual({
      ok: false,
      errors: { code: 'signup.error.code' },
    });
  });

  it('asks again by SMS unless e-mail is named, goes back, and refuses an unknown intent', () => {
    expect(signUpEventsOf({ intent: 'resend' }, context)).toEqual({
      ok: true,
      events: [{ type: 'resend', channel: 'sms' }],
    });
    expect(signUpEventsOf({ intent: 'previous' }, context)).toEqual({
      ok: true,
      events: [{ type: 'previous' }],
    });
    expect(signUpEventsOf({ intent: 'other' }, context)).toEqual({
      ok: false,
      errors: { form: 'signup.error.form' },
    });
    expect(signUpEventsOf({}, context)).toEqual({ ok: true, events: [] });
  });
});

describe('the stored sign-up', () => {
  it('checks the machine’s own context, and refuses an old format', () => {
    const actor = createActor(signUpMachine).start();
    expect(signUpContextSchema.safeParse(actor.getSnapshot().context).success).toBe(true);
    actor.stop();
    expect(signUpContextSchema.safeParse({ details: null }).success).toBe(false);
  });

  it('shows the page no password', () => {
    const actor = createActor(signUpMachine).start();
    const shown = publicSignUpState({
      ...actor.getSnapshot().context,
      details: { ...details, password: 'secret123' },
    });
    actor.stop();
    expect(JSON.stringify(shown)).not.toContain('secret123');
    expect(shown.details?.hasPassword).toBe(true);
  });
});
