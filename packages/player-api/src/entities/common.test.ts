import { describe, expect, it } from 'vitest';
import { amount, fromMinorUnits, money, toMinorUnits } from './common.ts';

describe('money (exact decimal strings in major units)', () => {
  it('accepts at most two fraction digits and no exponent or grouping', () => {
    for (const valid of ['0', '12', '12.5', '12.50', '-3.20', '1000000.01'])
      expect(money.safeParse(valid).success, valid).toBe(true);
    for (const invalid of ['12.505', '1e3', '1,000.00', '01.00', '.5', '', ' 1', '+1']) {
      expect(money.safeParse(invalid).success, invalid).toBe(false);
    }
    expect(amount.safeParse('-1').success).toBe(false);
  });

  it('converts to and from minor units exactly', () => {
    expect(toMinorUnits('12.5')).toBe(1250n);
    expect(toMinorUnits('-0.07')).toBe(-7n);
    expect(toMinorUnits('9007199254740993.99')).toBe(900719925474099399n);
    expect(fromMinorUnits(1250n)).toBe('12.50');
    expect(fromMinorUnits(-7)).toBe('-0.07');
    expect(fromMinorUnits(0)).toBe('0.00');
    expect(() => toMinorUnits('1.234')).toThrow(RangeError);
  });
});
