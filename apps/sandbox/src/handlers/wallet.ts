/**
 * The wallet calls (spec 2 §7 "Wallet fetch", "Transactions", "Pending withdrawals", "Net
 * position", "Deposit summary"; spec 2 §4 "Wallet", "Transaction history"; rules in
 * services/money/wallet.ts) and the feed token (spec 2 §7, spec 3 §4 "Live feed";
 * services/money/feed.ts).
 */
import { settle, type Handlers } from '../kernel/handlers.ts';
import type { SandboxContext } from '../services/context.ts';
import type { CurrentSession } from '../services/identity/index.ts';
import {
  depositSummaryOf,
  issueFeedToken,
  netPositionWinLoss,
  pendingWithdrawalsOf,
  transactionHistory,
  walletOf,
} from '../services/money/index.ts';

export function walletHandlers(ctx: SandboxContext): Handlers<CurrentSession> {
  return {
    player: {
      async wallet({ session }) {
        return settle(await walletOf(ctx, session.playerId));
      },

      async transactions({ session, query }) {
        return transactionHistory(ctx, session.playerId, { ...query, status: query.filter });
      },

      async pendingWithdrawals({ session }) {
        return pendingWithdrawalsOf(ctx, session.playerId);
      },

      async netPositionWinLoss({ session, query }) {
        return netPositionWinLoss(ctx, session.playerId, query);
      },

      async depositSummary({ session }) {
        return depositSummaryOf(ctx, session.player);
      },

      async feedToken({ session }) {
        return issueFeedToken(ctx, { playerId: session.playerId, sessionId: session.sessionId });
      },
    },
  };
}
