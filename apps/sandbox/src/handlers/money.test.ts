/**
 * The money core over HTTP, on PGlite and PostgreSQL (spec 2 §3, §4, §7, §8): the wallet and its
 * ledger, the checks and their outcomes, and deposits through the sandbox cashier (success,
 * failure, pending, the signed webhook, forgeries refused, validation, limits). Withdrawals, bets,
 * history and the feed are in money.withdrawals.test.ts.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calls } from '@casino/player-api';
import { DATABASE_KINDS, useTestDatabase } from '../../test/databases.ts';
import { SECRET, useMoneyApi } from '../../test/money.ts';
import { gamblingLimits, players } from '../db/schema.ts';
import { findAccounts, openAccounts, sign, SIGNATURE_HEADER } from '../services/money/index.ts';

const HOUR = 3_600_000;

describe.each(DATABASE_KINDS)('the money core over HTTP on %s: the wallet and deposits', (kind) => {
  const t = useTestDatabase(kind);
  const { server, session, call, deposit, withdraw, cash, payOnPage, playerId, expectSoundLedger } =
    useMoneyApi(t);

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
      // Only the brand's own site: a payment's status goes to nobody else.
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
});
