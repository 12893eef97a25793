/**
 * The banking area's public face for pages (README "The site by area"): money in and out (spec 2
 * §4) — the banking home, the deposit and the withdrawal (their flows' steps), and the history.
 */
export { BankingPage } from './BankingPage.tsx';
export { DepositPage } from './DepositPage.tsx';
export { TransactionsPage } from './TransactionsPage.tsx';
export { WithdrawPage } from './WithdrawPage.tsx';
