/**
 * The lobby widgets of both lobbies: banners, featured grids, carousels of categories and lists,
 * the player's recent games and favourites, winners, boxes, and a carousel per category of the
 * brand's own that shows in the lobby.
 */
import type { CatalogueGame } from '../catalogue.ts';
import type { Texts } from '../dataset.ts';
import type { BrandPlan } from '../plan.ts';
import { CATEGORY_LABELS, GAME_LIST_TITLES, WIDGET_NAMES, type ICONS } from '../texts.ts';
import type { BrandGames } from './games.ts';

export interface WidgetPlan {
  widgetId: string;
  name: Texts;
  type: 'casino' | 'liveCasino';
  widgetType: string;
  rowNum?: number;
  hasMore?: boolean;
  icon?: keyof typeof ICONS;
  authorized?: 'both' | 'authorized' | 'notAuthorized';
  category?: string;
  gameList?: string;
  games?: CatalogueGame[];
  featured?: CatalogueGame[];
}

/** The widgets a brand's layouts choose from. */
export function lobbyWidgets(
  plan: BrandPlan,
  { casino, live, byPopularity, gamesOf }: BrandGames,
): WidgetPlan[] {
  const featuredCasino = byPopularity(casino.filter((game) => game.gameType === 'slots' && !game.tall)).slice(
    0,
    8,
  );
  const featuredLive = byPopularity(live).slice(0, 8);
  const widgets: WidgetPlan[] = [
    { widgetId: 'casino-banners', name: WIDGET_NAMES.banners, type: 'casino', widgetType: 'banners' },
    {
      widgetId: 'casino-featured',
      name: WIDGET_NAMES.featured,
      type: 'casino',
      widgetType: 'gameGrid',
      rowNum: 2,
      icon: 'star',
      featured: featuredCasino,
    },
    {
      widgetId: 'casino-recently-played',
      name: WIDGET_NAMES.recentlyPlayed,
      type: 'casino',
      widgetType: 'recentlyPlayed',
      icon: 'clock',
      authorized: 'authorized',
    },
    {
      widgetId: 'casino-favourites',
      name: WIDGET_NAMES.favourites,
      type: 'casino',
      widgetType: 'favourites',
      icon: 'heart',
      authorized: 'authorized',
    },
    {
      widgetId: 'casino-categories',
      name: WIDGET_NAMES.categories,
      type: 'casino',
      widgetType: 'categories',
      icon: 'grid',
    },
    {
      widgetId: 'casino-popular',
      name: CATEGORY_LABELS.popular,
      type: 'casino',
      widgetType: 'gameCarousel',
      hasMore: true,
      icon: 'flame',
      category: 'popular',
      gameList: 'popular-slots',
    },
    {
      widgetId: 'casino-new',
      name: CATEGORY_LABELS['new-games'],
      type: 'casino',
      widgetType: 'gameCarousel',
      hasMore: true,
      icon: 'sparkle',
      category: 'new-games',
    },
    {
      widgetId: 'casino-jackpots',
      name: WIDGET_NAMES.jackpots,
      type: 'casino',
      widgetType: 'jackpots',
      hasMore: true,
      icon: 'coin',
      category: 'jackpots',
      gameList: 'jackpot-games',
    },
    {
      widgetId: 'casino-content',
      name: WIDGET_NAMES.contentBoxes,
      type: 'casino',
      widgetType: 'contentBoxes',
    },
    {
      widgetId: 'casino-tournaments',
      name: WIDGET_NAMES.tournamentBoxes,
      type: 'casino',
      widgetType: 'tournamentBoxes',
      icon: 'trophy',
    },
    {
      widgetId: 'casino-table-games',
      name: CATEGORY_LABELS['table-games'],
      type: 'casino',
      widgetType: 'gameCarousel',
      hasMore: true,
      icon: 'cards',
      category: 'table-games',
    },
    {
      widgetId: 'casino-instant-wins',
      name: CATEGORY_LABELS['instant-wins'],
      type: 'casino',
      widgetType: 'gameCarousel',
      hasMore: true,
      icon: 'bolt',
      category: 'instant-wins',
    },
    {
      widgetId: 'casino-bonus-buy',
      name: CATEGORY_LABELS['bonus-buy'],
      type: 'casino',
      widgetType: 'gameGrid',
      rowNum: 2,
      hasMore: true,
      icon: 'gift',
      category: 'bonus-buy',
    },
    {
      widgetId: 'casino-mobile-picks',
      name: GAME_LIST_TITLES['mobile-favourites'],
      type: 'casino',
      widgetType: 'gameCarousel',
      gameList: 'mobile-favourites',
    },
    { widgetId: 'casino-providers', name: WIDGET_NAMES.providers, type: 'casino', widgetType: 'providers' },
    {
      widgetId: 'casino-top-winners',
      name: WIDGET_NAMES.topWinners,
      type: 'casino',
      widgetType: 'topWinners',
      icon: 'trophy',
    },
    {
      widgetId: 'casino-latest-winners',
      name: WIDGET_NAMES.latestWinners,
      type: 'casino',
      widgetType: 'latestWinners',
    },
    {
      widgetId: 'live-featured',
      name: WIDGET_NAMES.liveFeatured,
      type: 'liveCasino',
      widgetType: 'gameGrid',
      rowNum: 2,
      icon: 'star',
      featured: featuredLive,
    },
    {
      widgetId: 'live-recently-played',
      name: WIDGET_NAMES.recentlyPlayed,
      type: 'liveCasino',
      widgetType: 'recentlyPlayed',
      icon: 'clock',
      authorized: 'authorized',
    },
    {
      widgetId: 'live-top-tables',
      name: GAME_LIST_TITLES['live-top-tables'],
      type: 'liveCasino',
      widgetType: 'gameCarousel',
      hasMore: true,
      icon: 'flame',
      category: 'live-popular',
      gameList: 'live-top-tables',
    },
    {
      widgetId: 'live-roulette',
      name: CATEGORY_LABELS['live-roulette'],
      type: 'liveCasino',
      widgetType: 'gameCarousel',
      hasMore: true,
      icon: 'wheel',
      category: 'live-roulette',
    },
    {
      widgetId: 'live-blackjack',
      name: CATEGORY_LABELS['live-blackjack'],
      type: 'liveCasino',
      widgetType: 'gameGrid',
      rowNum: 2,
      hasMore: true,
      icon: 'spade',
      category: 'live-blackjack',
    },
    {
      widgetId: 'live-game-shows',
      name: CATEGORY_LABELS['game-shows'],
      type: 'liveCasino',
      widgetType: 'gameCarousel',
      hasMore: true,
      icon: 'microphone',
      category: 'game-shows',
    },
    {
      widgetId: 'live-baccarat',
      name: CATEGORY_LABELS['live-baccarat'],
      type: 'liveCasino',
      widgetType: 'gameCarousel',
      hasMore: true,
      icon: 'diamond',
      category: 'live-baccarat',
    },
    {
      widgetId: 'live-vip',
      name: CATEGORY_LABELS['vip-tables'],
      type: 'liveCasino',
      widgetType: 'gameCarousel',
      icon: 'crown',
      authorized: 'authorized',
      games: gamesOf('vip-tables'),
    },
    {
      widgetId: 'live-content',
      name: WIDGET_NAMES.contentBoxes,
      type: 'liveCasino',
      widgetType: 'contentBoxes',
    },
    {
      widgetId: 'live-latest-winners',
      name: WIDGET_NAMES.latestWinners,
      type: 'liveCasino',
      widgetType: 'latestWinners',
    },
    ...plan.extraCategories
      .filter((category) => category.includes && category.visibleInLobby !== false)
      .map((category): WidgetPlan => ({
        widgetId: `${category.type === 'casino' ? 'casino' : 'live'}-${category.categoryId}`,
        name: category.label,
        type: category.type,
        widgetType: 'gameCarousel',
        hasMore: true,
        icon: category.icon,
        category: category.categoryId,
      })),
  ];
  return widgets;
}
