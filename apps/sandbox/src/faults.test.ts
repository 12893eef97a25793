/**
 * Faults: the sandbox's PostgreSQL connections dropped in the middle of money
 * requests. The database server ends the connections (`pg_terminate_backend`, what a failover or an
 * operator's restart does) while deposits, settlements (the signed cashier webhook), withdrawals and
 * slot spins (bet + win) run over HTTP; then:
 * - every request either answered its normal success or a retryable `503` with the contract's
 *   error body (`error.system.error`) and `Retry-After`: never another 5xx, never a crash of the
 *   process (an unhandled `error` event of a dropped connection would end the test run);
 * - the pool recovers: `/health` answers and new requests go through;
 * - the ledger is sound (`auditLedger`: balances equal their entries, every step sums to zero);
 * - every request retried with its idempotency key (or round id) after recovery moves its money
 *   exactly once: one transaction per key, one posting per step, and the player's balances are
 *   exactly the start plus what the requests should have moved.
 * Two ways of cutting: deterministic (the ledger's entries table is held locked by a second
 * connection, so requests wait inside their transactions holding the player's account locks, and
 * then every other backend of the database is terminated), and a storm (every backend terminated
 * every few milliseconds while a batch runs, which also cuts connections between statements).
 * PostgreSQL only: PGlite runs in the process and has no connection to drop.
 */
import { and, eq, like, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayerApiClient } from '@casino/player-api';
import { DATABASE_KINDS, useTestDatabase } from '../test/databases.ts';
import { launchGame, sandboxLaunchInput } from '../test/fixtures.ts';
import { useSandboxServer } from '../test/server.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, players } from './db/schema.ts';
import { DEMO_PASSWORD } from './demoPlayers.ts';
import { auditLedger, idempotencyKey } from './services/money/index.ts';

const onPostgres = DATABASE_KINDS.includes('postgres');
if (!onPostgres) console.warn('[faults.test] PostgreSQL is skipped: the dropped-connection tests do not run');

const RETRYABLE = { code: 'error.system.error' };

interface Answer {
  status: number;
  retryAfter: string | null;
  json: Record<string, unknown>;
}

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = { unparsed: text.slice(0, 200) };
  }
  return { status: response.status, retryAfter: response.headers.get('Retry-After'), json };
}

/** One money request of the batch: sent again with the same key until it answers its success. */
interface MoneyRequest {
  kind: 'deposit' | 'settle' | 'withdrawal' | 'spin';
  key: string;
  send: () => Promise<Answer>;
  ok: (answer: Answer) => boolean;
}

describe.runIf(onPostgres)('dropped database connections in the middle of money requests', () => {
  const t = useTestDatabase('postgres');
  const server = useSandboxServer(t);
  /** Holds the lock (its own transaction); `monitor` watches and terminates (a transaction freezes the view). */
  let admin: pg.Client;
  let monitor: pg.Client;
  let adminPid = 0;
  let tokens: { idToken: string; accessToken: string };
  let playerId = '';
  let slotUrl = '';
  let n = 0;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: t.database.url });
    monitor = new pg.Client({ connectionString: t.database.url });
    await Promise.all([admin.connect(), monitor.connect()]);
    adminPid = (await admin.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    const api = createPlayerApiClient({ baseUrl: server.baseUrl, siteId: 6, forwardedFor: '10.77.0.1' });
    tokens = await api.signIn({ body: { email: 'player@demo.test', password: DEMO_PASSWORD } });
    const [row] = await t.db
      .select({ id: players.playerId })
      .from(players)
      .where(and(eq(players.siteId, 6), eq(players.email, 'player@demo.test')));
    playerId = row!.id;
    slotUrl = await launchSlot();
  });
  afterAll(async () => {
    await Promise.all([admin?.end(), monitor?.end()]);
  });

  /** A real quickspin session (the slot) for the player, through the contract's launch call. */
  function launchSlot(): Promise<string> {
    return launchGame(
      createPlayerApiClient({ baseUrl: server.baseUrl, siteId: 6, tokens }),
      sandboxLaunchInput(server.baseUrl, {
        provider: 'quickspin',
        mode: 'real',
        game: { id: 'faults-slot', name: 'Faults slot', type: 'casino' },
      }),
    );
  }

  function postApi(path: string, body: unknown, key?: string): Promise<Answer> {
    return fetch(server.baseUrl + path, {
      method: 'POST',
      headers: {
        SiteContext: '6',
        Authorization: tokens.idToken,
        'Access-Token': tokens.accessToken,
        'Content-Type': 'application/json',
        ...(key ? { 'Idempotency-Key': key } : {}),
      },
      body: JSON.stringify(body),
    }).then(answerOf);
  }

  const depositBody = (amount: string) => ({
    amount,
    currencyCode: 'EUR',
    paymentMethod: 'TRUSTLY',
    ipAddress: '10.0.0.1',
    blackbox: '-',
    returnUrl: 'http://localhost:3000/en-UN/deposit',
  });

  const deposit = (key: string, amount = '10'): MoneyRequest => ({
    kind: 'deposit',
    key,
    send: () => postApi('/v1/player/wallet/deposit/request', depositBody(amount), key),
    ok: (a) => a.status === 201 && typeof a.json['referenceId'] === 'string',
  });
  const withdrawal = (key: string, amount = '10'): MoneyRequest => ({
    kind: 'withdrawal',
    key,
    send: () =>
      postApi(
        '/v1/player/wallet/withdrawal/request',
        { amount, paymentMethod: 'TRUSTLY', ipAddress: '10.0.0.1', blackbox: '-' },
        key,
      ),
    ok: (a) => a.status === 201 && a.json['status'] === 'PENDING',
  });
  /** The cashier's signed webhook, through the settle test route (the same delivery the page uses). */
  const settle = (referenceId: string): MoneyRequest => ({
    kind: 'settle',
    key: referenceId,
    send: () =>
      fetch(`${server.baseUrl}/sandbox/payments/${referenceId}/settle`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ status: 'SUCCESS' }),
      }).then(answerOf),
    ok: (a) => a.status === 200 && a.json['status'] === 'SUCCESS',
  });
  /** A real spin of 1.00: the bet and, when the round wins, the win (two ledger transactions). */
  const spin = (roundId: string): MoneyRequest => ({
    kind: 'spin',
    key: roundId,
    send: () =>
      fetch(`${slotUrl}/spin`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ roundId, stake: 100 }),
      }).then(answerOf),
    ok: (a) => a.status === 200 && a.json['roundId'] === roundId,
  });

  /** Deposits opened before the cut, to be settled during it. */
  async function openDeposits(prefix: string, count: number): Promise<string[]> {
    const references: string[] = [];
    for (let i = 0; i < count; i++) {
      const answer = await deposit(`${prefix}-open-${i}`, '25').send();
      expect(answer.status).toBe(201);
      references.push(answer.json['referenceId'] as string);
    }
    return references;
  }

  async function cash(): Promise<{ main: bigint; locked: bigint }> {
    const rows = await t.db
      .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.playerId, playerId));
    const of = (kind: string) => rows.find((row) => row.kind === kind)!.balance ?? 0n;
    return { main: of('MAIN'), locked: of('LOCKED') };
  }

  /** Ends every connection to the test database but the admin's own; answers how many. */
  async function terminateAll(): Promise<number> {
    const result = await monitor.query<{ ended: boolean }>(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and pid <> $1`,
      [adminPid],
    );
    return result.rows.filter((row) => row.ended).length;
  }

  async function backendsWaitingOnLocks(): Promise<number> {
    const result = await monitor.query<{ count: string }>(
      `select count(*)::text as count from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
    );
    return Number(result.rows[0]!.count);
  }

  async function until(condition: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Each answer is the request's success or a retryable 503 in the contract's shape; nothing else. */
  function expectSuccessOrRetryable(requests: MoneyRequest[], answers: Answer[]): number {
    let retryable = 0;
    answers.forEach((answer, i) => {
      const request = requests[i]!;
      if (request.ok(answer)) return;
      retryable++;
      expect(
        { kind: request.kind, key: request.key, status: answer.status, code: answer.json['code'] },
        JSON.stringify(answer.json),
      ).toEqual({ kind: request.kind, key: request.key, status: 503, code: RETRYABLE.code });
      expect(typeof answer.json['message']).toBe('string');
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
    });
    return retryable;
  }

  /** Sends each request again (same key) until it succeeds; answers the final answers. */
  async function retryAll(requests: MoneyRequest[]): Promise<Answer[]> {
    const finals: Answer[] = [];
    for (const request of requests) {
      let answer = await request.send();
      for (let attempt = 1; !request.ok(answer) && attempt < 5; attempt++) {
        expect(answer.status).toBe(503);
        await new Promise((resolve) => setTimeout(resolve, 100));
        answer = await request.send();
      }
      expect(request.ok(answer), `${request.kind} ${request.key}: ${JSON.stringify(answer.json)}`).toBe(true);
      finals.push(answer);
    }
    return finals;
  }

  /**
   * After recovery: the ledger is sound, every key moved its money once, and the player's cash is
   * the start plus exactly what the batch moves.
   */
  async function expectMovedOnce(
    prefix: string,
    start: { main: bigint; locked: bigint },
    batch: { deposits: number; withdrawals: number; settled: string[]; rounds: string[] },
  ) {
    expect(await auditLedger(t.db)).toEqual([]);
    // No connection leaked by a cut (one checked out forever would starve the pool in time).
    const pool = t.database.pool!;
    expect({ waiting: pool.waitingCount, inUse: pool.totalCount - pool.idleCount }).toEqual({
      waiting: 0,
      inUse: 0,
    });
    const rows = await t.db
      .select({
        key: ledgerTransactions.idempotencyKey,
        type: ledgerTransactions.type,
        status: ledgerTransactions.status,
        amount: ledgerTransactions.amount,
      })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.playerId, playerId),
          like(ledgerTransactions.idempotencyKey, `%:${prefix}-%`),
        ),
      );
    const byKey = new Map<string, number>();
    for (const row of rows) byKey.set(row.key!, (byKey.get(row.key!) ?? 0) + 1);
    expect([...byKey.values()].every((count) => count === 1)).toBe(true);
    const count = (type: string, status: string) =>
      rows.filter((row) => row.type === type && row.status === status).length;
    // The deposits requested in the batch are open (PENDING) once each; no money moved for them.
    for (let i = 0; i < batch.deposits; i++) {
      expect(byKey.get(idempotencyKey(playerId, 'deposit', `${prefix}-d-${i}`))).toBe(1);
    }
    expect(count('WITHDRAW', 'PENDING')).toBe(batch.withdrawals);
    expect(count('DEPOSIT', 'SUCCESS')).toBe(batch.settled.length);
    // Each settled deposit posted its SETTLE step once: one CASHIER and one MAIN entry.
    for (const referenceId of batch.settled) {
      const entries = await t.db
        .select({ n: sql<string>`count(*)::text` })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.referenceId, referenceId), eq(ledgerEntries.step, 'SETTLE')));
      expect(Number(entries[0]!.n)).toBe(2);
    }
    // Each round bet once; it won once when its (deterministic) outcome pays.
    const stakes = BigInt(batch.rounds.length) * 100n;
    expect(count('BET', 'SUCCESS')).toBe(batch.rounds.length);
    const wins = await t.db
      .select({ amount: ledgerTransactions.amount })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.playerId, playerId),
          eq(ledgerTransactions.type, 'WIN'),
          like(ledgerTransactions.idempotencyKey, `%:${prefix}-r-%`),
        ),
      );
    const won = wins.reduce((sum, row) => sum + row.amount, 0n);
    expect(wins.length).toBeLessThanOrEqual(batch.rounds.length);
    const settledTotal = BigInt(batch.settled.length) * 2_500n;
    const withdrawn = BigInt(batch.withdrawals) * 1_000n;
    const now = await cash();
    expect(now.main).toBe(start.main + settledTotal - withdrawn - stakes + won);
    expect(now.locked).toBe(start.locked + withdrawn);
    return { won };
  }

  function batchOf(prefix: string, settled: string[], size: { d: number; w: number; r: number }) {
    const requests: MoneyRequest[] = [];
    const rounds: string[] = [];
    // Interleaved, so every kind is in flight when the connections drop.
    for (let i = 0; i < Math.max(size.d, size.w, size.r, settled.length); i++) {
      if (i < settled.length) requests.push(settle(settled[i]!));
      if (i < size.w) requests.push(withdrawal(`${prefix}-w-${i}`));
      if (i < size.r) {
        rounds.push(`${prefix}-r-${i}-round`);
        requests.push(spin(`${prefix}-r-${i}-round`));
      }
      if (i < size.d) requests.push(deposit(`${prefix}-d-${i}`));
    }
    return { requests, rounds };
  }

  it('cuts requests waiting inside their transactions: each commits fully or not at all, a retry moves once', async () => {
    const prefix = `lock${++n}`;
    const settled = await openDeposits(prefix, 4);
    const start = await cash();
    const { requests, rounds } = batchOf(prefix, settled, { d: 6, w: 8, r: 8 });

    // Posting entries waits on this lock: the first request holds the player's account rows and its
    // new transaction row, the others queue behind it, every pool connection inside a transaction.
    await admin.query('begin');
    await admin.query('lock table ledger_entries in exclusive mode');
    const inFlight = requests.map((request) => request.send());
    let ended = 0;
    try {
      await until(async () => (await backendsWaitingOnLocks()) >= 5, 15_000, 'requests waiting on locks');
      ended = await terminateAll();
      // The pool reconnects for the queued requests; they reach the lock again and are cut too.
      await until(async () => (await backendsWaitingOnLocks()) >= 3, 15_000, 'the pool to reconnect');
      ended += await terminateAll();
    } finally {
      await admin.query('rollback');
    }
    expect(ended).toBeGreaterThanOrEqual(8);
    const answers = await Promise.all(inFlight);
    const retryable = expectSuccessOrRetryable(requests, answers);
    expect(retryable).toBeGreaterThanOrEqual(8);

    // Recovered: the server is alive, its pool answers, the ledger is sound before any retry.
    const health = await fetch(`${server.baseUrl}/health`);
    expect(health.status).toBe(200);
    expect(await auditLedger(t.db)).toEqual([]);

    // Retried with the same keys: every request ends in its success, and a second retry replays.
    const finals = await retryAll(requests);
    const again = await Promise.all(requests.map((request) => request.send()));
    again.forEach((answer, i) => {
      expect(requests[i]!.ok(answer)).toBe(true);
      if (typeof finals[i]!.json['referenceId'] === 'string') {
        expect(answer.json['referenceId']).toBe(finals[i]!.json['referenceId']);
      }
    });
    for (const [i, answer] of finals.entries()) {
      if (requests[i]!.kind !== 'spin') continue;
      expect(again[i]!.json['win']).toBe(answer.json['win']);
      expect(again[i]!.json['replayed']).toBe(true);
    }
    await expectMovedOnce(prefix, start, { deposits: 6, withdrawals: 8, settled, rounds });
  }, 60_000);

  it('survives a storm of dropped connections during a batch: no crash, no 500, money moved once', async () => {
    const prefix = `storm${++n}`;
    const settled = await openDeposits(prefix, 6);
    const start = await cash();
    const { requests, rounds } = batchOf(prefix, settled, { d: 12, w: 12, r: 16 });

    let storming = true;
    let ended = 0;
    const storm = (async () => {
      while (storming) {
        ended += await terminateAll();
        await new Promise((resolve) => setTimeout(resolve, 3));
      }
    })();
    const answers = await Promise.all(requests.map((request) => request.send()));
    // Keep cutting a little while after the batch, then stop.
    await new Promise((resolve) => setTimeout(resolve, 50));
    storming = false;
    await storm;
    expect(ended).toBeGreaterThan(0);
    const retryable = expectSuccessOrRetryable(requests, answers);
    expect(retryable).toBeGreaterThan(0);

    expect((await fetch(`${server.baseUrl}/health`)).status).toBe(200);
    expect(await auditLedger(t.db)).toEqual([]);
    await retryAll(requests);
    await expectMovedOnce(prefix, start, { deposits: 12, withdrawals: 12, settled, rounds });
  }, 60_000);
});
