/** A game page's look and words (services/games/gameTheme.ts): locales, amounts, the catalogue's theme. */
import { describe, expect, it } from 'vitest';
import { formatAmount, localeOf } from './gameTheme.ts';
import { fill, textsOf } from '../../pages/gameTexts.ts';

describe('the game pages’ locale and amounts', () => {
  it('takes the launch’s language or locale, else English', () => {
    expect(localeOf('fi')).toBe('fi');
    expect(localeOf('fi_FI')).toBe('fi-FI');
    expect(localeOf('en-US')).toBe('en-US');
    expect(localeOf('<script>')).toBe('en');
    expect(localeOf(undefined)).toBe('en');
  });

  it('writes amounts as the market does', () => {
    expect(formatAmount(144_850n, 'EUR', 'fi')).toBe('1\u00a0448,50\u00a0€');
    expect(formatAmount(144_850n, 'EUR', 'en')).toBe('€1,448.50');
    expect(formatAmount(-50n, 'EUR', 'en')).toBe('-€0.50');
    expect(formatAmount(100n, 'XXXX', 'en')).toBe('1.00 XXXX');
  });

  it('speaks the launch’s language, falling back to English', () => {
    expect(textsOf('fi-FI').spin).toBe('Pyöräytä');
    expect(textsOf('nb').spin).toBe('Spinn');
    expect(textsOf('sv').spin).toBe('Spin');
    expect(fill(textsOf('fi').youWon, { amount: '5,00 €' })).toBe('Voitit 5,00 €!');
  });
});
