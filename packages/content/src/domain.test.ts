/**
 * The domain root fields (src/domain.graphql) against a small dataset made for them
 * (test/fixtures/domain): every field, its filters, paging, fallbacks and nulls.
 *
 * The fixture, in short: markets UN, FI, JJ (custom, origin DE), CA (no languages) and CL
 * (disabled). Providers playngo (restricts GB), relax (the spec's hard-coded list), evolution
 * (restricts FI and removes the games there), veikkaus (FI only) and the aggregator pariplay with
 * sub-providers booming (excluded in FI) and spinomenal (restricts DE). The casino lobby's default
 * layout has a banners widget for visitors, a grid (desktop and mobile), carousels fed by a
 * category, a list and explicit games, and a recently-played widget for players; FI has its own
 * layout. Casino page sizes are 2 (mobile) and 3 (desktop).
 */
import { fileURLToPath } from 'node:url';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ContentGraphError, createContentGraph, type TypedDocumentNode } from './graph.ts';
import { createLocalContentSource } from './source.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../test/fixtures/${name}`, import.meta.url));
const graph = createContentGraph(createLocalContentSource(fixture('domain')));

function run<T>(text: string, variables: Record<string, unknown> = {}): Promise<T> {
  return graph.execute(parse(text) as TypedDocumentNode<T, Record<string, unknown>>, variables);
}

interface Tile {
  size: string;
  restricted: boolean;
  game: { gameId: string };
  images: { img1x: { asset: { _id: string } | null } | null } | null;
}
interface LobbyAnswer {
  lobby: {
    type: string;
    market: string;
    channel: string;
    device: string;
    country: string | null;
    layout: { name: string };
    widgets: {
      widget: { widgetId: string; name: { text: string | null } };
      device: string | null;
      columns: number | null;
      total: number;
      tiles: Tile[];
    }[];
  } | null;
}

const LOBBY = `query Lobby($type: LobbyType!, $market: String, $channel: Channel!, $device: Device!, $country: String, $authorized: Boolean, $language: String!) {
  lobby(type: $type, market: $market, channel: $channel, device: $device, country: $country, authorized: $authorized) {
    type market channel device country
    layout { name }
    widgets {
      widget { widgetId name { text(language: $language) } }
      device columns total
      tiles { size restricted game { gameId } images { img1x { asset { _id } } } }
    }
  }
}`;

async function lobby(variables: Record<string, unknown>) {
  return (
    await run<LobbyAnswer>(LOBBY, {
      type: 'casino',
      channel: 'web',
      device: 'desktop',
      language: 'en',
      ...variables,
    })
  ).lobby;
}

/** Widget id → its tiles as "gameId size" (with "!" when restricted). */
function tilesOf(answer: LobbyAnswer['lobby']): Record<string, string[]> {
  return Object.fromEntries(
    (answer?.widgets ?? []).map(({ widget, tiles }) => [
      widget.widgetId,
      tiles.map((tile) => `${tile.game.gameId} ${tile.size}${tile.restricted ? '!' : ''}`),
    ]),
  );
}

describe('lobby', () => {
  it("serves the default layout in the default market UN, each widget's grid for the device with games resolved", async () => {
    const answer = await lobby({});
    expect(answer).toMatchObject({
      type: 'casino',
      market: 'UN',
      channel: 'web',
      device: 'desktop',
      country: null,
      layout: { name: 'Casino' },
    });
    expect(answer!.widgets.map((w) => [w.widget.widgetId, w.device, w.columns, w.total])).toEqual([
      ['welcome', null, null, 0],
      ['top-games', 'desktop', 6, 5],
      ['new-games', null, null, 3],
      ['popular', null, null, 5],
      ['picks', null, null, 2],
      ['recently-played', null, null, 0],
    ]);
    expect(tilesOf(answer)).toEqual({
      welcome: [],
      // retired-reels is disabled; jackpot-joker's provider serves FI only.
      'top-games': ['book-of-dead 4x', 'reactoonz 1x', 'money-train 1x', 'wild-chapo 2xh', 'wolf-fang 1x'],
      // The category's games by label, cut to the desktop page size (3).
      'new-games': ['book-of-dead 1x', 'money-train 1x', 'wild-chapo 1x'],
      // The list's games (its duplicate left out) rather than the category also set.
      popular: ['book-of-dead 1x', 'reactoonz 1x', 'money-train 1x'],
      // The widget's own games rather than its list.
      picks: ['money-train 1x', 'wolf-fang 1x'],
      'recently-played': [],
    });
    const bigTile = answer!.widgets[1]!.tiles[0]!;
    expect(bigTile.images?.img1x?.asset).toBeNull(); // the fixture has no asset document for it
    expect(answer!.widgets[1]!.tiles[1]!.images).toBeNull();
  });

  it("serves a market's own layout and hides what the market excludes", async () => {
    const answer = await lobby({ market: 'fi', language: 'fi' });
    expect(answer).toMatchObject({ market: 'FI', country: 'FI', layout: { name: 'Casino Finland' } });
    expect(answer!.widgets.map((w) => w.widget.name.text)).toEqual(['Jättipotit', 'Suosituimmat']);
    expect(tilesOf(answer)).toEqual({
      'fi-jackpots': ['jackpot-joker 1x'],
      // wild-chapo's sub-provider (booming) is excluded in FI; jackpot-joker's provider serves FI.
      'top-games': ['book-of-dead 4x', 'reactoonz 1x', 'money-train 1x', 'wolf-fang 1x', 'jackpot-joker 1x'],
    });
  });

  it("greys out or hides games restricted in the market's country, or in the player's country when given", async () => {
    const germany = await lobby({ market: 'JJ' });
    expect(germany).toMatchObject({ market: 'JJ', country: 'DE', layout: { name: 'Casino' } });
    // relax's hard-coded list names DE, so its game is hidden (spec 3 §5); spinomenal's own list
    // names DE too, without the hiding switch, so its game is greyed.
    expect(tilesOf(germany)['top-games']).toEqual([
      'book-of-dead 4x',
      'reactoonz 1x',
      'wild-chapo 2xh',
      'wolf-fang 1x!',
    ]);
    const fromBritain = await lobby({ country: 'gb' });
    expect(fromBritain!.country).toBe('GB');
    expect(tilesOf(fromBritain)['top-games']).toEqual([
      'book-of-dead 4x!',
      'reactoonz 1x!',
      'money-train 1x',
      'wild-chapo 2xh',
      'wolf-fang 1x',
    ]);
  });

  it('removes games whose provider removes them in the country', async () => {
    const live = async (market: string, channel = 'web') =>
      tilesOf(await lobby({ type: 'liveCasino', market, channel, device: 'mobile' }));
    expect(await live('UN')).toEqual({ 'live-tables': ['live-blackjack 1x'] });
    expect(await live('UN', 'mobile')).toEqual({
      'live-tables': ['live-blackjack 1x', 'live-blackjack-vip 1x'],
    });
    expect(await live('FI')).toEqual({ 'live-tables': [] });
  });

  it("uses the device's grid, else the nearest one's, and the channel's games", async () => {
    const mobile = await lobby({ device: 'mobile', channel: 'mobile' });
    expect(mobile!.widgets[1]).toMatchObject({ device: 'mobile', columns: 2, total: 2 });
    // reactoonz runs on the web only; the page size on mobile is 2.
    expect(tilesOf(mobile)['top-games']).toEqual(['book-of-dead 2xh', 'money-train 1x']);
    expect(tilesOf(mobile)['new-games']).toEqual(['book-of-dead 1x', 'money-train 1x']);
    expect(mobile!.widgets[2]!.total).toBe(3);

    const tablet = await lobby({ device: 'tablet' });
    expect(tablet!.widgets[1]).toMatchObject({ device: 'mobile', columns: 2 });
    const large = await lobby({ device: 'largeDesktop' });
    expect(large!.widgets[1]).toMatchObject({ device: 'desktop', columns: 6 });
  });

  it('leaves out the widgets of the other side when told who is looking', async () => {
    const ids = (answer: LobbyAnswer['lobby']) => answer!.widgets.map((w) => w.widget.widgetId);
    expect(ids(await lobby({ authorized: true }))).toEqual([
      'top-games',
      'new-games',
      'popular',
      'picks',
      'recently-played',
    ]);
    expect(ids(await lobby({ authorized: false }))).toEqual([
      'welcome',
      'top-games',
      'new-games',
      'popular',
      'picks',
    ]);
  });

  it('is null for a brand without a lobby', async () => {
    const bare = createContentGraph(createLocalContentSource(fixture('aurora-mini')));
    const answer = await bare.execute(
      parse(`{ lobby(type: casino, channel: web, device: desktop) { market } }`) as TypedDocumentNode<{
        lobby: null;
      }>,
    );
    expect(answer).toEqual({ lobby: null });
  });

  it('refuses a device or channel the schema does not know', async () => {
    await expect(
      run(LOBBY, { type: 'casino', channel: 'tv', device: 'desktop', language: 'en' }),
    ).rejects.toThrow(ContentGraphError);
  });
});

describe('gameListRange', () => {
  interface Page {
    gameListRange: {
      list: { listId: string; title: { text: string } };
      start: number;
      end: number;
      total: number;
      hasMore: boolean;
      games: { restricted: boolean; game: { gameId: string } }[];
    } | null;
  }
  const RANGE = `query Range($listId: String!, $market: String, $channel: Channel!, $start: Int, $end: Int, $providers: [String!], $country: String) {
    gameListRange(listId: $listId, market: $market, channel: $channel, start: $start, end: $end, providers: $providers, country: $country) {
      list { listId title { text(language: "fi") } } start end total hasMore
      games { restricted game { gameId } }
    }
  }`;
  const range = async (variables: Record<string, unknown>) =>
    (await run<Page>(RANGE, { listId: 'popular', channel: 'web', ...variables })).gameListRange;
  const ids = (page: Page['gameListRange']) =>
    page!.games.map(({ game, restricted }) => `${game.gameId}${restricted ? '!' : ''}`);

  it('lists the whole filtered list by default, once per game', async () => {
    const page = await range({});
    expect(page).toMatchObject({
      list: { listId: 'popular', title: { text: 'Suositut' } },
      start: 0,
      end: 5,
      total: 5,
      hasMore: false,
    });
    expect(ids(page)).toEqual(['book-of-dead', 'reactoonz', 'money-train', 'wild-chapo', 'wolf-fang']);
  });

  it('pages from start (inclusive) to end (exclusive) and says whether more follow', async () => {
    const page = await range({ start: 1, end: 3 });
    expect(page).toMatchObject({ start: 1, end: 3, total: 5, hasMore: true });
    expect(ids(page)).toEqual(['reactoonz', 'money-train']);
    expect(await range({ start: 3, end: 50 })).toMatchObject({ start: 3, end: 5, hasMore: false });
    expect(ids(await range({ start: 9 }))).toEqual([]);
  });

  it('filters by channel, market, excluded sub-providers and provider or sub-provider ids', async () => {
    expect(ids(await range({ channel: 'mobile' }))).toEqual([
      'book-of-dead',
      'money-train',
      'wild-chapo',
      'wolf-fang',
    ]);
    expect(ids(await range({ market: 'FI' }))).toEqual([
      'book-of-dead',
      'reactoonz',
      'money-train',
      'wolf-fang',
      'jackpot-joker',
    ]);
    expect(ids(await range({ providers: ['PlayNGo'] }))).toEqual(['book-of-dead', 'reactoonz']);
    expect(ids(await range({ providers: ['booming', 'relax'] }))).toEqual(['money-train', 'wild-chapo']);
    expect(ids(await range({ country: 'DE' }))).toEqual([
      'book-of-dead',
      'reactoonz',
      'wild-chapo',
      'wolf-fang!',
    ]);
  });

  it('is null for an unknown list and refuses a backwards range', async () => {
    expect(await range({ listId: 'nope' })).toBeNull();
    await expect(range({ start: -1 })).rejects.toThrow('start must not be negative');
    await expect(range({ start: 3, end: 2 })).rejects.toThrow('end must not be before start');
  });
});

describe('categories', () => {
  type Answer = {
    categories: {
      categoryId: string;
      visibleInMenu: boolean;
      visibleInLobby: boolean;
      label: { text: string };
    }[];
  };
  const CATEGORIES = `query Categories($type: LobbyType!, $market: String, $menu: Boolean, $lobby: Boolean) {
    categories(type: $type, market: $market, visibleInMenu: $menu, visibleInLobby: $lobby) {
      categoryId visibleInMenu visibleInLobby label { text(language: "fi") }
    }
  }`;
  const categories = async (variables: Record<string, unknown>) =>
    (await run<Answer>(CATEGORIES, { type: 'casino', ...variables })).categories;

  it('lists a lobby’s categories by sort order with derived visibility', async () => {
    expect(await categories({})).toEqual([
      { categoryId: 'slots', visibleInMenu: true, visibleInLobby: true, label: { text: 'Kolikkopelit' } },
      { categoryId: 'new-games', visibleInMenu: false, visibleInLobby: true, label: { text: 'Uudet pelit' } },
      { categoryId: 'jackpots', visibleInMenu: true, visibleInLobby: false, label: { text: 'Jackpots' } },
    ]);
    expect((await categories({ type: 'liveCasino' })).map((c) => c.categoryId)).toEqual(['blackjack']);
  });

  it('filters by market and by menu or lobby visibility', async () => {
    const ids = async (variables: Record<string, unknown>) =>
      (await categories(variables)).map((category) => category.categoryId);
    expect(await ids({ market: 'UN' })).toEqual(['slots', 'new-games']);
    expect(await ids({ market: 'FI', menu: true })).toEqual(['slots', 'jackpots']);
    expect(await ids({ menu: false })).toEqual(['new-games']);
    expect(await ids({ lobby: false })).toEqual(['jackpots']);
  });
});

describe('settings, VIP page and SEO descriptions', () => {
  it('serves the site settings and VIP page singletons with text in a language', async () => {
    expect(
      await run(`{
        siteSettings { maintenanceMode restrictedCountries minimumAge maintenanceMessage { text(language: "fi") } }
        vipPage { title { text(language: "fi") } intro { text(language: "fi") } body { blocks(language: "en") } urlAction }
      }`),
    ).toEqual({
      siteSettings: {
        maintenanceMode: false,
        restrictedCountries: ['US'],
        minimumAge: 18,
        maintenanceMessage: { text: 'Palaamme pian' },
      },
      vipPage: {
        title: { text: 'VIP-klubi' },
        intro: { text: 'For our best players.' },
        body: { blocks: [expect.objectContaining({ _type: 'block' })] },
        urlAction: '#livechat',
      },
    });
  });

  it('finds the SEO description of a path, ignoring a trailing slash and the query', async () => {
    const seo = (path: string) =>
      run<{ seoDescriptionByPath: { _id: string; description: { text: string } } | null }>(
        `query Seo($path: String!) { seoDescriptionByPath(path: $path) { _id description { text(language: "fi") } } }`,
        { path },
      );
    expect(await seo('/online-casino/?ref=x')).toEqual({
      seoDescriptionByPath: { _id: 'seo-casino', description: { text: 'Kolikkopelejä ja muuta.' } },
    });
    expect((await seo('/')).seoDescriptionByPath?._id).toBe('seo-home');
    expect(await seo('/nowhere')).toEqual({ seoDescriptionByPath: null });
  });
});

describe('footer', () => {
  const FOOTER = `query Footer($market: String, $at: DateTime) {
    siteFooter(market: $market, at: $at) {
      terms { blocks(language: "fi") }
      links { url label { text(language: "fi") } }
      licences { _id }
      regulationLogos { name }
    }
    footerRegulationLogos(market: $market) { name url }
  }`;
  type Answer = {
    siteFooter: {
      terms: { blocks: { children: { text: string }[] }[] };
      links: { url: string; label: { text: string } }[];
      licences: { _id: string }[];
      regulationLogos: { name: string }[];
    };
    footerRegulationLogos: { name: string; url: string | null }[];
  };
  const footer = (variables: Record<string, unknown>) =>
    run<Answer>(FOOTER, { at: '2026-11-21T12:00:00Z', ...variables });

  it("serves the market's valid licences and regulation logos", async () => {
    const un = await footer({ market: 'UN' });
    expect(un.siteFooter.terms.blocks[0]!.children[0]!.text).toBe('Lisensoitu Maltalla.');
    expect(un.siteFooter.links).toEqual([{ url: '/cookie-policy', label: { text: 'Evästekäytäntö' } }]);
    expect(un.siteFooter.licences).toEqual([{ _id: 'licence-mga' }]);
    expect(un.siteFooter.regulationLogos).toEqual([{ name: '18+' }]);
    expect(un.footerRegulationLogos).toEqual([{ name: '18+', url: null }]);

    const fi = await footer({ market: 'FI' });
    expect(fi.footerRegulationLogos).toEqual([
      { name: '18+', url: null },
      { name: 'Peluuri', url: 'https://www.peluuri.fi/' },
    ]);
    expect((await footer({ market: 'JJ' })).siteFooter.licences).toEqual([
      { _id: 'licence-mga' },
      { _id: 'licence-ggl' },
    ]);
  });

  it('serves every market’s logos without a market, and licences valid at the moment asked', async () => {
    const past = await footer({ at: '2019-06-01T00:00:00Z' });
    expect(past.siteFooter.licences.map((licence) => licence._id)).toEqual([
      'licence-mga',
      'licence-old',
      'licence-ggl',
    ]);
    expect(past.footerRegulationLogos.map((logo) => logo.name)).toEqual(['18+', 'Peluuri']);
    await expect(footer({ at: 'tomorrow' })).rejects.toThrow('is not an ISO 8601 date and time');
  });

  it('is null without a footer document', async () => {
    const bare = createContentGraph(createLocalContentSource(fixture('aurora-mini')));
    expect(
      await bare.execute(
        parse(
          '{ siteFooter { licences { _id } } footerRegulationLogos { name } }',
        ) as TypedDocumentNode<unknown>,
      ),
    ).toEqual({ siteFooter: null, footerRegulationLogos: [] });
  });
});

describe('partners, markets, languages and payment methods', () => {
  it('lists partners and payment methods of a market by sort order', async () => {
    const ids = async (market?: string) => {
      const answer = await run<{ partners: { name: string }[]; paymentMethods: { code: string }[] }>(
        `query Lists($market: String) { partners(market: $market) { name } paymentMethods(market: $market) { code } }`,
        { market },
      );
      return [answer.partners.map((p) => p.name), answer.paymentMethods.map((m) => m.code)];
    };
    expect(await ids()).toEqual([
      ['Turku Racing Team', 'Helsinki Hockey Club'],
      ['TRUSTLY', 'CREDITCARD', 'SKRILL'],
    ]);
    expect(await ids('fi')).toEqual([
      ['Turku Racing Team', 'Helsinki Hockey Club'],
      ['TRUSTLY', 'CREDITCARD'],
    ]);
    expect(await ids('UN')).toEqual([['Helsinki Hockey Club'], ['CREDITCARD']]);
    expect(await ids('JJ')).toEqual([['Helsinki Hockey Club'], ['CREDITCARD', 'SKRILL']]);
  });

  it('lists the enabled markets by name, or every market', async () => {
    const answer = await run<{ enabled: { marketId: string }[]; all: { marketId: string }[] }>(`{
      enabled: markets { marketId }
      all: markets(includeDisabled: true) { marketId }
    }`);
    expect(answer.enabled.map((m) => m.marketId)).toEqual(['CA', 'JJ', 'UN', 'FI']);
    expect(answer.all.map((m) => m.marketId)).toEqual(['CA', 'CL', 'JJ', 'UN', 'FI']);
  });

  it("lists a market's languages in its order, English when it lists none, none for an unknown market", async () => {
    const codes = async (market: string) =>
      (
        await run<{ languagesByMarket: { code: string }[] }>(
          `query Languages($market: String!) { languagesByMarket(market: $market) { code } }`,
          { market },
        )
      ).languagesByMarket.map((language) => language.code);
    expect(await codes('FI')).toEqual(['fi', 'en']);
    expect(await codes('jj')).toEqual(['de', 'en']);
    expect(await codes('CA')).toEqual(['en']);
    expect(await codes('XX')).toEqual([]);
  });
});

describe('landingPageById', () => {
  const LANDING = `query Landing($id: String!, $language: String!, $market: String, $at: DateTime, $authorized: Boolean) {
    landingPageById(id: $id, language: $language, market: $market, at: $at, authorized: $authorized) {
      landingId title { text(language: $language) }
    }
  }`;
  const landing = async (variables: Record<string, unknown>) =>
    (
      await run<{ landingPageById: { landingId: string; title: { text: string } } | null }>(LANDING, {
        id: 'summer-drops',
        language: 'fi',
        market: 'FI',
        at: '2026-07-01T00:00:00Z',
        ...variables,
      })
    ).landingPageById;

  it('finds a page by id for its languages, markets and schedule', async () => {
    expect(await landing({})).toEqual({ landingId: 'summer-drops', title: { text: 'Kesän pudotukset' } });
    expect(await landing({ language: 'en', market: undefined })).toEqual({
      landingId: 'summer-drops',
      title: { text: 'Summer drops' },
    });
  });

  it("is null (the site's 'Page not found!') for an unknown id, another language, market or moment, or the other side", async () => {
    expect(await landing({ id: 'nope' })).toBeNull();
    expect(await landing({ language: 'de' })).toBeNull();
    expect(await landing({ market: 'JJ' })).toBeNull();
    expect(await landing({ at: '2026-11-21T00:00:00Z' })).toBeNull();
    expect(await landing({ id: 'welcome', authorized: true })).toBeNull();
    expect(await landing({ id: 'welcome', authorized: false, language: 'de' })).toEqual({
      landingId: 'welcome',
      title: { text: 'Welcome' },
    });
  });
});

describe('liveChatSettings and payAndPlayBannerByMarket', () => {
  it('turns live chat off only where a setting says so', async () => {
    const chat = async (language: string, market: string) =>
      (
        await run<{ liveChatSettings: unknown }>(
          `query Chat($language: String!, $market: String!) { liveChatSettings(language: $language, market: $market) { language market disableLiveChat } }`,
          { language, market },
        )
      ).liveChatSettings;
    expect(await chat('FI', 'fi')).toEqual({ language: 'fi', market: 'FI', disableLiveChat: true });
    expect(await chat('en', 'FI')).toEqual({ language: 'en', market: 'FI', disableLiveChat: false });
    expect(await chat('en', 'UN')).toEqual({ language: 'en', market: 'UN', disableLiveChat: false });
  });

  it("serves the market's banner with text in the language, null when there is none to show", async () => {
    const banner = async (market: string, language: string) =>
      (
        await run<{ payAndPlayBannerByMarket: unknown }>(
          `query Pnp($market: String!, $language: String!) {
            payAndPlayBannerByMarket(market: $market, language: $language) {
              title { text(language: $language) } button { text(language: $language) } amounts defaultAmount
            }
          }`,
          { market, language },
        )
      ).payAndPlayBannerByMarket;
    expect(await banner('FI', 'fi')).toEqual({
      title: { text: 'Pelaa ilman rekisteröitymistä' },
      button: { text: 'Talleta' },
      amounts: [20, 50, 100],
      defaultAmount: 50,
    });
    expect(await banner('jj', 'de')).toMatchObject({ title: { text: 'Ohne Anmeldung spielen' } });
    // JJ's banner has German text only: no French, no English to fall back to.
    expect(await banner('JJ', 'fr')).toBeNull();
    expect(await banner('UN', 'en')).toBeNull();
  });
});

describe('banners', () => {
  const BANNERS = `query Banners($language: String!, $market: String!, $at: DateTime, $authorized: Boolean, $depositCount: Int, $playerId: String) {
    banners(language: $language, market: $market, at: $at, authorized: $authorized, depositCount: $depositCount, playerId: $playerId) { _id }
  }`;
  const ids = async (variables: Record<string, unknown>) =>
    (
      await run<{ banners: { _id: string }[] }>(BANNERS, {
        language: 'en',
        market: 'FI',
        at: '2026-07-01T00:00:00Z',
        ...variables,
      })
    ).banners.map((banner) => banner._id.replace('banner-', ''));

  it('serves the published banners of a market and language in their window, by sort order', async () => {
    expect(await ids({ authorized: false })).toEqual(['welcome', 'summer', 'visitors']);
    expect(await ids({ authorized: false, language: 'fi' })).toEqual([
      'welcome',
      'summer',
      'finnish',
      'visitors',
    ]);
    expect(await ids({ authorized: false, market: 'UN' })).toEqual(['welcome', 'visitors']);
    expect(await ids({ authorized: false, at: '2026-11-21T00:00:00Z' })).toEqual(['welcome', 'visitors']);
  });

  it("applies a logged-in player's target audience", async () => {
    expect(await ids({ authorized: true, depositCount: 0 })).toEqual(['welcome', 'summer', 'first-deposit']);
    expect(await ids({ authorized: true, depositCount: 3, playerId: 'p-123' })).toEqual([
      'welcome',
      'summer',
      'vip',
    ]);
    expect(await ids({ authorized: true })).toEqual(['welcome', 'summer']);
  });

  it('leaves the audience to the site when not told who is looking', async () => {
    expect(await ids({})).toEqual(['welcome', 'summer', 'first-deposit', 'vip', 'visitors']);
  });
});

describe('localised text', () => {
  it('falls back to the base language, then English', async () => {
    expect(
      await run(`{
        categories(type: casino, visibleInMenu: false) { label { caf: text(language: "caf") fi: text(language: "FI") ja: text(language: "ja") } }
      }`),
    ).toEqual({ categories: [{ label: { caf: 'New games', fi: 'Uudet pelit', ja: 'New games' } }] });
  });

  it('derives the category visibility on every category, including the generic root fields', async () => {
    expect(
      await run(
        `{ allCategory(sort: [{ sortOrder: ASC }], where: { type: { eq: "casino" } }) { categoryId visibleInMenu visibleInLobby } }`,
      ),
    ).toEqual({
      allCategory: [
        { categoryId: 'slots', visibleInMenu: true, visibleInLobby: true },
        { categoryId: 'new-games', visibleInMenu: false, visibleInLobby: true },
        { categoryId: 'jackpots', visibleInMenu: true, visibleInLobby: false },
      ],
    });
  });
});
