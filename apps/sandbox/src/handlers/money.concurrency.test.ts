/**
 * The ledger under concurrent load, over HTTP, on PGlite and on PostgreSQL (at least 200 concurrent deposits, withdrawals and repeated idempotency keys → no negative
 * balance, no duplicate movement, every balance equals the sum of its ledger entries). PGlite runs
 * one transaction at a time, so the PostgreSQL half is the one that proves the locking.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPlayerApiClient } from '@casino/player-api';
import { DATABASE_KINDS, useTestDatabase } from '../../test/databases.ts';
import { useSandboxServer } from '../../test/server.ts';
import { ledgerAccounts, ledgerTransactions, players } from '../db/schema.ts';
import { DEMO_PASSWORD } from '../demoPlayers.ts';
import { rowsOf } from '../kernel/database.ts';
import { auditLedger } from '../services/money/index.ts';

describe.each(DATABASE_KINDS)('the ledger under concurrent requests on %s', (kind) => {
  const t = useTestDatabase(kind);
  const server = useSandboxServer(t);

  async function signedIn(email: string, n: number) {
    const api = createPlayerApiClient({ baseUrl: server.baseUrl, siteId: 6, forwardedFor: `10.13.0.${n}` });
    return api.signIn({ body: { email, password: DEMO_PASSWORD } });
  }

  function post(tokens: { idToken: string; accessToken: string }, path: string, body: unknown, key: string) {
    return fetch(server.baseUrl + path, {
      method: 'POST',
      headers: {
        SiteContext: '6',
        Authorization: tokens.idToken,
        'Access-Token': tokens.accessToken,
        'Content-Type': 'application/json',
        'Idempotency-Key': key,
      },
      body: JSON.stringify(body),
    }).then(async (response) => ({
      key,
      status: response.status,
      json: (await response.json()) as { referenceId?: string; code?: string; redirectUrl?: string },
    }));
  }

  it('fires 320 concurrent deposits, settlements, withdrawals and repeated keys: no money lost or made', async () => {
    const tokens = await signedIn('player@demo.test', 1);
    const [player] = await t.db
      .select({ id: players.playerId })
      .from(players)
      .where(and(eq(players.siteId, 6), eq(players.email, 'player@demo.test')));
    const deposit = (key: string) =>
      post(
        tokens,
        '/v1/player/wallet/deposit/request',
        {
          amount: '10',
          currencyCode: 'EUR',
          paymentMethod: 'TRUSTLY',
          ipAddress: '10.0.0.1',
          blackbox: '-',
          returnUrl: 'http://localhost:3000/back',
        },
        key,
      );
    const withdraw = (key: string) =>
      post(
        tokens,
        '/v1/player/wallet/withdrawal/request',
        { amount: '10', paymentMethod: 'TRUSTLY', ipAddress: '10.0.0.1', blackbox: '-' },
        key,
      );

    const started = performance.now();
    // 60 deposits + 20 repeats; 80 withdrawals of 10 (more than the 500 held) + 40 repeats.
    const depositKeys = Array.from({ length: 60 }, (_, i) => `d-${i}`);
    const withdrawalKeys = Array.from({ length: 80 }, (_, i) => `w-${i}`);
    const requests = [
      ...depositKeys.map(deposit),
      ...depositKeys.slice(0, 20).map(deposit),
      ...withdrawalKeys.map(withdraw),
      ...withdrawalKeys.slice(0, 40).map(withdraw),
    ];
    const answers = await Promise.all(requests);
    expect(answers).toHaveLength(200);
    for (const answer of answers) {
      expect([201, 409], JSON.stringify(answer)).toContain(answer.status);
      if (answer.status === 409) expect(answer.json.code).toBe('NOT_ENOUGH_FUNDS');
    }
    // One reference per key: a repeat answered the first result.
    const byKey = new Map<string, Set<string>>();
    for (const answer of answers) {
      if (answer.status !== 201) continue;
      const refs = byKey.get(answer.key) ?? new Set<string>();
      refs.add(answer.json.referenceId!);
      byKey.set(answer.key, refs);
    }
    for (const [key, refs] of byKey) expect(refs.size, key).toBe(1);
    // Every deposit succeeded once (no funds needed); settle each twice, concurrently.
    const payments = depositKeys.map((key) => [...byKey.get(key)!][0]!);
    expect(payments).toHaveLength(60);
    const settlements = await Promise.all(
      [...payments, ...payments].map((ref) =>
        fetch(`${server.baseUrl}/sandbox/payments/${ref}/settle`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ status: 'SUCCESS' }),
        }).then(async (response) => (await response.json()) as { settled: boolean }),
      ),
    );
    const elapsed = performance.now() - started;
    expect(settlements.filter((answer) => answer.settled)).toHaveLength(60);

    const withdrawn = withdrawalKeys.filter((key) => byKey.has(key)).length;
    // The 500 held allow 50 withdrawals of 10; deposits settled later may not count yet.
    expect(withdrawn).toBeGreaterThanOrEqual(50);
    const rows = await t.db
      .select({ type: ledgerTransactions.type, count: sql<string>`count(*)::text` })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.playerId, player!.id))
      .groupBy(ledgerTransactions.type);
    const count = (type: string) => Number(rows.find((row) => row.type === type)?.count ?? 0);
    expect(count('WITHDRAW')).toBe(withdrawn);
    expect(count('DEPOSIT')).toBe(61); // the opening deposit and the 60

    const accounts = await t.db
      .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.playerId, player!.id));
    const balance = (kind: string) => accounts.find((row) => row.kind === kind)!.balance!;
    expect(balance('LOCKED')).toBe(BigInt(withdrawn) * 1000n);
    expect(balance('MAIN')).toBe(50_000n + 60_000n - BigInt(withdrawn) * 1000n);
    for (const row of accounts) expect(row.balance! >= 0n).toBe(true);
    expect(await auditLedger(t.db)).toEqual([]);
    const house = rowsOf(
      await t.db.execute(sql`select coalesce(sum(amount), 0)::text as total from ledger_entries`),
    );
    expect(house[0]!.total).toBe('0');
    console.log(
      `[ledger concurrency on ${kind}] 200 requests + 120 settlements in ${Math.round(elapsed)} ms ` +
        `(${Math.round((320 / elapsed) * 1000)} operations/s); ${withdrawn} withdrawals went through`,
    );
  }, 120_000);

  it('lets exactly one of a concurrent cancel and processing of the same withdrawal win', async () => {
    const tokens = await signedIn('player@demo.test', 2);
    const refs: string[] = [];
    for (let i = 0; i < 20; i++) {
      const answer = await post(
        tokens,
        '/v1/player/wallet/withdrawal/request',
        { amount: '10', paymentMethod: 'TRUSTLY', ipAddress: '10.0.0.1', blackbox: '-' },
        `race-${i}`,
      );
      expect(answer.status).toBe(201);
      refs.push(answer.json.referenceId!);
    }
    const outcomes = await Promise.all(
      refs.map(async (ref) => {
        const [cancel, process] = await Promise.all([
          fetch(`${server.baseUrl}/v1/player/wallet/withdrawal/cancellation`, {
            method: 'POST',
            headers: {
              SiteContext: '6',
              Authorization: tokens.idToken,
              'Access-Token': tokens.accessToken,
              'Content-Type': 'application/json',
            },
            body: JSON.stringify({ pendingWithdrawalId: ref, amount: '10', cancelByPlayer: true }),
          }),
          fetch(`${server.baseUrl}/sandbox/withdrawals/${ref}/process`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
          }),
        ]);
        return [cancel.status, process.status];
      }),
    );
    for (const [cancel, process] of outcomes) {
      // Processing wins (200, then the cancel finds nothing pending: 404), or the cancel does
      // (200; processing 409), or the cancel limit refuses (409) and processing wins.
      expect([cancel === 200, process === 200].filter(Boolean)).toHaveLength(1);
    }
    expect(await auditLedger(t.db)).toEqual([]);
  }, 120_000);
});
