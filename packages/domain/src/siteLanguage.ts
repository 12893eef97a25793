/**
 * The language a page is shown in, and the language and market sent to the player API (spec 1 §3
 * "Market entry": `localeMapping`, `mapLanguageToCustomLanguage`, `regionLanguage`; spec 1 §9).
 *
 * - A market with `mapLanguageToCustomLanguage` shows its region language for the language it is
 *   based on: en-NZ → `nz`, pt-BR → `br`, es-PE → `pe`, en-IN → `inen`. Canada has two: English →
 *   `ca` and French → `caf` (the spec's "country-specific language override").
 * - A language the market does not list redirects to the market's first language (decision: the
 *   market decides what it is translated into; an empty list means English, spec 3 §5).
 * - The API gets the base language of a region language (`inen` is sent as `en`; decision: the
 *   other region languages likewise, as the API's language codes are two letters) and the
 *   country behind a custom market id (PP → SE, LL → NL, JJ → DE).
 * - Numbers and money are formatted for the market's `localeMapping` (e.g. `fi-FI`); without one,
 *   or for an unknown code, en-US (spec 1 §9).
 */
import { DEFAULT_LANGUAGE } from './constants.ts';
import { REGION_LANGUAGE_BASE } from './localised.ts';
import { CUSTOM_MARKET_IDS } from './market.ts';

export interface MarketLanguageRules {
  marketId: string;
  /** Language codes the market lists, in its order (empty: English only). */
  languages: readonly string[];
  mapLanguageToCustomLanguage: boolean;
  regionLanguage: string | null;
  localeMapping: string | null;
}

/** The second region language of a market, by market (spec 1 §5: "Canada shows en or fr"). */
const EXTRA_REGION_LANGUAGES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  CA: { en: 'ca', fr: 'caf' },
};

/** The languages a market offers; English when it lists none. */
export function marketLanguages(market: MarketLanguageRules): readonly string[] {
  return market.languages.length > 0 ? market.languages : [DEFAULT_LANGUAGE];
}

/** The site language (catalogue and content language) of a URL language in a market. */
export function siteLanguage(language: string, market: MarketLanguageRules): string {
  if (!market.mapLanguageToCustomLanguage) return language;
  const extra = EXTRA_REGION_LANGUAGES[market.marketId]?.[language];
  if (extra) return extra;
  const region = market.regionLanguage;
  if (region && (REGION_LANGUAGE_BASE[region] ?? region) === language) return region;
  return language;
}

/** The language code sent to the player API: the base of a region language (`inen` → `en`). */
export function apiLanguage(language: string): string {
  return REGION_LANGUAGE_BASE[language] ?? language;
}

const COUNTRY_OF_CUSTOM_MARKET: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(CUSTOM_MARKET_IDS).map(([country, market]) => [market, country]),
);

/** The market code sent to the player API: PP → SE, LL → NL, JJ → DE; others unchanged. */
export function apiMarket(marketId: string): string {
  return COUNTRY_OF_CUSTOM_MARKET[marketId] ?? marketId;
}

/** The BCP 47 locale for number and money formatting; en-US when unknown (spec 1 §9). */
export function formattingLocale(market: Pick<MarketLanguageRules, 'localeMapping'> | null): string {
  const mapping = market?.localeMapping?.replace('_', '-');
  if (!mapping) return 'en-US';
  try {
    return Intl.getCanonicalLocales(mapping)[0] ?? 'en-US';
  } catch {
    return 'en-US';
  }
}
