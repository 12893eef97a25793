import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GraphQLInputObjectType } from 'graphql';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ContentGraphError, compileListQuery, createContentGraph, type TypedDocumentNode } from './graph.ts';
import { createLocalContentSource, type ContentSource } from './source.ts';

// Small copies of the brands' first datasets, so exact answers stay stable while the real ones grow.
const contentOf = (brand: string) =>
  fileURLToPath(new URL(`../test/fixtures/${brand}-mini`, import.meta.url));
const graphOf = (brand: string) => createContentGraph(createLocalContentSource(contentOf(brand)));

function operation<TResult, TVariables = Record<string, never>>(text: string) {
  return parse(text) as TypedDocumentNode<TResult, TVariables>;
}

interface HomePage {
  allBrand: {
    name: string | null;
    tagline: { en: string | null; fi: string | null; de: string | null } | null;
  }[];
  allMarket: {
    _id: string | null;
    marketId: string | null;
    name: string | null;
    languages: ({ code: string | null; name: string | null } | null)[] | null;
  }[];
}

/** The site's home page operation (apps/site/app/routes/home.tsx), verbatim. */
const HOME_PAGE = operation<HomePage>(`
  query HomePage {
    allBrand(limit: 1) { name tagline { en fi de } }
    allMarket(where: { isMarketEnabled: { eq: true } }, sort: [{ name: ASC }]) { _id marketId name languages { code name } }
  }
`);

const MARKET = operation<
  {
    Market: {
      marketId: string | null;
      name: string | null;
      isMarketEnabled: boolean | null;
      languages: { code: string | null }[] | null;
    } | null;
  },
  { id: string }
>(`query Market($id: ID!) { Market(id: $id) { marketId name isMarketEnabled languages { code } } }`);

describe('the home page operation', () => {
  it("answers from Aurora's dataset: enabled markets by name, languages through references", async () => {
    const page = await graphOf('aurora').execute(HOME_PAGE);
    expect(page.allBrand).toEqual([
      {
        name: 'Aurora Casino',
        tagline: { en: 'Play under the northern lights', fi: 'Pelaa revontulten alla', de: null },
      },
    ]);
    expect(page.allMarket.map((market) => market.name)).toEqual([
      'Brasil',
      'Canada',
      'International',
      'New Zealand',
      'Norge/Norway',
      'Perú',
      'Suomi/Finland',
    ]);
    expect(page.allMarket.find((market) => market.marketId === 'CA')).toEqual({
      _id: 'market-ca',
      marketId: 'CA',
      name: 'Canada',
      languages: [
        { code: 'en', name: 'English' },
        { code: 'fr', name: 'French' },
      ],
    });
    expect(page.allMarket.map((market) => market.marketId)).not.toContain('CL');
  });

  it("answers from Kestrel's dataset", async () => {
    const page = await graphOf('kestrel').execute(HOME_PAGE);
    expect(page.allBrand).toEqual([
      {
        name: 'Kestrel Bet',
        tagline: { en: 'Quick as a kestrel', fi: 'Nopea kuin tuulihaukka', de: 'Schnell wie ein Turmfalke' },
      },
    ]);
    expect(page.allMarket).toEqual([
      {
        _id: 'market-de',
        marketId: 'DE',
        name: 'Deutschland',
        languages: [
          { code: 'de', name: 'German' },
          { code: 'en', name: 'English' },
        ],
      },
      {
        _id: 'market-un',
        marketId: 'UN',
        name: 'International',
        languages: [{ code: 'en', name: 'English' }],
      },
      {
        _id: 'market-fi',
        marketId: 'FI',
        name: 'Suomi/Finland',
        languages: [
          { code: 'fi', name: 'Finnish' },
          { code: 'en', name: 'English' },
        ],
      },
    ]);
  });
});

describe('X(id)', () => {
  it('finds a market by document id in each brand', async () => {
    expect(await graphOf('aurora').execute(MARKET, { id: 'market-cl' })).toEqual({
      Market: { marketId: 'CL', name: 'Chile', isMarketEnabled: false, languages: [{ code: 'es' }] },
    });
    expect(await graphOf('kestrel').execute(MARKET, { id: 'market-de' })).toEqual({
      Market: {
        marketId: 'DE',
        name: 'Deutschland',
        isMarketEnabled: true,
        languages: [{ code: 'de' }, { code: 'en' }],
      },
    });
  });

  it('answers null for an unknown id or a document of another type', async () => {
    const graph = graphOf('aurora');
    expect(await graph.execute(MARKET, { id: 'market-zz' })).toEqual({ Market: null });
    expect(await graph.execute(MARKET, { id: 'language-fi' })).toEqual({ Market: null });
  });
});

describe('allX(where, sort, limit, offset)', () => {
  const graph = graphOf('aurora');

  it('lists disabled markets unless the filter leaves them out', async () => {
    const query = operation<{ all: { marketId: string }[]; disabled: { marketId: string }[] }>(`{
      all: allMarket { marketId }
      disabled: allMarket(where: { isMarketEnabled: { neq: true } }) { marketId }
    }`);
    const { all, disabled } = await graph.execute(query);
    expect(all).toHaveLength(8);
    expect(disabled).toEqual([{ marketId: 'CL' }]);
  });

  it('filters with in, nin, is_defined and matches, on object fields and through references', async () => {
    const query = operation<Record<string, { marketId?: string; name?: string }[]>>(`{
      inList: allMarket(where: { marketId: { in: ["FI", "NO", "XX"] } }, sort: [{ marketId: ASC }]) { marketId }
      custom: allMarket(where: { regionLanguage: { is_defined: true }, marketId: { nin: ["CL", "PE"] } }, sort: [{ marketId: DESC }]) { marketId }
      byTagline: allBrand(where: { tagline: { fi: { matches: "revontulten" } } }) { name }
      byReference: allBrand(where: { defaultMarket: { marketId: { eq: "UN" } } }) { name }
      noMatch: allBrand(where: { defaultMarket: { marketId: { eq: "FI" } } }) { name }
      referencing: allMarket(where: { _: { references: "language-fr" } }) { marketId }
    }`);
    expect(await graph.execute(query)).toEqual({
      inList: [{ marketId: 'FI' }, { marketId: 'NO' }],
      custom: [{ marketId: 'NZ' }, { marketId: 'CA' }, { marketId: 'BR' }],
      byTagline: [{ name: 'Aurora Casino' }],
      byReference: [{ name: 'Aurora Casino' }],
      noMatch: [],
      referencing: [{ marketId: 'CA' }],
    });
  });

  it('pages with limit and offset in a stable order', async () => {
    const page = operation<{ allMarket: { marketId: string }[] }, { limit?: number; offset?: number }>(
      `query Page($limit: Int, $offset: Int) { allMarket(sort: [{ marketId: ASC }], limit: $limit, offset: $offset) { marketId } }`,
    );
    const ids = async (variables: { limit?: number; offset?: number }) =>
      (await graph.execute(page, variables)).allMarket.map((market) => market.marketId);
    expect(await ids({ limit: 3 })).toEqual(['BR', 'CA', 'CL']);
    expect(await ids({ limit: 3, offset: 3 })).toEqual(['FI', 'NO', 'NZ']);
    expect(await ids({ offset: 6 })).toEqual(['PE', 'UN']);
    expect(await ids({ limit: 0 })).toEqual([]);
  });

  it("serves the Document interface with each document's own type", async () => {
    const query = operation<{ allDocument: { __typename: string; _id: string; code?: string }[] }>(`{
      allDocument(where: { _type: { eq: "language" } }, sort: [{ _id: ASC }], limit: 2) { __typename _id ... on Language { code } }
    }`);
    expect(await graph.execute(query)).toEqual({
      allDocument: [
        { __typename: 'Language', _id: 'language-en', code: 'en' },
        { __typename: 'Language', _id: 'language-es', code: 'es' },
      ],
    });
  });
});

describe('compileListQuery', () => {
  const graph = graphOf('aurora');
  const filterType = graph.schema.getType('BrandFilter') as GraphQLInputObjectType;
  const brandType = graph.schema.getType('Brand')!;

  it('compiles filters to parameters, sort to order() with _id last, and paging to a slice', () => {
    expect(
      compileListQuery('_type == "brand"', brandType, filterType, {
        where: {
          name: { eq: 'Aurora Casino', neq: null },
          tagline: { en: { is_defined: true } },
          defaultMarket: { isMarketEnabled: { eq: true } },
        },
        sort: [{ tagline: { en: 'DESC' } }, { name: 'ASC' }],
        limit: 10,
        offset: 20,
      }),
    ).toEqual({
      groq: '*[_type == "brand" && name == $w0 && defined(tagline.en) && defaultMarket->isMarketEnabled == $w1] | order(tagline.en desc, name asc, _id asc) [20...30]',
      params: { w0: 'Aurora Casino', w1: true },
    });
  });

  it('rejects negative paging', () => {
    expect(() => compileListQuery('true', brandType, filterType, { limit: -1 })).toThrow(
      'limit must not be negative',
    );
    expect(() => compileListQuery('true', brandType, filterType, { offset: -1 })).toThrow(
      'offset must not be negative',
    );
  });
});

describe('execution', () => {
  function countingSource(inner: ContentSource): ContentSource & { queries: string[] } {
    const queries: string[] = [];
    return {
      queries,
      version: () => inner.version(),
      fetch: (groq, params) => {
        queries.push(groq);
        return inner.fetch(groq, params);
      },
    };
  }

  it('fetches the references of one level together', async () => {
    const source = countingSource(createLocalContentSource(contentOf('aurora')));
    await createContentGraph(source).execute(HOME_PAGE);
    expect(source.queries.filter((query) => query.startsWith('*[_id in $ids]'))).toHaveLength(1);
    expect(source.queries).toHaveLength(3);
  });

  it('rejects an invalid operation before running it, naming the operation and the problem', async () => {
    const query = operation<unknown>('query Broken { allMarket { marketId colour } }');
    const error = await graphOf('aurora')
      .execute(query)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentGraphError);
    expect((error as Error).message).toBe(
      'Content graph operation Broken failed: Cannot query field "colour" on type "Market".',
    );
  });

  it("rejects when a field fails, with the field's path", async () => {
    const failing: ContentSource = {
      version: () => 'x',
      fetch: () => Promise.reject(new Error('dataset unavailable')),
    };
    await expect(createContentGraph(failing).execute(HOME_PAGE)).rejects.toThrow(
      'Content graph operation HomePage failed: allBrand: dataset unavailable',
    );
  });
});

describe('answers kept per dataset version', () => {
  const LAYOUT = operation<{ lobby: { layout: { name: string } } | null }, { market: string }>(
    `query Layout($market: String) { lobby(type: casino, market: $market, channel: web, device: desktop) { layout { name } } }`,
  );
  const BANNERS = operation<{ banners: { _id: string }[] }, { at?: string }>(
    `query Banners($at: DateTime) { banners(language: "en", market: "UN", at: $at) { _id } }`,
  );

  it('answers the same operation and variables from memory until the dataset changes', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'content-graph-'));
    try {
      await cp(fileURLToPath(new URL('../test/fixtures/domain', import.meta.url)), dir, { recursive: true });
      const graph = createContentGraph(createLocalContentSource(dir, { checkIntervalMs: 0 }));
      const first = await graph.execute(LAYOUT, { market: 'UN' });
      expect(first).toEqual({ lobby: { layout: { name: 'Casino' } } });
      expect(await graph.execute(LAYOUT, { market: 'UN' })).toBe(first);
      expect(Object.isFrozen(first.lobby)).toBe(true);
      expect(await graph.execute(LAYOUT, { market: 'FI' })).toEqual({
        lobby: { layout: { name: 'Casino Finland' } },
      });

      const layouts = join(dir, 'lobbyLayout.ndjson');
      await writeFile(layouts, (await readFile(layouts, 'utf8')).replace('"Casino"', '"Casino 2"'));
      expect(await graph.execute(LAYOUT, { market: 'UN' })).toEqual({
        lobby: { layout: { name: 'Casino 2' } },
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('does not keep an answer that used the current time', async () => {
    const graph = createContentGraph(
      createLocalContentSource(fileURLToPath(new URL('../test/fixtures/domain', import.meta.url))),
    );
    const now = await graph.execute(BANNERS, {});
    expect(await graph.execute(BANNERS, {})).not.toBe(now);
    const then = await graph.execute(BANNERS, { at: '2026-07-01T00:00:00Z' });
    expect(await graph.execute(BANNERS, { at: '2026-07-01T00:00:00Z' })).toBe(then);
  });

  it('keeps nothing from a source whose version is not exact (the Content Lake)', async () => {
    const local = createLocalContentSource(
      fileURLToPath(new URL('../test/fixtures/domain', import.meta.url)),
    );
    const lake: ContentSource = {
      version: () => 'sanity:p/d',
      fetch: (groq, params) => local.fetch(groq, params),
    };
    const graph = createContentGraph(lake);
    const first = await graph.execute(LAYOUT, { market: 'UN' });
    const second = await graph.execute(LAYOUT, { market: 'UN' });
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
  });
});
