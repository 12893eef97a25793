/**
 * The double-entry wallet ledger, as the rest of the sandbox uses it (spec 2 §3 "Wallet",
 * "Transaction", §4 enumerations). One module per topic under `ledger/`:
 * - `core.ts`: accounts, posting, idempotency and the locking order every movement follows (its
 *   header holds the ledger's rules);
 * - `payments.ts`: deposits (opened, then settled by the cashier) and withdrawals (requested,
 *   cancelled, processed);
 * - `bets.ts`: bets and wins, with the game played;
 * - `reads.ts`: the balance map, history, totals, and the audit that every balance equals the sum
 *   of its entries.
 * The core's posting steps stay inside `ledger/`: only its accounts, lookups and refusals are
 * answered here.
 */
export {
  MoneyRefusal,
  VERTICALS,
  findAccounts,
  findTransaction,
  houseAccountId,
  idempotencyKey,
  openAccounts,
  type PlayerAccounts,
  type TransactionCategory,
  type TransactionRow,
  type TransactionStatus,
  type TransactionType,
} from './ledger/core.ts';
export * from './ledger/payments.ts';
export * from './ledger/bets.ts';
export * from './ledger/reads.ts';
