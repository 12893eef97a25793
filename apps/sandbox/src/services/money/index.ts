/**
 * The money wing (spec 2 §3 "Wallet", "Transaction", §4, §7 wallet and payment calls): the
 * double-entry ledger and what moves money on it.
 * - ledger/: the books (core.ts: accounts, posting, idempotency, the locking order; reads.ts; the
 *   audit, bonusAudit.ts), with its own face (ledger/index.ts) for the wings that build on it;
 *   ledger/bets.ts (bets, wins, losses and voids: the bonus stake rule and the gambling block are
 *   called from here) and ledger/payments.ts (deposits and withdrawals as postings).
 * - deposits.ts, withdrawals.ts: the deposit and withdrawal calls (the checks in the money
 *   transaction, the Idempotency-Key of requests.ts, the sticky-bonus forfeit).
 * - walletChecks.ts: may the player deposit or withdraw now (the outcomes of spec 2 §4).
 * - cashier.ts: the sandbox payment provider (its page, its signed webhook).
 * - wallet.ts: the wallet's reads; feed.ts: the live feed (balances, attribute changes).
 * It imports the bonus, responsible and identity wings (stakes, limits, the gambling block); they
 * use only the books.
 */
export * from './ledger/index.ts';
export { placeBet, payWin, settleLoss, voidBet, type BetInput, type WinInput } from './ledger/bets.ts';
export {
  WITHDRAWAL_PROCESSING_DELAY_MS,
  openDeposit,
  processDueWithdrawals,
  processWithdrawal,
  recordPaidDeposit,
  requestWithdrawal,
  settleDeposit,
} from './ledger/payments.ts';
export { depositMethods, depositRequest, recentDepositMethods } from './deposits.ts';
export {
  WITHDRAWAL_MINIMUM,
  withdrawalCancellation,
  withdrawalCheck,
  withdrawalRequest,
} from './withdrawals.ts';
export { IDEMPOTENCY_HEADER } from './requests.ts';
export { depositOutcome, withdrawalOutcome } from './walletChecks.ts';
export {
  CASHIER_PATH,
  PAYMENT_METHODS,
  SIGNATURE_HEADER,
  WEBHOOK_PATH,
  applyWebhook,
  cashierSecret,
  findPayment,
  findPaymentByReference,
  returnStatus,
  returnUrl,
  sign,
  verify,
  webhookSchema,
  type PaymentRow,
  type WebhookEvent,
} from './cashier.ts';
export {
  depositSummaryOf,
  netPositionWinLoss,
  pendingWithdrawalsOf,
  transactionHistory,
  walletOf,
} from './wallet.ts';
export { issueFeedToken, mountFeed } from './feed.ts';
