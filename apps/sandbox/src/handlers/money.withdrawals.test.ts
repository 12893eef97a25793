/**
 * The money core over HTTP, on PGlite and PostgreSQL (spec 2 §3, §4, §7, §8): idempotency keys,
 * withdrawals (request, cancel, the cancel limit, processing by the sandbox call and after 24 h on
 * the sandbox clock), bets and wins, history, net position, and the live feed. The wallet and
 * deposits are in money.test.ts.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { FEED_SOCKET_PATH } from '@casino/player-api';
import { DATABASE_KINDS, useTestDatabase } from '../../test/databases.ts';
import { useMoneyApi } from '../../test/money.ts';
import { ledgerTransactions, players } from '../db/schema.ts';
import {
  findAccounts,
  idempotencyKey,
  openAccounts,
  payWin,
  placeBet,
  recordPaidDeposit,
  withdrawalOutcome,
} from '../services/money/index.ts';

const HOUR = 3_600_000;

describe.each(DATABASE_KINDS)(
  'the money core over HTTP on %s: withdrawals, bets, history and the feed',
  (kind) => {
    const t = useTestDatabase(kind);
    const { server, session, deposit, withdraw, cancel, cash, payOnPage, playerId, expectSoundLedger } =
      useMoneyApi(t);

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
      const process = () =>
        fetch(`${server.baseUrl}/sandbox/withdrawals/${secondRef}/process`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
        });
      expect((await process()).status).toBe(200);
      expect((await process()).status).toBe(409);
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
      // The audit as the end-to-end runs read it; not for callers behind a proxy.
      const audit = await fetch(`${server.baseUrl}/sandbox/ledger/audit`);
      expect(await audit.json()).toEqual({ clean: true, problems: [] });
      const proxied = await fetch(`${server.baseUrl}/sandbox/ledger/audit`, {
        headers: { 'X-Forwarded-For': '203.0.113.5' },
      });
      expect(proxied.status).toBe(404);
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
      expect(
        (await withdrawalOutcome(t.ctx, { ...row!, kycStatus: 'SUSPENDED' }, { main: 100n })).status,
      ).toBe('RESTRICTED');
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
      await payWin(t.ctx, {
        ...bet,
        amount: 400n,
        idempotencyKey: idempotencyKey(id, 'win', 'round-1'),
        betKey: bet.idempotencyKey,
      });
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
      const pushed = JSON.parse(await next(3)) as {
        type: string;
        balance: { main: Array<{ cash: string }> };
      };
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
  },
);
