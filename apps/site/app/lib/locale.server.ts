/**
 * Applies the locale-prefix rule of spec 1 §2 (decided in @casino/domain `resolveLocale`) and the
 * market's languages (`siteLanguage`) to a request: either the page's locale, or a redirect
 * response to throw. The market rules come from the brand's content (market documents).
 */
import { redirect } from 'react-router';
import {
  formatLocale,
  formattingLocale,
  marketLanguages,
  resolveLocale,
  siteLanguage,
  type MarketLanguageRules,
} from '@casino/domain';
import type { ContentClient } from '@casino/content';
import { graphql } from '../generated/graphql';
import type { PageLocale, SiteBrand } from './context.ts';

/** The request path without React Router's data suffixes (`/en-UN/x.data` → `/en-UN/x`). */
export function pagePathname(request: Request): string {
  const { pathname } = new URL(request.url);
  return pathname.replace(/\.data$/, '').replace(/\/_root$/, '') || '/';
}

async function marketRules(content: ContentClient, marketId: string): Promise<MarketLanguageRules> {
  const { allMarket } = await content.query(MARKET_LANGUAGES_QUERY, { marketId });
  const market = allMarket[0];
  return {
    marketId,
    languages: (market?.languages ?? []).flatMap((language) => (language?.code ? [language.code] : [])),
    mapLanguageToCustomLanguage: market?.mapLanguageToCustomLanguage ?? false,
    regionLanguage: market?.regionLanguage ?? null,
    localeMapping: market?.localeMapping ?? null,
  };
}

/** The site languages the market offers (account details' language choice). */
export async function marketLanguagesOf(
  content: ContentClient,
  marketId: string,
): Promise<readonly string[]> {
  return marketLanguages(await marketRules(content, marketId));
}

export async function pageLocaleOf(
  request: Request,
  brand: SiteBrand,
  content: ContentClient,
): Promise<PageLocale> {
  const url = new URL(request.url);
  const pathname = pagePathname(request);
  const resolution = resolveLocale(pathname, url.search, brand);
  if (resolution.kind === 'redirect') throw redirect(resolution.location, 302);
  const { locale, rest } = resolution;
  const market = await marketRules(content, locale.market);
  const languages = marketLanguages(market);
  if (!languages.includes(locale.language)) {
    const fallback = formatLocale({ language: languages[0]!, market: locale.market });
    throw redirect(`/${fallback}${rest === '/' ? '' : rest}${url.search}`, 302);
  }
  return {
    ...locale,
    siteLanguage: siteLanguage(locale.language, market),
    formatting: formattingLocale(market),
  };
}

const MARKET_LANGUAGES_QUERY = graphql(`
  query MarketLanguages($marketId: String!) {
    allMarket(where: { marketId: { eq: $marketId } }, limit: 1) {
      marketId
      localeMapping
      mapLanguageToCustomLanguage
      regionLanguage
      languages {
        code
      }
    }
  }
`);
