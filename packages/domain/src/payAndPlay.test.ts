import { describe, expect, it } from 'vitest';
import { payAndPlayCountry, whitelistAllows } from './payAndPlay.ts';

describe('whitelistAllows', () => {
  it('allows everyone while the list is empty or blank', () => {
    expect(whitelistAllows([], '10.0.0.1')).toBe(true);
    expect(whitelistAllows([null, ' '], undefined)).toBe(true);
  });

  it('allows only listed addresses once the list names any, an IPv4-mapped address as IPv4', () => {
    expect(whitelistAllows(['10.0.0.1'], '10.0.0.1')).toBe(true);
    expect(whitelistAllows([' 10.0.0.1 '], '::ffff:10.0.0.1')).toBe(true);
    expect(whitelistAllows(['10.0.0.1'], '10.0.0.2')).toBe(false);
    expect(whitelistAllows(['10.0.0.1'], undefined)).toBe(false);
  });
});

describe('payAndPlayCountry', () => {
  it('reads a custom market as its country and the generic market as the visitor’s', () => {
    expect(payAndPlayCountry('JJ', null)).toBe('DE');
    expect(payAndPlayCountry('PP', 'FI')).toBe('SE');
    expect(payAndPlayCountry('FI', 'SE')).toBe('FI');
    expect(payAndPlayCountry('UN', 'NO')).toBe('NO');
    expect(payAndPlayCountry('UN', null)).toBe('FI');
  });
});
