/** The deposit flow's pure parts (deposit.flow.server.ts): its form, its view, its stored context. */
import { describe, expect, it } from 'vitest';
import { INITIAL_DEPOSIT_CONTEXT } from '@casino/flows';
import {
  depositContextSchema,
  depositFormSchema,
  depositView,
  quickAmountsOf,
  type DepositMethod,
} from './deposit.flow.server.ts';
import { outcomeMessageId } from './money.server.ts';

const methods: DepositMethod[] = [
  { code: 'TRUSTLY', name: 'Trustly', min: '10.00', max: '500.00', kind: 'bank', logo: null },
  { code: 'SKRILL', name: 'Skrill', min: '1.00', max: null, kind: 'wallet', logo: null },
];
const form = (limitLeft: string | null) =>
  depositFormSchema({
    currency: 'EUR',
    formatting: 'fi-FI',
    methods,
    bonuses: [
      { campaignId: 'welcome', minDeposit: '20.00' },
      { campaignId: 'reload', minDeposit: null },
    ],
    limitLeft,
  });

describe('the deposit form (spec 2 §7 "Deposit limit check")', () => {
  it('takes an amount in the page’s number format, a method offered and a bonus offered', () => {
    expect(
      form(null).safeParse({ amount: '25,50', paymentMethod: 'TRUSTLY', bonusId: 'welcome' }).data,
    ).toEqual({ amount: '25.50', paymentMethod: 'TRUSTLY', bonusId: 'welcome' });
  });

  it('refuses a deposit over what is left of a daily limit, and one under the method’s minimum', () => {
    const over = form('30.00').safeParse({ amount: '31', paymentMethod: 'SKRILL' });
    expect(over.error?.issues[0]).toMatchObject({
      path: ['amount'],
      message: 'banking.amount.error.tooLarge',
    });
    const under = form(null).safeParse({ amount: '5', paymentMethod: 'TRUSTLY' });
    expect(under.error?.issues[0]).toMatchObject({
      path: ['amount'],
      message: 'banking.amount.error.tooSmall',
    });
  });

  it('refuses a bonus with a deposit under its smallest deposit, and takes the same amount without it', () => {
    expect(
      form(null).safeParse({ amount: '19,99', paymentMethod: 'SKRILL', bonusId: 'welcome' }).error?.issues[0],
    ).toMatchObject({ path: ['bonusId'], message: 'deposit.bonus.error.tooSmall' });
    expect(form(null).safeParse({ amount: '20', paymentMethod: 'SKRILL', bonusId: 'welcome' }).success).toBe(
      true,
    );
    expect(
      form(null).safeParse({ amount: '19,99', paymentMethod: 'SKRILL', bonusId: 'reload' }).success,
    ).toBe(true);
    expect(form(null).safeParse({ amount: '19,99', paymentMethod: 'SKRILL' }).success).toBe(true);
  });

  it('refuses a method or a bonus the player was not offered', () => {
    expect(
      form(null).safeParse({ amount: '20', paymentMethod: 'CREDITCARD' }).error?.issues[0],
    ).toMatchObject({
      path: ['paymentMethod'],
    });
    expect(
      form(null).safeParse({ amount: '20', paymentMethod: 'SKRILL', bonusId: 'other' }).error?.issues[0],
    ).toMatchObject({ path: ['bonusId'], message: 'deposit.bonus.error' });
  });

  it('offers the one-tap amounts a method takes and the limit leaves', () => {
    expect(quickAmountsOf(methods, null)).toEqual(['20', '50', '100', '200']);
    expect(quickAmountsOf(methods, '60.00')).toEqual(['20', '50']);
  });
});

describe('what the page sees of the deposit', () => {
  it('words a limit reached as a spend or a deposit limit, and a refusal by its outcome', () => {
    const reached = (isSpendLimit: boolean) =>
      depositView({
        value: 'limitReached',
        context: {
          ...INITIAL_DEPOSIT_CONTEXT,
          limitLeft: '0.00',
          isSpendLimit,
          outcome: 'SELF_LIMIT_REACHED',
        },
      });
    expect(reached(false).limitMessage).toBe('deposit.limit.deposit');
    expect(reached(true).limitMessage).toBe('deposit.limit.spend');
    expect(
      depositView({ value: 'error', context: { ...INITIAL_DEPOSIT_CONTEXT, outcome: 'NOT_ENOUGH_FUNDS' } })
        .outcomeMessage,
    ).toBe('banking.error.notEnoughFunds');
    expect(outcomeMessageId('error.request.invalid')).toBe('banking.error.form');
    expect(outcomeMessageId('something else')).toBe('banking.error.system');
  });

  it('stores the machine’s own context', () => {
    expect(depositContextSchema.safeParse(INITIAL_DEPOSIT_CONTEXT).success).toBe(true);
    expect(depositContextSchema.safeParse({ ...INITIAL_DEPOSIT_CONTEXT, result: 'maybe' }).success).toBe(
      false,
    );
  });
});
