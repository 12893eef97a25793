/**
 * The pathless layout between the locale and its pages: loads the content's SEO entry
 * for the requested path (its own, else its nearest parent's, the home's last; see app/lib/seo.ts)
 * in the page's language, once per path, and renders it as the page's title and description.
 * Pages without a title of their own have no `meta` and inherit this one.
 *
 * Decisions: the entry is looked up with one query for all candidate paths; the catalogue's title
 * pattern is formatted here so the browser needs no translator for it; a content failure leaves
 * the page titled with the brand and without a description rather than failing the page (SEO text
 * is never worth an error screen). No component: React Router renders the pages in its place.
 * An unknown path answers 404 here, above every page, so no page loader's own error can win.
 */
import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { ContentClient } from '@casino/content';
import type { Route } from './+types/seo-layout';
import { graphql } from '../generated/graphql';
import { pageContext } from '../lib/page.server.ts';
import {
  PAGE_PLACEHOLDER,
  nearestSeo,
  seoMeta,
  seoPathCandidates,
  type PageSeo,
  type SeoData,
} from '../lib/seo.ts';

export async function loader(args: Route.LoaderArgs): Promise<SeoData> {
  const page = pageContext(args);
  // A path the route table does not know (or a flag turns off) is a 404 for every page below.
  if (!page.route) throw data(null, { status: 404 });
  const { content, brand, locale } = page;
  const pattern = page.t('seo.title', { page: PAGE_PLACEHOLDER, site: brand.name });
  return { ...(await loadSeo(content, page.path, locale.siteLanguage)), brand: brand.name, pattern };
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
