/**
 * Favourites, recent games and my games (spec 3 §7 "Favourites, recent games, jackpots"; spec 3 §3
 * "Favourites and recent games"). Lists default to 30 (spec 3 §9). Paths are designed RESTfully:
 * the spec's DELETE body (gameId, lobbyPageType) becomes the path and query.
 */
import { z } from 'zod';
import { defineCall, designed, noContent } from '../define.ts';
import { dateTime } from '../entities/common.ts';
import { lobbyPageType, playerGameSchema } from '../entities/games.ts';
import { ERRORS } from '../errors.ts';
import { STRING_LIMITS, text } from '../entities/strings.ts';

const listQuery = z.object({
  category: text(STRING_LIMITS.id)
    .optional()
    .describe('Only entries saved or played from this lobby category.'),
  limit: z.number().int().min(1).max(100).default(30).describe('Default 30 (spec 3 §9).'),
});

const gameId = text(STRING_LIMITS.id).min(1);

export const favourites = defineCall({
  id: 'favourites',
  area: 'favourites',
  method: 'GET',
  path: '/v1/player/favourites',
  summary: 'The favourite games, newest first',
  source: 'spec 3 §7 "GET favourites or recent games: query category, limit"',
  designed: ['path'],
  auth: 'player',
  query: listQuery,
  response: z.array(playerGameSchema),
});

export const addFavourite = defineCall({
  id: 'addFavourite',
  area: 'favourites',
  method: 'POST',
  path: '/v1/player/favourites',
  summary: 'Add a favourite game',
  source: 'spec 3 §7 "POST … favourite games: body gameId, lobbyPageType"',
  designed: ['path', 'response'],
  auth: 'player',
  body: z.object({
    gameId,
    lobbyPageType,
    category: text(STRING_LIMITS.id).optional().describe(designed('The lobby category it was saved from.')),
  }),
  response: playerGameSchema.describe(designed('The favourite as saved (adding twice keeps one).')),
  successStatus: 201,
  errors: [ERRORS.gameNotFound],
});

export const removeFavourite = defineCall({
  id: 'removeFavourite',
  area: 'favourites',
  method: 'DELETE',
  path: '/v1/player/favourites/:gameId',
  summary: 'Remove a favourite game',
  source: 'spec 3 §7 "… and DELETE favourite games: body gameId, lobbyPageType"',
  designed: ['path', 'params', 'query', 'response'],
  auth: 'player',
  params: z.object({ gameId }),
  query: z.object({ lobbyPageType: lobbyPageType.optional().describe('Only from this lobby.') }),
  response: noContent,
});

export const recentGames = defineCall({
  id: 'recentGames',
  area: 'favourites',
  method: 'GET',
  path: '/v1/player/recent-games',
  summary: 'The recently played games, newest first',
  source: 'spec 3 §7 "GET favourites or recent games"; "recent … list fetch"',
  designed: ['path'],
  auth: 'player',
  query: listQuery,
  response: z.array(playerGameSchema),
});

export const addRecentGame = defineCall({
  id: 'addRecentGame',
  area: 'favourites',
  method: 'POST',
  path: '/v1/player/recent-games',
  summary: 'Record a played game',
  source: 'spec 3 §7 "POST adds one with category and gameId"',
  designed: ['path', 'response'],
  auth: 'player',
  body: z.object({
    gameId,
    category: text(STRING_LIMITS.id).min(1),
    lobbyPageType: lobbyPageType.default('CASINO').describe(designed('The lobby it was played from.')),
  }),
  response: playerGameSchema.describe(designed('The entry, moved to the top.')),
  successStatus: 201,
  errors: [ERRORS.gameNotFound],
});

export const lastPlayedGames = defineCall({
  id: 'lastPlayedGames',
  area: 'favourites',
  method: 'GET',
  path: '/v1/player/wallet/lastPlayedGames',
  summary: 'Games with real-money rounds lately, from the wallet',
  source: 'spec 3 §7 "GET /player/wallet/lastPlayedGames"',
  designed: ['query', 'response'],
  auth: 'player',
  query: z.object({ limit: z.number().int().min(1).max(100).default(30) }),
  response: z
    .array(z.object({ gameId, lastPlayedAt: dateTime }))
    .describe(designed('Game ids with the time of the last round, newest first.')),
});

export const myGames = defineCall({
  id: 'myGames',
  area: 'favourites',
  method: 'GET',
  path: '/v1/player/games',
  summary: 'My games: the games page of the player',
  source: 'spec 3 §7 "GET … /player/games"; "my-games list fetch"',
  designed: ['query', 'response'],
  auth: 'player',
  query: listQuery,
  response: z.array(playerGameSchema).describe(designed('Favourites and recent games merged, newest first.')),
});

const subscription = z
  .object({ gameId, subscribed: z.boolean() })
  .describe(designed('Whether the player follows the game (e.g. table opens, seat frees).'));

export const subscribeGame = defineCall({
  id: 'subscribeGame',
  area: 'favourites',
  method: 'PUT',
  path: '/v1/player/games/:gameId/subscription',
  summary: 'Subscribe to a game',
  source: 'spec 3 §7 "Subscribe and unsubscribe to a game"',
  designed: ['path', 'method', 'params', 'response'],
  auth: 'player',
  params: z.object({ gameId }),
  response: subscription,
  errors: [ERRORS.gameNotFound],
});

export const unsubscribeGame = defineCall({
  id: 'unsubscribeGame',
  area: 'favourites',
  method: 'DELETE',
  path: '/v1/player/games/:gameId/subscription',
  summary: 'Unsubscribe from a game',
  source: 'spec 3 §7 "Subscribe and unsubscribe to a game"',
  designed: ['path', 'method', 'params', 'response'],
  auth: 'player',
  params: z.object({ gameId }),
  response: subscription,
});

export const favouritesCalls = [
  favourites,
  addFavourite,
  removeFavourite,
  recentGames,
  addRecentGame,
  lastPlayedGames,
  myGames,
  subscribeGame,
  unsubscribeGame,
] as const;
