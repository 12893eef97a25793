/**
 * Deposits and withdrawals (spec 2 §7 "Deposit methods", "Deposit limit check", "Deposit
 * request", "Withdraw limit check", "Withdrawal request", "Cancel pending withdrawal"; the rules in
 * services/walletChecks.ts, services/ledger.ts and services/cashier.ts).
 *
 * - The checks answer 200 with the outcome in `status`; the requests evaluate the same outcome
 *   again inside their money transaction and refuse with it as the error code (409; FAILURE 422).
 * - Idempotency: the requests honour an `Idempotency-Key` header (1–200 visible ASCII characters;
 *   scoped to the player and the kind of request). A retry with the same key answers the first
 *   transaction (same referenceId and redirectUrl, its current status) and moves nothing again.
 *   Without the header every request is new.
 * - `depositRequest`: the currency must be the player's, the amount within the method's bounds, the
 *   `returnUrl` a page of the brand's own site (request.ts `isSiteUrl`); answers 201
 *   `{ referenceId, status: PENDING, redirectUrl }` where redirectUrl is the sandbox cashier page
 *   (`GET /sandbox/cashier/:paymentId`).
 * - `withdrawalRequest`: at least `WITHDRAWAL_MINIMUM`; MAIN → LOCKED; 201 `{ referenceId, PENDING }`.
 * - `withdrawalCancellation`: the pending withdrawal's referenceId and its amount; LOCKED → MAIN;
 *   over `CANCELLATIONS_PER_DAY` a day → WITHDRAWAL_LIMIT_REACHED; not pending → 404.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { ERRORS, fromMinorUnits, toMinorUnits, type WalletOperationResult } from '@casino/player-api';
import { PAYMENT_METHOD_CODES } from '@casino/domain';
import { cashierPayments, ledgerTransactions } from '../db/schema.ts';
import { isUuid } from '../kernel/database.ts';
import { ContractRefusal, type Handlers } from '../kernel/handlers.ts';
import { forfeitInfo, forfeitSticky, stickyBonuses } from '../services/bonus/depositsAndWithdrawals.ts';
import { settleDue } from '../services/bonus/campaigns.ts';
import { CASHIER_PATH, PAYMENT_METHODS, findPaymentByReference } from '../services/money/cashier.ts';
import type { SandboxContext } from '../services/context.ts';
import type { CurrentSession } from '../services/identity/sessions.ts';
import {
  MoneyRefusal,
  cancelWithdrawal,
  findAccounts,
  houseAccountId,
  idempotencyKey,
  openAccounts,
  openDeposit,
  processDueWithdrawals,
  requestWithdrawal,
} from '../services/money/index.ts';
import {
  CANCELLATIONS_PER_DAY,
  OUTCOME_MESSAGES,
  cancellationsToday,
  depositOutcome,
  lets,
  withdrawalOutcome,
} from '../services/money/walletChecks.ts';
import { isSiteUrl, publicBase, siteOf } from '../request.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** The smallest withdrawal (minor units; designed: spec 2 §9 "Amount bounds … not shown"). */
export const WITHDRAWAL_MINIMUM = 1_000n;

function invalid(field: string, message: string): ContractRefusal {
  return new ContractRefusal(ERRORS.requestInvalid.code, message, {
    validationErrors: { [field]: { code: 'invalid', message } },
  });
}

function keyOf(header: string | undefined): string {
  if (header === undefined) return crypto.randomUUID();
  if (!/^[\x21-\x7e]{1,200}$/.test(header)) {
    throw invalid(IDEMPOTENCY_HEADER, 'The Idempotency-Key must be 1–200 visible ASCII characters');
  }
  return header;
}

function outcomeRefusal(status: WalletOperationResult): MoneyRefusal {
  return new MoneyRefusal(status, OUTCOME_MESSAGES[status]);
}

function refusalOf(outcome: { code: string; message: string }): ContractRefusal {
  if (outcome.code === ERRORS.requestInvalid.code) return invalid('amount', outcome.message);
  return new ContractRefusal(outcome.code, outcome.message);
}

export function paymentsHandlers(ctx: SandboxContext): Handlers<CurrentSession> {
  return {
    player: {
      async depositMethods({ session }) {
        const currencyCode = session.player.currencyCode;
        return PAYMENT_METHOD_CODES.map((code) => ({
          paymentMethod: code,
          name: PAYMENT_METHODS[code].name,
          minAmount: fromMinorUnits(PAYMENT_METHODS[code].min),
          maxAmount: PAYMENT_METHODS[code].max === null ? null : fromMinorUnits(PAYMENT_METHODS[code].max),
          currencyCode,
          lastUsedAt: null,
          maskedAccount: null,
        }));
      },

      async recentDepositMethods({ session }) {
        const rows = await ctx.db
          .select({
            method: ledgerTransactions.paymentMethod,
            lastUsedAt: sql<string>`max(${ledgerTransactions.createdAt})`.mapWith(
              (value: unknown) => new Date(String(value)),
            ),
          })
          .from(ledgerTransactions)
          .where(
            and(
              eq(ledgerTransactions.playerId, session.playerId),
              eq(ledgerTransactions.type, 'DEPOSIT'),
              eq(ledgerTransactions.status, 'SUCCESS'),
            ),
          )
          .groupBy(ledgerTransactions.paymentMethod)
          .orderBy(desc(sql`max(${ledgerTransactions.createdAt})`));
        return rows
          .filter((row) => row.method && row.method in PAYMENT_METHODS)
          .map((row) => {
            const code = row.method as keyof typeof PAYMENT_METHODS;
            return {
              paymentMethod: code,
              name: PAYMENT_METHODS[code].name,
              minAmount: fromMinorUnits(PAYMENT_METHODS[code].min),
              maxAmount:
                PAYMENT_METHODS[code].max === null ? null : fromMinorUnits(PAYMENT_METHODS[code].max),
              currencyCode: session.player.currencyCode,
              lastUsedAt: row.lastUsedAt.toISOString(),
              // The sandbox cashier takes no card or account numbers: a stand-in for proof of payment.
              maskedAccount: code === 'CREDITCARD' ? '**** **** **** 4242' : null,
            };
          });
      },

      async depositCheck({ session, query }) {
        return depositOutcome(ctx, session.player, { later: query.later });
      },

      async depositRequest({ session, body: input, c }) {
        const player = session.player;
        const key = keyOf(c.req.header(IDEMPOTENCY_HEADER));
        if (!isSiteUrl(siteOf(c), input.returnUrl)) {
          throw invalid('returnUrl', "The returnUrl must be a page of the brand's own site");
        }
        if (input.currencyCode !== player.currencyCode) {
          throw invalid('currencyCode', `The player's currency is ${player.currencyCode}`);
        }
        const amount = toMinorUnits(input.amount);
        const bounds = PAYMENT_METHODS[input.paymentMethod];
        if (amount < bounds.min || (bounds.max !== null && amount > bounds.max)) {
          throw invalid(
            'amount',
            `${bounds.name} takes ${fromMinorUnits(bounds.min)} to ${bounds.max === null ? 'any amount' : fromMinorUnits(bounds.max)}`,
          );
        }
        const accounts = await openAccounts(ctx, session.playerId);
        if (!accounts) throw new ContractRefusal(ERRORS.walletNotFound.code, 'The player has no wallet yet');
        const now = await ctx.clock.now();
        const opened = await openDeposit(ctx, {
          accounts,
          amount,
          paymentMethod: input.paymentMethod,
          idempotencyKey: idempotencyKey(player.playerId, 'deposit', key),
          // The deposit request is the player going on: a "verify later" is implied.
          async check(tx) {
            const outcome = await depositOutcome(ctx, player, { later: true, amount, ex: tx, now });
            if (outcome.status !== 'SUCCESS') throw outcomeRefusal(outcome.status);
          },
          async then(tx, row) {
            await tx.insert(cashierPayments).values({
              referenceId: row.referenceId,
              playerId: player.playerId,
              siteId: session.siteId,
              amount,
              currencyCode: accounts.currencyCode,
              paymentMethod: input.paymentMethod,
              returnUrl: input.returnUrl,
              bonusCampaignId: input.bonusId ?? null,
              status: 'PENDING',
              createdAt: now,
            });
          },
        });
        if (!opened.ok) throw refusalOf(opened);
        const payment = await findPaymentByReference(ctx, opened.transaction.referenceId);
        return {
          referenceId: opened.transaction.referenceId,
          status: opened.transaction.status,
          redirectUrl: payment
            ? new URL(`${CASHIER_PATH}/${payment.paymentId}`, publicBase(c)).toString()
            : null,
        };
      },

      async withdrawalCheck({ session }) {
        const playerId = session.playerId;
        await processDueWithdrawals(ctx, playerId);
        const accounts = await findAccounts(ctx.db, playerId);
        const main = accounts?.main.balance ?? 0n;
        return withdrawalOutcome(ctx, session.player, { main });
      },

      async withdrawalRequest({ session, body: input, c }) {
        const player = session.player;
        const key = keyOf(c.req.header(IDEMPOTENCY_HEADER));
        const amount = toMinorUnits(input.amount);
        if (amount < WITHDRAWAL_MINIMUM) {
          throw invalid('amount', `The smallest withdrawal is ${fromMinorUnits(WITHDRAWAL_MINIMUM)}`);
        }
        await processDueWithdrawals(ctx, player.playerId);
        const accounts = await openAccounts(ctx, player.playerId);
        if (!accounts) throw new ContractRefusal(ERRORS.walletNotFound.code, 'The player has no wallet yet');
        const now = await ctx.clock.now();
        // An active sticky bonus (services/bonuses.ts): the site shows the forfeit modal from this
        // refusal's rewards, and repeats the request with forfeitBonus once the player confirms.
        await settleDue(ctx, player.playerId);
        if (!input.forfeitBonus) {
          const rewards = await forfeitInfo(ctx, player.playerId);
          if (rewards.length) {
            throw new ContractRefusal(
              ERRORS.withdrawalBonusForfeitRequired.code,
              'Withdrawing now forfeits your active bonus',
              { additionalInfo: { rewards } },
            );
          }
        }
        const operatorId = await houseAccountId(ctx, 'OPERATOR', accounts.currencyCode);
        const requested = await requestWithdrawal(ctx, {
          accounts,
          amount,
          paymentMethod: input.paymentMethod,
          idempotencyKey: idempotencyKey(player.playerId, 'withdrawal', key),
          async check(tx, cash) {
            const outcome = await withdrawalOutcome(ctx, player, { main: cash.main, amount, ex: tx, now });
            if (!lets(outcome.status)) throw outcomeRefusal(outcome.status);
            const sticky = await stickyBonuses(tx, player.playerId);
            if (sticky.length && !input.forfeitBonus) {
              throw new MoneyRefusal(
                ERRORS.withdrawalBonusForfeitRequired.code,
                'Withdrawing now forfeits your active bonus',
              );
            }
            if (sticky.length) await forfeitSticky(tx, accounts, operatorId, now);
          },
        });
        if (!requested.ok) throw refusalOf(requested);
        return { referenceId: requested.transaction.referenceId, status: requested.transaction.status };
      },

      async withdrawalCancellation({ session, body: input }) {
        const playerId = session.playerId;
        await processDueWithdrawals(ctx, playerId);
        const accounts = await findAccounts(ctx.db, playerId);
        if (!accounts || !isUuid(input.pendingWithdrawalId)) {
          throw new ContractRefusal(ERRORS.notFound.code, 'No pending withdrawal with this id');
        }
        const now = await ctx.clock.now();
        const cancelled = await cancelWithdrawal(ctx, {
          accounts,
          referenceId: input.pendingWithdrawalId,
          amount: toMinorUnits(input.amount),
          async check(tx) {
            // This cancellation already counts (its status is CANCELLED inside the transaction).
            if ((await cancellationsToday(tx, playerId, now)) > CANCELLATIONS_PER_DAY) {
              throw new MoneyRefusal(
                'WITHDRAWAL_LIMIT_REACHED',
                `You can cancel at most ${CANCELLATIONS_PER_DAY} withdrawals a day`,
              );
            }
          },
        });
        if (!cancelled.ok) throw refusalOf(cancelled);
        return { referenceId: cancelled.transaction.referenceId, status: cancelled.transaction.status };
      },
    },
  };
}
