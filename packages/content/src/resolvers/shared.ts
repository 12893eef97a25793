/**
 * What several domain resolvers share: the market and targeted documents as their queries return
 * them, the GROQ pieces that fetch them, and how the arguments are read (market ids, the moment
 * scheduled content is judged at, the player's country).
 */
import { marketCountry, type isInTargetAudience } from '@casino/domain';
import { GraphQLError } from 'graphql';
import type { SanityDocument } from '../source.ts';
import type { ResolverContext } from './context.ts';

// ---------------------------------------------------------------------------------------------
// Documents as the queries return them (only the fields the resolvers read).

export interface MarketDoc extends SanityDocument {
  marketId: string;
  isCustomMarketId?: boolean | null;
  originCountryCode?: string | null;
}

export interface TargetedDoc extends SanityDocument {
  _marketIds?: string[] | null;
  _languages?: string[] | null;
  startDate?: string | null;
  endDate?: string | null;
  authorized?: string | null;
  targetAudience?: Parameters<typeof isInTargetAudience>[0];
}

// ---------------------------------------------------------------------------------------------
// GROQ

export const MARKET = `*[_type == "market" && marketId == $market][0]{_id, _type, marketId, isCustomMarketId, originCountryCode}`;
export const SINGLETON = `*[_type == $type && _id == $type][0]`;
export const TARGETED = `{..., "_marketIds": markets[]->marketId, "_languages": languages[]->code}`;

// ---------------------------------------------------------------------------------------------
// Arguments

/** A market argument as content stores market ids (upper case). */
export const marketIdOf = (market: string): string => market.toUpperCase();

/**
 * The moment scheduled content is judged at: the `at` argument, else now. A result that used "now"
 * is marked so the graph does not keep it (it would go stale without the dataset changing).
 */
export function momentOf(at: string | null | undefined, context: ResolverContext): Date {
  if (at == null) {
    context.timeDependent = true;
    return new Date();
  }
  const moment = new Date(at);
  if (Number.isNaN(moment.getTime())) throw new GraphQLError(`at: "${at}" is not an ISO 8601 date and time`);
  return moment;
}

/** The player's country: the argument, else the country the market stands for (none for UN). */
export function countryOf(
  country: string | null | undefined,
  market: string,
  marketDoc: MarketDoc | null,
): string | null {
  if (country) return country.toUpperCase();
  return marketCountry(marketDoc ?? { marketId: market });
}
