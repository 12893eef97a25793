/**
 * Tournaments (services/tournaments/): the definitions are the brands' content and the sandbox's
 * prize configuration (src/demoTournaments.ts); standings are computed from the ledger. What the
 * database keeps is which tournament editions were settled, so a finished one is settled once and
 * then read as final. The prizes themselves are ledger transactions, each under an idempotency key
 * per site, tournament, edition and rank, so they are paid once however often settling runs; each
 * is recorded in `tournament_prizes` in the same database transaction, which is how the bonus money
 * audit knows a BONUS-category credit to the cash wallet for a prize is not unwagered bonus money.
 */
import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, minor } from './columns.ts';
import { players } from './players.ts';
import { sites } from './site.ts';

export const tournamentSettlements = pgTable(
  'tournament_settlements',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.siteId, { onDelete: 'cascade' }),
    tournamentId: text('tournament_id').notNull(),
    /** The edition's start (a one-off tournament's own start). */
    editionStart: at('edition_start').notNull(),
    /** How many prizes were paid. */
    prizesPaid: integer('prizes_paid').notNull(),
    settledAt: at('settled_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.tournamentId, table.editionStart] })],
);

/** One paid prize: the ledger transaction that paid it, for whom, for which place. */
export const tournamentPrizes = pgTable('tournament_prizes', {
  referenceId: uuid('reference_id').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.siteId, { onDelete: 'cascade' }),
  tournamentId: text('tournament_id').notNull(),
  editionStart: at('edition_start').notNull(),
  rank: integer('rank').notNull(),
  playerId: uuid('player_id')
    .notNull()
    .references(() => players.playerId, { onDelete: 'cascade' }),
  amount: minor('amount').notNull(),
  createdAt: at('created_at').notNull(),
});
