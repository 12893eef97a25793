/** Rules of the `country` type (country.ts). */

/** The international dial code, e.g. "+358" or "+1-684". */
export function isdRule(value: string | undefined): true | string {
  if (value === undefined) return true;
  return /^\+\d{1,3}(-\d{1,4})?$/.test(value) || 'Must be a dial code such as "+358"';
}
