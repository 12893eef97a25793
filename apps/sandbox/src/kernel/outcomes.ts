/**
 * The sandbox's one way of saying how a rule ended: an `Outcome` is the success value with
 * `ok: true`, or a `Refusal` in the contract's error shape (`code`, `message`, and optionally
 * per-field `validationErrors` and `additionalInfo`). Services answer outcomes rather than throw,
 * so a caller can branch on them; handlers turn them into the answer or the error with `settle`
 * (kernel/handlers.ts). Money operations answer the same outcomes (services/money/ledger/core.ts `moneyTransaction` turns a
 * refusal thrown inside a money transaction back into one).
 */
import { ERRORS, type ErrorBody } from '@casino/player-api';

/** A refusal in the contract's error shape; handlers turn it into the answer. */
export interface Refusal {
  ok: false;
  code: string;
  message: string;
  validationErrors?: NonNullable<ErrorBody['validationErrors']>;
  additionalInfo?: Record<string, unknown>;
}

export type Outcome<T> = ({ ok: true } & T) | Refusal;

export function refuse(
  code: string,
  message: string,
  extra: Pick<Refusal, 'validationErrors' | 'additionalInfo'> = {},
): Refusal {
  return { ok: false, code, message, ...extra };
}

/** `error.request.invalid` naming one field, with a machine code for it. */
export function fieldRefusal(field: string, code: string, message: string): Refusal {
  return refuse(ERRORS.requestInvalid.code, message, { validationErrors: { [field]: { code, message } } });
}
