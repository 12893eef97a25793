/**
 * The wallet calls (spec 2 §7 "Wallet fetch", "Transactions", "Pending withdrawals", "Net
 * position", "Deposit summary"; spec 2 §4 "Wallet", "Transaction history") and the feed token
 * (spec 2 §7, spec 3 §4 "Live feed"). The rules are in services/ledger.ts. Every read first
 * processes the player's withdrawals that have waited `WITHDRAWAL_PROCESSING_DELAY_MS`.
 *
 * - `wallet`: the balance map (MAIN, LOCKED, BONUS per vertical); 404 `error.wallet.not_found` for
 *   a player still signing up (no wallet yet).
 * - `transactions`: newest first; `filter` is a status, `category`, `from` and `to` bound the
 *   transaction date (inclusive); `position` skips, `limit` pages (default 10, spec 2 §9).
 * - `pendingWithdrawals`: the player's PENDING withdrawals, newest first.
 * - `netPositionWinLoss`: over the window (default: all time), netPosition = paid deposits −
 *   paid-out withdrawals, winLoss = wins − bets (negative when the player lost).
 * - `depositSummary`: count, sum, first and last of the paid deposits.
 */
import { ERRORS, fromMinorUnits } from '@casino/player-api';
import { ContractRefusal, type Handlers } from '../kernel/handlers.ts';
import type { SandboxContext } from '../services/context.ts';
import { issueFeedToken } from '../services/money/feed.ts';
import type { CurrentSession } from '../services/identity/sessions.ts';
import {
  balanceMap,
  history,
  openAccounts,
  processDueWithdrawals,
  gamesOf,
  toTransaction,
  totals,
} from '../services/money/index.ts';

const date = (value: unknown) => (typeof value === 'string' ? new Date(value) : undefined);

export function walletHandlers(ctx: SandboxContext): Handlers<CurrentSession> {
  return {
    player: {
      async wallet({ session }) {
        const accounts = await openAccounts(ctx, session.playerId);
        if (!accounts) throw new ContractRefusal(ERRORS.walletNotFound.code, 'The player has no wallet yet');
        await processDueWithdrawals(ctx, session.playerId);
        return { currencyCode: accounts.currencyCode, balance: await balanceMap(ctx.db, accounts) };
      },

      async transactions({ session, query }) {
        await processDueWithdrawals(ctx, session.playerId);
        const rows = await history(ctx.db, session.playerId, {
          limit: query.limit,
          position: query.position,
          status: query.filter,
          category: query.category,
          from: date(query.from),
          to: date(query.to),
        });
        const games = await gamesOf(
          ctx.db,
          rows.map((row) => row.referenceId),
        );
        return rows.map((row) => toTransaction(row, games.get(row.referenceId) ?? null));
      },

      async pendingWithdrawals({ session }) {
        await processDueWithdrawals(ctx, session.playerId);
        const rows = await history(ctx.db, session.playerId, {
          limit: 100,
          position: 0,
          status: 'PENDING',
          type: 'WITHDRAW',
        });
        return rows.map((row) => toTransaction(row));
      },

      async netPositionWinLoss({ session, query }) {
        const playerId = session.playerId;
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
      },

      async depositSummary({ session }) {
        const playerId = session.playerId;
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
          currencyCode: session.player.currencyCode,
          totalDepositsCount: paid.count,
          totalDeposits: fromMinorUnits(paid.sum),
          firstDepositDate: first?.createdAt.toISOString() ?? null,
          lastDepositDate: last?.createdAt.toISOString() ?? null,
          lastDepositAmount: last ? fromMinorUnits(last.amount) : null,
        };
      },

      async feedToken({ session }) {
        return issueFeedToken(ctx, { playerId: session.playerId, sessionId: session.sessionId });
      },
    },
  };
}
