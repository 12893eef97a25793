/**
 * The sign-up flow on the server (spec 1 §4 "Registration steps", §5 "Sign-up validation"):
 * packages/flows `signUpMachine` wired to the player API, its store (lib/flowKit.server.ts: a
 * resting state and its context in an encrypted cookie, the final Complete kept so the page shows
 * it once), what the page may see of it, and its forms: each step's fields through zod and the
 * domain's rules (password strength, adulthood, cpf, the market's countries and dial prefixes, an
 * optional deposit limit), answered as the machine's events or as field errors in message ids
 * (`signup.error.<field>` where the schema has no message of its own). The route
 * (routes/signup.tsx) keeps loader, action and page.
 *
 * The automatic login at the end is the retrying login of the shell (`signIn` with
 * `afterSignUp`), which stores the session; the deposit limit chosen at sign-up (UKGC RTS 12A) is
 * then set with the player's new session. A step may take the login's retries, so it settles
 * within 60 s rather than one call's 30.
 */
import { z } from 'zod';
import {
  CPF_COUNTRIES,
  SIGN_UP_ERROR_KINDS,
  apiLanguage,
  isAdult,
  joinMobilePhone,
  normaliseCpf,
  parseMoneyInput,
  passwordProblem,
} from '@casino/domain';
import {
  SIGNUP_STEPS,
  signUpMachine,
  signUpStepOf,
  type CodeChannel,
  type CodeInput,
  type LogInInput,
  type RegisterInput,
  type RegisterOutput,
  type SignUpContext,
  type SignUpStep,
  type UpdateInput,
  type SignUpEvent,
  type VerifyInput,
} from '@casino/flows';
import type { PlayerApiClient } from '@casino/player-api';
import type { AuthHolder } from '../../lib/auth.server.ts';
import type { PlayerSession } from '../../lib/session.server.ts';
import { apiActor, flowError, serverFlow, type RestingFlow } from '../../lib/flowKit.server.ts';
import { parseForm, type ParseFormOptions } from '../../lib/form.server.ts';
import { signIn } from './login.flow.server.ts';

const pinStatus = z.enum(['uninitialized', 'sendSuccess', 'sendFail', 'verifySuccess', 'verifyFail']);

/** The machine's context as the flow cookie keeps it (the password in it never reaches the page). */
export const signUpContextSchema = z.object({
  details: z
    .object({
      firstName: z.string().max(100),
      lastName: z.string().max(100),
      email: z.string().max(254),
      password: z.string().max(128),
      countryCode: z.string().max(2),
      cpf: z.string().max(20).optional(),
    })
    .nullable(),
  contact: z
    .object({
      mobilePhone: z.string().max(20),
      dateOfBirth: z.string().max(10),
      postalCode: z.string().max(20),
      termsAccepted: z.boolean(),
      marketingOptIn: z.boolean(),
      depositLimit: z.object({ period: z.enum(['D', 'W', 'M']), amount: z.string().max(20) }).nullable(),
    })
    .nullable(),
  registration: z.object({ playerId: z.string().max(200), token: z.string().max(8192) }).nullable(),
  required: z.object({ sms: z.boolean(), email: z.boolean() }),
  pin: z.object({ sms: pinStatus, email: pinStatus }),
  channel: z.enum(['sms', 'email']).nullable(),
  attemptsLeft: z.number().int().nullable(),
  error: z
    .object({
      kind: z.enum(SIGN_UP_ERROR_KINDS),
      messageId: z.string().max(200).optional(),
      fields: z.record(z.string().max(60), z.string().max(1000)).optional(),
    })
    .nullable(),
  visitedSteps: z.array(z.enum([...SIGNUP_STEPS, 'duplicated', 'unsupported', 'attemptsExceeded'])),
  loginFailed: z.boolean(),
});

export const signUpFlow = serverFlow({
  cookie: 'casino_flow_signup',
  machine: signUpMachine,
  context: signUpContextSchema,
  keepFinal: true,
  timeoutMs: 60_000,
});
export type StoredSignUp = RestingFlow<typeof signUpMachine>;

/** The step the page shows for a stored flow (a nested state by its top-level step). */
export function signUpStepFor(stored: StoredSignUp | null): SignUpStep {
  return stored ? signUpStepOf(stored.value.split('.')[0]) : 'details';
}

export interface SignUpRuntime {
  playerApi: PlayerApiClient;
  siteId: number;
  /** The page's site language (`inen` is sent as `en`). */
  language: string;
  termsVersion: number;
  captchaToken: string;
  session: PlayerSession;
  auth: AuthHolder;
}

export function signUpMachineFor(runtime: SignUpRuntime) {
  const { playerApi } = runtime;
  const headers = { hcaptchaToken: runtime.captchaToken };
  const codeBody = (input: { registration: { playerId: string }; countryCode: string }) => ({
    playerId: input.registration.playerId,
    siteId: runtime.siteId,
    countryCode: input.countryCode,
  });
  const requestCode = (channel: CodeChannel, body: ReturnType<typeof codeBody>) =>
    channel === 'sms'
      ? playerApi.registrationSmsRequest({ headers, body })
      : playerApi.registrationEmailRequest({ headers, body });
  return signUpMachine.provide({
    actors: {
      register: apiActor<RegisterOutput, RegisterInput>((input) =>
        playerApi.register({
          headers,
          body: {
            firstName: input.details.firstName,
            lastName: input.details.lastName,
            email: input.details.email,
            password: input.details.password,
            mobilePhone: input.contact.mobilePhone,
            countryCode: input.details.countryCode,
            languageCode: apiLanguage(runtime.language),
            termsAndConditions: input.contact.termsAccepted,
            termsAndConditionsAcceptedVersion: runtime.termsVersion,
            cookiePolicyAccepted: input.contact.termsAccepted,
            marketingOptIn: input.contact.marketingOptIn,
            allConditions: input.contact.termsAccepted && input.contact.marketingOptIn,
            ...(input.details.cpf ? { cpf: input.details.cpf } : {}),
          },
        }),
      ),
      requestCode: apiActor<{ attemptsLeft: number }, CodeInput>((input) =>
        requestCode(input.channel, codeBody(input)),
      ),
      verifyCode: apiActor<unknown, VerifyInput>((input) => {
        const body = { ...codeBody(input), code: input.code, password: input.password };
        return input.channel === 'sms'
          ? playerApi.registrationSmsVerification({ headers, body })
          : playerApi.registrationEmailVerification({ headers, body });
      }),
      update: apiActor<unknown, UpdateInput>((input) =>
        playerApi.updateRegistration({
          headers,
          body: {
            playerId: input.registration.playerId,
            token: input.registration.token,
            dateOfBirth: input.contact.dateOfBirth,
            postalCode: input.contact.postalCode,
            mobilePhone: input.contact.mobilePhone,
            countryCode: input.details.countryCode,
            termsAndConditionsAccepted: input.contact.termsAccepted,
            languageCode: apiLanguage(runtime.language),
          },
        }),
      ),
      logIn: apiActor<unknown, LogInInput>(async (input) => {
        const result = await signIn({
          session: runtime.session,
          auth: runtime.auth,
          playerApi,
          email: input.email,
          password: input.password,
          afterSignUp: true,
          now: Date.now(),
        });
        if (!result.ok) throw flowError(new Error(result.error.kind));
        if (input.depositLimit) {
          // The account exists and is logged in: a limit that cannot be set now is set later on the
          // limits page; the sign-up does not fail for it.
          await playerApi
            .updateDepositLimit({
              body: { duration: input.depositLimit.period, limit: input.depositLimit.amount },
            })
            .catch((error: unknown) => {
              console.warn(`[site] deposit limit at sign-up not set: ${(error as Error).message}`);
            });
        }
        return result;
      }),
    },
  });
}

/** The flow's state for the page, without anything secret (the password never leaves the server). */
export function publicSignUpState(context: SignUpContext) {
  const { details, contact } = context;
  return {
    details: details && {
      firstName: details.firstName,
      lastName: details.lastName,
      email: details.email,
      countryCode: details.countryCode,
      cpf: details.cpf ?? '',
      hasPassword: details.password.length > 0,
    },
    contact,
    required: context.required,
    pin: context.pin,
    channel: context.channel,
    attemptsLeft: context.attemptsLeft,
    error: context.error,
    visitedSteps: context.visitedSteps,
    loginFailed: context.loginFailed,
  };
}
export type PublicSignUpState = ReturnType<typeof publicSignUpState>;

// ---------------------------------------------------------------------------------------------
// The forms
// ---------------------------------------------------------------------------------------------

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
    const contact = parseContact(form, context.prefixes, context.formatting);
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
