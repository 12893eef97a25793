/**
 * Keyboard alone ("login, sign-up, deposit and the lobby are completed by
 * keyboard alone in a test"). Each journey is driven only by key presses and typing — Tab,
 * Shift+Tab, Enter, Space, arrow keys — never by clicks, fills, checks or option picks, so a
 * control that cannot be reached or worked by keyboard fails the test. Where it matters the test
 * checks that focus is visible (`:focus-visible` with a drawn outline) and on the expected
 * control, and every page ends with an axe scan.
 *
 * - Sign-up: a new player completes the stepped sign-up on aurora (details, contact with the
 *   deposit-limit prompt, the SMS code read from the sandbox outbox) and lands logged in.
 * - Login and deposit: the new player (one sign-in on its own account, not player@demo.test's,
 *   which other specs count on) logs in from the header, opens the deposit from the header
 *   wallet, pays at the sandbox cashier (another origin) and is back with the result and the new
 *   balance in the header. A new player may deposit (unverified players up to the KYC threshold).
 * - Lobby: a visitor goes from home to the casino lobby, searches, opens the provider filter,
 *   ticks a provider, submits and opens a game tile, landing on the game page.
 *
 * The tests run in order: the deposit uses the player the sign-up created (or signs one up by
 * keyboard itself when run alone).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test, visitorAddress } from './test.ts';
import { expectNoAxeViolations } from './axe.ts';
import { AURORA, SANDBOX } from './urls.ts';

// Every key press is a round trip to the browser: the journeys get more than the default 30 s.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

// The cookie notice is answered once for these tests (its own keyboard test is in session.spec.ts).
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('cookies_a', 'true'));
});

const PASSWORD = 'Northern-Lights-7';
const finnishMobile = () => `040${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

/**
 * Presses Tab (or Shift+Tab) until `target` has focus; fails naming where focus went when it is
 * not reached in `max` presses. Robust to header and page changes that add or remove stops.
 */
async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}): Promise<void> {
  await target.waitFor({ state: 'attached' });
  const key = back ? 'Shift+Tab' : 'Tab';
  // One round trip per key press: whether the target has focus, and what has it, in words.
  const state = () =>
    target.evaluate((element) => {
      const active = document.activeElement;
      if (active === element) return { focused: true, where: '' };
      if (!active || active === document.body) return { focused: false, where: '<body>' };
      const labelled = active.getAttribute('aria-labelledby');
      const name =
        active.getAttribute('aria-label') ??
        (labelled ? document.getElementById(labelled)?.textContent : null) ??
        ((active as HTMLInputElement).labels?.[0]?.textContent || null) ??
        (active.textContent?.trim() || null) ??
        active.getAttribute('name') ??
        '';
      const type = active.getAttribute('type');
      const tag = `${active.tagName.toLowerCase()}${type ? ` type=${type}` : ''}`;
      return { focused: false, where: `<${tag}> "${name.trim().replace(/\s+/g, ' ').slice(0, 60)}"` };
    });
  const path: string[] = [];
  for (let press = 0; press <= max; press += 1) {
    const { focused, where } = await state();
    if (focused) return;
    if (press > 0) path.push(where);
    if (press === max) break;
    await page.keyboard.press(key);
  }
  throw new Error(
    `${max} × ${key} did not reach ${target}; focus ended on ${path.at(-1)}.\n` +
      `Last stops: ${path.slice(-15).join(' → ')}`,
  );
}

/** The focused element is `target`, matches :focus-visible and draws a focus indicator. */
async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const indicator = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      focusVisible: element.matches(':focus-visible'),
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      shadow: style.boxShadow !== 'none',
    };
  });
  expect(indicator.focusVisible, `${target} matches :focus-visible`).toBe(true);
  expect(indicator.outline || indicator.shadow, `${target} draws a focus outline`).toBe(true);
  await expect(target.page().locator(':focus-visible')).toHaveCount(1);
}

/** Tabs to `target`, checks its focus is visible. */
async function tabToVisible(page: Page, target: Locator, options?: { max?: number; back?: boolean }) {
  await tabTo(page, target, options);
  await expectVisibleFocus(target);
}

/** The newest code the sandbox sent to `to` (the sandbox outbox, as signup.spec.ts reads it). */
async function latestCode(to: string): Promise<string> {
  const response = await fetch(`${SANDBOX}/sandbox/outbox?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: Array<{ code: string | null }> };
  const code = messages.at(-1)?.code;
  expect(code, `a code was sent to ${to}`).toBeTruthy();
  return code!;
}

/** Tabs to a field of the page's main region by its label and types into it. */
async function typeInto(page: Page, label: string | RegExp, text: string) {
  const field = page.getByRole('main').getByLabel(label, { exact: typeof label === 'string' });
  await tabToVisible(page, field);
  await page.keyboard.type(text);
  return field;
}

/** The stepped sign-up on aurora by keyboard; the player lands logged in. */
async function signUpByKeyboard(page: Page): Promise<{ email: string; timings: string }> {
  const email = `kb-${Date.now()}@example.test`;
  const phone = finnishMobile();
  const started = Date.now();
  const main = page.getByRole('main');

  await page.goto(`${AURORA}/en-UN`);
  // From home: the header's sign-up link.
  await tabToVisible(page, page.getByRole('banner').getByRole('link', { name: 'Sign up' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${AURORA}/en-UN/signup`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expectNoAxeViolations(page);

  // Step 1: details. The visitor address is in Finland, so Finland is preselected; the country is
  // still chosen by typing its name on the closed select (type-ahead), as a keyboard user would.
  await typeInto(page, 'First name', 'Kaija');
  await typeInto(page, 'Last name', 'Keyboard');
  await typeInto(page, 'E-mail', email);
  await typeInto(page, 'Password', PASSWORD);
  const country = main.getByLabel('Country of residence');
  await tabToVisible(page, country);
  await page.keyboard.type('Finland');
  await expect(country).toHaveValue('FI');
  await tabToVisible(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  // Step 2: contact details and the deposit-limit prompt. Focus moves to the new heading.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Your contact details');
  await expect(heading).toBeFocused();
  await expectNoAxeViolations(page);
  await expect(main.getByLabel('Phone country code')).toHaveValue('FI');
  await typeInto(page, 'Mobile number', phone);
  // A date field takes the digits segment by segment (month, day, year in the test's en-US locale).
  const birth = await typeInto(page, 'Date of birth', '05051990');
  await expect(birth).toHaveValue('1990-05-05');
  await typeInto(page, 'Postal code', '00100');
  // The limit period: arrow keys on the closed select (none, daily, weekly, monthly).
  const period = main.getByLabel('Limit period');
  await tabToVisible(page, period);
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowDown');
  await expect(period).toHaveValue('M');
  await typeInto(page, 'Limit amount', '2000');
  const terms = main.getByLabel(/I am 18 or older/);
  await tabToVisible(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabToVisible(page, page.getByRole('button', { name: 'Create account' }));
  await page.keyboard.press('Enter');

  // Step 3: the SMS code.
  await expect(heading).toHaveText('Verify your details');
  await expect(heading).toBeFocused();
  const mobile = `+358${phone.slice(1)}`;
  await expect(page.getByText(`We sent a code by SMS to ${mobile}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await typeInto(page, 'Code', await latestCode(mobile));
  // Enter in the code field submits its form.
  await page.keyboard.press('Enter');

  await expect(heading).toHaveText('Welcome aboard!');
  await expect(heading).toBeFocused();
  await expect(page.getByTestId('signup-complete')).toContainText('Your account is ready, Kaija.');
  await expect(page.getByRole('banner')).toContainText('Hi, Kaija');
  await expectNoAxeViolations(page);
  return { email, timings: `${Date.now() - started} ms` };
}

let signedUp: string | null = null;

test('sign-up: a new player completes the stepped sign-up by keyboard alone and lands logged in', async ({
  page,
}) => {
  const { email, timings } = await signUpByKeyboard(page);
  signedUp = email;
  test.info().annotations.push({ type: 'journey time', description: timings });
});

test('login and deposit: the player logs in and deposits through the cashier by keyboard alone', async ({
  page,
  browser,
}) => {
  if (!signedUp) {
    test.setTimeout(180_000);
    // Run alone: sign a player up first, in a context of its own.
    const context = await browser.newContext({
      extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() },
    });
    await context.addInitScript(() => localStorage.setItem('cookies_a', 'true'));
    signedUp = (await signUpByKeyboard(await context.newPage())).email;
    await context.close();
  }
  const started = Date.now();

  // Login from the header: the link opens the popup (focus moves into it), the form submits on Enter.
  await page.goto(`${AURORA}/en-UN`);
  const banner = page.getByRole('banner');
  await tabToVisible(page, banner.getByRole('link', { name: 'Log in' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  // Focus moved into the modal (onto the dialog itself, which Chromium focuses when it opens).
  await expect(page.locator('#login:focus-within')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await tabToVisible(page, dialog.getByLabel('E-mail'), { max: 10 });
  await page.keyboard.type(signedUp);
  await tabToVisible(page, dialog.getByLabel('Password'), { max: 5 });
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(banner).toContainText('Hi, Kaija');
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText('0.00\u00a0€');
  await expectNoAxeViolations(page);

  // The header wallet is a disclosure: Enter opens it, its Deposit link opens the deposit page.
  const wallet = page.getByTestId('header-wallet');
  await tabToVisible(page, wallet.locator('summary'));
  await page.keyboard.press('Enter');
  await expect(wallet).toHaveAttribute('open', '');
  const depositLink = wallet.getByRole('link', { name: 'Deposit' });
  await tabToVisible(page, depositLink, { max: 10 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${AURORA}/en-UN/my-account/banking/deposit`);
  await expect(page.getByRole('heading', { name: 'How much would you like to deposit?' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The amount, then a method: arrow keys move the choice within the radio group.
  await tabToVisible(page, page.getByRole('main').getByLabel('Amount (EUR)'));
  await page.keyboard.type('25');
  const methods = page.getByRole('group', { name: 'Payment method' }).getByRole('radio');
  expect(await methods.count()).toBeGreaterThan(1);
  await tabToVisible(page, methods.first(), { max: 5 });
  await page.keyboard.press('ArrowDown');
  const chosen = methods.nth(1);
  await expect(chosen).toBeChecked();
  await expectVisibleFocus(chosen);
  const method = await chosen.getAttribute('value');
  await tabToVisible(page, page.getByRole('main').getByRole('button', { name: 'Deposit 25\u00a0€' }), {
    max: 20,
  });
  await page.keyboard.press('Enter');

  // The sandbox cashier, another origin: the chosen method is preselected; Tab to Pay, Enter.
  await page.waitForURL(/\/sandbox\/cashier\//);
  await expect(page.getByRole('heading', { name: 'Pay your deposit' })).toBeVisible();
  await expect(page.locator(`input[name="paymentMethod"][value="${method}"]`)).toBeChecked();
  await expectNoAxeViolations(page);
  const pay = page.getByRole('button', { name: /^Pay 25\.00 EUR/ });
  await tabToVisible(page, pay, { max: 20 });
  await page.keyboard.press('Enter');

  // Back on the site: the result, and the header balance with the deposit.
  await page.waitForURL(`${AURORA}/en-UN/my-account/banking/deposit`);
  await expect(page.getByRole('heading', { name: 'Deposit result' })).toBeVisible();
  await expect(page.locator('[data-result="success"]')).toHaveText(
    'Your deposit of 25.00\u00a0€ went through.',
  );
  await expect(balance).toHaveText('25.00\u00a0€');
  // The next step is one Tab away from the page's start of content.
  await tabToVisible(page, page.getByRole('button', { name: 'New deposit' }));
  await expectNoAxeViolations(page);
  test.info().annotations.push({ type: 'journey time', description: `${Date.now() - started} ms` });
});

test('lobby: a visitor searches, filters by provider and opens a game by keyboard alone', async ({
  page,
}) => {
  const started = Date.now();
  await page.goto(`${AURORA}/en-UN`);
  const casino = page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Casino', exact: true });
  await tabToVisible(page, casino);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${AURORA}/en-UN/online-casino`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Casino');
  await expectNoAxeViolations(page);

  // The search: type, Enter.
  const search = page.getByRole('search');
  const field = search.getByLabel('Search games');
  await tabToVisible(page, field);
  await page.keyboard.type('caravan');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${AURORA}/en-UN/online-casino?q=caravan`);
  await expect(page.getByRole('heading', { level: 2, name: 'Search results' })).toBeVisible();
  const tiles = page.getByTestId('lobby-games').getByTestId('game-tile');
  expect(await tiles.count()).toBeGreaterThanOrEqual(3);
  const first = await tiles.first().getByRole('link').getAttribute('href');
  const provider = first?.match(/\/play\/([^/]+)\//)?.[1];
  expect(provider, `the first result (${first}) names its provider`).toBeTruthy();

  // The provider filter: a disclosure that opens on Enter; a provider chip filters at once.
  const filter = page.getByTestId('lobby-filter');
  await tabToVisible(page, filter.locator('summary'), { max: 10 });
  await page.keyboard.press('Enter');
  await expect(filter).toHaveAttribute('open', '');
  const chip = filter.locator(`a[data-provider="${provider}"]`);
  await tabToVisible(page, chip);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${AURORA}/en-UN/online-casino?q=caravan&provider=${provider}&filter=open`);
  await expect(chip).toHaveAttribute('aria-current', 'true');
  const links = page.getByTestId('lobby-games').getByRole('link');
  for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href'))))
    expect(href).toContain(`/play/${provider}/`);
  await expectNoAxeViolations(page);

  // On to the first tile, Enter: the game page.
  const tile = links.first();
  const href = await tile.getAttribute('href');
  await tabToVisible(page, tile);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${AURORA}${href}`);
  const game = page.getByTestId('game-page');
  await expect(game.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  test.info().annotations.push({ type: 'journey time', description: `${Date.now() - started} ms` });
});

test('a followed link moves focus to the new page heading, and the next Tab continues in that page', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('cookies_a', 'true'));
  await page.goto(`${AURORA}/en-UN`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const casino = page.getByRole('banner').getByRole('link', { name: 'Casino', exact: true });
  await tabToVisible(page, casino);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${AURORA}/en-UN/online-casino`);
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.getElementById('main')!.contains(document.activeElement))).toBe(
    true,
  );

  // With the mouse too.
  await page.getByRole('banner').getByRole('link', { name: 'Live casino', exact: true }).click();
  await expect(page).toHaveURL(`${AURORA}/en-UN/live-casino-online`);
  await expect(heading).toBeFocused();
  await expectNoAxeViolations(page);
});
