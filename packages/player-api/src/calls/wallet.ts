/**
 * The wallet (spec 2 §7 rows "Wallet fetch", "Transactions", "Pending withdrawals", "Net position",
 * "Deposit summary"; spec 2 §4 "Wallet", "Transaction history"). A 404 on the wallet means no wallet.
 */
import { z } from 'zod';
import { defineCall, designed } from '../define.ts';
import { amount, currencyCode, dateTime, money } from '../entities/common.ts';
import {
  transactionCategory,
  transactionSchema,
  transactionStatus,
  walletSchema,
} from '../entities/wallet.ts';
import { ERRORS } from '../errors.ts';

export const wallet = defineCall({
  id: 'wallet',
  area: 'wallet',
  method: 'GET',
  path: '/v1/player/wallet',
  summary: 'The wallet balance (polled every 20 s)',
  source: 'spec 2 §7 "Wallet fetch: GET under /player/wallet"',
  designed: ['path'],
  auth: 'player',
  response: walletSchema,
  errors: [ERRORS.walletNotFound],
});

export const transactions = defineCall({
  id: 'transactions',
  area: 'wallet',
  method: 'GET',
  path: '/v1/player/wallet/transactions',
  summary: 'The transaction history, newest first, a page at a time',
  description: 'The site pages by 10 (position advances by 10); hasMore is a full page (spec 2 §4).',
  source: 'spec 2 §7 "Transactions"',
  designed: ['response'],
  auth: 'player',
  query: z.object({
    limit: z.number().int().min(1).max(100).default(10),
    position: z.number().int().nonnegative().default(0).describe('Entries to skip.'),
    filter: transactionStatus.optional().describe(designed('Only transactions with this status.')),
    category: transactionCategory.optional(),
    from: dateTime.optional(),
    to: dateTime.optional(),
  }),
  response: z.array(transactionSchema),
});

export const pendingWithdrawals = defineCall({
  id: 'pendingWithdrawals',
  area: 'wallet',
  method: 'GET',
  path: '/v1/player/wallet/pendingWithdrawal',
  summary: 'Withdrawals the player may still cancel',
  source: 'spec 2 §7 "Pending withdrawals"',
  auth: 'player',
  response: z.array(transactionSchema),
});

export const netPositionWinLoss = defineCall({
  id: 'netPositionWinLoss',
  area: 'wallet',
  method: 'GET',
  path: '/v1/player/wallet/net-position-win-loss',
  summary: 'Net position and win/loss over a window',
  source: 'spec 2 §7 "Net position"',
  designed: ['query'],
  auth: 'player',
  query: z.object({ from: dateTime.optional(), to: dateTime.optional() }).describe(designed('The window.')),
  response: z.object({ netPosition: money, winLoss: money }),
});

export const depositSummary = defineCall({
  id: 'depositSummary',
  area: 'wallet',
  method: 'GET',
  path: '/v1/player/wallet/deposit-summary',
  summary: 'Summary of the player’s deposits',
  source: 'spec 2 §7 "Deposit summary"',
  designed: ['response'],
  auth: 'player',
  response: z
    .object({
      currencyCode,
      totalDepositsCount: z.number().int().nonnegative(),
      totalDeposits: amount,
      firstDepositDate: dateTime.nullable(),
      lastDepositDate: dateTime.nullable(),
      lastDepositAmount: amount.nullable(),
    })
    .describe(designed('Counts, sums and dates of successful deposits.')),
});

export const walletCalls = [
  wallet,
  transactions,
  pendingWithdrawals,
  netPositionWinLoss,
  depositSummary,
] as const;
