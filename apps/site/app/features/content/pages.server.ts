/**
 * Page text from content: a static page by slug (title and Portable Text body in the page's
 * language, with the fallbacks of the content graph), the heading of any page by its path
 * (the SEO title editors keep per path, spec 3 §7 "seo description by path") and landing pages.
 */
import type { ContentClient } from '@casino/content';
import { pathSegments } from '@casino/domain';
import { graphql } from '../../generated/graphql';
import { contentImage, type ContentImage } from '../../lib/contentImage.server.ts';
import { hrefFor } from '../../lib/links.ts';
import type { PageContext } from '../../lib/page.server.ts';
import { portableBlocks, type PortableBlock } from './portableText.ts';

export interface StaticPageContent {
  title: string | null;
  /** A redirect set by the editors instead of a body (a site path or an https:// URL). */
  url: string | null;
  body: PortableBlock[];
}

export async function loadStaticPage(
  content: ContentClient,
  slug: string,
  language: string,
): Promise<StaticPageContent | null> {
  const { allStaticPage } = await content.query(STATIC_PAGE_QUERY, { slug, language });
  const page = allStaticPage[0];
  if (!page) return null;
  return {
    title: page.title?.text ?? null,
    url: page.url ?? null,
    body: portableBlocks(page.body?.blocks),
  };
}

export interface PageHeading {
  title: string | null;
  description: string | null;
}

/** The SEO title and description of a path relative to the locale (`/my-account/banking`). */
export async function loadPageHeading(
  content: ContentClient,
  path: string,
  language: string,
): Promise<PageHeading> {
  const normalised = `/${pathSegments(path).join('/')}`;
  const { seoDescriptionByPath: seo } = await content.query(PAGE_HEADING_QUERY, {
    path: normalised,
    language,
  });
  return { title: seo?.title?.text ?? null, description: seo?.description?.text ?? null };
}

const STATIC_PAGE_QUERY = graphql(`
  query StaticPage($slug: String!, $language: String!) {
    allStaticPage(where: { slug: { current: { eq: $slug } } }, limit: 1) {
      title {
        text(language: $language)
      }
      url
      body {
        blocks(language: $language)
      }
    }
  }
`);

const PAGE_HEADING_QUERY = graphql(`
  query PageHeading($path: String!, $language: String!) {
    seoDescriptionByPath(path: $path) {
      title {
        text(language: $language)
      }
      description {
        text(language: $language)
      }
    }
  }
`);

export interface LandingPageContent {
  title: string;
  body: PortableBlock[];
  image: ContentImage | null;
  alt: string;
  /** The page's button: its words and where it leads under the locale (`#login`, a site path, a URL). */
  action: { label: string; href: string } | null;
}

/**
 * A landing page `/landing/:id` (spec 3 §7 "landing page by id and language"): by its id for the
 * page's language and market, within its schedule and for the side asking (the graph's
 * `landingPageById`). Null when there is none: the page then says 'Page not found!' with a 404.
 */
export async function loadLandingPage(
  page: Pick<PageContext, 'content' | 'imageUrlFor' | 'prefix' | 'locale' | 'sessionState'>,
  id: string,
): Promise<LandingPageContent | null> {
  const language = page.locale.siteLanguage;
  const { landingPageById: landing } = await page.content.query(LANDING_PAGE_QUERY, {
    id,
    language,
    market: page.locale.market.toUpperCase(),
    authorized: page.sessionState.kind === 'authorised',
  });
  const title = landing?.title?.text?.trim();
  if (!landing || !title) return null;
  const label = landing.button?.text?.trim();
  return {
    title,
    body: portableBlocks(landing.body?.blocks),
    image: contentImage(page.imageUrlFor, landing.images?.tablet?.asset?._id, { width: 800, height: 400 }),
    alt: landing.images?.alt?.text ?? '',
    action: label && landing.urlAction ? { label, href: hrefFor(page.prefix, landing.urlAction) } : null,
  };
}

const LANDING_PAGE_QUERY = graphql(`
  query LandingPage($id: String!, $language: String!, $market: String!, $authorized: Boolean!) {
    landingPageById(id: $id, language: $language, market: $market, authorized: $authorized) {
      title {
        text(language: $language)
      }
      body {
        blocks(language: $language)
      }
      images {
        tablet {
          asset {
            _id
          }
        }
        alt {
          text(language: $language)
        }
      }
      button {
        text(language: $language)
      }
      urlAction
    }
  }
`);
