/**
 * The site languages of spec 1 §9 and how a player's language becomes one of them. No catalogue is
 * imported here, so the browser may use it freely.
 *
 * Decisions:
 * - A market's region language (spec 1 §3 "Market entry", `regionLanguage`) wins over the player's
 *   language when it is one of the site languages.
 * - Otherwise the language may be a site code (`fi`, `caf`), a BCP 47 tag or a `ja_JP`-style locale:
 *   regional tags with their own catalogue map to it (`fr-CA` → `caf`, `en-IN` → `inen`,
 *   `pt-BR` → `br` …), other tags to their language (`fi-FI` → `fi`, `nb-NO` → `no`,
 *   `fil-PH` → `tl`).
 * - Anything else is English (spec 1 §9 "unknown codes fall back to en-US").
 */
import { DEFAULT_LANGUAGE, SITE_LANGUAGES, SITE_LANGUAGE_TAGS } from '@casino/domain';

/** The site languages, in the spec's order (packages/domain); each has `locales/{code}/default.json`. */
export const SUPPORTED_LANGUAGES = SITE_LANGUAGES;

export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

export { DEFAULT_LANGUAGE };

const SUPPORTED: ReadonlySet<string> = new Set(SUPPORTED_LANGUAGES);

export function isSupportedLanguage(code: unknown): code is SupportedLanguage {
  return typeof code === 'string' && SUPPORTED.has(code);
}

/** The BCP 47 tag each site language formats with (plural rules, numbers, dates). */
export const INTL_LOCALES: Readonly<Record<SupportedLanguage, string>> = SITE_LANGUAGE_TAGS;

/** Regional tags (lower case) whose catalogue is a region language. */
const REGIONAL_TAGS: Readonly<Record<string, SupportedLanguage>> = {
  'fr-ca': 'caf',
  'en-ca': 'ca',
  'en-nz': 'nz',
  'en-in': 'inen',
  'es-cl': 'cl',
  'es-pe': 'pe',
  'pt-br': 'br',
};

/** ISO languages that are spelt differently from their site code. */
const LANGUAGE_ALIASES: Readonly<Record<string, SupportedLanguage>> = {
  nb: 'no',
  nn: 'no',
  fil: 'tl',
};

function codeOf(value: string | null | undefined): SupportedLanguage | null {
  const text = value?.trim().replaceAll('_', '-').toLowerCase();
  if (!text) return null;
  if (isSupportedLanguage(text)) return text;
  const parts = text.split('-');
  const regional = parts.length >= 2 ? REGIONAL_TAGS[`${parts[0]}-${parts[parts.length - 1]}`] : undefined;
  if (regional) return regional;
  const language = parts[0]!;
  if (isSupportedLanguage(language)) return language;
  return LANGUAGE_ALIASES[language] ?? null;
}

/**
 * The catalogue a player reads: the market's region language when it is a site language, else the
 * player's language (a code, tag or `ja_JP` locale), else English.
 */
export function catalogueCodeFor(language: string, regionLanguage?: string | null): SupportedLanguage {
  return codeOf(regionLanguage) ?? codeOf(language) ?? DEFAULT_LANGUAGE;
}

/** The BCP 47 tag to format a site language (or any tag) with; unknown or malformed → en-US. */
export function intlLocaleFor(language: string): string {
  if (isSupportedLanguage(language)) return INTL_LOCALES[language];
  try {
    return Intl.getCanonicalLocales(language.replaceAll('_', '-'))[0] ?? INTL_LOCALES.en;
  } catch {
    return INTL_LOCALES.en;
  }
}

/**
 * The locale for dates and times on a page: the page's language with the market's region, so an
 * English page of the Finnish market reads "26/11/2026, 10.05" (not Finnish "klo" inside English)
 * and a Finnish page reads "26.11.2026 klo 10.05". `formatting` is the market's number locale.
 * The US region (the spec's number locale of the world market and of unknown ones) keeps the US
 * month-first order only for US dollars: otherwise English dates read as in Britain
 * ("27 Nov 2026") and other languages take their own order (issue 27: never US dates on euro sites).
 */
export function dateLocaleFor(siteLanguage: string, formatting: string, currency?: string): string {
  const language = intlLocaleFor(siteLanguage).split('-')[0]!;
  let region = formatting.split('-')[1];
  if (region?.toUpperCase() === 'US' && currency?.toUpperCase() !== 'USD')
    region = language === 'en' ? 'GB' : undefined;
  try {
    return Intl.getCanonicalLocales(region ? `${language}-${region}` : language)[0] ?? formatting;
  } catch {
    return formatting;
  }
}
