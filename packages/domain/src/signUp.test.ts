import { describe, expect, it } from 'vitest';
import {
  classifySignUpError,
  defaultSignUpCountry,
  dialPrefixCountries,
  isAdult,
  joinMobilePhone,
  normaliseCpf,
  passwordProblem,
  registrationCountries,
  type RegistrationCountry,
} from './signUp.ts';

const country = (code: string, extra: Partial<RegistrationCountry> = {}): RegistrationCountry => ({
  code,
  name: code,
  isd: '+1',
  active: true,
  allowed: true,
  ...extra,
});
const all = ['FI', 'FR', 'NL', 'BG', 'CH', 'PL', 'DE', 'PP', 'BR'].map((code) => country(code));

describe('registrationCountries (spec 1 §5)', () => {
  it('hides France and the Netherlands in UN, the Netherlands in CA and DE/JJ, and never lists PP', () => {
    const codes = (market: string, brand = {}) =>
      registrationCountries(all, market, brand).map((c) => c.code);
    expect(codes('UN')).toEqual(['BG', 'BR', 'CH', 'DE', 'FI', 'PL']);
    expect(codes('CA')).toEqual(['BG', 'BR', 'CH', 'DE', 'FI', 'FR', 'PL']);
    expect(codes('JJ')).not.toContain('NL');
    expect(codes('FI')).toContain('NL');
    // aurora removes BG, CH and PL from en-UN
    expect(codes('UN', { UN: ['BG', 'CH', 'PL'] })).toEqual(['BR', 'DE', 'FI']);
  });

  it('leaves out inactive and not-allowed countries, and countries without a dial code from the prefix list', () => {
    const list = registrationCountries(
      [
        country('FI'),
        country('SE', { active: false }),
        country('NO', { allowed: false }),
        country('AQ', { isd: null }),
      ],
      'FI',
    );
    expect(list.map((c) => c.code)).toEqual(['AQ', 'FI']);
    expect(dialPrefixCountries(list).map((c) => c.code)).toEqual(['FI']);
  });

  it('defaults to the detected country when listed, else FI', () => {
    expect(defaultSignUpCountry(all, 'br')).toBe('BR');
    expect(defaultSignUpCountry(all, 'US')).toBe('FI');
    expect(defaultSignUpCountry(all, null)).toBe('FI');
  });
});

describe('joinMobilePhone', () => {
  it.each([
    ['+358', '040 123 4567', '+358401234567'],
    ['+55', '(11) 91234-5678', '+5511912345678'],
    ['+358', 'abc', null],
    ['358', '401234567', null],
    ['+358', '12', null],
  ])('%s %s → %s', (prefix, number, expected) => {
    expect(joinMobilePhone(prefix, number)).toBe(expected);
  });
});

describe('classifySignUpError (spec 1 §8 "Sign-up")', () => {
  it.each([
    [{ status: 0 }, 'register', { kind: 'countryBlocked', messageId: 'error.country.blocked' }],
    [
      { status: 400, code: 'error.country.blocked' },
      'register',
      { kind: 'countryBlocked', messageId: 'error.country.blocked' },
    ],
    [
      { status: 409, code: 'error.registration.player_already_exists' },
      'register',
      { kind: 'alreadyExists', messageId: 'error.registration.player_already_exists' },
    ],
    [
      { status: 409, code: 'error.registration.player_already_exists' },
      'update',
      { kind: 'sameCustomerInfo', messageId: 'error.same.customer.info.detected' },
    ],
    [
      { status: 409, code: 'error.same.customer.info.detected' },
      'update',
      { kind: 'sameCustomerInfo', messageId: 'error.same.customer.info.detected' },
    ],
    [
      { status: 409, code: 'error.cpf.duplicate_found' },
      'register',
      { kind: 'cpfDuplicate', fields: { cpf: 'error.cpf.duplicate_found' } },
    ],
    [
      { status: 429, code: 'sms.max.attempts.reached' },
      'code',
      { kind: 'attemptsExceeded', messageId: 'sms.max.attempts.reached' },
    ],
    [
      { status: 400, code: 'sms.code.invalid' },
      'code',
      { kind: 'codeInvalid', fields: { code: 'sms.code.invalid' } },
    ],
    [
      { status: 403, code: 'error.captcha.explicit_deny', message: "Captcha 'explicit deny'" },
      'register',
      { kind: 'captcha', messageId: 'error.captcha.validation' },
    ],
    [
      { status: 403, code: 'error.vonage.phone.invalid' },
      'register',
      {
        kind: 'phoneInvalid',
        messageId: 'error.vonage.validation',
        fields: { mobilePhone: 'error.vonage.validation' },
      },
    ],
    [
      {
        status: 400,
        code: 'error.request.invalid',
        validationErrors: { 'body.email': { code: 'invalid_format', message: 'Invalid email' } },
      },
      'register',
      { kind: 'validation', fields: { email: 'invalid_format' } },
    ],
    [
      { status: 400, code: 'error.request.invalid', validationErrors: {} },
      'register',
      { kind: 'unhandled', messageId: 'error.signup.unhandled' },
    ],
    [
      { status: 429, code: 'error.rate_limited' },
      'register',
      { kind: 'rateLimited', messageId: 'error.rate_limited' },
    ],
    [
      { status: 500, code: 'error.system.error' },
      'update',
      { kind: 'systemError', messageId: 'error.system.error' },
    ],
    [{ status: 418, code: 'teapot' }, 'code', { kind: 'unhandled', messageId: 'unhandled.error.no.code' }],
    [{ status: 418, code: 'teapot' }, 'register', { kind: 'unhandled', messageId: 'error.signup.unhandled' }],
  ] as const)('%o during %s', (failure, stage, expected) => {
    expect(classifySignUpError(failure, stage)).toEqual(expected);
  });
});

describe('normaliseCpf, passwordProblem, isAdult', () => {
  it('accepts a cpf with valid check digits, formatted or not', () => {
    expect(normaliseCpf('529.982.247-25')).toBe('52998224725');
    expect(normaliseCpf('52998224724')).toBeNull();
    expect(normaliseCpf('111.111.111-11')).toBeNull();
    expect(normaliseCpf('123')).toBeNull();
  });

  it('names what is wrong with a password', () => {
    expect(passwordProblem('short1')).toBe('tooShort');
    expect(passwordProblem('a1'.repeat(65))).toBe('tooLong');
    expect(passwordProblem('onlyletters')).toBe('lettersAndDigits');
    expect(passwordProblem('12345678')).toBe('lettersAndDigits');
    expect(passwordProblem('fiafinn123', 'FiaFinn@demo.test')).toBe('containsEmail');
    expect(passwordProblem('Northern-Lights-7', 'fia@demo.test')).toBeNull();
  });

  it('counts age in whole years on the day', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(isAdult('2008-11-21', now)).toBe(true);
    expect(isAdult('2008-11-22', now)).toBe(false);
    expect(isAdult('1950-01-01', now)).toBe(true);
  });
});
