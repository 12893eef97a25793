/**
 * The state value of a redirect through someone else's page (the pay-and-play bank
 * identification): made when the flow starts, kept in the flow's encrypted cookie,
 * sent along in the return URL, and compared when the player comes back, so a code only works in
 * the browser that started the flow (OAuth 2.0's `state`, RFC 6749 §10.12).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url. */
export const RETURN_STATE = /^[A-Za-z0-9_-]{43}$/;

export function newReturnState(): string {
  return randomBytes(32).toString('base64url');
}

/** Whether the value a return carries is the stored one (constant time). */
export function sameReturnState(
  given: string | null | undefined,
  stored: string | null | undefined,
): boolean {
  if (!given || !stored || !RETURN_STATE.test(given) || given.length !== stored.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(stored));
}
