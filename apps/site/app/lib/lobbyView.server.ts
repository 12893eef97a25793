/**
 * The lobbies' view model (routes/lobby.tsx; spec 3 §2 "Casino", "Live casino"; §3 "Lobby layout /
 * widget", "Category"; §4 recent-played rows; §5 search, provider filter, restricted countries and
 * jackpots; §9 page sizes): what the page shows, computed from the request's parameters, the content
 * graph's answers and the player API's, with no I/O of its own. The route's loader makes the calls
 * and hands their answers here, so every rule of what a lobby shows has a unit test
 * (lobbyView.server.test.ts) without a server.
 *
 * - `lobbyRequest` reads the address: lobby, category, my games, search, providers, page, winners.
 * - `lobbyView` builds the page: the category menu, the filter's providers, the layout's widgets
 *   (game rows and grids, recently played, favourites, winners), or the filtered list, or my games.
 * - `withLiveData` adds jackpot amounts and live seats once those calls answered.
 * - `gameTileOf` is the one way a content game becomes a tile (the home page's rows use it too).
 */
import {
  MY_GAMES_CATEGORY,
  browseGames,
  categoryVisibility,
  favouriteIds,
  gamePlayPath,
  jackpotGameIds,
  lobbyPage,
  lobbyPageSize,
  lobbyPageTypeOf,
  lobbyPath,
  normaliseSearch,
  parseLobbyPage,
  parseWinnerRange,
  playerGamesInLobby,
  recentPlayedRowSpan,
  visibleWinners,
  type GameFacts,
  type GameViewer,
  type LobbyDevice,
  type LobbyType,
  type WinnerRange,
} from '@casino/domain';
import type { ImageUrlFor } from '@casino/content';
import type { GameTileSize } from '@casino/ui/components';
import type {
  LobbyGameFieldsFragment,
  LobbyGamesQuery,
  LobbyImageFieldsFragment,
  LobbyLayoutQuery,
  LobbyShellQuery,
} from '../generated/graphql/graphql';
import { graphql } from '../generated/graphql';
import { contentGameFacts } from './games.server.ts';
import type { PlayerGameEntries, Winners } from './lobbyPlayer.server.ts';

/** Displayed size of one grid cell in CSS pixels (the image URL asks for twice as much). */
const CELL = 176;
const GAP = 12;
/** Tiles drawn before these counts are above the fold on most screens; later ones load lazily. */
const EAGER_LOBBY_TILES = 8;
const EAGER_LIST_TILES = 12;
/** More providers than this in one address are ignored (the filter has fewer options). */
export const MAX_PROVIDERS = 40;
/** Suggestions under the search field. */
export const SUGGESTIONS = 6;
/** Winners shown per winners widget. */
export const WINNERS_SHOWN = 10;
/** The games a my-games page lists at most. */
export const MY_GAMES_SHOWN = 100;

const TILE_SIZES: readonly GameTileSize[] = ['4x', '2xh', '2xv', '1x'];

const SPAN: Record<GameTileSize, { columns: number; rows: number }> = {
  '4x': { columns: 2, rows: 2 },
  '2xh': { columns: 2, rows: 1 },
  '2xv': { columns: 1, rows: 2 },
  '1x': { columns: 1, rows: 1 },
};

export interface LobbyTileView {
  key: string;
  /** The content's game id (the player API's), for the favourite heart. */
  gameId: string;
  name: string;
  provider: string | null;
  /** The game page without the locale prefix; null for restricted games or without a play path. */
  path: string | null;
  size: GameTileSize;
  restricted: boolean;
  image: { src: string; width: number; height: number; alt: string } | null;
  eager: boolean;
  /** The page's first image, most likely its largest paint: fetched before the others. */
  priority?: boolean;
  seats: number | null;
  /** Taken seats from live seat data, when known. */
  seatsTaken: number | null;
  betLimit: { min: number; max: number; currency: string } | null;
  /** Whether the game has a jackpot (spec 3 §5: only these get amounts). */
  jackpotExist: boolean;
  jackpot: { amount: string; currency: string } | null;
}

export interface WinnerView {
  key: string;
  gameId: string;
  name: string;
  provider: string;
  playerAlias: string;
  amount: string;
  currency: string;
  wonAt: string;
  path: string | null;
  image: { src: string; width: number; height: number } | null;
}

export type LobbyWidgetView =
  | {
      kind: 'games';
      id: string;
      widgetType: string;
      title: string;
      columns: number | null;
      /** Rows of a carousel (spec 3 §4 recent-played row spans). */
      rows: number;
      tiles: LobbyTileView[];
      more: string | null;
    }
  | {
      kind: 'winners';
      id: string;
      widgetType: 'topWinners' | 'latestWinners';
      title: string;
      winners: WinnerView[];
      /** The top winners' date range; null for the latest winners. */
      range: WinnerRange | null;
    };

function tileSizeOf(size: string | null | undefined): GameTileSize {
  return TILE_SIZES.includes(size as GameTileSize) ? (size as GameTileSize) : '1x';
}

function imageOf(
  image: LobbyImageFieldsFragment | null | undefined,
  size: GameTileSize,
  alt: string,
  imageUrlFor: ImageUrlFor,
): LobbyTileView['image'] {
  const id = image?.asset?._id;
  if (!id) return null;
  const span = SPAN[size];
  const width = span.columns * CELL + (span.columns - 1) * GAP;
  const height = span.rows * CELL + (span.rows - 1) * GAP;
  return { src: imageUrlFor({ asset: { _ref: id } } as never, { width, height }), width, height, alt };
}

export interface TileInput {
  game: LobbyGameFieldsFragment;
  size: string | null | undefined;
  images?: LobbyGameFieldsFragment['thumbnail'] | null;
  restricted: boolean;
  eager: boolean;
}

/** A content game as a tile of a lobby of `type`, with bet limits in `currency`. */
export function gameTileOf(
  input: TileInput,
  type: LobbyType,
  currency: string,
  imageUrlFor: ImageUrlFor,
): LobbyTileView {
  const { game } = input;
  const size = tileSizeOf(input.size);
  const name = game.label ?? game.gameId ?? '';
  // The tile's own art for the big sizes; else the portrait art for 2xv and the thumbnail.
  const set =
    (size !== '1x' ? input.images : null) ??
    (size === '2xv' ? game.verticalImage : null) ??
    game.thumbnail ??
    null;
  const alt = set?.alt?.text ?? name;
  const limit = (game.betLimits ?? []).find((entry) => entry?.currency === currency) ?? null;
  return {
    key: game._id ?? name,
    gameId: game.gameId ?? '',
    name,
    provider: game.gameProvider ?? game.provider?.title ?? null,
    path: input.restricted ? null : gamePlayPath(type, game.provider?.providerId, game.gameId ?? ''),
    size,
    restricted: input.restricted,
    image: imageOf(set?.img1x, size, alt, imageUrlFor),
    eager: input.eager,
    seats: type === 'liveCasino' ? (game.seats ?? null) : null,
    seatsTaken: null,
    betLimit:
      type === 'liveCasino' && limit?.min != null && limit.max != null
        ? { min: limit.min, max: limit.max, currency }
        : null,
    jackpotExist: game.jackpotExist === true,
    jackpot: null,
  };
}

/** What the address asks of a lobby page. */
export interface LobbyRequest {
  type: LobbyType;
  /** The category page's id; null on the lobby and on my games. */
  categoryId: string | null;
  myGamesPage: boolean;
  search: string;
  providers: string[];
  page: number;
  winnerRange: WinnerRange;
  filterOpen: boolean;
  /** The search field's suggestions ask (`suggest=1`): the first few matches only. */
  suggest: boolean;
}

/** The lobby request of a route (`live-casino…` ids are the live lobby) and its address. */
export function lobbyRequest(
  routeId: string | undefined,
  params: Readonly<Record<string, string | undefined>>,
  url: URL,
): LobbyRequest {
  const myGamesPage = params['id'] === MY_GAMES_CATEGORY;
  return {
    type: routeId?.startsWith('live-casino') ? 'liveCasino' : 'casino',
    categoryId: myGamesPage ? null : (params['id'] ?? null),
    myGamesPage,
    search: normaliseSearch(url.searchParams.get('q')),
    providers: [...new Set(url.searchParams.getAll('provider').map((value) => value.trim()))]
      .filter(Boolean)
      .slice(0, MAX_PROVIDERS),
    page: parseLobbyPage(url.searchParams.get('page')),
    winnerRange: parseWinnerRange(url.searchParams.get('winners')),
    filterOpen: url.searchParams.get('filter') === 'open',
    suggest: url.searchParams.get('suggest') === '1',
  };
}

/** Whether the page shows the content's layout (not a category, search, filter or my games). */
export function showsLayout(request: LobbyRequest): boolean {
  return !filtering(request) && !request.myGamesPage;
}

const filtering = (request: LobbyRequest) =>
  request.categoryId !== null || request.search !== '' || request.providers.length > 0;

type LobbyGamesGame = LobbyGamesQuery['allGame'][number];

/** The answers the loader collected; a player API widget's is null when not asked or failed. */
export interface LobbyAnswers {
  shell: LobbyShellQuery;
  games: LobbyGamesQuery;
  layout: LobbyLayoutQuery | null;
  favourites: PlayerGameEntries | null;
  recent: PlayerGameEntries | null;
  mine: PlayerGameEntries | null;
  topWinners: Winners | null;
  latestWinners: Winners | null;
}

/** Who looks, from where, and how images are addressed. */
export interface LobbyViewer {
  authorized: boolean;
  /** Bet limits and amounts are shown in this currency. */
  currency: string;
  device: LobbyDevice;
  /** The game rules' viewer (market, country, channel, exclusions). */
  viewer: GameViewer;
  imageUrlFor: ImageUrlFor;
}

/** The facts the game rules of packages/domain read, from a game of LOBBY_GAMES_QUERY. */
const factsOf = (game: LobbyGamesGame): GameFacts => contentGameFacts(game);

/**
 * The lobby page for `request`, or `null` for an unknown category (a 404). `tiles` are every tile of
 * the page, for `withLiveData`; `jackpotIds` the games whose amounts to ask; `creedroomz` whether
 * live seat data is wanted.
 */
export function lobbyView(request: LobbyRequest, who: LobbyViewer, answers: LobbyAnswers) {
  const { type, page } = request;
  const { shell, games } = answers;
  const path = lobbyPath(type);
  const category = request.categoryId
    ? (shell.allCategory.find((entry) => entry.categoryId === request.categoryId) ?? null)
    : null;
  if (request.categoryId !== null && !category) return null;

  const { viewer } = who;
  const read = {
    id: (game: LobbyGamesGame) => game._id ?? '',
    label: (game: LobbyGamesGame) => game.label,
    facts: factsOf,
  };
  const inCategory = category
    ? games.allGame.filter((game) =>
        (game.categories ?? []).some((entry) => entry?.categoryId === category.categoryId),
      )
    : games.allGame;

  // The filter panel offers the providers and sub-providers of the games this player may see here.
  const offered = browseGames(inCategory, { viewer }, read);
  const providerOptions = new Map<string, { label: string; logo: string | null }>();
  const option = (label: string, logo: string | null | undefined) => ({ label, logo: logo ?? null });
  for (const { game } of offered) {
    if (game.provider?.providerId)
      providerOptions.set(
        game.provider.providerId,
        option(game.provider.title ?? game.provider.providerId, game.provider.providerImg?.asset?._id),
      );
    if (game.subProvider?.subProviderId)
      providerOptions.set(
        game.subProvider.subProviderId,
        option(
          game.subProvider.title ?? game.subProvider.subProviderId,
          game.subProvider.providerImg?.asset?._id,
        ),
      );
  }

  const settings = shell.LobbySettings?.[type] ?? null;
  const pageSize = lobbyPageSize(type, who.device, {
    ...(settings?.categoryPageSizeMobile ? { categoryPageSizeMobile: settings.categoryPageSizeMobile } : {}),
    ...(settings?.categoryPageSizeDesktop
      ? { categoryPageSizeDesktop: settings.categoryPageSizeDesktop }
      : {}),
  });
  const tile = (input: TileInput) => gameTileOf(input, type, who.currency, who.imageUrlFor);

  let list: { tiles: LobbyTileView[]; hasMore: boolean; total: number } | null = null;
  if (filtering(request)) {
    const found = browseGames(
      inCategory,
      { viewer, search: request.search, providers: request.providers },
      read,
    );
    const shown = request.suggest ? lobbyPage(found, 1, SUGGESTIONS) : lobbyPage(found, page, pageSize);
    list = {
      tiles: shown.items.map(({ game, restricted }, index) =>
        tile({ game, size: '1x', restricted, eager: index < EAGER_LIST_TILES }),
      ),
      hasMore: shown.hasMore,
      total: found.length,
    };
  }

  // The player's own games, as games of this lobby the player may see (spec 3 §4, §5).
  const gameById = new Map(games.allGame.flatMap((game) => (game.gameId ? [[game.gameId, game]] : [])));
  const ownGames = (entries: PlayerGameEntries, limit?: number) =>
    playerGamesInLobby(entries, {
      type,
      viewer,
      gameById: (gameId) => gameById.get(gameId),
      facts: factsOf,
      ...(limit ? { limit } : {}),
    }).map(({ game, restricted }) => tile({ game, size: '1x', restricted, eager: false }));

  let myGames: { status: 'login' | 'error' | 'ok'; tiles: LobbyTileView[] } | null = null;
  if (request.myGamesPage) {
    if (!who.authorized) myGames = { status: 'login', tiles: [] };
    else if (!answers.mine) myGames = { status: 'error', tiles: [] };
    else myGames = { status: 'ok', tiles: ownGames(answers.mine, MY_GAMES_SHOWN) };
  }

  // Winners whose game is restricted or hidden are left out, so a known game here is playable.
  const winnersView = (winners: Winners): WinnerView[] =>
    visibleWinners(winners, viewer, winnerLookup(games.allGame))
      .slice(0, WINNERS_SHOWN)
      .map((winner, index) => {
        const game = gameById.get(winner.gameId);
        const thumbnail = game?.thumbnail?.img1x?.asset?._id;
        return {
          key: `${winner.gameId}-${winner.wonAt}-${index}`,
          gameId: winner.gameId,
          name: game?.label ?? winner.gameLabel,
          provider: game?.gameProvider ?? game?.provider?.title ?? winner.gameProvider,
          playerAlias: winner.playerAlias,
          amount: winner.amount,
          currency: winner.currencyCode,
          wonAt: winner.wonAt,
          path: game ? gamePlayPath(type, game.provider?.providerId, winner.gameId) : null,
          image: thumbnail
            ? {
                src: who.imageUrlFor({ asset: { _ref: thumbnail } } as never, { width: 96, height: 96 }),
                width: 48,
                height: 48,
              }
            : null,
        };
      });

  let eagerLeft = EAGER_LOBBY_TILES;
  const widgets = (answers.layout?.lobby?.widgets ?? []).flatMap((entry): LobbyWidgetView[] => {
    const { widget } = entry;
    if (widget.category && !categoryVisibility(widget.category).visibleInLobby) return [];
    const id = widget._id ?? widget.widgetId ?? '';
    const title = widget.name?.text ?? widget.category?.label?.text ?? '';
    const widgetType = widget.widgetType ?? 'gameCarousel';
    if (widgetType === 'topWinners' || widgetType === 'latestWinners') {
      const top = widgetType === 'topWinners';
      const answer = top ? answers.topWinners : answers.latestWinners;
      if (answer === null) return [];
      const winners = winnersView(answer);
      // An empty date range still shows its selector, so the player can choose another.
      if (winners.length === 0 && !top) return [];
      return [{ kind: 'winners', id, widgetType, title, winners, range: top ? request.winnerRange : null }];
    }
    if (widgetType === 'recentlyPlayed' || widgetType === 'favourites') {
      const entries = widgetType === 'recentlyPlayed' ? answers.recent : answers.favourites;
      const tiles = entries ? ownGames(entries) : [];
      if (tiles.length === 0) return [];
      const rows = widgetType === 'recentlyPlayed' ? recentPlayedRowSpan(type) : 1;
      return [{ kind: 'games', id, widgetType, title, columns: null, rows, tiles, more: null }];
    }
    if (entry.tiles.length === 0) return [];
    const widgetCategory = widget.category?.categoryId ?? null;
    const tiles = entry.tiles.map((item) =>
      tile({
        game: item.game,
        size: entry.columns ? item.size : '1x',
        images: item.images,
        restricted: item.restricted,
        eager: eagerLeft-- > 0,
      }),
    );
    return [
      {
        kind: 'games',
        id,
        widgetType,
        title,
        columns: entry.columns ?? null,
        rows: 1,
        tiles,
        more: widget.hasMore && widgetCategory ? `${path}/${encodeURIComponent(widgetCategory)}` : null,
      },
    ];
  });

  const tiles = [
    ...(list?.tiles ?? []),
    ...(myGames?.tiles ?? []),
    ...widgets.flatMap((widget) => (widget.kind === 'games' ? widget.tiles : [])),
  ];
  const first = tiles.find((entry) => entry.image);
  if (first) first.priority = true;

  return {
    tiles,
    jackpotIds: jackpotGameIds(
      tiles.map((entry) => ({ gameId: entry.gameId, jackpotExist: entry.jackpotExist })),
    ),
    creedroomz:
      type === 'liveCasino' &&
      tiles.some((entry) => gameById.get(entry.gameId)?.provider?.providerId === 'creedroomz'),
    view: {
      type,
      lobbyPath: path,
      category: category
        ? { id: category.categoryId ?? '', label: category.label?.text ?? category.categoryId ?? '' }
        : null,
      menu: shell.allCategory
        .filter((entry) => entry.categoryId && entry.visibleInMenu)
        .map((entry) => ({
          id: entry.categoryId!,
          label: entry.label?.text ?? entry.categoryId!,
          href: entry.url || `${path}/${encodeURIComponent(entry.categoryId!)}`,
        })),
      values: { q: request.search, providers: request.providers },
      providerOptions: [...providerOptions]
        .map(([value, { label, logo }]) => ({
          value,
          label,
          logo: logo
            ? {
                src: who.imageUrlFor({ asset: { _ref: logo } } as never, { width: 96, height: 48 }),
                width: 48,
                height: 24,
              }
            : null,
        }))
        .sort((a, b) => a.label.localeCompare(b.label, 'en')),
      widgets,
      list,
      myGames,
      page,
      filterOpen: request.filterOpen,
      favourites: who.authorized && answers.favourites ? [...favouriteIds(answers.favourites, type)] : null,
      lobbyPageType: lobbyPageTypeOf(type),
    },
  };
}

/** Jackpot amounts (spec 3 §5: only games with jackpotExist) and taken seats, onto the tiles. */
export function withLiveData(
  tiles: readonly LobbyTileView[],
  jackpots: ReadonlyMap<string, { amount: string; currencyCode: string }>,
  seatsTaken: ReadonlyMap<string, number>,
): void {
  for (const entry of tiles) {
    const jackpot = entry.jackpotExist ? jackpots.get(entry.gameId) : undefined;
    if (jackpot) entry.jackpot = { amount: jackpot.amount, currency: jackpot.currencyCode };
    if (entry.seats !== null) entry.seatsTaken = seatsTaken.get(entry.gameId) ?? null;
  }
}

/** How winners of this lobby's games and providers are judged (spec 3 §5, playerGames.ts). */
function winnerLookup(games: readonly LobbyGamesGame[]) {
  const byGameId = new Map<string, LobbyGamesGame>();
  const providers = new Map<string, GameFacts['provider']>();
  const subProviders = new Map<string, GameFacts['subProvider']>();
  for (const game of games) {
    if (game.gameId && !byGameId.has(game.gameId)) byGameId.set(game.gameId, game);
    const gameFacts = factsOf(game);
    if (gameFacts.provider?.providerId) providers.set(gameFacts.provider.providerId, gameFacts.provider);
    if (gameFacts.subProvider?.subProviderId)
      subProviders.set(gameFacts.subProvider.subProviderId, gameFacts.subProvider);
  }
  return {
    gameFacts: (gameId: string) => {
      const game = byGameId.get(gameId);
      return game ? factsOf(game) : undefined;
    },
    providerFacts: (providerId: string) => providers.get(providerId),
    subProviderFacts: (subProviderId: string) => subProviders.get(subProviderId),
  };
}

// The fragments live here, in a module only loaders import: top-level `graphql()` calls in a route
// module stay in its client chunk with the whole document map (7 KB of first-load JavaScript).
graphql(`
  fragment LobbyImageFields on Image {
    asset {
      _id
    }
  }
`);

graphql(`
  fragment LobbyGameFields on Game {
    _id
    gameId
    label
    gameProvider
    seats
    jackpotExist
    betLimits {
      min
      max
      currency
    }
    provider {
      providerId
      title
    }
    thumbnail {
      img1x {
        ...LobbyImageFields
      }
      alt {
        text(language: $language)
      }
    }
    verticalImage {
      img1x {
        ...LobbyImageFields
      }
      alt {
        text(language: $language)
      }
    }
  }
`);

graphql(`
  fragment GameListPageFields on GameListPage {
    list {
      title {
        text(language: $language)
      }
    }
    games {
      restricted
      game {
        ...LobbyGameFields
      }
    }
  }
`);
