/**
 * Pay-and-play (spec 1 §4 "Pay-and-play", §3 "Pay-and-play state", §7 the pay-and-play calls):
 * authorise with an amount and receive the bank-identification URL; the provider returns the
 * player with a one-time code; verify it with the session. When the answer holds both e-mail and
 * mobile phone the sign-up form is skipped; otherwise the playerId is kept and the form shows. Then
 * the player is updated and logged in, which gives the tokens; the caller stores them and redirects.
 *
 * The spec's statuses are states:
 * - authorise user: `authorising` → success `bankIdentification` (the spec's iframeUrl is
 *   `bankIdUrl`), error `authoriseError`;
 * - verify code: `verifyingCode` → success `signUpForm` (showSignUpForm) or straight to
 *   `loggingIn`, error `verifyCodeError`;
 * - update player: `updatingPlayer` → success `loggingIn`, error `updatePlayerError` (the form
 *   again, with signUpBackendErrors on their fields);
 * - login player: `loggingIn` → success `complete` (final, with the tokens and redirectPath),
 *   error `loginError`.
 * The `busy` tag marks the states that wait for a call; every other state waits for the player, so
 * a server can persist it between form posts (`value` + `context`) and restore it with
 * `resolveState`.
 *
 * Decisions:
 * - Cancelling at the bank (`identificationCancelled`) goes back to `amount` with a notice; a
 *   return whose session is not the authorised one is a verify-code error (the code cannot be
 *   checked against another session).
 * - `authorise` is accepted again from the bank-identification and error states (a new session for
 *   a new amount); `restart` from any waiting state starts over, keeping the redirect path.
 * - A failed login may be retried (`retryLogin`: an outage, or a time-out that has run out); the
 *   refusal is classified like a sign-in (spec 1 §8 login errors).
 *
 * Actors, injected with `.provide()`: `authorise` (amount → sessionId and the bank-ID URL),
 * `verifyCode`, `updatePlayer`, `loginPlayer`. They reject with the player API's error body
 * (`{ code, message, validationErrors?, additionalInfo? }`) or any error.
 */
import { assign, fromPromise, setup } from 'xstate';
import { loginErrorOf, type LoginTokens } from './login.machine.ts';

export interface PayAndPlayAuthorisation {
  sessionId: string;
  /** The bank-identification page (spec 1 §3 iframeUrl; §7 redirectOutput.url). */
  bankIdUrl: string;
}

/** spec 1 §7 "POST /paynplay/player/code" answer. */
export interface PayAndPlayCodeAnswer {
  email: string | null;
  mobilePhone: string | null;
  playerId: string;
}

/** The sign-up form's values (what the bank identification did not supply). */
export interface PayAndPlaySignUpForm {
  email: string;
  /** The dial prefix, "+358". */
  phonePrefix: string;
  /** The number without the prefix. */
  phoneNumber: string;
  marketingOptIn: boolean;
}

export interface PayAndPlayUpdateInput {
  sessionId: string;
  playerId: string;
  form: PayAndPlaySignUpForm;
}

/** The fields a server error can land on. */
export type PayAndPlayField = 'amount' | 'email' | 'phoneNumber';

/** A failure the player can act on: a catalogue message id, and the field it belongs to. */
export interface PayAndPlayError {
  messageId: string;
  field?: PayAndPlayField;
  /** Login refusals: the days left of a time-out or exclusion. */
  remainingDays?: number;
  /** Login refusals: the one-day cooling period runs. */
  isCooling?: boolean;
}

export interface PayAndPlayContext {
  /** Where to go after login (relative to the locale prefix), when one was requested. */
  redirectPath: string | null;
  amount: string | null;
  sessionId: string | null;
  bankIdUrl: string | null;
  /** The code of the bank's return, only while it is being verified. */
  oneTimeCode: string | null;
  playerId: string | null;
  showSignUpForm: boolean;
  /** The form as last sent (or prefilled from the code's answer), to show it again. */
  signUpForm: PayAndPlaySignUpForm | null;
  /** Server errors of the update, by field (spec 1 §3 signUpBackendErrors). */
  signUpBackendErrors: Partial<Record<PayAndPlayField, string>>;
  /** The last failure outside the form's fields. */
  error: PayAndPlayError | null;
  tokens: LoginTokens | null;
}

export interface PayAndPlayOutput {
  tokens: LoginTokens;
  playerId: string | null;
  redirectPath: string | null;
}

export type PayAndPlayEvent =
  | { type: 'authorise'; amount: string }
  | { type: 'codeReceived'; sessionId: string; oneTimeCode: string }
  | { type: 'identificationCancelled'; sessionId: string }
  | { type: 'submitSignUp'; form: PayAndPlaySignUpForm }
  | { type: 'retryLogin' }
  | { type: 'restart' };

export type PayAndPlayStep = 'authorise' | 'verifyCode' | 'updatePlayer' | 'loginPlayer';

/** Codes of the player API's pay-and-play and sign-up errors (packages/player-api ERRORS). */
const CODES = {
  unavailable: 'error.paynplay.unavailable',
  sessionInvalid: 'error.paynplay.session.invalid',
  codeInvalid: 'error.paynplay.code.invalid',
  playerAlreadyExists: 'error.registration.player_already_exists',
  sameCustomer: 'error.same.customer.info.detected',
  captcha: 'error.captcha.explicit_deny',
  phoneInvalid: 'error.vonage.phone.invalid',
} as const;

const SESSION_ERROR: PayAndPlayError = { messageId: 'pnp.error.session' };

function bodyOf(error: unknown): { code?: string; validationErrors?: Record<string, unknown> } {
  if (typeof error !== 'object' || error === null) return {};
  const { code, validationErrors } = error as { code?: unknown; validationErrors?: unknown };
  return {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof validationErrors === 'object' && validationErrors !== null
      ? { validationErrors: validationErrors as Record<string, unknown> }
      : {}),
  };
}

/**
 * The player's message for a failed call of `step`: the spec 1 §8 mapping for the sign-up codes
 * and the login refusals, designed keys (`pnp.error.*`) for the pay-and-play codes, and a step's
 * generic message for anything else (an outage, a 5xx).
 */
export function payAndPlayErrorOf(step: PayAndPlayStep, error: unknown): PayAndPlayError {
  const { code, validationErrors } = bodyOf(error);
  if (code === CODES.sessionInvalid) return SESSION_ERROR;
  switch (step) {
    case 'authorise':
      if (code === CODES.unavailable) return { messageId: 'pnp.unavailable.text' };
      if (validationErrors && 'amount' in validationErrors)
        return { messageId: 'pnp.error.amount', field: 'amount' };
      return { messageId: 'pnp.error.authorise' };
    case 'verifyCode':
      if (code === CODES.codeInvalid) return { messageId: 'pnp.error.code' };
      return { messageId: 'pnp.error.verify' };
    case 'updatePlayer':
      if (code === CODES.playerAlreadyExists) return { messageId: 'pnp.error.email.taken', field: 'email' };
      if (code === CODES.sameCustomer) return { messageId: 'pnp.error.sameCustomer', field: 'phoneNumber' };
      if (code === CODES.phoneInvalid) return { messageId: 'pnp.error.phone', field: 'phoneNumber' };
      if (code === CODES.captcha) return { messageId: 'pnp.error.captcha' };
      if (validationErrors && 'email' in validationErrors)
        return { messageId: 'pnp.error.email', field: 'email' };
      if (validationErrors && 'mobilePhone' in validationErrors)
        return { messageId: 'pnp.error.phone', field: 'phoneNumber' };
      return { messageId: 'pnp.error.update' };
    case 'loginPlayer': {
      if (!code?.startsWith('error.login.')) return { messageId: 'pnp.error.login' };
      const login = loginErrorOf(error);
      return {
        messageId: login.messageId,
        ...(login.remainingDays !== undefined ? { remainingDays: login.remainingDays } : {}),
        ...(login.isCooling !== undefined ? { isCooling: login.isCooling } : {}),
      };
    }
  }
}

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

const freshContext = (redirectPath: string | null): PayAndPlayContext => ({
  redirectPath,
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

export const payAndPlayMachine = setup({
  types: {
    context: {} as PayAndPlayContext,
    events: {} as PayAndPlayEvent,
    input: {} as { redirectPath?: string | null } | undefined,
    output: {} as PayAndPlayOutput,
  },
  actors: {
    authorise: fromPromise<PayAndPlayAuthorisation, { amount: string }>(notProvided('authorise')),
    verifyCode: fromPromise<PayAndPlayCodeAnswer, { sessionId: string; oneTimeCode: string }>(
      notProvided('verifyCode'),
    ),
    updatePlayer: fromPromise<unknown, PayAndPlayUpdateInput>(notProvided('updatePlayer')),
    loginPlayer: fromPromise<LoginTokens, { sessionId: string }>(notProvided('loginPlayer')),
  },
  actions: {
    startAuthorise: assign(({ context, event }) =>
      event.type === 'authorise' ? { ...freshContext(context.redirectPath), amount: event.amount } : {},
    ),
    restart: assign(({ context }) => freshContext(context.redirectPath)),
    takeAuthorisation: assign((_, output: PayAndPlayAuthorisation) => ({
      sessionId: output.sessionId,
      bankIdUrl: output.bankIdUrl,
    })),
    /** A failed call's error for the page (spec 1 §8), by the call that failed. */
    fail: assign((_, params: { call: PayAndPlayStep; error: unknown }) => ({
      error: payAndPlayErrorOf(params.call, params.error),
    })),
    takeCode: assign((_, { oneTimeCode }: { oneTimeCode: string }) => ({ oneTimeCode, error: null })),
    refuseSession: assign({ error: SESSION_ERROR }),
    cancelIdentification: assign(({ context }) => ({
      ...freshContext(context.redirectPath),
      amount: context.amount,
      error: { messageId: 'pnp.error.cancelled' },
    })),
    forgetCode: assign({ oneTimeCode: null }),
    takePlayer: assign((_, answer: PayAndPlayCodeAnswer) => ({
      playerId: answer.playerId,
      showSignUpForm: false,
    })),
    askSignUp: assign((_, answer: PayAndPlayCodeAnswer) => ({
      playerId: answer.playerId,
      showSignUpForm: true,
      signUpForm: answer.email
        ? { email: answer.email, phonePrefix: '', phoneNumber: '', marketingOptIn: false }
        : null,
    })),
    takeSignUpForm: assign(({ event }) =>
      event.type === 'submitSignUp' ? { signUpForm: event.form, signUpBackendErrors: {}, error: null } : {},
    ),
    refuseSignUp: assign((_, { error: failure }: { error: unknown }) => {
      const error = payAndPlayErrorOf('updatePlayer', failure);
      return error.field
        ? { signUpBackendErrors: { [error.field]: error.messageId }, error: null }
        : { signUpBackendErrors: {}, error };
    }),
    takeTokens: assign((_, tokens: LoginTokens) => ({ tokens, error: null })),
    clearError: assign({ error: null }),
  },
  guards: {
    isAuthorisedSession: ({ context, event }) =>
      (event.type === 'codeReceived' || event.type === 'identificationCancelled') &&
      context.sessionId !== null &&
      event.sessionId === context.sessionId,
    hasContact: (_, params: { answer: PayAndPlayCodeAnswer }) =>
      Boolean(params.answer.email && params.answer.mobilePhone),
  },
}).createMachine({
  id: 'payAndPlay',
  initial: 'amount',
  context: ({ input }) => freshContext(input?.redirectPath ?? null),
  states: {
    amount: {
      on: {
        authorise: { target: 'authorising', actions: 'startAuthorise' },
        restart: { target: 'amount', actions: 'restart' },
      },
    },
    authorising: {
      tags: ['busy'],
      invoke: {
        src: 'authorise',
        input: ({ context }) => ({ amount: context.amount! }),
        onDone: {
          target: 'bankIdentification',
          actions: { type: 'takeAuthorisation', params: ({ event }) => event.output },
        },
        onError: {
          target: 'authoriseError',
          actions: { type: 'fail', params: ({ event }) => ({ call: 'authorise', error: event.error }) },
        },
      },
    },
    authoriseError: {
      on: {
        authorise: { target: 'authorising', actions: 'startAuthorise' },
        restart: { target: 'amount', actions: 'restart' },
      },
    },
    bankIdentification: {
      on: {
        codeReceived: [
          {
            guard: 'isAuthorisedSession',
            target: 'verifyingCode',
            actions: { type: 'takeCode', params: ({ event }) => ({ oneTimeCode: event.oneTimeCode }) },
          },
          { target: 'verifyCodeError', actions: 'refuseSession' },
        ],
        identificationCancelled: [
          { guard: 'isAuthorisedSession', target: 'amount', actions: 'cancelIdentification' },
        ],
        authorise: { target: 'authorising', actions: 'startAuthorise' },
        restart: { target: 'amount', actions: 'restart' },
      },
    },
    verifyingCode: {
      tags: ['busy'],
      exit: 'forgetCode',
      invoke: {
        src: 'verifyCode',
        input: ({ context }) => ({ sessionId: context.sessionId!, oneTimeCode: context.oneTimeCode! }),
        onDone: [
          {
            guard: { type: 'hasContact', params: ({ event }) => ({ answer: event.output }) },
            target: 'loggingIn',
            actions: { type: 'takePlayer', params: ({ event }) => event.output },
          },
          { target: 'signUpForm', actions: { type: 'askSignUp', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'verifyCodeError',
          actions: { type: 'fail', params: ({ event }) => ({ call: 'verifyCode', error: event.error }) },
        },
      },
    },
    verifyCodeError: {
      on: {
        authorise: { target: 'authorising', actions: 'startAuthorise' },
        restart: { target: 'amount', actions: 'restart' },
      },
    },
    signUpForm: {
      on: {
        submitSignUp: { target: 'updatingPlayer', actions: 'takeSignUpForm' },
        restart: { target: 'amount', actions: 'restart' },
      },
    },
    updatingPlayer: {
      tags: ['busy'],
      invoke: {
        src: 'updatePlayer',
        input: ({ context }) => ({
          sessionId: context.sessionId!,
          playerId: context.playerId!,
          form: context.signUpForm!,
        }),
        onDone: { target: 'loggingIn' },
        onError: {
          target: 'updatePlayerError',
          actions: { type: 'refuseSignUp', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    updatePlayerError: {
      on: {
        submitSignUp: { target: 'updatingPlayer', actions: 'takeSignUpForm' },
        restart: { target: 'amount', actions: 'restart' },
      },
    },
    loggingIn: {
      tags: ['busy'],
      invoke: {
        src: 'loginPlayer',
        input: ({ context }) => ({ sessionId: context.sessionId! }),
        onDone: {
          target: 'complete',
          actions: { type: 'takeTokens', params: ({ event }) => event.output },
        },
        onError: {
          target: 'loginError',
          actions: { type: 'fail', params: ({ event }) => ({ call: 'loginPlayer', error: event.error }) },
        },
      },
    },
    loginError: {
      on: {
        retryLogin: { target: 'loggingIn', actions: 'clearError' },
        restart: { target: 'amount', actions: 'restart' },
      },
    },
    complete: {
      type: 'final',
    },
  },
  output: ({ context }) => ({
    tokens: context.tokens!,
    playerId: context.playerId,
    redirectPath: context.redirectPath,
  }),
});

/** The states a server may persist between posts (everything that is not busy or final). */
export const PAY_AND_PLAY_WAITING_STATES = [
  'amount',
  'authoriseError',
  'bankIdentification',
  'verifyCodeError',
  'signUpForm',
  'updatePlayerError',
  'loginError',
] as const;
export type PayAndPlayWaitingState = (typeof PAY_AND_PLAY_WAITING_STATES)[number];
