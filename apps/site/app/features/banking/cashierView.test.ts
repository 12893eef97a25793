import { describe, expect, it } from 'vitest';
import { chosenAmount, methodKind, orderMethods, preselectedChip, preselectedMethod } from './cashierView.ts';

const methods = ['CREDITCARD', 'SKRILL', 'TRUSTLY', 'EUTELLER', 'SIRU'].map((code) => ({ code }));

describe('the cashier view', () => {
  it('names each method by its kind', () => {
    expect(methodKind('TRUSTLY')).toBe('bank');
    expect(methodKind('CREDITCARD')).toBe('card');
    expect(methodKind('PAYSAFECARD')).toBe('voucher');
    expect(methodKind('SIRU')).toBe('mobile');
    expect(methodKind('SOMETHING_NEW')).toBe('wallet');
  });

  it('leads with the bank on a Pay and Play brand and keeps the order elsewhere', () => {
    expect(orderMethods(methods, true).map((m) => m.code)).toEqual([
      'TRUSTLY',
      'EUTELLER',
      'CREDITCARD',
      'SKRILL',
      'SIRU',
    ]);
    expect(orderMethods(methods, false)).toEqual(methods);
  });

  it('preselects the latest recent method still offered, else the first card', () => {
    expect(preselectedMethod(methods, ['NETELLER', 'SKRILL', 'TRUSTLY'])).toBe('SKRILL');
    expect(preselectedMethod(methods, [])).toBe('CREDITCARD');
    expect(preselectedMethod(orderMethods(methods, true), [])).toBe('TRUSTLY');
    expect(preselectedMethod([], ['SKRILL'])).toBeNull();
  });

  it('preselects 50, else the middle chip', () => {
    expect(preselectedChip(['20', '50', '100', '200'])).toBe('50');
    expect(preselectedChip(['100', '200', '500'])).toBe('200');
    expect(preselectedChip(['20', '100', '200', '500'])).toBe('100');
    expect(preselectedChip([])).toBeNull();
  });

  it('reads a typed amount before the chip, so the form works without scripts', () => {
    expect(chosenAmount({ amount: ' 25,50 ', quickAmount: '50' })).toBe('25,50');
    expect(chosenAmount({ amount: '', quickAmount: '50' })).toBe('50');
    expect(chosenAmount({ quickAmount: '' })).toBeUndefined();
    expect(chosenAmount({})).toBeUndefined();
  });
});
