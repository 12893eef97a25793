/**
 * The withdrawal flow (spec 2 §3 "Withdraw state", "Pending withdrawals", §4 "Withdraw flow" and
 * "Wallet operation result to flow status", §7 "Withdraw limit check", "Withdrawal request",
 * "Cancel pending withdrawal", §8 the cancel-limit warning): `inactive` → `loading` (the limit
 * check, with the main balance) → `allowed`, `suspended`, `selfLimitNotice`, `verifyStrict`,
 * `verifyLoyal`, `verifyRequired`, `verifyUnderReview`, `limitReached` or `error` → `requesting` →
 * `pending`.
 *
 * - A limit of 0 means withdrawal limit reached; a main balance above the remaining limit shows
 *   the self-limit notice (the player may still withdraw up to the limit).
 * - Suspended: the player's withdrawal flag is off, or the outcome is RESTRICTED or FORBIDDEN.
 * - Loyal (DOCUMENTS_PREFERRED): documents are asked for but the player may `continue`.
 * - `cancel` (a pending withdrawal, from any resting state) runs the cancellation and checks again;
 *   a refusal is kept in `cancelError` (the page shows the WITHDRAWAL_LIMIT_REACHED message in a
 *   warning toast, spec 2 §8).
 * - The `busy` tag marks states waiting for a call. Actors reject with the player API's error.
 */
import { assign, fromPromise, setup } from 'xstate';
import { walletFlowStatus } from '@casino/domain';

/** What the loading step reads: the check's answer, the main balance and the withdrawal flag. */
export interface WithdrawCheckOutput {
  status: string;
  limit: string | null;
  duration: 'D' | 'W' | 'M';
  originalLimit: string | null;
  days: number | null;
  mainBalance: string;
  /** The player's withdrawal flag (profile); false means suspended. */
  withdrawalAllowed: boolean;
}

export interface WithdrawSubmission {
  amount: string;
  paymentMethod: string;
  /** The idempotency key of the form the player submitted (a resubmit sends the same one). */
  attemptKey?: string;
  /** The player confirmed the forfeit modal: active sticky bonuses go with the withdrawal. */
  forfeitBonus?: boolean;
}

export interface WithdrawCancelInput {
  pendingWithdrawalId: string;
  amount: string;
}

export interface WithdrawFailure {
  status: number;
  code: string;
  message: string;
}

export interface WithdrawContext {
  outcome: string | null;
  limit: string | null;
  duration: 'D' | 'W' | 'M';
  originalLimit: string | null;
  daysLeftToVerifyDocuments: number | null;
  mainBalance: string | null;
  submission: WithdrawSubmission | null;
  referenceId: string | null;
  requestError: WithdrawFailure | null;
  cancelled: string | null;
  cancelError: WithdrawFailure | null;
}

export type WithdrawEvent =
  | { type: 'start' }
  | { type: 'continue' }
  | { type: 'submit'; submission: WithdrawSubmission }
  | { type: 'cancel'; withdrawal: WithdrawCancelInput }
  | { type: 'again' }
  | { type: 'clear' };

export const INITIAL_WITHDRAW_CONTEXT: WithdrawContext = {
  outcome: null,
  limit: null,
  duration: 'D',
  originalLimit: null,
  daysLeftToVerifyDocuments: null,
  mainBalance: null,
  submission: null,
  referenceId: null,
  requestError: null,
  cancelled: null,
  cancelError: null,
};

export type WithdrawStatus =
  | 'allowed'
  | 'suspended'
  | 'selfLimitNotice'
  | 'verifyStrict'
  | 'verifyLoyal'
  | 'verifyRequired'
  | 'verifyUnderReview'
  | 'limitReached'
  | 'error';

/** spec 2 §4: the withdraw-screen state for a check (and the balance it was made with). */
export function withdrawStatusOf(check: WithdrawCheckOutput): WithdrawStatus {
  if (!check.withdrawalAllowed) return 'suspended';
  const status = walletFlowStatus(check.status);
  switch (status) {
    case 'allowed': {
      if (check.limit === null) return 'allowed';
      const limit = Number(check.limit);
      if (limit <= 0) return 'limitReached';
      return Number(check.mainBalance) > limit ? 'selfLimitNotice' : 'allowed';
    }
    case 'selfLimitReached':
      return 'selfLimitNotice';
    case 'withdrawalLimitReached':
      return 'limitReached';
    case 'restricted':
      return 'suspended';
    case 'verifyStrict':
    case 'verifyLoyal':
    case 'verifyRequired':
    case 'verifyUnderReview':
    case 'error':
      return status;
  }
}

export function withdrawFailureOf(error: unknown): WithdrawFailure {
  const { status, code, message } =
    typeof error === 'object' && error !== null
      ? (error as { status?: unknown; code?: unknown; message?: unknown })
      : {};
  return {
    status: typeof status === 'number' ? status : 0,
    code: typeof code === 'string' ? code : 'error.system.error',
    message: typeof message === 'string' ? message : '',
  };
}

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

/** What every resting state takes: cancelling a pending withdrawal, and checking again. */
const RESTING = {
  cancel: 'cancelling',
  again: { target: 'loading', actions: 'forgetNotices' },
} as const;

const withdrawSetup = setup({
  types: {
    context: {} as WithdrawContext,
    events: {} as WithdrawEvent,
  },
  actors: {
    check: fromPromise<WithdrawCheckOutput>(notProvided('check')),
    requestWithdrawal: fromPromise<{ referenceId: string; status: string }, WithdrawSubmission>(
      notProvided('requestWithdrawal'),
    ),
    cancelWithdrawal: fromPromise<unknown, WithdrawCancelInput>(notProvided('cancelWithdrawal')),
  },
  actions: {
    takeRequestError: assign((_, { error }: { error: unknown }) => ({
      requestError: withdrawFailureOf(error),
    })),
    forgetNotices: assign({ cancelled: null, cancelError: null, requestError: null }),
    takeCheck: assign((_, check: WithdrawCheckOutput) => ({
      outcome: check.status,
      limit: check.limit,
      duration: check.duration,
      originalLimit: check.originalLimit,
      daysLeftToVerifyDocuments: check.days,
      mainBalance: check.mainBalance,
    })),
    reset: assign(INITIAL_WITHDRAW_CONTEXT),
    checkFailed: assign({ outcome: 'FAILURE' }),
    takeSubmission: assign(({ event }) =>
      event.type === 'submit'
        ? { submission: event.submission, requestError: null, cancelled: null, cancelError: null }
        : {},
    ),
    takeRequest: assign((_, output: { referenceId: string }) => ({ referenceId: output.referenceId })),
    forgetCancellation: assign({ cancelled: null, cancelError: null }),
    takeCancellation: assign((_, { output }: { output: unknown }) => {
      const answer = output as { referenceId?: unknown } | undefined;
      return { cancelled: typeof answer?.referenceId === 'string' ? answer.referenceId : '' };
    }),
    takeCancelError: assign((_, { error }: { error: unknown }) => ({
      cancelError: withdrawFailureOf(error),
    })),
  },
  guards: {
    is: (_, params: { check: WithdrawCheckOutput; status: WithdrawStatus }) =>
      withdrawStatusOf(params.check) === params.status,
    refusedWith: (_, params: { error: unknown; status: WithdrawStatus }) =>
      withdrawStatusOf({
        status: withdrawFailureOf(params.error).code,
        limit: null,
        duration: 'D',
        originalLimit: null,
        days: null,
        mainBalance: '0',
        withdrawalAllowed: true,
      }) === params.status,
  },
});

/** A transition of the limit check's answer to the state it shows. */
const checked = (status: WithdrawStatus) =>
  ({
    guard: {
      type: 'is',
      params: ({ event }: { event: { output: WithdrawCheckOutput } }) => ({ check: event.output, status }),
    },
    target: status,
    actions: {
      type: 'takeCheck',
      params: ({ event }: { event: { output: WithdrawCheckOutput } }) => event.output,
    },
  }) as const;

/** A transition of a refused request to the state its outcome shows. */
const refusal = (status: WithdrawStatus) =>
  ({
    guard: {
      type: 'refusedWith',
      params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, status }),
    },
    target: status,
    actions: {
      type: 'takeRequestError',
      params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
    },
  }) as const;

export const withdrawMachine = withdrawSetup.createMachine({
  id: 'withdraw',
  initial: 'inactive',
  context: INITIAL_WITHDRAW_CONTEXT,
  on: {
    clear: { target: '.inactive', actions: 'reset' },
  },
  states: {
    inactive: {
      on: {
        start: 'loading',
        cancel: { target: 'cancelling' },
      },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'check',
        onDone: [
          checked('allowed'),
          checked('suspended'),
          checked('selfLimitNotice'),
          checked('verifyStrict'),
          checked('verifyLoyal'),
          checked('verifyRequired'),
          checked('verifyUnderReview'),
          checked('limitReached'),
          { target: 'error', actions: { type: 'takeCheck', params: ({ event }) => event.output } },
        ],
        onError: { target: 'error', actions: 'checkFailed' },
      },
    },
    allowed: {
      on: {
        submit: { target: 'requesting', actions: 'takeSubmission' },
        ...RESTING,
      },
    },
    selfLimitNotice: {
      on: {
        submit: { target: 'requesting', actions: 'takeSubmission' },
        ...RESTING,
      },
    },
    verifyLoyal: {
      on: { continue: 'allowed', ...RESTING },
    },
    suspended: { on: RESTING },
    verifyStrict: { on: RESTING },
    verifyRequired: { on: RESTING },
    verifyUnderReview: { on: RESTING },
    limitReached: { on: RESTING },
    error: { on: RESTING },
    requesting: {
      tags: ['busy'],
      invoke: {
        src: 'requestWithdrawal',
        input: ({ context }) => context.submission!,
        onDone: {
          target: 'pending',
          actions: { type: 'takeRequest', params: ({ event }) => event.output },
        },
        onError: [
          refusal('limitReached'),
          refusal('verifyStrict'),
          refusal('verifyRequired'),
          refusal('verifyUnderReview'),
          refusal('suspended'),
          {
            target: 'allowed',
            actions: { type: 'takeRequestError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    pending: {
      on: RESTING,
    },
    cancelling: {
      tags: ['busy'],
      entry: 'forgetCancellation',
      invoke: {
        src: 'cancelWithdrawal',
        input: ({ event }) =>
          event.type === 'cancel' ? event.withdrawal : { pendingWithdrawalId: '', amount: '0' },
        onDone: {
          target: 'loading',
          actions: { type: 'takeCancellation', params: ({ event }) => ({ output: event.output }) },
        },
        onError: {
          target: 'loading',
          actions: { type: 'takeCancelError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

export const WITHDRAW_RESTING_STATES = [
  'inactive',
  'allowed',
  'selfLimitNotice',
  'verifyLoyal',
  'suspended',
  'verifyStrict',
  'verifyRequired',
  'verifyUnderReview',
  'limitReached',
  'error',
  'pending',
] as const;
export type WithdrawRestingState = (typeof WITHDRAW_RESTING_STATES)[number];
