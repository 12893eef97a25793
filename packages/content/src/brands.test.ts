/**
 * Every domain root field answers from each brand's local dataset. The datasets are realistic and
 * change with the generator, so these tests check that the answers are meaningful (lobbies with
 * tiles resolved to games, lists, pages, text in the market's language), not exact contents; the
 * rules themselves are tested on a fixture in resolvers/*.test.ts.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createContentGraph, type TypedDocumentNode } from './graph.ts';
import { createLocalContentSource } from './source.ts';

const brandsRoot = fileURLToPath(new URL('../../../brands/', import.meta.url));
const brandIds = readdirSync(brandsRoot).filter((name) => existsSync(join(brandsRoot, name, 'content')));

interface MarketFacts {
  marketId: string;
  languages: string[];
}

describe.each(brandIds)('the %s dataset', (brandId) => {
  const source = createLocalContentSource(join(brandsRoot, brandId, 'content'));
  const graph = createContentGraph(source);
  const run = <T>(text: string, variables: Record<string, unknown> = {}) =>
    graph.execute(parse(text) as TypedDocumentNode<T, Record<string, unknown>>, variables);
  const facts = source.fetch<{ defaultMarket: string; markets: MarketFacts[] }>(`{
    "defaultMarket": *[_type == "brand"][0].defaultMarket->marketId,
    "markets": *[_type == "market" && isMarketEnabled == true] | order(marketId asc){marketId, "languages": languages[]->code}
  }`);
  const defaultMarket = async () => {
    const { defaultMarket, markets } = await facts;
    return markets.find((market) => market.marketId === defaultMarket)!;
  };

  interface Lobby {
    lobby: {
      layout: { name: string };
      widgets: {
        widget: { widgetId: string; widgetType: string; name: { text: string | null } };
        device: string | null;
        columns: number | null;
        total: number;
        tiles: {
          size: string;
          game: { gameId: string; label: string; thumbnail: { img1x: { asset: { _id: string } | null } } };
        }[];
      }[];
    } | null;
  }
  const LOBBY = `query Lobby($type: LobbyType!, $market: String, $channel: Channel!, $device: Device!, $language: String!) {
    lobby(type: $type, market: $market, channel: $channel, device: $device) {
      layout { name }
      widgets {
        widget { widgetId widgetType name { text(language: $language) } }
        device columns total
        tiles { size game { gameId label thumbnail { img1x { asset { _id } } } } }
      }
    }
  }`;

  it.each(['casino', 'liveCasino'] as const)(
    'has a %s lobby in every enabled market, with grids and carousels of games on each device',
    async (type) => {
      const { markets } = await facts;
      expect(markets.length).toBeGreaterThan(0);
      for (const market of markets) {
        for (const [device, channel] of [
          ['desktop', 'web'],
          ['mobile', 'mobile'],
        ] as const) {
          const { lobby } = await run<Lobby>(LOBBY, {
            type,
            market: market.marketId,
            channel,
            device,
            language: market.languages[0] ?? 'en',
          });
          const where = `${type} ${market.marketId} ${device}`;
          expect(lobby, where).not.toBeNull();
          expect(lobby!.widgets.length, where).toBeGreaterThan(2);
          for (const { widget } of lobby!.widgets) expect(widget.name.text, where).toBeTruthy();
          const grid = lobby!.widgets.find((widget) => widget.device !== null && widget.tiles.length > 0);
          expect(grid, `${where}: a widget with a grid for the device`).toBeDefined();
          expect(grid!.columns, where).toBeGreaterThan(1);
          const carousels = lobby!.widgets.filter(
            (widget) => widget.device === null && widget.tiles.length > 0,
          );
          expect(carousels.length, `${where}: carousels with games`).toBeGreaterThan(0);
          for (const { tiles, total } of lobby!.widgets) {
            expect(tiles.length).toBeLessThanOrEqual(total);
            for (const tile of tiles) {
              expect(tile.game.gameId, where).toBeTruthy();
              expect(tile.game.label, where).toBeTruthy();
              expect(tile.game.thumbnail.img1x.asset?._id, `${where} ${tile.game.gameId}`).toMatch(/^image-/);
            }
          }
        }
      }
    },
  );

  it('pages through every game list, filtered by channel and provider', async () => {
    const lists = await source.fetch<string[]>('*[_type == "gameList"] | order(listId asc).listId');
    expect(lists.length).toBeGreaterThan(0);
    const { marketId } = await defaultMarket();
    type Page = {
      gameListRange: {
        total: number;
        hasMore: boolean;
        games: { game: { gameId: string; provider: { providerId: string } } }[];
      } | null;
    };
    const RANGE = `query Range($listId: String!, $market: String, $end: Int, $providers: [String!]) {
      gameListRange(listId: $listId, market: $market, channel: web, start: 0, end: $end, providers: $providers) {
        total hasMore games { game { gameId provider { providerId } } }
      }
    }`;
    for (const listId of lists) {
      const page = (await run<Page>(RANGE, { listId, market: marketId, end: 4 })).gameListRange;
      expect(page, listId).not.toBeNull();
      expect(page!.total, listId).toBeGreaterThan(0);
      expect(page!.games.length).toBe(Math.min(4, page!.total));
      expect(page!.hasMore).toBe(page!.total > 4);
      const providerId = page!.games[0]!.game.provider.providerId;
      const byProvider = (await run<Page>(RANGE, { listId, market: marketId, providers: [providerId] }))
        .gameListRange!;
      expect(byProvider.total).toBeGreaterThan(0);
      expect(byProvider.games.every(({ game }) => game.provider.providerId === providerId)).toBe(true);
    }
  });

  it('lists the categories of both lobbies, the menu ones among them', async () => {
    const { marketId, languages } = await defaultMarket();
    type Answer = Record<
      'casino' | 'live' | 'menu',
      { categoryId: string; label: { text: string | null } }[]
    >;
    const answer = await run<Answer>(
      `query Categories($market: String, $language: String!) {
        casino: categories(type: casino, market: $market) { categoryId label { text(language: $language) } }
        live: categories(type: liveCasino, market: $market) { categoryId label { text(language: $language) } }
        menu: categories(type: casino, market: $market, visibleInMenu: true) { categoryId label { text(language: $language) } }
      }`,
      { market: marketId, language: languages[0] ?? 'en' },
    );
    expect(answer.casino.length).toBeGreaterThan(2);
    expect(answer.live.length).toBeGreaterThan(0);
    expect(answer.menu.length).toBeGreaterThan(0);
    expect(answer.menu.length).toBeLessThanOrEqual(answer.casino.length);
    for (const category of [...answer.casino, ...answer.live]) expect(category.label.text).toBeTruthy();
  });

  it('serves the settings, footer, regulation logos, partners, payment methods and VIP page of the default market', async () => {
    const { marketId, languages } = await defaultMarket();
    const language = languages[0] ?? 'en';
    type Answer = {
      siteSettings: { maintenanceMode: boolean | null; minimumAge: number | null } | null;
      siteFooter: {
        terms: { blocks: unknown[] | null } | null;
        licences: { name: string }[];
        regulationLogos: { name: string }[];
        links: { url: string; label: { text: string | null } }[];
      } | null;
      footerRegulationLogos: { name: string }[];
      partners: { name: string }[];
      paymentMethods: { code: string; name: string }[];
      vipPage: { title: { text: string | null } | null } | null;
    };
    const answer = await run<Answer>(
      `query Site($market: String, $language: String!) {
        siteSettings { maintenanceMode minimumAge }
        siteFooter(market: $market) { terms { blocks(language: $language) } licences { name } regulationLogos { name } links { url label { text(language: $language) } } }
        footerRegulationLogos(market: $market) { name }
        partners(market: $market) { name }
        paymentMethods(market: $market) { code name }
        vipPage { title { text(language: $language) } }
      }`,
      { market: marketId, language },
    );
    expect(answer.siteSettings?.minimumAge).toBeGreaterThanOrEqual(18);
    expect(answer.siteFooter?.terms?.blocks?.length).toBeGreaterThan(0);
    expect(answer.siteFooter!.licences.length).toBeGreaterThan(0);
    expect(answer.siteFooter!.regulationLogos).toEqual(answer.footerRegulationLogos);
    expect(answer.footerRegulationLogos.length).toBeGreaterThan(0);
    for (const link of answer.siteFooter!.links) expect(link.label.text).toBeTruthy();
    expect(answer.partners.length).toBeGreaterThan(0);
    expect(answer.paymentMethods.length).toBeGreaterThan(0);
    expect(answer.vipPage?.title?.text).toBeTruthy();
  });

  it("lists the enabled markets and each one's languages", async () => {
    const { markets } = await facts;
    const answer = await run<{ markets: { marketId: string }[] }>('{ markets { marketId } }');
    expect(answer.markets.map((market) => market.marketId).sort()).toEqual(
      markets.map((market) => market.marketId).sort(),
    );
    for (const market of markets) {
      const { languagesByMarket } = await run<{ languagesByMarket: { code: string }[] }>(
        'query Languages($market: String!) { languagesByMarket(market: $market) { code } }',
        { market: market.marketId },
      );
      expect(languagesByMarket.map((language) => language.code)).toEqual(
        market.languages.length > 0 ? market.languages : ['en'],
      );
    }
  });

  it('finds the SEO description of every described path, and of the home page', async () => {
    const paths = await source.fetch<string[]>('*[_type == "seoDescription"].path');
    expect(paths).toContain('/');
    for (const path of paths) {
      const { seoDescriptionByPath } = await run<{
        seoDescriptionByPath: { path: string; title: { text: string | null } } | null;
      }>(
        'query Seo($path: String!) { seoDescriptionByPath(path: $path) { path title { text(language: "en") } } }',
        {
          path: `${path}/`,
        },
      );
      expect(seoDescriptionByPath?.path).toBe(path);
      expect(seoDescriptionByPath?.title.text).toBeTruthy();
    }
  });

  it('finds every landing page for one of its languages and markets while it runs, and no unknown one', async () => {
    const pages = await source.fetch<
      { landingId: string; startDate: string | null; languages: string[] | null; markets: string[] | null }[]
    >(
      '*[_type == "landingPage"]{landingId, startDate, "languages": languages[]->code, "markets": markets[]->marketId}',
    );
    expect(pages.length).toBeGreaterThan(0);
    const LANDING = `query Landing($id: String!, $language: String!, $market: String, $at: DateTime) {
      landingPageById(id: $id, language: $language, market: $market, at: $at) { landingId title { text(language: $language) } }
    }`;
    type Answer = { landingPageById: { landingId: string; title: { text: string | null } } | null };
    for (const page of pages) {
      const language = page.languages?.[0] ?? 'en';
      const { landingPageById } = await run<Answer>(LANDING, {
        id: page.landingId,
        language,
        market: page.markets?.[0],
        at: page.startDate ?? undefined,
      });
      expect(landingPageById?.landingId).toBe(page.landingId);
      expect(landingPageById?.title.text).toBeTruthy();
    }
    expect((await run<Answer>(LANDING, { id: 'no-such-page', language: 'en' })).landingPageById).toBeNull();
  });

  it('answers live chat for every language-market, off where a setting says so', async () => {
    const { markets } = await facts;
    const disabled = await source.fetch<string[]>(
      '*[_type == "liveChatSetting" && disableLiveChat == true]{"key": language->code + "-" + market->marketId}.key',
    );
    for (const market of markets) {
      for (const language of market.languages) {
        const { liveChatSettings } = await run<{ liveChatSettings: { disableLiveChat: boolean } }>(
          'query Chat($language: String!, $market: String!) { liveChatSettings(language: $language, market: $market) { disableLiveChat } }',
          { language, market: market.marketId },
        );
        expect(liveChatSettings.disableLiveChat).toBe(disabled.includes(`${language}-${market.marketId}`));
      }
    }
  });

  it('serves the pay-and-play banner where a market has one, null elsewhere', async () => {
    const { markets } = await facts;
    const withBanner = await source.fetch<string[]>('*[_type == "payAndPlayBanner"].market->marketId');
    for (const market of markets) {
      const language = market.languages[0] ?? 'en';
      const { payAndPlayBannerByMarket } = await run<{
        payAndPlayBannerByMarket: { title: { text: string | null } } | null;
      }>(
        'query Pnp($market: String!, $language: String!) { payAndPlayBannerByMarket(market: $market, language: $language) { title { text(language: $language) } } }',
        { market: market.marketId, language },
      );
      if (withBanner.includes(market.marketId)) expect(payAndPlayBannerByMarket?.title.text).toBeTruthy();
      else expect(payAndPlayBannerByMarket).toBeNull();
    }
  });

  it('serves home-page banners to visitors and players at the start of every banner’s window', async () => {
    const starts = await source.fetch<(string | null)[]>('*[_type == "banner"].startDate');
    expect(starts.length).toBeGreaterThan(0);
    const { markets } = await facts;
    const BANNERS = `query Banners($language: String!, $market: String!, $at: DateTime, $authorized: Boolean) {
      banners(language: $language, market: $market, at: $at, authorized: $authorized) { _id title { text(language: $language) } }
    }`;
    type Answer = { banners: { _id: string; title: { text: string | null } }[] };
    const shown = new Set<string>();
    for (const at of starts) {
      for (const market of markets) {
        for (const authorized of [false, true]) {
          const language = market.languages[0] ?? 'en';
          const { banners } = await run<Answer>(BANNERS, {
            language,
            market: market.marketId,
            at: at ?? undefined,
            authorized,
          });
          for (const banner of banners) {
            expect(banner.title.text).toBeTruthy();
            shown.add(banner._id);
          }
        }
      }
    }
    expect(shown.size).toBeGreaterThan(0);
  });
});
