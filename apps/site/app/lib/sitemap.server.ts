/**
 * The brand's `/sitemap.xml` (issue 29 "a per-brand sitemap.xml (listed in robots.txt) of every
 * public page including promotions and landing pages"), served by server/app.ts beside robots.txt.
 *
 * Decisions:
 * - Every market of the brand in every one of its languages (the languages its URLs take, as the
 *   pages' hreflang alternates), on the origin the sitemap was asked on.
 * - The pages a visitor can open: home, both lobbies, the sportsbook and virtual sports where the
 *   brand has them, the static pages of the route table that no flag turns on or off, the
 *   promotions home, each category with a promotion for visitors and each such promotion, and the
 *   landing pages shown to visitors in that language and market now, and the registration pages
 *   (`/promo/:slug`) of that market now. Account pages, game pages and
 *   error screens are not listed (behind login, or not pages to rank).
 * - Judged by the current time (scheduled promotions and landing pages come and go), so it is
 *   built per request; crawlers may keep it an hour.
 * - URLs are XML-escaped; the file stays far below the protocol's 50,000 URLs for these brands.
 */
import type { ContentClient } from '@casino/content';
import {
  ROUTES,
  formatLocale,
  localisedPath,
  marketLanguages,
  siteLanguage,
  type RouteDefinition,
} from '@casino/domain';
import { graphql } from '../generated/graphql';
import type { SiteBrand } from './context.ts';

export const SITEMAP_PATH = '/sitemap.xml';
export const SITEMAP_CACHE_CONTROL = 'public, max-age=3600';

/** The route groups a visitor's sitemap lists (module header). */
const LISTED_GROUPS = new Set<RouteDefinition['group']>([
  'home',
  'casino-lobby',
  'live-casino-lobby',
  'promotions-home',
  'static',
]);
const NOT_PAGES = new Set(['error-401', 'error-500']);

/** The fixed paths (under the locale) every market lists. */
function fixedPaths(brand: SiteBrand): string[] {
  const paths = ROUTES.filter(
    (route) =>
      LISTED_GROUPS.has(route.group) &&
      route.requires.auth === 'public' &&
      !route.path.includes(':') &&
      !NOT_PAGES.has(route.id) &&
      !route.requires.enabledBy &&
      !route.requires.omittedBy &&
      !route.requires.contentDefined,
  ).map((route) => (route.path === '' ? '/' : `/${route.path}`));
  if (brand.features['sportsbook'] === true) paths.push('/sportsbook', '/virtuals');
  return paths;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The sitemap of `brand` on `origin` (module header). */
export async function sitemapXml(brand: SiteBrand, content: ContentClient, origin: string): Promise<string> {
  const urls: string[] = [];
  const { allLandingPage, allRegistrationPage } = await content.query(SITEMAP_LANDING_IDS_QUERY, {});
  const landingIds = allLandingPage.flatMap((landing) => (landing.landingId ? [landing.landingId] : []));
  const promoSlugs = allRegistrationPage.flatMap((promo) =>
    promo.slug?.current ? [promo.slug.current] : [],
  );
  for (const market of brand.markets) {
    const found = await content.query(SITEMAP_MARKET_QUERY, { marketId: market });
    const rules = found.allMarket[0];
    const marketRules = {
      marketId: market,
      languages: (rules?.languages ?? []).flatMap((language) => (language?.code ? [language.code] : [])),
      mapLanguageToCustomLanguage: rules?.mapLanguageToCustomLanguage ?? false,
      regionLanguage: rules?.regionLanguage ?? null,
      localeMapping: rules?.localeMapping ?? null,
    };
    const languages = marketLanguages(marketRules);
    const promotions = found.promotions.flatMap((promotion) => {
      const category = promotion.category?.slug?.current;
      const slug = promotion.slug?.current;
      return category && slug ? [{ category, slug }] : [];
    });
    const promos: string[] = [];
    for (const slug of promoSlugs) {
      const { registrationPageBySlug } = await content.query(SITEMAP_PROMO_QUERY, { slug, market });
      if (registrationPageBySlug) promos.push(`/promo/${slug}`);
    }
    const paths = [
      ...fixedPaths(brand),
      ...promos,
      ...[...new Set(promotions.map((promotion) => promotion.category))].map(
        (category) => `/promotions/${category}`,
      ),
      ...promotions.map((promotion) => `/promotions/${promotion.category}/${promotion.slug}`),
    ];
    for (const language of languages) {
      const prefix = formatLocale({ language, market });
      for (const path of paths) urls.push(`${origin}${localisedPath(prefix, path)}`);
      for (const id of landingIds) {
        const { landingPageById } = await content.query(SITEMAP_LANDING_QUERY, {
          id,
          language: siteLanguage(language, marketRules),
          market,
        });
        if (landingPageById) urls.push(`${origin}${localisedPath(prefix, `/landing/${id}`)}`);
      }
    }
  }
  const body = [...new Set(urls)].map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

const SITEMAP_LANDING_IDS_QUERY = graphql(`
  query SitemapLandingIds {
    allLandingPage(sort: [{ landingId: ASC }]) {
      landingId
    }
    allRegistrationPage(sort: [{ _id: ASC }]) {
      slug {
        current
      }
    }
  }
`);

const SITEMAP_PROMO_QUERY = graphql(`
  query SitemapPromo($slug: String!, $market: String!) {
    registrationPageBySlug(slug: $slug, market: $market) {
      _id
    }
  }
`);

const SITEMAP_MARKET_QUERY = graphql(`
  query SitemapMarket($marketId: String!) {
    allMarket(where: { marketId: { eq: $marketId } }, limit: 1) {
      localeMapping
      mapLanguageToCustomLanguage
      regionLanguage
      languages {
        code
      }
    }
    promotions(market: $marketId, authorized: false) {
      slug {
        current
      }
      category {
        slug {
          current
        }
      }
    }
  }
`);

const SITEMAP_LANDING_QUERY = graphql(`
  query SitemapLanding($id: String!, $language: String!, $market: String!) {
    landingPageById(id: $id, language: $language, market: $market, authorized: false) {
      landingId
    }
  }
`);
