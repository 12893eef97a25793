/**
 * The game page (spec 3 §2 anonymous rules and game-page
 * guards, §4 game-frame messages, §7 launch): a visitor plays a demo slot opened from the lobby; a
 * player plays a real slot and the header balance follows the rounds without a reload, and the
 * rounds are in the transaction history; a player plays a round at the live roulette table (a
 * bet on the layout, the result) with the header balance following; a live table asks a visitor
 * to log in and returns to the table after; a game that fails to load goes home with a toast.
 * Every page passes axe (the game's frame included). The stages are the sandbox's (issue 27):
 * the game's name and studio, five reels, chips, in the launch's language and number format.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { AURORA } from './urls.ts';
import { expect, hydrated, test } from './test.ts';
import { expectNoAxeViolations } from './axe.ts';

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('cookies_a', 'true'));
});

const SLOT = { name: 'Triple Melons', path: '/en-UN/online-casino/play/novomatic/1040' };
const LIVE_TABLE = { name: 'Squeeze Baccarat', path: '/live-casino-online/play/evolution/0xopmt563xieeksv' };
const ROULETTE = {
  name: 'Quickfire Roulette',
  path: '/en-UN/live-casino-online/play/evolution/6zepbedss9a5rz01',
};

/** Enough spins that a win (about one spin in four) is all but certain. */
const MAX_SPINS = 40;

const gameFrame = (page: Page) => page.frameLocator('[data-testid="game-frame"]');
const frameBalance = (frame: FrameLocator) => frame.locator('.balance strong');
/** `€1,495.00`, `1 495,00 €` (en) → 1495 (the player has no bonus money, so main = total). */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** Spins once in the sandbox slot and waits for the frame's balance to move. */
async function spin(frame: FrameLocator): Promise<{ before: string; after: string; won: boolean }> {
  const before = (await frameBalance(frame).textContent()) ?? '';
  await frame.getByRole('button', { name: 'Spin' }).click();
  await expect(frameBalance(frame)).not.toHaveText(before);
  const after = (await frameBalance(frame).textContent()) ?? '';
  const won = (await frame.getByRole('status').textContent())?.includes('You won') ?? false;
  return { before, after, won };
}

test('a visitor opens a demo slot from the lobby and spins with play money', async ({ page }) => {
  await page.goto(`${AURORA}/en-UN/online-casino?q=${encodeURIComponent(SLOT.name)}`);
  await page
    .getByTestId('lobby-games')
    .getByRole('link', { name: new RegExp(SLOT.name) })
    .click();
  await expect(page).toHaveURL(`${AURORA}${SLOT.path}`);

  const game = page.getByTestId('game-page');
  await expect(game.getByRole('heading', { level: 1 })).toHaveText(SLOT.name);
  await expect(game).toHaveAttribute('data-mode', 'demo');
  await expect(game.getByText('Novomatic · Demo: play money')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  const iframe = page.getByTestId('game-frame');
  await expect(iframe).toHaveAttribute('title', SLOT.name);
  await expect(iframe).toHaveAttribute('allow', 'fullscreen');

  const frame = gameFrame(page);
  // The game's stage: its name and studio (no ids, no provider codes), reels, chips, autoplay, turbo.
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(SLOT.name);
  await expect(frame.getByText('Novomatic · Demo: play money')).toBeVisible();
  await expect(frame.getByRole('img', { name: /Reels/ })).toBeVisible();
  await expect(frame.getByRole('radio', { name: '€1.00', exact: true })).toBeChecked();
  await expect(frame.getByLabel('Autoplay')).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Turbo' })).toHaveAttribute('aria-pressed', 'false');
  await expect(frameBalance(frame)).toHaveText('€1,000.00');
  await frame.getByRole('radio', { name: '€0.50', exact: true }).check();
  const round = await spin(frame);
  expect(round.before).toBe('€1,000.00');
  expect(round.after).not.toBe(round.before);
  // Turbo, then a spin from the keyboard (Space on the Spin button).
  await frame.getByRole('button', { name: 'Turbo' }).click();
  await expect(frame.getByRole('button', { name: 'Turbo' })).toHaveAttribute('aria-pressed', 'true');
  const before = await frameBalance(frame).textContent();
  await frame.getByRole('button', { name: 'Spin' }).focus();
  await page.keyboard.press('Space');
  await expect(frameBalance(frame)).not.toHaveText(before ?? '');

  // The in-game menu: the game's facts, the way to real money and to responsible gambling.
  const menu = page.getByTestId('game-menu');
  await menu.getByText('Game menu').click();
  await expect(menu.getByRole('heading', { name: 'This game' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    `${SLOT.path}?redirect=${encodeURIComponent(SLOT.path.replace('/en-UN', ''))}#login`,
  );
  await expect(menu.getByRole('link', { name: 'Help and advice on safer play' })).toBeVisible();
  // The game's frame is scanned with the page (its `<main>` is named after the game).
  await expectNoAxeViolations(page);
});

test('a player plays a real slot: the header balance follows the rounds and the history shows them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${AURORA}${SLOT.path}#login`);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await hydrated(page);
  await dialog.getByLabel('E-mail').fill('player@demo.test');
  await dialog.getByLabel('Password').fill('Sandbox-Pass-1');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner')).toContainText('Hi, ');

  const game = page.getByTestId('game-page');
  await expect(game).toHaveAttribute('data-mode', 'real');
  await expect(game.getByText('Novomatic · Real money')).toBeVisible();
  const frame = gameFrame(page);
  await expect(frame.getByText('Real money')).toBeVisible();
  await expectNoAxeViolations(page);

  const header = page.getByTestId('header-balance');
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  let won = false;
  let lost = false;
  for (let spins = 0; spins < MAX_SPINS && !(won && lost); spins++) {
    const round = await spin(frame);
    // The frame's message refreshes the header at once (the poll would take 20 s).
    await expect
      .poll(async () => amountOf(await header.textContent()), { timeout: 5_000 })
      .toBe(amountOf(round.after));
    if (round.won) won = true;
    else lost = true;
  }
  expect(won, 'a win within the spins').toBe(true);
  expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);

  await page.goto(`${AURORA}/en-UN/my-account/banking/transactions`);
  // The history lists casino rounds by their signed amount: bets (stakes) negative, wins positive,
  // each with its type and the game, which links to the game's page.
  const casino = page.getByTestId('transactions').locator('li').filter({ hasText: 'Casino' });
  await expect(casino.first()).toBeVisible();
  const amounts = (await casino.getByTestId('entry-amount').allTextContents()).map((text) =>
    Number(text.replace('\u2212', '-').replace(/[^\d.-]/g, '')),
  );
  const bet = casino.filter({ hasText: 'Bet' }).first();
  await expect(bet.getByRole('link', { name: SLOT.name })).toHaveAttribute('href', SLOT.path);
  await expect(casino.filter({ hasText: 'Win' }).first()).toContainText(SLOT.name);
  expect(amounts.filter((amount) => amount < 0).length, 'bets').toBeGreaterThan(0);
  expect(amounts.filter((amount) => amount > 0).length, 'wins').toBeGreaterThan(0);
  await expectNoAxeViolations(page);

  // The real launch put the game at the head of the casino lobby's "Recently played" carousel.
  await page.goto(`${AURORA}/en-UN/online-casino`);
  const recent = page.locator('[data-testid="lobby-widget"][data-widget-type="recentlyPlayed"]');
  await expect(recent.getByRole('heading', { level: 2 })).toHaveText('Recently played');
  await expect(recent.getByTestId('game-tile').first()).toContainText(SLOT.name);
  await expectNoAxeViolations(page);
});

test('a player plays a roulette round at the live table: the header balance follows the bet and the result', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto(`${AURORA}${ROULETTE.path}#login`);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await hydrated(page);
  await dialog.getByLabel('E-mail').fill('player@demo.test');
  await dialog.getByLabel('Password').fill('Sandbox-Pass-1');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner')).toContainText('Hi, ');
  const game = page.getByTestId('game-page');
  await expect(game).toHaveAttribute('data-mode', 'real');

  const frame = gameFrame(page);
  const header = page.getByTestId('header-balance');
  const inStep = async () =>
    expect
      .poll(async () => amountOf(await header.textContent()), { timeout: 10_000 })
      .toBe(amountOf(await frameBalance(frame).textContent()));
  // The table: its name, wheel, dealer, timer, seats and the last results.
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(ROULETTE.name);
  await expect(frame.getByText('Your dealer')).toBeVisible();
  await expect(frame.getByRole('timer')).toBeVisible();
  await expect(frame.getByRole('heading', { name: 'Last results' })).toBeVisible();
  await expect(frame.locator('.history li')).toHaveCount(10);
  await expectNoAxeViolations(page);

  // A corner bet of €0.50 on 17, 18, 20, 21 (betting is open 20 s of every 30 s; the table
  // reloads itself at each phase, so the bet is retried until a round takes it).
  await expect(async () => {
    await frame.getByRole('radio', { name: '€0.50', exact: true }).check({ timeout: 2_000 });
    await frame.getByRole('radio', { name: /^Corner/ }).check({ timeout: 2_000 });
    await frame.getByRole('button', { name: '17 Black', exact: true }).click({ timeout: 2_000 });
    await expect(frame.getByText('Bet placed: Corner 17–21, €0.50.')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 70_000 });
  await expect(frame.getByRole('listitem').filter({ hasText: 'Corner 17–21: €0.50' })).toBeVisible();
  await inStep();

  // Betting closes; the result of the round settles the bet and the header follows.
  await frame.getByRole('button', { name: /Show the result of round/ }).click({ timeout: 40_000 });
  await expect(frame.getByRole('status').filter({ hasText: /the ball landed on/ })).toBeVisible();
  await inStep();
  await expectNoAxeViolations(page);
});

test('a live table asks a visitor to log in and returns to the table after', async ({ page }) => {
  await page.goto(`${AURORA}/en-UN${LIVE_TABLE.path}`);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await hydrated(page);
  await expect(dialog).toBeVisible();
  const url = new URL(page.url());
  expect(url.hash).toBe('#login');
  expect(url.searchParams.get('redirect')).toBe(LIVE_TABLE.path);
  await expectNoAxeViolations(page);

  await dialog.getByLabel('E-mail').fill('new@demo.test');
  await dialog.getByLabel('Password').fill('Sandbox-Pass-1');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${AURORA}/en-UN${LIVE_TABLE.path}`);
  const game = page.getByTestId('game-page');
  await expect(game.getByRole('heading', { level: 1 })).toHaveText(LIVE_TABLE.name);
  await expect(game).toHaveAttribute('data-mode', 'real');
  await expect(page.getByTestId('game-frame')).toHaveAttribute('title', LIVE_TABLE.name);
  await expectNoAxeViolations(page);

  // The game bar's heart keeps the table as a favourite (and lets it go again).
  const heart = game.getByRole('button', { name: `Favourite: ${LIVE_TABLE.name}` });
  // The heart answers at once; the reload waits for the post to be answered.
  const toggle = async () => {
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'POST' && /\/favourites/.test(response.url()),
    );
    await heart.click();
    await saved;
  };
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await toggle();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await toggle();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});

test('a visitor opens a game by its slug (the player API finds the game) and plays the demo', async ({
  page,
}) => {
  await page.goto(`${AURORA}/en-UN/play/triple-melons`);
  const game = page.getByTestId('game-page');
  await expect(game.getByRole('heading', { level: 1 })).toHaveText(SLOT.name);
  await expect(game).toHaveAttribute('data-mode', 'demo');
  await expect(frameBalance(gameFrame(page))).toHaveText('€1,000.00');
  await expectNoAxeViolations(page);

  // A slug the player API does not know fails the load: home, with a toast.
  await page.goto(`${AURORA}/en-UN/play/no-such-slug`);
  await expect(page).toHaveURL(`${AURORA}/en-UN`);
  await expect(page.getByRole('alert').filter({ hasText: 'We could not find that game.' })).toBeVisible();
});

test('a game that does not exist goes home with a toast, never an error page', async ({ page }) => {
  const response = await page.goto(`${AURORA}/en-UN/online-casino/play/novomatic/no-such-game`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(`${AURORA}/en-UN`);
  await expect(page.getByRole('alert').filter({ hasText: 'We could not find that game.' })).toBeVisible();
  await expectNoAxeViolations(page);
});
