/**
 * The money tests' harness (handlers/money*.test.ts): the sandbox app with a known cashier secret
 * served for a suite, one sign-in per demo player, raw calls with a player's tokens, deposits,
 * withdrawals and cancellations, paying on the cashier page as a browser would, and the ledger's
 * audit.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { createPlayerApiClient, type PlayerApiClient, type Wallet } from '@casino/player-api';
import { createSandboxApp } from '../src/app.ts';
import { players } from '../src/db/schema.ts';
import { DEMO_PASSWORD } from '../src/demoPlayers.ts';
import { auditLedger } from '../src/services/money/index.ts';
import type { TestDatabase } from './databases.ts';
import { serveForTest } from './server.ts';

/** The cashier webhook's secret in the money tests. */
export const SECRET = 'test-cashier-secret';
export const RETURN_URL = 'http://localhost:3000/en-UN/deposit/result?from=cashier';

export interface Tokens {
  idToken: string;
  accessToken: string;
}

/** For a suite over `t`: serves the app before its tests, stops it after, and answers the helpers. */
export function useMoneyApi(t: TestDatabase) {
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

  return {
    server,
    session,
    signIn,
    call,
    deposit,
    withdraw,
    cancel,
    cash,
    payOnPage,
    playerId,
    expectSoundLedger,
  };
}
