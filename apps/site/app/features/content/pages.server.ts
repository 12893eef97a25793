/**
 * Page text from content: a static page by slug (title and Portable Text body in the page's
 * language, with the fallbacks of the content graph) and the heading of any page by its path
 * (the SEO title editors keep per path, spec 3 §7 "seo description by path").
 */
import type { ContentClient } from '@casino/content';
import { pathSegments } from '@casino/domain';
import { graphql } from '../../generated/graphql';
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
