/**
 * The sandbox cashier's pages and webhook (rules in services/money/cashier.ts, pages in
 * pages/cashier.ts), mounted with the API (like the bank-ID page), and its test routes.
 *
 * - `GET /sandbox/cashier/:paymentId`: the payment page `depositRequest` answers as `redirectUrl`:
 *   the amount, the methods of spec 2 §3 (the requested one chosen), and three ways to end it:
 *   pay (succeeds), decline (fails), or leave it pending.
 * - `POST /sandbox/cashier/:paymentId` (the page's form: `paymentMethod`, `outcome` = success |
 *   failed | pending): success and failed are delivered to the webhook as a signed HTTP POST
 *   through the app itself; then the player is sent back (303) to the deposit's `returnUrl` with
 *   `payment=<paymentId>&referenceId=<referenceId>&status=success|failed|pending` added to its
 *   query. A payment already settled sends the player back with its final status.
 * - `POST /sandbox/cashier/webhook`: the signed outcome (services/money/cashier.ts); 401
 *   `error.signature.invalid` when forged, 400 for a body off its schema, 404 for an unknown
 *   payment, else 200 `{ paymentId, referenceId, status, settled }` (settled false on a repeat).
 * Test routes (hidden with SANDBOX_TEST_ROUTES=0):
 * - `POST /sandbox/payments/:id/settle` with `{ "status": "SUCCESS" | "FAILED" }` (`:id` a payment
 *   id or the deposit's referenceId): settles through the same signed webhook; answers its answer.
 * - `GET /sandbox/ledger/audit`: `{ clean, problems }` of the ledger audit (balance = sum of
 *   entries, never below 0, every transaction step summing to 0), for end-to-end runs.
 * - `POST /sandbox/withdrawals/:referenceId/process`: the operator pays a pending withdrawal out
 *   (LOCKED → cashier): 200 `{ referenceId, status: "SUCCESS" }`, 409 when it is not pending.
 */
import { eq } from 'drizzle-orm';
import type { Env, Hono } from 'hono';
import { z } from 'zod';
import { PAYMENT_METHOD_CODES } from '@casino/domain';
import { readFields } from '../body.ts';
import { sites } from '../db/schema.ts';
import {
  CASHIER_PAGE_HEADERS,
  failedDeliveryPage,
  finishedPage,
  payPage,
  unknownPage,
} from '../pages/cashier.ts';
import {
  applyWebhook,
  auditLedger,
  CASHIER_PATH,
  findPayment,
  findPaymentByReference,
  findTransaction,
  processWithdrawal,
  returnStatus,
  returnUrl,
  sign,
  SIGNATURE_HEADER,
  verify,
  WEBHOOK_PATH,
  webhookSchema,
  type WebhookEvent,
} from '../services/money/index.ts';
import type { SandboxContext } from '../services/context.ts';

const settleSchema = z.object({
  status: z.enum(['SUCCESS', 'FAILED']),
  paymentMethod: z.enum(PAYMENT_METHOD_CODES).optional(),
});

export interface CashierOptions {
  /** The webhook's HMAC secret. */
  secret: string;
  testRoutes: boolean;
}

/** Mounts the cashier page, its webhook and (with `testRoutes`) the settle and process routes. */
export function mountCashier<E extends Env>(
  app: Hono<E>,
  ctx: SandboxContext,
  options: CashierOptions,
): void {
  const { secret } = options;

  /** Delivers an outcome to the webhook: a signed HTTP POST through the app itself. */
  async function deliver(origin: string, event: WebhookEvent): Promise<Response> {
    const body = JSON.stringify(event);
    return app.fetch(
      new Request(new URL(WEBHOOK_PATH, origin), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: sign(secret, body) },
        body,
      }),
    );
  }

  async function siteName(siteId: number): Promise<string> {
    const [site] = await ctx.db.select({ name: sites.name }).from(sites).where(eq(sites.siteId, siteId));
    return site?.name ?? 'The site';
  }

  // The webhook first: its path would otherwise match `:paymentId`.
  app.post(WEBHOOK_PATH, async (c) => {
    const body = await c.req.text();
    if (!verify(secret, body, c.req.header(SIGNATURE_HEADER))) {
      return c.json(
        { code: 'error.signature.invalid', message: 'The webhook signature is missing or wrong' },
        401,
      );
    }
    let parsed;
    try {
      parsed = webhookSchema.safeParse(JSON.parse(body));
    } catch {
      parsed = null;
    }
    if (!parsed?.success) {
      return c.json(
        { code: 'error.request.invalid', message: 'The webhook body is not a payment outcome' },
        400,
      );
    }
    const applied = await applyWebhook(ctx, parsed.data);
    if (!applied) return c.json({ code: 'error.not_found', message: 'No such payment' }, 404);
    const { payment, settled } = applied;
    return c.json({
      paymentId: payment.paymentId,
      referenceId: payment.referenceId,
      status: payment.status,
      settled,
    });
  });

  app.get(`${CASHIER_PATH}/:paymentId`, async (c) => {
    const payment = await findPayment(ctx, c.req.param('paymentId'));
    if (!payment) return c.html(unknownPage(), 404, CASHIER_PAGE_HEADERS);
    if (payment.status !== 'PENDING') return c.html(finishedPage(payment), 200, CASHIER_PAGE_HEADERS);
    return c.html(payPage(payment, await siteName(payment.siteId)), 200, CASHIER_PAGE_HEADERS);
  });

  app.post(`${CASHIER_PATH}/:paymentId`, async (c) => {
    const payment = await findPayment(ctx, c.req.param('paymentId'));
    if (!payment) return c.html(unknownPage(), 404, CASHIER_PAGE_HEADERS);
    if (payment.status !== 'PENDING') return c.redirect(returnUrl(payment, returnStatus(payment)), 303);
    const form = await readFields(c);
    const method = z.enum(PAYMENT_METHOD_CODES).safeParse(form.paymentMethod);
    const paymentMethod = method.success
      ? method.data
      : (payment.paymentMethod as WebhookEvent['paymentMethod']);
    const outcome = form.outcome;
    if (outcome !== 'success' && outcome !== 'failed') return c.redirect(returnUrl(payment, 'pending'), 303);
    const answer = await deliver(new URL(c.req.url).origin, {
      paymentId: payment.paymentId,
      status: outcome === 'success' ? 'SUCCESS' : 'FAILED',
      paymentMethod,
    });
    if (answer.status !== 200) return c.html(failedDeliveryPage(), 502, CASHIER_PAGE_HEADERS);
    const settled = (await findPayment(ctx, payment.paymentId))!;
    return c.redirect(returnUrl(settled, returnStatus(settled)), 303);
  });

  if (!options.testRoutes) return;

  app.post('/sandbox/payments/:id/settle', async (c) => {
    const id = c.req.param('id');
    const payment = (await findPayment(ctx, id)) ?? (await findPaymentByReference(ctx, id));
    if (!payment) return c.json({ code: 'error.not_found', message: 'No such payment' }, 404);
    const parsed = settleSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      return c.json(
        { code: 'error.request.invalid', message: 'The body must be {"status": "SUCCESS" | "FAILED"}' },
        400,
      );
    }
    const answer = await deliver(new URL(c.req.url).origin, {
      paymentId: payment.paymentId,
      status: parsed.data.status,
      paymentMethod: parsed.data.paymentMethod ?? (payment.paymentMethod as WebhookEvent['paymentMethod']),
    });
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  });

  app.post('/sandbox/withdrawals/:referenceId/process', async (c) => {
    const referenceId = c.req.param('referenceId');
    const existing = await findTransaction(ctx.db, referenceId);
    if (!existing || existing.type !== 'WITHDRAW') {
      return c.json({ code: 'error.not_found', message: 'No such withdrawal' }, 404);
    }
    const processed = await processWithdrawal(ctx, referenceId);
    if (!processed) {
      return c.json(
        { code: 'error.withdrawal.not_pending', message: `The withdrawal is ${existing.status}` },
        409,
      );
    }
    return c.json({ referenceId, status: 'SUCCESS' });
  });

  app.get('/sandbox/ledger/audit', async (c) => {
    const problems = await auditLedger(ctx.db);
    return c.json({ clean: problems.length === 0, problems });
  });
}
