import { describe, expect, it } from 'vitest';
import { contrastRatio, isHexColour } from './contrast.ts';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#3366cc', '#3366cc')).toBe(1);
  });

  it('is symmetric and matches a known pair', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2);
  });

  it('recognises #rrggbb colours only', () => {
    expect(isHexColour('#a1b2c3')).toBe(true);
    expect(isHexColour('red')).toBe(false);
    expect(isHexColour('#abc')).toBe(false);
    expect(() => contrastRatio('red', '#ffffff')).toThrow(/not a #rrggbb colour/);
  });
});
