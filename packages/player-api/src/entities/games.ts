/** Game shapes (spec 3 §3 "Game (lobby item)", "Favourites and recent games", "Winner item"). */
import { z } from 'zod';
import { amount, channel, currencyCode, dateTime } from './common.ts';
import { entity } from './registry.ts';

export const gameKind = entity(
  'GameKind',
  z
    .enum(['casino', 'liveCasino'])
    .describe('Casino or live casino (detail types casinoGames, liveCasinoGames).'),
);

export const lobbyPageType = entity(
  'LobbyPageType',
  z
    .enum(['CASINO', 'LIVE_CASINO'])
    .describe('The lobby a favourite or recent game belongs to. Designed values.'),
);

export const thumbnailSchema = z
  .object({ img1x: z.string(), img2x: z.string(), img3x: z.string() })
  .describe('Image URLs at 1x, 2x, 3x.');

/** spec 3 §3 "Game (lobby item)"; `gameDetail` of the game-details call. */
export const gameSchema = entity(
  'Game',
  z
    .object({
      id: z.string().min(1),
      type: gameKind,
      label: z.string(),
      gameProvider: z.string().describe('The provider launching the game, e.g. evolution.'),
      provider: z.string().describe('The provider id used in filters.'),
      subProvider: z.string().nullable().describe('The studio behind an aggregator.'),
      thumbnail: thumbnailSchema,
      gameType: z.string().describe('E.g. slots, roulette, blackjack.'),
      betLimits: z
        .array(z.object({ min: amount, max: amount, currency: currencyCode }))
        .describe('Default empty list.'),
      seats: z.number().int().nullable(),
      seatsTaken: z.number().int().nullable(),
      channels: z.array(channel),
      jackpotExist: z.boolean(),
      gameSlug: z.string().nullable(),
      providerRestrictedCountry: z.array(z.string()).describe('Country codes the provider may not serve.'),
      providerRemoveRestrictedCountryOverlay: z.boolean(),
      restrictedCountry: z.array(z.string()).describe('Country codes the sub-provider may not serve.'),
      removeRestrictedCountryOverlay: z.boolean(),
    })
    .describe('A game (spec 3 §3).'),
);
export type Game = z.infer<typeof gameSchema>;

/** spec 3 §3 "Favourites and recent games": gameId, lobbyPageType, category. */
export const playerGameSchema = entity(
  'PlayerGame',
  z
    .object({
      gameId: z.string().min(1),
      lobbyPageType,
      category: z.string().describe('The lobby category the game was played or saved from.'),
      addedAt: dateTime.describe('Designed: when it was saved or last played; lists are newest first.'),
    })
    .describe('A favourite, recent or my-games entry (spec 3 §3).'),
);

/** spec 3 §3 "Winner item": gameId plus game info. */
export const winnerSchema = entity(
  'Winner',
  z
    .object({
      gameId: z.string().min(1),
      gameLabel: z.string(),
      gameProvider: z.string(),
      subProvider: z.string().nullable(),
      thumbnail: thumbnailSchema,
      playerAlias: z.string().describe('Designed: a masked name, never the player id.'),
      amount,
      currencyCode,
      wonAt: dateTime,
    })
    .describe('A winner entry. Designed fields around gameId and game info (spec 3 §3).'),
);

/** A URL answer of the launch calls that read a URL. */
export const gameUrlSchema = entity(
  'GameUrl',
  z.object({ url: z.url() }).describe('The URL to load the game from.'),
);
