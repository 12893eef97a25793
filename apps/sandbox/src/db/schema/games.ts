/**
 * Player games: favourites, recent games, subscriptions, and the game of each bet and win
 * (services/games/favourites.ts, services/games/winners.ts, services/games/jackpots.ts).
 */
import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { ledgerTransactions } from './money.ts';
import { players } from './players.ts';

/** Favourite games (spec 3 §3 "Favourites and recent games"): one row per player and game. */
export const playerFavourites = pgTable(
  'player_favourites',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    gameId: text('game_id').notNull(),
    lobbyPageType: text('lobby_page_type').$type<'CASINO' | 'LIVE_CASINO'>().notNull(),
    category: text('category').notNull(),
    addedAt: at('added_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.gameId] }),
    index('player_favourites_added_idx').on(table.playerId, table.addedAt),
  ],
);

/** Recently played games: one row per player, lobby, category and game; `playedAt` moves it to the top. */
export const playerRecentGames = pgTable(
  'player_recent_games',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    lobbyPageType: text('lobby_page_type').$type<'CASINO' | 'LIVE_CASINO'>().notNull(),
    category: text('category').notNull(),
    gameId: text('game_id').notNull(),
    playedAt: at('played_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.lobbyPageType, table.category, table.gameId] }),
    index('player_recent_games_played_idx').on(table.playerId, table.playedAt),
  ],
);

/** Games a player follows (contract `subscribeGame`). */
export const playerGameSubscriptions = pgTable(
  'player_game_subscriptions',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    gameId: text('game_id').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.gameId] })],
);

/**
 * The game a BET or WIN transaction was played on, written in the same database transaction as
 * the ledger row (`services/money/ledger/bets.ts` `placeBet`/`payWin` with `gameId`). A side table, so the
 * ledger's own rows stay as they are; drives last played games, winners and jackpot contributions.
 */
export const ledgerTransactionGames = pgTable(
  'ledger_transaction_games',
  {
    referenceId: uuid('reference_id')
      .primaryKey()
      .references(() => ledgerTransactions.referenceId, { onDelete: 'cascade' }),
    gameId: text('game_id').notNull(),
  },
  (table) => [index('ledger_transaction_games_game_idx').on(table.gameId)],
);
