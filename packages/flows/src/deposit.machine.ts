/**
 * The deposit flow (spec 2 §3 "Deposit state", §4 "Deposit flow" and "Wallet operation result to
 * flow status", §7 "Deposit limit check", "Deposit request"): `inactive` → `loading` (the limit
 * check) → `allowed`, `error`, `limitReached` or `documentsPending` → `requesting` → `cashier`
 * (the player pays on the cashier page) → `confirming` → `result` (success, failed or pending).
 *
 * - `documentsPending` (DOCUMENTS_PREFERRED, DOCUMENTS_REQUIRED, DOCUMENTS_UNDER_REVIEW,
 *   DOCUMENTS_REQUIRED_RESTRICTED) keeps `daysLeftToVerifyDocuments`; `verifyLater` checks again
 *   with `later=true` and, when the server lets the player go on, moves to `allowed` (spec 2 §4
 *   "'Verify later' from a pending-expired state moves to allowed"). Offered once per flow and
 *   never for the strict state (DOCUMENTS_REQUIRED_RESTRICTED).
 * - `limitReached` (SELF_LIMIT_REACHED, SELF_SPEND_LIMIT_REACHED, or a check answering a limit of
 *   0) keeps the amount left, the limit type, whether it is a spend limit and the reset time.
 * - Every attempt has an idempotency key (`attemptKey`, given by the caller with `start`,
 *   `retry` and `again`), so submitting the same attempt twice never makes two deposits.
 * - A refused deposit request goes through the same outcome mapping as the check; other
 *   failures (network, validation) go back to `allowed` with `requestError`.
 * - The `busy` tag marks states waiting for a call. Actors reject with the player API's error
 *   (`{ status, code, message }`) or any error.
 */
import { assign, fromPromise, setup } from 'xstate';
import { walletFlowStatus } from '@casino/domain';

export type DepositLimitType = 'DEPOSIT' | 'SPEND';
export type DocumentsStatus = 'verifyLoyal' | 'verifyUnderReview' | 'verifyRequired' | 'verifyStrict';
export type DepositResultStatus = 'success' | 'failed' | 'pending';

/** What the limit check answers (the contract's `depositCheck` response). */
export interface DepositCheckOutput {
  status: string;
  limit: string | null;
  days: number | null;
  limitType: DepositLimitType | null;
  spendLimit: boolean;
  resetAt: string | null;
}

export interface DepositSubmission {
  amount: string;
  paymentMethod: string;
  /** The deposit bonus the player picked (selectedBonusId), or null. */
  bonusId: string | null;
}

export interface DepositRequestInput extends DepositSubmission {
  attemptKey: string;
}

export interface DepositRequestOutput {
  referenceId: string;
  status: string;
  redirectUrl: string | null;
}

export interface DepositConfirmInput {
  referenceId: string;
  /** What the cashier's return address said. */
  reported: DepositResultStatus;
}

export interface DepositContext {
  attemptKey: string | null;
  /** True once the player chose "verify later" (the check then runs with later=true). */
  later: boolean;
  outcome: string | null;
  documentsStatus: DocumentsStatus | null;
  daysLeftToVerifyDocuments: number | null;
  limitLeft: string | null;
  limitType: DepositLimitType | null;
  isSpendLimit: boolean;
  resetOn: string | null;
  submission: DepositSubmission | null;
  referenceId: string | null;
  redirectUrl: string | null;
  result: DepositResultStatus | null;
  /** A failure the form shows (an error code of the player API, or a machine word). */
  requestError: string | null;
}

export type DepositEvent =
  | { type: 'start'; attemptKey: string }
  | { type: 'verifyLater' }
  | { type: 'submit'; submission: DepositSubmission }
  | { type: 'returned'; referenceId: string; status: DepositResultStatus }
  | { type: 'retry'; attemptKey: string }
  | { type: 'again'; attemptKey: string }
  | { type: 'clear' };

export const INITIAL_DEPOSIT_CONTEXT: DepositContext = {
  attemptKey: null,
  later: false,
  outcome: null,
  documentsStatus: null,
  daysLeftToVerifyDocuments: null,
  limitLeft: null,
  limitType: null,
  isSpendLimit: false,
  resetOn: null,
  submission: null,
  referenceId: null,
  redirectUrl: null,
  result: null,
  requestError: null,
};

/** Where an outcome (of the check or a refused request) leads. */
export type DepositOutcomeTarget = 'allowed' | 'limitReached' | 'documentsPending' | 'error';

export function depositOutcomeTarget(outcome: string, limit: string | null = null): DepositOutcomeTarget {
  const status = walletFlowStatus(outcome);
  if (status === 'allowed') return limit !== null && Number(limit) <= 0 ? 'limitReached' : 'allowed';
  if (status === 'selfLimitReached') return 'limitReached';
  if (status.startsWith('verify')) return 'documentsPending';
  return 'error';
}

function errorFields(error: unknown): { status: number; code: string } {
  const { status, code } =
    typeof error === 'object' && error !== null ? (error as { status?: unknown; code?: unknown }) : {};
  return {
    status: typeof status === 'number' ? status : 0,
    code: typeof code === 'string' ? code : 'error.system.error',
  };
}

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

export const depositMachine = setup({
  types: {
    context: {} as DepositContext,
    events: {} as DepositEvent,
  },
  actors: {
    check: fromPromise<DepositCheckOutput, { later: boolean }>(notProvided('check')),
    requestDeposit: fromPromise<DepositRequestOutput, DepositRequestInput>(notProvided('requestDeposit')),
    confirm: fromPromise<DepositResultStatus, DepositConfirmInput>(notProvided('confirm')),
  },
  actions: {
    begin: assign(({ event }) =>
      'attemptKey' in event ? { ...INITIAL_DEPOSIT_CONTEXT, attemptKey: event.attemptKey } : {},
    ),
    takeCheck: assign((_, check: DepositCheckOutput) => {
      const status = walletFlowStatus(check.status);
      return {
        outcome: check.status,
        documentsStatus: status.startsWith('verify') ? (status as DocumentsStatus) : null,
        daysLeftToVerifyDocuments: check.days,
        limitLeft: check.limit,
        limitType: check.limitType,
        isSpendLimit: check.spendLimit || check.status === 'SELF_SPEND_LIMIT_REACHED',
        resetOn: check.resetAt,
        requestError: null,
      };
    }),
    checkFailed: assign((_, { error }: { error: unknown }) => ({
      outcome: 'FAILURE',
      requestError: errorFields(error).code,
    })),
    takeRefusal: assign((_, { error }: { error: unknown }) => {
      const { code } = errorFields(error);
      const status = walletFlowStatus(code);
      return {
        outcome: code,
        requestError: code,
        documentsStatus: status.startsWith('verify') ? (status as DocumentsStatus) : null,
        isSpendLimit: code === 'SELF_SPEND_LIMIT_REACHED',
      };
    }),
    takeSubmission: assign(({ event }) =>
      event.type === 'submit' ? { submission: event.submission, requestError: null } : {},
    ),
    takeRequest: assign((_, output: DepositRequestOutput) => ({
      referenceId: output.referenceId,
      redirectUrl: output.redirectUrl,
    })),
    takeReturn: assign(({ event }) =>
      event.type === 'returned' ? { referenceId: event.referenceId, result: event.status } : {},
    ),
    reset: assign(INITIAL_DEPOSIT_CONTEXT),
    verifyLater: assign({ later: true }),
    awaitResult: assign({ result: 'pending' }),
    takeRequestError: assign((_, { error }: { error: unknown }) => ({
      requestError: errorFields(error).code,
    })),
    takeResult: assign((_, result: DepositResultStatus) => ({ result })),
  },
  guards: {
    checkAllowed: (_, check: DepositCheckOutput) =>
      depositOutcomeTarget(check.status, check.limit) === 'allowed',
    checkLimit: (_, check: DepositCheckOutput) =>
      depositOutcomeTarget(check.status, check.limit) === 'limitReached',
    checkDocuments: (_, check: DepositCheckOutput) =>
      depositOutcomeTarget(check.status, check.limit) === 'documentsPending',
    refusedLimit: (_, { error }: { error: unknown }) =>
      depositOutcomeTarget(errorFields(error).code) === 'limitReached',
    refusedDocuments: (_, { error }: { error: unknown }) =>
      depositOutcomeTarget(errorFields(error).code) === 'documentsPending',
    refusedOutcome: (_, { error }: { error: unknown }) => {
      const { status, code } = errorFields(error);
      return status === 409 || status === 422 || status === 403 || walletFlowStatus(code) !== 'error';
    },
    canVerifyLater: ({ context }) => !context.later && context.documentsStatus !== 'verifyStrict',
    hasCashier: (_, output: DepositRequestOutput) => output.redirectUrl !== null,
    sameDeposit: ({ context, event }) =>
      event.type === 'returned' &&
      (context.referenceId === null || context.referenceId === event.referenceId),
  },
}).createMachine({
  id: 'deposit',
  initial: 'inactive',
  context: INITIAL_DEPOSIT_CONTEXT,
  on: {
    clear: { target: '.inactive', actions: 'reset' },
  },
  states: {
    inactive: {
      on: { start: { target: 'loading', actions: 'begin' } },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'check',
        input: ({ context }) => ({ later: context.later }),
        onDone: [
          {
            guard: { type: 'checkAllowed', params: ({ event }) => event.output },
            target: 'allowed',
            actions: { type: 'takeCheck', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'checkLimit', params: ({ event }) => event.output },
            target: 'limitReached',
            actions: { type: 'takeCheck', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'checkDocuments', params: ({ event }) => event.output },
            target: 'documentsPending',
            actions: { type: 'takeCheck', params: ({ event }) => event.output },
          },
          { target: 'error', actions: { type: 'takeCheck', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'error',
          actions: { type: 'checkFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    allowed: {
      on: { submit: { target: 'requesting', actions: 'takeSubmission' } },
    },
    error: {
      on: { retry: { target: 'loading', actions: 'begin' } },
    },
    limitReached: {
      on: { retry: { target: 'loading', actions: 'begin' } },
    },
    documentsPending: {
      on: {
        verifyLater: {
          guard: 'canVerifyLater',
          target: 'loading',
          actions: 'verifyLater',
        },
        retry: { target: 'loading', actions: 'begin' },
      },
    },
    requesting: {
      tags: ['busy'],
      invoke: {
        src: 'requestDeposit',
        input: ({ context }) => ({ ...context.submission!, attemptKey: context.attemptKey! }),
        onDone: [
          {
            guard: { type: 'hasCashier', params: ({ event }) => event.output },
            target: 'cashier',
            actions: { type: 'takeRequest', params: ({ event }) => event.output },
          },
          {
            // No cashier page: the deposit went through (or failed) at once.
            target: 'confirming',
            actions: [{ type: 'takeRequest', params: ({ event }) => event.output }, 'awaitResult'],
          },
        ],
        onError: [
          {
            guard: { type: 'refusedLimit', params: ({ event }) => ({ error: event.error }) },
            target: 'limitReached',
            actions: { type: 'takeRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: { type: 'refusedDocuments', params: ({ event }) => ({ error: event.error }) },
            target: 'documentsPending',
            actions: { type: 'takeRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: { type: 'refusedOutcome', params: ({ event }) => ({ error: event.error }) },
            target: 'error',
            actions: { type: 'takeRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'allowed',
            actions: { type: 'takeRequestError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    cashier: {
      on: {
        returned: { guard: 'sameDeposit', target: 'confirming', actions: 'takeReturn' },
        // The player left the cashier without paying and starts over.
        again: { target: 'loading', actions: 'begin' },
      },
    },
    confirming: {
      tags: ['busy'],
      invoke: {
        src: 'confirm',
        input: ({ context }) => ({
          referenceId: context.referenceId!,
          reported: context.result ?? 'pending',
        }),
        onDone: {
          target: 'result',
          actions: { type: 'takeResult', params: ({ event }) => event.output },
        },
        // The read failed: the cashier's word stands until the history shows otherwise.
        onError: 'result',
      },
    },
    result: {
      on: { again: { target: 'loading', actions: 'begin' } },
    },
  },
});

export type DepositStateValue =
  | 'inactive'
  | 'loading'
  | 'allowed'
  | 'error'
  | 'limitReached'
  | 'documentsPending'
  | 'requesting'
  | 'cashier'
  | 'confirming'
  | 'result';

export const DEPOSIT_RESTING_STATES = [
  'inactive',
  'allowed',
  'error',
  'limitReached',
  'documentsPending',
  'cashier',
  'result',
] as const satisfies readonly DepositStateValue[];
export type DepositRestingState = (typeof DEPOSIT_RESTING_STATES)[number];
