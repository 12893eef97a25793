/**
 * What the deposit and withdrawal calls share (spec 2 §7): the player's address and device
 * fingerprint, the idempotency key header, and a method code checked against the contract's list
 * (the machines carry it as a string the form already validated).
 */
import { PAYMENT_METHOD_CODES, type PaymentMethodCode } from '@casino/domain';

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
