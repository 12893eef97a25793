/** The postal code rules of the address form, which need no database. */
import { describe, expect, it } from 'vitest';
import { normalisePostalCode } from './details.ts';

describe('postal codes', () => {
  it.each([
    ['FI', ' 00100 ', '00100'],
    ['CA', 'k1a0b1', 'K1A 0B1'],
    ['CA', 'K1A  0B1', 'K1A 0B1'],
    ['BR', '01310100', '01310-100'],
    ['BR', '01310-100', '01310-100'],
    ['IN', '560001', '560001'],
    ['CL', '8320000', '8320000'],
    ['PE', '15001', '15001'],
    ['SE', '11455', '114 55'],
    ['NL', '1012ab', '1012 AB'],
    ['GB', 'sw1a1aa', 'SW1A 1AA'],
    ['GB', 'M1 1AE', 'M1 1AE'],
    ['IE', 'd02x285', 'D02 X285'],
    ['JP', '1000001', '100-0001'],
    ['PL', '00-950', '00-950'],
    ['MT', 'vlt1117', 'VLT 1117'],
    // No format known: 2 to 10 letters, digits, spaces or dashes.
    ['ZA', '0001', '0001'],
    ['XX', 'ab-12 c', 'AB-12 C'],
  ])('%s %j is %j', (country, given, stored) => {
    expect(normalisePostalCode(country, given)).toBe(stored);
  });

  it.each([
    ['FI', '0010'],
    ['FI', '001000'],
    ['CA', 'D1A 0B1'],
    ['CA', '12345'],
    ['BR', '0131-0100'],
    ['IN', '060001'],
    ['NL', '0123 AB'],
    ['GB', '12345'],
    ['XX', 'A'],
    ['XX', '-AB'],
    ['XX', 'ABCDEFGHIJK'],
  ])('%s %j is refused', (country, given) => {
    expect(normalisePostalCode(country, given)).toBeNull();
  });
});
