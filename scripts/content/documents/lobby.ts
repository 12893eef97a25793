/**
 * The lobbies: the widgets (featured grids drawn per device), the plan's layouts and the lobby
 * settings with each lobby's default layout and page sizes.
 */
import type { CatalogueGame } from '../catalogue.ts';
import { ICONS } from '../texts.ts';
import { gameArt, type BrandGames } from './games.ts';
import { categoryDocId, gameDocId, widgetDocId, type DatasetBuilder } from './refs.ts';
import { lobbyWidgets } from './widgets.ts';

/** Adds the lobby widgets, the layouts and the lobby settings. */
export function addLobby({ ds, plan, optionalMarkets }: DatasetBuilder, brandGames: BrandGames): void {
  const { config } = plan;
  const { gameRefs } = brandGames;
  const tileSeed = (game: CatalogueGame, size: string) => `tile/${game.key}/${size}`;
  const tile = (game: CatalogueGame, size: '4x' | '2xh' | '2xv' | '1x') => {
    const dimensions = { '4x': [320, 320], '2xh': [320, 160], '2xv': [160, 320], '1x': [0, 0] }[size];
    return {
      _type: 'gridTile',
      size,
      game: ds.ref(gameDocId(game)),
      images:
        size === '1x'
          ? undefined
          : ds.imageSet(tileSeed(game, size), dimensions[0]!, dimensions[1]!, {
              scaled: true,
              shows: gameArt(game),
            }),
    };
  };
  const grids = (featured: CatalogueGame[]) => {
    const [a, b, c, d, e, f, g, h] = featured as [CatalogueGame, ...CatalogueGame[]];
    const layouts: [
      device: string,
      columns: number,
      tiles: [CatalogueGame | undefined, '4x' | '2xh' | '2xv' | '1x'][],
    ][] = [
      [
        'largeDesktop',
        8,
        [
          [a, '4x'],
          [b, '2xv'],
          [c, '2xh'],
          [d, '1x'],
          [e, '1x'],
          [f, '2xh'],
          [g, '1x'],
          [h, '1x'],
        ],
      ],
      [
        'desktop',
        6,
        [
          [a, '4x'],
          [b, '2xv'],
          [c, '2xh'],
          [d, '1x'],
          [e, '1x'],
          [f, '1x'],
        ],
      ],
      [
        'tablet',
        4,
        [
          [a, '4x'],
          [c, '2xh'],
          [d, '1x'],
          [e, '1x'],
        ],
      ],
      [
        'mobile',
        2,
        [
          [a, '4x'],
          [c, '2xh'],
          [d, '1x'],
          [e, '1x'],
          [b, '2xv'],
        ],
      ],
    ];
    return layouts.map(([device, columns, tiles]) => ({
      _type: 'gameGrid',
      device,
      columns,
      grid: tiles.map(([game, size]) => tile(game!, size)),
    }));
  };
  const widgets = lobbyWidgets(plan, brandGames);
  for (const widget of widgets) {
    ds.add({
      _id: widgetDocId(widget.widgetId),
      _type: 'lobbyWidget',
      widgetId: widget.widgetId,
      name: ds.ls(widget.name),
      type: widget.type,
      widgetType: widget.widgetType,
      rowNum: widget.rowNum ?? 1,
      hasMore: widget.hasMore ?? false,
      iconSvg: widget.icon ? ICONS[widget.icon] : undefined,
      authorized: widget.authorized ?? 'both',
      category: widget.category ? ds.ref(categoryDocId(widget.category)) : undefined,
      gameList: widget.gameList ? ds.ref(`gamelist-${widget.gameList}`) : undefined,
      games: widget.games ? gameRefs(widget.games) : undefined,
      gameGrids: widget.featured ? grids(widget.featured) : undefined,
    });
  }
  for (const layout of plan.layouts) {
    for (const widgetId of layout.widgets) {
      if (!widgets.some((widget) => widget.widgetId === widgetId && widget.type === layout.type)) {
        throw new Error(`${config.id}: layout ${layout.id} lists unknown ${layout.type} widget ${widgetId}`);
      }
    }
    ds.add({
      _id: `layout-${layout.id}`,
      _type: 'lobbyLayout',
      name: layout.name,
      type: layout.type,
      markets: optionalMarkets(layout.markets),
      widgets: layout.widgets.map((widgetId) => ds.ref(widgetDocId(widgetId))),
    });
  }
  const defaultLayout = (type: 'casino' | 'liveCasino') => {
    const layout = plan.layouts.find(
      (candidate) => candidate.type === type && candidate.markets.length === 0,
    );
    if (!layout) throw new Error(`${config.id}: no default ${type} layout`);
    return ds.ref(`layout-${layout.id}`);
  };
  ds.add({
    _id: 'lobbySettings',
    _type: 'lobbySettings',
    casino: {
      _type: 'lobbyPageSettings',
      defaultLayout: defaultLayout('casino'),
      categoryPageSizeMobile: 30,
      categoryPageSizeDesktop: 60,
      recentlyPlayedRowSpan: 1,
    },
    liveCasino: {
      _type: 'lobbyPageSettings',
      defaultLayout: defaultLayout('liveCasino'),
      categoryPageSizeMobile: 15,
      categoryPageSizeDesktop: 30,
      recentlyPlayedRowSpan: plan.liveRecentlyPlayedRowSpan,
    },
  });
}
