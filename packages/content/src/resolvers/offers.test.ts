/**
 * The welcome offer (offers.ts) on each brand's own dataset: one offer per market, with its
 * headline and key terms in the market's language and currency; none in a market without one.
 */
import { fileURLToPath } from 'node:url';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createContentGraph, type TypedDocumentNode } from '../graph.ts';
import { createLocalContentSource } from '../source.ts';

const graphOf = (brand: string) =>
  createContentGraph(
    createLocalContentSource(fileURLToPath(new URL(`../../../../brands/${brand}/content`, import.meta.url))),
  );

interface Answer {
  welcomeOffer: { _id: string; headline: { text: string }; keyTerms: { text: string } } | null;
}

const QUERY = `query W($market: String!, $language: String!, $at: DateTime) {
  welcomeOffer(market: $market, at: $at) { _id headline { text(language: $language) } keyTerms { text(language: $language) } }
}`;

function offer(brand: string, market: string, language: string, at = '2026-11-27T12:00:00Z') {
  return graphOf(brand).execute(parse(QUERY) as TypedDocumentNode<Answer, Record<string, unknown>>, {
    market,
    language,
    at,
  });
}

describe('welcomeOffer', () => {
  it("answers Aurora's welcome offer with its one headline number and one line of key terms", async () => {
    expect(await offer('aurora', 'UN', 'en')).toEqual({
      welcomeOffer: {
        _id: 'promotion-northern-welcome',
        headline: { text: '100 % up to €200' },
        keyTerms: { text: 'Min. deposit €20 · 30× wagering · 18+' },
      },
    });
    const finnish = await offer('aurora', 'fi', 'fi');
    expect(finnish?.welcomeOffer?.headline.text).toBe('100 % aina 200 € asti');
    expect(finnish?.welcomeOffer?.keyTerms.text).toBe('Min. talletus 20 € · Kierrätys 30× · 18+');
  });

  it("answers Kestrel's in its markets, and null where it has none or before it starts", async () => {
    expect((await offer('kestrel', 'FI', 'fi'))?.welcomeOffer).toMatchObject({
      headline: { text: '100 ilmaiskierrosta' },
      keyTerms: { text: 'Min. talletus 10 € · Ei kierrätystä · 18+' },
    });
    expect((await offer('kestrel', 'JJ', 'en'))?.welcomeOffer).toBeNull();
    expect((await offer('kestrel', 'FI', 'fi', '2026-01-01T00:00:00Z'))?.welcomeOffer).toBeNull();
  });
});
