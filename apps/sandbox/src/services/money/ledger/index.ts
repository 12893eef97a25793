/**
 * The books: the double-entry ledger's accounts, posting steps, reads and audit (core.ts holds the
 * ledger's rules and its locking order; reads.ts the balance map, history and totals, and
 * `auditLedger`; bonusAudit.ts the audit of the bonus money rules).
 *
 * This is the part of the money wing the bonus, responsible and identity wings build on: they
 * post their own transactions (bonus moves) and read totals (limits, activity, profiles) here.
 * The money flows that call those wings (bets: ledger/bets.ts, deposits and withdrawals:
 * ledger/payments.ts, deposits.ts, withdrawals.ts) are on the money wing's face (../index.ts), not
 * on this one, so the wings' imports go one way.
 */
export {
  MoneyRefusal,
  VERTICALS,
  byKey,
  findAccounts,
  findTransaction,
  houseAccountId,
  idempotencyKey,
  insertOnce,
  lockCash,
  moneyTransaction,
  openAccounts,
  post,
  type PlayerAccounts,
  type TransactionCategory,
  type TransactionRow,
  type TransactionStatus,
  type TransactionType,
} from './core.ts';
export {
  auditLedger,
  balanceMap,
  depositedSince,
  gamesOf,
  history,
  toTransaction,
  totals,
  type HistoryQuery,
} from './reads.ts';
