/**
 * A player's own games in a lobby and the winners shown there (spec 3 §3 "Favourites and recent
 * games", "Winner item"; spec 3 §4 "Lobby recent-played carousel"; spec 3 §5 "Winner items are
 * filtered the same way", "Jackpot display: only games with jackpotExist get amounts"; spec 3 §9
 * "Favourites and recent default limit 30").
 *
 * - Favourites, recent games and my games are entries of the player API (gameId, lobbyPageType,
 *   category); a lobby shows the entries of its own lobby whose game the content knows, in the
 *   API's order (newest first), de-duplicated by game, through the game rules of games.ts: the
 *   channel filter of the recent-played carousel is the game's `channels`, restricted games stay
 *   greyed and hidden ones are left out, as everywhere in the lobby.
 * - The recent-played carousel spans 2 rows in the live casino and 1 in the casino.
 *
 * Decisions where the spec is silent:
 * - The game id of the player API is the content's `gameId` (the provider's id of the game).
 * - A winner is shown only when its game is available to the viewer: a restricted game is left
 *   out rather than greyed (a winner list is no place to advertise a game the player may not
 *   play). A winner whose game the content does not know is judged by the winner's own provider
 *   and sub-provider ids against the content's and the hard-coded restricted-country lists.
 * - The top-winners date range comes from the address (`winners=72h`); anything else is 24h.
 * - My games (spec 3 §2 "my-games page"; §6 "my-games need login") is a page of each lobby at the
 *   reserved category id `my-games` (`/online-casino/my-games`), listing the player API's my-games
 *   entries of that lobby; a content category cannot take that id there.
 * - The lobby's bottom navigation (spec 3 §2 "tabs indexed 0 to 3; selecting the filter item
 *   opens the filter panel") has, in order: the lobby, search, my games and the filter.
 * - Jackpot amounts are asked for only for the games on the page that have `jackpotExist`, at
 *   most MAX_JACKPOT_GAMES of them (the call's URL carries them comma-separated).
 */
import { gameAvailability, uniqueBy, type GameFacts, type GameViewer } from './games.ts';
import type { LobbyType } from './lobby.ts';

/** spec 3 §9 "Favourites and recent default limit 30". */
export const PLAYER_GAMES_LIMIT = 30;

/** The player API's name of a lobby (`lobbyPageType`). */
export type LobbyPageType = 'CASINO' | 'LIVE_CASINO';

export function lobbyPageTypeOf(type: LobbyType): LobbyPageType {
  return type === 'liveCasino' ? 'LIVE_CASINO' : 'CASINO';
}

/** spec 3 §4: "Recent-played rows for live casino span 2 rows, others 1". */
export function recentPlayedRowSpan(type: LobbyType): 1 | 2 {
  return type === 'liveCasino' ? 2 : 1;
}

/** The category id of the my-games page of a lobby. */
export const MY_GAMES_CATEGORY = 'my-games';

/** The bottom navigation's tabs by index (spec 3 §2). */
export const BOTTOM_NAV_TABS = ['lobby', 'search', 'myGames', 'filter'] as const;
export type BottomNavTab = (typeof BOTTOM_NAV_TABS)[number];

/** A favourite, recent or my-games entry of the player API. */
export interface PlayerGameEntry {
  gameId: string;
  lobbyPageType: string;
}

export interface PlayerGameInLobby<G> {
  game: G;
  restricted: boolean;
}

/**
 * The games of `entries` a viewer sees in a lobby: entries of this lobby whose game is known, in
 * order, each game once, at most `limit`.
 */
export function playerGamesInLobby<G>(
  entries: readonly PlayerGameEntry[],
  options: {
    type: LobbyType;
    viewer: GameViewer;
    gameById: (gameId: string) => G | undefined;
    facts: (game: G) => GameFacts;
    limit?: number;
  },
): PlayerGameInLobby<G>[] {
  const pageType = lobbyPageTypeOf(options.type);
  const shown: PlayerGameInLobby<G>[] = [];
  for (const entry of uniqueBy(entries, (item) => item.gameId)) {
    if (shown.length >= (options.limit ?? PLAYER_GAMES_LIMIT)) break;
    if (entry.lobbyPageType !== pageType) continue;
    const game = options.gameById(entry.gameId);
    if (game === undefined) continue;
    const availability = gameAvailability(options.facts(game), options.viewer);
    if (availability === 'hidden') continue;
    shown.push({ game, restricted: availability === 'restricted' });
  }
  return shown;
}

/** The game ids a lobby marks as favourites (hearts), for its own lobby. */
export function favouriteIds(entries: readonly PlayerGameEntry[], type: LobbyType): Set<string> {
  const pageType = lobbyPageTypeOf(type);
  return new Set(entries.filter((entry) => entry.lobbyPageType === pageType).map((entry) => entry.gameId));
}

/** A winner item of the player API: the game id and the game's provider ids. */
export interface WinnerFacts {
  gameId: string;
  gameProvider: string;
  subProvider: string | null;
}

/**
 * spec 3 §5 "Winner items are filtered the same way" as games: the winners whose game is
 * available to the viewer, in order. `gameFacts` gives the content's facts of a known game;
 * `providerFacts` the content's facts of a provider or sub-provider id (else only the hard-coded
 * lists apply).
 */
export function visibleWinners<W extends WinnerFacts>(
  winners: readonly W[],
  viewer: GameViewer,
  lookup: {
    gameFacts: (gameId: string) => GameFacts | undefined;
    providerFacts?: (providerId: string) => GameFacts['provider'] | undefined;
    subProviderFacts?: (subProviderId: string) => GameFacts['subProvider'] | undefined;
  },
): W[] {
  return winners.filter((winner) => {
    const known = lookup.gameFacts(winner.gameId);
    const facts: GameFacts = known ?? {
      provider: lookup.providerFacts?.(winner.gameProvider) ?? { providerId: winner.gameProvider },
      subProvider: winner.subProvider
        ? (lookup.subProviderFacts?.(winner.subProvider) ?? {
            id: winner.subProvider,
            subProviderId: winner.subProvider,
          })
        : null,
    };
    return gameAvailability(facts, viewer) === 'available';
  });
}

/** Top-winners date ranges (player API `topWinners.dateRange`); the first is the default. */
export const WINNER_RANGES = ['24h', '72h', '7d', '30d'] as const;
export type WinnerRange = (typeof WINNER_RANGES)[number];

export function parseWinnerRange(raw: string | null | undefined): WinnerRange {
  return WINNER_RANGES.find((range) => range === raw) ?? WINNER_RANGES[0];
}

/** At most this many games in one jackpot-amount call. */
export const MAX_JACKPOT_GAMES = 100;

/** The game ids to ask jackpot amounts for: games with `jackpotExist`, each once, in order. */
export function jackpotGameIds(
  games: readonly { gameId?: string | null; jackpotExist?: boolean | null }[],
): string[] {
  const ids = games.flatMap((game) => (game.jackpotExist === true && game.gameId ? [game.gameId] : []));
  return [...new Set(ids)].slice(0, MAX_JACKPOT_GAMES);
}
