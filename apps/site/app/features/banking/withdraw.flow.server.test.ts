/** The withdrawal flow's pure parts (withdraw.flow.server.ts): its form, its view, its stored context. */
import { describe, expect, it } from 'vitest';
import { INITIAL_WITHDRAW_CONTEXT } from '@casino/flows';
import { withdrawContextSchema, withdrawFormSchema, withdrawView } from './withdraw.flow.server.ts';

const stored = {
  value: 'allowed',
  context: { ...INITIAL_WITHDRAW_CONTEXT, mainBalance: '100.00', limit: '50.00' },
};
const form = withdrawFormSchema({ currency: 'EUR', formatting: 'en-US', methods: ['TRUSTLY'], stored });

describe('the withdrawal form (spec 2 §7 "Withdraw limit check")', () => {
  it('takes an amount within the balance and the limit, with the form’s idempotency key', () => {
    const attemptKey = crypto.randomUUID();
    expect(form.safeParse({ amount: '20', paymentMethod: 'TRUSTLY', attemptKey }).data).toEqual({
      amount: '20.00',
      paymentMethod: 'TRUSTLY',
      attemptKey,
    });
  });

  it('refuses more than the balance, more than the limit, and a method not offered', () => {
    expect(form.safeParse({ amount: '150', paymentMethod: 'TRUSTLY' }).error?.issues[0]?.message).toBe(
      'banking.error.notEnoughFunds',
    );
    expect(form.safeParse({ amount: '60', paymentMethod: 'TRUSTLY' }).error?.issues[0]?.message).toBe(
      'banking.amount.error.tooLarge',
    );
    expect(form.safeParse({ amount: '20', paymentMethod: 'SKRILL' }).error?.issues[0]?.path).toEqual([
      'paymentMethod',
    ]);
  });
});

describe('what the page sees of the withdrawal', () => {
  it('words a refused request by its code', () => {
    const view = withdrawView({
      value: 'allowed',
      context: {
        ...INITIAL_WITHDRAW_CONTEXT,
        requestError: { status: 409, code: 'WITHDRAWAL_LIMIT_REACHED', message: 'limit' },
      },
    });
    expect(view.requestError).toBe('withdraw.limit.text');
  });

  it('stores the machine’s own context', () => {
    expect(withdrawContextSchema.safeParse(stored.context).success).toBe(true);
    expect(withdrawContextSchema.safeParse({ ...stored.context, duration: 'Y' }).success).toBe(false);
  });
});
