import { describe, expect, it } from 'vitest';
import {
  CASHIER_HIDDEN_COUNTRIES,
  HISTORY_WINDOW_HOURS,
  cashierShown,
  historyHasMore,
  historyWindow,
  mergeTransactions,
  walletBalances,
  walletFlowStatus,
} from './banking.ts';

describe('cashierShown (spec 2 §2 /deposit)', () => {
  it('hides the cashier without the brand flag', () => {
    expect(cashierShown({ cashierFeature: false, countryCode: 'SE' })).toBe(false);
  });
  it('hides it for every listed country, in any case', () => {
    expect(CASHIER_HIDDEN_COUNTRIES).toHaveLength(17);
    for (const country of CASHIER_HIDDEN_COUNTRIES) {
      expect(cashierShown({ cashierFeature: true, countryCode: country })).toBe(false);
      expect(cashierShown({ cashierFeature: true, countryCode: ` ${country.toLowerCase()} ` })).toBe(false);
    }
  });
  it('shows it with the flag elsewhere, also when the country is unknown', () => {
    expect(cashierShown({ cashierFeature: true, countryCode: 'SE' })).toBe(true);
    expect(cashierShown({ cashierFeature: true, countryCode: 'PE' })).toBe(true);
    expect(cashierShown({ cashierFeature: true, countryCode: null })).toBe(true);
  });
  it('follows the brand’s own list where its configuration has one', () => {
    const hiddenCountries = ['SE'];
    expect(cashierShown({ cashierFeature: true, countryCode: 'SE', hiddenCountries })).toBe(false);
    expect(cashierShown({ cashierFeature: true, countryCode: 'FI', hiddenCountries })).toBe(true);
    expect(cashierShown({ cashierFeature: false, countryCode: 'FI', hiddenCountries })).toBe(false);
  });
});

describe('walletBalances (spec 2 §3 Wallet)', () => {
  it('sums each group and the total exactly, rounded to 2 decimals', () => {
    expect(
      walletBalances({
        main: [{ cash: '0.10' }, { cash: '0.20' }],
        locked: [{ cash: '5' }],
        bonus: [
          { bonus: '1.005', vertical: 'CASINO' },
          { bonus: '2.50', vertical: 'SPORTS' },
          { bonus: '3.25', vertical: 'LIVE_CASINO' },
          { bonus: '0.75', vertical: 'live casino' },
        ],
      }),
    ).toEqual({
      mainBalance: '0.30',
      lockedBalance: '5.00',
      sportsBonus: '2.50',
      casinoBonus: '1.01',
      liveCasinoBonus: '4.00',
      totalBalance: '12.81',
    });
  });
  it('counts a bonus of an unknown vertical in the total only', () => {
    const balances = walletBalances({ main: [], locked: [], bonus: [{ bonus: 7, vertical: 'VIRTUAL' }] });
    expect(balances.casinoBonus).toBe('0.00');
    expect(balances.totalBalance).toBe('7.00');
  });
  it('gives zeros for an empty wallet and keeps negative amounts', () => {
    expect(walletBalances({ main: [], locked: [], bonus: [] }).totalBalance).toBe('0.00');
    expect(walletBalances({ main: [{ cash: '-1.5' }], locked: [], bonus: [] }).mainBalance).toBe('-1.50');
  });
});

describe('walletFlowStatus (spec 2 §4 table)', () => {
  it.each([
    ['SUCCESS', 'allowed'],
    ['NOT_ENOUGH_FUNDS', 'error'],
    ['EXCEEDS_KYC_LIMIT', 'error'],
    ['FAILURE', 'error'],
    ['SOMETHING_NEW', 'error'],
    [null, 'error'],
    ['DOCUMENTS_PREFERRED', 'verifyLoyal'],
    ['DOCUMENTS_UNDER_REVIEW', 'verifyUnderReview'],
    ['DOCUMENTS_REQUIRED', 'verifyRequired'],
    ['DOCUMENTS_REQUIRED_RESTRICTED', 'verifyStrict'],
    ['WITHDRAWAL_LIMIT_REACHED', 'withdrawalLimitReached'],
    ['SELF_LIMIT_REACHED', 'selfLimitReached'],
    ['SELF_SPEND_LIMIT_REACHED', 'selfLimitReached'],
    ['RESTRICTED', 'restricted'],
    ['FORBIDDEN', 'restricted'],
  ])('%s → %s', (outcome, status) => {
    expect(walletFlowStatus(outcome)).toBe(status);
  });
});

describe('transaction history (spec 2 §4)', () => {
  const tx = (referenceId: string, transactionDate: string, status = 'SUCCESS') => ({
    referenceId,
    transactionDate,
    status,
  });
  it('merges pages unique by referenceId, newest first, later copies winning', () => {
    const list = [tx('a', '2026-11-20T10:00:00Z', 'PENDING'), tx('b', '2026-11-19T10:00:00Z')];
    const page = [tx('c', '2026-11-21T10:00:00Z'), tx('a', '2026-11-20T10:00:00Z', 'CANCELLED')];
    const merged = mergeTransactions(list, page);
    expect(merged.map((t) => t.referenceId)).toEqual(['c', 'a', 'b']);
    expect(merged[1]!.status).toBe('CANCELLED');
  });
  it('sorts unparsable dates last', () => {
    expect(
      mergeTransactions([], [tx('x', 'nonsense'), tx('y', '2020-01-01T00:00:00Z')]).map((t) => t.referenceId),
    ).toEqual(['y', 'x']);
  });
  it('has more only after a full page', () => {
    expect(historyHasMore(10)).toBe(true);
    expect(historyHasMore(9)).toBe(false);
    expect(historyHasMore(0)).toBe(false);
    expect(historyHasMore(5, 5)).toBe(true);
  });
  it('counts the window back from now, 24 h by default', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(HISTORY_WINDOW_HOURS[0]).toBe(24);
    expect(historyWindow(undefined, now)).toEqual({
      from: '2026-11-20T12:00:00.000Z',
      to: '2026-11-21T12:00:00.000Z',
    });
    expect(historyWindow(72, now).from).toBe('2026-11-18T12:00:00.000Z');
  });
});
