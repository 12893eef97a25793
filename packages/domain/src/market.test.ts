import { describe, expect, it } from 'vitest';
import { marketForCountry } from './market.ts';

describe('marketForCountry (spec 1 §9)', () => {
  it('uses the country code when the brand serves that market', () => {
    expect(marketForCountry('fi', ['UN', 'FI'], 'UN')).toBe('FI');
  });
  it('maps countries with custom market ids', () => {
    expect(marketForCountry('DE', ['UN', 'JJ'], 'UN')).toBe('JJ');
    expect(marketForCountry('SE', ['PP'], 'PP')).toBe('PP');
  });
  it('falls back to UN, else the brand default market', () => {
    expect(marketForCountry('BR', ['UN', 'FI'], 'FI')).toBe('UN');
    expect(marketForCountry('BR', ['FI', 'DE'], 'FI')).toBe('FI');
  });
});
