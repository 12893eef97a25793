/**
 * The money core over HTTP, on PGlite and PostgreSQL (issue 7 "Sandbox money core"; spec 2 §3,
 * §4, §7, §8): the wallet and its ledger, the checks and their outcomes, deposits through the
 * sandbox cashier (success, failure, pending, the signed webhook, forgeries refused), withdrawals
 * (request, cancel, the cancel limit, processing by the sandbox call and after 24 h on the sandbox
 * clock), idempotency keys, history, net position, and the live feed.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  FEED_SOCKET_PATH,
  calls,
  createPlayerApiClient,
  type PlayerApiClient,
  type Wallet,
} from '@casino/player-api';
import { DATABASE_KINDS, useTestDatabase } from '../../test/databases.ts';
import { serveForTest } from '../../test/server.ts';
import { createSandboxApp } from '../app.ts';
import { gamblingLimits, ledgerTransactions, players } from '../db/schema.ts';
import { DEMO_PASSWORD } from '../demoPlayers.ts';
import { SIGNATURE_HEADER, sign } from '../services/cashier.ts';
import {
  auditLedger,
  findAccounts,
  idempotencyKey,
  openAccounts,
  payWin,
  placeBet,
  recordPaidDeposit,
} from '../services/ledger.ts';
import { withdrawalOutcome } from '../services/walletChecks.ts';

const SECRET = 'test-cashier-secret';
const HOUR = 3_600_000;
const RETURN_URL = 'http://localhost:3000/en-UN/deposit/result?from=cashier';

interface Tokens {
  idToken: string;
  accessToken: string;
}

describe.each(DATABASE_KINDS)('the money core over HTTP on %s', (kind) => {
  const t = useTestDatabase(kind);
  const server = { baseUrl: '' };
  let stop: (() => Promise<void>) | undefined;
  let n = 0;

  beforeAll(async () => {
    const started = await serveForTest(
      createSandboxApp({ db: t.db, context: t.ctx, cashierSecret: SECRET }),
      t.ctx,
    );
    server.baseUrl = started.baseUrl;
    stop = started.stop;
  });
  afterAll(() => stop?.());

  const sessions = new Map<string, { api: PlayerApiClient; tokens: Tokens }>();

  /** One sign-in per player (sign-ins are rate limited per account); `fresh` signs in again. */
  async function session(email: string, fresh = false): Promise<{ api: PlayerApiClient; tokens: Tokens }> {
    const known = sessions.get(email);
    if (known && !fresh) return known;
    const opened = await signIn(email);
    sessions.set(email, opened);
    return opened;
  }

  async function signIn(email: string): Promise<{ api: PlayerApiClient; tokens: Tokens }> {
    n++;
    const forwardedFor = `10.12.${n >> 8}.${n & 255}`;
    const anonymous = createPlayerApiClient({ baseUrl: server.baseUrl, siteId: 6, forwardedFor });
    const tokens = await anonymous.signIn({ body: { email, password: DEMO_PASSWORD } });
    return {
      api: createPlayerApiClient({ baseUrl: server.baseUrl, siteId: 6, forwardedFor, tokens }),
      tokens,
    };
  }

  async function call(
    tokens: Tokens,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; json: Record<string, unknown> & { code?: string } }> {
    const response = await fetch(server.baseUrl + path, {
      method,
      headers: {
        SiteContext: '6',
        Authorization: tokens.idToken,
        'Access-Token': tokens.accessToken,
        'Content-Type': 'application/json',
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }

  const deposit = (tokens: Tokens, amount: string, extra: Record<string, unknown> = {}, key?: string) =>
    call(
      tokens,
      'POST',
      '/v1/player/wallet/deposit/request',
      {
        amount,
        currencyCode: 'EUR',
        paymentMethod: 'TRUSTLY',
        ipAddress: '10.0.0.1',
        blackbox: '-',
        returnUrl: RETURN_URL,
        ...extra,
      },
      key ? { 'Idempotency-Key': key } : {},
    );

  const withdraw = (tokens: Tokens, amount: string, key?: string) =>
    call(
      tokens,
      'POST',
      '/v1/player/wallet/withdrawal/request',
      { amount, paymentMethod: 'TRUSTLY', ipAddress: '10.0.0.1', blackbox: '-' },
      key ? { 'Idempotency-Key': key } : {},
    );

  const cancel = (tokens: Tokens, pendingWithdrawalId: string, amount: string) =>
    call(tokens, 'POST', '/v1/player/wallet/withdrawal/cancellation', {
      pendingWithdrawalId,
      amount,
      cancelByPlayer: true,
    });

  function cash(wallet: Wallet) {
    return {
      main: wallet.balance.main[0]!.cash,
      locked: wallet.balance.locked[0]!.cash,
      bonus: wallet.balance.bonus.map((entry) => `${entry.vertical} ${entry.bonus}`).sort(),
    };
  }

  /** Pays on the cashier page as a browser would: answers the redirect back to the site. */
  async function payOnPage(redirectUrl: string, outcome: string, paymentMethod = 'SKRILL'): Promise<URL> {
    const page = await fetch(redirectUrl);
    expect(page.status).toBe(200);
    const response = await fetch(redirectUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ paymentMethod, outcome }).toString(),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    return new URL(response.headers.get('location')!);
  }

  async function playerId(email: string): Promise<string> {
    const [row] = await t.db
      .select({ id: players.playerId })
      .from(players)
      .where(and(eq(players.siteId, 6), eq(players.email, email)));
    return row!.id;
  }

  async function expectSoundLedger() {
    expect(await auditLedger(t.db)).toEqual([]);
  }

  it('answers the seeded wallet: EUR 500 from one deposit, locked and bonuses at 0, from the ledger', async () => {
    const { api } = await session('player@demo.test');
    const wallet = await api.wallet();
    expect(wallet.currencyCode).toBe('EUR');
    expect(cash(wallet)).toEqual({
      main: '500.00',
      locked: '0.00',
      bonus: ['CASINO 0.00', 'LIVE_CASINO 0.00', 'SPORTS 0.00'],
    });
    const history = await api.transactions();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      type: 'DEPOSIT',
      category: 'PAYMENT',
      status: 'SUCCESS',
      amount: '500.00',
    });
    expect(await api.depositSummary()).toMatchObject({ totalDepositsCount: 1, totalDeposits: '500.00' });
    expect(await api.transactionSummary()).toMatchObject({ totalDepositsCount: 1, totalDeposits: '500' });
    expect((await api.playerProfile()).firstDepositDate).not.toBeNull();
    await expectSoundLedger();
  });

  it('opens an empty wallet for a registered player, and answers 404 while the player is still signing up', async () => {
    const { api, tokens } = await session('new@demo.test');
    expect(cash(await api.wallet())).toMatchObject({ main: '0.00', locked: '0.00' });
    const id = await playerId('new@demo.test');
    const accounts = (await findAccounts(t.db, id))!;
    await t.db.update(players).set({ status: 'PRE_REGISTERED' }).where(eq(players.playerId, id));
    // A player who never had a wallet: a fresh one with no accounts.
    const [other] = await t.db
      .insert(players)
      .values({ siteId: 6, email: 'signing-up@money.test', countryCode: 'FI', status: 'PRE_REGISTERED' })
      .returning({ id: players.playerId });
    expect(await openAccounts(t.ctx, other!.id)).toBeNull();
    await t.db.update(players).set({ status: 'REGISTERED' }).where(eq(players.playerId, id));
    expect(accounts.main.kind).toBe('MAIN');
    expect((await call(tokens, 'GET', '/v1/player/wallet')).status).toBe(200);
  });

  it('lists the deposit methods of spec 2 §3', async () => {
    const { api } = await session('player@demo.test');
    const methods = await api.depositMethods();
    expect(methods.map((method) => method.paymentMethod)).toEqual([
      'CREDITCARD',
      'EUTELLER',
      'MUCHBETTER',
      'NETELLER',
      'PAYSAFECARD',
      'RAPIDTRANSFER',
      'SIRU',
      'SKRILL',
      'TRUSTLY',
      'MSIPAY',
    ]);
    expect(await api.recentDepositMethods()).toMatchObject([{ paymentMethod: 'TRUSTLY' }]);
  });

  it('answers the deposit check from the player’s state', async () => {
    const check = async (email: string, later = false) =>
      (await session(email)).api.depositCheck({
        query: { later },
        body: { ipAddress: '10.0.0.1', blackbox: '-' },
      });
    expect(await check('player@demo.test')).toEqual({
      status: 'SUCCESS',
      limit: null,
      days: null,
      duration: null,
      limitType: null,
      spendLimit: false,
      resetAt: null,
      originalLimit: null,
    });
    expect((await check('riskpayout@demo.test')).status).toBe('RESTRICTED');
    expect((await check('suspended@demo.test')).status).toBe('RESTRICTED');
    const docs = await check('docs@demo.test');
    expect(docs).toMatchObject({ status: 'DOCUMENTS_REQUIRED' });
    expect(docs.days).toBeGreaterThanOrEqual(29);
    expect(await check('docs@demo.test', true)).toMatchObject({ status: 'SUCCESS' });
    expect((await check('new@demo.test')).status).toBe('SUCCESS');
  });

  it('deposits through the cashier: the page pays, the webhook credits, the player returns with the result', async () => {
    const { api, tokens } = await session('player@demo.test');
    const answer = await deposit(tokens, '50');
    expect(answer.status).toBe(201);
    expect(calls.depositRequest.response.parse(answer.json)).toBeTruthy();
    expect(answer.json).toMatchObject({ status: 'PENDING' });
    const redirectUrl = String(answer.json.redirectUrl);
    expect(redirectUrl).toMatch(new RegExp(`^${server.baseUrl}/sandbox/cashier/[0-9a-f-]{36}$`));
    const html = await (await fetch(redirectUrl)).text();
    expect(html).toContain('<html lang="en">');
    for (const name of ['Credit or debit card', 'Trustly', 'Skrill']) expect(html).toContain(name);
    // Pending until paid: nothing moved yet.
    expect(cash(await api.wallet()).main).toBe('500.00');

    const back = await payOnPage(redirectUrl, 'success');
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3000/en-UN/deposit/result');
    expect(back.searchParams.get('from')).toBe('cashier');
    expect(back.searchParams.get('status')).toBe('success');
    expect(back.searchParams.get('referenceId')).toBe(answer.json.referenceId);
    expect(back.searchParams.get('payment')).toBe(redirectUrl.split('/').pop());

    expect(cash(await api.wallet()).main).toBe('550.00');
    const [latest] = await api.transactions();
    expect(latest).toMatchObject({
      referenceId: answer.json.referenceId,
      type: 'DEPOSIT',
      status: 'SUCCESS',
      amount: '50.00',
      balanceAfterTransaction: '550.00',
    });
    expect((await api.recentDepositMethods())[0]).toMatchObject({ paymentMethod: 'SKRILL' });
    // The page again: finished; paying again changes nothing.
    expect(await (await fetch(redirectUrl)).text()).toContain('Payment finished');
    const again = await payOnPage(redirectUrl.replace('/cashier/', '/cashier/'), 'failed').catch(() => null);
    expect(again?.searchParams.get('status') ?? 'success').toBe('success');
    expect(cash(await api.wallet()).main).toBe('550.00');
    await expectSoundLedger();
  });

  it('changes nothing when the payment fails', async () => {
    const { api, tokens } = await session('player@demo.test');
    const before = cash(await api.wallet()).main;
    const answer = await deposit(tokens, '20');
    const back = await payOnPage(String(answer.json.redirectUrl), 'failed');
    expect(back.searchParams.get('status')).toBe('failed');
    expect(cash(await api.wallet()).main).toBe(before);
    expect(await api.transactions({ query: { filter: 'FAILED' } })).toMatchObject([
      { referenceId: answer.json.referenceId, status: 'FAILED', type: 'DEPOSIT' },
    ]);
    await expectSoundLedger();
  });

  it('keeps a payment pending, then settles it once through the test route', async () => {
    const { api, tokens } = await session('player@demo.test');
    const before = Number(cash(await api.wallet()).main);
    const answer = await deposit(tokens, '30');
    const back = await payOnPage(String(answer.json.redirectUrl), 'pending');
    expect(back.searchParams.get('status')).toBe('pending');
    expect(await api.transactions({ query: { filter: 'PENDING' } })).toMatchObject([
      { referenceId: answer.json.referenceId, status: 'PENDING' },
    ]);
    const settle = () =>
      fetch(`${server.baseUrl}/sandbox/payments/${String(answer.json.referenceId)}/settle`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ status: 'SUCCESS' }),
      });
    const [first, second] = await Promise.all([settle(), settle()]);
    const answers = [
      (await first.json()) as { settled: boolean },
      (await second.json()) as { settled: boolean },
    ];
    expect(answers.map((a) => a.settled).sort()).toEqual([false, true]);
    expect(Number(cash(await api.wallet()).main)).toBe(before + 30);
    await expectSoundLedger();
  });

  it('refuses forged, stale and unsigned webhooks; a signed one settles once', async () => {
    const { api, tokens } = await session('player@demo.test');
    const before = Number(cash(await api.wallet()).main);
    const answer = await deposit(tokens, '15');
    const paymentId = String(answer.json.redirectUrl).split('/').pop()!;
    const body = JSON.stringify({ paymentId, status: 'SUCCESS', paymentMethod: 'TRUSTLY' });
    const post = (signature?: string, payload = body) =>
      fetch(`${server.baseUrl}/sandbox/cashier/webhook`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(signature ? { [SIGNATURE_HEADER]: signature } : {}),
        },
        body: payload,
      });
    expect((await post()).status).toBe(401);
    expect((await post(sign('not-the-secret', body))).status).toBe(401);
    expect((await post(sign(SECRET, body, Math.floor(Date.now() / 1000) - 3600))).status).toBe(401);
    expect(
      (await post(sign(SECRET, body), body.replace('15', '16').replace('TRUSTLY', 'SKRILL'))).status,
    ).toBe(401);
    expect(Number(cash(await api.wallet()).main)).toBe(before);
    const ok = await post(sign(SECRET, body));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ paymentId, status: 'SUCCESS', settled: true });
    const failed = JSON.stringify({ paymentId, status: 'FAILED', paymentMethod: 'TRUSTLY' });
    const repeat = await post(sign(SECRET, failed), failed);
    expect(await repeat.json()).toMatchObject({ status: 'SUCCESS', settled: false });
    expect(Number(cash(await api.wallet()).main)).toBe(before + 15);
    const unknown = JSON.stringify({
      paymentId: crypto.randomUUID(),
      status: 'SUCCESS',
      paymentMethod: 'TRUSTLY',
    });
    expect((await post(sign(SECRET, unknown), unknown)).status).toBe(404);
    await expectSoundLedger();
  });

  it('validates the deposit request: a returnUrl on the brand’s own site, the player’s currency, the method’s bounds', async () => {
    const { tokens } = await session('player@demo.test');
    for (const [extra, field] of [
      [{ returnUrl: 'javascript:alert(1)' }, 'returnUrl'],
      [{ returnUrl: 'ftp://example.com/back' }, 'returnUrl'],
      // Only the brand's own site (issue 15 §3): a payment's status goes to nobody else.
      [{ returnUrl: 'https://attacker.example/collect' }, 'returnUrl'],
      [{ returnUrl: 'https://kestrel.example.com/fi-FI/deposit' }, 'returnUrl'],
      [{ returnUrl: 'http://user@localhost:3000/en-UN/deposit' }, 'returnUrl'],
      [{ currencyCode: 'SEK' }, 'currencyCode'],
      [{ amount: '5' }, 'amount'],
      [{ amount: '5000.01', paymentMethod: 'CREDITCARD' }, 'amount'],
    ] as const) {
      const answer = await deposit(tokens, '25', extra);
      expect(answer.status, JSON.stringify(extra)).toBe(400);
      expect(answer.json.code).toBe('error.request.invalid');
      expect(Object.keys(answer.json.validationErrors as object)).toContain(field);
    }
  });

  it('enforces the outcomes in the requests too, not only in the checks', async () => {
    expect((await deposit((await session('riskpayout@demo.test')).tokens, '20')).json.code).toBe(
      'RESTRICTED',
    );
    expect((await deposit((await session('suspended@demo.test')).tokens, '20')).json.code).toBe('RESTRICTED');
    // Documents requested but not overdue: the deposit goes on ("verify later").
    expect((await deposit((await session('docs@demo.test')).tokens, '20')).status).toBe(201);
    const docs = await withdraw((await session('docs@demo.test')).tokens, '10');
    expect(docs).toMatchObject({ status: 409, json: { code: 'DOCUMENTS_REQUIRED' } });
    const suspended = await withdraw((await session('suspended@demo.test')).tokens, '10');
    expect(suspended).toMatchObject({ status: 409, json: { code: 'FORBIDDEN' } });
    const unverified = await withdraw((await session('new@demo.test')).tokens, '10');
    expect(unverified.json.code).toBe('DOCUMENTS_REQUIRED');
    // Overdue documents: strict, for both.
    const id = await playerId('docs@demo.test');
    await t.db
      .update(players)
      .set({ documentsDueAt: new Date(Date.now() - HOUR) })
      .where(eq(players.playerId, id));
    const strict = await session('docs@demo.test');
    expect((await deposit(strict.tokens, '20')).json.code).toBe('DOCUMENTS_REQUIRED_RESTRICTED');
    expect(
      (
        await strict.api.depositCheck({
          query: { later: true },
          body: { ipAddress: '1.1.1.1', blackbox: '' },
        })
      ).status,
    ).toBe('DOCUMENTS_REQUIRED_RESTRICTED');
    await t.db
      .update(players)
      .set({ documentsDueAt: new Date(Date.now() + 30 * 24 * HOUR) })
      .where(eq(players.playerId, id));
  });

  it('applies the deposit limits with real usage, and the KYC limit for unverified players', async () => {
    const { api, tokens } = await session('new@demo.test');
    const id = await playerId('new@demo.test');
    await t.db.delete(gamblingLimits).where(eq(gamblingLimits.playerId, id));
    await api.updateDepositLimit({ body: { duration: 'D', limit: '100' } });
    await api.updateDepositLimit({ body: { duration: 'W', limit: '300' } });
    const body = { ipAddress: '10.0.0.1', blackbox: '-' };
    expect(await api.depositCheck({ body })).toMatchObject({
      status: 'SUCCESS',
      limit: '100.00',
      duration: 'D',
      limitType: 'DEPOSIT',
      originalLimit: '100.00',
    });
    const sixty = await deposit(tokens, '60');
    expect(sixty.status, JSON.stringify(sixty.json)).toBe(201);
    // A pending deposit holds its share of the allowance.
    expect(await api.depositCheck({ body })).toMatchObject({
      status: 'SUCCESS',
      limit: '40.00',
      duration: 'D',
    });
    expect((await api.depositLimits()).find((limit) => limit.duration === 'D')).toMatchObject({
      used: '60.00',
      remaining: '40.00',
    });
    expect(await deposit(tokens, '50')).toMatchObject({ status: 409, json: { code: 'SELF_LIMIT_REACHED' } });
    expect((await deposit(tokens, '40')).status).toBe(201);
    const reached = await api.depositCheck({ body });
    expect(reached).toMatchObject({ status: 'SELF_LIMIT_REACHED', limit: '0.00', duration: 'D' });
    expect(reached.resetAt).not.toBeNull();
    await t.db.delete(gamblingLimits).where(eq(gamblingLimits.playerId, id));
    // Unverified: at most 2,000.00 in total (pending or paid).
    expect(await deposit(tokens, '1950')).toMatchObject({ status: 409, json: { code: 'EXCEEDS_KYC_LIMIT' } });
    expect((await deposit(tokens, '1900')).status).toBe(201);
    expect((await api.depositCheck({ body })).status).toBe('EXCEEDS_KYC_LIMIT');
  });

  it('answers a retried deposit or withdrawal with the first result and moves money once', async () => {
    const { api, tokens } = await session('player@demo.test');
    const first = await deposit(tokens, '40', {}, 'deposit-key-1');
    const second = await deposit(tokens, '40', {}, 'deposit-key-1');
    expect(second.status).toBe(201);
    expect(second.json).toEqual(first.json);
    const before = Number(cash(await api.wallet()).main);
    const a = await withdraw(tokens, '25', 'withdrawal-key-1');
    const b = await withdraw(tokens, '25', 'withdrawal-key-1');
    expect(a.status).toBe(201);
    expect(b.json.referenceId).toBe(a.json.referenceId);
    const wallet = cash(await api.wallet());
    expect(Number(wallet.main)).toBe(before - 25);
    const pending = await api.pendingWithdrawals();
    expect(pending.filter((row) => row.referenceId === a.json.referenceId)).toHaveLength(1);
    expect((await withdraw(tokens, '25', 'x'.repeat(201))).status).toBe(400);
    await expectSoundLedger();
  });

  it('locks a withdrawal, lets the player cancel it while pending, and the operator process it', async () => {
    const { api, tokens } = await session('player@demo.test');
    const start = cash(await api.wallet());
    const request = await withdraw(tokens, '100');
    expect(request).toMatchObject({ status: 201, json: { status: 'PENDING' } });
    const ref = String(request.json.referenceId);
    const locked = cash(await api.wallet());
    expect(Number(locked.main)).toBe(Number(start.main) - 100);
    expect(Number(locked.locked)).toBe(Number(start.locked) + 100);
    expect((await api.pendingWithdrawals()).map((row) => row.referenceId)).toContain(ref);

    expect((await cancel(tokens, ref, '99')).status).toBe(400);
    const cancelled = await cancel(tokens, ref, '100');
    expect(cancelled).toMatchObject({ status: 200, json: { referenceId: ref, status: 'CANCELLED' } });
    expect(cash(await api.wallet())).toEqual(start);
    expect((await cancel(tokens, ref, '100')).status).toBe(404);
    expect((await cancel(tokens, 'not-a-reference', '100')).status).toBe(404);

    const second = await withdraw(tokens, '60');
    const secondRef = String(second.json.referenceId);
    const processed = await fetch(`${server.baseUrl}/sandbox/withdrawals/${secondRef}/process`, {
      method: 'POST',
    });
    expect(processed.status).toBe(200);
    expect(
      (await fetch(`${server.baseUrl}/sandbox/withdrawals/${secondRef}/process`, { method: 'POST' })).status,
    ).toBe(409);
    const after = cash(await api.wallet());
    expect(Number(after.main)).toBe(Number(start.main) - 60);
    expect(after.locked).toBe(start.locked);
    expect((await cancel(tokens, secondRef, '60')).status).toBe(404);
    expect(await api.transactions({ query: { filter: 'SUCCESS', category: 'PAYMENT' } })).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ referenceId: secondRef, type: 'WITHDRAW', amount: '-60.00' }),
      ]),
    );
    expect(await api.netPositionWinLoss()).toMatchObject({ winLoss: '0.00' });
    await expectSoundLedger();
  });

  it('refuses withdrawals above the balance and cancellations beyond the daily cancel limit', async () => {
    const { api, tokens } = await session('player@demo.test');
    const main = Number(cash(await api.wallet()).main);
    expect(await withdraw(tokens, String(main + 1))).toMatchObject({
      status: 409,
      json: { code: 'NOT_ENOUGH_FUNDS' },
    });
    const refs: string[] = [];
    for (let i = 0; i < 4; i++) refs.push(String((await withdraw(tokens, '10')).json.referenceId));
    // Earlier tests cancelled one today already.
    await cancel(tokens, refs[0]!, '10');
    await cancel(tokens, refs[1]!, '10');
    const refused = await cancel(tokens, refs[2]!, '10');
    expect(refused).toMatchObject({ status: 409, json: { code: 'WITHDRAWAL_LIMIT_REACHED' } });
    expect(String(refused.json.message)).toMatch(/at most 3/);
    expect((await api.pendingWithdrawals()).map((row) => row.referenceId)).toEqual(
      expect.arrayContaining([refs[2], refs[3]]),
    );
    await expectSoundLedger();
  });

  it('answers the withdrawal check: limit, funds, documents (loyal players are only asked)', async () => {
    const { api } = await session('player@demo.test');
    const check = await api.withdrawalCheck({ body: { ipAddress: '10.0.0.1', blackbox: '-' } });
    expect(check).toMatchObject({ status: 'SUCCESS', duration: 'D', originalLimit: '5000.00' });
    expect(Number(check.limit)).toBeLessThan(5000);
    expect(
      (
        await (
          await session('new@demo.test')
        ).api.withdrawalCheck({ body: { ipAddress: '1.1.1.1', blackbox: '' } })
      ).status,
    ).toBe('DOCUMENTS_REQUIRED');

    // A player with money to test the daily limit and the loyal rule on.
    const id = await playerId('edd@demo.test');
    const accounts = (await openAccounts(t.ctx, id))!;
    await recordPaidDeposit(t.ctx, {
      accounts,
      amount: 800_000n,
      paymentMethod: 'TRUSTLY',
      idempotencyKey: idempotencyKey(id, 'deposit', 'limit-test'),
    });
    const edd = await session('edd@demo.test');
    expect((await withdraw(edd.tokens, '5000.01')).json.code).toBe('WITHDRAWAL_LIMIT_REACHED');
    expect((await withdraw(edd.tokens, '5000')).status).toBe(201);
    expect(await edd.api.withdrawalCheck({ body: { ipAddress: '1.1.1.1', blackbox: '' } })).toMatchObject({
      status: 'WITHDRAWAL_LIMIT_REACHED',
      limit: '0.00',
      originalLimit: '5000.00',
    });
    const [row] = await t.db.select().from(players).where(eq(players.playerId, id));
    const documents = { ...row!, documentsRequired: true, kycStatus: 'PENDING', documentsDueAt: null };
    expect(
      (await withdrawalOutcome(t.ctx, { ...documents, loyaltyLevel: 3, limitLevel: 2 }, { main: 100n }))
        .status,
    ).toBe('DOCUMENTS_PREFERRED');
    expect(
      (await withdrawalOutcome(t.ctx, { ...documents, loyaltyLevel: 1, limitLevel: 2 }, { main: 100n }))
        .status,
    ).toBe('DOCUMENTS_REQUIRED');
    expect(
      (await withdrawalOutcome(t.ctx, { ...row!, kycStatus: 'EDD_UNDER_REVIEW' }, { main: 100n })).status,
    ).toBe('DOCUMENTS_UNDER_REVIEW');
    expect((await withdrawalOutcome(t.ctx, { ...row!, kycStatus: 'SUSPENDED' }, { main: 100n })).status).toBe(
      'RESTRICTED',
    );
  });

  it('records bets and wins once per key, never below zero, and answers win/loss', async () => {
    const { api } = await session('player@demo.test');
    const id = await playerId('player@demo.test');
    const accounts = (await findAccounts(t.db, id))!;
    const main = BigInt(Math.round(Number(cash(await api.wallet()).main) * 100));
    const bet = {
      accounts,
      amount: 1_000n,
      category: 'CASINO' as const,
      idempotencyKey: idempotencyKey(id, 'bet', 'round-1'),
      sessionId: null,
    };
    const first = await placeBet(t.ctx, bet);
    const again = await placeBet(t.ctx, bet);
    expect(
      first.ok &&
        again.ok &&
        again.replayed &&
        again.transaction.referenceId === first.transaction.referenceId,
    ).toBe(true);
    await payWin(t.ctx, { ...bet, amount: 400n, idempotencyKey: idempotencyKey(id, 'win', 'round-1') });
    const tooMuch = await placeBet(t.ctx, {
      ...bet,
      amount: main * 10n,
      idempotencyKey: idempotencyKey(id, 'bet', 'big'),
    });
    expect(tooMuch).toMatchObject({ ok: false, code: 'NOT_ENOUGH_FUNDS' });
    expect(await api.netPositionWinLoss()).toMatchObject({ winLoss: '-6.00' });
    expect(await api.transactions({ query: { category: 'CASINO' } })).toHaveLength(2);
    await expectSoundLedger();
  });

  it('pages the history by 10, newest first, with status, category and date filters', async () => {
    const { api, tokens } = await session('player@demo.test');
    for (let i = 0; i < 3; i++) await deposit(tokens, '10');
    const all: string[] = [];
    for (let position = 0; ; position += 10) {
      const page = await api.transactions({ query: { position, limit: 10 } });
      all.push(...page.map((row) => row.transactionDate));
      if (page.length < 10) break;
    }
    expect(all.length).toBeGreaterThan(10);
    expect([...all].sort().reverse()).toEqual(all);
    const count = await t.db.$count(
      ledgerTransactions,
      eq(ledgerTransactions.playerId, await playerId('player@demo.test')),
    );
    expect(all).toHaveLength(count);
    const future = new Date(Date.now() + 400 * 24 * HOUR).toISOString();
    expect(await api.transactions({ query: { from: future } })).toEqual([]);
    const past = new Date(Date.now() - 30 * 24 * HOUR).toISOString();
    expect((await api.transactions({ query: { to: past } })).map((row) => row.amount)).toEqual(['500.00']);
    expect(
      (await api.transactions({ query: { filter: 'PENDING', category: 'PAYMENT' } })).length,
    ).toBeGreaterThan(0);
  });

  it('pushes the balance on the live feed: at connect and after every change; answers pings', async () => {
    const { api, tokens } = await session('player@demo.test');
    const { token, expiresAt } = await api.feedToken();
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
    const url = `${server.baseUrl.replace('http', 'ws')}${FEED_SOCKET_PATH}?Authorization=${encodeURIComponent(token)}`;
    const socket = new WebSocket(url);
    const messages: string[] = [];
    const waiters: Array<() => void> = [];
    socket.on('message', (data) => {
      messages.push(data.toString());
      waiters.splice(0).forEach((wake) => wake());
    });
    const next = async (count: number) => {
      while (messages.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
      return messages[count - 1]!;
    };
    const hello = JSON.parse(await next(1)) as { type: string; balance: { main: Array<{ cash: string }> } };
    expect(hello.type).toBe('WALLET_BALANCE');
    const main = Number(hello.balance.main[0]!.cash);
    socket.send('ping');
    expect(await next(2)).toBe('pong');
    const answer = await deposit(tokens, '12');
    await payOnPage(String(answer.json.redirectUrl), 'success');
    const pushed = JSON.parse(await next(3)) as { type: string; balance: { main: Array<{ cash: string }> } };
    expect(pushed.type).toBe('WALLET_BALANCE');
    expect(Number(pushed.balance.main[0]!.cash)).toBe(main + 12);
    expect((await withdraw(tokens, '10')).status).toBe(201);
    const locked = JSON.parse(await next(4)) as { balance: { locked: Array<{ cash: string }> } };
    expect(Number(locked.balance.locked[0]!.cash)).toBeGreaterThanOrEqual(10);
    socket.close();

    const refused = new WebSocket(
      `${server.baseUrl.replace('http', 'ws')}${FEED_SOCKET_PATH}?Authorization=forged`,
    );
    const status = await new Promise<number>((resolve) => {
      refused.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      refused.on('error', () => {});
    });
    expect(status).toBe(401);
  });

  it('processes a pending withdrawal after 24 hours on the sandbox clock, on the next read', async () => {
    const { tokens } = await session('player@demo.test');
    const request = await withdraw(tokens, '10');
    const ref = String(request.json.referenceId);
    await fetch(`${server.baseUrl}/sandbox/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ advanceMs: 24 * HOUR + 60_000 }),
    });
    const { api } = await session('player@demo.test', true);
    expect(cash(await api.wallet()).locked).toBe('0.00');
    expect((await api.pendingWithdrawals()).map((row) => row.referenceId)).not.toContain(ref);
    expect(await api.transactions({ query: { filter: 'SUCCESS' } })).toEqual(
      expect.arrayContaining([expect.objectContaining({ referenceId: ref, type: 'WITHDRAW' })]),
    );
    await expectSoundLedger();
  });
});
