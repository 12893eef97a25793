/**
 * What the deposit and withdrawal requests share (deposits.ts, withdrawals.ts):
 * - Idempotency: a request may carry an `Idempotency-Key` header (1–200 visible ASCII characters),
 *   scoped to the player and the kind of request (ledger/core.ts `idempotencyKey`). A retry with
 *   the same key answers the first transaction (same referenceId, and for a deposit the same
 *   redirectUrl, its current status) and moves nothing again. Without the header every request is
 *   new.
 * - A refusal inside the money transaction answers as it is, except an invalid amount, which names
 *   the `amount` field.
 */
import { ERRORS } from '@casino/player-api';
import { fieldRefusal, refuse, type Outcome, type Refusal } from '../../kernel/outcomes.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The request's own key as the caller sent it, or a new one when it sent none. */
export function requestKey(header: string | undefined): Outcome<{ key: string }> {
  if (header === undefined) return { ok: true, key: crypto.randomUUID() };
  if (!/^[\x21-\x7e]{1,200}$/.test(header)) {
    return fieldRefusal(
      IDEMPOTENCY_HEADER,
      'invalid',
      'The Idempotency-Key must be 1–200 visible ASCII characters',
    );
  }
  return { ok: true, key: header };
}

/** `error.request.invalid` on the amount. */
export function invalidAmount(message: string): Refusal {
  return fieldRefusal('amount', 'invalid', message);
}

/** A money transaction's refusal as the request answers it. */
export function requestRefusal(outcome: { code: string; message: string }): Refusal {
  if (outcome.code === ERRORS.requestInvalid.code) return invalidAmount(outcome.message);
  return refuse(outcome.code, outcome.message);
}
