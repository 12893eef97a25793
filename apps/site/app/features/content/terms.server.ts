/**
 * The terms in effect (spec 1 §2 `/accept-terms-condition` "terms acceptance with a versioned terms
 * view"; schemas/termsVersion.ts): the newest version whose effective date has passed, with its
 * summary of changes and body in the page's language; and its acceptance by the player.
 */
import { z } from 'zod';
import type { ContentClient } from '@casino/content';
import { PlayerApiError, type PlayerApiClient } from '@casino/player-api';
import { graphql } from '../../generated/graphql';
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

/** The acceptance form: the version the player was shown. */
export const acceptTermsForm = z.object({ version: z.coerce.number().int().positive() });

/**
 * Accepts the terms in effect for the player (spec 1 §4 "Terms"): only the version shown may be
 * accepted; a version the API refuses (4xx) is the same refusal, anything else fails the request.
 */
export async function acceptTerms(
  playerApi: PlayerApiClient,
  content: ContentClient,
  language: string,
  version: number | null,
): Promise<{ ok: true } | { ok: false; error: 'terms.error.version' }> {
  const terms = await loadCurrentTerms(content, language, Date.now());
  if (version === null || !terms || version !== terms.version)
    return { ok: false, error: 'terms.error.version' };
  try {
    await playerApi.updateTermsVersion({ body: { version } });
  } catch (error) {
    if (error instanceof PlayerApiError && error.status < 500 && !error.logout) {
      return { ok: false, error: 'terms.error.version' };
    }
    throw error;
  }
  return { ok: true };
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
