/**
 * Page titles and descriptions (spec 3 §7 "SEO description by path"). Content keeps a
 * localised title and description per path under the locale (`seoDescription` documents); the
 * pathless layout `routes/seo-layout.tsx` loads the entry of the requested path and renders it as
 * `<title>` and `<meta name="description">`.
 *
 * Rules and decisions:
 * - A path's entry is the content of its own path, else of its nearest parent path that has one,
 *   the home `/` last (a game page takes its lobby's, `/my-account` the home's). Title and
 *   description are looked up separately, so an entry without a description in the language keeps
 *   the parent's description rather than having none.
 * - A page's own dynamic title (game name, lobby category, static page title) wins over the
 *   content's title; the description always comes from content. React Router renders only the
 *   deepest route's meta: a page without a title of its own has no `meta` and inherits the
 *   layout's; a page with one merges it with `seoMeta(matches, title)`.
 * - Titles read `Title | Brand` through the catalogue's `seo.title` pattern, formatted on the server
 *   (the layout sends the pattern with the brand filled in); a title that already names the brand
 *   (the home page's "Aurora Casino: online casino and live casino") is not suffixed again, and a
 *   page with no title at all is the brand name.
 * - An error screen ("Page not found!", a page that failed) is titled with the screen's heading,
 *   has no description and is `noindex`: an error must never replace a page in a search index.
 * - Links: every page names its canonical URL, the path under the locale on the origin it was asked
 *   on (each brand's host serves that brand only), without the query; content's canonical mapping
 *   (a legacy page URL → its canonical URL) wins. Its alternates are the same path in every
 *   language of the page's market (hreflang `fi-FI`, or the language alone where the market names
 *   no country) and, in the brand's default market, `x-default` for its default language. Open
 *   Graph and Twitter card tags repeat the title and description for link previews.
 * - This module is in every page's first-load JavaScript (the lobbies sit at the 150 KB budget):
 *   the browser part is plain string work, no translator and no content graph.
 */
import type { CatalogueMessages } from '@casino/i18n';

/** The route id of the pathless layout that loads the page's SEO entry. */
export const SEO_ROUTE_ID = 'seo';

/** A content entry's title and description in the page's language. */
export interface PageSeo {
  title: string | null;
  description: string | null;
}

/** One content entry as the layout's query returns it. */
export interface SeoEntry extends PageSeo {
  path: string;
}

/** A page's other languages (`<link rel="alternate" hreflang>`). */
export interface SeoAlternate {
  hrefLang: string;
  href: string;
}

/** The page's address for search engines and link previews (module header, "Links"). */
export interface SeoLinks {
  /** The one absolute URL of the page (content's canonical mapping first). */
  canonical: string;
  /** The page in every language of its market, and `x-default` in the brand's default market. */
  alternates: SeoAlternate[];
  /** Open Graph's locale: `fi_FI`, or the language alone outside a country market. */
  ogLocale: string;
}

/** What the layout sends: the path's entry, the brand and the catalogue's title pattern. */
export interface SeoData extends PageSeo {
  brand: string;
  /** `seo.title` in the page's language with the brand filled in: `{page} | Aurora Casino`. */
  pattern: string;
  /** Canonical, alternates and Open Graph locale; null when they could not be worked out. */
  links?: SeoLinks | null;
}

/** One route match as React Router hands it to `meta`. */
export interface SeoMatch {
  id: string;
  loaderData: unknown;
}

export type SeoTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: 'link'; rel: string; href: string; hrefLang?: string };

/** Where a page title goes in the catalogue's pattern. */
export const PAGE_PLACEHOLDER = '{page}';

/**
 * The paths whose entries may describe `path` (relative to the locale, query ignored), nearest
 * first: `/online-casino/play/relax/x` → itself, `/online-casino/play/relax`, …, `/online-casino`, `/`.
 */
export function seoPathCandidates(path: string): string[] {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const segments = pathname.split('/').filter((segment) => segment.length > 0);
  const candidates: string[] = [];
  for (let length = segments.length; length > 0; length -= 1) {
    candidates.push(`/${segments.slice(0, length).join('/')}`);
  }
  candidates.push('/');
  return candidates;
}

/** The title and description of `path` from `entries`: each from the nearest path that has one. */
export function nearestSeo(entries: readonly SeoEntry[], path: string): PageSeo {
  const byPath = new Map<string, SeoEntry>();
  for (const entry of entries) if (!byPath.has(entry.path)) byPath.set(entry.path, entry);
  const found: PageSeo = { title: null, description: null };
  for (const candidate of seoPathCandidates(path)) {
    const entry = byPath.get(candidate);
    if (!entry) continue;
    found.title ??= entry.title?.trim() || null;
    found.description ??= entry.description?.trim() || null;
  }
  return found;
}

/** `title` in `pattern` (`{page} | Brand`); the title alone when it names the brand; else the brand. */
export function brandedTitle(pattern: string, brand: string, title: string | null | undefined): string {
  const page = title?.trim();
  if (!page) return brand;
  return page.toLowerCase().includes(brand.toLowerCase()) ? page : pattern.replace(PAGE_PLACEHOLDER, page);
}

/**
 * The title and description of a page from the `seo` layout's data in `matches` (React Router's
 * `meta` argument), with the page's own title (`pageTitle`) first when it has one.
 */
export function seoMeta(matches: ReadonlyArray<SeoMatch | undefined>, pageTitle?: string | null): SeoTag[] {
  const seo = matches.find((match) => match?.id === SEO_ROUTE_ID)?.loaderData as SeoData | undefined;
  if (!seo) return [];
  const title = brandedTitle(seo.pattern, seo.brand, pageTitle?.trim() || seo.title);
  return [
    { title },
    ...(seo.description ? [{ name: 'description', content: seo.description }] : []),
    ...(seo.links ? linkTags(seo.links, title, seo.brand, seo.description) : []),
  ];
}

/** The canonical and alternate links, then the Open Graph and Twitter card tags of a page. */
function linkTags(links: SeoLinks, title: string, brand: string, description: string | null): SeoTag[] {
  return [
    { tagName: 'link', rel: 'canonical', href: links.canonical },
    ...links.alternates.map((alternate): SeoTag => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alternate.hrefLang,
      href: alternate.href,
    })),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: brand },
    { property: 'og:title', content: title },
    { property: 'og:url', content: links.canonical },
    { property: 'og:locale', content: links.ogLocale },
    ...(description ? [{ property: 'og:description', content: description }] : []),
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: title },
    ...(description ? [{ name: 'twitter:description', content: description }] : []),
  ];
}

/**
 * The hreflang of a language in a market: `fi-FI` where the market is a country, the language
 * alone (`en`) in the international market and custom markets, which name no country.
 */
export function hrefLangOf(language: string, country: string | null): string {
  return country ? `${language}-${country}` : language;
}

/**
 * An error screen's title and `noindex`, from the catalogue of the locale's data (`messages`) and
 * the root's brand; English ids' fallbacks are the shell's (the catalogue may not have loaded).
 */
export function seoErrorMeta(
  messages: CatalogueMessages | undefined,
  brand: string | undefined,
  status: number | undefined,
): SeoTag[] {
  const heading = messages?.[status === 404 ? 'error.screen.notFound.title' : 'error.screen.generic.title'];
  const site = brand ?? '';
  const title = heading
    ? brandedTitle(
        messages?.['seo.title']?.replace('{site}', site) ?? `${PAGE_PLACEHOLDER} | ${site}`,
        site,
        heading,
      )
    : site;
  return [...(title ? [{ title }] : []), { name: 'robots', content: 'noindex' }];
}
