import { describe, expect, it } from 'vitest';
import { endDateRule } from './dateWindow.rules.ts';
import { salaryRangeBoundsRule } from './salaryRange.rules.ts';

describe('endDateRule', () => {
  const parent = { startDate: '2026-03-01T00:00:00Z' };

  it('takes an end after the start, and open ends', () => {
    expect(endDateRule('2026-03-02T00:00:00Z', { parent })).toBe(true);
    expect(endDateRule(undefined, { parent })).toBe(true);
    expect(endDateRule('2026-03-02T00:00:00Z', { parent: {} })).toBe(true);
  });

  it('rejects an end at or before the start', () => {
    for (const end of ['2026-03-01T00:00:00Z', '2026-02-01T00:00:00Z'])
      expect(endDateRule(end, { parent })).toBe('The end date must be after the start date');
  });
});

describe('salaryRangeBoundsRule', () => {
  it('takes an upper bound above the lower one, or an open bound', () => {
    expect(salaryRangeBoundsRule(50_000, { parent: { min: 30_000 } })).toBe(true);
    expect(salaryRangeBoundsRule(undefined, { parent: { min: 30_000 } })).toBe(true);
    expect(salaryRangeBoundsRule(30_000, { parent: {} })).toBe(true);
  });

  it('rejects an upper bound at or below the lower one', () => {
    expect(salaryRangeBoundsRule(30_000, { parent: { min: 30_000 } })).toBe(
      'The upper bound must be above the lower bound',
    );
  });
});
