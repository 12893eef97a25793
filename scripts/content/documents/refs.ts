/**
 * The ids of the documents every brand has, one rule each, and the builder the parts of the build
 * share: the dataset, the plan, and references to the plan's markets and languages.
 */
import type { CatalogueGame } from '../catalogue.ts';
import { slugify, type Dataset, type Reference } from '../dataset.ts';
import type { BrandPlan } from '../plan.ts';

export const marketDocId = (marketId: string) => `market-${marketId.toLowerCase()}`;
export const languageDocId = (code: string) => `language-${code}`;
export const gameDocId = (game: CatalogueGame) => `game-${slugify(game.key)}`;
export const providerDocId = (providerId: string) => `provider-${providerId}`;
export const subProviderDocId = (subProviderId: string) => `subprovider-${subProviderId}`;
export const categoryDocId = (categoryId: string) => `category-${categoryId}`;
export const widgetDocId = (widgetId: string) => `widget-${widgetId}`;

/** What every part of the build works with. */
export interface DatasetBuilder {
  ds: Dataset;
  plan: BrandPlan;
  /** References to markets of the plan; an unknown market id throws. */
  marketRefs(ids: readonly string[]): Reference[];
  languageRefs(codes: readonly string[]): Reference[];
  /** References to the markets a document is limited to, none when it is not limited. */
  optionalMarkets(ids: readonly string[] | undefined): Reference[] | undefined;
}

export function datasetBuilder(ds: Dataset, plan: BrandPlan): DatasetBuilder {
  const { config } = plan;
  const marketIds = plan.markets.map((market) => market.marketId);
  const marketRefs = (ids: readonly string[]) =>
    ids.map((id) => {
      if (!marketIds.includes(id)) throw new Error(`${config.id}: no market ${id}`);
      return ds.ref(marketDocId(id));
    });
  const languageRefs = (codes: readonly string[]) => codes.map((code) => ds.ref(languageDocId(code)));
  const optionalMarkets = (ids: readonly string[] | undefined) =>
    ids && ids.length > 0 ? marketRefs(ids) : undefined;
  return { ds, plan, marketRefs, languageRefs, optionalMarkets };
}
