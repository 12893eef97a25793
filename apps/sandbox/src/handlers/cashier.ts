/**
 * The sandbox cashier's pages and webhook (issue 7 "A sandbox cashier"; rules in
 * services/cashier.ts), mounted with the API (like the bank-ID page), and its test routes.
 *
 * - `GET /sandbox/cashier/:paymentId`: the payment page `depositRequest` answers as `redirectUrl`:
 *   the amount, the methods of spec 2 §3 (the requested one chosen), and three ways to end it:
 *   pay (succeeds), decline (fails), or leave it pending.
 * - `POST /sandbox/cashier/:paymentId` (the page's form: `paymentMethod`, `outcome` = success |
 *   failed | pending): success and failed are delivered to the webhook as a signed HTTP POST
 *   through the app itself; then the player is sent back (303) to the deposit's `returnUrl` with
 *   `payment=<paymentId>&referenceId=<referenceId>&status=success|failed|pending` added to its
 *   query. A payment already settled sends the player back with its final status.
 * - `POST /sandbox/cashier/webhook`: the signed outcome (services/cashier.ts); 401
 *   `error.signature.invalid` when forged, 400 for a body off its schema, 404 for an unknown
 *   payment, else 200 `{ paymentId, referenceId, status, settled }` (settled false on a repeat).
 * Test routes (hidden with SANDBOX_TEST_ROUTES=0):
 * - `POST /sandbox/payments/:id/settle` with `{ "status": "SUCCESS" | "FAILED" }` (`:id` a payment
 *   id or the deposit's referenceId): settles through the same signed webhook; answers its answer.
 * - `POST /sandbox/withdrawals/:referenceId/process`: the operator pays a pending withdrawal out
 *   (LOCKED → cashier): 200 `{ referenceId, status: "SUCCESS" }`, 409 when it is not pending.
 */
import { eq } from 'drizzle-orm';
import type { Env, Hono } from 'hono';
import { z } from 'zod';
import { fromMinorUnits } from '@casino/player-api';
import { PAYMENT_METHOD_CODES } from '@casino/domain';
import { sites } from '../db/schema.ts';
import {
  CASHIER_PATH,
  PAYMENT_METHODS,
  SIGNATURE_HEADER,
  WEBHOOK_PATH,
  applyWebhook,
  findPayment,
  findPaymentByReference,
  sign,
  verify,
  webhookSchema,
  type PaymentRow,
  type WebhookEvent,
} from '../services/cashier.ts';
import type { SandboxContext } from '../services/context.ts';
import { findTransaction, processWithdrawal } from '../services/ledger.ts';
import { readFields } from '../body.ts';

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f6f8; color: #1a1a1a; }
  main { max-width: 30rem; margin: 2rem auto; background: #fff; padding: 1.5rem; border-radius: 8px;
         border: 1px solid #c9d1d9; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  fieldset { border: 1px solid #c9d1d9; border-radius: 4px; margin: 1rem 0 0; padding: 0.5rem 1rem 1rem; }
  legend { font-weight: 600; padding: 0 0.25rem; }
  .method { display: flex; align-items: center; gap: 0.5rem; margin-top: 0.5rem; }
  .method input { width: 1.1rem; height: 1.1rem; margin: 0; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
  button { font-size: 1rem; padding: 0.6rem 1rem; border-radius: 4px; border: 1px solid #0b4f8a;
           cursor: pointer; background: #fff; color: #0b4f8a; }
  button[value="success"] { background: #0b4f8a; color: #fff; }
  button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid #f0a500; outline-offset: 2px; }
  a { color: #0b4f8a; }
  .hint { color: #444; font-size: 0.9rem; }
`;

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Sandbox cashier</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>`;
}

const PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'",
  'Referrer-Policy': 'no-referrer',
};

type ReturnStatus = 'success' | 'failed' | 'pending';

function returnStatus(payment: PaymentRow): ReturnStatus {
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

function payPage(payment: PaymentRow, siteName: string): string {
  const amount = `${fromMinorUnits(payment.amount)} ${payment.currencyCode}`;
  const methods = PAYMENT_METHOD_CODES.map(
    (code) =>
      `<div class="method"><input type="radio" id="method-${code}" name="paymentMethod" value="${code}"${
        code === payment.paymentMethod ? ' checked' : ''
      }><label for="method-${code}">${escapeHtml(PAYMENT_METHODS[code].name)}</label></div>`,
  ).join('\n');
  return page(
    'Pay your deposit',
    `<h1>Pay your deposit</h1>
<p>${escapeHtml(siteName)} asks you to pay <strong>${escapeHtml(amount)}</strong>.</p>
<p class="hint">This is the sandbox's stand-in for a payment provider: no money moves. Choose how the
payment ends; the outcome reaches your balance through the cashier's webhook.</p>
<form method="post" action="${CASHIER_PATH}/${payment.paymentId}">
<fieldset>
<legend>Payment method</legend>
${methods}
</fieldset>
<div class="actions">
<button type="submit" name="outcome" value="success">Pay ${escapeHtml(amount)}</button>
<button type="submit" name="outcome" value="failed">Decline the payment</button>
<button type="submit" name="outcome" value="pending">Leave it pending</button>
</div>
</form>`,
  );
}

function finishedPage(payment: PaymentRow): string {
  const status = returnStatus(payment);
  return page(
    'Payment finished',
    `<h1>Payment finished</h1>
<p>This payment ${status === 'success' ? 'succeeded' : 'failed'}; nothing more to do here.</p>
<p><a href="${escapeHtml(returnUrl(payment, status))}">Back to the site</a></p>`,
  );
}

function unknownPage(): string {
  return page(
    'Payment not found',
    `<h1>Payment not found</h1>
<p>This payment is unknown. Go back to the site and start the deposit again.</p>`,
  );
}

function failedDeliveryPage(): string {
  return page(
    'Payment not confirmed',
    `<h1>Payment not confirmed</h1>
<p>The cashier could not confirm the payment. Go back and try again.</p>`,
  );
}

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
    if (!payment) return c.html(unknownPage(), 404, PAGE_HEADERS);
    if (payment.status !== 'PENDING') return c.html(finishedPage(payment), 200, PAGE_HEADERS);
    return c.html(payPage(payment, await siteName(payment.siteId)), 200, PAGE_HEADERS);
  });

  app.post(`${CASHIER_PATH}/:paymentId`, async (c) => {
    const payment = await findPayment(ctx, c.req.param('paymentId'));
    if (!payment) return c.html(unknownPage(), 404, PAGE_HEADERS);
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
    if (answer.status !== 200) return c.html(failedDeliveryPage(), 502, PAGE_HEADERS);
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
}
