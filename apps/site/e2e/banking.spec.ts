/**
 * Banking (spec 2 §2–§9): a deposit through the sandbox cashier
 * moves the header balance without a reload, a failed payment moves nothing, a withdrawal goes
 * pending and its cancellation restores the balance, a player with documents requested sees the
 * verify-required state, and the history's filters and "load more" work. Every page passes axe.
 * The tests run in order against one sandbox, so the balances they expect build on each other.
 */
import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expect, hydrated, logIn as logInAs, test, visitorAddress } from './test.ts';
import { expectNoAxeViolations } from './axe.ts';
import { AURORA, SANDBOX } from './urls.ts';

test.describe.configure({ mode: 'serial' });

const BANKING = `${AURORA}/en-UN/my-account/banking`;

const logIn = (page: Page, email = 'player@demo.test') => logInAs(page, email);

async function newContext(browser: Browser) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() } });
  await context.addInitScript(() => localStorage.setItem('cookies_a', 'true'));
  return context;
}

/** The tokens in the browser's httpOnly cookies (tests may read them; page scripts cannot). */
async function tokensOf(context: BrowserContext) {
  const cookies = await context.cookies(AURORA);
  const idToken = cookies.find((cookie) => cookie.name === 'casino_id')!.value;
  const signed = decodeURIComponent(cookies.find((cookie) => cookie.name === 'casino_session')!.value);
  const session = JSON.parse(
    Buffer.from(signed.slice(0, signed.lastIndexOf('.')), 'base64').toString('utf8'),
  );
  return { idToken, accessToken: session.tokens.accessToken as string };
}

/** Amounts as a player in Finland sees them (spec 1 §3: EUR after the amount, spaced). */
const eur = (amount: string) => `${amount}\u00a0€`;

const headerBalance = (page: Page) => page.getByTestId('header-balance');

async function payAtCashier(page: Page, amount: string, outcome: RegExp) {
  await page.goto(`${BANKING}/deposit`);
  await expect(page.getByRole('heading', { name: 'How much would you like to deposit?' })).toBeVisible();
  await expectNoAxeViolations(page);
  const quick = page.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: eur('50') });
  if (amount === '50') {
    // A one-tap amount fills the field (once the page's scripts run).
    await hydrated(page);
    await quick.click();
    await expect(page.getByLabel('Amount (EUR)')).toHaveValue('50');
  } else {
    await page.getByLabel('Amount (EUR)').fill(amount);
  }
  // Each method says what it takes.
  await expect(page.getByRole('radio').first().locator('xpath=..')).toContainText(/\d.*–.*\d|From \d/);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(/\/sandbox\/cashier\//);
  await page.getByRole('button', { name: outcome }).click();
  await page.waitForURL(`${BANKING}/deposit`);
  await expect(page.getByRole('heading', { name: 'Deposit result' })).toBeVisible();
}

test('a player deposits 50 EUR through the cashier and the header balance changes without a reload', async ({
  browser,
}) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await logIn(page);
  await page.goto(BANKING);
  await expect(page.getByRole('heading', { name: 'Banking', level: 1 })).toBeVisible();
  await expect(headerBalance(page)).toHaveText(eur('500.00'));
  await expectNoAxeViolations(page);
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  const cashier = await context.newPage();
  await payAtCashier(cashier, '50', /^Pay/);
  await expect(cashier.locator('[data-result="success"]')).toHaveText(
    `Your deposit of ${eur('50.00')} went through.`,
  );
  // After paying, the next step offered first is playing.
  await expect(cashier.getByRole('link', { name: 'Play now' })).toHaveAttribute(
    'href',
    '/en-UN/online-casino',
  );
  await expectNoAxeViolations(cashier);

  // Pushed by the feed (or at the latest by the 20 s poll) into the page that stayed open.
  await expect(headerBalance(page)).toHaveText(eur('550.00'), { timeout: 25_000 });
  expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  await context.close();
});

test('a failed payment changes nothing', async ({ browser }) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await logIn(page);
  await expect(headerBalance(page)).toHaveText(eur('550.00'));
  await payAtCashier(page, '20', /Decline/);
  await expect(page.locator('[data-result="failed"]')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Play now' })).toHaveCount(0);
  await expect(headerBalance(page)).toHaveText(eur('550.00'));
  await expectNoAxeViolations(page);
  await context.close();
});

test('a withdrawal goes pending, is cancelled and the balance is restored', async ({ browser }) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await logIn(page);
  await page.goto(`${BANKING}/withdraw`);
  await expect(page.getByRole('heading', { name: 'How much would you like to withdraw?' })).toBeVisible();
  await expect(page.getByText(`Available to withdraw: ${eur('550.00')}`)).toBeVisible();
  // Methods by the content's names, never their codes (the player paid in with Trustly).
  const methods = page.getByRole('group', { name: 'Payment method' });
  await expect(methods.getByRole('radio').first()).toBeVisible();
  await expect(methods).not.toContainText(/TRUSTLY|CREDITCARD|SKRILL/);
  await expectNoAxeViolations(page);

  await page.getByLabel('Amount (EUR)').fill('25');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
  const cancel = page.getByRole('button', { name: `Cancel withdrawal of ${eur('25.00')}` });
  await expect(cancel).toBeVisible();
  await page.getByTestId('header-wallet').locator('summary').click();
  await expect(page.locator('[data-balance="mainBalance"]')).toHaveText(eur('525.00'));
  await expect(page.locator('[data-balance="lockedBalance"]')).toHaveText(eur('25.00'));
  await expectNoAxeViolations(page);

  await cancel.click();
  await expect(page.getByText('Withdrawal cancelled. The amount is back in your balance.')).toBeVisible();
  await expect(page.getByText(`Available to withdraw: ${eur('550.00')}`)).toBeVisible();
  await expect(page.getByText('You have no pending withdrawals.')).toBeVisible();
  await expect(page.locator('[data-balance="mainBalance"]')).toHaveText(eur('550.00'));
  await expect(page.locator('[data-balance="lockedBalance"]')).toHaveText(eur('0.00'));
  await expectNoAxeViolations(page);
  await context.close();
});

test('a player with documents requested sees the verify-required state', async ({ browser }) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await logIn(page, 'docs@demo.test');
  await page.goto(`${BANKING}/withdraw`);
  await expect(page.getByRole('heading', { name: 'Documents required' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upload documents' })).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});

test('the history filters and loads more', async ({ browser }) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await logIn(page);
  const { idToken, accessToken } = await tokensOf(context);
  const headers = {
    'Content-Type': 'application/json',
    SiteContext: '6',
    Authorization: idToken,
    'Access-Token': accessToken,
  };
  // Eleven more settled deposits: more than one page of 10.
  for (let i = 0; i < 11; i += 1) {
    const response = await fetch(`${SANDBOX}/v1/player/wallet/deposit/request`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        amount: '10.00',
        currencyCode: 'EUR',
        paymentMethod: 'TRUSTLY',
        ipAddress: '127.0.0.1',
        blackbox: '',
        returnUrl: `${BANKING}/deposit`,
      }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const { referenceId } = (await response.json()) as { referenceId: string };
    const settled = await fetch(`${SANDBOX}/sandbox/payments/${referenceId}/settle`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'SUCCESS' }),
    });
    expect(settled.status, await settled.clone().text()).toBeLessThan(300);
  }

  await page.goto(`${BANKING}/transactions`);
  await expect(page.getByRole('heading', { name: 'Transaction history', level: 1 })).toBeVisible();
  const rows = page.getByTestId('transactions').locator('tbody tr');
  await expect(rows).toHaveCount(10);
  await expect(page.getByText('Net position')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  await page.getByRole('link', { name: 'Load more' }).click();
  await expect.poll(() => rows.count()).toBeGreaterThan(10);
  expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  const dates = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-reference')));
  expect(new Set(dates).size).toBe(dates.length);

  // Filters: failed payments only (the declined deposit), then cancelled (the withdrawal).
  await page.getByLabel('Status').selectOption('FAILED');
  await page.getByLabel('Category').selectOption('PAYMENT');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/status=FAILED/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-status', 'FAILED');
  await expect(page.getByRole('link', { name: 'Load more' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A bad filter is a 400 with a message, not an error page.
  const bad = await page.goto(`${BANKING}/transactions?from=2026-02-10&to=2026-01-01&hours=`);
  expect(bad?.status()).toBe(400);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'The start date must be before the end date.',
  );
  await context.close();
});
