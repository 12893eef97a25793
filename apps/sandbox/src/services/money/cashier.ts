/**
 * The sandbox cashier: the payment provider behind deposits.
 *
 * - A deposit request opens a payment (`cashier_payments`) beside its PENDING ledger transaction;
 *   the player pays (or not) on the cashier page (`handlers/cashier.ts`).
 * - The outcome reaches the ledger only through the webhook: a JSON body
 *   `{ paymentId, status: "SUCCESS" | "FAILED", paymentMethod }` signed with HMAC-SHA256 in the
 *   header `X-Cashier-Signature: t=<unix seconds>,v1=<hex of HMAC(secret, "<t>.<body>")>`. The
 *   webhook refuses a missing, malformed, wrong or stale signature (more than 5 minutes off) with
 *   401, and is idempotent by payment id: the first outcome wins; a repeat answers the settled
 *   state and moves nothing (the ledger moves the transaction out of PENDING once).
 * - The secret is `SANDBOX_CASHIER_SECRET`, else random per process (then the page and webhook of
 *   one process agree, which is all the sandbox needs: the page delivers to its own app).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { PAYMENT_METHOD_CODES } from '@casino/domain';
import { cashierPayments, ledgerTransactions } from '../../db/schema.ts';
import type { SandboxContext } from '../context.ts';
import { grantDepositBonus } from '../bonus/index.ts';
import { findAccounts, houseAccountId } from './ledger/core.ts';
import { settleDeposit } from './ledger/payments.ts';

export const CASHIER_PATH = '/sandbox/cashier';
export const WEBHOOK_PATH = '/sandbox/cashier/webhook';
export const SIGNATURE_HEADER = 'X-Cashier-Signature';
const TOLERANCE_S = 300;

export type PaymentRow = typeof cashierPayments.$inferSelect;

export const webhookSchema = z.object({
  paymentId: z.uuid(),
  status: z.enum(['SUCCESS', 'FAILED']),
  paymentMethod: z.enum(PAYMENT_METHOD_CODES),
});
export type WebhookEvent = z.infer<typeof webhookSchema>;

/** Display names and amount bounds of the methods (designed: spec 2 §3 lists only the codes). */
export const PAYMENT_METHODS: Readonly<
  Record<(typeof PAYMENT_METHOD_CODES)[number], { name: string; min: bigint; max: bigint | null }>
> = {
  CREDITCARD: { name: 'Credit or debit card', min: 1_000n, max: 500_000n },
  EUTELLER: { name: 'Euteller', min: 1_000n, max: 1_000_000n },
  MUCHBETTER: { name: 'MuchBetter', min: 1_000n, max: 500_000n },
  NETELLER: { name: 'Neteller', min: 1_000n, max: 1_000_000n },
  PAYSAFECARD: { name: 'paysafecard', min: 1_000n, max: 100_000n },
  RAPIDTRANSFER: { name: 'Rapid Transfer', min: 1_000n, max: 1_000_000n },
  SIRU: { name: 'Siru Mobile', min: 1_000n, max: 50_000n },
  SKRILL: { name: 'Skrill', min: 1_000n, max: 1_000_000n },
  TRUSTLY: { name: 'Trustly', min: 1_000n, max: null },
  MSIPAY: { name: 'MSI Pay', min: 1_000n, max: 1_000_000n },
};

export function cashierSecret(): string {
  return process.env.SANDBOX_CASHIER_SECRET?.trim() || randomBytes(32).toString('hex');
}

export function sign(secret: string, body: string, at: number = Math.floor(Date.now() / 1000)): string {
  const mac = createHmac('sha256', secret).update(`${at}.${body}`).digest('hex');
  return `t=${at},v1=${mac}`;
}

/** True when the header signs this body with the secret and is recent. */
export function verify(
  secret: string,
  body: string,
  header: string | undefined,
  nowS: number = Math.floor(Date.now() / 1000),
): boolean {
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header?.trim() ?? '');
  if (!match) return false;
  const at = Number(match[1]);
  if (Math.abs(nowS - at) > TOLERANCE_S) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${at}.${body}`).digest('hex'));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export async function findPayment(ctx: SandboxContext, paymentId: string): Promise<PaymentRow | null> {
  if (!z.uuid().safeParse(paymentId).success) return null;
  const [row] = await ctx.db.select().from(cashierPayments).where(eq(cashierPayments.paymentId, paymentId));
  return row ?? null;
}

export async function findPaymentByReference(
  ctx: SandboxContext,
  referenceId: string,
): Promise<PaymentRow | null> {
  if (!z.uuid().safeParse(referenceId).success) return null;
  const [row] = await ctx.db
    .select()
    .from(cashierPayments)
    .where(eq(cashierPayments.referenceId, referenceId));
  return row ?? null;
}

/**
 * Applies a verified webhook event: the payment and its ledger transaction leave PENDING together,
 * once. Answers the payment as it now stands and whether this event settled it.
 */
export async function applyWebhook(
  ctx: SandboxContext,
  event: WebhookEvent,
): Promise<{ payment: PaymentRow; settled: boolean } | null> {
  const payment = await findPayment(ctx, event.paymentId);
  if (!payment) return null;
  const now = await ctx.clock.now();
  // The chosen bonus (services/bonus/): accounts and the house account are looked up before
  // the transaction (PGlite runs one at a time); the grant runs inside the settle, so it happens
  // once, with the deposit.
  const bonus =
    payment.bonusCampaignId && event.status === 'SUCCESS'
      ? {
          campaignId: payment.bonusCampaignId,
          accounts: await findAccounts(ctx.db, payment.playerId),
          operatorId: await houseAccountId(ctx, 'OPERATOR', payment.currencyCode),
        }
      : null;
  const { settled } = await settleDeposit(ctx, payment.referenceId, event.status, async (tx) => {
    if (bonus?.accounts) {
      await grantDepositBonus(tx, {
        accounts: bonus.accounts,
        operatorId: bonus.operatorId,
        siteId: payment.siteId,
        campaignId: bonus.campaignId,
        deposit: payment.amount,
        now,
      });
    }
    await tx
      .update(cashierPayments)
      .set({ status: event.status, paymentMethod: event.paymentMethod, settledAt: now })
      .where(eq(cashierPayments.paymentId, payment.paymentId));
    // The method the player paid with on the page (the history and recent methods show it).
    await tx
      .update(ledgerTransactions)
      .set({ paymentMethod: event.paymentMethod })
      .where(eq(ledgerTransactions.referenceId, payment.referenceId));
  });
  return { payment: (await findPayment(ctx, event.paymentId))!, settled };
}

/** How a payment ended, as the deposit's return URL says it. */
export type ReturnStatus = 'success' | 'failed' | 'pending';

export function returnStatus(payment: PaymentRow): ReturnStatus {
  return payment.status === 'SUCCESS' ? 'success' : payment.status === 'FAILED' ? 'failed' : 'pending';
}

/** The deposit's returnUrl with `payment`, `referenceId` and `status` added to its query. */
export function returnUrl(payment: PaymentRow, status: ReturnStatus): string {
  const url = new URL(payment.returnUrl);
  url.searchParams.set('payment', payment.paymentId);
  url.searchParams.set('referenceId', payment.referenceId);
  url.searchParams.set('status', status);
  return url.toString();
}
