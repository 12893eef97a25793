/** Validation rules of the `brand` type (brand.ts), as plain functions tests can call. */

/** The folder name under brands/: lower-case letters, digits and dashes, e.g. "aurora". */
export function brandIdRule(value: string | undefined): true | string {
  if (value === undefined) return true;
  return /^[a-z][a-z0-9-]{1,30}$/.test(value) || 'Must be the brand folder name, e.g. "aurora"';
}
