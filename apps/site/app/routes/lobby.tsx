/**
 * Casino and live-casino lobbies: `/online-casino`, `/online-casino/:id`, `/live-casino-online`,
 * `/live-casino-online/:id` (spec 3 §2 "Casino", "Live casino"; §3 "Lobby layout / widget",
 * "Category"; §5 search, provider filter and the restricted-country rules; §9 page sizes). The
 * route id says which lobby; the rules are @casino/domain's (lobby.ts, games.ts, lobbyBrowse.ts).
 *
 * - The lobby shows the content's layout for the market and device: each widget with its tiles
 *   (4x, 2xh, 2xv, 1x on a content grid, else one row), a "see all" link to its category.
 * - A category page, a search or a provider filter lists the lobby's games instead, in pages of
 *   spec 3 §9 (one more looked at to know whether there are more). The search and the filter are a
 *   GET form, so every view has an address and works without JavaScript; "load more" is a link to
 *   `page=N+1` (the first N+1 pages): without JavaScript a new page, with it a client navigation
 *   that keeps the scroll position and appends.
 * - The device class comes from the User-Agent by the player station's rules; the player's country
 *   is the logged-in player's, else the one the player API detected, else the market's own.
 * - Restricted games (spec 3 §5 overlay) show greyed with a note and no link; hidden ones not at all.
 * - Tile images are webp at twice their displayed size, with width and height, lazy after the
 *   first tiles. Their alt text is the content's; when it would only repeat the game name written
 *   beside it, the image is decorative (`alt=""`) so screen readers do not say the name twice.
 * - Widgets of the player API (lib/lobbyPlayer.server.ts; rules in @casino/domain playerGames.ts):
 *   recently played (a carousel of the lobby's games filtered by channel, 2 rows in the live
 *   casino, spec 3 §4), favourites, top winners (date range chosen by a link, `winners=72h`, so it
 *   works without JavaScript) and latest winners, at most WINNERS_SHOWN each, filtered like games.
 *   Their calls start together with the content queries (winners before the layout says whether
 *   it has a winners widget: a cheap public call beats a second round trip); jackpot amounts and
 *   CreedRoomz seat data follow once the tiles are known. A failed call renders its widget empty.
 * - Logged-in players get a favourite heart on every tile (components/FavouriteButton.tsx); the
 *   hearts are left out when the favourites could not be read, since their state would be a guess.
 * - My games is the lobby's page at the reserved category `my-games`; visitors are asked to log in.
 * - Categories: the menu lists those `visibleInMenu`; a widget fed by a category that is not
 *   `visibleInLobby` is left out of the lobby. Every category of the market has its page (a
 *   category hidden from the menu or lobby can still be linked, e.g. from a tournament).
 * - Live tables show the content's seat count, and the taken seats where live seat data has them.
 * - Phones get the bottom navigation (components/BottomNav.tsx); `filter=open` opens the filter
 *   panel without JavaScript.
 * - The content boxes, banners, tournament boxes and provider/category strips of a layout are left
 *   to their own work; they render nothing here yet.
 */
import { useId } from 'react';
import { Form, Link, data, useNavigation } from 'react-router';
import {
  DEFAULT_CURRENCY,
  MY_GAMES_CATEGORY,
  WINNER_RANGES,
  browseGames,
  categoryVisibility,
  favouriteIds,
  formatLocale,
  formatMoney,
  gamePlayPath,
  jackpotGameIds,
  lobbyPage,
  lobbyPageSize,
  lobbyPageTypeOf,
  normaliseSearch,
  parseLobbyPage,
  parseWinnerRange,
  playerGamesInLobby,
  recentPlayedRowSpan,
  visibleWinners,
  type GameFacts,
  type LobbyType,
  type WinnerRange,
} from '@casino/domain';
import type { ContentClient, ImageUrlFor } from '@casino/content';
import { translatorFor } from '@casino/i18n/catalogues';
import type { Route } from './+types/lobby';
import { graphql } from '../generated/graphql';
import type {
  LobbyGameFieldsFragment,
  LobbyGamesQuery,
  LobbyImageFieldsFragment,
} from '../generated/graphql/graphql';
import * as styles from '../components/Lobby.css.ts';
import { BottomNav } from '../components/BottomNav.tsx';
import { FavouriteButton } from '../components/FavouriteButton.tsx';
import { hrefFor } from '../components/links.ts';
import {
  accessContext,
  appContext,
  localeContext,
  routeMatchContext,
  sessionContext,
} from '../lib/context.ts';
import { useT } from '../lib/i18n.ts';
import { contentGameFacts, gameViewer, requestDevice, viewerCountry } from '../lib/games.server.ts';
import {
  loadFavourites,
  loadJackpotAmounts,
  loadLatestWinners,
  loadLiveSeats,
  loadMyGames,
  loadRecentGames,
  loadTopWinners,
  type Winners,
} from '../lib/lobbyPlayer.server.ts';
import { seoMeta } from '../lib/seo.ts';

/** Displayed size of one grid cell in CSS pixels (the image URL asks for twice as much). */
const CELL = 176;
const GAP = 12;
/** Tiles drawn before these counts are above the fold on most screens; later ones load lazily. */
const EAGER_LOBBY_TILES = 8;
const EAGER_LIST_TILES = 12;
/** More providers than this in one address are ignored (the filter has fewer options). */
const MAX_PROVIDERS = 40;
/** Winners shown per winners widget. */
const WINNERS_SHOWN = 10;
/** The games a my-games page lists at most. */
const MY_GAMES_SHOWN = 100;

type TileSize = '4x' | '2xh' | '2xv' | '1x';
const TILE_SIZES: readonly TileSize[] = ['4x', '2xh', '2xv', '1x'];

const SPAN: Record<TileSize, { columns: number; rows: number }> = {
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
  size: TileSize;
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

function tileSizeOf(size: string | null | undefined): TileSize {
  return TILE_SIZES.includes(size as TileSize) ? (size as TileSize) : '1x';
}

function imageOf(
  image: LobbyImageFieldsFragment | null | undefined,
  size: TileSize,
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

interface TileInput {
  game: LobbyGameFieldsFragment;
  size: string | null | undefined;
  images?: LobbyGameFieldsFragment['thumbnail'] | null;
  restricted: boolean;
  eager: boolean;
}

function tileOf(
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

/** The facts the game rules of packages/domain read, from a game of LOBBY_GAMES_QUERY. */
const factsOf = (game: LobbyGamesGame): GameFacts => contentGameFacts(game);

type LobbyGamesGame = LobbyGamesQuery['allGame'][number];

function loadGames(content: ContentClient, type: LobbyType, market: string, language: string) {
  return content.query(LOBBY_GAMES_QUERY, { type, market, language });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const locale = context.get(localeContext);
  const access = context.get(accessContext);
  const { state } = context.get(sessionContext);
  const { route, params } = context.get(routeMatchContext);
  const type: LobbyType = route?.id.startsWith('live-casino') ? 'liveCasino' : 'casino';
  const myGamesPage = params['id'] === MY_GAMES_CATEGORY;
  const categoryId = myGamesPage ? null : (params['id'] ?? null);
  const url = new URL(request.url);
  const search = normaliseSearch(url.searchParams.get('q'));
  const providers = [...new Set(url.searchParams.getAll('provider').map((value) => value.trim()))]
    .filter(Boolean)
    .slice(0, MAX_PROVIDERS);
  const page = parseLobbyPage(url.searchParams.get('page'));
  const winnerRange = parseWinnerRange(url.searchParams.get('winners'));

  const { device, channel } = requestDevice(request);
  const market = locale.market.toUpperCase();
  const authorized = state.kind === 'authorised';
  const detected = authorized ? state.player.countryCode : access.visitor.countryCode;
  const currency = authorized ? state.player.currency : DEFAULT_CURRENCY;
  const language = locale.siteLanguage;
  const prefix = formatLocale(locale);
  const lobbyPath = type === 'liveCasino' ? 'live-casino-online' : 'online-casino';
  const { playerApi } = app;
  const siteId = app.brand.siteId;

  const filtering = categoryId !== null || search !== '' || providers.length > 0;
  const layoutShown = !filtering && !myGamesPage;
  // The player API's widget data starts with the content queries; each settles to null on failure.
  const [shell, games, lobby, favourites, recent, mine, topWinners, latestWinners] = await Promise.all([
    app.content.query(LOBBY_SHELL_QUERY, { type, market, language }),
    loadGames(app.content, type, market, language),
    layoutShown
      ? app.content.query(LOBBY_QUERY, {
          type,
          market,
          channel,
          device,
          language,
          authorized,
          ...(detected ? { country: detected } : {}),
        })
      : null,
    authorized ? loadFavourites(playerApi) : null,
    authorized && layoutShown ? loadRecentGames(playerApi) : null,
    authorized && myGamesPage ? loadMyGames(playerApi) : null,
    layoutShown
      ? loadTopWinners(playerApi, { siteId, currency, range: winnerRange, country: detected ?? null })
      : null,
    layoutShown ? loadLatestWinners(playerApi, { siteId, currency, country: detected ?? null }) : null,
  ]);

  const category = categoryId
    ? (shell.allCategory.find((entry) => entry.categoryId === categoryId) ?? null)
    : null;
  if (categoryId !== null && !category) throw data(null, { status: 404 });

  const country = viewerCountry({ detected, market, marketDoc: games.allMarket[0] ?? null });
  const viewer = gameViewer({ market, country, channel, exclusions: games.allSubProviderExclusion });
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
  const providerOptions = new Map<string, string>();
  for (const { game } of offered) {
    if (game.provider?.providerId)
      providerOptions.set(game.provider.providerId, game.provider.title ?? game.provider.providerId);
    if (game.subProvider?.subProviderId)
      providerOptions.set(
        game.subProvider.subProviderId,
        game.subProvider.title ?? game.subProvider.subProviderId,
      );
  }

  const settings = shell.LobbySettings?.[type] ?? null;
  const pageSize = lobbyPageSize(type, device, {
    ...(settings?.categoryPageSizeMobile ? { categoryPageSizeMobile: settings.categoryPageSizeMobile } : {}),
    ...(settings?.categoryPageSizeDesktop
      ? { categoryPageSizeDesktop: settings.categoryPageSizeDesktop }
      : {}),
  });
  const tile = (input: TileInput) => tileOf(input, type, currency, app.imageUrlFor);

  let list: { tiles: LobbyTileView[]; hasMore: boolean; total: number } | null = null;
  if (filtering) {
    const found = browseGames(inCategory, { viewer, search, providers }, read);
    const shown = lobbyPage(found, page, pageSize);
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
  const ownGames = (entries: { gameId: string; lobbyPageType: string }[], limit?: number) =>
    playerGamesInLobby(entries, {
      type,
      viewer,
      gameById: (gameId) => gameById.get(gameId),
      facts: factsOf,
      ...(limit ? { limit } : {}),
    }).map(({ game, restricted }) => tile({ game, size: '1x', restricted, eager: false }));

  let myGames: { status: 'login' | 'error' | 'ok'; tiles: LobbyTileView[] } | null = null;
  if (myGamesPage) {
    if (!authorized) myGames = { status: 'login', tiles: [] };
    else if (!mine) myGames = { status: 'error', tiles: [] };
    else myGames = { status: 'ok', tiles: ownGames(mine, MY_GAMES_SHOWN) };
  }

  // Winners whose game is restricted or hidden are left out, so a known game here is playable.
  const winnersView = (winners: Winners): WinnerView[] =>
    visibleWinners(winners, viewer, winnerLookup(games.allGame, factsOf))
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
                src: app.imageUrlFor({ asset: { _ref: thumbnail } } as never, { width: 96, height: 96 }),
                width: 48,
                height: 48,
              }
            : null,
        };
      });

  let eagerLeft = EAGER_LOBBY_TILES;
  const widgets = (lobby?.lobby?.widgets ?? []).flatMap((entry): LobbyWidgetView[] => {
    const { widget } = entry;
    if (widget.category && !categoryVisibility(widget.category).visibleInLobby) return [];
    const id = widget._id ?? widget.widgetId ?? '';
    const title = widget.name?.text ?? widget.category?.label?.text ?? '';
    const widgetType = widget.widgetType ?? 'gameCarousel';
    if (widgetType === 'topWinners' || widgetType === 'latestWinners') {
      const top = widgetType === 'topWinners';
      const answer = top ? topWinners : latestWinners;
      if (answer === null) return [];
      const winners = winnersView(answer);
      // An empty date range still shows its selector, so the player can choose another.
      if (winners.length === 0 && !top) return [];
      return [{ kind: 'winners', id, widgetType, title, winners, range: top ? winnerRange : null }];
    }
    if (widgetType === 'recentlyPlayed' || widgetType === 'favourites') {
      const entries = widgetType === 'recentlyPlayed' ? recent : favourites;
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
        more: widget.hasMore && widgetCategory ? `/${lobbyPath}/${encodeURIComponent(widgetCategory)}` : null,
      },
    ];
  });

  // Jackpot amounts (spec 3 §5: only games with jackpotExist) and live seats for the tiles shown.
  const allTiles = [
    ...(list?.tiles ?? []),
    ...(myGames?.tiles ?? []),
    ...widgets.flatMap((widget) => (widget.kind === 'games' ? widget.tiles : [])),
  ];
  const jackpotIds = jackpotGameIds(
    allTiles.map((entry) => ({ gameId: entry.gameId, jackpotExist: entry.jackpotExist })),
  );
  const liveSeatsWanted =
    type === 'liveCasino' &&
    allTiles.some((entry) => gameById.get(entry.gameId)?.provider?.providerId === 'creedroomz');
  const [jackpots, seatsTaken] = await Promise.all([
    loadJackpotAmounts(playerApi, { siteId, gameIds: jackpotIds }),
    liveSeatsWanted ? loadLiveSeats(playerApi) : new Map<string, number>(),
  ]);
  const first = allTiles.find((entry) => entry.image);
  if (first) first.priority = true;
  for (const entry of allTiles) {
    const jackpot = entry.jackpotExist ? jackpots.get(entry.gameId) : undefined;
    if (jackpot) entry.jackpot = { amount: jackpot.amount, currency: jackpot.currencyCode };
    if (entry.seats !== null) entry.seatsTaken = seatsTaken.get(entry.gameId) ?? null;
  }

  const filterOpen = url.searchParams.get('filter') === 'open';
  return data(
    {
      type,
      locale: prefix,
      lobbyPath: `/${lobbyPath}`,
      category: category
        ? { id: category.categoryId ?? '', label: category.label?.text ?? category.categoryId ?? '' }
        : null,
      menu: shell.allCategory
        .filter((entry) => entry.categoryId && entry.visibleInMenu)
        .map((entry) => ({
          id: entry.categoryId!,
          label: entry.label?.text ?? entry.categoryId!,
          href: entry.url || `/${lobbyPath}/${encodeURIComponent(entry.categoryId!)}`,
        })),
      values: { q: search, providers },
      providerOptions: [...providerOptions]
        .map(([value, label]) => ({ value, label }))
        .sort((a, b) => a.label.localeCompare(b.label, 'en')),
      widgets,
      list,
      myGames,
      page,
      filterOpen,
      favourites: authorized && favourites ? [...favouriteIds(favourites, type)] : null,
      lobbyPageType: lobbyPageTypeOf(type),
      formatting: locale.formatting,
      seoTitle: lobbySeoTitle(
        locale.siteLanguage,
        type,
        myGamesPage,
        category?.label?.text ?? category?.categoryId,
      ),
    },
    { headers: { 'Cache-Control': authorized ? 'private, no-store' : 'private, max-age=0' } },
  );
}

/** How winners of this lobby's games and providers are judged (spec 3 §5, playerGames.ts). */
function winnerLookup(games: readonly LobbyGamesGame[], facts: (game: LobbyGamesGame) => GameFacts) {
  const byGameId = new Map<string, LobbyGamesGame>();
  const providers = new Map<string, GameFacts['provider']>();
  const subProviders = new Map<string, GameFacts['subProvider']>();
  for (const game of games) {
    if (game.gameId && !byGameId.has(game.gameId)) byGameId.set(game.gameId, game);
    const gameFacts = facts(game);
    if (gameFacts.provider?.providerId) providers.set(gameFacts.provider.providerId, gameFacts.provider);
    if (gameFacts.subProvider?.subProviderId)
      subProviders.set(gameFacts.subProvider.subProviderId, gameFacts.subProvider);
  }
  return {
    gameFacts: (gameId: string) => {
      const game = byGameId.get(gameId);
      return game ? facts(game) : undefined;
    },
    providerFacts: (providerId: string) => providers.get(providerId),
    subProviderFacts: (subProviderId: string) => subProviders.get(subProviderId),
  };
}

/**
 * The page's own title (app/lib/seo.ts) on a category or My games: `Slots | Casino`, in the page's
 * language; `null` on the lobby itself, which takes content's title for its path.
 */
function lobbySeoTitle(
  language: string,
  type: LobbyType,
  myGames: boolean,
  categoryLabel: string | null | undefined,
): string | null {
  const { t } = translatorFor(language);
  const label = myGames ? t('lobby.myGames.title') : categoryLabel;
  if (!label) return null;
  const lobby = t(type === 'liveCasino' ? 'lobby.liveCasino.title' : 'lobby.casino.title');
  return t('seo.title', { page: label, site: lobby });
}

/** Content's description for the path; the category's title when there is one (see the loader). */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seoMeta(matches, loaderData?.seoTitle);
}

type LoaderData = Route.ComponentProps['loaderData'];

/** What every tile of a page needs besides itself. */
interface TileContext {
  locale: string;
  formatting: string;
  lobbyPageType: LoaderData['lobbyPageType'];
  /** Favourite game ids; null: no hearts (visitor, or favourites unknown). */
  favourites: ReadonlySet<string> | null;
  category: string | null;
}

function Tile({ tile, context }: { tile: LobbyTileView; context: TileContext }) {
  const t = useT();
  const money = (amount: string | number, currency: string) =>
    formatMoney(amount, currency, { locale: context.formatting });
  const body = (
    <>
      {tile.image ? (
        <img
          className={`${styles.image} ${tile.restricted ? styles.restricted : ''}`}
          src={tile.image.src}
          width={tile.image.width}
          height={tile.image.height}
          alt={tile.image.alt === tile.name ? '' : tile.image.alt}
          loading={tile.eager ? 'eager' : 'lazy'}
          decoding="async"
          {...(tile.priority ? { fetchPriority: 'high' as const } : {})}
        />
      ) : (
        <span />
      )}
      {tile.restricted ? <span className={styles.badge}>{t('lobby.restricted')}</span> : null}
      <span className={styles.caption}>
        <span className={styles.name}>{tile.name}</span>
        {tile.provider ? <span className={styles.meta}>{tile.provider}</span> : null}
        {tile.jackpot ? (
          <span className={styles.jackpot} data-testid="jackpot-amount">
            {t('lobby.jackpot', { amount: money(tile.jackpot.amount, tile.jackpot.currency) })}
          </span>
        ) : null}
        {tile.seats != null && tile.seatsTaken != null ? (
          <span className={styles.meta}>
            {t('lobby.seatsTaken', { taken: tile.seatsTaken, seats: tile.seats })}
          </span>
        ) : tile.seats != null ? (
          <span className={styles.meta}>{t('lobby.seats', { seats: tile.seats })}</span>
        ) : null}
        {tile.betLimit ? (
          <span className={styles.meta}>
            {t('lobby.betLimits', {
              min: money(tile.betLimit.min, tile.betLimit.currency),
              max: money(tile.betLimit.max, tile.betLimit.currency),
            })}
          </span>
        ) : null}
      </span>
    </>
  );
  return (
    <li
      className={`${styles.cell} ${styles.size[tile.size]}`}
      data-testid="game-tile"
      data-size={tile.size}
      data-game-id={tile.gameId}
    >
      {tile.path ? (
        <Link to={`/${context.locale}${tile.path}`} className={styles.tile} prefetch="none">
          {body}
        </Link>
      ) : (
        <div className={styles.tile}>{body}</div>
      )}
      {context.favourites && tile.gameId && !tile.restricted ? (
        <FavouriteButton
          className={styles.favourite}
          locale={context.locale}
          gameId={tile.gameId}
          name={tile.name}
          lobbyPageType={context.lobbyPageType}
          favourite={context.favourites.has(tile.gameId)}
          category={context.category}
        />
      ) : null}
    </li>
  );
}

function Winners({
  widget,
  headingId,
  context,
}: {
  widget: Extract<LobbyWidgetView, { kind: 'winners' }>;
  headingId: string;
  context: TileContext;
}) {
  const t = useT();
  return (
    <section
      className={styles.section}
      aria-labelledby={headingId}
      data-testid="lobby-widget"
      data-widget-type={widget.widgetType}
    >
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionHeading}>
          {widget.title}
        </h2>
        {widget.range ? (
          <nav aria-label={`${widget.title}: ${t('lobby.winners.range')}`}>
            <ul className={styles.ranges}>
              {WINNER_RANGES.map((range) => (
                <li key={range}>
                  <Link
                    to={`?winners=${range}`}
                    preventScrollReset
                    className={styles.menuLink}
                    aria-current={widget.range === range ? 'true' : undefined}
                  >
                    {t(`lobby.winners.range.${range}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      {widget.winners.length === 0 ? <p className={styles.notice}>{t('lobby.winners.empty')}</p> : null}
      <ul className={styles.winners} data-testid="winners">
        {widget.winners.map((winner) => {
          const amount = formatMoney(winner.amount, winner.currency, { locale: context.formatting });
          const name = winner.path ? (
            <Link to={`/${context.locale}${winner.path}`} className={styles.name} prefetch="none">
              {winner.name}
            </Link>
          ) : (
            <span className={styles.name}>{winner.name}</span>
          );
          return (
            <li key={winner.key} className={styles.winner} data-testid="winner" data-game-id={winner.gameId}>
              {winner.image ? (
                <img
                  className={styles.winnerImage}
                  src={winner.image.src}
                  width={winner.image.width}
                  height={winner.image.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className={styles.winnerImage} />
              )}
              {name}
              <span className={styles.winnerAmount}>
                {t('lobby.winners.won', { player: winner.playerAlias, amount })}
              </span>
              <span className={styles.meta}>{winner.provider}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export default function Lobby({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const id = useId();
  const navigation = useNavigation();
  const { locale, type, category, values, list, myGames } = loaderData;
  const title = myGames
    ? t('lobby.myGames.title')
    : category
      ? category.label
      : t(type === 'liveCasino' ? 'lobby.liveCasino.title' : 'lobby.casino.title');
  const basePath = category
    ? `${loaderData.lobbyPath}/${encodeURIComponent(category.id)}`
    : loaderData.lobbyPath;
  const more = new URLSearchParams();
  if (values.q) more.set('q', values.q);
  for (const provider of values.providers) more.append('provider', provider);
  const filterParams = new URLSearchParams(more);
  filterParams.set('filter', 'open');
  more.set('page', String(loaderData.page + 1));
  const filtered = values.q !== '' || values.providers.length > 0;
  const searchId = `${id}-q`;
  const filterPanelId = `${id}-filter`;
  const context: TileContext = {
    locale,
    formatting: loaderData.formatting,
    lobbyPageType: loaderData.lobbyPageType,
    favourites: loaderData.favourites ? new Set(loaderData.favourites) : null,
    category: category?.id ?? null,
  };
  const activeTab = myGames ? 'myGames' : filtered ? 'search' : 'lobby';

  return (
    <article className={styles.page} aria-labelledby={`${id}-title`} data-lobby={type}>
      <h1 id={`${id}-title`} className={styles.heading}>
        {title}
      </h1>

      <nav aria-label={t('lobby.categories')}>
        <ul className={styles.menu} data-testid="lobby-categories">
          <li>
            <Link
              to={`/${locale}${loaderData.lobbyPath}`}
              className={styles.menuLink}
              aria-current={category || myGames ? undefined : 'page'}
            >
              {t('lobby.all')}
            </Link>
          </li>
          {loaderData.menu.map((entry) => (
            <li key={entry.id}>
              <Link
                to={hrefFor(locale, entry.href)}
                className={styles.menuLink}
                aria-current={category?.id === entry.id ? 'page' : undefined}
              >
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <search>
        <Form
          method="get"
          action={`/${locale}${myGames ? loaderData.lobbyPath : basePath}`}
          className={styles.search}
          data-testid="lobby-search"
        >
          <div className={styles.field}>
            <label htmlFor={searchId}>{t('lobby.search.label')}</label>
            <input
              id={searchId}
              type="search"
              name="q"
              defaultValue={values.q}
              maxLength={100}
              autoComplete="off"
              className={styles.input}
            />
          </div>
          <button type="submit" className={styles.button}>
            {t('lobby.search.submit')}
          </button>
          {loaderData.providerOptions.length > 0 ? (
            <details
              id={filterPanelId}
              className={styles.filterPanel}
              open={values.providers.length > 0 || loaderData.filterOpen}
              data-testid="lobby-filter"
            >
              <summary className={styles.filterSummary}>{t('lobby.filter.open')}</summary>
              <fieldset className={styles.providers}>
                <legend>{t('lobby.filter.providers')}</legend>
                {loaderData.providerOptions.map((option) => (
                  <label key={option.value} className={styles.choice}>
                    <input
                      type="checkbox"
                      name="provider"
                      value={option.value}
                      defaultChecked={values.providers.includes(option.value)}
                    />
                    {option.label}
                  </label>
                ))}
              </fieldset>
            </details>
          ) : null}
          {filtered ? (
            <Link to={`/${locale}${basePath}`} className={styles.secondary}>
              {t('lobby.filter.clear')}
            </Link>
          ) : null}
        </Form>
      </search>

      {myGames ? (
        <section className={styles.section} aria-labelledby={`${id}-title`} data-testid="my-games">
          {myGames.status === 'login' ? (
            <>
              <p className={styles.notice}>{t('lobby.myGames.login')}</p>
              <a href="#login" className={styles.secondary}>
                {t('lobby.myGames.loginAction')}
              </a>
            </>
          ) : myGames.status === 'error' ? (
            <p className={styles.notice} role="alert">
              {t('lobby.myGames.error')}
            </p>
          ) : myGames.tiles.length === 0 ? (
            <p className={styles.notice}>{t('lobby.myGames.empty')}</p>
          ) : (
            <ul className={styles.list} data-testid="lobby-games">
              {myGames.tiles.map((tile) => (
                <Tile key={tile.key} tile={tile} context={context} />
              ))}
            </ul>
          )}
        </section>
      ) : list ? (
        <section
          className={styles.section}
          aria-labelledby={`${id}-games`}
          aria-busy={navigation.state === 'loading'}
        >
          <div className={styles.sectionHeader}>
            <h2 id={`${id}-games`} className={styles.sectionHeading}>
              {filtered ? t('lobby.search.heading') : t('lobby.games')}
            </h2>
            <p className={styles.meta} role="status" data-testid="lobby-count">
              {t('lobby.count', { count: list.total })}
            </p>
          </div>
          {list.tiles.length === 0 ? <p>{t('lobby.empty')}</p> : null}
          <ul className={styles.list} data-testid="lobby-games">
            {list.tiles.map((tile) => (
              <Tile key={tile.key} tile={tile} context={context} />
            ))}
          </ul>
          {list.hasMore ? (
            <Link
              to={`?${more.toString()}`}
              preventScrollReset
              className={styles.secondary}
              data-testid="lobby-load-more"
            >
              {t('lobby.loadMore')}
            </Link>
          ) : null}
        </section>
      ) : (
        loaderData.widgets.map((widget, index) =>
          widget.kind === 'winners' ? (
            <Winners key={widget.id} widget={widget} headingId={`${id}-w${index}`} context={context} />
          ) : (
            <section
              key={widget.id}
              className={styles.section}
              aria-labelledby={`${id}-w${index}`}
              data-testid="lobby-widget"
              data-widget-type={widget.widgetType}
            >
              <div className={styles.sectionHeader}>
                <h2 id={`${id}-w${index}`} className={styles.sectionHeading}>
                  {widget.title}
                </h2>
                {widget.more ? (
                  <Link to={`/${locale}${widget.more}`} className={styles.meta}>
                    {t('lobby.seeAll', { title: widget.title })}
                  </Link>
                ) : null}
              </div>
              <ul
                className={widget.columns ? styles.grid : styles.row}
                data-rows={widget.rows}
                style={
                  widget.columns
                    ? ({ '--lobby-columns': widget.columns } as React.CSSProperties)
                    : widget.rows > 1
                      ? ({ '--lobby-rows': widget.rows } as React.CSSProperties)
                      : undefined
                }
              >
                {widget.tiles.map((tile) => (
                  <Tile key={tile.key} tile={tile} context={context} />
                ))}
              </ul>
            </section>
          ),
        )
      )}

      <BottomNav
        active={activeTab}
        lobbyHref={`/${locale}${loaderData.lobbyPath}`}
        myGamesHref={`/${locale}${loaderData.lobbyPath}/${MY_GAMES_CATEGORY}`}
        filterHref={`/${locale}${myGames ? loaderData.lobbyPath : basePath}?${filterParams.toString()}`}
        searchId={searchId}
        filterPanelId={loaderData.providerOptions.length > 0 ? filterPanelId : null}
      />
    </article>
  );
}

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

const LOBBY_SHELL_QUERY = graphql(`
  query LobbyShell($type: LobbyType!, $market: String!, $language: String!) {
    allCategory: categories(type: $type, market: $market) {
      categoryId
      url
      visibleInMenu
      label {
        text(language: $language)
      }
    }
    LobbySettings(id: "lobbySettings") {
      casino {
        categoryPageSizeMobile
        categoryPageSizeDesktop
      }
      liveCasino {
        categoryPageSizeMobile
        categoryPageSizeDesktop
      }
    }
  }
`);

const LOBBY_QUERY = graphql(`
  query LobbyLayout(
    $type: LobbyType!
    $market: String!
    $channel: Channel!
    $device: Device!
    $country: String
    $authorized: Boolean
    $language: String!
  ) {
    lobby(
      type: $type
      market: $market
      channel: $channel
      device: $device
      country: $country
      authorized: $authorized
    ) {
      widgets {
        widget {
          _id
          widgetId
          widgetType
          hasMore
          name {
            text(language: $language)
          }
          category {
            categoryId
            visibleInLobby
            label {
              text(language: $language)
            }
          }
        }
        columns
        tiles {
          size
          restricted
          images {
            img1x {
              ...LobbyImageFields
            }
            alt {
              text(language: $language)
            }
          }
          game {
            ...LobbyGameFields
          }
        }
      }
    }
  }
`);

const LOBBY_GAMES_QUERY = graphql(`
  query LobbyGames($type: String!, $market: String!, $language: String!) {
    allGame(where: { type: { eq: $type } }, sort: [{ label: ASC }, { _id: ASC }]) {
      ...LobbyGameFields
      ...GameAvailabilityFields
      categories {
        categoryId
      }
    }
    ...GameAvailabilityContext
  }
`);
