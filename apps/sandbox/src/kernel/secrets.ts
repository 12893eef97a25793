/**
 * Secrets the sandbox hands out (registration tokens, reset keys, one-time codes of pay-and-play):
 * 32 random bytes, kept only as a SHA-256 hash and compared in constant time.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
