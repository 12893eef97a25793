/** The pay-and-play flow's pure parts (payAndPlay.flow.server.ts): its forms, its view, what it stores. */
import { describe, expect, it } from 'vitest';
import {
  payAndPlayAmountForm,
  payAndPlayFlow,
  payAndPlaySignUpSchema,
  payAndPlayView,
  storedPayAndPlay,
} from './payAndPlay.flow.server.ts';

describe('the amount form (spec 1 §4 "authorise with an amount")', () => {
  const form = payAndPlayAmountForm('EUR', 'fi-FI');
  it('takes a banner amount or one typed in the page’s number format', () => {
    expect(form.safeParse({ preset: '50' }).data).toEqual({ amount: '50.00', redirect: null });
    expect(form.safeParse({ amount: '25,5', redirect: '/online-casino' }).data).toEqual({
      amount: '25.50',
      redirect: '/online-casino',
    });
  });

  it('refuses three decimals, an amount out of range, and no amount', () => {
    expect(form.safeParse({ amount: '10,005' }).error?.issues[0]?.message).toBe('pnp.error.amount.decimals');
    expect(form.safeParse({ amount: '1' }).error?.issues[0]?.message).toBe('pnp.error.amount.range');
    expect(form.safeParse({}).error?.issues[0]?.message).toBe('pnp.error.amount');
  });
});

describe('the sign-up form', () => {
  it('joins prefix and number into a whole phone number, and needs the terms', () => {
    const base = { email: 'p@x.test', phonePrefix: '+358', phoneNumber: '040 123 4567', terms: 'on' };
    expect(payAndPlaySignUpSchema.safeParse(base).data).toMatchObject({ phoneNumber: '401234567' });
    expect(payAndPlaySignUpSchema.safeParse({ ...base, terms: undefined }).error?.issues[0]?.message).toBe(
      'pnp.error.terms',
    );
  });
});

describe('the stored flow', () => {
  it('keeps no one-time code and no tokens, and the page sees a new flow at the amount', () => {
    const resting = {
      value: 'signUpForm',
      context: {
        redirectPath: null,
        amount: '50.00',
        sessionId: 's',
        bankIdUrl: null,
        oneTimeCode: 'code',
        playerId: 'p',
        showSignUpForm: true,
        signUpForm: null,
        signUpBackendErrors: {},
        error: null,
        tokens: { idToken: 'a.b.c', accessToken: 'a', refreshToken: 'r' },
      },
    } as unknown as Parameters<typeof storedPayAndPlay>[0];
    const stored = storedPayAndPlay(resting, 'state');
    expect(stored.context).toMatchObject({ oneTimeCode: null, tokens: null });
    expect(stored.returnState).toBe('state');
    expect(payAndPlayFlow.restingStates).toContain('signUpForm');
    expect(payAndPlayView(null)).toMatchObject({ step: 'amount', amount: null });
  });
});
