/**
 * Deposit limits over HTTP through the typed client, on PGlite and PostgreSQL (spec 2 §3 "Gambling
 * limits", §5 limit errors, §7 "Deposit limits"; UKGC RTS 12): a first or lower limit applies at
 * once; a raise or a removal waits the cooling-off (24 h; 7 days in Germany) as a pending change
 * that the sandbox clock brings into force; a pending change can be cancelled; the periods must
 * nest (too_high, too_low), amounts stay in range (interval); a locked limit can only be
 * tightened; no session → 401; a body off the contract → 400 with validationErrors; never 500.
 * Spend limits, which follow the same rules, are in spendLimits.test.ts.
 */
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ERRORS, createPlayerApiClient, type GamblingLimit, type PlayerApiClient } from '@casino/player-api';
import { DATABASE_KINDS, useTestDatabase } from '../../test/databases.ts';
import { advanceClock, refusal, sandboxNow as sandboxClock } from '../../test/http.ts';
import { useSandboxServer } from '../../test/server.ts';
import { gamblingLimits, players } from '../db/schema.ts';
import { DEMO_PASSWORD } from '../demoPlayers.ts';
import { seed } from '../seed.ts';
import { loadBrands } from '@casino/brands';
import { LIMIT_PERIODS } from '@casino/domain';
import { changeLimit, type LimitChange } from '../services/responsible/index.ts';
import { remainingAllowance } from '../services/responsible/limits.ts';

const HOUR = 3_600_000;

describe.each(DATABASE_KINDS)('deposit limits over HTTP on %s', (kind) => {
  const t = useTestDatabase(kind);
  const server = useSandboxServer(t);
  let n = 0;

  beforeEach(async () => {
    await t.db.delete(gamblingLimits);
  });

  async function tokensOf(email: string, siteId = 6) {
    n++;
    const forwardedFor = `10.11.${n >> 8}.${n & 255}`;
    const api = createPlayerApiClient({ baseUrl: server.baseUrl, siteId, forwardedFor });
    return { tokens: await api.signIn({ body: { email, password: DEMO_PASSWORD } }), forwardedFor };
  }

  /** Signs in afresh: moving the clock a day on expires earlier sessions. */
  async function signedIn(email: string, siteId = 6): Promise<PlayerApiClient> {
    const { tokens, forwardedFor } = await tokensOf(email, siteId);
    return createPlayerApiClient({ baseUrl: server.baseUrl, siteId, forwardedFor, tokens });
  }

  const sandboxNow = async () => (await sandboxClock(server.baseUrl)).getTime();
  const advance = (ms: number) => advanceClock(server.baseUrl, ms);

  function period(limits: GamblingLimit[], duration: 'D' | 'W' | 'M'): GamblingLimit {
    return limits.find((limit) => limit.duration === duration)!;
  }

  it('answers every period, none set, before the player sets one', async () => {
    const api = await signedIn('new@demo.test');
    const limits = await api.depositLimits();
    expect(limits.map((limit) => limit.duration)).toEqual(['D', 'W', 'M']);
    for (const limit of limits) {
      expect(limit).toMatchObject({
        limit: null,
        pendingLimit: null,
        pendingLimitActiveFrom: null,
        locked: false,
        used: '0.00',
        remaining: null,
        resetAt: null,
      });
    }
  });

  it('applies a first limit and a lower one at once, with the period’s reset time', async () => {
    const api = await signedIn('player@demo.test');
    const before = await sandboxNow();
    const first = await api.updateDepositLimit({ body: { duration: 'D', limit: '100' } });
    expect(first).toMatchObject({
      duration: 'D',
      limit: '100.00',
      pendingLimit: null,
      pendingLimitActiveFrom: null,
      used: '0.00',
      remaining: '100.00',
    });
    const startAt = Date.parse(first.startAt!);
    expect(startAt).toBeGreaterThanOrEqual(before - 1000);
    // The next day at 00:00 UTC on the sandbox clock.
    const midnight = new Date(startAt);
    midnight.setUTCHours(24, 0, 0, 0);
    expect(first.resetAt).toBe(midnight.toISOString());

    const lower = await api.updateDepositLimit({ body: { duration: 'D', limit: '50.5' } });
    expect(lower).toMatchObject({ limit: '50.50', pendingLimit: null, remaining: '50.50' });

    const weekly = await api.updateDepositLimit({ body: { duration: 'W', limit: '300' } });
    expect(new Date(weekly.resetAt!).getUTCDay()).toBe(1); // a Monday
    const monthly = await api.updateDepositLimit({ body: { duration: 'M', limit: '1000' } });
    expect(new Date(monthly.resetAt!).getUTCDate()).toBe(1);

    const limits = await api.depositLimits();
    expect(limits.map((limit) => limit.limit)).toEqual(['50.50', '300.00', '1000.00']);
    // Setting the limit in force again changes nothing.
    expect(await api.updateDepositLimit({ body: { duration: 'D', limit: '50.50' } })).toEqual(
      period(limits, 'D'),
    );
    // The lowest remaining amount of the periods set is what the player may deposit.
    const [player] = await t.db
      .select()
      .from(players)
      .where(and(eq(players.email, 'player@demo.test'), eq(players.siteId, 6)));
    expect(await remainingAllowance(t.ctx, player!.playerId, 'DEPOSIT')).toBe('50.50');
  });

  it('holds a raise as pending for 24 hours, then applies it when the sandbox clock passes', async () => {
    let api = await signedIn('player@demo.test');
    await api.updateDepositLimit({ body: { duration: 'D', limit: '100' } });
    const before = await sandboxNow();
    const raised = await api.updateDepositLimit({ body: { duration: 'D', limit: '250' } });
    expect(raised).toMatchObject({ limit: '100.00', pendingLimit: '250.00', remaining: '100.00' });
    const activeFrom = Date.parse(raised.pendingLimitActiveFrom!);
    expect(activeFrom - before).toBeGreaterThanOrEqual(24 * HOUR - 1000);
    expect(activeFrom - before).toBeLessThanOrEqual(24 * HOUR + 60_000);

    // Asking again keeps the cooling-off already running.
    expect(await api.updateDepositLimit({ body: { duration: 'D', limit: '250.00' } })).toEqual(raised);
    expect(period(await api.depositLimits(), 'D')).toMatchObject({ limit: '100.00', pendingLimit: '250.00' });

    await advance(23 * HOUR);
    api = await signedIn('player@demo.test');
    expect(period(await api.depositLimits(), 'D')).toMatchObject({ limit: '100.00', pendingLimit: '250.00' });

    await advance(HOUR + 60_000);
    api = await signedIn('player@demo.test');
    const applied = period(await api.depositLimits(), 'D');
    expect(applied).toMatchObject({
      limit: '250.00',
      pendingLimit: null,
      pendingLimitActiveFrom: null,
      remaining: '250.00',
    });
    expect(applied.startAt).toBe(raised.pendingLimitActiveFrom);
  });

  it('applies a due change on a write too, before checking the periods', async () => {
    let api = await signedIn('player@demo.test');
    await api.updateDepositLimit({ body: { duration: 'D', limit: '100' } });
    await api.updateDepositLimit({ body: { duration: 'D', limit: '400' } });
    await advance(25 * HOUR);
    api = await signedIn('player@demo.test');
    // No read in between: the weekly limit is checked against the daily 400 now in force.
    const error = await refusal(api.updateDepositLimit({ body: { duration: 'W', limit: '300' } }));
    expect(error).toMatchObject({ status: 400, code: ERRORS.limitTooLow.code });
    expect(error.validationErrors?.limit?.message).toContain('400.00');
  });

  it('drops a pending raise when the player lowers the limit instead', async () => {
    const api = await signedIn('player@demo.test');
    await api.updateDepositLimit({ body: { duration: 'W', limit: '500' } });
    await api.updateDepositLimit({ body: { duration: 'W', limit: '900' } });
    const lower = await api.updateDepositLimit({ body: { duration: 'W', limit: '200' } });
    expect(lower).toMatchObject({ limit: '200.00', pendingLimit: null, pendingLimitActiveFrom: null });
  });

  it('holds a removal as pending, then removes the limit; removing none answers not_set', async () => {
    let api = await signedIn('player@demo.test');
    await api.updateDepositLimit({ body: { duration: 'M', limit: '1000' } });
    const removal = await api.updateDepositLimit({ body: { duration: 'M', deleteLimit: true } });
    expect(removal).toMatchObject({ limit: '1000.00', pendingLimit: null });
    expect(removal.pendingLimitActiveFrom).not.toBeNull();
    // Asked twice: the same removal, the same date.
    expect(await api.updateDepositLimit({ body: { duration: 'M', deleteLimit: true } })).toEqual(removal);

    await advance(24 * HOUR + 60_000);
    api = await signedIn('player@demo.test');
    expect(period(await api.depositLimits(), 'M')).toMatchObject({ limit: null, pendingLimit: null });

    const error = await refusal(api.updateDepositLimit({ body: { duration: 'M', deleteLimit: true } }));
    expect(error).toMatchObject({ status: 409, code: ERRORS.limitNotSet.code });
    expect(error.validationErrors?.limit?.message).toEqual(expect.any(String));
  });

  it('cancels a pending raise or removal; cancelling nothing answers not_set', async () => {
    let api = await signedIn('player@demo.test');
    await api.updateDepositLimit({ body: { duration: 'D', limit: '100' } });
    await api.updateDepositLimit({ body: { duration: 'D', limit: '200' } });
    const cancelled = await api.updateDepositLimit({ body: { duration: 'D', cancelPendingLimit: true } });
    expect(cancelled).toMatchObject({ limit: '100.00', pendingLimit: null, pendingLimitActiveFrom: null });

    await api.updateDepositLimit({ body: { duration: 'D', deleteLimit: true } });
    expect(await api.updateDepositLimit({ body: { duration: 'D', cancelPendingLimit: true } })).toMatchObject(
      { limit: '100.00', pendingLimitActiveFrom: null },
    );

    await advance(25 * HOUR);
    api = await signedIn('player@demo.test');
    expect(period(await api.depositLimits(), 'D')).toMatchObject({ limit: '100.00', pendingLimit: null });

    const error = await refusal(
      api.updateDepositLimit({ body: { duration: 'D', cancelPendingLimit: true } }),
    );
    expect(error).toMatchObject({ status: 409, code: ERRORS.limitNotSet.code });
    const none = await refusal(api.updateDepositLimit({ body: { duration: 'W', cancelPendingLimit: true } }));
    expect(none).toMatchObject({ status: 409, code: ERRORS.limitNotSet.code });
    expect(none.validationErrors?.limit?.message).toEqual(expect.any(String));
  });

  it('keeps the periods nested: too_high for daily and weekly, too_low for weekly and monthly', async () => {
    const api = await signedIn('player@demo.test');
    await api.updateDepositLimit({ body: { duration: 'D', limit: '100' } });
    await api.updateDepositLimit({ body: { duration: 'W', limit: '500' } });
    await api.updateDepositLimit({ body: { duration: 'M', limit: '1000' } });

    const cases = [
      [{ duration: 'D', limit: '600' }, ERRORS.limitTooHigh.code],
      [{ duration: 'W', limit: '1500' }, ERRORS.limitTooHigh.code],
      [{ duration: 'W', limit: '50' }, ERRORS.limitTooLow.code],
      [{ duration: 'M', limit: '400' }, ERRORS.limitTooLow.code],
    ] as const;
    for (const [body, code] of cases) {
      const error = await refusal(api.updateDepositLimit({ body }));
      expect(error, JSON.stringify(body)).toMatchObject({ status: 400, code });
      expect(error.validationErrors?.limit).toMatchObject({ code, message: expect.any(String) });
    }

    // A pending raise counts too: the monthly limit may not go below the weekly 800 that waits.
    await api.updateDepositLimit({ body: { duration: 'W', limit: '800' } });
    const belowPending = await refusal(api.updateDepositLimit({ body: { duration: 'M', limit: '700' } }));
    expect(belowPending).toMatchObject({ status: 400, code: ERRORS.limitTooLow.code });

    // Nothing was changed by the refusals.
    expect((await api.depositLimits()).map((limit) => [limit.limit, limit.pendingLimit])).toEqual([
      ['100.00', null],
      ['500.00', '800.00'],
      ['1000.00', null],
    ]);
  });

  it('answers interval for an amount outside the period’s range', async () => {
    const api = await signedIn('player@demo.test');
    for (const body of [
      { duration: 'D', limit: '0' },
      { duration: 'D', limit: '0.99' },
      { duration: 'D', limit: '50000.01' },
      { duration: 'M', limit: '99999999999999999999' },
    ] as const) {
      const error = await refusal(api.updateDepositLimit({ body }));
      expect(error, JSON.stringify(body)).toMatchObject({ status: 400, code: ERRORS.limitInterval.code });
      expect(error.validationErrors?.limit?.message).toMatch(/between/);
    }
  });

  it('lets a locked limit be tightened only', async () => {
    const api = await signedIn('player@demo.test');
    await api.updateDepositLimit({ body: { duration: 'D', limit: '100' } });
    await t.db.update(gamblingLimits).set({ locked: true });
    expect(period(await api.depositLimits(), 'D').locked).toBe(true);
    for (const body of [
      { duration: 'D', limit: '150' },
      { duration: 'D', deleteLimit: true },
    ] as const) {
      const error = await refusal(api.updateDepositLimit({ body }));
      expect(error).toMatchObject({ status: 409, code: ERRORS.limitLocked.code });
    }
    expect(await api.updateDepositLimit({ body: { duration: 'D', limit: '80' } })).toMatchObject({
      limit: '80.00',
      locked: true,
    });
  });

  it('waits the market’s cooling-off: seven days in Germany (JJ)', async () => {
    const email = 'docs@demo.test';
    await t.db
      .update(players)
      .set({ countryCode: 'DE' })
      .where(and(eq(players.email, email), eq(players.siteId, 7)));
    const api = await signedIn(email, 7); // kestrel serves FI, JJ, UN
    await api.updateDepositLimit({ body: { duration: 'D', limit: '100' } });
    const before = await sandboxNow();
    const raised = await api.updateDepositLimit({ body: { duration: 'D', limit: '200' } });
    const wait = Date.parse(raised.pendingLimitActiveFrom!) - before;
    expect(wait).toBeGreaterThanOrEqual(168 * HOUR - 1000);
    expect(wait).toBeLessThanOrEqual(168 * HOUR + 60_000);
  });

  it('waits the cooling-off the brand’s configuration sets for the market (marketRules)', async () => {
    // The operator's change is configuration: aurora's brand.ts with a rule pack for Finland,
    // seeded as start-up seeds it. No code names the 72 hours.
    const brands = (await loadBrands()).map((brand) =>
      brand.id === 'aurora' ? { ...brand, marketRules: { FI: { limitRaiseCoolingOffHours: 72 } } } : brand,
    );
    await seed(t.db, brands, t.ctx);
    try {
      const api = await signedIn('player@demo.test'); // a Finnish player of aurora
      await api.updateDepositLimit({ body: { duration: 'W', limit: '100' } });
      const before = await sandboxNow();
      const raised = await api.updateDepositLimit({ body: { duration: 'W', limit: '200' } });
      const wait = Date.parse(raised.pendingLimitActiveFrom!) - before;
      expect(wait).toBeGreaterThanOrEqual(72 * HOUR - 1000);
      expect(wait).toBeLessThanOrEqual(72 * HOUR + 60_000);
    } finally {
      await seed(t.db, await loadBrands(), t.ctx);
    }
  });

  it('keeps one player’s limits consistent under concurrent changes', async () => {
    const api = await signedIn('player@demo.test');
    const same = await Promise.allSettled(
      Array.from({ length: 6 }, () => api.updateDepositLimit({ body: { duration: 'D', limit: '100' } })),
    );
    expect(same.every((result) => result.status === 'fulfilled')).toBe(true);
    expect((await t.db.select().from(gamblingLimits)).length).toBe(1);

    // Straight at the service, so the changes really overlap: a daily 300 and a weekly 200 cannot
    // both stand, whichever comes second is refused; repeated first limits make one row.
    const [player] = await t.db
      .select()
      .from(players)
      .where(and(eq(players.email, 'player@demo.test'), eq(players.siteId, 6)));
    const change = (body: LimitChange) =>
      changeLimit(t.ctx, { playerId: player!.playerId, kind: 'DEPOSIT', markets: ['FI'], change: body });
    for (let round = 0; round < 10; round++) {
      await t.db.delete(gamblingLimits);
      const outcomes = await Promise.all([
        change({ duration: 'D', limit: '300' }),
        change({ duration: 'W', limit: '200' }),
        change({ duration: 'M', limit: '250' }),
        change({ duration: 'M', limit: '250' }),
      ]);
      const refused = outcomes.filter((outcome) => !outcome.ok);
      expect(refused.length).toBeGreaterThanOrEqual(1);
      for (const outcome of refused) {
        expect([ERRORS.limitTooHigh.code, ERRORS.limitTooLow.code]).toContain(outcome.code);
      }
      const rows = await t.db.select().from(gamblingLimits);
      const set = LIMIT_PERIODS.flatMap((p) => rows.filter((row) => row.period === p)).map((row) =>
        Number(row.limit),
      );
      // Shortest period first, the amounts never go down.
      expect(set).toEqual([...set].sort((a, b) => a - b));
    }
  });

  it('needs a session: without one the answer is 401', async () => {
    const get = await fetch(`${server.baseUrl}/v1/player/deposit-limits`, { headers: { SiteContext: '6' } });
    expect(get.status).toBe(401);
    expect(await get.json()).toMatchObject({ code: ERRORS.tokenExpired.code });
    const patch = await fetch(`${server.baseUrl}/v1/player/deposit-limits`, {
      method: 'PATCH',
      headers: { SiteContext: '6', 'Content-Type': 'application/json' },
      body: JSON.stringify({ duration: 'D', limit: '100' }),
    });
    expect(patch.status).toBe(401);
  });

  it('answers 400 with validationErrors for bodies off the contract, never 500', async () => {
    const { tokens } = await tokensOf('new@demo.test');
    const patch = (body: string) =>
      fetch(`${server.baseUrl}/v1/player/deposit-limits`, {
        method: 'PATCH',
        headers: {
          'Content-Type': 'application/json',
          SiteContext: '6',
          Authorization: tokens.idToken,
          'Access-Token': tokens.accessToken,
        },
        body,
      });
    for (const body of [
      {},
      { duration: 'D' },
      { duration: 'X', limit: '100' },
      { duration: 'D', limit: 100 },
      { duration: 'D', limit: '-5' },
      { duration: 'D', limit: '1.234' },
      { duration: 'D', limit: '1e3' },
      { duration: 'D', deleteLimit: false },
      { duration: 'D', cancelPendingLimit: 'yes' },
      { limit: '100' },
    ]) {
      const response = await patch(JSON.stringify(body));
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { code: string; validationErrors?: object };
      expect(answer.code).toBe(ERRORS.requestInvalid.code);
      expect(Object.keys(answer.validationErrors ?? {}).length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    const notJson = await patch('{"duration":');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ code: ERRORS.requestInvalid.code });
  });
});
