import { describe, expect, it } from 'vitest';
import type { ImageUrlFor } from '@casino/content';
import type { LobbyGamesQuery, LobbyLayoutQuery, LobbyShellQuery } from '../../generated/graphql/graphql';
import { gameViewer } from '../../lib/games.server.ts';
import { lobbyRequest, lobbyView, showsLayout, type LobbyAnswers } from './lobbyView.server.ts';
import { withLiveData } from './lobbyTiles.server.ts';

type Game = LobbyGamesQuery['allGame'][number];

const imageUrlFor = ((source: { asset: { _ref: string } }, size: { width: number; height: number }) =>
  `/img/${source.asset._ref}?w=${size.width}&h=${size.height}`) as unknown as ImageUrlFor;

function game(id: string, overrides: Partial<Game> = {}): Game {
  return {
    _id: `game-${id}`,
    gameId: id,
    label: `Game ${id}`,
    gameProvider: 'Studio',
    seats: null,
    jackpotExist: false,
    enabled: true,
    channels: ['web', 'mobile'],
    categories: [{ categoryId: 'slots' }],
    betLimits: [],
    provider: {
      providerId: 'relax',
      title: 'Relax',
      restrictedCountry: [],
      removeRestrictedCountryOverlay: false,
      markets: [],
      providerImg: { asset: { _id: 'image-relax-logo' } },
    },
    thumbnail: { img1x: { asset: { _id: `image-${id}` } }, alt: { text: `Game ${id}` } },
    verticalImage: null,
    subProvider: null,
    ...overrides,
  } as Game;
}

const GAMES = [
  game('a'),
  game('b', { jackpotExist: true, label: 'Big Jackpot' }),
  game('c', { categories: [{ categoryId: 'table' }], label: 'Roulette' }),
  game('d', {
    label: 'Restricted Reels',
    provider: {
      providerId: 'pragmaticplay',
      title: 'Pragmatic Play',
      restrictedCountry: ['FI'],
      removeRestrictedCountryOverlay: false,
      markets: [],
      providerImg: null,
    },
  }),
];

const SHELL: LobbyShellQuery = {
  allCategory: [
    { categoryId: 'slots', url: null, visibleInMenu: true, label: { text: 'Slots' } },
    { categoryId: 'table', url: null, visibleInMenu: false, label: { text: 'Table games' } },
  ],
  LobbySettings: null,
};

const tileOf = (item: Game, size = '1x', restricted = false) => ({
  size,
  restricted,
  images: null,
  game: item,
});

const LAYOUT: LobbyLayoutQuery = {
  lobby: {
    widgets: [
      {
        columns: 4,
        widget: {
          _id: 'w-featured',
          widgetId: 'featured',
          widgetType: 'gameGrid',
          hasMore: true,
          name: { text: 'Featured' },
          category: { categoryId: 'slots', visibleInLobby: true, label: { text: 'Slots' } },
        },
        tiles: [tileOf(GAMES[0]!, '4x'), tileOf(GAMES[1]!, '2xv')],
      },
      {
        columns: null,
        widget: {
          _id: 'w-hidden',
          widgetId: 'hidden',
          widgetType: 'gameCarousel',
          hasMore: false,
          name: null,
          category: { categoryId: 'table', visibleInLobby: false, label: { text: 'Table games' } },
        },
        tiles: [tileOf(GAMES[2]!)],
      },
      {
        columns: null,
        widget: {
          _id: 'w-recent',
          widgetId: 'recent',
          widgetType: 'recentlyPlayed',
          hasMore: false,
          name: { text: 'Recently played' },
          category: null,
        },
        tiles: [],
      },
    ],
  },
};

function answers(overrides: Partial<LobbyAnswers> = {}): LobbyAnswers {
  return {
    shell: SHELL,
    games: { allGame: GAMES, allMarket: [], allSubProviderExclusion: [] } as unknown as LobbyGamesQuery,
    layout: LAYOUT,
    favourites: null,
    recent: null,
    mine: null,
    topWinners: null,
    latestWinners: null,
    boxes: null,
    ...overrides,
  };
}

const who = (authorized = false) => ({
  authorized,
  currency: 'EUR',
  device: 'mobile' as const,
  viewer: gameViewer({ market: 'FI', country: 'FI', channel: 'mobile', exclusions: [], site: { flags: {} } }),
  imageUrlFor,
});

const ask = (path: string, params: Record<string, string> = {}, routeId = 'casino-lobby') =>
  lobbyRequest(routeId, params, new URL(`https://aurora.test${path}`));

describe('lobbyRequest', () => {
  it('reads the lobby type, category, my games, search, providers and page from the address', () => {
    const asked = ask('/en-FI/online-casino/slots?q=%20Gold%20&provider=relax&provider=relax&page=3', {
      id: 'slots',
    });
    expect(asked).toMatchObject({
      type: 'casino',
      categoryId: 'slots',
      myGamesPage: false,
      search: 'Gold',
      providers: ['relax'],
      page: 3,
    });
    expect(showsLayout(asked)).toBe(false);
    const mine = ask('/x', { id: 'my-games' }, 'live-casino-category');
    expect(mine).toMatchObject({ type: 'liveCasino', categoryId: null, myGamesPage: true });
    expect(showsLayout(mine)).toBe(false);
    expect(showsLayout(ask('/x?winners=72h'))).toBe(true);
  });
});

describe('lobbyView', () => {
  it('builds the layout: grids keep their sizes, hidden categories and empty own-games rows are left out', () => {
    const page = lobbyView(ask('/x'), who(), answers())!;
    expect(page.view.widgets.map((widget) => widget.id)).toEqual(['w-featured']);
    const featured = page.view.widgets[0]!;
    expect(featured).toMatchObject({ kind: 'games', columns: 4, more: '/online-casino/slots' });
    if (featured.kind !== 'games') throw new Error('games');
    expect(featured.tiles.map((tile) => [tile.gameId, tile.size, tile.path])).toEqual([
      ['a', '4x', '/online-casino/play/relax/a'],
      ['b', '2xv', '/online-casino/play/relax/b'],
    ]);
    // The 4x tile asks for an image of two cells and a gap, and is the page's first paint.
    expect(featured.tiles[0]!.image).toMatchObject({ width: 364, height: 364 });
    expect(featured.tiles[0]!.priority).toBe(true);
    expect(page.jackpotIds).toEqual(['b']);
    expect(page.view.menu).toEqual([{ id: 'slots', label: 'Slots', href: '/online-casino/slots' }]);
  });

  it('lists a category, filtered by search, with restricted games greyed and no link', () => {
    const page = lobbyView(ask('/x?q=reels', { id: 'slots' }), who(), answers({ layout: null }))!;
    expect(page.view.category).toEqual({ id: 'slots', label: 'Slots' });
    expect(page.view.list?.total).toBe(1);
    expect(page.view.list?.tiles[0]).toMatchObject({ gameId: 'd', restricted: true, path: null });
    expect(page.view.providerOptions.map((option) => [option.value, option.logo?.src ?? null])).toEqual([
      ['pragmaticplay', null],
      ['relax', '/img/image-relax-logo?w=96&h=48'],
    ]);
  });

  it('answers the first few matches for the search field’s suggestions', () => {
    const many = Array.from({ length: 10 }, (_, index) => game(`s${index}`, { label: `Starlight ${index}` }));
    const games = { allGame: many, allMarket: [], allSubProviderExclusion: [] } as unknown as LobbyGamesQuery;
    const page = lobbyView(ask('/x?q=starlight&suggest=1'), who(), answers({ layout: null, games }))!;
    expect(page.view.list?.total).toBe(10);
    expect(page.view.list?.tiles).toHaveLength(6);
    const results = lobbyView(ask('/x?q=starlight'), who(), answers({ layout: null, games }))!;
    expect(results.view.list?.tiles).toHaveLength(10);
  });

  it('puts the content boxes and the tournament boxes where the layout has their widgets', () => {
    const boxWidget = (id: string, widgetType: string, name: string) => ({
      columns: null,
      widget: { _id: id, widgetId: id, widgetType, hasMore: false, name: { text: name }, category: null },
      tiles: [],
    });
    const layout: LobbyLayoutQuery = {
      lobby: {
        widgets: [
          boxWidget('w-tournaments', 'tournamentBoxes', 'Tournaments'),
          ...(LAYOUT.lobby?.widgets ?? []),
          boxWidget('w-content', 'contentBoxes', 'For you'),
        ],
      },
    };
    const box = (id: string, source: 'content' | 'tournament') => ({
      id,
      source,
      title: id,
      description: null,
      image: null,
      action: { label: null, href: `/en-FI/${id}` },
    });
    const boxes = [box('cashback', 'content'), box('race', 'tournament'), box('limits', 'content')];
    const page = lobbyView(ask('/x'), who(true), answers({ layout, boxes }))!;
    expect(
      page.view.widgets.map((widget) => [
        widget.id,
        widget.kind === 'boxes' ? widget.boxes.map((entry) => entry.id) : widget.kind,
      ]),
    ).toEqual([
      ['w-tournaments', ['race']],
      ['w-featured', 'games'],
      ['w-content', ['cashback', 'limits']],
    ]);
    // No boxes for this viewer (or the call failed): the widgets are left out, not shown empty.
    const none = lobbyView(ask('/x'), who(), answers({ layout, boxes: [] }))!;
    expect(none.view.widgets.map((widget) => widget.id)).toEqual(['w-featured']);
  });

  it('is null for an unknown category (the route answers 404)', () => {
    expect(lobbyView(ask('/x', { id: 'nope' }), who(), answers())).toBeNull();
  });

  it('asks a visitor on my games to log in, and lists a player’s own games', () => {
    const visitor = lobbyView(ask('/x', { id: 'my-games' }), who(), answers())!;
    expect(visitor.view.myGames).toEqual({ status: 'login', tiles: [] });
    const mine = [{ gameId: 'a', lobbyPageType: 'CASINO' }] as LobbyAnswers['mine'];
    const player = lobbyView(ask('/x', { id: 'my-games' }), who(true), answers({ mine }))!;
    expect(player.view.myGames?.status).toBe('ok');
    expect(player.view.myGames?.tiles.map((tile) => tile.gameId)).toEqual(['a']);
    const failed = lobbyView(ask('/x', { id: 'my-games' }), who(true), answers())!;
    expect(failed.view.myGames?.status).toBe('error');
  });

  it('adds jackpot amounts only to jackpot games, and taken seats', () => {
    const page = lobbyView(ask('/x'), who(), answers())!;
    withLiveData(
      page.tiles,
      new Map([
        ['a', { amount: '5.00', currencyCode: 'EUR' }],
        ['b', { amount: '12345.67', currencyCode: 'EUR' }],
      ]),
      new Map(),
    );
    expect(page.tiles.map((tile) => tile.jackpot)).toEqual([null, { amount: '12345.67', currency: 'EUR' }]);
  });
});
