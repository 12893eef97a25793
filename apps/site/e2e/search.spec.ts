/**
 * The lobby's search as players know it (issue 27; PLAYER-EXPERIENCE.md "Search"): on a phone a
 * full-screen overlay with recent and popular games, results that refresh as the player types,
 * word-start matches first ("rav": the Ravens before any Caravan), one typo forgiven, popular games
 * when nothing matches, by keyboard (the combobox pattern, Tab kept inside, Escape closes and gives
 * the focus back); the results page without JavaScript ranks alike. Every state passes axe.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { AURORA } from './urls.ts';
import { expect, hydrated, test } from './test.ts';
import { expectNoAxeViolations } from './axe.ts';

const PHONE = {
  viewport: { width: 360, height: 780 },
  hasTouch: true,
  isMobile: true,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(() => localStorage.setItem('cookies_a', 'true'));
  return context.newPage();
}

/** The lobby with its search field hydrated (its code loads after the page's first load). */
async function lobby(page: Page): Promise<Locator> {
  await page.goto(`${AURORA}/en-UN/online-casino`);
  await hydrated(page);
  await page.locator('#lobby-search[data-ready]').waitFor({ state: 'attached' });
  return page.getByRole('combobox', { name: 'Search games' });
}

/** The options' texts (game and studio), in order. */
async function names(list: Locator): Promise<string[]> {
  return list.getByRole('option').allTextContents();
}

test('on a phone the search is a full-screen overlay that ranks, forgives a typo and offers popular games', async ({
  browser,
}) => {
  const page = await phonePage(browser);
  const field = await lobby(page);
  const dialog = page.getByRole('dialog', { name: 'Search games' });
  await field.click();
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.width).toBe(360);
  expect(box.height).toBeGreaterThanOrEqual(780);
  await expect(field).toBeFocused();
  // Before typing: the popular games (nothing chosen yet, so no recent ones).
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  const popular = list.getByRole('group', { name: 'Popular games' });
  await expect(popular.getByRole('option').first()).toBeVisible();
  await expect(list.getByRole('group', { name: 'Recent' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // "rav": the games with a word starting "rav" first (there are more of them than suggestions,
  // so no Caravan makes the list; the results page shows the whole order, below).
  await field.fill('rav');
  await expect(list.getByRole('option').first()).toContainText(/\bRav/);
  for (const name of (await names(list)).filter((text) => !/^Show /.test(text)))
    expect(name).toMatch(/\bRav/i);
  // The results are full-width rows: no name is cut.
  for (const option of await list.getByRole('option').all()) {
    const [scroll, client] = await option.evaluate((element) => [element.scrollWidth, element.clientWidth]);
    expect(scroll).toBeLessThanOrEqual(client);
  }
  await expectNoAxeViolations(page);

  // One typo is forgiven.
  await field.fill('raevns');
  await expect(list.getByRole('option', { name: /Ravens/ }).first()).toBeVisible();

  // Nothing matches: a quiet line, then the popular games.
  await field.fill('qqzzxx');
  await expect(dialog.getByText('No games match your search.')).toBeVisible();
  await expect(popular.getByRole('option').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.context().close();
});

test('the overlay works by keyboard: Down and Enter choose, Tab stays inside, Escape gives the focus back', async ({
  browser,
}) => {
  const page = await phonePage(browser);
  const field = await lobby(page);
  const dialog = page.getByRole('dialog', { name: 'Search games' });
  await field.focus();
  await expect(dialog).toBeVisible();

  // Tab and Shift+Tab go round the field and the close button only.
  const close = dialog.getByRole('button', { name: 'Close search' });
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(field).toBeFocused();

  // Escape closes the overlay; the field keeps the focus and the list stays shut.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-expanded', 'false');

  // Typing opens it again; Down and Enter open the first game, which the search then remembers.
  await page.keyboard.type('raven');
  await expect(dialog).toBeVisible();
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  const first = list.getByRole('option').first();
  await expect(first).toContainText(/Raven/);
  await page.keyboard.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  const chosen = (await names(list))[0]!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en-UN\/online-casino\/play\/[a-z]+\/.+/);
  await expect(dialog).toHaveCount(0);

  const again = await lobby(page);
  await again.click();
  await expect(list.getByRole('group', { name: 'Recent' }).getByRole('option').first()).toContainText(chosen);
  await page.context().close();
});

test('without JavaScript the results page ranks the same and offers popular games when nothing matches', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${AURORA}/en-UN/online-casino?q=rav`);
  const tiles = page.getByTestId('lobby-games').getByTestId('game-tile');
  const ranked = await tiles.evaluateAll((items) => items.map((item) => item.textContent ?? ''));
  const lastRaven = Math.max(...ranked.map((name, at) => (/\bRav/i.test(name) ? at : -1)));
  expect(lastRaven).toBeLessThan(ranked.findIndex((name) => /caravan/i.test(name)));

  await page.goto(`${AURORA}/en-UN/online-casino?q=qqzzxx`);
  await expect(page.getByText('No games match your search.')).toBeVisible();
  const popular = page.getByTestId('lobby-popular');
  await expect(popular.getByRole('heading', { name: 'Popular games' })).toBeVisible();
  expect(await popular.getByTestId('game-tile').count()).toBeGreaterThan(0);
  await context.close();
});
