/**
 * What the ledger answers (core.ts holds the accounts and posting): the balance map, a player's
 * history and totals, the games of bets and wins, and the audit that proves every balance equals
 * the sum of its entries.
 */
import { and, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { fromMinorUnits, type BalanceMap, type Transaction } from '@casino/player-api';
import type { Executor } from '../../../db/database.ts';
import { ledgerAccounts, ledgerTransactionGames, ledgerTransactions } from '../../../db/schema.ts';
import { rowsOf } from '../../../kernel/database.ts';
import { auditBonusMoney } from './bonusAudit.ts';
import {
  VERTICALS,
  type PlayerAccounts,
  type TransactionRow,
  type TransactionStatus,
  type TransactionType,
} from './core.ts';

type AccountRow = PlayerAccounts['main'];

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

/**
 * Sum (minor units, absolute) and count of the player's transactions of a type and statuses, since
 * a time. Bonus moves (category BONUS: grants, conversions, cashback, forfeits; bonus/moves.ts)
 * are not game results and never count.
 */
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
    ne(ledgerTransactions.category, 'BONUS'),
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

/**
 * The ledger's invariants for tests and the bench: every player balance equals the sum of its
 * entries, none is negative, every step of every transaction sums to zero, and bonus money only
 * became cash by the rules (bonusAudit.ts). Answers the problems found (empty when the ledger is
 * sound).
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
  problems.push(...(await auditBonusMoney(ex)));
  return problems;
}
