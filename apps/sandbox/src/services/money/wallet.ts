/**
 * The wallet's reads (spec 2 §7 "Wallet fetch", "Transactions", "Pending withdrawals", "Net
 * position", "Deposit summary"; spec 2 §4 "Wallet", "Transaction history"), from the ledger
 * (ledger/reads.ts). Every read but the deposit summary first processes the player's withdrawals
 * that have waited `WITHDRAWAL_PROCESSING_DELAY_MS`.
 *
 * - The wallet: the balance map (MAIN, LOCKED, BONUS per vertical); 404 `error.wallet.not_found`
 *   for a player still signing up (no wallet yet).
 * - Transactions: newest first; `filter` is a status, `category`, `from` and `to` bound the
 *   transaction date (inclusive); `position` skips, `limit` pages (default 10, spec 2 §9).
 * - Pending withdrawals: the player's PENDING withdrawals, newest first.
 * - Net position: over the window (default: all time), netPosition = paid deposits − paid-out
 *   withdrawals, winLoss = wins − bets (negative when the player lost).
 * - Deposit summary: count, sum, first and last of the paid deposits.
 */
import { ERRORS, fromMinorUnits } from '@casino/player-api';
import { refuse } from '../../kernel/outcomes.ts';
import type { SandboxContext } from '../context.ts';
import { openAccounts } from './ledger/core.ts';
import { processDueWithdrawals } from './ledger/payments.ts';
import { balanceMap, gamesOf, history, toTransaction, totals, type HistoryQuery } from './ledger/reads.ts';

const date = (value: string | undefined) => (value === undefined ? undefined : new Date(value));

/** Contract `wallet`: the player's currency and balances. */
export async function walletOf(ctx: SandboxContext, playerId: string) {
  const accounts = await openAccounts(ctx, playerId);
  if (!accounts) return refuse(ERRORS.walletNotFound.code, 'The player has no wallet yet');
  await processDueWithdrawals(ctx, playerId);
  return {
    ok: true as const,
    currencyCode: accounts.currencyCode,
    balance: await balanceMap(ctx.db, accounts),
  };
}

/** Contract `transactions`: a page of the history, each with the game played. */
export async function transactionHistory(
  ctx: SandboxContext,
  playerId: string,
  query: Pick<HistoryQuery, 'limit' | 'position' | 'status' | 'category'> & { from?: string; to?: string },
) {
  await processDueWithdrawals(ctx, playerId);
  const rows = await history(ctx.db, playerId, {
    limit: query.limit,
    position: query.position,
    status: query.status,
    category: query.category,
    from: date(query.from),
    to: date(query.to),
  });
  const games = await gamesOf(
    ctx.db,
    rows.map((row) => row.referenceId),
  );
  return rows.map((row) => toTransaction(row, games.get(row.referenceId) ?? null));
}

/** Contract `pendingWithdrawals`. */
export async function pendingWithdrawalsOf(ctx: SandboxContext, playerId: string) {
  await processDueWithdrawals(ctx, playerId);
  const rows = await history(ctx.db, playerId, {
    limit: 100,
    position: 0,
    status: 'PENDING',
    type: 'WITHDRAW',
  });
  return rows.map((row) => toTransaction(row));
}

/** Contract `netPositionWinLoss`. */
export async function netPositionWinLoss(
  ctx: SandboxContext,
  playerId: string,
  query: { from?: string; to?: string },
) {
  await processDueWithdrawals(ctx, playerId);
  const window = { from: date(query.from), to: date(query.to) };
  const [deposits, withdrawals, bets, wins] = await Promise.all([
    totals(ctx.db, playerId, 'DEPOSIT', ['SUCCESS'], window),
    totals(ctx.db, playerId, 'WITHDRAW', ['SUCCESS'], window),
    totals(ctx.db, playerId, 'BET', ['SUCCESS'], window),
    totals(ctx.db, playerId, 'WIN', ['SUCCESS'], window),
  ]);
  return {
    netPosition: fromMinorUnits(deposits.sum - withdrawals.sum),
    winLoss: fromMinorUnits(wins.sum - bets.sum),
  };
}

/** Contract `depositSummary`: the paid deposits' count, sum, first and last. */
export async function depositSummaryOf(
  ctx: SandboxContext,
  player: { playerId: string; currencyCode: string },
) {
  const { playerId } = player;
  const paid = await totals(ctx.db, playerId, 'DEPOSIT', ['SUCCESS']);
  const [last] = await history(ctx.db, playerId, {
    limit: 1,
    position: 0,
    type: 'DEPOSIT',
    status: 'SUCCESS',
  });
  const [first] = paid.count
    ? await history(ctx.db, playerId, {
        limit: 1,
        position: paid.count - 1,
        type: 'DEPOSIT',
        status: 'SUCCESS',
      })
    : [];
  return {
    currencyCode: player.currencyCode,
    totalDepositsCount: paid.count,
    totalDeposits: fromMinorUnits(paid.sum),
    firstDepositDate: first?.createdAt.toISOString() ?? null,
    lastDepositDate: last?.createdAt.toISOString() ?? null,
    lastDepositAmount: last ? fromMinorUnits(last.amount) : null,
  };
}
