/**
 * Responsible gambling (spec 2 §3–§5, §7): a daily deposit limit of 100 lets a
 * deposit of 80 through and refuses a further 30; raising it shows a pending change that applies
 * only after the sandbox clock moves 24 hours; a limit error shows its mapped message; a daily
 * spend limit stops real-money spins in a sandbox game (the game refuses, the site says why); the
 * activity reminder fires with the summary and reaches a running game as `casino:reality-check`;
 * self-exclusion logs the player out and the next login is refused with the exclusion message.
 * The page shows what is in force first, then one form (kind and period as segmented controls of
 * radio inputs, one amount; issue 27). Every page and the time-up view pass axe.
 *
 * Players of their own (apps/sandbox/src/demoPlayers.ts), so no other spec sees their limits,
 * clock-dependent state or exclusion: limits@demo.test (EUR 500) and selfexclude@demo.test. The
 * tests run in order against one sandbox and move its clock forward, so this file keeps them serial
 * and runs after every other spec (the `sandbox-clock` project of playwright.config.ts). Alone:
 * `npx playwright test --project sandbox-clock --no-deps`.
 */
import { type Browser, type Page } from '@playwright/test';
import { expect, hydrated, test, visitorAddress } from './test.ts';
import { expectNoAxeViolations } from './axe.ts';
import { AURORA } from './urls.ts';
import { moveSandboxClock } from './sandboxClock.ts';

test.describe.configure({ mode: 'serial', timeout: 150_000 });

const LIMITS = `${AURORA}/en-UN/my-account/gambling-limits`;
const DEPOSIT = `${AURORA}/en-UN/my-account/banking/deposit`;
const eur = (amount: string) => `${amount}\u00a0€`;

async function newContext(browser: Browser) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() } });
  await context.addInitScript(() => localStorage.setItem('cookies_a', 'true'));
  return context;
}

function loginDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Log in' });
}

async function logIn(page: Page, email: string) {
  await page.goto(`${AURORA}/en-UN#login`);
  await hydrated(page);
  const dialog = loginDialog(page);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password').fill('Sandbox-Pass-1');
  await dialog.getByRole('button', { name: 'Log in' }).click();
}

/** The cashier's submit ("Deposit 80,00 €" since issue 27's cashier, "Continue to payment" before). */
const payButton = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: /^(Continue to payment|Deposit\b.*\d)/ });

/** A limit in force, by its name ("Daily deposit limit"). */
const limitBlock = (page: Page, name: string) =>
  page.getByTestId('limits-in-force').getByRole('region', { name });
/** The one form that sets or changes a limit (issue 27). */
const changeForm = (page: Page) =>
  page.getByRole('main').getByRole('region', { name: 'Set or change a limit' });

async function setLimit(
  page: Page,
  kind: 'Deposit' | 'Spend',
  period: 'Daily' | 'Weekly' | 'Monthly',
  amount: string,
) {
  const form = changeForm(page);
  await form.getByRole('group', { name: 'Limit type' }).getByLabel(kind, { exact: true }).check();
  await form.getByRole('group', { name: 'Period' }).getByLabel(period, { exact: true }).check();
  await form.getByLabel('New limit (EUR)').fill(amount);
  await form.getByRole('button', { name: 'Save limit' }).click();
}

test('a daily deposit limit of 100 lets 80 through and refuses a further 30', async ({ browser }) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await logIn(page, 'limits@demo.test');
  await expect(page.getByRole('banner')).toContainText('Hi, Lina');

  await page.goto(LIMITS);
  await expect(page.getByRole('heading', { name: 'Gambling limits', level: 1 })).toBeVisible();
  // What is in force comes first: nothing yet, one quiet line per kind, then the one change form.
  await expect(page.getByTestId('deposit-none')).toHaveText('No deposit limit set.');
  await expect(page.getByTestId('spend-none')).toHaveText('No spend limit set.');
  const inForceBox = await page.getByTestId('limits-in-force').boundingBox();
  const formBox = await changeForm(page).boundingBox();
  expect(inForceBox && formBox && inForceBox.y < formBox.y).toBe(true);
  await expectNoAxeViolations(page);
  // The kind and the period are segmented controls of radio inputs: arrows move the choice.
  const kinds = changeForm(page).getByRole('group', { name: 'Limit type' });
  await kinds.getByLabel('Deposit', { exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(kinds.getByLabel('Spend', { exact: true })).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(kinds.getByLabel('Deposit', { exact: true })).toBeChecked();

  await setLimit(page, 'Deposit', 'Daily', '100');
  await expect(page.getByText('Your limit has been updated.')).toBeVisible();
  const daily = limitBlock(page, 'Daily deposit limit');
  await expect(daily.locator('[data-limit="value"]')).toHaveText(eur('100.00'));
  await expect(daily.locator('[data-limit="remaining"]')).toHaveText(eur('100.00'));

  // A weekly limit below the daily one: the server's too_low, mapped for the weekly period, on the
  // amount, with the choice kept.
  await setLimit(page, 'Deposit', 'Weekly', '50');
  await expect(changeForm(page).getByRole('alert')).toHaveText(
    'The weekly limit cannot be lower than your daily limit.',
  );
  await expect(changeForm(page).getByLabel('Weekly', { exact: true })).toBeChecked();
  await expect(changeForm(page).getByLabel('New limit (EUR)')).toHaveValue('50');
  await expectNoAxeViolations(page);

  // A spend limit is set the same way (the game flow enforces it).
  await setLimit(page, 'Spend', 'Weekly', '40');
  await expect(page.getByText('Your limit has been updated.')).toBeVisible();
  await expect(limitBlock(page, 'Weekly spend limit').locator('[data-limit="value"]')).toHaveText(
    eur('40.00'),
  );

  // 80 goes through the sandbox cashier.
  await page.goto(DEPOSIT);
  await expect(page.getByText(`You can deposit up to ${eur('100.00')} under your limit.`)).toBeVisible();
  await page.getByRole('main').getByLabel('Amount (EUR)').fill('80');
  await payButton(page).click();
  await page.waitForURL(/\/sandbox\/cashier\//);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.waitForURL(DEPOSIT);
  await expect(page.locator('[data-result="success"]')).toHaveText(
    `Your deposit of ${eur('80.00')} went through.`,
  );

  // A further 30 is over what the limit leaves.
  await page.goto(DEPOSIT);
  await expect(page.getByText(`You can deposit up to ${eur('20.00')} under your limit.`)).toBeVisible();
  await page.getByRole('main').getByLabel('Amount (EUR)').fill('30');
  await payButton(page).click();
  await expect(page.getByText('The amount is above what is allowed.')).toBeVisible();
  await expect(page).toHaveURL(DEPOSIT);
  await expectNoAxeViolations(page);

  await page.goto(LIMITS);
  await expect(daily.locator('[data-limit="used"]')).toHaveText(eur('80.00'));
  await expect(daily.locator('[data-limit="remaining"]')).toHaveText(eur('20.00'));
  await expect(page.getByTestId('deposit-binding')).toContainText(`You can deposit ${eur('20.00')} more`);
  await context.close();
});

test('raising the limit waits 24 hours on the sandbox clock', async ({ browser }) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await logIn(page, 'limits@demo.test');
  await expect(page.getByRole('banner')).toContainText('Hi, Lina');
  await page.goto(LIMITS);

  await setLimit(page, 'Deposit', 'Daily', '200');
  await expect(
    page.getByText('Your change has been received. It takes effect after the cooling-off period.'),
  ).toBeVisible();
  const daily = limitBlock(page, 'Daily deposit limit');
  await expect(daily.locator('[data-limit="value"]')).toHaveText(eur('100.00'));
  await expect(daily.locator('[data-limit="pending"]')).toContainText(`Changes to ${eur('200.00')} on`);
  await expect(daily.getByRole('button', { name: 'Cancel pending change' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Not yet after 23 hours…
  await moveSandboxClock(23 * 3_600_000);
  await logIn(page, 'limits@demo.test');
  await expect(page.getByRole('banner')).toContainText('Hi, Lina');
  await page.goto(LIMITS);
  await expect(daily.locator('[data-limit="value"]')).toHaveText(eur('100.00'));
  await expect(daily.locator('[data-limit="pending"]')).toBeVisible();

  // …but after 24.
  await moveSandboxClock(3_600_000 + 60_000);
  await logIn(page, 'limits@demo.test');
  await expect(page.getByRole('banner')).toContainText('Hi, Lina');
  await page.goto(LIMITS);
  await expect(daily.locator('[data-limit="value"]')).toHaveText(eur('200.00'));
  await expect(daily.locator('[data-limit="pending"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await context.close();
});

test('a daily spend limit stops real-money spins in a sandbox game', async ({ browser }) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await logIn(page, 'limits@demo.test');
  await expect(page.getByRole('banner')).toContainText('Hi, Lina');
  await page.goto(LIMITS);
  await setLimit(page, 'Spend', 'Daily', '1');
  await expect(page.getByText('Your limit has been updated.')).toBeVisible();
  await expect(limitBlock(page, 'Daily spend limit').locator('[data-limit="value"]')).toHaveText(eur('1.00'));

  // A real slot: a 1.00 stake fits the limit, the next one does not and moves no money.
  await page.goto(`${AURORA}/en-UN/online-casino/play/novomatic/1040`);
  await expect(page.getByTestId('game-page')).toHaveAttribute('data-mode', 'real');
  const frame = page.frameLocator('[data-testid="game-frame"]');
  const balance = frame.locator('.balance strong');
  const before = await balance.textContent();
  await frame.getByRole('radio', { name: '€1.00', exact: true }).check();
  await frame.getByRole('button', { name: 'Spin' }).click();
  // The round plays in place: its end moves the balance (the stake goes, any win comes back).
  await expect(balance).not.toHaveText(before ?? '');
  const afterFirst = await balance.textContent();

  await frame.getByRole('radio', { name: '€1.00', exact: true }).check();
  await frame.getByRole('button', { name: 'Spin' }).click();
  await expect(
    frame.getByText('Your spend limit does not allow this bet. No money was taken.'),
  ).toBeVisible();
  await expect(balance).toHaveText(afterFirst ?? '');
  // The site hears the game's limitReached message and says so in the player's language.
  await expect(page.getByText('A gambling limit stopped this bet. No money was taken.')).toBeVisible();

  await page.goto(LIMITS);
  const spend = limitBlock(page, 'Daily spend limit');
  await expect(spend.locator('[data-limit="used"]')).toHaveText(eur('1.00'));
  await expect(spend.locator('[data-limit="remaining"]')).toHaveText(eur('0.00'));
  await context.close();
});

test('the activity reminder fires with the summary and reaches a running game', async ({ browser }) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    Object.assign(window, { realityChecks: seen });
    window.addEventListener('casino:reality-check', (event) => seen.push((event as CustomEvent).detail));
  });
  await page.clock.install();
  await logIn(page, 'limits@demo.test');
  await expect(page.getByRole('banner')).toContainText('Hi, Lina');
  await page.goto(LIMITS);
  const reminder = page.getByRole('main').getByRole('group', { name: 'Remind me every' });
  await expect(reminder.getByLabel('2 hours')).toBeChecked();
  await reminder.getByLabel('30 minutes').check();
  await page.getByRole('button', { name: 'Save reminder' }).click();
  await expect(page.getByText('Your activity reminder has been saved.')).toBeVisible();
  await expect(reminder.getByLabel('30 minutes')).toBeChecked();

  // The player is in a real-money game when the time is up.
  await page.goto(`${AURORA}/en-UN/online-casino/play/novomatic/1040`);
  await expect(page.getByTestId('game-page')).toHaveAttribute('data-mode', 'real');
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.getByRole('button', { name: 'Spin' })).toBeVisible();

  await moveSandboxClock(31 * 60_000);
  await page.clock.fastForward('01:05');
  const dialog = page.getByRole('dialog', { name: 'Activity reminder' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Activity reminder' })).toBeFocused();
  await expect(dialog.locator('[data-activity="turnover"]')).toHaveText(eur('0.00'));
  await expect(dialog.locator('[data-activity="winnings"]')).toHaveText(eur('0.00'));
  await expect(dialog.locator('[data-activity="delta"]')).toHaveText(eur('0.00'));
  await expect(dialog.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Gambling limits' })).toHaveAttribute(
    'href',
    '/en-UN/my-account/gambling-limits',
  );
  await expectNoAxeViolations(page);
  const checks = await page.evaluate(() => (window as unknown as { realityChecks: unknown[] }).realityChecks);
  expect(checks).toEqual([
    expect.objectContaining({ turnover: '0.00', winnings: '0.00', delta: '0.00', currency: 'EUR' }),
  ]);
  // The game shows the reality check too (the page forwards it as the frame protocol's message).
  await expect(frame.getByText(/^You have played for \d+ minutes/)).toBeVisible();

  // Reset restarts the period and reads the minutes again; the loop stopped meanwhile.
  await dialog.getByRole('button', { name: 'Reset timer' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Timer restarted. Next reminder in 30 minutes.');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();

  // The loop runs again (the next period would end after the sandbox's 60-minute access token, so
  // the test watches the next poll instead of a second reminder).
  const nextPoll = page.waitForRequest(
    (request) => request.method() === 'GET' && new URL(request.url()).pathname === '/en-UN/activity',
  );
  await page.clock.fastForward('01:05');
  await nextPoll;
  await expect(dialog).toBeHidden();
  await context.close();
});

test('self-exclusion logs the player out and the next login is refused', async ({ browser }) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await logIn(page, 'selfexclude@demo.test');
  await expect(page.getByRole('banner')).toContainText('Hi, Sela');
  await page.goto(LIMITS);
  const main = page.getByRole('main');
  const lengths = main.getByRole('group', { name: 'Exclusion length' });
  await lengths.getByLabel('6 months', { exact: true }).check();

  // Not without the confirmation.
  await main.getByRole('button', { name: 'Exclude me' }).click();
  await expect(main.getByText('Confirm that you understand before you continue.')).toBeVisible();
  await expectNoAxeViolations(page);

  await main
    .getByLabel('I understand that I will be logged out and excluded for the period I chose.')
    .check();
  await main.getByRole('button', { name: 'Exclude me' }).click();
  await expect(page).toHaveURL(`${AURORA}/en-UN`);
  await expect(page.getByText('Your self-exclusion has started. You have been logged out.')).toBeVisible();
  await expect(page.getByRole('banner')).not.toContainText('Hi,');
  await expectNoAxeViolations(page);

  await logIn(page, 'selfexclude@demo.test');
  const alert = loginDialog(page).getByRole('alert');
  await expect(alert).toContainText('You have excluded yourself from playing. The exclusion ends in');
  await expect(page.getByRole('banner')).not.toContainText('Hi,');
  await expectNoAxeViolations(page);
  await context.close();
});
