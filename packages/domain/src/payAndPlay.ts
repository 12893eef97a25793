/**
 * Pay-and-play rules (spec 1 §6): who may use it, in which country's money, and how much a first
 * deposit may be.
 *
 * Decisions where the specs are silent:
 * - Amounts are 10 to 10 000 in the market's currency (spec: "min/max not shown"), the range of
 *   the bank-ID deposit a Nordic operator offers.
 * - The IP whitelist compares addresses as written, an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`)
 *   as its IPv4 form; blank entries do not count, so a list of blanks allows everyone.
 * - The generic market UN uses the visitor's detected country, FI when none was detected (the
 *   home of pay-and-play).
 */
import { apiMarket } from './siteLanguage.ts';

export const PAY_AND_PLAY_MIN_AMOUNT = 10;
export const PAY_AND_PLAY_MAX_AMOUNT = 10_000;

/** An IPv4-mapped IPv6 address reads as its IPv4 form. */
const plainAddress = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** spec 1 §6: the whitelist, when it lists any address, must list the visitor's. */
export function whitelistAllows(whitelist: readonly (string | null)[], address: string | undefined): boolean {
  const listed = whitelist.filter((entry): entry is string => Boolean(entry?.trim())).map(plainAddress);
  if (listed.length === 0) return true;
  return address !== undefined && listed.includes(plainAddress(address));
}

/** The country whose calls and currency the market uses (JJ → DE; the generic UN: the visitor's). */
export function payAndPlayCountry(market: string, detected: string | null): string {
  const country = apiMarket(market);
  return country === 'UN' ? (detected ?? 'FI') : country;
}
