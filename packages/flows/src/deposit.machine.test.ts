import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  INITIAL_DEPOSIT_CONTEXT,
  depositMachine,
  depositOutcomeTarget,
  type DepositCheckOutput,
  type DepositConfirmInput,
  type DepositContext,
  type DepositRequestInput,
  type DepositRequestOutput,
  type DepositResultStatus,
} from './deposit.machine.ts';

const OK: DepositCheckOutput = {
  status: 'SUCCESS',
  limit: null,
  days: null,
  limitType: null,
  spendLimit: false,
  resetAt: null,
};
const LIMIT: DepositCheckOutput = {
  status: 'SELF_LIMIT_REACHED',
  limit: '0.00',
  days: null,
  limitType: 'DEPOSIT',
  spendLimit: false,
  resetAt: '2026-11-22T00:00:00.000Z',
};
const DOCS: DepositCheckOutput = { ...OK, status: 'DOCUMENTS_REQUIRED', days: 5 };
const CASHIER: DepositRequestOutput = {
  referenceId: 'dep-1',
  status: 'PENDING',
  redirectUrl: 'http://127.0.0.1:4000/sandbox/cashier/dep-1',
};
const SUBMISSION = { amount: '50.00', paymentMethod: 'TRUSTLY', bonusId: null };

interface Script {
  check?: Array<DepositCheckOutput | Error | { status: number; code: string }>;
  requestDeposit?: Array<DepositRequestOutput | { status: number; code: string }>;
  confirm?: Array<DepositResultStatus | Error>;
}

const isFailure = (answer: unknown) =>
  answer instanceof Error || (typeof answer === 'object' && answer !== null && 'code' in answer);

function start(script: Script = {}, snapshot?: { value: string; context: DepositContext }) {
  const calls = {
    check: [] as Array<{ later: boolean }>,
    requestDeposit: [] as DepositRequestInput[],
    confirm: [] as DepositConfirmInput[],
  };
  function fake<I, O>(name: keyof typeof calls, fallback: O) {
    return fromPromise<O, I>(async ({ input }) => {
      const list = calls[name] as I[];
      const answers = (script[name] ?? [fallback]) as unknown[];
      const answer = answers[Math.min(list.length, answers.length - 1)];
      list.push(input);
      if (isFailure(answer)) throw answer;
      return answer as O;
    });
  }
  const machine = depositMachine.provide({
    actors: {
      check: fake<{ later: boolean }, DepositCheckOutput>('check', OK),
      requestDeposit: fake<DepositRequestInput, DepositRequestOutput>('requestDeposit', CASHIER),
      confirm: fake<DepositConfirmInput, DepositResultStatus>('confirm', 'success'),
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
const at = (value: string, context: Partial<DepositContext> = {}) => ({
  value,
  context: { ...INITIAL_DEPOSIT_CONTEXT, attemptKey: 'key-1', ...context },
});

describe('deposit flow (spec 2 §4 "Deposit flow")', () => {
  it('starts inactive and moves to loading, then allowed, when started', async () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().value).toBe('inactive');
    actor.send({ type: 'start', attemptKey: 'key-1' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const s = await settled(actor);
    expect(s.value).toBe('allowed');
    expect(s.context.attemptKey).toBe('key-1');
    expect(calls.check).toEqual([{ later: false }]);
  });

  it('shows limit reached with the amount left, limit type and reset time', async () => {
    const { actor } = start({ check: [LIMIT] });
    actor.send({ type: 'start', attemptKey: 'k' });
    const s = await settled(actor);
    expect(s.value).toBe('limitReached');
    expect(s.context).toMatchObject({
      limitLeft: '0.00',
      limitType: 'DEPOSIT',
      resetOn: '2026-11-22T00:00:00.000Z',
      isSpendLimit: false,
    });
  });

  it('treats a spend limit and a SUCCESS with nothing left as limit reached', async () => {
    const spend = start({ check: [{ ...LIMIT, status: 'SELF_SPEND_LIMIT_REACHED', limitType: 'SPEND' }] });
    spend.actor.send({ type: 'start', attemptKey: 'k' });
    expect((await settled(spend.actor)).context.isSpendLimit).toBe(true);
    const zero = start({ check: [{ ...OK, limit: '0' }] });
    zero.actor.send({ type: 'start', attemptKey: 'k' });
    expect((await settled(zero.actor)).value).toBe('limitReached');
  });

  it('shows documents pending with the days left; verify later checks again with later=true', async () => {
    const { actor, calls } = start({ check: [DOCS, OK] });
    actor.send({ type: 'start', attemptKey: 'k' });
    let s = await settled(actor);
    expect(s.value).toBe('documentsPending');
    expect(s.context).toMatchObject({ daysLeftToVerifyDocuments: 5, documentsStatus: 'verifyRequired' });
    actor.send({ type: 'verifyLater' });
    s = await settled(actor);
    expect(s.value).toBe('allowed');
    expect(calls.check).toEqual([{ later: false }, { later: true }]);
  });

  it('offers verify later once, and never for the strict state', async () => {
    const again = start({ check: [DOCS, DOCS] });
    again.actor.send({ type: 'start', attemptKey: 'k' });
    await settled(again.actor);
    again.actor.send({ type: 'verifyLater' });
    const s = await settled(again.actor);
    expect(s.value).toBe('documentsPending');
    expect(s.can({ type: 'verifyLater' })).toBe(false);

    const strict = start({ check: [{ ...DOCS, status: 'DOCUMENTS_REQUIRED_RESTRICTED' }] });
    strict.actor.send({ type: 'start', attemptKey: 'k' });
    const t = await settled(strict.actor);
    expect(t.context.documentsStatus).toBe('verifyStrict');
    expect(t.can({ type: 'verifyLater' })).toBe(false);
  });

  it('shows an error for other outcomes and for a failed check; retry starts a new attempt', async () => {
    const { actor, calls } = start({ check: [{ ...OK, status: 'RESTRICTED' }, new Error('down'), OK] });
    actor.send({ type: 'start', attemptKey: 'k1' });
    let s = await settled(actor);
    expect(s.value).toBe('error');
    expect(s.context.outcome).toBe('RESTRICTED');
    actor.send({ type: 'retry', attemptKey: 'k2' });
    s = await settled(actor);
    expect(s.value).toBe('error');
    expect(s.context.outcome).toBe('FAILURE');
    actor.send({ type: 'retry', attemptKey: 'k3' });
    s = await settled(actor);
    expect(s.value).toBe('allowed');
    expect(s.context.attemptKey).toBe('k3');
    expect(calls.check).toHaveLength(3);
  });

  it('retries from limit reached and documents pending', async () => {
    for (const state of ['limitReached', 'documentsPending']) {
      const { actor } = start({}, at(state));
      actor.send({ type: 'retry', attemptKey: 'k9' });
      expect((await settled(actor)).value).toBe('allowed');
    }
  });

  it('requests the deposit with the attempt key and sends the player to the cashier', async () => {
    const { actor, calls } = start({}, at('allowed'));
    actor.send({ type: 'submit', submission: { ...SUBMISSION, bonusId: 'camp-1' } });
    expect(actor.getSnapshot().value).toBe('requesting');
    const s = await settled(actor);
    expect(s.value).toBe('cashier');
    expect(s.context).toMatchObject({ referenceId: 'dep-1', redirectUrl: CASHIER.redirectUrl });
    expect(calls.requestDeposit).toEqual([{ ...SUBMISSION, bonusId: 'camp-1', attemptKey: 'key-1' }]);
  });

  it('confirms at once when the method needs no cashier page', async () => {
    const { actor, calls } = start(
      { requestDeposit: [{ ...CASHIER, redirectUrl: null }], confirm: ['success'] },
      at('allowed'),
    );
    actor.send({ type: 'submit', submission: SUBMISSION });
    const s = await settled(actor);
    expect(s.value).toBe('result');
    expect(s.context.result).toBe('success');
    expect(calls.confirm).toEqual([{ referenceId: 'dep-1', reported: 'pending' }]);
  });

  it('maps a refused request through the outcome table', async () => {
    const cases = [
      [{ status: 409, code: 'SELF_LIMIT_REACHED' }, 'limitReached'],
      [{ status: 409, code: 'DOCUMENTS_REQUIRED' }, 'documentsPending'],
      [{ status: 409, code: 'NOT_ENOUGH_FUNDS' }, 'error'],
      [{ status: 403, code: 'FORBIDDEN' }, 'error'],
      [{ status: 400, code: 'error.request.invalid' }, 'allowed'],
      [{ status: 0, code: 'error.network' }, 'allowed'],
    ] as const;
    for (const [refusal, target] of cases) {
      const { actor } = start({ requestDeposit: [refusal] }, at('allowed'));
      actor.send({ type: 'submit', submission: SUBMISSION });
      const s = await settled(actor);
      expect(s.value, refusal.code).toBe(target);
      expect(s.context.requestError).toBe(refusal.code);
    }
  });

  it('confirms the cashier’s return with a read of the transaction', async () => {
    const { actor, calls } = start({ confirm: ['failed'] }, at('cashier', { referenceId: 'dep-1' }));
    actor.send({ type: 'returned', referenceId: 'dep-1', status: 'success' });
    const s = await settled(actor);
    expect(s.value).toBe('result');
    expect(s.context.result).toBe('failed');
    expect(calls.confirm).toEqual([{ referenceId: 'dep-1', reported: 'success' }]);
  });

  it('keeps the cashier’s word when the read fails', async () => {
    const { actor } = start({ confirm: [new Error('down')] }, at('cashier', { referenceId: 'dep-1' }));
    actor.send({ type: 'returned', referenceId: 'dep-1', status: 'pending' });
    const s = await settled(actor);
    expect(s.value).toBe('result');
    expect(s.context.result).toBe('pending');
  });

  it('ignores a return for another deposit', () => {
    const { actor } = start({}, at('cashier', { referenceId: 'dep-1' }));
    actor.send({ type: 'returned', referenceId: 'dep-2', status: 'success' });
    expect(actor.getSnapshot().value).toBe('cashier');
  });

  it('starts over from the cashier and from the result with a new attempt key', async () => {
    for (const state of ['cashier', 'result']) {
      const { actor } = start({}, at(state, { referenceId: 'dep-1', result: 'success' }));
      actor.send({ type: 'again', attemptKey: 'key-2' });
      const s = await settled(actor);
      expect(s.value).toBe('allowed');
      expect(s.context).toMatchObject({ attemptKey: 'key-2', referenceId: null, result: null });
    }
  });

  it('takes a submit only when allowed (a second submit never makes a second deposit)', async () => {
    const { actor, calls } = start({}, at('allowed'));
    actor.send({ type: 'submit', submission: SUBMISSION });
    actor.send({ type: 'submit', submission: SUBMISSION });
    await settled(actor);
    expect(calls.requestDeposit).toHaveLength(1);
    expect(actor.getSnapshot().can({ type: 'submit', submission: SUBMISSION })).toBe(false);
  });

  it('clears from any state back to inactive', () => {
    const { actor } = start({}, at('result', { result: 'success' }));
    actor.send({ type: 'clear' });
    expect(actor.getSnapshot().value).toBe('inactive');
    expect(actor.getSnapshot().context).toEqual(INITIAL_DEPOSIT_CONTEXT);
  });
});

describe('depositOutcomeTarget', () => {
  it.each([
    ['SUCCESS', null, 'allowed'],
    ['SUCCESS', '10.00', 'allowed'],
    ['SUCCESS', '0.00', 'limitReached'],
    ['SELF_LIMIT_REACHED', null, 'limitReached'],
    ['DOCUMENTS_PREFERRED', null, 'documentsPending'],
    ['DOCUMENTS_UNDER_REVIEW', null, 'documentsPending'],
    ['EXCEEDS_KYC_LIMIT', null, 'error'],
  ] as const)('%s (limit %s) → %s', (outcome, limit, target) => {
    expect(depositOutcomeTarget(outcome, limit)).toBe(target);
  });
});
