/** The calendar periods and cooling-off of the limit rules (services/responsible/limits.ts). */
import { describe, expect, it } from 'vitest';
import { periodWindow } from './limits.ts';
import { MARKET_RULE_DEFAULTS } from '@casino/brands';
import { DEFAULT_COOLING_OFF_HOURS, coolingOffHours } from './limitChanges.ts';

describe('limit periods', () => {
  const at = (iso: string) => new Date(iso);
  const window = (period: 'D' | 'W' | 'M', iso: string) => {
    const { start, end } = periodWindow(period, at(iso));
    return [start.toISOString(), end.toISOString()];
  };

  it('runs a day from 00:00 UTC to the next', () => {
    expect(window('D', '2026-03-04T23:59:59.999Z')).toEqual([
      '2026-03-04T00:00:00.000Z',
      '2026-03-05T00:00:00.000Z',
    ]);
    expect(window('D', '2026-12-31T00:00:00.000Z')).toEqual([
      '2026-12-31T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ]);
  });

  it('runs a week from Monday 00:00 UTC, Sunday included', () => {
    // 2026-03-02 is a Monday, 2026-03-08 a Sunday.
    expect(window('W', '2026-03-02T00:00:00.000Z')).toEqual([
      '2026-03-02T00:00:00.000Z',
      '2026-03-09T00:00:00.000Z',
    ]);
    expect(window('W', '2026-03-08T22:00:00.000Z')).toEqual([
      '2026-03-02T00:00:00.000Z',
      '2026-03-09T00:00:00.000Z',
    ]);
    expect(window('W', '2025-12-31T12:00:00.000Z')).toEqual([
      '2025-12-29T00:00:00.000Z',
      '2026-01-05T00:00:00.000Z',
    ]);
  });

  it('runs a month from its first day, across the year end and leap days', () => {
    expect(window('M', '2028-02-29T10:00:00.000Z')).toEqual([
      '2028-02-01T00:00:00.000Z',
      '2028-03-01T00:00:00.000Z',
    ]);
    expect(window('M', '2026-12-15T10:00:00.000Z')).toEqual([
      '2026-12-01T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ]);
  });
});

describe('cooling-off', () => {
  it('is 24 hours unless the market has its own', () => {
    expect(DEFAULT_COOLING_OFF_HOURS).toBe(24);
    expect(coolingOffHours('FI')).toBe(24);
    expect(coolingOffHours('UN')).toBe(24);
    for (const [market, hours] of Object.entries(MARKET_RULE_DEFAULTS.limitRaiseCoolingOffHoursByMarket)) {
      expect(coolingOffHours(market)).toBe(hours);
      expect(hours).toBeGreaterThanOrEqual(DEFAULT_COOLING_OFF_HOURS);
    }
    expect(coolingOffHours('JJ')).toBe(168);
  });

  it("is the brand's rule pack for the market when it has one", () => {
    const rules = { FI: { limitRaiseCoolingOffHours: 72 }, JJ: { limitRaiseCoolingOffHours: 240 } };
    expect(coolingOffHours('FI', rules)).toBe(72);
    expect(coolingOffHours('JJ', rules)).toBe(240);
    expect(coolingOffHours('UN', rules)).toBe(24);
    expect(coolingOffHours('PP', rules)).toBe(72);
  });
});
