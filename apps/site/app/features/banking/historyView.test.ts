import { describe, expect, it } from 'vitest';
import { dateLocaleFor } from '@casino/i18n';
import { filterCategories, historyCard, signedMoney } from './historyView.ts';

const finnish = {
  currency: 'EUR',
  formatting: 'fi-FI',
  countryCode: 'FI',
  dateLocale: dateLocaleFor('fi', 'fi-FI'),
};
const world = {
  currency: 'EUR',
  formatting: 'en-US',
  countryCode: 'MT',
  dateLocale: dateLocaleFor('en', 'en-US'),
};

describe('the history view', () => {
  it('writes a card in the Finnish conventions', () => {
    const card = historyCard(
      {
        amount: '1448574.96',
        balanceAfterTransaction: '1448624.96',
        transactionDate: '2026-11-27T11:15:20Z',
      },
      finnish,
    );
    expect(card).toEqual({
      amount: '+1\u00a0448\u00a0574,96\u00a0€',
      balanceAfter: '1\u00a0448\u00a0624,96\u00a0€',
      date: '27.11. klo 11.15',
      direction: 'in',
    });
  });

  it('writes the world market day first and 24-hour, never the US order', () => {
    const card = historyCard(
      { amount: '20.00', balanceAfterTransaction: '570.00', transactionDate: '2026-11-27T11:15:20Z' },
      world,
    );
    expect(card.amount).toBe('+€20.00');
    expect(card.date).toBe('27 Nov, 11:15');
  });

  it('signs money in and leaves money out and zero as written', () => {
    expect(signedMoney('-5', world)).toBe('-€5.00');
    expect(signedMoney('0', world)).toBe('€0.00');
  });

  it('offers no betting filter on a brand without a sportsbook', () => {
    const all = ['BONUS', 'CASINO', 'PAYMENT', 'SPORTS', 'VIRTUAL_SPORTS', 'LIVE_CASINO'] as const;
    expect(filterCategories(all, false)).toEqual(['BONUS', 'CASINO', 'PAYMENT', 'LIVE_CASINO']);
    expect(filterCategories(all, true)).toEqual(all);
  });
});
