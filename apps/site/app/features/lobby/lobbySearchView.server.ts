/**
 * What the lobby's search offers besides its matches (issue 27; PLAYER-EXPERIENCE.md "Search"):
 * popular games before the player types and when nothing matches (the search overlay, and the
 * results page without JavaScript), and the games the player chose from the search before, which
 * the browser remembers and sends as `recent=` ids (lobbyRequest.server.ts checks them).
 *
 * Decisions where the spec is silent:
 * - A lobby's popular games are those of its content category `popular` (casino) or
 *   `live-popular` (live casino), in the lobby's order; a lobby without such games offers its
 *   first games.
 * - Only games the player may play here are offered: hidden and restricted games (spec 3 §5) are
 *   left out, so a remembered game that became unavailable simply disappears.
 */
import { browseGames, type GameFacts, type GameViewer, type LobbyType } from '@casino/domain';
import type { LobbyGamesQuery } from '../../generated/graphql/graphql';
import type { LobbyTileView, TileInput } from './lobbyTiles.server.ts';
import type { LobbyRequest } from './lobbyRequest.server.ts';

type Game = LobbyGamesQuery['allGame'][number];

/** Popular games the search offers. */
export const POPULAR_SHOWN = 6;

export const POPULAR_CATEGORY: Record<LobbyType, string> = { casino: 'popular', liveCasino: 'live-popular' };

export interface SearchOfferContext {
  viewer: GameViewer;
  read: {
    id: (game: Game) => string;
    label: (game: Game) => string | null | undefined;
    facts: (game: Game) => GameFacts;
  };
  tile: (input: TileInput) => LobbyTileView;
  /** The page's search found nothing. */
  noMatch: boolean;
}

/** Popular games (null when not wanted) and the recent games of `request` (null unless suggesting). */
export function searchOffers(
  request: LobbyRequest,
  games: readonly Game[],
  context: SearchOfferContext,
): { popular: LobbyTileView[] | null; recent: LobbyTileView[] | null } {
  const playable = (list: readonly Game[]) =>
    browseGames(list, { viewer: context.viewer }, context.read).flatMap((entry) =>
      entry.restricted ? [] : [entry.game],
    );
  const asTile = (game: Game) => context.tile({ game, size: '1x', restricted: false, eager: false });

  let popular: LobbyTileView[] | null = null;
  if (request.suggest || context.noMatch) {
    const all = playable(games);
    const category = POPULAR_CATEGORY[request.type];
    const inCategory = all.filter((game) =>
      (game.categories ?? []).some((entry) => entry?.categoryId === category),
    );
    popular = (inCategory.length > 0 ? inCategory : all).slice(0, POPULAR_SHOWN).map(asTile);
  }

  let recent: LobbyTileView[] | null = null;
  if (request.suggest) {
    const wanted = new Set(request.recent);
    const found = new Map(
      playable(games.filter((game) => wanted.has(game.gameId ?? ''))).map((game) => [game.gameId, game]),
    );
    recent = request.recent.flatMap((gameId) => {
      const game = found.get(gameId);
      return game ? [asTile(game)] : [];
    });
  }
  return { popular, recent };
}
