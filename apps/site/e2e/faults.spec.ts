/**
 * Faults between the site and the player API: the spec runs its own sandbox
 * (on a throw-away PostgreSQL, so it can be stopped and started again on the same database) and
 * its own site, with a fault-injecting HTTP proxy between them (PLAYER_API_URL points at it). The
 * proxy is a real network hop that passes requests on, or on command answers 500, holds a request
 * longer than the player API client's timeout, or resets the connection.
 * - The deposit check answering 500, or timing out (10 s, the contract's default call timeout):
 *   the deposit page shows a retryable error in the player's language (English, Finnish, German)
 *   with a "Try again" that works once the API is healthy; no money moves.
 * - The sandbox stopped (killed by PID) while the player is on its cashier page: back on the site
 *   the player gets a retryable error screen (503, not a 500 page) in their language; the sandbox
 *   starts again on the same database and the payment completes once: a second return and a
 *   repeated webhook move nothing; the wallet and the history show exactly one deposit, and the
 *   ledger's invariants hold.
 * Every page with an error passes axe. Ports 5500–5599 (E2E_FAULTS_PORT moves the block).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import pg from 'pg';
import { translatorFor } from '@casino/i18n/catalogues';
import { REPO_ROOT } from '../../../scripts/stack.ts';
import { startPostgres, type PostgresServer } from '../../sandbox/test/postgres.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, hydrated, test, visitorAddress } from './test.ts';

test.describe.configure({ mode: 'serial' });

const BASE_PORT = Number(process.env['E2E_FAULTS_PORT'] ?? 5510);
const SANDBOX_PORT = BASE_PORT;
const PROXY_PORT = BASE_PORT + 1;
const SITE_PORT = BASE_PORT + 2;
const SANDBOX = `http://127.0.0.1:${SANDBOX_PORT}`;
const API = `http://127.0.0.1:${PROXY_PORT}`;
const SITE = `http://localhost:${SITE_PORT}`;
/** The contract's default call timeout (packages/player-api define.ts DEFAULT_TIMEOUT_MS): depositCheck's. */
const CLIENT_TIMEOUT_MS = 10_000;

// -----------------------------------------------------------------------------------------------
// The fault-injecting proxy
// -----------------------------------------------------------------------------------------------

type Fault = 'error500' | 'hang' | 'reset';

interface FaultProxy {
  /** Requests whose path matches get the fault until `heal()`. */
  fail(pattern: RegExp, fault: Fault): void;
  heal(): void;
  /** How many requests each fault caught. */
  caught: Record<Fault, number>;
  close(): Promise<void>;
}

function startProxy(port: number, upstream: string): Promise<FaultProxy> {
  const target = new URL(upstream);
  let rule: { pattern: RegExp; fault: Fault } | null = null;
  const caught: Record<Fault, number> = { error500: 0, hang: 0, reset: 0 };
  const held = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (rule && rule.pattern.test(url)) {
      caught[rule.fault]++;
      if (rule.fault === 'error500') {
        request.resume();
        response.writeHead(500, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ code: 'error.system.error', message: 'Something went wrong' }));
        return;
      }
      if (rule.fault === 'reset') {
        request.socket.destroy();
        return;
      }
      // hang: never answer; the client gives up at its timeout.
      held.add(response);
      response.on('close', () => held.delete(response));
      return;
    }
    const forwarded = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    // The upstream is down: the client sees the connection drop, as it would without the proxy.
    forwarded.on('error', () => request.socket.destroy());
    request.pipe(forwarded);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({
        fail: (pattern, fault) => {
          rule = { pattern, fault };
        },
        heal: () => {
          rule = null;
        },
        caught,
        close: () =>
          new Promise((done) => {
            for (const response of held) response.destroy();
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}

// -----------------------------------------------------------------------------------------------
// The stack: PostgreSQL, sandbox, proxy, site
// -----------------------------------------------------------------------------------------------

let postgres: PostgresServer;
let proxy: FaultProxy;
let sandbox: ChildProcess | null = null;
let site: ChildProcess | null = null;
let workDir = '';
let logFd: number | undefined;

async function waitForHealth(url: string, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}; see ${workDir}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} did not answer ${url}`);
}

function spawnNode(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [script], {
    cwd: REPO_ROOT,
    stdio: ['ignore', logFd ?? 'ignore', logFd ?? 'ignore'],
    env: { ...process.env, ...env },
  });
}

async function startSandbox(): Promise<void> {
  sandbox = spawnNode('apps/sandbox/src/main.ts', {
    HOST: '127.0.0.1',
    PORT: String(SANDBOX_PORT),
    DATABASE_URL: postgres.url,
    // Pages and links the sandbox makes point at the proxy, the address the site knows it by.
    SANDBOX_PUBLIC_URL: API,
    SANDBOX_CASHIER_SECRET: 'faults-spec-cashier-secret-0123456789abcdef',
    ...(process.env['E2E_BRANDS_DIR'] ? { BRANDS_DIR: process.env['E2E_BRANDS_DIR'] } : {}),
  });
  await waitForHealth(`${SANDBOX}/health`, sandbox, 'sandbox');
}

/** Stops a child by its PID: SIGKILL (a crash, nothing cleaned up) or SIGTERM, and waits for it. */
async function stopChild(child: ChildProcess | null, signal: NodeJS.Signals): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(child.pid, signal);
  const timer = setTimeout(
    () => child.pid && child.exitCode === null && process.kill(child.pid, 'SIGKILL'),
    5000,
  );
  await exited;
  clearTimeout(timer);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  workDir = await mkdtemp(path.join(tmpdir(), 'casino-faults-'));
  logFd = openSync(path.join(workDir, 'stack.log'), 'a');
  postgres = await startPostgres();
  await startSandbox();
  proxy = await startProxy(PROXY_PORT, SANDBOX);
  site = spawnNode('apps/site/server.ts', {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(SITE_PORT),
    PLAYER_API_URL: API,
    // The live feed's WebSocket goes straight to the sandbox (the proxy speaks plain HTTP only).
    PLAYER_API_FEED_URL: `ws://127.0.0.1:${SANDBOX_PORT}`,
    TRUST_PROXY: '1',
    ...(process.env['E2E_BRANDS_DIR'] ? { BRANDS_DIR: process.env['E2E_BRANDS_DIR'] } : {}),
  });
  await waitForHealth(`${SITE}/health`, site, 'site');
});

test.afterAll(async () => {
  await stopChild(site, 'SIGTERM');
  await stopChild(sandbox, 'SIGTERM');
  await proxy?.close();
  await postgres?.stop();
  if (logFd !== undefined) closeSync(logFd);
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

test.afterEach(() => proxy?.heal());

// -----------------------------------------------------------------------------------------------
// Helpers
// -----------------------------------------------------------------------------------------------

async function newPlayer(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() } });
  await context.addInitScript(() => localStorage.setItem('cookies_a', 'true'));
  const page = await context.newPage();
  await page.goto(`${SITE}/en-UN#login`);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await hydrated(page);
  await dialog.getByLabel('E-mail').fill('player@demo.test');
  await dialog.getByLabel('Password').fill('Sandbox-Pass-1');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner')).toContainText('Hi, ');
  return { context, page };
}

/** The tokens in the browser's httpOnly cookies (the test may read them; page scripts cannot). */
async function tokensOf(context: BrowserContext) {
  const cookies = await context.cookies(SITE);
  const idToken = cookies.find((cookie) => cookie.name === 'casino_id')!.value;
  const signed = decodeURIComponent(cookies.find((cookie) => cookie.name === 'casino_session')!.value);
  const session = JSON.parse(
    Buffer.from(signed.slice(0, signed.lastIndexOf('.')), 'base64').toString('utf8'),
  );
  return { idToken, accessToken: session.tokens.accessToken as string };
}

interface LedgerView {
  main: string;
  deposits: Array<{ referenceId: string; amount: string; status: string }>;
}

/** The player's wallet and deposits, read through the sandbox API (straight, not through the proxy). */
async function ledgerOf(context: BrowserContext): Promise<LedgerView> {
  const tokens = await tokensOf(context);
  const headers = { SiteContext: '6', Authorization: tokens.idToken, 'Access-Token': tokens.accessToken };
  const wallet = (await (await fetch(`${SANDBOX}/v1/player/wallet`, { headers })).json()) as {
    balance: { main: Array<{ cash: string }> };
  };
  const history = (await (
    await fetch(`${SANDBOX}/v1/player/wallet/transactions?category=PAYMENT&limit=100`, { headers })
  ).json()) as Array<{ referenceId: string; amount: string; status: string; type: string }>;
  return {
    main: wallet.balance.main[0]!.cash,
    deposits: history
      .filter((transaction) => transaction.type === 'DEPOSIT')
      .map(({ referenceId, amount, status }) => ({ referenceId, amount, status })),
  };
}

/** The ledger's invariants straight from the database (the SQL of the sandbox's `auditLedger`). */
async function auditLedger(): Promise<string[]> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    const accounts = await client.query(`
      select a.account_id::text as id from ledger_accounts a
      left join ledger_entries e on e.account_id = a.account_id
      where a.player_id is not null group by a.account_id, a.balance
      having a.balance <> coalesce(sum(e.amount), 0) or a.balance < 0`);
    const steps = await client.query(`
      select reference_id::text as id, step from ledger_entries
      group by reference_id, step having sum(amount) <> 0`);
    return [
      ...accounts.rows.map((row: { id: string }) => `account ${row.id}`),
      ...steps.rows.map((row: { id: string; step: string }) => `transaction ${row.id} ${row.step}`),
    ];
  } finally {
    await client.end();
  }
}

const LOCALES = [
  { locale: 'en-UN', language: 'en' },
  { locale: 'fi-FI', language: 'fi' },
  { locale: 'de-UN', language: 'de' },
] as const;

/** The deposit page shows the check's failure as a retryable error; "Try again" works once healed. */
async function expectRetryableDepositError(page: Page, locale: string, language: string, heal: () => void) {
  const { t } = translatorFor(language);
  await expect(page.getByRole('heading', { name: t('deposit.error.heading') })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: t('banking.error.system') })).toBeVisible();
  // Not the provider's refusal: nothing was declined, the check did not get through.
  await expect(page.getByText(t('banking.error.failure'))).toHaveCount(0);
  const retry = page.getByRole('main').getByRole('button', { name: t('deposit.retry') });
  await expect(retry).toBeVisible();
  await expectNoAxeViolations(page);

  heal();
  await retry.click();
  await expect(page.getByRole('heading', { name: t('deposit.allowed.heading') })).toBeVisible();
  await expect(page).toHaveURL(`${SITE}/${locale}/my-account/banking/deposit`);
}

// -----------------------------------------------------------------------------------------------
// Tests
// -----------------------------------------------------------------------------------------------

for (const { locale, language } of LOCALES.slice(0, 2)) {
  test(`the deposit check answering 500 shows a retryable error in ${language} (/${locale}); no money moves`, async ({
    browser,
  }) => {
    const { context, page } = await newPlayer(browser);
    const before = await ledgerOf(context);
    proxy.fail(/\/v1\/player\/wallet\/deposit\/check/, 'error500');
    const caught = proxy.caught.error500;
    const response = await page.goto(`${SITE}/${locale}/my-account/banking/deposit`);
    expect(response!.status()).toBeLessThan(500);
    expect(proxy.caught.error500).toBeGreaterThan(caught);
    await expectRetryableDepositError(page, locale, language, () => proxy.heal());
    expect(await ledgerOf(context)).toEqual(before);
    await context.close();
  });
}

for (const { locale, language } of [LOCALES[0], LOCALES[2]]) {
  test(`the deposit check timing out shows a retryable error in ${language} (/${locale}); no money moves`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const { context, page } = await newPlayer(browser);
    const before = await ledgerOf(context);
    proxy.fail(/\/v1\/player\/wallet\/deposit\/check/, 'hang');
    const started = Date.now();
    const response = await page.goto(`${SITE}/${locale}/my-account/banking/deposit`, { timeout: 30_000 });
    // The site waited for the client's timeout, then answered the page (not a 500, not a hang).
    expect(Date.now() - started).toBeGreaterThanOrEqual(CLIENT_TIMEOUT_MS - 500);
    expect(response!.status()).toBeLessThan(500);
    expect(proxy.caught.hang).toBeGreaterThan(0);
    await expectRetryableDepositError(page, locale, language, () => proxy.heal());
    expect(await ledgerOf(context)).toEqual(before);
    await context.close();
  });
}

test('the sandbox stopped mid-deposit: a retryable error, then the payment completes exactly once', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await newPlayer(browser);
  const en = translatorFor('en').t;
  const before = await ledgerOf(context);

  // The player starts a deposit of 25 and is sent to the sandbox cashier.
  await page.goto(`${SITE}/en-UN/my-account/banking/deposit`);
  await page.getByRole('main').getByLabel('Amount (EUR)').fill('25');
  // The cashier's one submit names the amount ("Deposit 25 €", issue 27's cashier).
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Deposit\b.*\d/ })
    .click();
  await page.waitForURL(/\/sandbox\/cashier\//);
  await expect(page.getByRole('heading', { name: 'Pay your deposit' })).toBeVisible();
  const cashierUrl = page.url();

  // The sandbox dies (killed by its PID) while the player looks at the cashier page.
  await stopChild(sandbox, 'SIGKILL');
  expect(sandbox!.signalCode).toBe('SIGKILL');

  // The player goes back to the site: a retryable error screen in their language, not a 500 page.
  for (const { locale, language } of LOCALES.slice(0, 2)) {
    const { t } = translatorFor(language);
    const response = await page.goto(`${SITE}/${locale}/my-account/banking/deposit`);
    expect(response!.status()).toBe(503);
    expect(response!.headers()['retry-after']).toBeTruthy();
    const screen = page.getByTestId('error-screen');
    await expect(screen.getByRole('heading', { name: t('error.screen.retry.title') })).toBeVisible();
    await expect(screen).toContainText(t('error.screen.retry.text'));
    await expect(screen.getByRole('link', { name: t('error.screen.retry.action') })).toBeVisible();
    await expectNoAxeViolations(page);
  }

  // The sandbox starts again on the same database; "Try again" now shows the deposit in progress.
  await startSandbox();
  const fi = translatorFor('fi').t;
  await page
    .getByTestId('error-screen')
    .getByRole('link', { name: fi('error.screen.retry.action') })
    .click();
  await expect(page.getByRole('heading', { name: fi('deposit.cashier.heading') })).toBeVisible();
  // Back to the same cashier page (the same payment, not a new deposit), and the player pays.
  await page.getByRole('button', { name: fi('deposit.cashier.continue') }).click();
  await page.waitForURL(cashierUrl);
  await page.getByRole('button', { name: /^Pay/ }).click();
  // The cashier sends the player back to the deposit's return address (the page it began on).
  await page.waitForURL(`${SITE}/en-UN/my-account/banking/deposit`);
  await expect(page.locator('[data-result="success"]')).toBeVisible();
  const paid = await ledgerOf(context);
  const added = paid.deposits.filter((d) => !before.deposits.some((b) => b.referenceId === d.referenceId));
  expect(added).toEqual([{ referenceId: expect.any(String), amount: '25.00', status: 'SUCCESS' }]);
  const referenceId = added[0]!.referenceId;
  expect(Number(paid.main)).toBe(Number(before.main) + 25);

  // A second return from the cashier and a repeated webhook move nothing.
  const payment = new URL(cashierUrl).pathname.split('/').pop()!;
  await page.goto(
    `${SITE}/en-UN/my-account/banking/deposit?payment=${payment}&referenceId=${referenceId}&status=success`,
  );
  await expect(page.locator('[data-result="success"]')).toBeVisible();
  const webhook = await fetch(`${SANDBOX}/sandbox/payments/${referenceId}/settle`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ status: 'SUCCESS' }),
  });
  expect(await webhook.json()).toMatchObject({ status: 'SUCCESS', settled: false });
  const after = await ledgerOf(context);
  expect(after).toEqual(paid);
  expect(await auditLedger()).toEqual([]);

  // The history page shows the deposit once.
  await page.goto(`${SITE}/en-UN/my-account/banking/transactions`);
  await expect(page.getByRole('heading', { name: en('transactions.title'), level: 1 })).toBeVisible();
  // The history is a list of cards since issue 27's redesign: one card for this deposit.
  const deposits = page
    .getByTestId('transactions')
    .locator('li')
    .filter({ has: page.getByTestId('entry-amount').getByText('+25.00\u00a0€', { exact: true }) });
  await expect(deposits).toHaveCount(1);
  await expect(deposits.getByTestId('entry-status')).toHaveText('Successful');
  await expectNoAxeViolations(page);
  await context.close();
});
