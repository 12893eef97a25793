/**
 * The terms in effect (spec 1 §2 `/accept-terms-condition` "terms acceptance with a versioned terms
 * view"; schemas/termsVersion.ts): the newest version whose effective date has passed, with its
 * summary of changes and body in the page's language.
 */
import type { ContentClient } from '@casino/content';
import { graphql } from '../generated/graphql';
import { portableBlocks, type PortableBlock } from './portableText.ts';

export interface TermsContent {
  version: number;
  effectiveDate: string | null;
  summary: string | null;
  body: PortableBlock[];
}

export async function loadCurrentTerms(
  content: ContentClient,
  language: string,
  now: number,
): Promise<TermsContent | null> {
  const { allTermsVersion } = await content.query(CURRENT_TERMS_QUERY, {
    at: new Date(now).toISOString(),
    language,
  });
  const terms = allTermsVersion[0];
  if (!terms || typeof terms.version !== 'number') return null;
  return {
    version: terms.version,
    effectiveDate: terms.effectiveDate ?? null,
    summary: terms.summaryOfChanges?.text ?? null,
    body: portableBlocks(terms.body?.blocks),
  };
}

const CURRENT_TERMS_QUERY = graphql(`
  query CurrentTerms($at: DateTime!, $language: String!) {
    allTermsVersion(where: { effectiveDate: { lte: $at } }, sort: [{ version: DESC }], limit: 1) {
      version
      effectiveDate
      summaryOfChanges {
        text(language: $language)
      }
      body {
        blocks(language: $language)
      }
    }
  }
`);
