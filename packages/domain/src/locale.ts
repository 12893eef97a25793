/**
 * The locale prefix of every route (spec 1 §2 "Locale prefix", spec 1 §5).
 *
 * A segment is `{language}` or `{language}-{market}`: two-letter parts, at most 5 characters.
 * Decisions where the spec is silent:
 * - A path whose first segment is not a locale is treated as a path missing its prefix: the
 *   brand's default locale is put in front of the whole path, so `/online-casino` lands on
 *   `/en-UN/online-casino` (unknown paths then fall back to home, as spec 1 §2 says).
 * - Case is canonicalised (`EN-un` → `en-UN`) with a redirect, so every page has one URL.
 * - A language-only segment (`/fi`) gets the brand's default market.
 * - A well-formed segment for a market the brand does not serve redirects to the brand's
 *   default locale, keeping the rest of the path.
 * The query string is kept on every redirect.
 */
import { DEFAULT_LOCALE } from './constants.ts';

export interface Locale {
  /** Lower-case two-letter language code, e.g. `en`. */
  language: string;
  /** Upper-case two-letter market id, e.g. `UN`. */
  market: string;
}

const SEGMENT = /^([a-z]{2})(?:-([a-z]{2}))?$/i;

/** Parses a locale segment; `null` when it fails the allowed pattern. Market may be absent. */
export function parseLocaleSegment(segment: string): { language: string; market?: string } | null {
  if (segment.length > 5) return null;
  const match = SEGMENT.exec(segment);
  if (!match) return null;
  const language = match[1]!.toLowerCase();
  const market = match[2]?.toUpperCase();
  return market ? { language, market } : { language };
}

export function formatLocale(locale: Locale): string {
  return `${locale.language}-${locale.market}`;
}

/** The default locale of spec 1 §9 as a value. */
export const defaultLocale: Locale = parseLocale(DEFAULT_LOCALE);

/** Parses a full `{language}-{market}` locale; throws on anything else (for trusted config). */
export function parseLocale(value: string): Locale {
  const parsed = parseLocaleSegment(value);
  if (!parsed?.market) throw new Error(`"${value}" is not a {language}-{market} locale`);
  return { language: parsed.language, market: parsed.market };
}

export interface LocaleSite {
  defaultLocale: Locale;
  /** Market ids the brand serves. */
  markets: readonly string[];
}

export type LocaleResolution =
  { kind: 'ok'; locale: Locale; rest: string } | { kind: 'redirect'; location: string };

/**
 * Decides the locale of a request path (`pathname` without query; `search` with its `?`).
 * Either the locale and the remaining path, or where to redirect.
 */
export function resolveLocale(pathname: string, search: string, site: LocaleSite): LocaleResolution {
  const [, first = '', ...restSegments] = pathname.split('/');
  const rest = restSegments.length ? `/${restSegments.join('/')}` : '';
  const fallback = formatLocale(site.defaultLocale);
  const parsed = parseLocaleSegment(first);

  if (!parsed) {
    const kept = pathname === '/' ? '' : pathname;
    return { kind: 'redirect', location: `/${fallback}${kept}${search}` };
  }
  const market = parsed.market ?? site.defaultLocale.market;
  if (!site.markets.includes(market)) {
    return { kind: 'redirect', location: `/${fallback}${rest}${search}` };
  }
  const locale = { language: parsed.language, market };
  const canonical = formatLocale(locale);
  if (canonical !== first) {
    return { kind: 'redirect', location: `/${canonical}${rest}${search}` };
  }
  return { kind: 'ok', locale, rest: rest || '/' };
}
