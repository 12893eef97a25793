/**
 * The double-entry wallet ledger's core (spec 2 §3 "Wallet", "Transaction", §4 enumerations;
 * tables in db/schema/money.ts: ledger_accounts, ledger_transactions, ledger_entries): accounts,
 * posting, and the transaction steps the movements are built of. The movements are in
 * payments.ts (deposits, withdrawals) and bets.ts (bets, wins); the reads in reads.ts.
 *
 * Rules:
 * - Accounts: per player MAIN, LOCKED and one BONUS per vertical (SPORTS, CASINO, LIVE_CASINO), in
 *   the player's currency, opened by the first wallet call of a player who finished registering;
 *   the house's counter-accounts per currency: CASHIER (deposits in, withdrawals out) and OPERATOR
 *   (bets, wins, adjustments).
 * - Every movement is a transaction (referenceId, type, category, status of spec 2 §4) whose steps
 *   post entries summing to zero; a step is posted at most once per account (unique index).
 * - Player balances are a cached column updated in the same database transaction as the entries,
 *   by a conditional `UPDATE … SET balance = balance + x WHERE balance + x >= 0`: a debit that
 *   would go below zero changes nothing and the whole transaction rolls back (`NOT_ENOUGH_FUNDS`);
 *   a check constraint backs it. Tests prove balance = sum of entries (reads.ts `auditLedger`).
 * - Every deposit, withdrawal, bet and win carries an idempotency key (unique): a retry with the
 *   same key answers the first transaction and moves nothing. Keys are scoped by player and kind.
 * - Locking order, so concurrent operations never deadlock: a new request (deposit, withdrawal,
 *   bet, win) first locks the player's MAIN and LOCKED rows `FOR UPDATE` in account-id order, then
 *   looks its idempotency key up, runs its checks and inserts its transaction row; an operation on
 *   an existing transaction (settle, cancel, process) first moves the row out of PENDING (a
 *   conditional update, which locks it), then locks the same account rows in the same order; the
 *   posting updates them in that order too; the player row (first deposit date) comes last. A
 *   request only ever waits holding nothing or holding the account locks, never a transaction row
 *   another operation needs. Checks that depend on totals (limits, funds) run after the account
 *   lock, so they see every earlier commit (PostgreSQL READ COMMITTED reads anew after the wait).
 * - A movement runs in `moneyTransaction`: a refusal thrown inside (`MoneyRefusal`) rolls it back
 *   and is answered as the outcome's refusal; after each commit that changed a player's balances,
 *   `ctx.events.balanceChanged` tells the feed.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '@casino/player-api';
import type { Database, Executor, Transaction as DbTransaction } from '../../../db/database.ts';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  players,
  type LedgerAccountKind,
  type LedgerVertical,
} from '../../../db/schema.ts';
import { refuse, type Outcome } from '../../../kernel/outcomes.ts';
import type { SandboxContext } from '../../context.ts';

export const VERTICALS: readonly LedgerVertical[] = ['SPORTS', 'CASINO', 'LIVE_CASINO'];

/** The contract's statuses (spec 2 §4); the ledger writes every one of them. */
export type TransactionStatus = Transaction['status'];
/**
 * The contract's types and categories the ledger writes; bonus moves (bonus/moves.ts) are WIN
 * (grant, conversion, cashback) or FORFEIT (forfeit, expiry, a forfeited share) of category BONUS;
 * a cancelled round's refund is a BET_VOID (bets.ts).
 */
export type TransactionType = Extract<
  Transaction['type'],
  'DEPOSIT' | 'WITHDRAW' | 'BET' | 'BET_VOID' | 'WIN' | 'FORFEIT'
>;
export type TransactionCategory = Extract<
  Transaction['category'],
  'PAYMENT' | 'CASINO' | 'LIVE_CASINO' | 'SPORTS' | 'VIRTUAL_SPORTS' | 'BONUS'
>;

type AccountRow = typeof ledgerAccounts.$inferSelect;
export type TransactionRow = typeof ledgerTransactions.$inferSelect;

export interface PlayerAccounts {
  playerId: string;
  currencyCode: string;
  main: AccountRow;
  locked: AccountRow;
  bonus: Record<LedgerVertical, AccountRow>;
}

/**
 * A refusal inside a money transaction: thrown to roll it back; the operation answers it as its
 * outcome's refusal (kernel/outcomes.ts).
 */
export class MoneyRefusal extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

// -----------------------------------------------------------------------------------------------
// Accounts
// -----------------------------------------------------------------------------------------------

function toAccounts(playerId: string, rows: AccountRow[]): PlayerAccounts | null {
  const main = rows.find((row) => row.kind === 'MAIN');
  const locked = rows.find((row) => row.kind === 'LOCKED');
  const bonus = Object.fromEntries(
    VERTICALS.map((vertical) => [
      vertical,
      rows.find((row) => row.kind === 'BONUS' && row.vertical === vertical),
    ]),
  ) as Record<LedgerVertical, AccountRow | undefined>;
  if (!main || !locked || VERTICALS.some((vertical) => !bonus[vertical])) return null;
  return {
    playerId,
    currencyCode: main.currencyCode,
    main,
    locked,
    bonus: bonus as Record<LedgerVertical, AccountRow>,
  };
}

/** The player's accounts, or null when they were never opened. */
export async function findAccounts(ex: Executor, playerId: string): Promise<PlayerAccounts | null> {
  const rows = await ex.select().from(ledgerAccounts).where(eq(ledgerAccounts.playerId, playerId));
  return toAccounts(playerId, rows);
}

/**
 * Opens the player's accounts (idempotent; concurrent calls are safe: `ON CONFLICT DO NOTHING`),
 * or answers null for a player who cannot hold money yet: unknown, or still signing up
 * (PRE_REGISTERED): the wallet answers 404 then (spec 2 §4 "a 404 on the wallet gives a
 * no-wallet state").
 */
export async function openAccounts(ctx: SandboxContext, playerId: string): Promise<PlayerAccounts | null> {
  const existing = await findAccounts(ctx.db, playerId);
  if (existing) return existing;
  const [player] = await ctx.db
    .select({ status: players.status, currencyCode: players.currencyCode })
    .from(players)
    .where(eq(players.playerId, playerId));
  if (!player || player.status === 'PRE_REGISTERED') return null;
  const now = await ctx.clock.now();
  const base = { playerId, currencyCode: player.currencyCode, balance: 0n, createdAt: now };
  await ctx.db
    .insert(ledgerAccounts)
    .values([
      { ...base, kind: 'MAIN' as const },
      { ...base, kind: 'LOCKED' as const },
      ...VERTICALS.map((vertical) => ({ ...base, kind: 'BONUS' as const, vertical })),
    ])
    .onConflictDoNothing();
  return findAccounts(ctx.db, playerId);
}

const houseIds = new WeakMap<Database, Map<string, string>>();

/** The house's CASHIER or OPERATOR account for a currency, opened on first use. */
export async function houseAccountId(
  ctx: SandboxContext,
  kind: Extract<LedgerAccountKind, 'CASHIER' | 'OPERATOR'>,
  currencyCode: string,
): Promise<string> {
  let cache = houseIds.get(ctx.db);
  if (!cache) houseIds.set(ctx.db, (cache = new Map()));
  const key = `${kind} ${currencyCode}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const where = and(
    eq(ledgerAccounts.kind, kind),
    eq(ledgerAccounts.currencyCode, currencyCode),
    isNull(ledgerAccounts.playerId),
  );
  let [row] = await ctx.db.select({ id: ledgerAccounts.accountId }).from(ledgerAccounts).where(where);
  if (!row) {
    await ctx.db
      .insert(ledgerAccounts)
      .values({ kind, currencyCode, createdAt: await ctx.clock.now() })
      .onConflictDoNothing();
    [row] = await ctx.db.select({ id: ledgerAccounts.accountId }).from(ledgerAccounts).where(where);
  }
  cache.set(key, row!.id);
  return row!.id;
}

/** Locks the player's MAIN and LOCKED rows (account-id order) and answers their balances. */
export async function lockCash(
  tx: DbTransaction,
  accounts: PlayerAccounts,
): Promise<{ main: bigint; locked: bigint }> {
  const rows = await tx
    .select({ id: ledgerAccounts.accountId, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.accountId, [accounts.main.accountId, accounts.locked.accountId]))
    .orderBy(asc(ledgerAccounts.accountId))
    .for('update');
  const balance = (id: string) => rows.find((row) => row.id === id)!.balance ?? 0n;
  return { main: balance(accounts.main.accountId), locked: balance(accounts.locked.accountId) };
}

// -----------------------------------------------------------------------------------------------
// Posting
// -----------------------------------------------------------------------------------------------

export interface Leg {
  accountId: string;
  amount: bigint;
  /** A player account: its cached balance moves too and may not go below 0. */
  player: boolean;
}

/**
 * Posts one step of a transaction: entries summing to zero; player balances move by conditional
 * updates in account-id order. Answers the new balances of the player accounts.
 */
export async function post(
  tx: DbTransaction,
  referenceId: string,
  step: string,
  legs: Leg[],
  now: Date,
): Promise<Map<string, bigint>> {
  if (legs.reduce((sum, leg) => sum + leg.amount, 0n) !== 0n) throw new Error('Unbalanced posting');
  if (legs.some((leg) => leg.amount === 0n)) throw new Error('A posting leg of 0');
  const balances = new Map<string, bigint>();
  const ordered = legs
    .filter((leg) => leg.player)
    .sort((a, b) => (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0));
  for (const leg of ordered) {
    const [row] = await tx
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${leg.amount}` })
      .where(
        and(eq(ledgerAccounts.accountId, leg.accountId), sql`${ledgerAccounts.balance} + ${leg.amount} >= 0`),
      )
      .returning({ balance: ledgerAccounts.balance });
    if (!row) throw new MoneyRefusal('NOT_ENOUGH_FUNDS', 'Not enough funds');
    balances.set(leg.accountId, row.balance ?? 0n);
  }
  await tx.insert(ledgerEntries).values(
    legs.map((leg) => ({
      referenceId,
      step,
      accountId: leg.accountId,
      amount: leg.amount,
      createdAt: now,
    })),
  );
  return balances;
}

// -----------------------------------------------------------------------------------------------
// Transactions
// -----------------------------------------------------------------------------------------------

export function idempotencyKey(playerId: string, kind: string, key: string): string {
  return `${playerId}:${kind}:${key}`;
}

export interface NewTransaction {
  referenceId?: string;
  playerId: string;
  idempotencyKey: string;
  type: TransactionType;
  category: TransactionCategory;
  status: TransactionStatus;
  amount: bigint;
  currencyCode: string;
  walletId: string;
  balanceAfter: bigint;
  paymentMethod?: string | null;
}

/** The transaction an idempotency key names, if any. */
export async function byKey(tx: DbTransaction, key: string): Promise<TransactionRow | undefined> {
  const [row] = await tx.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, key));
  return row;
}

/**
 * Inserts the transaction unless its idempotency key is taken: answers `{ created }` with the new
 * row, or `{ existing }` with the first one (a concurrent twin waits on the unique index until the
 * first commits, then finds it).
 */
export async function insertOnce(
  tx: DbTransaction,
  values: NewTransaction,
  now: Date,
): Promise<{ created: TransactionRow } | { existing: TransactionRow }> {
  const [created] = await tx
    .insert(ledgerTransactions)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning();
  if (created) return { created };
  const [existing] = await tx
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, values.idempotencyKey));
  if (!existing) throw new Error('Idempotency key vanished');
  return { existing };
}

/** Moves the status from PENDING, once: answers the row, or null when it was not PENDING. */
export async function leavePending(
  tx: DbTransaction,
  referenceId: string,
  type: TransactionType,
  status: TransactionStatus,
  now: Date,
  playerId?: string,
): Promise<TransactionRow | null> {
  const [row] = await tx
    .update(ledgerTransactions)
    .set({ status, updatedAt: now })
    .where(
      and(
        eq(ledgerTransactions.referenceId, referenceId),
        eq(ledgerTransactions.type, type),
        eq(ledgerTransactions.status, 'PENDING'),
        ...(playerId ? [eq(ledgerTransactions.playerId, playerId)] : []),
      ),
    )
    .returning();
  return row ?? null;
}

export async function setBalanceAfter(
  tx: DbTransaction,
  referenceId: string,
  balance: bigint,
): Promise<void> {
  await tx
    .update(ledgerTransactions)
    .set({ balanceAfter: balance })
    .where(eq(ledgerTransactions.referenceId, referenceId));
}

/** Runs a money transaction; refusals come back as values, and the feed hears of committed changes. */
export async function moneyTransaction<T>(
  ctx: SandboxContext,
  playerId: string,
  run: (tx: DbTransaction) => Promise<T & { moved: boolean }>,
): Promise<Outcome<T>> {
  try {
    const result = await ctx.db.transaction(run);
    if (result.moved) ctx.events.balanceChanged(playerId);
    return { ok: true, ...result };
  } catch (error) {
    if (error instanceof MoneyRefusal) return refuse(error.code, error.message);
    throw error;
  }
}

/** The player's transaction by reference. */
export async function findTransaction(ex: Executor, referenceId: string): Promise<TransactionRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(referenceId)) return null;
  const [row] = await ex
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.referenceId, referenceId));
  return row ?? null;
}
