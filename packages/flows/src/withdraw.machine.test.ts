import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  INITIAL_WITHDRAW_CONTEXT,
  withdrawFailureOf,
  withdrawMachine,
  withdrawStatusOf,
  type WithdrawCancelInput,
  type WithdrawCheckOutput,
  type WithdrawContext,
  type WithdrawSubmission,
} from './withdraw.machine.ts';

const OK: WithdrawCheckOutput = {
  status: 'SUCCESS',
  limit: null,
  duration: 'D',
  originalLimit: null,
  days: null,
  mainBalance: '500.00',
  withdrawalAllowed: true,
};
const SUBMISSION: WithdrawSubmission = { amount: '20.00', paymentMethod: 'TRUSTLY' };
const PENDING = { referenceId: 'wd-1', status: 'PENDING' };
const CANCEL: WithdrawCancelInput = { pendingWithdrawalId: 'wd-1', amount: '20.00' };
const LIMIT_REFUSAL = { status: 409, code: 'WITHDRAWAL_LIMIT_REACHED', message: 'Cancel limit reached' };

type Answer = unknown;
interface Script {
  check?: Answer[];
  requestWithdrawal?: Answer[];
  cancelWithdrawal?: Answer[];
}
const isFailure = (answer: unknown) =>
  answer instanceof Error || (typeof answer === 'object' && answer !== null && 'code' in answer);

function start(script: Script = {}, snapshot?: { value: string; context: WithdrawContext }) {
  const calls = {
    check: [] as unknown[],
    requestWithdrawal: [] as WithdrawSubmission[],
    cancelWithdrawal: [] as WithdrawCancelInput[],
  };
  function fake<I, O>(name: keyof typeof calls, fallback: O) {
    return fromPromise<O, I>(async ({ input }) => {
      const list = calls[name] as unknown[];
      const answers = script[name] ?? [fallback];
      const answer = answers[Math.min(list.length, answers.length - 1)];
      list.push(input);
      if (isFailure(answer)) throw answer;
      return answer as O;
    });
  }
  const machine = withdrawMachine.provide({
    actors: {
      check: fake<unknown, WithdrawCheckOutput>('check', OK),
      requestWithdrawal: fake<WithdrawSubmission, typeof PENDING>('requestWithdrawal', PENDING),
      cancelWithdrawal: fake<WithdrawCancelInput, unknown>('cancelWithdrawal', {
        referenceId: 'wd-1',
        status: 'CANCELLED',
      }),
    },
  });
  const actor = createActor(
    machine,
    snapshot
      ? { snapshot: machine.resolveState(snapshot as Parameters<typeof machine.resolveState>[0]) }
      : {},
  );
  actor.start();
  return { actor, calls };
}
type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'));
const at = (value: string, context: Partial<WithdrawContext> = {}) => ({
  value,
  context: { ...INITIAL_WITHDRAW_CONTEXT, ...context },
});

async function checked(check: WithdrawCheckOutput | Error) {
  const { actor } = start({ check: [check] });
  actor.send({ type: 'start' });
  return settled(actor);
}

describe('withdraw flow (spec 2 §4 "Withdraw flow")', () => {
  it('starts inactive and moves to loading, then allowed, keeping the check', async () => {
    const { actor } = start({ check: [{ ...OK, limit: '1000.00', originalLimit: '2000.00' }] });
    expect(actor.getSnapshot().value).toBe('inactive');
    actor.send({ type: 'start' });
    expect(actor.getSnapshot().value).toBe('loading');
    const s = await settled(actor);
    expect(s.value).toBe('allowed');
    expect(s.context).toMatchObject({ limit: '1000.00', originalLimit: '2000.00', mainBalance: '500.00' });
  });

  it.each([
    [{ ...OK, limit: '0.00' }, 'limitReached'],
    [{ ...OK, limit: '100.00' }, 'selfLimitNotice'],
    [{ ...OK, status: 'SELF_LIMIT_REACHED' }, 'selfLimitNotice'],
    [{ ...OK, status: 'WITHDRAWAL_LIMIT_REACHED' }, 'limitReached'],
    [{ ...OK, withdrawalAllowed: false }, 'suspended'],
    [{ ...OK, status: 'RESTRICTED' }, 'suspended'],
    [{ ...OK, status: 'DOCUMENTS_REQUIRED_RESTRICTED' }, 'verifyStrict'],
    [{ ...OK, status: 'DOCUMENTS_PREFERRED' }, 'verifyLoyal'],
    [{ ...OK, status: 'DOCUMENTS_REQUIRED', days: 3 }, 'verifyRequired'],
    [{ ...OK, status: 'DOCUMENTS_UNDER_REVIEW' }, 'verifyUnderReview'],
    [{ ...OK, status: 'NOT_ENOUGH_FUNDS' }, 'error'],
  ] as const)('a check of %o shows %s', async (check, state) => {
    expect((await checked(check)).value).toBe(state);
    expect(withdrawStatusOf(check)).toBe(state);
  });

  it('shows an error when the check fails', async () => {
    const s = await checked(new Error('down'));
    expect(s.value).toBe('error');
    expect(s.context.outcome).toBe('FAILURE');
  });

  it('lets a loyal player continue to the form', () => {
    const { actor } = start({}, at('verifyLoyal'));
    actor.send({ type: 'continue' });
    expect(actor.getSnapshot().value).toBe('allowed');
  });

  it.each(['allowed', 'selfLimitNotice'])('requests from %s and lands on pending', async (state) => {
    const { actor, calls } = start({}, at(state));
    actor.send({ type: 'submit', submission: SUBMISSION });
    expect(actor.getSnapshot().value).toBe('requesting');
    const s = await settled(actor);
    expect(s.value).toBe('pending');
    expect(s.context.referenceId).toBe('wd-1');
    expect(calls.requestWithdrawal).toEqual([SUBMISSION]);
  });

  it.each([
    [LIMIT_REFUSAL, 'limitReached'],
    [{ status: 409, code: 'DOCUMENTS_REQUIRED_RESTRICTED', message: '' }, 'verifyStrict'],
    [{ status: 409, code: 'DOCUMENTS_REQUIRED', message: '' }, 'verifyRequired'],
    [{ status: 409, code: 'DOCUMENTS_UNDER_REVIEW', message: '' }, 'verifyUnderReview'],
    [{ status: 403, code: 'RESTRICTED', message: '' }, 'suspended'],
    [{ status: 409, code: 'NOT_ENOUGH_FUNDS', message: 'Not enough' }, 'allowed'],
  ] as const)('a refused request %o shows %s with the error', async (refusal, state) => {
    const { actor } = start({ requestWithdrawal: [refusal] }, at('allowed'));
    actor.send({ type: 'submit', submission: SUBMISSION });
    const s = await settled(actor);
    expect(s.value).toBe(state);
    expect(s.context.requestError).toEqual(refusal);
  });

  it.each([
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
  ])('checks again from %s', async (state) => {
    const { actor, calls } = start({}, at(state, { cancelled: 'x', requestError: LIMIT_REFUSAL }));
    actor.send({ type: 'again' });
    const s = await settled(actor);
    expect(s.value).toBe('allowed');
    expect(s.context).toMatchObject({ cancelled: null, requestError: null });
    expect(calls.check).toHaveLength(1);
  });

  it.each(['inactive', 'allowed', 'pending', 'verifyRequired', 'limitReached'])(
    'cancels a pending withdrawal from %s, then checks again',
    async (state) => {
      const { actor, calls } = start({}, at(state));
      actor.send({ type: 'cancel', withdrawal: CANCEL });
      expect(actor.getSnapshot().value).toBe('cancelling');
      const s = await settled(actor);
      expect(s.value).toBe('allowed');
      expect(s.context.cancelled).toBe('wd-1');
      expect(calls.cancelWithdrawal).toEqual([CANCEL]);
      expect(calls.check).toHaveLength(1);
    },
  );

  it('keeps a refused cancel (the cancel-limit code) for the warning toast', async () => {
    const { actor } = start({ cancelWithdrawal: [LIMIT_REFUSAL] }, at('pending'));
    actor.send({ type: 'cancel', withdrawal: CANCEL });
    const s = await settled(actor);
    expect(s.value).toBe('allowed');
    expect(s.context.cancelError).toEqual(LIMIT_REFUSAL);
    expect(s.context.cancelled).toBeNull();
  });

  it('takes no submit where withdrawing is not offered', () => {
    for (const state of [
      'inactive',
      'suspended',
      'verifyStrict',
      'verifyRequired',
      'limitReached',
      'pending',
    ]) {
      const { actor } = start({}, at(state));
      expect(actor.getSnapshot().can({ type: 'submit', submission: SUBMISSION }), state).toBe(false);
    }
  });

  it('clears back to inactive', () => {
    const { actor } = start({}, at('pending', { referenceId: 'wd-1' }));
    actor.send({ type: 'clear' });
    expect(actor.getSnapshot().value).toBe('inactive');
    expect(actor.getSnapshot().context).toEqual(INITIAL_WITHDRAW_CONTEXT);
  });

  it('reads any rejection as a failure', () => {
    expect(withdrawFailureOf(new Error('x'))).toEqual({
      status: 0,
      code: 'error.system.error',
      message: 'x',
    });
    expect(withdrawFailureOf('nope')).toEqual({ status: 0, code: 'error.system.error', message: '' });
  });
});
