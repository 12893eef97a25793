import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, useTestDatabase } from '../../../test/databases.ts';
import { RATE_LIMITS, hit, hitAll, reset, within, type RateLimitPolicy } from './rateLimit.ts';

const policy: RateLimitPolicy = { bucket: 'test:ip', limit: 3, windowMs: 60_000 };

describe.each(DATABASE_KINDS)('rate limits on %s', (kind) => {
  const t = useTestDatabase(kind);

  it('allows up to the limit in a window, then refuses until the next window', async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hit(t.ctx, policy, '192.0.2.1'));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
    expect(results[3]!.retryAfterMs).toBeGreaterThan(0);
    expect(results[3]!.retryAfterMs).toBeLessThanOrEqual(60_000);
    // Another key and another bucket count separately.
    expect((await hit(t.ctx, policy, '192.0.2.2')).allowed).toBe(true);
    expect((await hit(t.ctx, { ...policy, bucket: 'test:other' }, '192.0.2.1')).allowed).toBe(true);
    await t.ctx.clock.advance(results[3]!.retryAfterMs);
    expect(await hit(t.ctx, policy, '192.0.2.1')).toMatchObject({ allowed: true, remaining: 2 });
  });

  it('keys case-insensitively and forgets a key on reset', async () => {
    const account = { ...policy, bucket: 'test:account' };
    for (let i = 0; i < 3; i++) await hit(t.ctx, account, 'Player@Demo.test');
    expect((await hit(t.ctx, account, 'player@demo.test')).allowed).toBe(false);
    await reset(t.ctx, account, 'PLAYER@demo.test');
    expect((await hit(t.ctx, account, 'player@demo.test')).allowed).toBe(true);
  });

  it('lets exactly the limit through when hits arrive at once', async () => {
    const burst = { bucket: 'test:burst', limit: 10, windowMs: 3_600_000 };
    const results = await Promise.all(Array.from({ length: 25 }, () => hit(t.ctx, burst, '203.0.113.9')));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  it('checks per IP and per account together; the first refusal wins', async () => {
    const checks = [
      [RATE_LIMITS.loginPerIp, '198.51.100.1'],
      [RATE_LIMITS.loginPerAccountAndIp, 'new@demo.test:198.51.100.1'],
    ] as const;
    for (let i = 0; i < RATE_LIMITS.loginPerAccountAndIp.limit; i++) {
      expect((await hitAll(t.ctx, checks)).allowed).toBe(true);
    }
    expect((await hitAll(t.ctx, checks)).allowed).toBe(false);
    expect((await hitAll(t.ctx, [[RATE_LIMITS.loginPerIp, '198.51.100.1']])).allowed).toBe(true);
  });

  it('tells whether a key is within its limit without counting a hit', async () => {
    const lookups = { bucket: 'test:lookup', limit: 2, windowMs: 60_000 };
    expect(await within(t.ctx, lookups, '192.0.2.7')).toMatchObject({ allowed: true, remaining: 2 });
    await hit(t.ctx, lookups, '192.0.2.7');
    expect(await within(t.ctx, lookups, '192.0.2.7')).toMatchObject({ allowed: true, remaining: 1 });
    await hit(t.ctx, lookups, '192.0.2.7');
    const spent = await within(t.ctx, lookups, '192.0.2.7');
    expect(spent).toMatchObject({ allowed: false, remaining: 0 });
    expect(spent.retryAfterMs).toBeGreaterThan(0);
  });

  it('never stores the key itself', async () => {
    await hit(t.ctx, policy, 'secret@demo.test');
    const { rateLimitBuckets } = await import('../../db/schema.ts');
    const rows = await t.db.select().from(rateLimitBuckets);
    expect(JSON.stringify(rows)).not.toContain('secret@demo.test');
  });
});
