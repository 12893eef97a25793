/**
 * Deposits (spec 2 §7 "Deposit methods", "Deposit limit check", "Deposit request"; whether the
 * player may deposit is walletChecks.ts `depositOutcome`, the ledger's side ledger/payments.ts, the
 * payment page and its webhook cashier.ts).
 *
 * - `depositMethods`: the ten methods of spec 2 §3 with their bounds (`PAYMENT_METHODS`);
 *   `recentDepositMethods`: the methods of the player's paid deposits, latest first.
 * - The check answers the outcome with 200 (`depositOutcome`); the request evaluates it again
 *   inside its money transaction, after the player's cash is locked, with "verify later" implied
 *   (the request is the player going on), and refuses with anything but SUCCESS as the error code
 *   (409).
 * - `depositRequest`: its key (requests.ts), then the `returnUrl` (a page of the brand's own site,
 *   which the handler checks against the request's site), the currency (the player's), the amount
 *   (within the method's bounds) and a wallet (404 `error.wallet.not_found` before the player has
 *   one); it opens a PENDING deposit with its cashier payment (the chosen bonus kept on it, granted
 *   when the cashier settles: bonus/depositsAndWithdrawals.ts) and answers the payment, whose page
 *   is the deposit's `redirectUrl`.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { ERRORS, fromMinorUnits, toMinorUnits } from '@casino/player-api';
import { PAYMENT_METHOD_CODES } from '@casino/domain';
import { cashierPayments, ledgerTransactions, type PlayerRow } from '../../db/schema.ts';
import { fieldRefusal, refuse, type Outcome } from '../../kernel/outcomes.ts';
import type { SandboxContext } from '../context.ts';
import { PAYMENT_METHODS, findPaymentByReference, type PaymentRow } from './cashier.ts';
import { MoneyRefusal, idempotencyKey, openAccounts, type TransactionRow } from './ledger/core.ts';
import { openDeposit } from './ledger/payments.ts';
import { invalidAmount, requestKey, requestRefusal } from './requests.ts';
import { OUTCOME_MESSAGES, depositOutcome } from './walletChecks.ts';

type MethodCode = keyof typeof PAYMENT_METHODS;

function methodOf(code: MethodCode, currencyCode: string) {
  const method = PAYMENT_METHODS[code];
  return {
    paymentMethod: code,
    name: method.name,
    minAmount: fromMinorUnits(method.min),
    maxAmount: method.max === null ? null : fromMinorUnits(method.max),
    currencyCode,
  };
}

/** Contract `depositMethods`: every method, in the player's currency. */
export function depositMethods(player: Pick<PlayerRow, 'currencyCode'>) {
  return PAYMENT_METHOD_CODES.map((code) => ({
    ...methodOf(code, player.currencyCode),
    lastUsedAt: null,
    maskedAccount: null,
  }));
}

/** Contract `recentDepositMethods`: the methods of the player's paid deposits, latest first. */
export async function recentDepositMethods(
  ctx: SandboxContext,
  player: Pick<PlayerRow, 'playerId' | 'currencyCode'>,
) {
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
        eq(ledgerTransactions.playerId, player.playerId),
        eq(ledgerTransactions.type, 'DEPOSIT'),
        eq(ledgerTransactions.status, 'SUCCESS'),
      ),
    )
    .groupBy(ledgerTransactions.paymentMethod)
    .orderBy(desc(sql`max(${ledgerTransactions.createdAt})`));
  return rows
    .filter((row) => row.method && row.method in PAYMENT_METHODS)
    .map((row) => {
      const code = row.method as MethodCode;
      return {
        ...methodOf(code, player.currencyCode),
        lastUsedAt: row.lastUsedAt.toISOString(),
        // The sandbox cashier takes no card or account numbers: a stand-in for proof of payment.
        maskedAccount: code === 'CREDITCARD' ? '**** **** **** 4242' : null,
      };
    });
}

export interface DepositRequest {
  player: PlayerRow;
  siteId: number;
  /** The request's `Idempotency-Key` header, if any. */
  idempotencyKey: string | undefined;
  /** Whether `returnUrl` is a page of the brand's own site (request.ts `isSiteUrl`). */
  returnUrlOnSite: boolean;
  returnUrl: string;
  amount: string;
  currencyCode: string;
  paymentMethod: MethodCode;
  /** The campaign the player chose with the deposit, if any. */
  bonusId?: string | null | undefined;
}

/** Contract `depositRequest` (module header): the PENDING deposit and its cashier payment. */
export async function depositRequest(
  ctx: SandboxContext,
  input: DepositRequest,
): Promise<Outcome<{ transaction: TransactionRow; payment: PaymentRow | null }>> {
  const { player } = input;
  const key = requestKey(input.idempotencyKey);
  if (!key.ok) return key;
  if (!input.returnUrlOnSite) {
    return fieldRefusal('returnUrl', 'invalid', "The returnUrl must be a page of the brand's own site");
  }
  if (input.currencyCode !== player.currencyCode) {
    return fieldRefusal('currencyCode', 'invalid', `The player's currency is ${player.currencyCode}`);
  }
  const amount = toMinorUnits(input.amount);
  const bounds = PAYMENT_METHODS[input.paymentMethod];
  if (amount < bounds.min || (bounds.max !== null && amount > bounds.max)) {
    return invalidAmount(
      `${bounds.name} takes ${fromMinorUnits(bounds.min)} to ${bounds.max === null ? 'any amount' : fromMinorUnits(bounds.max)}`,
    );
  }
  const accounts = await openAccounts(ctx, player.playerId);
  if (!accounts) return refuse(ERRORS.walletNotFound.code, 'The player has no wallet yet');
  const now = await ctx.clock.now();
  const opened = await openDeposit(ctx, {
    accounts,
    amount,
    paymentMethod: input.paymentMethod,
    idempotencyKey: idempotencyKey(player.playerId, 'deposit', key.key),
    // The deposit request is the player going on: a "verify later" is implied.
    async check(tx) {
      const outcome = await depositOutcome(ctx, player, { later: true, amount, ex: tx, now });
      if (outcome.status !== 'SUCCESS')
        throw new MoneyRefusal(outcome.status, OUTCOME_MESSAGES[outcome.status]);
    },
    async then(tx, row) {
      await tx.insert(cashierPayments).values({
        referenceId: row.referenceId,
        playerId: player.playerId,
        siteId: input.siteId,
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
  if (!opened.ok) return requestRefusal(opened);
  const payment = await findPaymentByReference(ctx, opened.transaction.referenceId);
  return { ok: true, transaction: opened.transaction, payment };
}
