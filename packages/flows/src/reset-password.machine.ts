/**
 * The reset-password flow (spec 1 §3 "Reset-password form", §4 "Reset-password steps", §7 the
 * password_reset calls, §8 "Generic"): steps `email`, `verification`, `password`, `complete`.
 *
 * - Email: `submitEmail` starts a reset by e-mail link or SMS code (`requestReset`). The answer is
 *   the same whether or not the e-mail has an account, so the flow moves on either way.
 * - Verification: by SMS, `submitCode` verifies the code (`verifyCode`), which answers `resetKey`
 *   and `smsResetKeyId`; by e-mail the player opens the link, which brings the `resetKey`
 *   (`openLink`, accepted on every step: a new link supersedes the flow) and reads the account's
 *   e-mail with it (`emailForKey`). `resend` asks for a new code or link.
 * - Password: `submitPassword` sets the new password with the key (`setPassword`).
 * - Complete (final): the form clears; the caller goes to the root and shows
 *   `reset.password.success.toast`.
 * - `back` goes one step back and `next` one step forward, both clamped at the ends. Decision:
 *   `next` only re-enters a step already reached (after `back`), so it never skips a call; the
 *   Password step moves to Complete only by setting the password.
 * - A refused call stays on its step with the error in `backendError` (spec 1 §8 "Generic":
 *   statuses 400, 404, 500 and codes `sms.code.invalid` / `error.password.reset` go to the form's
 *   backend errors); a new submit clears it. The `busy` tag marks states waiting for a call.
 *
 * Actors reject with the player API's error (`{ status, code, message }`) or any error.
 */
import { assign, fromPromise, setup } from 'xstate';

export const RESET_PASSWORD_STEPS = ['email', 'verification', 'password', 'complete'] as const;
export type ResetPasswordStep = (typeof RESET_PASSWORD_STEPS)[number];

/** 1-based step number for "Step 2 of 4" labels. */
export function resetPasswordStepNumber(step: ResetPasswordStep): number {
  return RESET_PASSWORD_STEPS.indexOf(step) + 1;
}

export type ResetPasswordMethod = 'EMAIL' | 'SMS';

/**
 * New-password rules (decision: those the sandbox enforces, plus an upper bound): 8 to 128
 * characters, at least one letter and one digit, not containing the e-mail's local part.
 */
export const RESET_PASSWORD_RULES = { minLength: 8, maxLength: 128 } as const;

export type ResetPasswordProblem = 'tooShort' | 'tooLong' | 'letterAndDigit' | 'containsEmail';

/** The first rule `password` breaks, or null. */
export function resetPasswordProblem(password: string, email?: string | null): ResetPasswordProblem | null {
  if (password.length < RESET_PASSWORD_RULES.minLength) return 'tooShort';
  if (password.length > RESET_PASSWORD_RULES.maxLength) return 'tooLong';
  if (!/\p{L}/u.test(password) || !/\d/.test(password)) return 'letterAndDigit';
  const local = email ? (email.trim().toLowerCase().split('@')[0] ?? '') : '';
  if (local.length >= 3 && password.toLowerCase().includes(local)) return 'containsEmail';
  return null;
}

/** A refused call as the form shows it: the message id (spec words of the `reset.` catalogue). */
export interface ResetBackendError {
  status: number;
  code: string;
  messageId: ResetErrorMessageId;
}

export const RESET_ERROR_MESSAGE_IDS = [
  'reset.error.code',
  'reset.error.link',
  'reset.error.key',
  'reset.error.attempts',
  'reset.error.rateLimited',
  'reset.error.system',
] as const;
export type ResetErrorMessageId = (typeof RESET_ERROR_MESSAGE_IDS)[number];

type Call = 'requestReset' | 'verifyCode' | 'emailForKey' | 'setPassword';

/** The backend error of a rejected call (spec 1 §8 "Generic"). */
export function resetBackendErrorOf(error: unknown, call: Call): ResetBackendError {
  const { status: rawStatus, code: rawCode } =
    typeof error === 'object' && error !== null ? (error as { status?: unknown; code?: unknown }) : {};
  const status = typeof rawStatus === 'number' ? rawStatus : 500;
  const code = typeof rawCode === 'string' ? rawCode : 'error.system.error';
  const messageId = ((): ResetErrorMessageId => {
    if (code === 'sms.code.invalid') return 'reset.error.code';
    if (code === 'sms.max.attempts.reached') return 'reset.error.attempts';
    if (code === 'error.rate_limited' || status === 429) return 'reset.error.rateLimited';
    if (code === 'error.password.reset' || status === 400 || status === 404) {
      return call === 'emailForKey'
        ? 'reset.error.link'
        : call === 'verifyCode'
          ? 'reset.error.code'
          : 'reset.error.key';
    }
    return 'reset.error.system';
  })();
  return { status, code, messageId };
}

export interface ResetPasswordContext {
  /** The e-mail of the account (typed on the Email step, or read with an e-mail link's key). */
  email: string | null;
  /** How the reset was started; null until the Email step has been submitted. */
  method: ResetPasswordMethod | null;
  resetKey: string | null;
  /** Present on the SMS route only. */
  smsResetKeyId: string | null;
  /** Codes or links asked for in this flow (more than one: "sent again"). */
  requests: number;
  backendError: ResetBackendError | null;
}

export type ResetPasswordEvent =
  | { type: 'submitEmail'; email: string; method: ResetPasswordMethod }
  | { type: 'submitCode'; code: string }
  | { type: 'resend' }
  | { type: 'openLink'; resetKey: string }
  | { type: 'submitPassword'; password: string }
  | { type: 'back' }
  | { type: 'next' };

export interface RequestResetInput {
  email: string;
  method: ResetPasswordMethod;
}
export interface VerifyCodeInput {
  email: string;
  code: string;
}
export interface SmsResetKeys {
  resetKey: string;
  smsResetKeyId: string;
}
export interface SetPasswordInput {
  method: ResetPasswordMethod;
  resetKey: string;
  smsResetKeyId: string | null;
  password: string;
}

export const INITIAL_RESET_PASSWORD_CONTEXT: ResetPasswordContext = {
  email: null,
  method: null,
  resetKey: null,
  smsResetKeyId: null,
  requests: 0,
  backendError: null,
};

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
  },
  actors: {
    requestReset: fromPromise<unknown, RequestResetInput>(notProvided('requestReset')),
    verifyCode: fromPromise<SmsResetKeys, VerifyCodeInput>(notProvided('verifyCode')),
    emailForKey: fromPromise<{ email: string }, { resetKey: string }>(notProvided('emailForKey')),
    setPassword: fromPromise<unknown, SetPasswordInput>(notProvided('setPassword')),
  },
  actions: {
    startEmail: assign(({ event }) =>
      event.type === 'submitEmail'
        ? { ...INITIAL_RESET_PASSWORD_CONTEXT, email: event.email, method: event.method }
        : {},
    ),
    startLink: assign(({ event }) =>
      event.type === 'openLink'
        ? { ...INITIAL_RESET_PASSWORD_CONTEXT, method: 'EMAIL' as const, resetKey: event.resetKey }
        : {},
    ),
    clearError: assign({ backendError: null }),
    // A new code or link supersedes the earlier one (and the key it answered).
    forgetKeys: assign({ resetKey: null, smsResetKeyId: null, backendError: null }),
    countRequest: assign({ requests: ({ context }) => context.requests + 1 }),
    fail: assign((_, params: { error: unknown; call: Call }) => ({
      backendError: resetBackendErrorOf(params.error, params.call),
    })),
    forgetMethod: assign({ method: null }),
    takeSmsKeys: assign((_, keys: SmsResetKeys) => ({
      resetKey: keys.resetKey,
      smsResetKeyId: keys.smsResetKeyId,
    })),
    takeEmail: assign((_, { email }: { email: string }) => ({ email })),
    // The link's key is of no use: the flow starts over, with the error to show.
    refuseLink: assign((_, { error }: { error: unknown }) => ({
      ...INITIAL_RESET_PASSWORD_CONTEXT,
      backendError: resetBackendErrorOf(error, 'emailForKey'),
    })),
    // The form clears (spec 1 §4): nothing of the reset outlives it.
    forgetAll: assign(INITIAL_RESET_PASSWORD_CONTEXT),
  },
  guards: {
    requested: ({ context }) => context.method !== null && context.email !== null,
    bySms: ({ context }) => context.method === 'SMS',
    hasKey: ({ context }) => context.resetKey !== null,
  },
}).createMachine({
  id: 'resetPassword',
  initial: 'email',
  context: INITIAL_RESET_PASSWORD_CONTEXT,
  states: {
    email: {
      on: {
        submitEmail: { target: 'requesting', actions: 'startEmail' },
        openLink: { target: 'checkingLink', actions: 'startLink' },
        next: { guard: 'requested', target: 'verification', actions: 'clearError' },
      },
    },
    requesting: {
      tags: ['busy'],
      invoke: {
        src: 'requestReset',
        input: ({ context }) => ({ email: context.email!, method: context.method! }),
        onDone: { target: 'verification', actions: 'countRequest' },
        onError: {
          target: 'email',
          actions: [
            { type: 'fail', params: ({ event }) => ({ error: event.error, call: 'requestReset' }) },
            'forgetMethod',
          ],
        },
      },
    },
    verification: {
      on: {
        submitCode: { guard: 'bySms', target: 'verifyingCode' },
        resend: { target: 'resending', actions: 'forgetKeys' },
        openLink: { target: 'checkingLink', actions: 'startLink' },
        back: { target: 'email', actions: 'clearError' },
        next: { guard: 'hasKey', target: 'password', actions: 'clearError' },
      },
    },
    resending: {
      tags: ['busy'],
      invoke: {
        src: 'requestReset',
        input: ({ context }) => ({ email: context.email!, method: context.method! }),
        onDone: { target: 'verification', actions: 'countRequest' },
        onError: {
          target: 'verification',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error, call: 'requestReset' }) },
        },
      },
    },
    verifyingCode: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'verifyCode',
        input: ({ context, event }) => ({
          email: context.email!,
          code: event.type === 'submitCode' ? event.code : '',
        }),
        onDone: {
          target: 'password',
          actions: { type: 'takeSmsKeys', params: ({ event }) => event.output },
        },
        onError: {
          target: 'verification',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error, call: 'verifyCode' }) },
        },
      },
    },
    checkingLink: {
      tags: ['busy'],
      invoke: {
        src: 'emailForKey',
        input: ({ context }) => ({ resetKey: context.resetKey! }),
        onDone: {
          target: 'password',
          actions: { type: 'takeEmail', params: ({ event }) => event.output },
        },
        onError: {
          target: 'email',
          actions: { type: 'refuseLink', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    password: {
      on: {
        submitPassword: { guard: 'hasKey', target: 'settingPassword' },
        openLink: { target: 'checkingLink', actions: 'startLink' },
        back: { target: 'verification', actions: 'clearError' },
      },
    },
    settingPassword: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'setPassword',
        input: ({ context, event }) => ({
          method: context.method!,
          resetKey: context.resetKey!,
          smsResetKeyId: context.smsResetKeyId,
          password: event.type === 'submitPassword' ? event.password : '',
        }),
        onDone: 'complete',
        onError: {
          target: 'password',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error, call: 'setPassword' }) },
        },
      },
    },
    complete: {
      type: 'final',
      entry: 'forgetAll',
    },
  },
});

/** The step a state of the machine shows (a busy state shows the step it works for). */
export function resetPasswordStepOf(value: string): ResetPasswordStep {
  switch (value) {
    case 'requesting':
      return 'email';
    case 'resending':
    case 'verifyingCode':
      return 'verification';
    case 'checkingLink':
    case 'settingPassword':
      return 'password';
    default:
      return (RESET_PASSWORD_STEPS as readonly string[]).includes(value)
        ? (value as ResetPasswordStep)
        : 'email';
  }
}
