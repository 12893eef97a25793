/**
 * Which market a visitor from a country belongs to (spec 1 §9 "Market ids"). Some markets use a
 * custom id instead of the country code: JJ for Germany, PP for Sweden, LL for the Netherlands.
 * A country the brand does not serve falls back to the global market UN, else the brand's
 * default market.
 */
import { DEFAULT_MARKET } from './constants.ts';

export const CUSTOM_MARKET_IDS: Readonly<Record<string, string>> = { DE: 'JJ', SE: 'PP', NL: 'LL' };

export function marketForCountry(country: string, markets: readonly string[], defaultMarket: string): string {
  const code = country.toUpperCase();
  if (markets.includes(code)) return code;
  const custom = CUSTOM_MARKET_IDS[code];
  if (custom && markets.includes(custom)) return custom;
  return markets.includes(DEFAULT_MARKET) ? DEFAULT_MARKET : defaultMarket;
}
