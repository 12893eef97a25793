/**
 * Sign-up (spec 1 §4 "Registration steps", §3 "Sign-up state", §8 "Sign-up").
 *
 * Steps are the spec's: `details` → `contactInfo` → `verification` → `complete`, plus
 * `duplicated` and `unsupported` (and `attemptsExceeded` for `sms.max.attempts.reached`).
 * `next` and `previous` move between the form steps and clamp at the ends.
 *
 * Flow: the initial player is submitted after ContactInfo (`register`); each verification the
 * answer requires (SMS, then e-mail) is sent (`requestCode`) and verified (`verifyCode`), codes
 * may be requested again; then the final update (`update`) completes the registration and the
 * player is logged in (`logIn`, the retrying login of spec 1 §4 with the first-login flag). When no
 * verification is required the update follows the submit at once.
 *
 * Decisions:
 * - A player who goes back after submitting and changes the phone number does not register again:
 *   the update carries the new number, the API answers that it needs verifying
 *   (`sms.verification.required`), and the SMS pin status resets to `uninitialized` so a code is
 *   sent to the new number (spec: "If the phone number changed since the last attempt,
 *   verification state resets").
 * - Server errors are classified by `classifySignUpError` (packages/domain); an error on a field of
 *   the details step returns there, others stay on ContactInfo; field errors land on their fields.
 * - A failed automatic login still completes the sign-up (the account exists): `complete` then
 *   says so and offers the login popup.
 *
 * The machine has no I/O: `register`, `requestCode`, `verifyCode`, `update` and `logIn` are
 * injected actors that reject with a `SignUpFailure` (status, code, message, validationErrors).
 */
import { assign, fromPromise, setup } from 'xstate';
import { classifySignUpError, type SignUpError, type SignUpFailure, type SignUpStage } from '@casino/domain';

export const SIGNUP_STEPS = ['details', 'contactInfo', 'verification', 'complete'] as const;
export type SignUpStep = (typeof SIGNUP_STEPS)[number] | 'duplicated' | 'unsupported' | 'attemptsExceeded';

export type PinStatus = 'uninitialized' | 'sendSuccess' | 'sendFail' | 'verifySuccess' | 'verifyFail';
export type CodeChannel = 'sms' | 'email';

export interface SignUpDetails {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  countryCode: string;
  cpf?: string;
}

export interface SignUpContactInfo {
  /** E.164, `+358401234567`. */
  mobilePhone: string;
  dateOfBirth: string;
  postalCode: string;
  termsAccepted: boolean;
  marketingOptIn: boolean;
  /** The deposit limit chosen at sign-up (UKGC RTS 12A), or null when skipped. */
  depositLimit: { period: 'D' | 'W' | 'M'; amount: string } | null;
}

export interface SignUpRegistration {
  playerId: string;
  token: string;
}

export interface SignUpContext {
  details: SignUpDetails | null;
  contact: SignUpContactInfo | null;
  registration: SignUpRegistration | null;
  required: Record<CodeChannel, boolean>;
  pin: Record<CodeChannel, PinStatus>;
  /** The channel whose code is being sent or verified. */
  channel: CodeChannel | null;
  attemptsLeft: number | null;
  error: SignUpError | null;
  visitedSteps: SignUpStep[];
  loginFailed: boolean;
}

export type SignUpEvent =
  | { type: 'next'; details: SignUpDetails }
  | { type: 'next'; contact: SignUpContactInfo }
  | { type: 'previous' }
  | { type: 'resend'; channel: CodeChannel }
  | { type: 'verify'; channel: CodeChannel; code: string };

export interface RegisterInput {
  details: SignUpDetails;
  contact: SignUpContactInfo;
}
export interface RegisterOutput extends SignUpRegistration {
  smsVerificationRequired: boolean;
  emailVerificationRequired: boolean;
}
export interface CodeInput {
  registration: SignUpRegistration;
  channel: CodeChannel;
  countryCode: string;
}
export interface VerifyInput extends CodeInput {
  code: string;
  password: string;
}
export interface UpdateInput {
  registration: SignUpRegistration;
  details: SignUpDetails;
  contact: SignUpContactInfo;
}
export interface LogInInput {
  email: string;
  password: string;
  depositLimit: SignUpContactInfo['depositLimit'];
}

/** The fields of the details step (an error on one of them sends the player back there). */
const DETAILS_FIELDS = new Set(['firstName', 'lastName', 'email', 'password', 'countryCode', 'cpf']);

function failureOf(error: unknown): SignUpFailure {
  if (typeof error === 'object' && error !== null && 'status' in error) return error as SignUpFailure;
  return { status: 0, message: error instanceof Error ? error.message : String(error) };
}

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

export const signUpMachine = setup({
  types: {
    context: {} as SignUpContext,
    events: {} as SignUpEvent,
  },
  actors: {
    register: fromPromise<RegisterOutput, RegisterInput>(notProvided('register')),
    requestCode: fromPromise<{ attemptsLeft: number }, CodeInput>(notProvided('requestCode')),
    verifyCode: fromPromise<unknown, VerifyInput>(notProvided('verifyCode')),
    update: fromPromise<unknown, UpdateInput>(notProvided('update')),
    logIn: fromPromise<unknown, LogInInput>(notProvided('logIn')),
  },
  guards: {
    hasDetails: ({ event }) => event.type === 'next' && 'details' in event,
    hasContact: ({ event }) => event.type === 'next' && 'contact' in event,
    isRegistered: ({ context }) => context.registration !== null,
    needsCode: ({ context }) => nextChannel(context) !== null,
    codeToSend: ({ context }) => {
      const channel = nextChannel(context);
      return channel !== null && context.pin[channel] === 'uninitialized';
    },
    updatesRegistration: ({ event, context }) => 'contact' in event && context.registration !== null,
    needsVerification: (_, output: RegisterOutput) =>
      output.smsVerificationRequired || output.emailVerificationRequired,
    /** A failed call classified as `kind` (spec 1 §8) at its stage. */
    failedAs: (_, params: { error: unknown; stage: SignUpStage; kind: SignUpError['kind'] }) =>
      errorOf(params.error, params.stage).kind === params.kind,
    /** A failed call whose field errors include a Details field (the player goes back there). */
    failedOnDetails: (_, params: { error: unknown; stage: SignUpStage }) =>
      onDetailsField(errorOf(params.error, params.stage)),
    channelRequired: ({ context }, params: { channel: CodeChannel }) => context.required[params.channel],
    /** The update refused for a verification still missing on a field (the phone changed after it). */
    verificationMissing: (_, params: { error: unknown; field: 'mobilePhone' | 'email'; code: string }) =>
      failureOf(params.error).validationErrors?.[params.field]?.code === params.code,
  },
  actions: {
    clearError: assign({ error: null }),
    visit: assign(({ context }, params: { step: SignUpStep }) => ({
      visitedSteps: context.visitedSteps.includes(params.step)
        ? context.visitedSteps
        : [...context.visitedSteps, params.step],
    })),
    storeRegistration: assign(({ event }) => {
      const output = (event as unknown as { output: RegisterOutput }).output;
      return {
        registration: { playerId: output.playerId, token: output.token },
        required: { sms: output.smsVerificationRequired, email: output.emailVerificationRequired },
        pin: { sms: 'uninitialized', email: 'uninitialized' } as Record<CodeChannel, PinStatus>,
      };
    }),
    storeRegisterError: assign(({ event }) => ({ error: errorOf(errorIn(event), 'register') })),
    storeCodeError: assign(({ event }) => ({ error: errorOf(errorIn(event), 'code') })),
    storeUpdateError: assign(({ event }) => ({ error: errorOf(errorIn(event), 'update') })),
    takeDetails: assign(({ event }) => ({ details: 'details' in event ? event.details : null, error: null })),
    takeContact: assign(({ event }) => ({ contact: 'contact' in event ? event.contact : null, error: null })),
    chooseNextChannel: assign({ channel: ({ context }) => nextChannel(context) }),
    chooseChannel: assign((_, { channel }: { channel: CodeChannel }) => ({ channel, error: null })),
    codeSent: assign(({ context }, { attemptsLeft }: { attemptsLeft: number }) => ({
      pin: { ...context.pin, [context.channel!]: 'sendSuccess' },
      attemptsLeft,
    })),
    markPin: assign(({ context }, { status }: { status: PinStatus }) => ({
      pin: { ...context.pin, [context.channel!]: status },
    })),
    requireAgain: assign(({ context }, { channel }: { channel: CodeChannel }) => ({
      required: { ...context.required, [channel]: true },
      pin: { ...context.pin, [channel]: 'uninitialized' },
      error: null,
    })),
    markLoginFailed: assign({ loginFailed: true }),
    forgetPassword: assign({
      details: ({ context }) => context.details && { ...context.details, password: '' },
    }),
  },
}).createMachine({
  id: 'signUp',
  initial: 'details',
  context: {
    details: null,
    contact: null,
    registration: null,
    required: { sms: false, email: false },
    pin: { sms: 'uninitialized', email: 'uninitialized' },
    channel: null,
    attemptsLeft: null,
    error: null,
    visitedSteps: ['details'],
    loginFailed: false,
  },
  states: {
    details: {
      on: {
        next: {
          guard: 'hasDetails',
          target: 'contactInfo',
          actions: 'takeDetails',
        },
      },
    },
    contactInfo: {
      entry: { type: 'visit', params: { step: 'contactInfo' } },
      on: {
        previous: { target: 'details', actions: 'clearError' },
        next: [
          { guard: 'updatesRegistration', target: 'updating', actions: 'takeContact' },
          { guard: 'hasContact', target: 'registering', actions: 'takeContact' },
        ],
      },
    },
    registering: {
      tags: ['busy'],
      invoke: {
        src: 'register',
        input: ({ context }) => ({ details: context.details!, contact: context.contact! }),
        onDone: [
          {
            guard: { type: 'needsVerification', params: ({ event }) => event.output },
            target: 'verification',
            actions: 'storeRegistration',
          },
          { target: 'updating', actions: 'storeRegistration' },
        ],
        onError: [
          {
            guard: {
              type: 'failedAs',
              params: ({ event }) => ({ error: event.error, stage: 'register', kind: 'alreadyExists' }),
            },
            target: 'duplicated',
            actions: 'storeRegisterError',
          },
          {
            guard: {
              type: 'failedAs',
              params: ({ event }) => ({ error: event.error, stage: 'register', kind: 'countryBlocked' }),
            },
            target: 'unsupported',
            actions: 'storeRegisterError',
          },
          {
            guard: {
              type: 'failedOnDetails',
              params: ({ event }) => ({ error: event.error, stage: 'register' }),
            },
            target: 'details',
            actions: 'storeRegisterError',
          },
          { target: 'contactInfo', actions: 'storeRegisterError' },
        ],
      },
    },
    verification: {
      entry: { type: 'visit', params: { step: 'verification' } },
      initial: 'checking',
      on: {
        previous: { target: 'contactInfo', actions: 'clearError' },
      },
      states: {
        checking: {
          always: [
            {
              guard: 'codeToSend',
              target: 'sending',
              actions: 'chooseNextChannel',
            },
            {
              guard: 'needsCode',
              target: 'awaiting',
              actions: 'chooseNextChannel',
            },
            { target: '#signUp.updating' },
          ],
        },
        sending: {
          tags: ['busy'],
          invoke: {
            src: 'requestCode',
            input: ({ context }) => ({
              registration: context.registration!,
              channel: context.channel!,
              countryCode: context.details!.countryCode,
            }),
            onDone: {
              target: 'awaiting',
              actions: { type: 'codeSent', params: ({ event }) => event.output },
            },
            onError: [
              {
                guard: {
                  type: 'failedAs',
                  params: ({ event }) => ({ error: event.error, stage: 'code', kind: 'attemptsExceeded' }),
                },
                target: '#signUp.attemptsExceeded',
                actions: 'storeCodeError',
              },
              {
                target: 'awaiting',
                actions: ['storeCodeError', { type: 'markPin', params: { status: 'sendFail' } }],
              },
            ],
          },
        },
        awaiting: {
          on: {
            resend: {
              guard: { type: 'channelRequired', params: ({ event }) => ({ channel: event.channel }) },
              target: 'sending',
              actions: { type: 'chooseChannel', params: ({ event }) => ({ channel: event.channel }) },
            },
            verify: {
              guard: { type: 'channelRequired', params: ({ event }) => ({ channel: event.channel }) },
              target: 'verifying',
              actions: { type: 'chooseChannel', params: ({ event }) => ({ channel: event.channel }) },
            },
          },
        },
        verifying: {
          tags: ['busy'],
          invoke: {
            src: 'verifyCode',
            input: ({ context, event }) => ({
              registration: context.registration!,
              channel: context.channel!,
              countryCode: context.details!.countryCode,
              code: event.type === 'verify' ? event.code : '',
              password: context.details!.password,
            }),
            onDone: {
              target: 'checking',
              actions: { type: 'markPin', params: { status: 'verifySuccess' } },
            },
            onError: [
              {
                guard: {
                  type: 'failedAs',
                  params: ({ event }) => ({ error: event.error, stage: 'code', kind: 'attemptsExceeded' }),
                },
                target: '#signUp.attemptsExceeded',
                actions: 'storeCodeError',
              },
              {
                target: 'awaiting',
                actions: ['storeCodeError', { type: 'markPin', params: { status: 'verifyFail' } }],
              },
            ],
          },
        },
      },
    },
    updating: {
      tags: ['busy'],
      invoke: {
        src: 'update',
        input: ({ context }) => ({
          registration: context.registration!,
          details: context.details!,
          contact: context.contact!,
        }),
        onDone: { target: 'loggingIn' },
        onError: [
          {
            // The phone changed after it was verified (or a verification is still missing).
            guard: {
              type: 'verificationMissing',
              params: ({ event }) => ({
                error: event.error,
                field: 'mobilePhone',
                code: 'sms.verification.required',
              }),
            },
            target: 'verification',
            actions: { type: 'requireAgain', params: { channel: 'sms' } },
          },
          {
            guard: {
              type: 'verificationMissing',
              params: ({ event }) => ({
                error: event.error,
                field: 'email',
                code: 'email.verification.required',
              }),
            },
            target: 'verification',
            actions: { type: 'requireAgain', params: { channel: 'email' } },
          },
          {
            guard: {
              type: 'failedAs',
              params: ({ event }) => ({ error: event.error, stage: 'update', kind: 'countryBlocked' }),
            },
            target: 'unsupported',
            actions: 'storeUpdateError',
          },
          {
            guard: {
              type: 'failedOnDetails',
              params: ({ event }) => ({ error: event.error, stage: 'update' }),
            },
            target: 'details',
            actions: 'storeUpdateError',
          },
          { target: 'contactInfo', actions: 'storeUpdateError' },
        ],
      },
    },
    loggingIn: {
      tags: ['busy'],
      invoke: {
        src: 'logIn',
        input: ({ context }) => ({
          email: context.details!.email,
          password: context.details!.password,
          depositLimit: context.contact!.depositLimit,
        }),
        onDone: { target: 'complete' },
        onError: { target: 'complete', actions: 'markLoginFailed' },
      },
    },
    complete: {
      type: 'final',
      entry: [{ type: 'visit', params: { step: 'complete' } }, 'forgetPassword'],
    },
    duplicated: {
      entry: { type: 'visit', params: { step: 'duplicated' } },
      on: { previous: { target: 'details', actions: 'clearError' } },
    },
    unsupported: {
      entry: { type: 'visit', params: { step: 'unsupported' } },
      on: { previous: { target: 'details', actions: 'clearError' } },
    },
    attemptsExceeded: {
      entry: { type: 'visit', params: { step: 'attemptsExceeded' } },
    },
  },
});

/** The error of an actor's error event. */
function errorIn(event: unknown): unknown {
  return (event as { error?: unknown }).error;
}

function errorOf(error: unknown, stage: SignUpStage): SignUpError {
  return classifySignUpError(failureOf(error), stage);
}

function onDetailsField(error: SignUpError): boolean {
  return Object.keys(error.fields ?? {}).some((field) => DETAILS_FIELDS.has(field));
}

/** The first required channel not verified yet (SMS before e-mail), or null. */
export function nextChannel(context: Pick<SignUpContext, 'required' | 'pin'>): CodeChannel | null {
  for (const channel of ['sms', 'email'] as const) {
    if (context.required[channel] && context.pin[channel] !== 'verifySuccess') return channel;
  }
  return null;
}

/** The step the player sees for a machine state value. */
export function signUpStepOf(value: unknown): SignUpStep {
  const top = typeof value === 'string' ? value : Object.keys(value as object)[0];
  switch (top) {
    case 'registering':
    case 'contactInfo':
      return 'contactInfo';
    case 'verification':
      return 'verification';
    case 'updating':
    case 'loggingIn':
    case 'complete':
      return top === 'complete' ? 'complete' : 'verification';
    case 'duplicated':
    case 'unsupported':
    case 'attemptsExceeded':
      return top;
    default:
      return 'details';
  }
}
