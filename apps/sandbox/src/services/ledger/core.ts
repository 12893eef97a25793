/**
 * The double-entry wallet ledger (issue 7 "Sandbox money core"; spec 2 §3 "Wallet", "Transaction",
 * §4 enumerations; tables in db/schema.ts: ledger_accounts, ledger_transactions, ledger_entries).
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
 *   a check constraint backs it. Tests prove balance = sum of entries.
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
 * - Withdrawals: a request moves the amount MAIN → LOCKED (PENDING); the player may cancel while
 *   pending (LOCKED → MAIN, CANCELLED); the operator processes it (LOCKED → CASHIER, SUCCESS), by
 *   the sandbox call or automatically once `WITHDRAWAL_PROCESSING_DELAY_MS` has passed on the
 *   sandbox clock (applied lazily by every read of the player's wallet or history).
 * - Deposits: a request opens a PENDING transaction with no entries (the cashier payment); its
 *   success posts CASHIER → MAIN and sets the player's first deposit date, its failure marks it
 *   FAILED. Each happens once: the status moves from PENDING by a conditional update.
 * - Bets: before anything moves, the player must be allowed to gamble now and the bet's session
 *   still open (playerBlock.ts `gamblingBlock`, the sign-in's rule), checked under the cash lock.
 * After each commit that changed a player's balances, `ctx.events.balanceChanged` tells the feed.
 */
import { and, asc, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { fromMinorUnits, type BalanceMap, type Transaction } from '@casino/player-api';
import type { Database, Executor, Transaction as DbTransaction } from '../db/database.ts';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactionGames,
  ledgerTransactions,
  players,
  type LedgerAccountKind,
  type LedgerVertical,
} from '../db/schema.ts';
import { rowsOf } from '../kernel/database.ts';
import { refuse, type Outcome } from '../kernel/outcomes.ts';
import type { SandboxContext } from './context.ts';
import { gamblingBlock } from './playerBlock.ts';

export const VERTICALS: readonly LedgerVertical[] = ['SPORTS', 'CASINO', 'LIVE_CASINO'];

/** Processing of a pending withdrawal after this long on the sandbox clock (designed: 24 h). */
export const WITHDRAWAL_PROCESSING_DELAY_MS = 24 * 3_600_000;

/** The contract's statuses (spec 2 §4); the ledger writes every one of them. */
export type TransactionStatus = Transaction['status'];
/** The contract's types and categories the ledger writes (bonus moves come with the bonus engine). */
export type TransactionType = Extract<Transaction['type'], 'DEPOSIT' | 'WITHDRAW' | 'BET' | 'WIN'>;
export type TransactionCategory = Extract<
  Transaction['category'],
  'PAYMENT' | 'CASINO' | 'LIVE_CASINO' | 'SPORTS' | 'VIRTUAL_SPORTS'
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
async function lockCash(
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

interface Leg {
  accountId: string;
  amount: bigint;
  /** A player account: its cached balance moves too and may not go below 0. */
  player: boolean;
}

/**
 * Posts one step of a transaction: entries summing to zero; player balances move by conditional
 * updates in account-id order. Answers the new balances of the player accounts.
 */
async function post(
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

interface NewTransaction {
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
async function byKey(tx: DbTransaction, key: string): Promise<TransactionRow | undefined> {
  const [row] = await tx.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, key));
  return row;
}

/**
 * Inserts the transaction unless its idempotency key is taken: answers `{ created }` with the new
 * row, or `{ existing }` with the first one (a concurrent twin waits on the unique index until the
 * first commits, then finds it).
 */
async function insertOnce(
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
async function leavePending(
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

async function setBalanceAfter(tx: DbTransaction, referenceId: string, balance: bigint): Promise<void> {
  await tx
    .update(ledgerTransactions)
    .set({ balanceAfter: balance })
    .where(eq(ledgerTransactions.referenceId, referenceId));
}

/** Runs a money transaction; refusals come back as values, and the feed hears of committed changes. */
async function money<T>(
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

// Deposits ---------------------------------------------------------------------------------------

export interface DepositInput {
  accounts: PlayerAccounts;
  amount: bigint;
  paymentMethod: string;
  /** Scoped to the player: `idempotencyKey(playerId, 'deposit', key)`. */
  idempotencyKey: string;
  /** Runs inside the transaction after the player's cash is locked: the checks that need it. */
  check?: (tx: DbTransaction) => Promise<void>;
  /** When it happened; default the sandbox clock's now (the demo opening deposit is dated back). */
  at?: Date;
  /** Runs inside the transaction after the deposit row exists (e.g. the cashier payment). */
  then?: (tx: DbTransaction, row: TransactionRow) => Promise<void>;
}

/** Opens a PENDING deposit (no money moves until the payment succeeds); idempotent by key. */
export async function openDeposit(
  ctx: SandboxContext,
  input: DepositInput,
): Promise<Outcome<{ transaction: TransactionRow; replayed: boolean }>> {
  const now = input.at ?? (await ctx.clock.now());
  const { accounts } = input;
  return money(ctx, accounts.playerId, async (tx) => {
    // The player's cash is locked first: requests of one player (and twins of one key) queue here,
    // so the key lookup, the checks and the insert see every earlier commit.
    const { main } = await lockCash(tx, accounts);
    const replay = await byKey(tx, input.idempotencyKey);
    if (replay) return { transaction: replay, replayed: true, moved: false };
    await input.check?.(tx);
    const inserted = await insertOnce(
      tx,
      {
        playerId: accounts.playerId,
        idempotencyKey: input.idempotencyKey,
        type: 'DEPOSIT',
        category: 'PAYMENT',
        status: 'PENDING',
        amount: input.amount,
        currencyCode: accounts.currencyCode,
        walletId: accounts.main.accountId,
        balanceAfter: main,
        paymentMethod: input.paymentMethod,
      },
      now,
    );
    if ('existing' in inserted) return { transaction: inserted.existing, replayed: true, moved: false };
    await input.then?.(tx, inserted.created);
    return { transaction: inserted.created, replayed: false, moved: false };
  });
}

/**
 * Settles a PENDING deposit: SUCCESS posts CASHIER → MAIN and sets the first deposit date; FAILED
 * moves nothing. Answers `settled: false` when it was no longer pending (a repeated webhook).
 */
export async function settleDeposit(
  ctx: SandboxContext,
  referenceId: string,
  outcome: 'SUCCESS' | 'FAILED',
  within?: (tx: DbTransaction) => Promise<void>,
  at?: Date,
): Promise<{ settled: boolean; transaction: TransactionRow | null }> {
  const now = at ?? (await ctx.clock.now());
  // House accounts are looked up before the transaction: PGlite runs one transaction at a time on
  // its single connection, so a query on `ctx.db` inside one would wait for itself.
  const known = await findTransaction(ctx.db, referenceId);
  const cashier = known ? await houseAccountId(ctx, 'CASHIER', known.currencyCode) : '';
  let playerId: string | undefined;
  const result = await ctx.db.transaction(async (tx) => {
    const row = await leavePending(tx, referenceId, 'DEPOSIT', outcome, now);
    if (!row) {
      const [current] = await tx
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.referenceId, referenceId));
      return { settled: false, transaction: current ?? null };
    }
    await within?.(tx);
    playerId = row.playerId;
    if (outcome === 'FAILED') return { settled: true, transaction: row };
    const balances = await post(
      tx,
      referenceId,
      'SETTLE',
      [
        { accountId: cashier, amount: -row.amount, player: false },
        { accountId: row.walletId, amount: row.amount, player: true },
      ],
      now,
    );
    const after = balances.get(row.walletId)!;
    await setBalanceAfter(tx, referenceId, after);
    await tx
      .update(players)
      .set({ firstDepositAt: now })
      .where(and(eq(players.playerId, row.playerId), isNull(players.firstDepositAt)));
    return { settled: true, transaction: { ...row, balanceAfter: after } };
  });
  if (result.settled && outcome === 'SUCCESS' && playerId) ctx.events.balanceChanged(playerId);
  return result;
}

/** A deposit recorded as already paid (the demo players' opening balance); idempotent by key; `at` dates it. */
export async function recordPaidDeposit(
  ctx: SandboxContext,
  input: Omit<DepositInput, 'check' | 'then'>,
): Promise<TransactionRow> {
  const opened = await openDeposit(ctx, input);
  if (!opened.ok) throw new Error(opened.message);
  if (opened.transaction.status !== 'PENDING') return opened.transaction;
  const settled = await settleDeposit(ctx, opened.transaction.referenceId, 'SUCCESS', undefined, input.at);
  return settled.transaction!;
}

// Withdrawals ------------------------------------------------------------------------------------

export interface WithdrawalInput {
  accounts: PlayerAccounts;
  amount: bigint;
  paymentMethod: string;
  idempotencyKey: string;
  /** Runs after the player's cash is locked, with the balances: the limit checks. */
  check?: (tx: DbTransaction, cash: { main: bigint; locked: bigint }) => Promise<void>;
}

/** Requests a withdrawal: MAIN → LOCKED, PENDING; idempotent by key; NOT_ENOUGH_FUNDS below 0. */
export async function requestWithdrawal(
  ctx: SandboxContext,
  input: WithdrawalInput,
): Promise<Outcome<{ transaction: TransactionRow; replayed: boolean }>> {
  const now = await ctx.clock.now();
  const { accounts } = input;
  return money(ctx, accounts.playerId, async (tx) => {
    const cash = await lockCash(tx, accounts);
    const replay = await byKey(tx, input.idempotencyKey);
    if (replay) return { transaction: replay, replayed: true, moved: false };
    await input.check?.(tx, cash);
    if (cash.main < input.amount) throw new MoneyRefusal('NOT_ENOUGH_FUNDS', 'Not enough funds');
    const inserted = await insertOnce(
      tx,
      {
        playerId: accounts.playerId,
        idempotencyKey: input.idempotencyKey,
        type: 'WITHDRAW',
        category: 'PAYMENT',
        status: 'PENDING',
        amount: -input.amount,
        currencyCode: accounts.currencyCode,
        walletId: accounts.main.accountId,
        balanceAfter: 0n,
        paymentMethod: input.paymentMethod,
      },
      now,
    );
    if ('existing' in inserted) return { transaction: inserted.existing, replayed: true, moved: false };
    const balances = await post(
      tx,
      inserted.created.referenceId,
      'REQUEST',
      [
        { accountId: accounts.main.accountId, amount: -input.amount, player: true },
        { accountId: accounts.locked.accountId, amount: input.amount, player: true },
      ],
      now,
    );
    const after = balances.get(accounts.main.accountId)!;
    await setBalanceAfter(tx, inserted.created.referenceId, after);
    return { transaction: { ...inserted.created, balanceAfter: after }, replayed: false, moved: true };
  });
}

/**
 * The player cancels a pending withdrawal: LOCKED → MAIN, CANCELLED. `check` runs after the lock
 * (the cancel limit). Answers `error.not_found` when it is not the player's pending withdrawal.
 */
export async function cancelWithdrawal(
  ctx: SandboxContext,
  input: {
    accounts: PlayerAccounts;
    referenceId: string;
    amount: bigint;
    check?: (tx: DbTransaction) => Promise<void>;
  },
): Promise<Outcome<{ transaction: TransactionRow }>> {
  const now = await ctx.clock.now();
  const { accounts } = input;
  return money(ctx, accounts.playerId, async (tx) => {
    const row = await leavePending(tx, input.referenceId, 'WITHDRAW', 'CANCELLED', now, accounts.playerId);
    if (!row) throw new MoneyRefusal('error.not_found', 'No pending withdrawal with this id');
    if (-row.amount !== input.amount) {
      throw new MoneyRefusal('error.request.invalid', 'The amount is not the pending withdrawal’s amount');
    }
    await lockCash(tx, accounts);
    await input.check?.(tx);
    const balances = await post(
      tx,
      row.referenceId,
      'CANCEL',
      [
        { accountId: accounts.locked.accountId, amount: -input.amount, player: true },
        { accountId: accounts.main.accountId, amount: input.amount, player: true },
      ],
      now,
    );
    const after = balances.get(accounts.main.accountId)!;
    await setBalanceAfter(tx, row.referenceId, after);
    return { transaction: { ...row, balanceAfter: after }, moved: true };
  });
}

/** The operator pays a pending withdrawal out: LOCKED → CASHIER, SUCCESS. Null when not pending. */
export async function processWithdrawal(
  ctx: SandboxContext,
  referenceId: string,
): Promise<TransactionRow | null> {
  const now = await ctx.clock.now();
  const known = await findTransaction(ctx.db, referenceId);
  if (!known) return null;
  const cashier = await houseAccountId(ctx, 'CASHIER', known.currencyCode);
  let playerId: string | undefined;
  const row = await ctx.db.transaction(async (tx) => {
    const pending = await leavePending(tx, referenceId, 'WITHDRAW', 'SUCCESS', now);
    if (!pending) return null;
    playerId = pending.playerId;
    const accounts = (await findAccounts(tx, pending.playerId))!;
    await lockCash(tx, accounts);
    await post(
      tx,
      referenceId,
      'PROCESS',
      [
        { accountId: accounts.locked.accountId, amount: pending.amount, player: true },
        { accountId: cashier, amount: -pending.amount, player: false },
      ],
      now,
    );
    return pending;
  });
  if (row && playerId) ctx.events.balanceChanged(playerId);
  return row;
}

/** Processes the player's pending withdrawals older than the delay (lazily, on reads). */
export async function processDueWithdrawals(ctx: SandboxContext, playerId: string): Promise<number> {
  const now = await ctx.clock.now();
  const due = await ctx.db
    .select({ referenceId: ledgerTransactions.referenceId })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.playerId, playerId),
        eq(ledgerTransactions.type, 'WITHDRAW'),
        eq(ledgerTransactions.status, 'PENDING'),
        lte(ledgerTransactions.createdAt, new Date(now.getTime() - WITHDRAWAL_PROCESSING_DELAY_MS)),
      ),
    );
  let processed = 0;
  for (const { referenceId } of due) if (await processWithdrawal(ctx, referenceId)) processed++;
  return processed;
}

// Bets and wins (for the games issue) ------------------------------------------------------------

export interface GameMoveInput {
  accounts: PlayerAccounts;
  amount: bigint;
  category: Extract<TransactionCategory, 'CASINO' | 'LIVE_CASINO' | 'SPORTS' | 'VIRTUAL_SPORTS'>;
  idempotencyKey: string;
  /** The game played: kept beside a BET or WIN (ledger_transaction_games) for last played games, winners, jackpots. */
  gameId?: string | null;
  /** Runs after the player's cash is locked, for a new move only (a retry answers the first): the spend limit. */
  check?: (tx: DbTransaction, now: Date) => Promise<void>;
}

export interface BetInput extends GameMoveInput {
  /**
   * The player API session the bet is made in (a real game session carries it), or null for a
   * bet no session makes: the bet is refused once that session has ended (playerBlock.ts).
   */
  sessionId: string | null;
}

async function gameMove(
  ctx: SandboxContext,
  type: 'BET' | 'WIN',
  input: GameMoveInput & { sessionId?: string | null },
): Promise<Outcome<{ transaction: TransactionRow; replayed: boolean }>> {
  const now = await ctx.clock.now();
  const { accounts } = input;
  const operator = await houseAccountId(ctx, 'OPERATOR', accounts.currencyCode);
  const signed = type === 'BET' ? -input.amount : input.amount;
  return money(ctx, accounts.playerId, async (tx) => {
    await lockCash(tx, accounts);
    const replay = await byKey(tx, input.idempotencyKey);
    if (replay) return { transaction: replay, replayed: true, moved: false };
    if (type === 'BET') {
      // Every real-money bet, whatever places it: may this player gamble now (issue 15 §1)?
      const blocked = await gamblingBlock(
        tx,
        { playerId: accounts.playerId, sessionId: input.sessionId ?? null },
        now,
      );
      if (blocked) throw new MoneyRefusal(blocked.code, blocked.message);
    }
    await input.check?.(tx, now);
    const inserted = await insertOnce(
      tx,
      {
        playerId: accounts.playerId,
        idempotencyKey: input.idempotencyKey,
        type,
        category: input.category,
        status: 'SUCCESS',
        amount: signed,
        currencyCode: accounts.currencyCode,
        walletId: accounts.main.accountId,
        balanceAfter: 0n,
      },
      now,
    );
    if ('existing' in inserted) return { transaction: inserted.existing, replayed: true, moved: false };
    if (input.gameId) {
      await tx
        .insert(ledgerTransactionGames)
        .values({ referenceId: inserted.created.referenceId, gameId: input.gameId });
    }
    const balances = await post(
      tx,
      inserted.created.referenceId,
      'SETTLE',
      [
        { accountId: accounts.main.accountId, amount: signed, player: true },
        { accountId: operator, amount: -signed, player: false },
      ],
      now,
    );
    const after = balances.get(accounts.main.accountId)!;
    await setBalanceAfter(tx, inserted.created.referenceId, after);
    return { transaction: { ...inserted.created, balanceAfter: after }, replayed: false, moved: true };
  });
}

/**
 * A stake: MAIN → OPERATOR; refused when the player may not gamble now or the bet's session has
 * ended (`gamblingBlock`), NOT_ENOUGH_FUNDS below 0; idempotent by key.
 */
export const placeBet = (ctx: SandboxContext, input: BetInput) => gameMove(ctx, 'BET', input);
/** A win: OPERATOR → MAIN; idempotent by key. */
export const payWin = (ctx: SandboxContext, input: GameMoveInput) => gameMove(ctx, 'WIN', input);

// -----------------------------------------------------------------------------------------------
// Reads
// -----------------------------------------------------------------------------------------------

/** The balance map of spec 2 §3 (contract `Wallet.balance`, feed WALLET_BALANCE). */
export async function balanceMap(ex: Executor, accounts: PlayerAccounts): Promise<BalanceMap> {
  const rows = await ex
    .select({ id: ledgerAccounts.accountId, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.playerId, accounts.playerId));
  const of = (row: AccountRow) => fromMinorUnits(rows.find((r) => r.id === row.accountId)?.balance ?? 0n);
  return {
    main: [{ walletId: accounts.main.accountId, walletType: 'MAIN', cash: of(accounts.main) }],
    locked: [{ walletId: accounts.locked.accountId, walletType: 'LOCKED', cash: of(accounts.locked) }],
    bonus: VERTICALS.map((vertical) => ({
      walletId: accounts.bonus[vertical].accountId,
      walletType: 'BONUS' as const,
      bonus: of(accounts.bonus[vertical]),
      vertical,
    })),
  };
}

/** The games of bets and wins among the given transactions (ledger_transaction_games), by reference. */
export async function gamesOf(ex: Executor, referenceIds: readonly string[]): Promise<Map<string, string>> {
  if (referenceIds.length === 0) return new Map();
  const rows = await ex
    .select({ referenceId: ledgerTransactionGames.referenceId, gameId: ledgerTransactionGames.gameId })
    .from(ledgerTransactionGames)
    .where(inArray(ledgerTransactionGames.referenceId, [...referenceIds]));
  return new Map(rows.map((row) => [row.referenceId, row.gameId]));
}

export function toTransaction(row: TransactionRow, gameId: string | null = null): Transaction {
  return {
    amount: fromMinorUnits(row.amount),
    balanceAfterTransaction: fromMinorUnits(row.balanceAfter),
    category: row.category as Transaction['category'],
    transactionDate: row.createdAt.toISOString(),
    referenceId: row.referenceId,
    playerId: row.playerId,
    status: row.status as Transaction['status'],
    type: row.type as Transaction['type'],
    walletId: row.walletId,
    gameId,
  };
}

export interface HistoryQuery {
  limit: number;
  position: number;
  status?: string | undefined;
  category?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  type?: TransactionType | undefined;
}

/** The player's transactions, newest first, filtered and paged. */
export async function history(
  ex: Executor,
  playerId: string,
  query: HistoryQuery,
): Promise<TransactionRow[]> {
  const where: SQL[] = [eq(ledgerTransactions.playerId, playerId)];
  if (query.status) where.push(eq(ledgerTransactions.status, query.status));
  if (query.category) where.push(eq(ledgerTransactions.category, query.category));
  if (query.type) where.push(eq(ledgerTransactions.type, query.type));
  if (query.from) where.push(gte(ledgerTransactions.createdAt, query.from));
  if (query.to) where.push(lte(ledgerTransactions.createdAt, query.to));
  return ex
    .select()
    .from(ledgerTransactions)
    .where(and(...where))
    .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.referenceId))
    .limit(query.limit)
    .offset(query.position);
}

const bigintOf = (value: unknown): bigint => BigInt(String(value ?? 0));

/** Sum (minor units, absolute) and count of the player's transactions of a type and statuses, since a time. */
export async function totals(
  ex: Executor,
  playerId: string,
  type: TransactionType,
  statuses: readonly TransactionStatus[],
  window: { from?: Date | undefined; to?: Date | undefined } = {},
): Promise<{ sum: bigint; count: number }> {
  const where: SQL[] = [
    eq(ledgerTransactions.playerId, playerId),
    eq(ledgerTransactions.type, type),
    inArray(ledgerTransactions.status, [...statuses]),
  ];
  if (window.from) where.push(gte(ledgerTransactions.createdAt, window.from));
  if (window.to) where.push(lte(ledgerTransactions.createdAt, window.to));
  const [row] = await ex
    .select({
      sum: sql<string>`coalesce(sum(abs(${ledgerTransactions.amount})), 0)::text`,
      count: sql<string>`count(*)::text`,
    })
    .from(ledgerTransactions)
    .where(and(...where));
  return { sum: bigintOf(row?.sum), count: Number(row?.count ?? 0) };
}

/** What the player deposited (pending or paid) since each of the given times, in one query. */
export async function depositedSince(
  ex: Executor,
  playerId: string,
  since: readonly Date[],
): Promise<bigint[]> {
  if (since.length === 0) return [];
  const earliest = new Date(Math.min(...since.map((date) => date.getTime())));
  const [row] = await ex
    .select(
      Object.fromEntries(
        since.map((date, i) => [
          `s${i}`,
          sql<string>`coalesce(sum(${ledgerTransactions.amount}) filter (where ${ledgerTransactions.createdAt} >= ${date.toISOString()}::timestamptz), 0)::text`,
        ]),
      ),
    )
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.playerId, playerId),
        eq(ledgerTransactions.type, 'DEPOSIT'),
        inArray(ledgerTransactions.status, ['PENDING', 'SUCCESS']),
        gte(ledgerTransactions.createdAt, earliest),
      ),
    );
  return since.map((_, i) => bigintOf((row as Record<string, unknown> | undefined)?.[`s${i}`]));
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

/**
 * The ledger's invariants for tests and the bench: every player balance equals the sum of its
 * entries, none is negative, and every step of every transaction sums to zero. Answers the
 * problems found (empty when the ledger is sound).
 */
export async function auditLedger(ex: Executor): Promise<string[]> {
  const problems: string[] = [];
  const mismatched = await ex.execute(sql`
    select a.account_id::text as id, a.balance::text as balance, coalesce(sum(e.amount), 0)::text as entries
    from ledger_accounts a left join ledger_entries e on e.account_id = a.account_id
    where a.player_id is not null
    group by a.account_id, a.balance
    having a.balance <> coalesce(sum(e.amount), 0) or a.balance < 0`);
  for (const row of rowsOf(mismatched)) {
    problems.push(`account ${row.id}: balance ${row.balance}, entries ${row.entries}`);
  }
  const unbalanced = await ex.execute(sql`
    select reference_id::text as id, step, sum(amount)::text as total
    from ledger_entries group by reference_id, step having sum(amount) <> 0`);
  for (const row of rowsOf(unbalanced)) {
    problems.push(`transaction ${row.id} step ${row.step}: entries sum to ${row.total}`);
  }
  return problems;
}
