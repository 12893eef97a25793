/**
 * Favourites, recent games, my games, last played games and game subscriptions (spec 3 §3
 * "Favourites and recent games"; spec 3 §7 "Favourites, recent games, jackpots"; §9 "Favourites
 * and recent default limit 30"; tables player_favourites, player_recent_games,
 * player_game_subscriptions, ledger_transaction_games).
 *
 * Rules and decisions:
 * - Everything is stored per player in the database, so it is kept across logins and devices.
 * - Only games of the site's catalogue (services/games/catalogue.ts) that are enabled may be added or
 *   subscribed to; others answer `error.game.not_found`. Lists leave out games that have since left
 *   the catalogue or been disabled, so the site never shows a tile it cannot launch.
 * - Favourites: one per game. Adding one twice keeps the first (its lobby, category and time) and
 *   answers it. Removing names the game, optionally only from one lobby; removing a game that is
 *   not a favourite is not an error (204 either way).
 * - Recent games are kept per lobby and category: playing a game again moves it to the top of
 *   that list. At most `RECENT_KEPT_PER_LIST` per lobby and category and `RECENT_KEPT_PER_PLAYER`
 *   in all are kept (the oldest go), which also bounds what a client can store.
 * - Without a category filter, recent games and my games are unique by game id (the newest entry
 *   counts; spec 3 §5 "Game lists are de-duplicated by id").
 * - My games: favourites and recent games merged, newest first (favourites by the time they were
 *   added, recent games by the time they were played), unique by game id.
 * - Last played games come from the wallet: the player's real-money BET transactions that name a
 *   game (SUCCESS), one per game with the time of the last round, newest first. Demo play touches
 *   no ledger, so it never shows there.
 * - A category names a lobby category (content id or label): 1–100 characters.
 */
import type { LobbyPageType } from '@casino/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  ledgerTransactionGames,
  ledgerTransactions,
  playerFavourites,
  playerGameSubscriptions,
  playerRecentGames,
} from '../../db/schema.ts';
import { catalogueOf } from './catalogue.ts';
import type { SandboxContext } from '../context.ts';

export const DEFAULT_LIST_LIMIT = 30;
export const RECENT_KEPT_PER_LIST = 100;
export const RECENT_KEPT_PER_PLAYER = 300;
export const CATEGORY_MAX_LENGTH = 100;

export interface PlayerGame {
  gameId: string;
  lobbyPageType: LobbyPageType;
  category: string;
  addedAt: string;
}

export interface ListQuery {
  category?: string | undefined;
  limit: number;
}

/** Whether the brand offers the game (known and enabled). */
export function offersGame(brandId: string, gameId: string): boolean {
  return catalogueOf(brandId).byId.get(gameId)?.enabled === true;
}

function keepOffered<T extends { gameId: string }>(brandId: string, rows: T[]): T[] {
  return rows.filter((row) => offersGame(brandId, row.gameId));
}

function uniqueByGame<T extends { gameId: string }>(rows: readonly T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => (seen.has(row.gameId) ? false : (seen.add(row.gameId), true)));
}

// Favourites -------------------------------------------------------------------------------------

const favouriteOf = (row: typeof playerFavourites.$inferSelect): PlayerGame => ({
  gameId: row.gameId,
  lobbyPageType: row.lobbyPageType,
  category: row.category,
  addedAt: row.addedAt.toISOString(),
});

export async function listFavourites(
  ctx: SandboxContext,
  player: { playerId: string; brandId: string },
  query: ListQuery,
): Promise<PlayerGame[]> {
  const rows = await ctx.db
    .select()
    .from(playerFavourites)
    .where(
      and(
        eq(playerFavourites.playerId, player.playerId),
        query.category === undefined ? undefined : eq(playerFavourites.category, query.category),
      ),
    )
    .orderBy(desc(playerFavourites.addedAt), desc(playerFavourites.gameId));
  return keepOffered(player.brandId, rows).slice(0, query.limit).map(favouriteOf);
}

/** Adds a favourite (a second add keeps the first) and answers it. */
export async function addFavourite(
  ctx: SandboxContext,
  playerId: string,
  entry: { gameId: string; lobbyPageType: LobbyPageType; category: string },
): Promise<PlayerGame> {
  const now = await ctx.clock.now();
  await ctx.db
    .insert(playerFavourites)
    .values({ playerId, ...entry, addedAt: now })
    .onConflictDoNothing();
  const [row] = await ctx.db
    .select()
    .from(playerFavourites)
    .where(and(eq(playerFavourites.playerId, playerId), eq(playerFavourites.gameId, entry.gameId)));
  return favouriteOf(row!);
}

export async function removeFavourite(
  ctx: SandboxContext,
  playerId: string,
  gameId: string,
  lobbyPageType?: LobbyPageType,
): Promise<void> {
  await ctx.db
    .delete(playerFavourites)
    .where(
      and(
        eq(playerFavourites.playerId, playerId),
        eq(playerFavourites.gameId, gameId),
        lobbyPageType ? eq(playerFavourites.lobbyPageType, lobbyPageType) : undefined,
      ),
    );
}

// Recent games -----------------------------------------------------------------------------------

const recentOf = (row: typeof playerRecentGames.$inferSelect): PlayerGame => ({
  gameId: row.gameId,
  lobbyPageType: row.lobbyPageType,
  category: row.category,
  addedAt: row.playedAt.toISOString(),
});

async function recentRows(ctx: SandboxContext, playerId: string, category?: string) {
  return ctx.db
    .select()
    .from(playerRecentGames)
    .where(
      and(
        eq(playerRecentGames.playerId, playerId),
        category === undefined ? undefined : eq(playerRecentGames.category, category),
      ),
    )
    .orderBy(desc(playerRecentGames.playedAt), desc(playerRecentGames.gameId));
}

export async function listRecentGames(
  ctx: SandboxContext,
  player: { playerId: string; brandId: string },
  query: ListQuery,
): Promise<PlayerGame[]> {
  const rows = keepOffered(player.brandId, await recentRows(ctx, player.playerId, query.category));
  return uniqueByGame(rows).slice(0, query.limit).map(recentOf);
}

/** Records a played game at the top of its lobby and category list; trims what is kept. */
export async function addRecentGame(
  ctx: SandboxContext,
  playerId: string,
  entry: { gameId: string; lobbyPageType: LobbyPageType; category: string },
): Promise<PlayerGame> {
  const now = await ctx.clock.now();
  const [row] = await ctx.db
    .insert(playerRecentGames)
    .values({ playerId, ...entry, playedAt: now })
    .onConflictDoUpdate({
      target: [
        playerRecentGames.playerId,
        playerRecentGames.lobbyPageType,
        playerRecentGames.category,
        playerRecentGames.gameId,
      ],
      set: { playedAt: now },
    })
    .returning();
  await trimRecent(ctx, playerId, entry);
  return recentOf(row!);
}

async function trimRecent(
  ctx: SandboxContext,
  playerId: string,
  list: { lobbyPageType: LobbyPageType; category: string },
): Promise<void> {
  // Rows ranked newest first per list and overall; those past either bound go.
  await ctx.db.execute(sql`
    delete from ${playerRecentGames} r
    using (
      select lobby_page_type, category, game_id,
        row_number() over (partition by lobby_page_type, category order by played_at desc, game_id desc) as in_list,
        row_number() over (order by played_at desc, game_id desc) as overall
      from ${playerRecentGames}
      where player_id = ${playerId}
    ) ranked
    where r.player_id = ${playerId}
      and r.lobby_page_type = ranked.lobby_page_type
      and r.category = ranked.category
      and r.game_id = ranked.game_id
      and (
        (ranked.lobby_page_type = ${list.lobbyPageType} and ranked.category = ${list.category}
          and ranked.in_list > ${RECENT_KEPT_PER_LIST})
        or ranked.overall > ${RECENT_KEPT_PER_PLAYER}
      )`);
}

// My games and last played -----------------------------------------------------------------------

export async function listMyGames(
  ctx: SandboxContext,
  player: { playerId: string; brandId: string },
  query: ListQuery,
): Promise<PlayerGame[]> {
  const big = { category: query.category, limit: RECENT_KEPT_PER_PLAYER };
  const merged = [
    ...(await listFavourites(ctx, player, big)),
    ...(await listRecentGames(ctx, player, big)),
  ].sort((a, b) => (a.addedAt < b.addedAt ? 1 : a.addedAt > b.addedAt ? -1 : 0));
  return uniqueByGame(merged).slice(0, query.limit);
}

/** Games with real-money rounds, from the ledger, newest first. */
export async function lastPlayedGames(
  ctx: SandboxContext,
  playerId: string,
  limit: number,
): Promise<Array<{ gameId: string; lastPlayedAt: string }>> {
  const lastPlayedAt = sql<Date>`max(${ledgerTransactions.createdAt})`.mapWith(ledgerTransactions.createdAt);
  const rows = await ctx.db
    .select({ gameId: ledgerTransactionGames.gameId, lastPlayedAt })
    .from(ledgerTransactionGames)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.referenceId, ledgerTransactionGames.referenceId))
    .where(
      and(
        eq(ledgerTransactions.playerId, playerId),
        eq(ledgerTransactions.type, 'BET'),
        eq(ledgerTransactions.status, 'SUCCESS'),
      ),
    )
    .groupBy(ledgerTransactionGames.gameId)
    .orderBy(desc(lastPlayedAt), desc(ledgerTransactionGames.gameId))
    .limit(limit);
  return rows.map((row) => ({
    gameId: row.gameId,
    lastPlayedAt: row.lastPlayedAt.toISOString(),
  }));
}

// Subscriptions ----------------------------------------------------------------------------------

export async function setSubscription(
  ctx: SandboxContext,
  playerId: string,
  gameId: string,
  subscribed: boolean,
): Promise<{ gameId: string; subscribed: boolean }> {
  if (subscribed) {
    await ctx.db
      .insert(playerGameSubscriptions)
      .values({ playerId, gameId, createdAt: await ctx.clock.now() })
      .onConflictDoNothing();
  } else {
    await ctx.db
      .delete(playerGameSubscriptions)
      .where(and(eq(playerGameSubscriptions.playerId, playerId), eq(playerGameSubscriptions.gameId, gameId)));
  }
  return { gameId, subscribed };
}
