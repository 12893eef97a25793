/**
 * The brand's games: providers, sub-providers and their exclusions, the catalogue games the plan
 * selects (ranked by stable per-brand popularity and newness, about 1% of casino games switched
 * off), the categories with their members, the game documents with bet limits per currency, and
 * the curated game lists.
 */
import { createHash } from 'node:crypto';
import type { GameArtSpec } from '../artwork.ts';
import { CATALOGUE, PROVIDERS, SUB_PROVIDERS, type CatalogueGame } from '../catalogue.ts';
import { CURRENCY_FORMATS, slug, slugify, type Reference } from '../dataset.ts';
import type { GameRanks } from '../plan.ts';
import { GAME_LIST_TITLES, ICONS, gameDescription } from '../texts.ts';
import { SHARED_CATEGORIES } from './categories.ts';
import { categoryDocId, gameDocId, providerDocId, subProviderDocId, type DatasetBuilder } from './refs.ts';

/** What a game's pictures show: its theme or table, and its name. */
export function gameArt(game: CatalogueGame): GameArtSpec {
  return {
    kind: 'game',
    id: game.key,
    title: game.label,
    ...(game.theme ? { theme: game.theme } : {}),
    gameType: game.gameType,
    live: game.type === 'liveCasino',
  };
}

/** A number in [0, 1) from a string: stable orderings and choices without a shared PRNG stream. */
export function unit(seed: string): number {
  return createHash('sha1').update(seed).digest().readUInt32LE(0) / 4294967296;
}

/** A price in another currency, rounded the way a table's limits are written. */
function convert(euros: number, rate: number): number {
  const value = euros * rate;
  if (value < 1) return Math.round(value * 100) / 100;
  if (value < 10) return Math.round(value * 2) / 2;
  if (value < 1000) return Math.round(value);
  return Math.round(value / 100) * 100;
}

/** The brand's games as the lobby and the editorial part use them. */
export interface BrandGames {
  /** The catalogue games the brand has, enabled or not. */
  games: CatalogueGame[];
  /** The brand's enabled games of a category, most popular first. */
  gamesOf(categoryId: string): CatalogueGame[];
  gameRefs(list: readonly CatalogueGame[]): Reference[];
  /** The enabled casino games. */
  casino: CatalogueGame[];
  live: CatalogueGame[];
  byPopularity(list: CatalogueGame[]): CatalogueGame[];
}

/** Adds providers, sub-providers, exclusions, categories, games and game lists. */
export function addGames({ ds, plan, optionalMarkets }: DatasetBuilder): BrandGames {
  const { config } = plan;
  for (const provider of PROVIDERS) {
    ds.add({
      _id: providerDocId(provider.providerId),
      _type: 'provider',
      providerId: provider.providerId,
      title: provider.title,
      isAggregators: provider.isAggregators,
      providerImg: ds.image(`provider/${provider.providerId}`, 240, 120, {
        kind: 'wordmark',
        text: provider.title,
      }),
      restrictedCountry: provider.restrictedCountry,
      removeRestrictedCountryOverlay: provider.removeRestrictedCountryOverlay,
      markets: optionalMarkets(plan.providerMarkets[provider.providerId]),
    });
  }
  for (const sub of SUB_PROVIDERS) {
    ds.add({
      _id: subProviderDocId(sub.subProviderId),
      _type: 'subProvider',
      subProviderId: sub.subProviderId,
      title: sub.title,
      provider: ds.ref(providerDocId(sub.provider)),
      providerImg: ds.image(`subprovider/${sub.subProviderId}`, 240, 120, {
        kind: 'wordmark',
        text: sub.title,
      }),
      restrictedCountry: sub.restrictedCountry,
      removeRestrictedCountryOverlay: sub.removeRestrictedCountryOverlay,
    });
  }
  for (const exclusion of plan.exclusions) {
    ds.add({
      _id: `exclusion-${exclusion.id}`,
      _type: 'subProviderExclusion',
      name: exclusion.name,
      subProviders: exclusion.subProviders.map((id) => ds.ref(subProviderDocId(id))),
      markets: optionalMarkets(exclusion.markets),
      reason: exclusion.reason,
    });
  }

  const games = CATALOGUE.filter(
    (game) => (game.exclusiveTo === undefined || game.exclusiveTo === config.id) && plan.selectGame(game),
  );
  // About 1% of the catalogue's casino games are switched off (as when a studio pulls a title);
  // they keep their categories but are placed nowhere else.
  const enabled = (game: CatalogueGame) =>
    game.type === 'liveCasino' || unit(`${config.id}/enabled/${game.key}`) >= 0.01;
  const order = (salt: string, type: CatalogueGame['type']) =>
    new Map(
      games
        .filter((game) => game.type === type)
        .map((game) => [game.key, unit(`${config.id}/${salt}/${game.key}`)] as const)
        .sort((a, b) => a[1] - b[1])
        .map(([key], index) => [key, index]),
    );
  const popularity = new Map([...order('popularity', 'casino'), ...order('popularity', 'liveCasino')]);
  const newness = new Map([...order('newness', 'casino'), ...order('newness', 'liveCasino')]);
  const ranks = (game: CatalogueGame): GameRanks => ({
    popularity: popularity.get(game.key)!,
    newness: newness.get(game.key)!,
  });

  const categories = [...SHARED_CATEGORIES, ...plan.extraCategories];
  const members = new Map<string, CatalogueGame[]>();
  categories.forEach((category, index) => {
    const markets = plan.categoryMarkets[category.categoryId] ?? category.markets;
    ds.add({
      _id: categoryDocId(category.categoryId),
      _type: 'category',
      categoryId: category.categoryId,
      label: ds.ls(category.label),
      type: category.type,
      url: category.url,
      hideInMenu: category.hideInMenu ?? false,
      visibleInLobby: category.visibleInLobby ?? true,
      iconSvg: ICONS[category.icon],
      sortOrder: (index + 1) * 10,
      markets: optionalMarkets(markets),
    });
    const inCategory = category.includes
      ? games.filter((game) => game.type === category.type && category.includes!(game, ranks(game)))
      : [];
    members.set(
      category.categoryId,
      inCategory.sort((a, b) => ranks(a).popularity - ranks(b).popularity),
    );
  });

  const rate = (code: keyof typeof CURRENCY_FORMATS) => CURRENCY_FORMATS[code];
  for (const game of games) {
    const gameCategories = categories
      .filter((category) => members.get(category.categoryId)!.includes(game))
      .map((category) => ds.ref(categoryDocId(category.categoryId)));
    const betLimits = [
      { _type: 'betLimit', min: game.bet.min, max: game.bet.max, currency: 'EUR' },
      ...(game.type === 'liveCasino'
        ? plan.betCurrencies.map((code) => ({
            _type: 'betLimit',
            min: convert(game.bet.min, rate(code).rate),
            max: convert(game.bet.max, rate(code).rate),
            currency: rate(code).code,
          }))
        : []),
    ];
    const description = plan.descriptions[game.label] ?? gameDescription(game);
    ds.add({
      _id: gameDocId(game),
      _type: 'game',
      gameId: game.gameId,
      label: game.label,
      type: game.type,
      gameType: game.gameType,
      gameSlug: unit(`slug/${game.key}`) < 0.92 ? slug(slugify(game.label)) : undefined,
      enabled: enabled(game),
      provider: ds.ref(providerDocId(game.provider)),
      subProvider: game.subProvider ? ds.ref(subProviderDocId(game.subProvider)) : undefined,
      gameProvider: game.studio,
      thumbnail: ds.imageSet(`game/${game.key}`, 200, 200, { shows: gameArt(game) }),
      verticalImage: game.tall
        ? ds.imageSet(`game/${game.key}/vertical`, 200, 400, { shows: gameArt(game) })
        : undefined,
      categories: gameCategories,
      channels: game.channels,
      rowSpan: game.tall ? 2 : 1,
      jackpotExist: game.jackpot,
      betLimits,
      seats: game.seats,
      rtp: game.rtp,
      demoAvailable: game.type === 'casino' && unit(`demo/${game.key}`) >= 0.04,
      description: ds.lt(description),
    });
  }

  const gamesOf = (categoryId: string) => {
    const found = members.get(categoryId);
    if (!found) throw new Error(`${config.id}: no category ${categoryId}`);
    return found.filter(enabled);
  };
  const gameRefs = (list: readonly CatalogueGame[]) => list.map((game) => ds.ref(gameDocId(game)));
  const casino = games.filter((game) => game.type === 'casino' && enabled(game));
  const live = games.filter((game) => game.type === 'liveCasino');
  const byPopularity = (list: CatalogueGame[]) =>
    [...list].sort((a, b) => ranks(a).popularity - ranks(b).popularity);
  const byNewness = (list: CatalogueGame[]) => [...list].sort((a, b) => ranks(a).newness - ranks(b).newness);

  const lists: [
    listId: keyof typeof GAME_LIST_TITLES,
    type: 'casino' | 'liveCasino',
    list: CatalogueGame[],
  ][] = [
    ['home-picks', 'casino', byPopularity(casino).slice(0, 12)],
    [
      'popular-slots',
      'casino',
      byPopularity(casino.filter((game) => game.gameType === 'slots')).slice(0, 24),
    ],
    ['jackpot-games', 'casino', byPopularity(casino.filter((game) => game.jackpot))],
    ['new-releases', 'casino', byNewness(casino).slice(0, 18)],
    ['live-top-tables', 'liveCasino', byPopularity(live).slice(0, 12)],
    [
      'mobile-favourites',
      'casino',
      byPopularity(casino.filter((game) => game.channels.includes('mobile'))).slice(0, 16),
    ],
  ];
  for (const [listId, type, list] of lists) {
    ds.add({
      _id: `gamelist-${listId}`,
      _type: 'gameList',
      listId,
      title: ds.ls(GAME_LIST_TITLES[listId]),
      type,
      games: gameRefs(list),
    });
  }
  return { games, gamesOf, gameRefs, casino, live, byPopularity };
}
