/**
 * The pathless layout between the locale and its pages: loads the content's SEO entry
 * for the requested path (its own, else its nearest parent's, the home's last; see app/lib/seo.ts)
 * in the page's language, once per path, and renders it as the page's title and description.
 * Pages without a title of their own have no `meta` and inherit this one.
 *
 * Decisions: the entry is looked up with one query for all candidate paths; the catalogue's title
 * pattern is formatted here so the browser needs no translator for it; a content failure leaves
 * the page titled with the brand and without a description rather than failing the page (SEO text
 * is never worth an error screen). The page's canonical URL, hreflang alternates and Open Graph
 * locale are worked out here too (app/lib/seo.ts "Links"), with one more query (the market's
 * languages and content's canonical mapping). No component: React Router renders the pages in its place.
 * An unknown path answers 404 here, above every page, so no page loader's own error can win.
 */
import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { ContentClient } from '@casino/content';
import type { Route } from './+types/seo-layout';
import { graphql } from '../generated/graphql';
import { formatLocale, localisedPath, marketCountry, marketLanguages, pathSegments } from '@casino/domain';
import { pageContext, type PageContext } from '../lib/page.server.ts';
import {
  PAGE_PLACEHOLDER,
  hrefLangOf,
  nearestSeo,
  seoMeta,
  seoPathCandidates,
  type PageSeo,
  type SeoAlternate,
  type SeoData,
  type SeoLinks,
} from '../lib/seo.ts';

export async function loader(args: Route.LoaderArgs): Promise<SeoData> {
  const page = pageContext(args);
  // A path the route table does not know (or a flag turns off) is a 404 for every page below.
  if (!page.route) throw data(null, { status: 404 });
  const { content, brand, locale } = page;
  const pattern = page.t('seo.title', { page: PAGE_PLACEHOLDER, site: brand.name });
  const [seo, links] = await Promise.all([loadSeo(content, page.path, locale.siteLanguage), loadLinks(page)]);
  return { ...seo, brand: brand.name, pattern, links };
}

/** The page's canonical URL, its alternates and Open Graph locale (app/lib/seo.ts "Links"). */
async function loadLinks(page: PageContext): Promise<SeoLinks | null> {
  const { locale, brand } = page;
  try {
    const path = `/${pathSegments(page.path).join('/')}`;
    const { allMarket, allCanonicalMapping } = await page.content.query(PAGE_LINKS_QUERY, {
      marketId: locale.market,
      path,
    });
    const market = allMarket[0];
    const country = market ? marketCountry({ ...market, marketId: locale.market }) : null;
    const languages = marketLanguages({
      marketId: locale.market,
      languages: (market?.languages ?? []).flatMap((language) => (language?.code ? [language.code] : [])),
      mapLanguageToCustomLanguage: market?.mapLanguageToCustomLanguage ?? false,
      regionLanguage: market?.regionLanguage ?? null,
      localeMapping: market?.localeMapping ?? null,
    });
    const origin = new URL(page.request.url).origin;
    const at = (language: string, market: string) =>
      `${origin}${localisedPath(formatLocale({ language, market }), path)}`;
    const alternates: SeoAlternate[] = languages.map((language) => ({
      hrefLang: hrefLangOf(language, country),
      href: at(language, locale.market),
    }));
    if (brand.defaultLocale.market === locale.market) {
      alternates.push({ hrefLang: 'x-default', href: at(brand.defaultLocale.language, locale.market) });
    }
    const mapped = allCanonicalMapping[0]?.canonicalUrl;
    return {
      canonical: mapped && /^https:\/\//.test(mapped) ? mapped : at(locale.language, locale.market),
      alternates,
      ogLocale: country ? `${locale.language}_${country}` : locale.language,
    };
  } catch (error) {
    console.error('SEO links could not be worked out', error);
    return null;
  }
}

async function loadSeo(content: ContentClient, path: string, language: string): Promise<PageSeo> {
  try {
    const { allSeoDescription } = await content.query(PAGE_SEO_QUERY, {
      paths: seoPathCandidates(path),
      language,
    });
    return nearestSeo(
      allSeoDescription.flatMap((entry) =>
        entry.path
          ? [
              {
                path: entry.path,
                title: entry.title?.text ?? null,
                description: entry.description?.text ?? null,
              },
            ]
          : [],
      ),
      path,
    );
  } catch (error) {
    console.error('SEO entry could not be loaded', error);
    return { title: null, description: null };
  }
}

/** The entry depends on the path only (the locale is part of it). */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

/** Also the title and description of every page without a `meta` of its own. */
export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches);
}

const PAGE_LINKS_QUERY = graphql(`
  query PageLinks($marketId: String!, $path: String!) {
    allMarket(where: { marketId: { eq: $marketId } }, limit: 1) {
      isCustomMarketId
      originCountryCode
      localeMapping
      mapLanguageToCustomLanguage
      regionLanguage
      languages {
        code
      }
    }
    allCanonicalMapping(where: { pageUrl: { eq: $path } }, limit: 1) {
      canonicalUrl
    }
  }
`);

const PAGE_SEO_QUERY = graphql(`
  query PageSeo($paths: [String!]!, $language: String!) {
    allSeoDescription(where: { path: { in: $paths } }, sort: [{ _id: ASC }]) {
      path
      title {
        text(language: $language)
      }
      description {
        text(language: $language)
      }
    }
  }
`);
