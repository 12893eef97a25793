/**
 * What the deposit and withdrawal share (spec 2 §7): the player's address and device fingerprint,
 * the idempotency key header, a method code checked against the contract's list (the machines
 * carry it as a string the form already validated), and the message of a money call's outcome
 * (spec 2 §4 "Wallet operation result to flow status", §8: the wording is ours).
 */
import { PAYMENT_METHOD_CODES, type PaymentMethodCode } from '@casino/domain';
import type { MessageId } from '@casino/i18n';
import { ERRORS } from '@casino/player-api';

/** Offered when the player API names no method for the player (the sandbox cashier's methods). */
export const FALLBACK_METHODS: readonly PaymentMethodCode[] = ['TRUSTLY', 'CREDITCARD', 'SKRILL'];

/** The player's address and device fingerprint the money calls carry. */
export interface MoneyCallerInfo {
  ipAddress: string;
  blackbox: string;
}

/** The idempotency key of a money request (the contract's `Idempotency-Key` header). */
export function idempotency(key: string) {
  return { headers: { 'Idempotency-Key': key } };
}

export function paymentMethodOf(code: string): PaymentMethodCode {
  const found = PAYMENT_METHOD_CODES.find((known) => known === code);
  if (!found) throw new Error(`Unknown payment method ${JSON.stringify(code)}`);
  return found;
}

/** The message of a money call's outcome or refusal code (the contract's codes); the generic one else. */
export function outcomeMessageId(code: string | null | undefined): MessageId {
  switch (code) {
    case ERRORS.notEnoughFunds.code:
      return 'banking.error.notEnoughFunds';
    case ERRORS.exceedsKycLimit.code:
      return 'banking.error.kycLimit';
    case ERRORS.restricted.code:
    case ERRORS.walletForbidden.code:
      return 'banking.error.restricted';
    case ERRORS.failure.code:
      return 'banking.error.failure';
    case ERRORS.withdrawalLimitReached.code:
      return 'withdraw.limit.text';
    case ERRORS.requestInvalid.code:
      return 'banking.error.form';
    default:
      return 'banking.error.system';
  }
}
