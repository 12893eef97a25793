/**
 * The sandbox cashier's pages (handlers/cashier.ts serves them; services/money/cashier.ts holds the
 * rules): the payment page `depositRequest` answers as `redirectUrl` (the amount, the methods of
 * spec 2 §3 with the requested one chosen, and three ways to end it: pay, decline, or leave it
 * pending), and the pages of a payment that is finished, unknown, or whose outcome the webhook did
 * not confirm.
 */
import { PAYMENT_METHOD_CODES } from '@casino/domain';
import { fromMinorUnits } from '@casino/player-api';
import {
  CASHIER_PATH,
  PAYMENT_METHODS,
  returnStatus,
  returnUrl,
  type PaymentRow,
} from '../services/money/index.ts';
import { escapeHtml, page, pageHeaders } from './kit.ts';

/** The cashier's own rules, after the kit's: the method list and the three endings. */
const CASHIER_STYLE = `
  fieldset { border: 1px solid #c9d1d9; border-radius: 4px; margin: 1rem 0 0; padding: 0.5rem 1rem 1rem; }
  legend { font-weight: 600; padding: 0 0.25rem; }
  .method { display: flex; align-items: center; gap: 0.5rem; margin-top: 0.5rem; }
  .method input { width: 1.1rem; height: 1.1rem; margin: 0; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
  button { background: #fff; color: #0b4f8a; }
  button[value="success"] { background: #0b4f8a; color: #fff; }
`;

/** The cashier pages' headers. */
export const CASHIER_PAGE_HEADERS = pageHeaders();

function cashierPage(title: string, main: string): string {
  return page({ title: `${title} · Sandbox cashier`, style: CASHIER_STYLE, main });
}

export function payPage(payment: PaymentRow, siteName: string): string {
  const amount = `${fromMinorUnits(payment.amount)} ${payment.currencyCode}`;
  const methods = PAYMENT_METHOD_CODES.map(
    (code) =>
      `<div class="method"><input type="radio" id="method-${code}" name="paymentMethod" value="${code}"${
        code === payment.paymentMethod ? ' checked' : ''
      }><label for="method-${code}">${escapeHtml(PAYMENT_METHODS[code].name)}</label></div>`,
  ).join('\n');
  return cashierPage(
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

export function finishedPage(payment: PaymentRow): string {
  const status = returnStatus(payment);
  return cashierPage(
    'Payment finished',
    `<h1>Payment finished</h1>
<p>This payment ${status === 'success' ? 'succeeded' : 'failed'}; nothing more to do here.</p>
<p><a href="${escapeHtml(returnUrl(payment, status))}">Back to the site</a></p>`,
  );
}

export function unknownPage(): string {
  return cashierPage(
    'Payment not found',
    `<h1>Payment not found</h1>
<p>This payment is unknown. Go back to the site and start the deposit again.</p>`,
  );
}

export function failedDeliveryPage(): string {
  return cashierPage(
    'Payment not confirmed',
    `<h1>Payment not confirmed</h1>
<p>The cashier could not confirm the payment. Go back and try again.</p>`,
  );
}
