/**
 * The site shell: guards, login and logout, terms, blocked players,
 * restricted visitors, maintenance, in Chromium against the stack `npm start` runs. Every page
 * visited passes an axe scan.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AURORA, KESTREL, SANDBOX } from './urls.ts';
import { type Page } from '@playwright/test';
import { expect, hydrated, test } from './test.ts';
import { expectNoAxeViolations } from './axe.ts';

const PASSWORD = 'Sandbox-Pass-1';

/** Fills and submits the visible login form (the popup or the access-error page). */
async function logIn(page: Page, email: string, form = page.locator('form[action$="/login"]:visible')) {
  // After hydration: the popup swaps from its no-JavaScript `:target` form to the modal dialog
  // then, and a heavy page (the lobby) on a loaded machine can hydrate between fill and click.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
}

async function openLoginPopup(page: Page, url = `${AURORA}/en-UN`) {
  await page.goto(`${url}#login`);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a visitor opening the banking page reaches the access-error page, logs in there and lands back on banking', async ({
  page,
}) => {
  await page.goto(`${AURORA}/en-UN/my-account/banking`);
  await expect(page).toHaveURL(`${AURORA}/en-UN/401?redirect=%2Fmy-account%2Fbanking`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please log in');
  await expectNoAxeViolations(page);

  await logIn(page, 'player@demo.test', page.getByRole('main').locator('form'));
  await expect(page).toHaveURL(`${AURORA}/en-UN/my-account/banking`);
  await expect(page.getByRole('banner')).toContainText('Hi, Paula');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Banking');
  await expectNoAxeViolations(page);
});

test('the login popup opens from #login, by keyboard too, and closes with Escape', async ({ page }) => {
  await page.goto(`${AURORA}/en-UN`);
  await page.getByRole('link', { name: 'Log in' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(`${AURORA}/en-UN#login`);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${AURORA}/en-UN`);
});

test('terms@demo.test must accept the new terms before anything else', async ({ page }) => {
  await page.goto(`${AURORA}/en-UN/online-casino`);
  await page.goto(`${AURORA}/en-UN/online-casino#login`);
  await logIn(page, 'terms@demo.test', page.getByRole('dialog'));
  await expect(page).toHaveURL(`${AURORA}/en-UN/accept-terms-condition`);
  await expect(page.getByTestId('terms-version')).toHaveText('Version 2');
  await expectNoAxeViolations(page);

  // Anything else goes back to the terms; my-account pages stay open.
  await page.goto(`${AURORA}/en-UN/promotions`);
  await expect(page).toHaveURL(`${AURORA}/en-UN/accept-terms-condition`);
  await page.goto(`${AURORA}/en-UN/my-account/account`);
  await expect(page).toHaveURL(`${AURORA}/en-UN/my-account/account`);

  await page.goto(`${AURORA}/en-UN/accept-terms-condition`);
  await page.getByRole('button', { name: 'I accept the terms and conditions' }).click();
  // Back to the page the player wanted before the terms stopped them.
  await expect(page).toHaveURL(`${AURORA}/en-UN/promotions`);
  await page.goto(`${AURORA}/en-UN/online-casino`);
  await expect(page).toHaveURL(`${AURORA}/en-UN/online-casino`);
});

test('riskpayout@demo.test is sent away from the casino, live casino and deposit pages', async ({ page }) => {
  await openLoginPopup(page);
  await logIn(page, 'riskpayout@demo.test', page.getByRole('dialog'));
  await expect(page.getByRole('banner')).toContainText('Hi, Rick');
  for (const path of ['/online-casino', '/live-casino-online', '/my-account/banking/deposit']) {
    await page.goto(`${AURORA}/en-UN${path}`);
    await expect(page).toHaveURL(`${AURORA}/en-UN`);
  }
  // Pages that are not blocked stay open.
  await page.goto(`${AURORA}/en-UN/my-account/banking`);
  await expect(page).toHaveURL(`${AURORA}/en-UN/my-account/banking`);
});

for (const { email, message, key } of [
  { email: 'blacklisted@demo.test', message: 'This account is blocked.', key: 'blacklisted' },
  { email: 'excluded@demo.test', message: 'The exclusion ends in 180 days.', key: 'blacklisted' },
  { email: 'timeout@demo.test', message: 'You can log in again in 3 days.', key: 'blacklisted' },
  { email: 'closed@demo.test', message: 'This account is closed.', key: 'closed' },
  { email: 'nobody@demo.test', message: 'The e-mail or password is not correct.', key: 'unauthorized' },
]) {
  test(`${email} sees why the login is refused`, async ({ page }) => {
    const dialog = await openLoginPopup(page);
    await logIn(page, email, dialog);
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText(message);
    await expect(alert).toHaveAttribute('data-key', key);
    await expect(page.getByRole('banner')).not.toContainText('Hi,');
    await expectNoAxeViolations(page);
  });
}

test('a player over the sign-in limit is told to wait, not that the password is wrong', async ({ page }) => {
  // The sandbox allows 10 sign-ins per account and address in 10 minutes (the fixture starts the
  // count at 0): use them up at the player API from this browser's address (the context's
  // X-Forwarded-For, which page.request sends too).
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const answer = await page.request.post(`${SANDBOX}/v1/auth/login`, {
      headers: { SiteContext: '6' },
      data: { email: 'new@demo.test', password: PASSWORD },
    });
    expect(answer.status()).toBe(200);
  }
  const dialog = await openLoginPopup(page);
  await logIn(page, 'new@demo.test', dialog);
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Too many attempts. Please wait a few minutes and try again.');
  await expect(alert).toHaveAttribute('data-key', 'maxAttempt');
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('banner')).not.toContainText('Hi,');
  await expectNoAxeViolations(page);
});

test('a visitor from the restricted IP range sees only the restricted page', async ({ browser }) => {
  // The last: a forged first hop before the one the trusted proxy appended.
  for (const address of ['203.0.113.230', '100.64.10.7', '10.1.1.1, 203.0.113.230']) {
    const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': address } });
    const page = await context.newPage();
    const response = await page.goto(`${AURORA}/en-UN/online-casino`);
    await expect(page).toHaveURL(`${AURORA}/en-UN/restricted`);
    expect(response?.status()).toBe(451);
    await expect(page.getByTestId('restricted')).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();
  }
});

test('maintenance mode switched on in content replaces every page', async ({ page }) => {
  const brandsDir = process.env['E2E_BRANDS_DIR'];
  expect(brandsDir, 'global setup copies the brands').toBeTruthy();
  const file = path.join(brandsDir!, 'kestrel', 'content', 'siteSettings.ndjson');
  const original = await readFile(file, 'utf8');
  try {
    await writeFile(file, original.replace('"maintenanceMode":false', '"maintenanceMode":true'));
    const response = await page.goto(`${KESTREL}/fi-FI/online-casino`);
    await expect(page).toHaveURL(`${KESTREL}/fi-FI/maintenance`);
    expect(response?.status()).toBe(503);
    await expect(page.getByTestId('maintenance')).toContainText('Kestrel Bet päivittyy parhaillaan');
    await expectNoAxeViolations(page);
  } finally {
    await writeFile(file, original);
  }
  await page.goto(`${KESTREL}/fi-FI/maintenance`);
  await expect(page).toHaveURL(`${KESTREL}/fi-FI`);
});

test('logout clears the session: the cookies are gone and account pages are refused', async ({
  page,
  context,
}) => {
  const dialog = await openLoginPopup(page);
  await logIn(page, 'new@demo.test', dialog);
  await expect(page.getByRole('banner')).toContainText('Hi, Nina');
  const signedIn = await context.cookies(AURORA);
  expect(signedIn.map((cookie) => cookie.name).sort()).toEqual(['casino_id', 'casino_session']);
  for (const cookie of signedIn) {
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(364 * 86_400);
  }
  // Tokens never reach the page's JavaScript.
  expect(await page.evaluate(() => document.cookie)).toBe('');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${AURORA}/en-UN`);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.reload();
  expect((await context.cookies(AURORA)).map((cookie) => cookie.name)).toEqual([]);
  await page.goto(`${AURORA}/en-UN/my-account/banking`);
  await expect(page).toHaveURL(`${AURORA}/en-UN/401?redirect=%2Fmy-account%2Fbanking`);
});

test('an unknown path is not found, and a language the market does not offer goes to its own', async ({
  page,
}) => {
  const response = await page.goto(`${AURORA}/en-UN/no-such-page`);
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(`${AURORA}/en-UN/no-such-page`);
  await page.goto(`${KESTREL}/de-FI`);
  await expect(page).toHaveURL(`${KESTREL}/fi-FI`);
});

test('a brand with a light twin keeps its own look until the player chooses light or the device’s', async ({
  browser,
}) => {
  const background = (page: Page) =>
    page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const DARK = 'rgb(15, 18, 38)';
  const LIGHT = 'rgb(245, 246, 252)';

  const context = await browser.newContext({ colorScheme: 'light' });
  await context.addInitScript(() => localStorage.setItem('cookies_a', 'true'));
  const page = await context.newPage();
  await page.goto(`${AURORA}/en-UN/terms`);
  // No choice yet: the brand's own (dark) look, whatever the device prefers.
  await expect(page.locator('html')).not.toHaveAttribute('data-theme');
  expect(await background(page)).toBe(DARK);
  const appearance = page.getByRole('group', { name: 'Appearance' });
  await expect(appearance.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');

  await hydrated(page);
  await appearance.getByRole('button', { name: 'Light' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect.poll(() => background(page)).toBe(LIGHT);
  await expect(appearance.getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);

  // The choice outlives the page; "As device" follows the device's preference.
  await page.goto(`${AURORA}/en-UN/online-casino`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await background(page)).toBe(LIGHT);
  await expectNoAxeViolations(page);
  await appearance.getByRole('button', { name: 'As device' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'system');
  await expect.poll(() => background(page)).toBe(LIGHT);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await background(page)).toBe(DARK);
  await context.close();

  // Without JavaScript the form posts and comes back to the same page.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await plain.newPage();
  await noScript.goto(`${AURORA}/en-UN/terms`);
  await noScript.getByRole('group', { name: 'Appearance' }).getByRole('button', { name: 'Light' }).click();
  await expect(noScript).toHaveURL(`${AURORA}/en-UN/terms`);
  await expect(noScript.locator('html')).toHaveAttribute('data-theme', 'light');
  await plain.close();
  // A brand with one look offers no choice, and the route refuses one.
  const kestrel = await browser.newPage();
  await kestrel.goto(`${KESTREL}/fi-FI`);
  await expect(kestrel.getByRole('contentinfo')).toBeVisible();
  await expect(kestrel.getByRole('group', { name: 'Ulkoasu' })).toHaveCount(0);
  const refused = await kestrel.evaluate(async () => {
    const answer = await fetch('/fi-FI/colour-scheme', {
      method: 'POST',
      body: new URLSearchParams({ scheme: 'dark' }),
    });
    return answer.status;
  });
  expect(refused).toBe(404);
  await kestrel.close();
});
