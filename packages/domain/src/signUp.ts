/**
 * Sign-up rules of spec 1 §5 and §8 "Sign-up", and the registration country list of spec 1 §5.
 *
 * Country list: the content's countries that are active and allowed, minus the countries a market
 * hides (France in UN; the Netherlands in UN, CA and DE/JJ) and those a brand hides for a market
 * (aurora removes BG, CH and PL from en-UN: brand config `registrationHiddenCountries`), and never
 * the `PP` entry. For the phone prefix, countries without a dial code are left out. The default
 * country is the visitor's detected country when it is on the list, else FI (spec 1 §9).
 *
 * Errors (spec 1 §8 "Sign-up"), first rule that applies:
 * | answer                                              | kind                | message id / field                  |
 * | --------------------------------------------------- | ------------------- | ----------------------------------- |
 * | no status (network error), or `error.country.blocked` | countryBlocked    | error.country.blocked (Unsupported) |
 * | `error.registration.player_already_exists`          | alreadyExists       | Duplicated step; update flow: error.same.customer.info.detected |
 * | `error.same.customer.info.detected`                 | sameCustomerInfo    | error.same.customer.info.detected   |
 * | `error.cpf.duplicate_found`                         | cpfDuplicate        | field cpf                           |
 * | `sms.max.attempts.reached` / `email.max.attempts.reached` | attemptsExceeded | attempts-exceeded state          |
 * | `sms.code.invalid` / `email.code.invalid`           | codeInvalid         | field code                          |
 * | 403 with an explicit-deny message                   | captcha             | error.captcha.validation            |
 * | 403 `error.vonage.phone.invalid`                    | phoneInvalid        | error.vonage.validation, field mobilePhone |
 * | 400 with validation errors                          | validation          | each on its field                   |
 * | 400 without                                         | unhandled           | error.signup.unhandled              |
 * | 429                                                 | rateLimited         | error.rate_limited                  |
 * | 500 and other 5xx                                   | systemError         | error.system.error                  |
 * | anything else                                       | unhandled           | error.signup.unhandled (SMS calls: unhandled.error.no.code) |
 */
import { DEFAULT_SIGNUP_COUNTRY } from './constants.ts';

/** Countries whose players give a cpf at sign-up (Brazil; spec 1 §3 playerDetails `cpf`). */
/**
 * Countries whose players the operator treats as high risk (designed; spec: "not shown"): the
 * Nordics and Germany, where regulators require a verified phone. The sandbox's sign-up asks for
 * SMS verification there and its market risk setting answers HIGH for them.
 */
export const HIGH_RISK_COUNTRIES: ReadonlySet<string> = new Set(['FI', 'NO', 'SE', 'DE', 'DK']);

export const CPF_COUNTRIES: ReadonlySet<string> = new Set(['BR']);

/** spec 1 §5: countries hidden from registration per market (JJ is Germany's market id). */
export const MARKET_HIDDEN_COUNTRIES: Readonly<Record<string, readonly string[]>> = {
  UN: ['FR', 'NL'],
  CA: ['NL'],
  DE: ['NL'],
  JJ: ['NL'],
};

export interface RegistrationCountry {
  code: string;
  name: string;
  /** The dial prefix, `+358`; null when the country has none. */
  isd: string | null;
  active: boolean;
  allowed: boolean;
}

export function registrationCountries<C extends RegistrationCountry>(
  countries: readonly C[],
  market: string,
  brandHidden: Readonly<Record<string, readonly string[]>> = {},
): C[] {
  const hidden = new Set([...(MARKET_HIDDEN_COUNTRIES[market] ?? []), ...(brandHidden[market] ?? [])]);
  return countries
    .filter(
      (country) => country.active && country.allowed && country.code !== 'PP' && !hidden.has(country.code),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The phone prefix list: registration countries with a dial code (spec 1 §5). */
export function dialPrefixCountries<C extends RegistrationCountry>(countries: readonly C[]): C[] {
  return countries.filter((country) => country.isd !== null && /^\+\d{1,4}$/.test(country.isd));
}

export function defaultSignUpCountry(
  countries: readonly Pick<RegistrationCountry, 'code'>[],
  detected: string | null | undefined,
): string {
  const codes = new Set(countries.map((country) => country.code));
  if (detected && codes.has(detected.toUpperCase())) return detected.toUpperCase();
  return codes.has(DEFAULT_SIGNUP_COUNTRY) || codes.size === 0 ? DEFAULT_SIGNUP_COUNTRY : [...codes][0]!;
}

/** `+358` and `040 123 4567` → `+358401234567` (a leading trunk 0 is dropped); null when not a number. */
export function joinMobilePhone(prefix: string, number: string): string | null {
  const digits = number.replace(/[\s().-]/g, '');
  if (!/^\+\d{1,4}$/.test(prefix) || !/^\d{4,14}$/.test(digits)) return null;
  const phone = `${prefix}${digits.replace(/^0+/, '')}`;
  return /^\+[1-9]\d{5,14}$/.test(phone) ? phone : null;
}

/** Every kind of sign-up error (spec 1 §8), e.g. for checking a stored one. */
export const SIGN_UP_ERROR_KINDS = [
  'countryBlocked',
  'alreadyExists',
  'sameCustomerInfo',
  'cpfDuplicate',
  'attemptsExceeded',
  'codeInvalid',
  'captcha',
  'phoneInvalid',
  'validation',
  'rateLimited',
  'systemError',
  'unhandled',
] as const;
export type SignUpErrorKind = (typeof SIGN_UP_ERROR_KINDS)[number];

export interface SignUpError {
  kind: SignUpErrorKind;
  /** The message for the form as a whole (absent when every message is on a field). */
  messageId?: string;
  /** Messages on fields: field name → message id or the server's message. */
  fields?: Readonly<Record<string, string>>;
}

export interface SignUpFailure {
  /** 0 when there was no answer (network error). */
  status: number;
  code?: string | undefined;
  message?: string | undefined;
  validationErrors?: Readonly<Record<string, { code?: string; message: string }>> | undefined;
}

/** Which call failed: the first submit, the final update, or a code request/verification. */
export type SignUpStage = 'register' | 'update' | 'code';

/** `body.email` → `email`; other paths keep their last segment. */
function fieldName(path: string): string {
  const parts = path.split('.');
  return parts[parts.length - 1] ?? path;
}

export function classifySignUpError(failure: SignUpFailure, stage: SignUpStage): SignUpError {
  const { status, code } = failure;
  if (status === 0 || code === 'error.country.blocked') {
    return { kind: 'countryBlocked', messageId: 'error.country.blocked' };
  }
  if (code === 'error.registration.player_already_exists') {
    return stage === 'update'
      ? { kind: 'sameCustomerInfo', messageId: 'error.same.customer.info.detected' }
      : { kind: 'alreadyExists', messageId: 'error.registration.player_already_exists' };
  }
  if (code === 'error.same.customer.info.detected') {
    return { kind: 'sameCustomerInfo', messageId: 'error.same.customer.info.detected' };
  }
  if (code === 'error.cpf.duplicate_found') {
    return { kind: 'cpfDuplicate', fields: { cpf: 'error.cpf.duplicate_found' } };
  }
  if (code === 'sms.max.attempts.reached' || code === 'email.max.attempts.reached') {
    return { kind: 'attemptsExceeded', messageId: code };
  }
  if (code === 'sms.code.invalid' || code === 'email.code.invalid') {
    return { kind: 'codeInvalid', fields: { code } };
  }
  if (status === 403 && code === 'error.vonage.phone.invalid') {
    return {
      kind: 'phoneInvalid',
      messageId: 'error.vonage.validation',
      fields: { mobilePhone: 'error.vonage.validation' },
    };
  }
  if (status === 403 && /explicit[\s_-]*deny/i.test(`${failure.message ?? ''} ${code ?? ''}`)) {
    return { kind: 'captcha', messageId: 'error.captcha.validation' };
  }
  if (status === 400) {
    const entries = Object.entries(failure.validationErrors ?? {});
    if (entries.length > 0) {
      return {
        kind: 'validation',
        fields: Object.fromEntries(
          entries.map(([path, error]) => [fieldName(path), error.code ?? error.message]),
        ),
      };
    }
    return { kind: 'unhandled', messageId: 'error.signup.unhandled' };
  }
  if (status === 429) return { kind: 'rateLimited', messageId: 'error.rate_limited' };
  if (status >= 500) return { kind: 'systemError', messageId: 'error.system.error' };
  return {
    kind: 'unhandled',
    messageId: stage === 'code' ? 'unhandled.error.no.code' : 'error.signup.unhandled',
  };
}

/** spec 1 §9 / UK and EU practice: players must be 18 or older. */
export const MINIMUM_SIGNUP_AGE = 18;

/** A cpf as 11 digits, or null when it is not a valid cpf (check digits; Brazil, spec 1 §3). */
export function normaliseCpf(value: string): string | null {
  const digits = value.replace(/[.\-\s]/g, '');
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return null;
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
    return ((sum * 10) % 11) % 10;
  };
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10]) ? digits : null;
}

export type PasswordProblem = 'tooShort' | 'tooLong' | 'lettersAndDigits' | 'containsEmail';

/**
 * Why a password is too weak, or null (spec 1 §5: field bounds "not shown"; decided: 8 to 128
 * characters, letters and digits, not containing the e-mail's local part).
 */
export function passwordProblem(password: string, email?: string): PasswordProblem | null {
  if (password.length < 8) return 'tooShort';
  if (password.length > 128) return 'tooLong';
  if (!/\p{L}/u.test(password) || !/\d/.test(password)) return 'lettersAndDigits';
  const local = email ? email.trim().toLowerCase().split('@')[0]! : '';
  if (local.length >= 3 && password.toLowerCase().includes(local)) return 'containsEmail';
  return null;
}

/** True when someone born on `dateOfBirth` (yyyy-MM-dd) is at least `minimumAge` on `now`. */
export function isAdult(dateOfBirth: string, now: Date, minimumAge = MINIMUM_SIGNUP_AGE): boolean {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const today = [now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate()] as const;
  let age = today[0] - year;
  if (today[1] < month || (today[1] === month && today[2] < day)) age--;
  return age >= minimumAge;
}
