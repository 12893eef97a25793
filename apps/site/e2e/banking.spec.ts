/**
 * Banking (spec 2 §2–§9; issue 27 points 6 and 8): a deposit through the sandbox cashier
 * moves the header balance without a reload, a failed payment moves nothing, a withdrawal goes
 * pending and its cancellation restores the balance, a player with documents requested sees the
 * verify-required state, and the history's filters and "load more" work. The cashier: a 50 chip
 * preselected and named by the one filled button ("Deposit 50 €", in view on a phone), the methods
 * as cards, the method paid with last preselected on the next deposit; the history: cards at 360 px
 * with every amount on screen, dates in the market's conventions (Finnish on fi-FI, never the US
 * order), the filters behind one Filter button, and no betting filter on a brand without a
 * sportsbook (kestrel), whose cashier leads with the bank in Finnish. Every page passes axe.
 * The tests run in order against one sandbox, so the balances they expect build on each other.
 */
import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expect, hydrated, logIn as logInAs, test, visitorAddress } from './test.ts';
import { expectNoAxeViolations } from './axe.ts';
import { AURORA, KESTREL, SANDBOX } from './urls.ts';

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

/** The method the first deposit pays with, preselected on the next (the player opened with Trustly). */
const PAID_WITH = /^Skrill/;

async function payAtCashier(page: Page, amount: string, outcome: RegExp, method?: RegExp) {
  await page.goto(`${BANKING}/deposit`);
  await expect(page.getByRole('heading', { name: 'How much would you like to deposit?' })).toBeVisible();
  await expectNoAxeViolations(page);
  // An amount chip is preselected, and the one filled button names it.
  const chips = page.getByRole('group', { name: 'Amount', exact: true });
  await expect(chips.getByRole('radio', { name: eur('50') })).toBeChecked();
  const submit = page.getByRole('main').getByRole('button', { name: /^Deposit/ });
  await expect(submit).toHaveText(`Deposit ${eur('50')}`, { useInnerText: true });
  // It stays in view (sticky at the bottom, above a phone's bottom bar) before any scrolling.
  await expect(submit).toBeInViewport();
  if (amount !== '50') {
    // A typed amount wins over the chip; the button follows it once the page's scripts run.
    await hydrated(page);
    await page.getByLabel('Other amount (EUR)').fill(amount);
    await expect(submit).toHaveText(`Deposit ${eur(amount)}`, { useInnerText: true });
    await expect(chips.getByRole('radio', { name: eur('50') })).not.toBeChecked();
  }
  // Each method is a card that says what it takes.
  const methods = page.getByRole('group', { name: 'Payment method' });
  await expect(methods.locator('label').first()).toContainText(/\d.*–.*\d|From \d/);
  if (method) await methods.getByRole('radio', { name: method }).check();
  await submit.click();
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
  await payAtCashier(cashier, '50', /^Pay/, PAID_WITH);
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
  // The method paid with last is preselected and marked; this time on a phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${BANKING}/deposit`);
  const lastUsed = page.getByRole('group', { name: 'Payment method' }).getByRole('radio', { checked: true });
  await expect(lastUsed).toHaveAccessibleName(PAID_WITH);
  await expect(lastUsed.locator('xpath=..')).toContainText('Last used');
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
  await hydrated(page);
  await page.getByLabel('Amount (EUR)').fill('25');
  await page.getByRole('button', { name: `Withdraw ${eur('25')}` }).click();
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

  // A phone: the history is a list of cards, every amount inside the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${BANKING}/transactions`);
  await expect(page.getByRole('heading', { name: 'Transaction history', level: 1 })).toBeVisible();
  const rows = page.getByTestId('transactions').locator('li');
  await expect(rows).toHaveCount(10);
  await expect(page.getByText('Net position')).toBeVisible();
  const deposit = rows.filter({ hasText: 'Deposit' }).first();
  await expect(deposit.getByTestId('entry-amount')).toHaveText(`+${eur('10.00')}`);
  await expect(deposit.getByTestId('entry-status')).toHaveText('Successful');
  // The world market's English: day first and 24-hour, never "11/27/2026, 11:15:20 AM".
  await expect(deposit.getByTestId('entry-date')).toHaveText(/^\d{1,2} [A-Z][a-z]{2}, \d{2}:\d{2}$/);
  for (const box of await page
    .getByTestId('entry-amount')
    .evaluateAll((amounts) => amounts.map((amount) => amount.getBoundingClientRect().toJSON() as DOMRect))) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(360);
  }
  await expectNoAxeViolations(page);

  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  await page.getByRole('link', { name: 'Load more' }).click();
  await expect.poll(() => rows.count()).toBeGreaterThan(10);
  expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  const dates = await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-reference')));
  expect(new Set(dates).size).toBe(dates.length);

  // Filters behind one Filter button: failed payments only (the declined deposit).
  const filters = page.getByRole('form', { name: 'Filters' });
  await expect(filters).toBeHidden();
  await page.getByText('Filter', { exact: true }).click();
  await expect(filters).toBeVisible();
  // Aurora has a sportsbook, so its history filters bets on sports too.
  await expect(page.getByLabel('Category').locator('option', { hasText: 'Sports' })).toHaveCount(2);
  await page.getByLabel('Status').selectOption('FAILED');
  await page.getByLabel('Category').selectOption('PAYMENT');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/status=FAILED/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-status', 'FAILED');
  await expect(page.getByRole('link', { name: 'Load more' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Finnish: "27.11. klo 11.15" and "1 000,00 €", the market's conventions.
  await page.goto(`${AURORA}/fi-FI/my-account/banking/transactions`);
  await expect(page.getByRole('heading', { name: 'Tapahtumahistoria', level: 1 })).toBeVisible();
  const finnish = page.getByTestId('transactions').locator('li').first();
  await expect(finnish.getByTestId('entry-date')).toHaveText(/^\d{1,2}\.\d{1,2}\. klo \d{2}\.\d{2}$/);
  await expect(finnish.getByTestId('entry-amount')).toHaveText(/^[+-]?\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0€$/);
  await expectNoAxeViolations(page);

  // A bad filter is a 400 with a message, not an error page.
  const bad = await page.goto(`${BANKING}/transactions?from=2026-02-10&to=2026-01-01&hours=`);
  expect(bad?.status()).toBe(400);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'The start date must be before the end date.',
  );
  await context.close();
});

test('kestrel, Pay and Play without a sportsbook: a bank-first cashier in Finnish, no betting filter', async ({
  browser,
}) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(`${KESTREL}/fi-FI#login`);
  const dialog = page.getByRole('dialog');
  await hydrated(page);
  await dialog.locator('input[type="email"], input[name="email"]').first().fill('player@demo.test');
  await dialog.locator('input[type="password"]').fill('Sandbox-Pass-1');
  await dialog.locator('button[type="submit"]').first().click();
  await expect(page.getByTestId('header-balance')).toBeVisible();

  await page.goto(`${KESTREL}/fi-FI/my-account/banking/deposit`);
  const methods = page.getByRole('group', { name: 'Maksutapa' });
  // The bank first, method kinds and the card's name in Finnish.
  await expect(methods.locator('label').first()).toContainText('Pankkimaksu');
  await expect(methods).toContainText('Visa ja Mastercard');
  await expect(methods).not.toContainText(/Bank payment|Visa and Mastercard|E-wallet/);
  await expect(page.getByRole('main').getByRole('button', { name: /^Talleta 50\s€$/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`${KESTREL}/fi-FI/my-account/banking/transactions`);
  await page.getByText('Suodata', { exact: true }).click();
  const category = page.getByRole('form').getByRole('combobox').first();
  await expect(category.locator('option')).not.toHaveCount(0);
  await expect(category.locator('option[value="SPORTS"], option[value="VIRTUAL_SPORTS"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await context.close();
});
