/**
 * The games named in a page of the transaction history: a bet or win carries the game's id
 * (player API `Transaction.gameId`, designed), and the content names it and gives its play page.
 * A game the content does not know (retired, or of another market) is named by its id, unlinked; a
 * content failure leaves every game so rather than failing the history.
 */
import type { ContentClient } from '@casino/content';
import { gamePlayPath } from '@casino/domain';
import { graphql } from '../../generated/graphql';

export interface TransactionGame {
  name: string;
  /** The game's play page without the locale, or null when the content does not know it. */
  path: string | null;
}

export async function loadTransactionGames(
  content: ContentClient,
  gameIds: readonly string[],
): Promise<Record<string, TransactionGame>> {
  const ids = [...new Set(gameIds)];
  const games: Record<string, TransactionGame> = Object.fromEntries(
    ids.map((id) => [id, { name: id, path: null }]),
  );
  if (ids.length === 0) return games;
  try {
    const { allGame } = await content.query(TRANSACTION_GAMES_QUERY, { ids });
    for (const game of allGame) {
      if (!game.gameId || !(game.gameId in games)) continue;
      const type = game.type === 'liveCasino' ? 'liveCasino' : 'casino';
      games[game.gameId] = {
        name: game.label ?? game.gameId,
        path: game.provider?.providerId ? gamePlayPath(type, game.provider.providerId, game.gameId) : null,
      };
    }
  } catch (error) {
    console.warn(`[site] transaction games unavailable: ${(error as Error).message}`);
  }
  return games;
}

const TRANSACTION_GAMES_QUERY = graphql(`
  query TransactionGames($ids: [String!]!) {
    allGame(where: { gameId: { in: $ids } }) {
      gameId
      label
      type
      provider {
        providerId
      }
    }
  }
`);
