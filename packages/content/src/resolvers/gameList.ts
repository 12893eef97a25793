/**
 * The `gameListRange` root field: a range of a game list's games that a player sees, optionally
 * only those of some providers or sub-providers.
 */
import { lobbyMarket, matchesProviderFilter } from '@casino/domain';
import { GraphQLError } from 'graphql';
import type { RootQueryGameListRangeArgs } from '../generated/graphql.ts';
import type { SanityDocument } from '../source.ts';
import type { ResolverContext } from './context.ts';
import {
  EXCLUSIONS,
  GAME,
  gameFacts,
  gameViewer,
  visibleGames,
  type ExclusionDoc,
  type GameDoc,
} from './games.ts';
import { MARKET, countryOf, type MarketDoc } from './shared.ts';

const GAME_LIST_QUERY = `{
  "market": ${MARKET},
  "exclusions": ${EXCLUSIONS},
  "list": *[_type == "gameList" && listId == $listId] | order(_id asc)[0]{..., "_games": games[]->${GAME}}
}`;

interface GameListData {
  market: MarketDoc | null;
  exclusions: ExclusionDoc[];
  list: (SanityDocument & { _games?: (GameDoc | null)[] | null }) | null;
}

export async function resolveGameListRange(
  _parent: unknown,
  args: RootQueryGameListRangeArgs,
  { source }: ResolverContext,
) {
  const start = args.start ?? 0;
  if (start < 0) throw new GraphQLError('start must not be negative');
  if (args.end != null && args.end < start) throw new GraphQLError('end must not be before start');
  const market = lobbyMarket(args.market);
  const data = await source.fetch<GameListData>(GAME_LIST_QUERY, { listId: args.listId, market });
  if (!data.list) return null;
  const viewer = gameViewer(
    market,
    countryOf(args.country, market, data.market),
    args.channel,
    data.exclusions,
  );
  const providers = args.providers ?? [];
  const games = visibleGames(data.list._games, viewer).filter(({ game }) =>
    matchesProviderFilter(gameFacts(game), providers),
  );
  const end = Math.min(args.end ?? games.length, games.length);
  return {
    list: data.list,
    start,
    end: Math.max(end, start),
    total: games.length,
    hasMore: end < games.length,
    games: games.slice(start, end),
  };
}
