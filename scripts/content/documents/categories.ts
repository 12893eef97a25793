/**
 * The lobby categories both brands have, with the rule that picks each one's games; a brand adds
 * its own after them (BrandPlan.extraCategories).
 */
import type { CategoryPlan } from '../plan.ts';
import { CATEGORY_LABELS } from '../texts.ts';

export const SHARED_CATEGORIES: CategoryPlan[] = [
  {
    categoryId: 'popular',
    label: CATEGORY_LABELS.popular,
    type: 'casino',
    icon: 'flame',
    includes: (game, rank) => rank.popularity < 36,
  },
  {
    categoryId: 'new-games',
    label: CATEGORY_LABELS['new-games'],
    type: 'casino',
    icon: 'sparkle',
    includes: (game, rank) => rank.newness < 24,
  },
  {
    categoryId: 'slots',
    label: CATEGORY_LABELS.slots,
    type: 'casino',
    icon: 'reels',
    includes: (game) => game.gameType === 'slots',
  },
  {
    categoryId: 'jackpots',
    label: CATEGORY_LABELS.jackpots,
    type: 'casino',
    icon: 'coin',
    includes: (game) => game.jackpot,
  },
  {
    categoryId: 'table-games',
    label: CATEGORY_LABELS['table-games'],
    type: 'casino',
    icon: 'cards',
    includes: (game) => ['blackjack', 'roulette', 'baccarat', 'poker', 'tableGames'].includes(game.gameType),
  },
  {
    categoryId: 'instant-wins',
    label: CATEGORY_LABELS['instant-wins'],
    type: 'casino',
    icon: 'bolt',
    includes: (game) => ['scratch', 'bingo', 'crash', 'dice', 'gameShow'].includes(game.gameType),
  },
  {
    categoryId: 'bonus-buy',
    label: CATEGORY_LABELS['bonus-buy'],
    type: 'casino',
    icon: 'gift',
    includes: (game) => game.features.includes('bonusBuy'),
  },
  {
    categoryId: 'tournament-games',
    label: CATEGORY_LABELS['tournament-games'],
    type: 'casino',
    icon: 'trophy',
    hideInMenu: true,
    visibleInLobby: false,
    includes: (game, rank) => game.gameType === 'slots' && rank.popularity >= 36 && rank.popularity < 52,
  },
  {
    categoryId: 'tournaments',
    label: CATEGORY_LABELS.tournaments,
    type: 'casino',
    icon: 'trophy',
    url: '/promotions/tournaments',
    visibleInLobby: false,
  },
  {
    categoryId: 'live-popular',
    label: CATEGORY_LABELS['live-popular'],
    type: 'liveCasino',
    icon: 'flame',
    includes: (game, rank) => rank.popularity < 12,
  },
  {
    categoryId: 'live-roulette',
    label: CATEGORY_LABELS['live-roulette'],
    type: 'liveCasino',
    icon: 'wheel',
    includes: (game) => game.gameType === 'roulette',
  },
  {
    categoryId: 'live-blackjack',
    label: CATEGORY_LABELS['live-blackjack'],
    type: 'liveCasino',
    icon: 'spade',
    includes: (game) => game.gameType === 'blackjack',
  },
  {
    categoryId: 'live-baccarat',
    label: CATEGORY_LABELS['live-baccarat'],
    type: 'liveCasino',
    icon: 'diamond',
    includes: (game) => game.gameType === 'baccarat',
  },
  {
    categoryId: 'game-shows',
    label: CATEGORY_LABELS['game-shows'],
    type: 'liveCasino',
    icon: 'microphone',
    includes: (game) => game.gameType === 'gameShow',
  },
  {
    categoryId: 'live-poker',
    label: CATEGORY_LABELS['live-poker'],
    type: 'liveCasino',
    icon: 'chip',
    includes: (game) => game.gameType === 'poker',
  },
  {
    categoryId: 'live-dice',
    label: CATEGORY_LABELS['live-dice'],
    type: 'liveCasino',
    icon: 'dice',
    includes: (game) => ['dice', 'bingo', 'tableGames'].includes(game.gameType),
  },
  {
    categoryId: 'vip-tables',
    label: CATEGORY_LABELS['vip-tables'],
    type: 'liveCasino',
    icon: 'crown',
    hideInMenu: true,
    includes: (game) => game.bet.max >= 10000 || game.label.includes('VIP'),
  },
];
