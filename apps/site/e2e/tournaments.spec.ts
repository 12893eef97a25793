/**
 * Tournaments (issue 29; spec 3 §2, §7 "GET /tournament/…"): Aurora's Hourly Sprint, a recurring
 * race of the content (a new edition every hour on the sandbox clock, each paying its own top 10
 * in cash; apps/sandbox/README.md "Tournaments").
 *
 * A visitor reads the tournament page (its prize pool, the leaderboard, the way in) and it passes
 * axe. racer@demo.test (no other spec uses it) signs in, opens a tournament game from the page and
 * plays real rounds in one tab while the tournament page stays open in another: their place and
 * points appear there and move up without a reload (the page refreshes its standings while the
 * race runs). The sandbox clock then passes the end of the hour: the page shows the new hour's
 * empty board, and the finished hour's prize for the player's place reaches their balance once,
 * however often the page is read again.
 *
 * The spec moves the sandbox clock by under an hour, so it runs with the clock-moving specs after
 * every other spec (the `sandbox-clock` project of playwright.config.ts). If the hour is nearly
 * over when it starts, it first moves the clock to the next hour, so the rounds land in one edition.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { moveSandboxClock, sandboxNow } from './sandboxClock.ts';
import { AURORA } from './urls.ts';
import { expect, hydrated, test } from './test.ts';

test.describe.configure({ mode: 'serial' });

const PAGE = `${AURORA}/en-UN/promotions/tournaments/hourly-sprint`;
const HOUR = 3_600_000;
/** The Hourly Sprint's cash ladder (apps/sandbox/src/demoTournaments.ts, the content's prize table). */
const LADDER = [100, 50, 25, 10, 10, 10, 10, 10, 10, 10];

const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
const headerBalance = async (page: Page) => amountOf(await page.getByTestId('header-balance').textContent());

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('cookies_a', 'true'));
});

/** Spins `times` at the chosen stake, each time waiting for the frame's balance to move. */
async function spin(frame: FrameLocator, times: number): Promise<void> {
  const balance = frame.locator('.balance strong');
  for (let n = 0; n < times; n++) {
    const before = (await balance.textContent()) ?? '';
    await frame.getByRole('button', { name: 'Spin' }).click();
    await expect(balance).not.toHaveText(before);
  }
}

/** Opens the tournament page and signs racer@demo.test in through its popup unless signed in. */
async function logInAt(page: Page): Promise<void> {
  await page.goto(PAGE);
  await hydrated(page);
  if (await page.getByRole('banner').getByText('Hi, ').isVisible()) return;
  await page.goto(`${PAGE}#login`);
  await hydrated(page);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('E-mail').fill('racer@demo.test');
  await dialog.getByLabel('Password').fill('Sandbox-Pass-1');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner')).toContainText('Hi, ');
}

/** "Your place: 1 with 15 points" → { rank: 1, points: 15 }. */
async function placeOf(page: Page): Promise<{ rank: number; points: number }> {
  const text = (await page.getByTestId('tournament-place').textContent()) ?? '';
  const match = /Your place: (\d+) with (\d+) points/.exec(text);
  expect(match, `a place in "${text}"`).not.toBeNull();
  return { rank: Number(match![1]), points: Number(match![2]) };
}

test('a visitor finds the tournament among the promotions and reads its page', async ({ page }) => {
  // The promotions' tournaments category lists the running races as cards.
  await page.goto(`${AURORA}/en-UN/promotions`);
  await page
    .getByRole('navigation', { name: 'Promotion categories' })
    .getByRole('link', { name: 'Tournaments' })
    .click();
  await expect(page).toHaveURL(/\/en-UN\/promotions\/tournaments$/);
  const cards = page.getByTestId('promotions');
  await expect(cards.locator('[data-promotion="polar-nights-race"]')).toBeVisible();
  await cards.getByRole('link', { name: 'Hourly Sprint' }).click();
  await expect(page).toHaveURL(PAGE);
  const tournament = page.getByTestId('tournament');
  await expect(tournament).toHaveAttribute('data-status', 'RUNNING');
  await expect(page.getByRole('heading', { name: 'Hourly Sprint', level: 1 })).toBeVisible();
  await expect(tournament.getByText('Prize pool €245')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();
  await expect(tournament.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tournament games' })).toBeVisible();
  await expect(tournament.getByRole('link', { name: 'Ancient Olympus' })).toBeVisible();
  // The prize table and the terms from content, the terms one tap away.
  await expect(tournament.getByText('1st place: €100')).toBeVisible();
  await tournament.getByTestId('tournament-terms').getByText('Terms and conditions').click();
  await expect(tournament.getByText('Prizes are paid as cash')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a player plays the tournament games: their place moves live, and the hour’s prize is paid once', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  // Rounds in one edition: with under 15 minutes of the hour left, start at the next hour.
  const now = await sandboxNow();
  if (HOUR - (now % HOUR) < 15 * 60_000) await moveSandboxClock(HOUR - (now % HOUR) + 1_000);

  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('cookies_a', 'true'));
  const board = await context.newPage();
  await logInAt(board);
  const place = board.getByTestId('tournament-place');
  await expect(place).toHaveText('Play a tournament game with real money to get on the leaderboard.');
  await expectNoAxeViolations(board);

  // The game from the tournament page, in a second tab; the board stays open in the first.
  const href = await board.getByRole('link', { name: 'Ancient Olympus' }).getAttribute('href');
  const game = await context.newPage();
  await game.goto(new URL(href!, AURORA).href);
  await expect(game.getByTestId('game-page')).toHaveAttribute('data-mode', 'real');
  const frame = game.frameLocator('[data-testid="game-frame"]');
  await frame.getByRole('radio', { name: '€5.00' }).check();
  await spin(frame, 3);

  // The board's tab refreshes by itself (every 20 s): the player's place and 15 points.
  await board.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  await expect(place).toHaveText(/^Your place: \d+ with 15 points$/, { timeout: 60_000 });
  const first = await placeOf(board);
  const mine = board.getByTestId('tournament-leaderboard').locator('tr[data-you]');
  await expect(mine).toContainText('Tii*** (You)');
  await expect(mine).toContainText('15');

  await spin(frame, 3);
  await expect(place).toHaveText(/^Your place: \d+ with 30 points$/, { timeout: 60_000 });
  const second = await placeOf(board);
  expect(second.rank).toBeLessThanOrEqual(first.rank);
  expect(await board.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  await game.close();

  // The hour ends on the sandbox clock: a new edition, and the finished one's prize once.
  await board.reload();
  const before = await headerBalance(board);
  const prize = LADDER[second.rank - 1] ?? 0;
  expect(prize, 'a cash place').toBeGreaterThan(0);
  const clock = await sandboxNow();
  await moveSandboxClock(HOUR - (clock % HOUR) + 1_000);
  // The player comes back after the hour and signs in again (the access token the site holds has
  // expired on the moved sandbox clock).
  await context.clearCookies();
  await logInAt(board);
  await expect(place).toHaveText('Play a tournament game with real money to get on the leaderboard.');
  await expect(
    board.getByText('No one has scored yet: the first real-money round takes the lead.'),
  ).toBeVisible();
  await expect.poll(() => headerBalance(board), { timeout: 30_000 }).toBeCloseTo(before + prize, 2);
  for (let reads = 0; reads < 2; reads++) {
    await board.reload();
    await expect(place).toBeVisible();
  }
  expect(await headerBalance(board)).toBeCloseTo(before + prize, 2);

  // The history's bonus category shows the prize once: a win of the prize, without a game. The
  // days are named: "the last 24 hours" ends at the site's time, behind the moved sandbox clock.
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const paidAt = await sandboxNow();
  await board.goto(
    `${AURORA}/en-UN/my-account/banking/transactions?category=BONUS&hours=&from=${day(paidAt - 86_400_000)}&to=${day(paidAt)}`,
  );
  const rows = board.getByTestId('transactions').locator('li');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Win');
  await expect(rows.first().getByTestId('entry-amount')).toHaveText(new RegExp(`^\\+\\D*${prize}\\.00\\D*$`));
  await context.close();
});
