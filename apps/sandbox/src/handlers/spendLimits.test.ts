/**
 * Spend limits over HTTP and on the ledger, on PGlite and PostgreSQL (spec 2 §3 "Gambling limits …
 * spend (loss)", §7 "Spend limits"; UKGC RTS 12): the same rules as deposit limits, kept apart
 * from them; `used` counts the real-money stakes (BET transactions) of the period, wins do not
 * lower it; a bet above what the binding limit leaves is refused inside its transaction, so
 * concurrent bets cannot both spend the same allowance; no session or a body off the contract is
 * refused.
 */
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ERRORS,
  createPlayerApiClient,
  fromMinorUnits,
  toMinorUnits,
  type PlayerApiClient,
} from '@casino/player-api';
import { DATABASE_KINDS, useTestDatabase } from '../../test/databases.ts';
import { useSandboxServer } from '../../test/server.ts';
import { gamblingLimits, ledgerTransactions, players } from '../db/schema.ts';
import { DEMO_PASSWORD } from '../demoPlayers.ts';
import { spendLimitCheck } from '../services/responsible/index.ts';
import {
  auditLedger,
  idempotencyKey,
  openAccounts,
  payWin,
  placeBet,
  voidBet,
  type PlayerAccounts,
} from '../services/money/index.ts';

describe.each(DATABASE_KINDS)('spend limits on %s', (kind) => {
  const t = useTestDatabase(kind);
  const server = useSandboxServer(t);
  let n = 0;

  beforeEach(async () => {
    await t.db.delete(gamblingLimits);
  });

  async function signedIn(email: string): Promise<PlayerApiClient> {
    n++;
    const forwardedFor = `10.12.${n >> 8}.${n & 255}`;
    const api = createPlayerApiClient({ baseUrl: server.baseUrl, siteId: 6, forwardedFor });
    const tokens = await api.signIn({ body: { email, password: DEMO_PASSWORD } });
    return createPlayerApiClient({ baseUrl: server.baseUrl, siteId: 6, forwardedFor, tokens });
  }

  async function accountsOf(email: string) {
    const [player] = await t.db
      .select()
      .from(players)
      .where(and(eq(players.email, email), eq(players.siteId, 6)));
    return (await openAccounts(t.ctx, player!.playerId))!;
  }

  let key = 0;
  const bet = (accounts: PlayerAccounts, cents: bigint) =>
    placeBet(t.ctx, {
      accounts,
      amount: cents,
      category: 'CASINO',
      idempotencyKey: idempotencyKey(accounts.playerId, 'test-bet', `${kind}-${++key}`),
      sessionId: null,
      check: spendLimitCheck(t.ctx, accounts.playerId, cents),
    });

  it('keeps spend limits apart from deposit limits, with the same change rules', async () => {
    const api = await signedIn('player@demo.test');
    await api.updateDepositLimit({ body: { duration: 'D', limit: '100' } });
    const limits = await api.spendLimits();
    expect(limits.map((limit) => [limit.duration, limit.limit])).toEqual([
      ['D', null],
      ['W', null],
      ['M', null],
    ]);
    expect(await api.updateSpendLimit({ body: { duration: 'W', limit: '200' } })).toMatchObject({
      limit: '200.00',
      pendingLimit: null,
    });
    // Lower at once; a raise waits the cooling-off; cancel drops it; nesting holds.
    expect(await api.updateSpendLimit({ body: { duration: 'W', limit: '150' } })).toMatchObject({
      limit: '150.00',
      pendingLimit: null,
    });
    const raised = await api.updateSpendLimit({ body: { duration: 'W', limit: '300' } });
    expect(raised).toMatchObject({ limit: '150.00', pendingLimit: '300.00' });
    expect(raised.pendingLimitActiveFrom).not.toBeNull();
    expect(await api.updateSpendLimit({ body: { duration: 'W', cancelPendingLimit: true } })).toMatchObject({
      limit: '150.00',
      pendingLimit: null,
    });
    await expect(api.updateSpendLimit({ body: { duration: 'D', limit: '151' } })).rejects.toMatchObject({
      status: 400,
      code: ERRORS.limitTooHigh.code,
    });
    const removal = await api.updateSpendLimit({ body: { duration: 'W', deleteLimit: true } });
    expect(removal).toMatchObject({ limit: '150.00', pendingLimit: null });
    expect(removal.pendingLimitActiveFrom).not.toBeNull();
    // The deposit limit is untouched.
    expect((await api.depositLimits()).map((limit) => limit.limit)).toEqual(['100.00', null, null]);
    await expect(
      api.updateSpendLimit({ body: { duration: 'M', cancelPendingLimit: true } }),
    ).rejects.toMatchObject({ status: 409, code: ERRORS.limitNotSet.code });
  });

  it('counts real-money stakes of the period as used, and refuses a bet above what is left', async () => {
    const api = await signedIn('player@demo.test');
    const accounts = await accountsOf('player@demo.test');
    const usedBefore = toMinorUnits((await api.spendLimits())[0]!.used);
    // A limit 5.00 above what was staked today.
    const limit = fromMinorUnits(usedBefore + 500n);
    await api.updateSpendLimit({ body: { duration: 'D', limit } });

    expect((await bet(accounts, 200n)).ok).toBe(true);
    // A win does not give allowance back (spend counts stakes).
    await payWin(t.ctx, {
      accounts,
      amount: 1000n,
      category: 'CASINO',
      idempotencyKey: idempotencyKey(accounts.playerId, 'test-win', `${kind}-${++key}`),
      // The bet just placed (its key is the one before this win's).
      betKey: idempotencyKey(accounts.playerId, 'test-bet', `${kind}-${key - 1}`),
    });
    const daily = (await api.spendLimits())[0]!;
    expect(daily).toMatchObject({ limit, used: fromMinorUnits(usedBefore + 200n), remaining: '3.00' });

    const before = await t.db.select().from(ledgerTransactions);
    const refused = await bet(accounts, 400n);
    expect(refused).toMatchObject({ ok: false, code: ERRORS.selfSpendLimitReached.code });
    expect(await t.db.select().from(ledgerTransactions)).toHaveLength(before.length);
    expect((await bet(accounts, 300n)).ok).toBe(true);
    expect((await api.spendLimits())[0]!.remaining).toBe('0.00');
    expect((await bet(accounts, 1n)).ok).toBe(false);
    // A voided round gives its stake's allowance back.
    const voided = await voidBet(t.ctx, {
      accounts,
      // The 3.00 bet (the refused one after it took the next key).
      betKey: idempotencyKey(accounts.playerId, 'test-bet', `${kind}-${key - 1}`),
    });
    expect(voided.ok).toBe(true);
    expect((await api.spendLimits())[0]!.remaining).toBe('3.00');
    expect(await auditLedger(t.db)).toEqual([]);
  });

  it('lets only as many concurrent bets through as the limit allows', async () => {
    const api = await signedIn('player@demo.test');
    const accounts = await accountsOf('player@demo.test');
    const used = toMinorUnits((await api.spendLimits())[0]!.used);
    await api.updateSpendLimit({ body: { duration: 'D', limit: fromMinorUnits(used + 350n) } });
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => bet(accounts, 100n)));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(3);
    for (const outcome of outcomes.filter((o) => !o.ok)) {
      expect(outcome).toMatchObject({ code: ERRORS.selfSpendLimitReached.code });
    }
    expect((await api.spendLimits())[0]!.remaining).toBe('0.50');
  });

  it('needs a session and a body on the contract', async () => {
    const get = await fetch(`${server.baseUrl}/v1/player/spend-limits`, { headers: { SiteContext: '6' } });
    expect(get.status).toBe(401);
    const api = await signedIn('new@demo.test');
    await expect(api.updateSpendLimit({ body: { duration: 'D', limit: '0.50' } })).rejects.toMatchObject({
      status: 400,
      code: ERRORS.limitInterval.code,
    });
  });
});
