/**
 * Builds one brand's dataset from its plan (plan.ts; aurora.ts, kestrel.ts): the documents every
 * brand has from shared copy, in the parts of documents/ (markets.ts: brand, markets, countries,
 * currency rules, settings; games.ts: providers, categories, games, lists; lobby.ts: widgets,
 * layouts; site.ts: static pages, terms, compliance lists, payment methods, SEO, footer), then the
 * brand's own editorial content (banners, promotions, tournaments, loyalty …) through
 * `plan.editorial`.
 */
import { artStyleFor } from './artwork.ts';
import { Dataset } from './dataset.ts';
import { addGames } from './documents/games.ts';
import { addLobby } from './documents/lobby.ts';
import { addMarkets } from './documents/markets.ts';
import { datasetBuilder, gameDocId } from './documents/refs.ts';
import { addSite } from './documents/site.ts';
import type { BrandPlan } from './plan.ts';

/** Builds the whole dataset of a brand. */
export function buildDataset(plan: BrandPlan): Dataset {
  const ds = new Dataset(plan.profile, artStyleFor(plan.config));
  const { config } = plan;
  const enabledMarkets = plan.markets.filter((market) => market.enabled).map((market) => market.marketId);
  if (enabledMarkets.join() !== [...config.markets].join()) {
    throw new Error(
      `${config.id}: enabled markets ${enabledMarkets.join()} differ from brand.ts ${config.markets.join()}`,
    );
  }
  const builder = datasetBuilder(ds, plan);
  const { marketRefs, languageRefs } = builder;

  addMarkets(builder);
  const brandGames = addGames(builder);
  addLobby(builder, brandGames);
  addSite(builder);
  const { games, gamesOf } = brandGames;

  plan.editorial(ds, {
    plan,
    games,
    gameId: gameDocId,
    gamesOf,
    marketRefs,
    languageRefs,
    promotionCategory: (categorySlug) => {
      const id = `promocategory-${categorySlug}`;
      if (!ds.has(id)) throw new Error(`${config.id}: no promotion category ${categorySlug}`);
      return ds.ref(id);
    },
    promotionTags: (slugs) => slugs.map((tagSlug) => ds.ref(`promotag-${tagSlug}`)),
  });
  return ds;
}
