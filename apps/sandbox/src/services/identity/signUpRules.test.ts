/** The sign-up rules that need no database: config, phones, cpf, passwords, age. */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBrands, type Brand } from '@casino/brands';
import {
  currencyForCountry,
  normaliseCountry,
  normaliseLanguage,
  weakPasswordMessage,
  policyOf,
  signUpConfigOf,
  splitPhone,
} from './signUpRules.ts';

describe('sign-up rules', () => {
  let brands: Brand[] = [];
  beforeAll(async () => {
    brands = await loadBrands();
  });
  /** A site's sign-up config under its brand's policy (none for an unknown site). */
  const signUpConfig = (siteId: number, country: string) =>
    signUpConfigOf(policyOf(brands.find((brand) => brand.siteId === siteId)), siteId, country);

  it('asks for SMS in the high-risk markets and e-mail per site', () => {
    expect(signUpConfig(6, 'FI')).toMatchObject({
      smsVerificationRequired: true,
      emailVerificationRequired: false,
    });
    expect(signUpConfig(6, 'JJ')).toMatchObject({ countryCode: 'DE', smsVerificationRequired: true });
    expect(signUpConfig(6, 'NZ')).toMatchObject({
      smsVerificationRequired: false,
      emailVerificationRequired: false,
    });
    expect(signUpConfig(7, 'NZ')).toMatchObject({ emailVerificationRequired: true });
    expect(signUpConfig(99, 'BR')).toMatchObject({ cpfRequired: true, emailVerificationRequired: true });
    expect(signUpConfig(99, 'LL')).toMatchObject({ countryCode: 'NL', registrationAllowed: false });
  });

  it('blocks the countries a brand hides from registration, on top of the spec’s', () => {
    for (const country of ['BG', 'CH', 'PL', 'FR', 'NL', 'US']) {
      expect(signUpConfig(6, country)).toMatchObject({ registrationAllowed: false });
    }
    expect(signUpConfig(7, 'BG')).toMatchObject({ registrationAllowed: true });
    expect(signUpConfig(7, 'US')).toMatchObject({ registrationAllowed: false });
  });

  it('normalises market codes, languages and currencies (spec 1 §3, §9)', () => {
    expect(['PP', 'LL', 'JJ', 'fi'].map(normaliseCountry)).toEqual(['SE', 'NL', 'DE', 'FI']);
    expect(normaliseLanguage('inen')).toBe('en');
    expect(normaliseLanguage('caf')).toBe('caf');
    expect(currencyForCountry('BR')).toBe('BRL');
    expect(currencyForCountry('LL')).toBe('EUR');
  });

  it('splits E.164 numbers at the dial code', () => {
    expect(splitPhone('+358401234567')).toEqual({ prefix: '+358', body: '401234567' });
    expect(splitPhone('+4712345678')).toEqual({ prefix: '+47', body: '12345678' });
    expect(splitPhone('+16135550100')).toEqual({ prefix: '+1', body: '6135550100' });
    expect(splitPhone('+351912345678')).toEqual({ prefix: '+351', body: '912345678' });
  });

  it('wants letters and digits and no e-mail in the password', () => {
    expect(weakPasswordMessage('Sandbox-Pass-1')).toBeNull();
    expect(weakPasswordMessage('short1')).toMatch(/8 characters/);
    expect(weakPasswordMessage('12345678')).toMatch(/letters and digits/);
    expect(weakPasswordMessage('maija2024!', 'Maija@example.com')).toMatch(/e-mail/);
  });
});
