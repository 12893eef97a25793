/**
 * The `lobby` root field: a lobby type's layout for a market, each widget with the tiles a player
 * sees on a device. The lobby is the hot path (target: cached p50 under 5 ms,
 * docs/benchmarks.md): its view per player context is memoised on the cached query result, and
 * the graph keeps whole answers per dataset version (graph.ts).
 */
import {
  gameAvailability,
  gridForDevice,
  isShownTo,
  lobbyMarket,
  lobbyPageSize,
  type GameViewer,
  type LobbyPageSizes,
} from '@casino/domain';
import type { RootQueryLobbyArgs } from '../generated/graphql.ts';
import type { SanityDocument } from '../source.ts';
import type { ResolverContext } from './context.ts';
import {
  EXCLUSIONS,
  GAME,
  IMAGE_SET,
  gameFacts,
  gameViewer,
  visibleGames,
  type ExclusionDoc,
  type GameDoc,
} from './games.ts';
import { MARKET, countryOf, type MarketDoc } from './shared.ts';

// ---------------------------------------------------------------------------------------------
// Documents as the query returns them (only the fields the resolvers read).

interface TileDoc {
  size?: string | null;
  images?: unknown;
  game?: GameDoc | null;
}

interface GridDoc {
  device?: string | null;
  columns?: number | null;
  _tiles?: (TileDoc | null)[] | null;
}

interface WidgetDoc extends SanityDocument {
  authorized?: string | null;
  _grids?: GridDoc[] | null;
  _games?: (GameDoc | null)[] | null;
  _listGames?: (GameDoc | null)[] | null;
  _categoryGames?: (GameDoc | null)[] | null;
}

interface LayoutDoc extends SanityDocument {
  _widgets?: (WidgetDoc | null)[] | null;
}

/**
 * The lobby's documents for a lobby type and market: the market's layout (the first by id when
 * several list the market), else the default layout of lobbySettings; each widget with the games
 * of every grid, its games, its list's games and its category's games (by label).
 */
export const LOBBY_QUERY = `{
  "market": ${MARKET},
  "settings": *[_type == "lobbySettings" && _id == "lobbySettings"][0],
  "exclusions": ${EXCLUSIONS},
  "layout": coalesce(
    *[_type == "lobbyLayout" && type == $type && $market in markets[]->marketId] | order(_id asc)[0],
    select(
      $type == "casino" => *[_type == "lobbySettings" && _id == "lobbySettings"][0].casino.defaultLayout,
      *[_type == "lobbySettings" && _id == "lobbySettings"][0].liveCasino.defaultLayout
    )->
  ){
    ...,
    "_widgets": widgets[]->{
      ...,
      "category": category->,
      "_grids": gameGrids[]{device, columns, "_tiles": grid[]{size, "images": images${IMAGE_SET}, "game": game->${GAME}}},
      "_games": games[]->${GAME},
      "_listGames": gameList->games[]->${GAME},
      "_categoryGames": select(
        defined(category._ref) => *[_type == "game" && references(^.category._ref)] | order(label asc, _id asc) ${GAME}
      )
    }
  }
}`;

interface LobbyData {
  market: MarketDoc | null;
  settings: { casino?: Partial<LobbyPageSizes> | null; liveCasino?: Partial<LobbyPageSizes> | null } | null;
  exclusions: ExclusionDoc[];
  layout: LayoutDoc | null;
}

interface LobbyValue {
  type: string;
  market: string;
  channel: string;
  device: string;
  country: string | null;
  layout: LayoutDoc;
  widgets: LobbyWidgetGridValue[];
}

interface LobbyWidgetGridValue {
  widget: WidgetDoc;
  device: string | null;
  columns: number | null;
  tiles: { size: string; images: unknown; game: GameDoc; restricted: boolean }[];
  total: number;
}

/** Lobby views per cached query result and player context; bounded, since `country` is free text. */
const lobbyViews = new WeakMap<LobbyData, Map<string, LobbyValue | null>>();
const MAX_VIEWS_PER_RESULT = 256;

export async function resolveLobby(
  _parent: unknown,
  args: RootQueryLobbyArgs,
  { source }: ResolverContext,
): Promise<LobbyValue | null> {
  const market = lobbyMarket(args.market);
  const data = await source.fetch<LobbyData>(LOBBY_QUERY, { type: args.type, market });
  const key = JSON.stringify([args.channel, args.device, args.country ?? null, args.authorized ?? null]);
  let views = lobbyViews.get(data);
  if (!views) lobbyViews.set(data, (views = new Map()));
  if (views.has(key)) return views.get(key)!;
  const view = lobbyView(data, args, market);
  if (views.size >= MAX_VIEWS_PER_RESULT) views.delete(views.keys().next().value!);
  views.set(key, view);
  return view;
}

function lobbyView(data: LobbyData, args: RootQueryLobbyArgs, market: string): LobbyValue | null {
  const { layout } = data;
  if (!layout) return null;
  const country = countryOf(args.country, market, data.market);
  const viewer = gameViewer(market, country, args.channel, data.exclusions);
  const pageSize = lobbyPageSize(args.type, args.device, data.settings?.[args.type]);
  const widgets = (layout._widgets ?? []).flatMap((widget) => {
    if (!widget) return [];
    if (args.authorized != null && !isShownTo(widget.authorized, args.authorized)) return [];
    return [widgetGrid(widget, viewer, args.device, pageSize)];
  });
  return {
    type: args.type,
    market,
    channel: args.channel,
    device: args.device,
    country,
    layout,
    widgets,
  };
}

/**
 * A widget's tiles (schemas/lobbyWidget.ts): the grid for the device, else the widget's games, its
 * game list or its category, the first that has games, cut to the lobby's page size.
 */
function widgetGrid(
  widget: WidgetDoc,
  viewer: GameViewer,
  device: RootQueryLobbyArgs['device'],
  pageSize: number,
): LobbyWidgetGridValue {
  const grid = gridForDevice(widget._grids, device);
  if (grid) {
    const tiles = (grid._tiles ?? []).flatMap((tile) => {
      if (!tile?.game) return [];
      const availability = gameAvailability(gameFacts(tile.game), viewer);
      if (availability === 'hidden') return [];
      return [
        {
          size: tile.size ?? '1x',
          images: tile.images ?? null,
          game: tile.game,
          restricted: availability === 'restricted',
        },
      ];
    });
    return { widget, device: grid.device ?? null, columns: grid.columns ?? null, tiles, total: tiles.length };
  }
  const games = [widget._games, widget._listGames, widget._categoryGames].find((list) => list?.length) ?? [];
  const visible = visibleGames(games, viewer);
  return {
    widget,
    device: null,
    columns: null,
    tiles: visible
      .slice(0, pageSize)
      .map(({ game, restricted }) => ({ size: '1x', images: null, game, restricted })),
    total: visible.length,
  };
}
