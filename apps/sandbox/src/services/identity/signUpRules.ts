/**
 * The rules every way into an account shares (spec 1 §3, §5, §8 "Sign-up"): the sign-up itself and
 * its profile update (registration.ts), pay-and-play (payAndPlay.ts) and the password a reset sets
 * (passwordReset.ts).
 *
 * - What a sign-up verifies and where it is allowed, per site and country (`signUpConfig`, the
 *   contract's `signUpConfig`): SMS in the high-risk countries, a cpf in Brazil, e-mail and the
 *   blocked countries by the site's policy, which its brand's configuration sets (`policyOf`).
 * - Countries, languages and currencies as the player API takes them; phone numbers split at the
 *   dial code; passwords; the minimum age; the accepted terms.
 * - The sandbox's stand-ins for outside providers (documented for testers): the captcha token
 *   `fail` is the provider's explicit deny (`-` and any other value pass); numbers under the
 *   unassigned dial code +999 are refused as the SMS provider refuses an invalid number
 *   (`error.vonage.phone.invalid`).
 * - Duplicates are per site (the same person may hold an account on every brand): the owner of an
 *   e-mail, a phone number or a cpf among the site's players, and the refusals they lead to.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { ERRORS, HEADERS } from '@casino/player-api';
import {
  CPF_COUNTRIES,
  HIGH_RISK_COUNTRIES,
  MINIMUM_SIGNUP_AGE,
  apiMarket,
  passwordProblem,
  type PasswordProblem,
} from '@casino/domain';
import { players, sites, type SiteRow } from '../../db/schema.ts';
import { fieldRefusal, refuse, type Refusal } from '../../kernel/outcomes.ts';
import type { SandboxContext } from '../context.ts';
import { CURRENT_TERMS_VERSION, findPlayerByEmail } from './players.ts';

/** Codes a sign-up may request per channel and number (the config's `smsMaxAttempts`). */
export const MAX_CODE_REQUESTS = 3;
/** The age a player must have reached (date of birth on the profile update). */
export const MINIMUM_AGE = MINIMUM_SIGNUP_AGE;

/** What a site's sign-up verifies and refuses, beyond the countries' own rules. */
export interface SignUpPolicy {
  /** Countries where an e-mail code is required; `unlessSms`: everywhere SMS is not. */
  emailCountries: ReadonlySet<string> | 'unlessSms';
  /** Countries that may not register on the site. */
  blockedCountries: ReadonlySet<string>;
}

/** spec 1 §5: France and the Netherlands are hidden from registration; the US is never served. */
const BLOCKED_COUNTRIES: readonly string[] = ['FR', 'NL', 'US'];
/** Where a `standard` brand verifies the e-mail. */
const EMAIL_COUNTRIES: ReadonlySet<string> = new Set(['BR']);

/**
 * A site's policy from its brand's configuration (kept in `sites` by the seed): the countries it
 * hides from registration in any market (aurora's BG, CH and PL: spec 1 §5 "in one brand") are
 * refused with the spec's; `signUpEmailVerification: 'unless-sms'` (kestrel) verifies every e-mail
 * it does not verify by SMS. An unknown site has the standard policy.
 */
export function policyOf(
  brand?: Pick<SiteRow, 'registrationHiddenCountries' | 'signUpEmailVerification'>,
): SignUpPolicy {
  return {
    emailCountries: brand?.signUpEmailVerification === 'unless-sms' ? 'unlessSms' : EMAIL_COUNTRIES,
    blockedCountries: new Set([
      ...BLOCKED_COUNTRIES,
      ...Object.values(brand?.registrationHiddenCountries ?? {}).flat(),
    ]),
  };
}

/** The sign-up policy of a site. */
export async function sitePolicy(ctx: SandboxContext, siteId: number): Promise<SignUpPolicy> {
  const [site] = await ctx.db
    .select({
      registrationHiddenCountries: sites.registrationHiddenCountries,
      signUpEmailVerification: sites.signUpEmailVerification,
    })
    .from(sites)
    .where(eq(sites.siteId, siteId));
  return policyOf(site);
}

/** The market codes PP, LL and JJ stand for SE, NL and DE (spec 1 §3; @casino/domain `apiMarket`). */
export function normaliseCountry(code: string): string {
  return apiMarket(code.trim().toUpperCase());
}

/** inen is sent as en (spec 1 §3). */
export function normaliseLanguage(code: string): string {
  const lower = code.trim().toLowerCase();
  return lower === 'inen' ? 'en' : lower;
}

/** spec 1 §9 "Currencies by country"; EUR elsewhere. */
const CURRENCY_BY_COUNTRY: Readonly<Record<string, string>> = {
  BR: 'BRL',
  CA: 'CAD',
  CL: 'CLP',
  IN: 'INR',
  NZ: 'NZD',
  NO: 'NOK',
  PE: 'PEN',
  PH: 'PHP',
  PL: 'PLN',
  ZA: 'ZAR',
  TR: 'TRY',
};

export function currencyForCountry(countryCode: string): string {
  return CURRENCY_BY_COUNTRY[normaliseCountry(countryCode)] ?? 'EUR';
}

export interface SignUpConfig {
  siteId: number;
  countryCode: string;
  smsVerificationRequired: boolean;
  emailVerificationRequired: boolean;
  cpfRequired: boolean;
  smsMaxAttempts: number;
  termsAndConditionsVersion: number;
  registrationAllowed: boolean;
}

/** What the sign-up asks and verifies for a site and country (contract `signUpConfig`). */
export async function signUpConfig(
  ctx: SandboxContext,
  siteId: number,
  countryCode: string,
): Promise<SignUpConfig> {
  return signUpConfigOf(await sitePolicy(ctx, siteId), siteId, countryCode);
}

/** `signUpConfig` under a known policy. */
export function signUpConfigOf(policy: SignUpPolicy, siteId: number, countryCode: string): SignUpConfig {
  const country = normaliseCountry(countryCode);
  const sms = HIGH_RISK_COUNTRIES.has(country);
  const email = policy.emailCountries === 'unlessSms' ? !sms : policy.emailCountries.has(country);
  return {
    siteId,
    countryCode: country,
    smsVerificationRequired: sms,
    emailVerificationRequired: email,
    cpfRequired: CPF_COUNTRIES.has(country),
    smsMaxAttempts: MAX_CODE_REQUESTS,
    termsAndConditionsVersion: CURRENT_TERMS_VERSION,
    registrationAllowed: !policy.blockedCountries.has(country),
  };
}

/** E.164 country codes of one and two digits; every other code has three (ITU-T E.164 annex). */
const ONE_DIGIT_CODES = new Set(['1', '7']);
const TWO_DIGIT_CODES = new Set(
  '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(
    ' ',
  ),
);

/** `+358401234567` → `{ prefix: '+358', body: '401234567' }` (spec 1 §3 phonePrefix, phoneBody). */
export function splitPhone(e164: string): { prefix: string; body: string } {
  const digits = e164.replace(/^\+/, '');
  const length = ONE_DIGIT_CODES.has(digits.slice(0, 1))
    ? 1
    : TWO_DIGIT_CODES.has(digits.slice(0, 2))
      ? 2
      : 3;
  return { prefix: `+${digits.slice(0, length)}`, body: digits.slice(length) };
}

export function joinPhone(prefix: string | null, body: string | null): string | null {
  return prefix && body ? `${prefix}${body}` : null;
}

/** The sandbox's SMS provider refuses numbers under the unassigned dial code +999. */
export function phoneRefused(e164: string): boolean {
  return e164.startsWith('+999');
}

/** A country the site does not take players from (spec 1 §5 country lists); no code of its own in the contract. */
export const COUNTRY_BLOCKED = () =>
  fieldRefusal('countryCode', 'error.country.blocked', 'Players from this country cannot register here');

export const PHONE_REFUSED = () =>
  refuse(ERRORS.vonagePhoneInvalid.code, 'The SMS provider cannot reach this phone number');

/** The sandbox's captcha: the token `fail` is refused ('explicit deny'), anything else passes. */
export function captchaRefused(token: unknown): boolean {
  return token === 'fail';
}

export const CAPTCHA_REFUSED = () =>
  refuse(ERRORS.captchaDenied.code, 'Captcha validation failed: explicit deny');

/** The sandbox's words for the domain's password problems (the field error's message). */
const PASSWORD_PROBLEMS: Readonly<Record<PasswordProblem, string>> = {
  tooShort: 'Use at least 8 characters',
  tooLong: 'Use at most 128 characters',
  lettersAndDigits: 'Use both letters and digits',
  containsEmail: 'Do not use your e-mail address in the password',
};

/** Why a password is too weak, in words, or null (the rule is packages/domain `passwordProblem`). */
export function weakPasswordMessage(password: string, email?: string): string | null {
  const problem = passwordProblem(password, email);
  return problem && PASSWORD_PROBLEMS[problem];
}

/**
 * Terms must be accepted, at a version that exists (spec 1 §5: the version is a number), on every
 * way into an account: registration, its update, and the pay-and-play form.
 */
export function termsRefusal(accepted: boolean, version: number, acceptedField: string): Refusal | null {
  if (!accepted) {
    return fieldRefusal(acceptedField, 'error.terms.required', 'The terms and conditions must be accepted');
  }
  if (version < 1 || version > CURRENT_TERMS_VERSION) {
    return fieldRefusal(
      'termsAndConditionsAcceptedVersion',
      ERRORS.termsVersionUnknown.code,
      `There is no terms version ${version}`,
    );
  }
  return null;
}

/** The captcha token of a sign-up call's headers; `-` (the site's "no token") when it sent none. */
export function captchaOf(headers: Record<string, unknown>): string {
  return String(headers[HEADERS.hcaptchaToken] ?? '-');
}

// ---------------------------------------------------------------------------------------------
// Duplicates
// ---------------------------------------------------------------------------------------------

export async function phoneOwner(
  ctx: SandboxContext,
  siteId: number,
  phone: string,
  except?: string,
): Promise<string | null> {
  const [row] = await ctx.db
    .select({ playerId: players.playerId })
    .from(players)
    .where(
      and(
        eq(players.siteId, siteId),
        sql`${players.phonePrefix} || ${players.phoneBody} = ${phone}`,
        except ? ne(players.playerId, except) : undefined,
      ),
    )
    .limit(1);
  return row?.playerId ?? null;
}

export async function cpfOwner(ctx: SandboxContext, siteId: number, cpf: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ playerId: players.playerId })
    .from(players)
    .where(and(eq(players.siteId, siteId), eq(players.cpf, cpf)))
    .limit(1);
  return row?.playerId ?? null;
}

export async function emailOwner(
  ctx: SandboxContext,
  siteId: number,
  email: string,
  except?: string,
): Promise<string | null> {
  const player = await findPlayerByEmail(ctx, siteId, email);
  return player && player.playerId !== except ? player.playerId : null;
}

export const ALREADY_EXISTS = () =>
  refuse(ERRORS.playerAlreadyExists.code, 'A player with these details already exists');
export const CPF_DUPLICATE = () =>
  refuse(ERRORS.cpfDuplicate.code, 'This cpf belongs to another player', {
    validationErrors: {
      cpf: { code: ERRORS.cpfDuplicate.code, message: 'This cpf belongs to another player' },
    },
  });
export const SAME_CUSTOMER = () =>
  refuse(ERRORS.sameCustomerInfoDetected.code, 'These details belong to another customer');
