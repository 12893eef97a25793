/**
 * Deposits and withdrawals (spec 2 §7 "Deposit methods", "Deposit limit check", "Deposit request",
 * "Withdraw limit check", "Withdrawal request", "Cancel pending withdrawal"). The rules are in
 * services/money/deposits.ts and withdrawals.ts (the requests: the checks, the idempotency key, the
 * sticky-bonus forfeit) and walletChecks.ts (the outcomes); here each call's parts go in and its
 * answer comes out. `depositRequest` answers 201 `{ referenceId, status: PENDING, redirectUrl }`,
 * the redirect URL the sandbox cashier page (`GET /sandbox/cashier/:paymentId`, on
 * `SANDBOX_PUBLIC_URL` when set); `withdrawalRequest` 201 `{ referenceId, status: PENDING }`.
 */
import { settle, type Handlers } from '../kernel/handlers.ts';
import { isSiteUrl, publicBase, siteOf } from '../request.ts';
import type { SandboxContext } from '../services/context.ts';
import type { CurrentSession } from '../services/identity/index.ts';
import {
  CASHIER_PATH,
  depositMethods,
  depositOutcome,
  depositRequest,
  IDEMPOTENCY_HEADER,
  recentDepositMethods,
  withdrawalCancellation,
  withdrawalCheck,
  withdrawalRequest,
} from '../services/money/index.ts';

export function paymentsHandlers(ctx: SandboxContext): Handlers<CurrentSession> {
  return {
    player: {
      async depositMethods({ session }) {
        return depositMethods(session.player);
      },

      async recentDepositMethods({ session }) {
        return recentDepositMethods(ctx, session.player);
      },

      async depositCheck({ session, query }) {
        return depositOutcome(ctx, session.player, { later: query.later });
      },

      async depositRequest({ session, body, c }) {
        const { transaction, payment } = settle(
          await depositRequest(ctx, {
            ...body,
            player: session.player,
            siteId: session.siteId,
            idempotencyKey: c.req.header(IDEMPOTENCY_HEADER),
            returnUrlOnSite: isSiteUrl(siteOf(c), body.returnUrl),
          }),
        );
        return {
          referenceId: transaction.referenceId,
          status: transaction.status,
          redirectUrl: payment
            ? new URL(`${CASHIER_PATH}/${payment.paymentId}`, publicBase(c)).toString()
            : null,
        };
      },

      async withdrawalCheck({ session }) {
        return withdrawalCheck(ctx, session.player);
      },

      async withdrawalRequest({ session, body, c }) {
        const { transaction } = settle(
          await withdrawalRequest(ctx, {
            ...body,
            player: session.player,
            idempotencyKey: c.req.header(IDEMPOTENCY_HEADER),
          }),
        );
        return { referenceId: transaction.referenceId, status: transaction.status };
      },

      async withdrawalCancellation({ session, body }) {
        const { transaction } = settle(
          await withdrawalCancellation(ctx, {
            playerId: session.playerId,
            referenceId: body.pendingWithdrawalId,
            amount: body.amount,
          }),
        );
        return { referenceId: transaction.referenceId, status: transaction.status };
      },
    },
  };
}
