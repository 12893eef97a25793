/**
 * The sign-up's forms (spec 1 §5 "Sign-up validation"), part of the sign-up flow
 * (signup.flow.server.ts re-exports them): each step's fields through zod and the domain's rules
 * (password strength, adulthood, cpf, the market's countries and dial prefixes, an optional deposit
 * limit), answered as the machine's events or as field errors in message ids (`signup.error.<field>`
 * where the schema has no message of its own). The code step takes the SMS or e-mail code as digits.
 */
import { z } from 'zod';
import {
  CPF_COUNTRIES,
  isAdult,
  joinMobilePhone,
  normaliseCpf,
  parseMoneyInput,
  passwordProblem,
} from '@casino/domain';
import type { SignUpEvent } from '@casino/flows';
import { parseForm, type ParseFormOptions } from '../../lib/form.server.ts';

/** Field errors of a step: message ids by field name (`form` for the form as a whole). */
export type FieldErrors = Partial<Record<string, string>>;

const text = (max: number, message: string) => z.string().trim().min(1, { message }).max(max, { message });

/** What a post of the sign-up page asks for (the hidden `intent`). */
export const signUpIntentSchema = z.enum([
  'details',
  'contact',
  'all',
  'previous',
  'resend',
  'verify',
  'restart',
]);
export type SignUpIntent = z.infer<typeof signUpIntentSchema>;

const detailsForm = z.object({
  firstName: text(50, 'signup.error.firstName'),
  lastName: text(50, 'signup.error.lastName'),
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ message: 'signup.error.email' })),
  password: z.string().max(128, { message: 'signup.error.password.tooLong' }),
  countryCode: z.string().regex(/^[A-Z]{2}$/, { message: 'signup.error.country' }),
  cpf: z.string().max(20).optional(),
});

const contactForm = z.object({
  phoneCountry: z.string().regex(/^[A-Z]{2}$/, { message: 'signup.error.phone' }),
  phoneNumber: z.string().max(20, { message: 'signup.error.phone' }),
  dateOfBirth: z.iso.date({ message: 'signup.error.dateOfBirth' }),
  postalCode: text(10, 'signup.error.postalCode'),
  terms: z.literal('on', { message: 'signup.error.terms' }),
  marketing: z.literal('on').optional(),
  limitPeriod: z.enum(['', 'D', 'W', 'M']).default(''),
  limitAmount: z.string().max(20).default(''),
});

export const codeForm = z.object({
  channel: z.enum(['sms', 'email']),
  code: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, { message: 'signup.error.code' }),
});

/** The sign-up's messages: the schema's own ids, else the field's generic one. */
export const SIGNUP_MESSAGES: ParseFormOptions = {
  formField: 'form',
  messageFor: (field, message) => (message.startsWith('signup.') ? message : `signup.error.${field}`),
};

type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

export function parseDetails(
  form: Record<string, FormDataEntryValue>,
  countries: ReadonlySet<string>,
  keptPassword: string | null,
): Parsed<Extract<SignUpEvent, { details: unknown }>['details']> {
  const parsed = parseForm(detailsForm, form, SIGNUP_MESSAGES);
  if (!parsed.ok) return { ok: false, errors: parsed.fieldErrors };
  const errors: FieldErrors = {};
  const value = parsed.data;
  const password = value.password || keptPassword || '';
  const weak = passwordProblem(password, value.email);
  if (weak) errors['password'] = `signup.error.password.${weak}`;
  if (!countries.has(value.countryCode)) errors['countryCode'] = 'signup.error.country';
  let cpf: string | undefined;
  if (CPF_COUNTRIES.has(value.countryCode)) {
    cpf = normaliseCpf(value.cpf ?? '') ?? undefined;
    if (!cpf) errors['cpf'] = 'signup.error.cpf';
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      firstName: value.firstName,
      lastName: value.lastName,
      email: value.email.toLowerCase(),
      password,
      countryCode: value.countryCode,
      ...(cpf ? { cpf } : {}),
    },
  };
}

export function parseContact(
  form: Record<string, FormDataEntryValue>,
  prefixes: ReadonlyMap<string, string>,
  locale: string,
  /** The market asks for a deposit limit at sign-up (signupPage.server.ts `depositLimitRequired`). */
  limitRequired = false,
): Parsed<Extract<SignUpEvent, { contact: unknown }>['contact']> {
  const parsed = parseForm(contactForm, form, SIGNUP_MESSAGES);
  if (!parsed.ok) return { ok: false, errors: parsed.fieldErrors };
  const value = parsed.data;
  const errors: FieldErrors = {};
  const prefix = prefixes.get(value.phoneCountry);
  const mobilePhone = prefix ? joinMobilePhone(prefix, value.phoneNumber) : null;
  if (!mobilePhone) errors['phoneNumber'] = 'signup.error.phone';
  if (!isAdult(value.dateOfBirth, new Date())) errors['dateOfBirth'] = 'signup.error.age';
  let depositLimit: { period: 'D' | 'W' | 'M'; amount: string } | null = null;
  if (value.limitPeriod || value.limitAmount) {
    // The player's currency is not known before sign-up: the amount is read as a plain number.
    const amount = parseMoneyInput(value.limitAmount, 'EUR', locale);
    if (!value.limitPeriod) errors['limitPeriod'] = 'signup.error.limitPeriod';
    else if (!amount.ok || Number(amount.value) <= 0) errors['limitAmount'] = 'signup.error.limitAmount';
    else depositLimit = { period: value.limitPeriod, amount: amount.value };
  } else if (limitRequired) {
    errors['limitPeriod'] = 'signup.error.limitRequired';
  }
  if (Object.keys(errors).length || !mobilePhone) return { ok: false, errors };
  return {
    ok: true,
    value: {
      mobilePhone,
      dateOfBirth: value.dateOfBirth,
      postalCode: value.postalCode,
      termsAccepted: true,
      marketingOptIn: value.marketing === 'on',
      depositLimit,
    },
  };
}

/**
 * The machine's events of one post (spec 1 §4 "Registration steps"), or the field errors that
 * refuse it: Details and ContactInfo (one page posts both: `all`), Previous, a new code by SMS or
 * e-mail, and the code itself (Verification).
 */
export function signUpEventsOf(
  form: Record<string, FormDataEntryValue>,
  context: {
    countries: ReadonlySet<string>;
    prefixes: ReadonlyMap<string, string>;
    formatting: string;
    keptPassword: string | null;
    limitRequired?: boolean;
  },
): { ok: true; events: SignUpEvent[] } | { ok: false; errors: FieldErrors } {
  const given = parseForm(z.object({ intent: signUpIntentSchema.or(z.literal('')).optional() }), form);
  if (!given.ok) return { ok: false, errors: { form: 'signup.error.form' } };
  const intent = given.data.intent || null;
  const events: SignUpEvent[] = [];
  let errors: FieldErrors = {};
  if (intent === 'details' || intent === 'all') {
    const details = parseDetails(form, context.countries, context.keptPassword);
    if (details.ok) events.push({ type: 'next', details: details.value });
    else errors = { ...errors, ...details.errors };
  }
  if (intent === 'contact' || intent === 'all') {
    const contact = parseContact(form, context.prefixes, context.formatting, context.limitRequired);
    if (contact.ok) events.push({ type: 'next', contact: contact.value });
    else errors = { ...errors, ...contact.errors };
  }
  if (intent === 'previous') events.push({ type: 'previous' });
  if (intent === 'resend')
    events.push({ type: 'resend', channel: form['channel'] === 'email' ? 'email' : 'sms' });
  if (intent === 'verify') {
    const parsed = parseForm(codeForm, form, SIGNUP_MESSAGES);
    if (parsed.ok) events.push({ type: 'verify', channel: parsed.data.channel, code: parsed.data.code });
    else errors = parsed.fieldErrors;
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  if (!events.length && intent !== null && intent !== 'restart') {
    return { ok: false, errors: { form: 'signup.error.form' } };
  }
  return { ok: true, events };
}

/** The non-secret form values sent back with validation errors, so the form keeps them. */
export function echo(form: Record<string, FormDataEntryValue>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    if (key !== 'password' && typeof value === 'string') out[key] = value.slice(0, 254);
  }
  return out;
}
