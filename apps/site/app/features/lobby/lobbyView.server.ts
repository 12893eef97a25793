/**
 * The lobbies' view model (routes/lobby.tsx; spec 3 §2 "Casino", "Live casino"; §3 "Lobby layout /
 * widget", "Category"; §4 recent-played rows; §5 search, provider filter, restricted countries and
 * jackpots; §9 page sizes): what the page shows, computed from the request's parameters, the content
 * graph's answers and the player API's, with no I/O of its own. The route's loader makes the calls
 * and hands their answers here, so every rule of what a lobby shows has a unit test
 * (lobbyView.server.test.ts) without a server.
 *
 * - `lobbyRequest` (lobbyRequest.server.ts) reads the address: lobby, category, my games, search,
 *   providers, page, winners.
 * - `lobbyView` builds the page: the category menu, the filter's providers, the layout's widgets
 *   (game rows and grids, recently played, favourites, winners), or the filtered list, or my games.
 * Tiles (`gameTileOf`, `withLiveData`) are lobbyTiles.server.ts's.
 */
import {
  browseGames,
  categoryVisibility,
  favouriteIds,
  gamePlayPath,
  isProviderClosed,
  jackpotGameIds,
  lobbyPage,
  lobbyPageSize,
  lobbyPageTypeOf,
  lobbyPath,
  playerGamesInLobby,
  recentPlayedRowSpan,
  visibleWinners,
  type GameFacts,
  type GameViewer,
  type LobbyDevice,
  type WinnerRange,
} from '@casino/domain';
import type { ImageUrlFor } from '@casino/content';
import type { LobbyGamesQuery, LobbyLayoutQuery, LobbyShellQuery } from '../../generated/graphql/graphql';
import type { ContentBoxView } from '../../lib/contentBoxes.server.ts';
import { contentGameFacts } from '../../lib/games.server.ts';
import { assetImage, gameTileOf, type LobbyTileView, type TileInput } from './lobbyTiles.server.ts';
import { searchOffers } from './lobbySearchView.server.ts';
import type { PlayerGameEntries, Winners } from './lobbyPlayer.server.ts';

/** Tiles drawn before these counts are above the fold on most screens; later ones load lazily. */
const EAGER_LOBBY_TILES = 8;
const EAGER_LIST_TILES = 12;
/** More providers than this in one address are ignored (the filter has fewer options). */
export { MAX_PROVIDERS } from './lobbyRequest.server.ts';
/** Suggestions under the search field. */
export const SUGGESTIONS = 6;
/** Winners shown per winners widget. */
export const WINNERS_SHOWN = 10;
/** The games a my-games page lists at most. */
export const MY_GAMES_SHOWN = 100;

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
    }
  | {
      /** The editors' content boxes or the tournament boxes for this viewer (lib/contentBoxes.server.ts). */
      kind: 'boxes';
      id: string;
      widgetType: 'contentBoxes' | 'tournamentBoxes';
      title: string;
      boxes: ContentBoxView[];
    };

import { filtering, type LobbyRequest } from './lobbyRequest.server.ts';

export type { LobbyRequest } from './lobbyRequest.server.ts';
export { lobbyRequest, showsLayout } from './lobbyRequest.server.ts';

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
  /** The lobby's content and tournament boxes for this viewer; null when the layout is not shown. */
  boxes: ContentBoxView[] | null;
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

  const { popular, recent } = searchOffers(request, games.allGame, {
    viewer,
    read,
    tile,
    noMatch: list?.total === 0,
  });

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
                ...assetImage(who.imageUrlFor, thumbnail, 96, 96),
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
    if (widgetType === 'contentBoxes' || widgetType === 'tournamentBoxes') {
      const source = widgetType === 'contentBoxes' ? 'content' : 'tournament';
      const boxes = (answers.boxes ?? []).filter((box) => box.source === source);
      return boxes.length === 0 ? [] : [{ kind: 'boxes', id, widgetType, title, boxes }];
    }
    if (widgetType === 'recentlyPlayed' || widgetType === 'favourites') {
      const entries = widgetType === 'recentlyPlayed' ? answers.recent : answers.favourites;
      const tiles = entries ? ownGames(entries) : [];
      if (tiles.length === 0) return [];
      const rows = widgetType === 'recentlyPlayed' ? recentPlayedRowSpan(type) : 1;
      return [{ kind: 'games', id, widgetType, title, columns: null, rows, tiles, more: null }];
    }
    // The content graph chose the widget's games for the market; a provider whose play pages this
    // site switches off (the viewer's closedProviders) has no tile here either.
    const shown = entry.tiles.filter(
      (item) => !isProviderClosed(viewer.closedProviders, item.game.provider?.providerId),
    );
    if (shown.length === 0) return [];
    const widgetCategory = widget.category?.categoryId ?? null;
    const tiles = shown.map((item) =>
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
    ...(popular ?? []),
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
                ...assetImage(who.imageUrlFor, logo, 96, 48),
                width: 48,
                height: 24,
              }
            : null,
        }))
        .sort((a, b) => a.label.localeCompare(b.label, 'en')),
      widgets,
      list,
      popular,
      recent,
      myGames,
      page,
      filterOpen: request.filterOpen,
      favourites: who.authorized && answers.favourites ? [...favouriteIds(answers.favourites, type)] : null,
      lobbyPageType: lobbyPageTypeOf(type),
    },
  };
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
