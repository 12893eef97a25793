/**
 * Validation rules of the `market` type (market.ts), as plain functions tests can call. The
 * studio runs them through `rule.custom(...)`; `undefined` passes because presence is
 * `rule.required()`'s job.
 */
const TWO_UPPER_CASE_LETTERS = /^[A-Z]{2}$/;

/** Two upper-case letters, e.g. "FI", or a custom id such as "UN" or "JJ". */
export function marketIdRule(value: string | undefined): true | string {
  if (value === undefined) return true;
  return TWO_UPPER_CASE_LETTERS.test(value) || 'Must be two upper-case letters, e.g. "FI"';
}

/** An ISO 3166-1 alpha-2 country code, e.g. "DE". */
export function countryCodeRule(value: string | undefined): true | string {
  if (value === undefined) return true;
  return TWO_UPPER_CASE_LETTERS.test(value) || 'Must be a two-letter upper-case country code, e.g. "DE"';
}

/** The real country behind a custom market id: required when the id is custom. */
export function originCountryCodeRule(
  value: string | undefined,
  context: { document?: Record<string, unknown> | undefined },
): true | string {
  if (value === undefined || value === '') {
    return context.document?.['isCustomMarketId'] === true
      ? 'A custom market id needs the country it stands for, e.g. "DE" for JJ'
      : true;
  }
  return countryCodeRule(value);
}

/** A locale such as "fi-FI" (or "ja_JP", as spec 1 §9 writes some). */
export function localeMappingRule(value: string | undefined): true | string {
  if (value === undefined) return true;
  return /^[a-z]{2}[-_][A-Z]{2}$/.test(value) || 'Must be a locale such as "fi-FI"';
}

/** A custom language code, e.g. "br", "caf" or "inen". */
export function regionLanguageRule(value: string | undefined): true | string {
  if (value === undefined) return true;
  return /^[a-z]{2,4}$/.test(value) || 'Must be two to four lower-case letters, e.g. "br" or "caf"';
}
