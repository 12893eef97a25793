/** Validation rules of the `language` type (language.ts), as plain functions tests can call. */

/** ISO 639-1 style: two lower-case letters, e.g. "fi". */
export function languageCodeRule(value: string | undefined): true | string {
  if (value === undefined) return true;
  return /^[a-z]{2}$/.test(value) || 'Must be two lower-case letters, e.g. "fi"';
}
