/** The banking area's public face for loaders and actions: the deposit, the withdrawal and the history. */
export { loadDepositPage, runDepositAction } from './depositPage.server.ts';
export { loadTransactionsPage } from './transactions.server.ts';
export { loadWithdrawPage, runWithdrawAction } from './withdrawPage.server.ts';
