/**
 * The sandbox sportsbook's bets (services/sports/bets.ts; issue 28): one row per bet slip placed,
 * a single or an accumulator, beside its BET transaction on the ledger (`betKey`, the ledger's
 * idempotency key). Odds are kept in hundredths (`2.35` → 235) so nothing here is binary floating
 * point; the legs are the selections with the odds they were taken at.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { players } from './players.ts';

export type SportsBetStatus = 'OPEN' | 'WON' | 'LOST' | 'CASHED_OUT' | 'VOID';

export interface SportsBetLeg {
  eventId: string;
  market: string;
  selection: string;
  /** The odds taken, in hundredths. */
  odds: number;
}

export const sportsBets = pgTable(
  'sports_bets',
  {
    betId: uuid('bet_id').primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    /** The BET transaction's idempotency key (unique there too). */
    betKey: text('bet_key').notNull().unique(),
    category: text('category').$type<'SPORTS' | 'VIRTUAL_SPORTS'>().notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    currencyCode: text('currency_code').notNull(),
    /** The slip's total odds in hundredths: the legs' product, rounded down. */
    odds: integer('odds').notNull(),
    legs: jsonb('legs').$type<SportsBetLeg[]>().notNull(),
    status: text('status').$type<SportsBetStatus>().notNull(),
    /** What the bet paid: the win, the cash-out, or 0. */
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    placedAt: at('placed_at').notNull(),
    /** When the last leg's event ends: the bet settles then. */
    settlesAt: at('settles_at').notNull(),
    settledAt: at('settled_at'),
  },
  (table) => [
    index('sports_bets_player_idx').on(table.playerId, table.placedAt),
    index('sports_bets_due_idx').on(table.status, table.settlesAt),
  ],
);
