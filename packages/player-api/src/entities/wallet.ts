/**
 * Wallet and money shapes (spec 2 §3 "Wallet", "Transaction", "Payment methods", spec 2 §4
 * enumerations and "Wallet operation result to flow status").
 */
import { z } from 'zod';
import { PAYMENT_METHOD_CODES } from '@casino/domain';
import { amount, currencyCode, dateTime, money, vertical } from './common.ts';
import { entity } from './registry.ts';

export const walletType = entity('WalletType', z.enum(['MAIN', 'LOCKED', 'BONUS']).describe('spec 2 §3.'));

const cashEntry = z
  .object({ walletId: z.string().min(1), walletType: z.enum(['MAIN', 'LOCKED']), cash: money })
  .describe('A cash entry of the main or locked group.');

const bonusEntry = z
  .object({ walletId: z.string().min(1), walletType: z.literal('BONUS'), bonus: money, vertical })
  .describe('A bonus entry; its vertical is sports, casino or live casino.');

/**
 * The balance map of spec 2 §3 and spec 3 §3 WALLET_BALANCE: main, locked and bonus groups. The
 * site derives mainBalance, lockedBalance, sportsBonus, casinoBonus, liveCasinoBonus and
 * totalBalance (rounded to 2 decimals) from it, so the sums are not sent twice.
 */
export const balanceMapSchema = entity(
  'BalanceMap',
  z
    .object({
      main: z.array(cashEntry),
      locked: z.array(cashEntry),
      bonus: z.array(bonusEntry),
    })
    .describe('Balances by group: main, locked, bonus (spec 2 §3).'),
);
export type BalanceMap = z.infer<typeof balanceMapSchema>;

export const walletSchema = entity(
  'Wallet',
  z
    .object({ currencyCode, balance: balanceMapSchema })
    .describe('The player’s wallet. Designed envelope (spec: "balance").'),
);
export type Wallet = z.infer<typeof walletSchema>;

/** spec 2 §4 "Wallet operation result to flow status", with FORBIDDEN and SELF_SPEND_LIMIT_REACHED. */
export const walletOperationResult = entity(
  'WalletOperationResult',
  z
    .enum([
      'SUCCESS',
      'NOT_ENOUGH_FUNDS',
      'EXCEEDS_KYC_LIMIT',
      'FAILURE',
      'DOCUMENTS_PREFERRED',
      'DOCUMENTS_UNDER_REVIEW',
      'DOCUMENTS_REQUIRED',
      'DOCUMENTS_REQUIRED_RESTRICTED',
      'WITHDRAWAL_LIMIT_REACHED',
      'SELF_LIMIT_REACHED',
      'SELF_SPEND_LIMIT_REACHED',
      'RESTRICTED',
      'FORBIDDEN',
    ])
    .describe('The server outcome of a wallet operation (spec 2 §4).'),
);
export type WalletOperationResult = z.infer<typeof walletOperationResult>;

export const transactionStatus = entity(
  'TransactionStatus',
  z
    .enum(['FAILED', 'PENDING', 'SUCCESS', 'REVERTED', 'WAITING_INPUT', 'COMPLETED', 'CANCELLED'])
    .describe('spec 2 §4.'),
);

export const transactionType = entity(
  'TransactionType',
  z
    .enum([
      'BET',
      'BET_VOID',
      'CASHOUT',
      'CASHOUT_VOID',
      'DEPOSIT',
      'LOSS',
      'WIN',
      'WIN_VOID',
      'WITHDRAW',
      'DORMANT',
      'REVERSAL',
      'FORFEIT',
      'CANCELED',
      'REVERSAL_DP',
    ])
    .describe('spec 2 §4.'),
);

export const transactionCategory = entity(
  'TransactionCategory',
  z
    .enum([
      'BONUS',
      'CASINO',
      'PAYMENT',
      'SPORTS',
      'VIRTUAL_SPORTS',
      'LIVE_CASINO',
      'ADJUSTMENT',
      'DORMANT_ADJUSTMENT',
    ])
    .describe('spec 2 §4.'),
);

/** spec 2 §3 "Transaction". */
export const transactionSchema = entity(
  'Transaction',
  z
    .object({
      amount: money,
      balanceAfterTransaction: money,
      category: transactionCategory,
      transactionDate: dateTime,
      referenceId: z.string().min(1).describe('Unique per transaction; the history is unique by it.'),
      playerId: z.string().min(1),
      status: transactionStatus,
      type: transactionType,
      walletId: z.string().min(1),
      gameId: z
        .string()
        .min(1)
        .nullable()
        .optional()
        .describe('Designed (spec: not shown): the game of a casino bet or win, for the history.'),
    })
    .describe('A money movement (spec 2 §3).'),
);
export type Transaction = z.infer<typeof transactionSchema>;

/** spec 2 §3 "Payment methods". */
export const paymentMethod = entity('PaymentMethod', z.enum(PAYMENT_METHOD_CODES).describe('spec 2 §3.'));

export const depositMethodSchema = entity(
  'DepositMethod',
  z
    .object({
      paymentMethod,
      name: z.string().describe('Display name.'),
      minAmount: amount,
      maxAmount: amount.nullable(),
      currencyCode,
      lastUsedAt: dateTime.nullable().describe('Set in the recent list.'),
      maskedAccount: z.string().nullable().describe('E.g. the last digits of a card, for proof of payment.'),
    })
    .describe('A deposit method offered to the player. Designed here (spec: "list").'),
);

/** Limit periods of spec 2 §3 "Gambling limits". */
export const limitPeriod = entity(
  'LimitPeriod',
  z.enum(['D', 'W', 'M']).describe('Daily, weekly, monthly (spec 2 §3).'),
);
