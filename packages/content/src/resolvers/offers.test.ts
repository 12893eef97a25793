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

interface PromotionsAnswer {
  promotions: { slug: { current: string } }[];
}

const PROMOTIONS = `query P($market: String!, $authorized: Boolean, $depositCount: Int, $category: String, $tag: String, $slug: String, $at: DateTime) {
  promotions(market: $market, at: $at, authorized: $authorized, depositCount: $depositCount, category: $category, tag: $tag, slug: $slug) { slug { current } }
}`;

async function promotions(brand: string, variables: Record<string, unknown>): Promise<string[]> {
  const answer = await graphOf(brand).execute(
    parse(PROMOTIONS) as TypedDocumentNode<PromotionsAnswer, Record<string, unknown>>,
    { at: '2026-11-27T12:00:00Z', ...variables },
  );
  return (answer?.promotions ?? []).map((promotion) => promotion.slug.current);
}

describe('promotions', () => {
  it('answers a visitor the promotions of the market and moment shown to visitors, by sort order', async () => {
    const visitor = await promotions('aurora', { market: 'UN', authorized: false });
    expect(visitor).toEqual(['northern-welcome', 'live-cashback-mondays', 'polar-nights-prize-drops']);
    // A market's own promotion (hockey: CA, FI, NO) and one out of its schedule (Carnival) stay out.
    expect(await promotions('aurora', { market: 'FI', authorized: false })).toContain('hockey-odds-boost');
    expect(visitor).not.toContain('hockey-odds-boost');
    expect(await promotions('aurora', { market: 'BR', authorized: false })).not.toContain('carnaval-spins');
    expect(
      await promotions('aurora', { market: 'BR', authorized: false, at: '2027-02-10T12:00:00Z' }),
    ).toContain('carnaval-spins');
  });

  it("applies a player's audience: the regulars' cashback only after more than one deposit", async () => {
    const none = await promotions('aurora', { market: 'UN', authorized: true, depositCount: 0 });
    const several = await promotions('aurora', { market: 'UN', authorized: true, depositCount: 3 });
    expect(none).not.toContain('daily-cashback');
    expect(none).not.toContain('weekend-reload');
    expect(several).toContain('daily-cashback');
    expect(several).toContain('weekend-reload');
    expect(several).toContain('free-bet-club');
  });

  it('narrows to a category, a tag or one promotion by slug', async () => {
    const everyone = { market: 'UN', authorized: true, depositCount: 3 };
    expect(await promotions('aurora', { ...everyone, category: 'live-casino' })).toEqual([
      'live-cashback-mondays',
    ]);
    const cashback = await promotions('aurora', { ...everyone, tag: 'cashback' });
    expect(cashback.sort()).toEqual(['daily-cashback', 'live-cashback-mondays']);
    expect(await promotions('aurora', { ...everyone, slug: 'free-bet-club' })).toEqual(['free-bet-club']);
    expect(await promotions('aurora', { ...everyone, slug: 'no-such-promotion' })).toEqual([]);
  });
});

describe('contentBoxes', () => {
  const BOXES = `query B($placement: String!, $market: String!, $authorized: Boolean, $depositCount: Int, $at: DateTime) {
    contentBoxes(placement: $placement, market: $market, at: $at, authorized: $authorized, depositCount: $depositCount) { _id }
  }`;
  const boxes = async (placement: string, variables: Record<string, unknown>) =>
    (
      (await graphOf('aurora').execute(
        parse(BOXES) as TypedDocumentNode<{ contentBoxes: { _id: string }[] }, Record<string, unknown>>,
        { placement, market: 'UN', at: '2026-11-27T12:00:00Z', ...variables },
      )) ?? { contentBoxes: [] }
    ).contentBoxes.map((box) => box._id.replace('contentbox-', ''));

  it('serves a placement’s boxes by side and deposit group (spec 3 §5)', async () => {
    expect(await boxes('home', { authorized: true, depositCount: 0 })).toEqual([
      'set-limits',
      'verify-account',
    ]);
    expect(await boxes('home', { authorized: true, depositCount: 3 })).toEqual(['set-limits']);
    expect(await boxes('casino', { authorized: true, depositCount: 3 })).toContain('daily-cashback');
    expect(await boxes('casino', { authorized: true, depositCount: 0 })).not.toContain('daily-cashback');
    expect(await boxes('casino', { authorized: false })).toEqual(['try-demo']);
  });
});
