/**
 * Money: the double-entry ledger (accounts, transactions, entries; services/money/ledger/) and the
 * sandbox cashier's payments.
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, minor } from './columns.ts';
import { players } from './players.ts';

export type LedgerAccountKind = 'MAIN' | 'LOCKED' | 'BONUS' | 'CASHIER' | 'OPERATOR';
export type LedgerVertical = 'CASINO' | 'LIVE_CASINO' | 'SPORTS';

/**
 * The double-entry ledger's accounts (`services/money/ledger/`; spec 2 §3 "Wallet types: MAIN, LOCKED,
 * BONUS"): per player one MAIN, one LOCKED and one BONUS per vertical (sports, casino, live casino),
 * opened with the player's currency; and the house's counter-accounts per currency, with no player:
 * CASHIER (money in and out through the payment provider) and OPERATOR (adjustments, bets and wins).
 * `balance` (minor units) is kept on player accounts only, updated in the same database transaction
 * as the entries (a conditional update, so it never goes below 0; the check constraint backs it);
 * house balances are the sum of their entries (no hot row every deposit would wait on).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    accountId: uuid('account_id').primaryKey().defaultRandom(),
    playerId: uuid('player_id').references(() => players.playerId, { onDelete: 'cascade' }),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    vertical: text('vertical').$type<LedgerVertical>(),
    currencyCode: text('currency_code').notNull(),
    balance: minor('balance'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_player_unique')
      .on(table.playerId, table.kind, sql`coalesce(${table.vertical}, '')`)
      .where(sql`${table.playerId} is not null`),
    uniqueIndex('ledger_accounts_house_unique')
      .on(table.kind, table.currencyCode)
      .where(sql`${table.playerId} is null`),
    check(
      'ledger_accounts_player_balance',
      sql`(${table.playerId} is null and ${table.balance} is null) or (${table.playerId} is not null and ${table.balance} >= 0)`,
    ),
    check(
      'ledger_accounts_kind',
      sql`(${table.kind} = 'BONUS') = (${table.vertical} is not null) and ((${table.kind} in ('CASHIER', 'OPERATOR')) = (${table.playerId} is null))`,
    ),
  ],
);

/**
 * A money movement as the player's history shows it (spec 2 §3 "Transaction", §4 enumerations):
 * its `referenceId`, type, category and status; `amount` signed as it changes the player's funds
 * (a deposit +, a withdrawal −); `walletId` the player's account it is shown against and
 * `balanceAfter` that account's balance after the last step. A transaction moves money in steps
 * (`ledger_entries.step`: a withdrawal is requested, then processed or cancelled), each step's
 * entries summing to zero. `idempotencyKey` is unique: a retried request finds the first result.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    referenceId: uuid('reference_id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    type: text('type').notNull(),
    category: text('category').notNull(),
    status: text('status').notNull(),
    amount: minor('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    walletId: uuid('wallet_id')
      .notNull()
      .references(() => ledgerAccounts.accountId, { onDelete: 'cascade' }),
    balanceAfter: minor('balance_after').notNull(),
    paymentMethod: text('payment_method'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    index('ledger_transactions_player_idx').on(table.playerId, table.createdAt),
    index('ledger_transactions_player_type_idx').on(table.playerId, table.type, table.status),
  ],
);

/**
 * The entries: each step of a transaction moves `amount` (minor units, signed, never 0) into or out
 * of an account, and a step's entries sum to zero. One entry per transaction, step and account, so
 * a step can never be posted twice.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    referenceId: uuid('reference_id')
      .notNull()
      .references(() => ledgerTransactions.referenceId, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.accountId, { onDelete: 'cascade' }),
    amount: minor('amount').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('ledger_entries_step_account_unique').on(table.referenceId, table.step, table.accountId),
    index('ledger_entries_account_idx').on(table.accountId),
    check('ledger_entries_amount', sql`${table.amount} <> 0`),
  ],
);

/**
 * The sandbox cashier's payments (`services/money/cashier.ts`): one per deposit request, paid (or not)
 * on the cashier page; the outcome reaches the ledger through the signed webhook, once.
 */
export const cashierPayments = pgTable(
  'cashier_payments',
  {
    paymentId: uuid('payment_id').primaryKey().defaultRandom(),
    referenceId: uuid('reference_id')
      .notNull()
      .unique()
      .references(() => ledgerTransactions.referenceId, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    siteId: integer('site_id').notNull(),
    amount: minor('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    paymentMethod: text('payment_method').notNull(),
    returnUrl: text('return_url').notNull(),
    /** The bonus campaign the player picked with the deposit (granted when it settles), or null. */
    bonusCampaignId: text('bonus_campaign_id'),
    status: text('status').$type<'PENDING' | 'SUCCESS' | 'FAILED'>().notNull(),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
  },
  (table) => [index('cashier_payments_player_idx').on(table.playerId)],
);
