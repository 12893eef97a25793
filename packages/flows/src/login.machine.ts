/**
 * The login attempts of spec 1 §4 "Login attempts" (constants of spec 1 §9).
 *
 * - `submit` starts a login. Without retry (the popup) one attempt; with retry (the automatic login
 *   after sign-up, `afterSignUp: true`) up to `LOGIN_RETRY_ATTEMPTS` (5) attempts
 *   `LOGIN_RETRY_DELAY_MS` (3000 ms) apart; the error state is entered on the last failure only.
 * - If the first attempt fails with a not-found message, the injected `confirmUser` checks whether
 *   the user is confirmed: confirmed tries again (counting as an attempt), otherwise the not-found
 *   error stands. This check runs once per submit.
 * - Decision: with retry, only a failure that may pass (unauthorized, player not found: the new
 *   account is not ready yet) is retried; a blocked, closed or locked player fails at once, as
 *   retrying cannot change it ("up to 5 attempts").
 * - `success` is final with the tokens and the first-login flag (true after sign-up); the caller
 *   clears login state, runs the post-login steps and redirects. `failure` keeps the classified
 *   error (spec 1 §8, `classifyLoginError`) until `reset` or a new `submit`; each failure is
 *   passed to the injected `reportError` (spec 1 §8 "Each is reported to an error reporter").
 * - The `busy` tag is the popup's loader.
 *
 * `signIn` resolves with the login tokens or rejects with the player API's error body
 * (`{ code, message, additionalInfo? }`) or any error with a `message`.
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  LOGIN_RETRY_ATTEMPTS,
  LOGIN_RETRY_DELAY_MS,
  classifyLoginError,
  type LoginError,
} from '@casino/domain';

/** spec 1 §3 "Login tokens". */
export interface LoginTokens {
  idToken: string;
  refreshToken: string;
  accessToken: string;
  lastAuth?: string | null;
}

export interface LoginCredentials {
  email: string;
  password: string;
}

export interface LoginSubmitEvent extends LoginCredentials {
  type: 'submit';
  /** The automatic login after sign-up: retry mode and the first-login flag. */
  afterSignUp?: boolean;
}

export type LoginEvent = LoginSubmitEvent | { type: 'reset' };

export interface LoginContext {
  credentials: LoginCredentials | null;
  afterSignUp: boolean;
  /** Sign-in calls made for the current submit. */
  attempts: number;
  /** Whether the confirm-user check ran for the current submit. */
  confirmChecked: boolean;
  /** The classified error of the last failed attempt. */
  error: LoginError | null;
  tokens: LoginTokens | null;
}

export interface LoginOutput {
  tokens: LoginTokens;
  firstLogin: boolean;
}

const RETRYABLE = new Set<LoginError['kind']>(['unauthorized', 'playerNotFound']);

/** The classified error of a rejected `signIn` (an error body, an `Error`, anything). */
export function loginErrorOf(error: unknown): LoginError {
  if (typeof error === 'object' && error !== null) {
    const { message, additionalInfo, code } = error as {
      message?: unknown;
      additionalInfo?: unknown;
      code?: unknown;
    };
    const info =
      typeof additionalInfo === 'object' && additionalInfo !== null
        ? (additionalInfo as Record<string, unknown>)
        : undefined;
    return classifyLoginError(
      typeof message === 'string' ? message : undefined,
      info,
      typeof code === 'string' ? code : undefined,
    );
  }
  return classifyLoginError(typeof error === 'string' ? error : undefined);
}

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    output: {} as LoginOutput,
  },
  actors: {
    signIn: fromPromise<LoginTokens, LoginCredentials>(notProvided('signIn')),
    /** Resolves whether the user (by e-mail) is confirmed. */
    confirmUser: fromPromise<boolean, { email: string }>(notProvided('confirmUser')),
  },
  actions: {
    startSubmit: assign(({ event }) =>
      event.type === 'submit'
        ? {
            credentials: { email: event.email, password: event.password },
            afterSignUp: event.afterSignUp ?? false,
            attempts: 0,
            confirmChecked: false,
            error: null,
            tokens: null,
          }
        : {},
    ),
    reportError: (_, _params: { error: LoginError }) => {},
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    takeTokens: assign((_, params: { tokens: LoginTokens }) => ({ tokens: params.tokens, error: null })),
    takeError: assign((_, params: { error: unknown }) => ({ error: loginErrorOf(params.error) })),
    markConfirmChecked: assign({ confirmChecked: true }),
    clearFailure: assign({ error: null, attempts: 0, confirmChecked: false }),
  },
  delays: {
    retryDelay: LOGIN_RETRY_DELAY_MS,
  },
  guards: {
    isFirstNotFound: ({ context }, params: { error: unknown }) =>
      context.attempts === 1 &&
      !context.confirmChecked &&
      loginErrorOf(params.error).kind === 'playerNotFound',
    canRetry: ({ context }, params: { error: unknown }) =>
      context.afterSignUp &&
      context.attempts < LOGIN_RETRY_ATTEMPTS &&
      RETRYABLE.has(loginErrorOf(params.error).kind),
    isConfirmed: (_, params: { confirmed: boolean }) => params.confirmed,
  },
}).createMachine({
  id: 'login',
  initial: 'idle',
  context: {
    credentials: null,
    afterSignUp: false,
    attempts: 0,
    confirmChecked: false,
    error: null,
    tokens: null,
  },
  states: {
    idle: {
      on: { submit: { target: 'signingIn', actions: 'startSubmit' } },
    },
    signingIn: {
      tags: ['busy'],
      entry: 'countAttempt',
      invoke: {
        src: 'signIn',
        input: ({ context }) => context.credentials!,
        onDone: {
          target: 'success',
          actions: { type: 'takeTokens', params: ({ event }) => ({ tokens: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isFirstNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'confirmingUser',
            actions: { type: 'takeError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: { type: 'canRetry', params: ({ event }) => ({ error: event.error }) },
            target: 'waitingToRetry',
            actions: { type: 'takeError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'failure',
            actions: { type: 'takeError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    waitingToRetry: {
      tags: ['busy'],
      after: { retryDelay: 'signingIn' },
    },
    confirmingUser: {
      tags: ['busy'],
      entry: 'markConfirmChecked',
      invoke: {
        src: 'confirmUser',
        input: ({ context }) => ({ email: context.credentials!.email }),
        onDone: [
          {
            guard: { type: 'isConfirmed', params: ({ event }) => ({ confirmed: event.output }) },
            target: 'signingIn',
          },
          { target: 'failure' },
        ],
        // The check failing leaves the not-found error as it is.
        onError: 'failure',
      },
    },
    failure: {
      entry: { type: 'reportError', params: ({ context }) => ({ error: context.error! }) },
      on: {
        submit: { target: 'signingIn', actions: 'startSubmit' },
        reset: { target: 'idle', actions: 'clearFailure' },
      },
    },
    success: {
      type: 'final',
    },
  },
  output: ({ context }) => ({ tokens: context.tokens!, firstLogin: context.afterSignUp }),
});
