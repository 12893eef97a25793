/**
 * Abuse limits: fixed-window counters per IP and per account, kept in the
 * database so every sandbox process on it shares them. One statement per hit (an upsert that
 * returns the new count), so concurrent requests on PostgreSQL cannot both slip under a limit.
 * Keys are stored as SHA-256 hashes: an e-mail or phone number used as a key is never kept.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { ERRORS } from '@casino/player-api';
import { rateLimitBuckets } from '../../db/schema.ts';
import { refuse, type Refusal } from '../../kernel/outcomes.ts';
import type { SandboxContext } from '../context.ts';

export interface RateLimitPolicy {
  /** Names the counter, e.g. `login:ip`. */
  bucket: string;
  /** Hits allowed per window. */
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The sandbox's limits. Generous for people, tight enough to stop a script.
 *
 * Sign-in: per address; per account and address (10 in 10 minutes: a third party cannot lock a
 * player out, only themselves); per account from all addresses together, a
 * looser ceiling against guessing from many addresses (100 an hour). Account lookups, the
 * answers that tell whether an e-mail is a player's (a sign-in answering "Player not found",
 * every confirm-user), share one budget per address (20 in 10 minutes); past it the address's
 * sign-ins and confirm-users answer 429, so the public API is no oracle at volume while the
 * spec's messages stay as they are for the site's classification.
 */
export const RATE_LIMITS = {
  loginPerIp: { bucket: 'login:ip', limit: 30, windowMs: 10 * MINUTE },
  loginPerAccountAndIp: { bucket: 'login:account-ip', limit: 10, windowMs: 10 * MINUTE },
  loginPerAccount: { bucket: 'login:account', limit: 100, windowMs: HOUR },
  accountLookupPerIp: { bucket: 'lookup:ip', limit: 20, windowMs: 10 * MINUTE },
  registrationPerIp: { bucket: 'registration:ip', limit: 10, windowMs: HOUR },
  smsPerIp: { bucket: 'sms:ip', limit: 20, windowMs: HOUR },
  smsPerRecipient: { bucket: 'sms:recipient', limit: 5, windowMs: HOUR },
  resetPerIp: { bucket: 'reset:ip', limit: 10, windowMs: HOUR },
  resetPerAccount: { bucket: 'reset:account', limit: 5, windowMs: HOUR },
} as const satisfies Record<string, RateLimitPolicy>;

export interface RateLimitResult {
  allowed: boolean;
  /** Hits left in this window after this one. */
  remaining: number;
  /** When the current window ends (ISO), and how long until then. */
  resetAt: string;
  retryAfterMs: number;
}

function keyHash(key: string): string {
  return createHash('sha256').update(key.trim().toLowerCase()).digest('base64url');
}

/** The fixed window `policy` is in now on the sandbox clock. */
async function windowOf(ctx: SandboxContext, policy: RateLimitPolicy) {
  const now = (await ctx.clock.now()).getTime();
  const windowStart = new Date(now - (now % policy.windowMs));
  return { now, windowStart, resetAt: new Date(windowStart.getTime() + policy.windowMs) };
}

/** Counts one hit for `key` under `policy` and says whether it is within the limit. */
export async function hit(
  ctx: SandboxContext,
  policy: RateLimitPolicy,
  key: string,
): Promise<RateLimitResult> {
  const { now, windowStart, resetAt } = await windowOf(ctx, policy);
  const hash = keyHash(key);
  const [row] = await ctx.db
    .insert(rateLimitBuckets)
    .values({ bucket: policy.bucket, keyHash: hash, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitBuckets.bucket, rateLimitBuckets.keyHash, rateLimitBuckets.windowStart],
      set: { count: sql`${rateLimitBuckets.count} + 1` },
    })
    .returning({ count: rateLimitBuckets.count });
  const count = row!.count;
  if (count === 1) {
    // A new window for this key: drop its finished windows so the table stays small.
    await ctx.db
      .delete(rateLimitBuckets)
      .where(
        and(
          eq(rateLimitBuckets.bucket, policy.bucket),
          eq(rateLimitBuckets.keyHash, hash),
          lt(rateLimitBuckets.windowStart, windowStart),
        ),
      );
  }
  return {
    allowed: count <= policy.limit,
    remaining: Math.max(0, policy.limit - count),
    resetAt: resetAt.toISOString(),
    retryAfterMs: count <= policy.limit ? 0 : resetAt.getTime() - now,
  };
}

/** Whether `key` is still within `policy` in the current window, without counting a hit. */
export async function within(
  ctx: SandboxContext,
  policy: RateLimitPolicy,
  key: string,
): Promise<RateLimitResult> {
  const { now, windowStart, resetAt } = await windowOf(ctx, policy);
  const [row] = await ctx.db
    .select({ count: rateLimitBuckets.count })
    .from(rateLimitBuckets)
    .where(
      and(
        eq(rateLimitBuckets.bucket, policy.bucket),
        eq(rateLimitBuckets.keyHash, keyHash(key)),
        eq(rateLimitBuckets.windowStart, windowStart),
      ),
    );
  const count = row?.count ?? 0;
  return {
    allowed: count < policy.limit,
    remaining: Math.max(0, policy.limit - count),
    resetAt: resetAt.toISOString(),
    retryAfterMs: count < policy.limit ? 0 : resetAt.getTime() - now,
  };
}

/** Checks several policies at once (e.g. per IP and per account); the first refusal wins. */
export async function hitAll(
  ctx: SandboxContext,
  checks: ReadonlyArray<readonly [RateLimitPolicy, string]>,
): Promise<RateLimitResult> {
  let result: RateLimitResult | null = null;
  for (const [policy, key] of checks) {
    const outcome = await hit(ctx, policy, key);
    if (!outcome.allowed) return outcome;
    if (!result || outcome.remaining < result.remaining) result = outcome;
  }
  if (!result) throw new Error('hitAll needs at least one check');
  return result;
}

/** Forgets a key's hits (e.g. the per-account login counter after a successful sign-in). */
export async function reset(ctx: SandboxContext, policy: RateLimitPolicy, key: string): Promise<void> {
  await ctx.db
    .delete(rateLimitBuckets)
    .where(and(eq(rateLimitBuckets.bucket, policy.bucket), eq(rateLimitBuckets.keyHash, keyHash(key))));
}

/** `error.rate_limited` for a limit that was hit, with how long until it lets the caller again. */
export function rateLimited(limit: RateLimitResult, message = 'Too many requests, try again later'): Refusal {
  return refuse(ERRORS.rateLimited.code, message, { additionalInfo: { retryAfterMs: limit.retryAfterMs } });
}
