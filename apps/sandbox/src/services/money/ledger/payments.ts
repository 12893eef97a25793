/**
 * Deposits and withdrawals on the ledger (core.ts holds the accounts, posting and locking order).
 *
 * - Deposits: a request opens a PENDING transaction with no entries (the cashier payment); its
 *   success posts CASHIER → MAIN and sets the player's first deposit date, its failure marks it
 *   FAILED. Each happens once: the status moves from PENDING by a conditional update.
 * - Withdrawals: a request moves the amount MAIN → LOCKED (PENDING); the player may cancel while
 *   pending (LOCKED → MAIN, CANCELLED); the operator processes it (LOCKED → CASHIER, SUCCESS), by
 *   the sandbox call or automatically once `WITHDRAWAL_PROCESSING_DELAY_MS` has passed on the
 *   sandbox clock (applied lazily by every read of the player's wallet or history).
 */
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Transaction as DbTransaction } from '../../../db/database.ts';
import { ledgerTransactions, players } from '../../../db/schema.ts';
import type { Outcome } from '../../../kernel/outcomes.ts';
import type { SandboxContext } from '../../context.ts';
import {
  MoneyRefusal,
  byKey,
  findAccounts,
  findTransaction,
  houseAccountId,
  insertOnce,
  leavePending,
  lockCash,
  moneyTransaction,
  post,
  setBalanceAfter,
  type PlayerAccounts,
  type TransactionRow,
} from './core.ts';

/** Processing of a pending withdrawal after this long on the sandbox clock (designed: 24 h). */
export const WITHDRAWAL_PROCESSING_DELAY_MS = 24 * 3_600_000;

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
  return moneyTransaction(ctx, accounts.playerId, async (tx) => {
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
  return moneyTransaction(ctx, accounts.playerId, async (tx) => {
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
  return moneyTransaction(ctx, accounts.playerId, async (tx) => {
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
