/**
 * The list root fields: a lobby's categories (and every category's derived visibility), partners
 * and payment methods by market, the markets, and a market's languages.
 */
import { categoryVisibility, isForMarket } from '@casino/domain';
import type {
  RootQueryCategoriesArgs,
  RootQueryLanguagesByMarketArgs,
  RootQueryMarketsArgs,
  RootQueryPartnersArgs,
  RootQueryPaymentMethodsArgs,
} from '../generated/graphql.ts';
import type { SanityDocument } from '../source.ts';
import type { Resolver, ResolverContext } from './context.ts';
import { marketIdOf, type MarketDoc, type TargetedDoc } from './shared.ts';

interface CategoryDoc extends SanityDocument {
  hideInMenu?: boolean | null;
  visibleInLobby?: boolean | null;
  _marketIds?: string[] | null;
}

const CATEGORIES_QUERY = `*[_type == "category" && type == $type] | order(sortOrder asc, _id asc){..., "_marketIds": markets[]->marketId}`;

/** Documents of a type that some markets limit, by sort order then name. */
const BY_MARKET_QUERY = `*[_type == $type] | order(sortOrder asc, name asc, _id asc){..., "_marketIds": markets[]->marketId}`;

/** The derived fields of every Category, whichever root field reached it. */
export const categoryFields: Record<string, Resolver<never>> = {
  visibleInMenu: (parent) => categoryVisibility(parent as CategoryDoc).visibleInMenu,
  // The stored flag may be unset (its initial value is true); readers get the derived value.
  visibleInLobby: (parent) => categoryVisibility(parent as CategoryDoc).visibleInLobby,
};

export async function resolveCategories(
  _parent: unknown,
  args: RootQueryCategoriesArgs,
  { source }: ResolverContext,
) {
  const categories = await source.fetch<CategoryDoc[]>(CATEGORIES_QUERY, { type: args.type });
  return categories.filter((category) => {
    if (args.market != null && !isForMarket(category._marketIds, marketIdOf(args.market))) return false;
    const visibility = categoryVisibility(category);
    if (args.visibleInMenu != null && visibility.visibleInMenu !== args.visibleInMenu) return false;
    if (args.visibleInLobby != null && visibility.visibleInLobby !== args.visibleInLobby) return false;
    return true;
  });
}

export function byMarket(type: string): Resolver<RootQueryPartnersArgs | RootQueryPaymentMethodsArgs> {
  return async (_parent, args, { source }) => {
    const documents = await source.fetch<TargetedDoc[]>(BY_MARKET_QUERY, { type });
    return args.market == null
      ? documents
      : documents.filter((document) => isForMarket(document._marketIds, marketIdOf(args.market!)));
  };
}

export function resolveMarkets(_parent: unknown, args: RootQueryMarketsArgs, { source }: ResolverContext) {
  return source.fetch<MarketDoc[]>(
    `*[_type == "market" && ($includeDisabled || isMarketEnabled == true)] | order(name asc, _id asc)`,
    { includeDisabled: args.includeDisabled ?? false },
  );
}

export async function resolveLanguagesByMarket(
  _parent: unknown,
  args: RootQueryLanguagesByMarketArgs,
  { source }: ResolverContext,
) {
  const { market, english } = await source.fetch<{
    market: { languages: (SanityDocument | null)[] | null } | null;
    english: SanityDocument | null;
  }>(
    `{
      "market": *[_type == "market" && marketId == $market][0]{"languages": languages[]->},
      "english": *[_type == "language" && code == "en"] | order(_id asc)[0]
    }`,
    { market: marketIdOf(args.market) },
  );
  if (!market) return [];
  const languages = (market.languages ?? []).filter((language) => language !== null);
  return languages.length > 0 ? languages : english ? [english] : [];
}
