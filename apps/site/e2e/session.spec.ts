/**
 * The session beyond login (spec 1 §4): a session ended at the player API logs the player out on
 * the next page, the idle timer logs an inactive player out, and the cookie notice keeps the
 * choice on the device and in the player's account.
 */
import { AURORA, SANDBOX } from './urls.ts';
import { type BrowserContext, type Page } from '@playwright/test';
import { expect, hydrated, test } from './test.ts';
import { expectNoAxeViolations } from './axe.ts';

async function logIn(page: Page, email = 'new@demo.test') {
  await page.goto(`${AURORA}/en-UN#login`);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await hydrated(page);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password').fill('Sandbox-Pass-1');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner')).toContainText('Hi, ');
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

/** Ends the browser's session at the player API (as an operator's back office would), and checks it is gone. */
async function endSessionAtApi(context: BrowserContext) {
  const { idToken, accessToken } = await tokensOf(context);
  const headers = { SiteContext: '6', Authorization: idToken, 'Access-Token': accessToken };
  const ended = await fetch(`${SANDBOX}/v1/player/sign_out`, { method: 'POST', headers });
  expect(ended.status).toBeLessThan(300);
  const after = await fetch(`${SANDBOX}/v1/auth/session`, { headers });
  expect(after.status).toBe(401);
}

test('a session ended at the player API logs the player out on the next page, with a message', async ({
  page,
  context,
}) => {
  await logIn(page);
  await endSessionAtApi(context);

  await page.goto(`${AURORA}/en-UN/promotions`);
  await expect(page.getByRole('status', { name: 'Notifications' })).toContainText(
    'Your session has ended. Please log in again.',
  );
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  expect((await context.cookies(AURORA)).some((cookie) => cookie.name === 'casino_id')).toBe(false);
  await page.goto(`${AURORA}/en-UN/my-account/banking`);
  await expect(page).toHaveURL(/\/en-UN\/401\?redirect=/);
});

test('an idle player is logged out at the brand threshold (30 minutes by default)', async ({ page }) => {
  await page.clock.install();
  await logIn(page);
  await page.clock.fastForward('29:00');
  await expect(page.getByRole('banner')).toContainText('Hi, Nina');
  await page.clock.fastForward('02:00');
  await expect(page.getByRole('status', { name: 'Notifications' })).toContainText(
    'You were logged out after 30 minutes without activity.',
  );
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(`${AURORA}/en-UN`);
});

test('logout lands on the home page with a message', async ({ page }) => {
  await logIn(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${AURORA}/en-UN`);
  await expect(page.getByRole('status', { name: 'Notifications' })).toContainText('You are logged out.');
  await expectNoAxeViolations(page);
});

test('the cookie notice keeps the choice on the device and in the account of a logged-in player', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // Start as a first visit on every page load of this test, until a choice is made.
    if (!sessionStorage.getItem('e2e-started')) {
      sessionStorage.setItem('e2e-started', '1');
      localStorage.clear();
    }
  });
  await logIn(page);
  const notice = page.getByRole('dialog', { name: 'We use cookies' });
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(page);
  // A compact bar: its three choices fit beside each other; the categories unfold on "Choose".
  await expect(notice.getByRole('button', { name: 'Accept all' })).toBeInViewport();
  await expect(notice.getByRole('button', { name: 'Essential only' })).toBeInViewport();
  const marketing = notice.getByRole('checkbox', { name: /Marketing/ });
  await expect(marketing).toBeHidden();
  await notice.getByRole('button', { name: 'Choose' }).click();
  await expect(notice.getByRole('button', { name: 'Choose' })).toHaveAttribute('aria-expanded', 'true');
  // Opt-in: both optional categories start unticked.
  await expect(marketing).not.toBeChecked();
  const performance = notice.getByRole('checkbox', { name: /Performance and functional/ });
  await expect(performance).not.toBeChecked();
  await performance.check();
  await expectNoAxeViolations(page);
  const synced = page.waitForResponse((response) => response.url().includes('/cookie-consent'));
  await notice.getByRole('button', { name: 'Save my choices' }).click();
  expect((await synced).status()).toBe(200);
  await expect(notice).toBeHidden();
  const stored = await page.evaluate(() => ({
    accepted: localStorage.getItem('cookies_a'),
    options: JSON.parse(localStorage.getItem('cookies_options') ?? '{}'),
    id: localStorage.getItem('cookies_consent_id'),
  }));
  expect(stored.accepted).toBe('true');
  expect(stored.options).toMatchObject({ marketing: false, performanceFunctional: true });
  expect(stored.id).toBeTruthy();
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'We use cookies' })).toHaveCount(0);
  // The account's cookie page reads the same choice back from the player API.
  await page.goto(`${AURORA}/en-UN/my-account/account/cookies`);
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { name: 'Cookie preferences', level: 1 })).toBeVisible();
  await expect(main.getByRole('checkbox', { name: 'Performance and functional' })).toBeChecked();
  await expect(main.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
  await expectNoAxeViolations(page);
});
