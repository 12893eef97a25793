/**
 * The lobby's player widgets (spec 3 §3, §4, §5, §7, §9): favourites kept by
 * the player API across sessions, games of restricted providers not playable in a restricted
 * country, jackpot amounts on jackpot games only, top and latest winners, my games, and the bottom
 * navigation of phones. Every page visited passes an axe scan.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { AURORA } from './urls.ts';
import { expect, hydrated, test } from './test.ts';
import { expectNoAxeViolations } from './axe.ts';

const PHONE = {
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  viewport: { width: 390, height: 844 },
};
/** The sandbox places RFC 5737 TEST-NET-2 in Germany (apps/sandbox/src/geo.ts). */
const GERMAN_VISITOR = '198.51.100.23';

/** Aurora's games, from its content dataset. */
const GAMES = readFileSync(
  path.resolve(import.meta.dirname, '../../../brands/aurora/content/game.ndjson'),
  'utf8',
)
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { gameId: string; jackpotExist?: boolean; provider?: { _ref: string } });
const JACKPOT_GAMES = new Set(GAMES.filter((game) => game.jackpotExist === true).map((game) => game.gameId));
const RELAX_GAMES = new Set(
  GAMES.filter((game) => game.provider?._ref === 'provider-relax').map((game) => game.gameId),
);

// Journeys of several pages, each with an axe scan, on a machine shared with other runs.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('cookies_a', 'true'));
});

async function logIn(page: Page, email = 'new@demo.test') {
  await page.goto(`${AURORA}/en-UN/online-casino#login`);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await hydrated(page);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password').fill('Sandbox-Pass-1');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  // The first sign-in of a fresh stack also warms the sandbox's game catalogue.
  await expect(page.getByRole('banner')).toContainText('Hi, ', { timeout: 15_000 });
}

const widget = (page: Page, type: string) =>
  page.locator(`[data-testid="lobby-widget"][data-widget-type="${type}"]`);

test('a favourite added in the lobby survives logging out and in, and can be removed', async ({ page }) => {
  // Two sign-ins and nine pages, four of them scanned by axe.
  test.setTimeout(180_000);
  await logIn(page);
  await page.goto(`${AURORA}/en-UN/online-casino`);
  await expect(widget(page, 'favourites')).toHaveCount(0);
  const tile = widget(page, 'gameCarousel').first().getByTestId('game-tile').first();
  const gameId = await tile.getAttribute('data-game-id');
  expect(gameId).toBeTruthy();
  const heart = tile.getByTestId('favourite-toggle');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expectNoAxeViolations(page);

  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // The favourites row appears without a reload, once the loaders revalidate.
  const favourites = widget(page, 'favourites');
  await expect(favourites.locator(`[data-game-id="${gameId}"]`)).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner')).not.toContainText('Hi, ');
  await page.goto(`${AURORA}/en-UN/online-casino`);
  await expect(widget(page, 'favourites')).toHaveCount(0);
  await expect(page.getByTestId('favourite-toggle')).toHaveCount(0);

  await logIn(page);
  await page.goto(`${AURORA}/en-UN/online-casino`);
  const kept = widget(page, 'favourites').locator(`[data-game-id="${gameId}"]`);
  await expect(kept).toHaveCount(1);
  await expect(kept.getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true');

  // My games lists it too.
  await page.goto(`${AURORA}/en-UN/online-casino/my-games`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My games');
  await expect(page.getByTestId('my-games').locator(`[data-game-id="${gameId}"]`)).toHaveCount(1);
  await expectNoAxeViolations(page);

  await page.goto(`${AURORA}/en-UN/online-casino`);
  await widget(page, 'favourites')
    .locator(`[data-game-id="${gameId}"]`)
    .getByTestId('favourite-toggle')
    .click();
  await expect(widget(page, 'favourites')).toHaveCount(0);
  await page.reload();
  await expect(widget(page, 'favourites')).toHaveCount(0);
  await expect(
    widget(page, 'gameCarousel')
      .first()
      .locator(`[data-game-id="${gameId}"]`)
      .first()
      .getByTestId('favourite-toggle'),
  ).toHaveAttribute('aria-pressed', 'false');
});

test('the heart works without JavaScript: the form post redirects back to the page', async ({ page }) => {
  await logIn(page);
  const form = (intent: string) => ({
    gameId: '300',
    lobbyPageType: 'CASINO',
    intent,
    from: '/en-UN/online-casino/slots?page=2',
  });
  const headers = { Origin: AURORA };
  const added = await page.request.post(`${AURORA}/en-UN/favourites`, {
    form: form('add'),
    headers,
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
  expect(added.headers()['location']).toBe('/en-UN/online-casino/slots?page=2');
  await page.goto(`${AURORA}/en-UN/online-casino`);
  await expect(widget(page, 'favourites').locator('[data-game-id="300"]')).toHaveCount(1);

  // A page outside the site is never a redirect target; a bad form is a 400 without a call.
  const removed = await page.request.post(`${AURORA}/en-UN/favourites`, {
    form: { ...form('remove'), from: 'https://evil.example/' },
    headers,
    maxRedirects: 0,
  });
  expect(removed.status()).toBe(303);
  expect(removed.headers()['location']).toBe('/en-UN/online-casino');
  const bad = await page.request.post(`${AURORA}/en-UN/favourites`, {
    form: { ...form('add'), lobbyPageType: 'SPORTS' },
    headers,
    maxRedirects: 0,
  });
  expect(bad.status()).toBe(400);
  await page.goto(`${AURORA}/en-UN/online-casino`);
  await expect(page.locator('[data-widget-type="favourites"] [data-game-id="300"]')).toHaveCount(0);
});

test('a visitor is refused by the favourites route and asked to log in on my games', async ({ page }) => {
  const refused = await page.request.post(`${AURORA}/en-UN/favourites`, {
    form: { gameId: '300', lobbyPageType: 'CASINO', intent: 'add', from: '/en-UN/online-casino' },
    headers: { Origin: AURORA },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(303);
  expect(refused.headers()['location']).toBe('/en-UN/online-casino#login');

  await page.goto(`${AURORA}/en-UN/online-casino/my-games`);
  await expect(page.getByTestId('my-games')).toContainText('Log in to see the games you played');
  await expect(page.getByTestId('favourite-toggle')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a visitor in Germany does not see relax games in the lobby, the search or the winners', async ({
  context,
  page,
}) => {
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': GERMAN_VISITOR });
  // spec 3 §5: relax's built-in list holds DE, so its games are hidden.
  await page.goto(`${AURORA}/en-UN/online-casino/slots?provider=relax`);
  const tiles = page.getByTestId('lobby-games').getByTestId('game-tile');
  await expect(page.getByText('No games match your search.')).toBeVisible();
  await expect(tiles).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto(`${AURORA}/en-UN/online-casino`);
  await expect(page.locator('a[href*="/play/relax/"]')).toHaveCount(0);
  for (const id of await page
    .getByTestId('game-tile')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-game-id'))))
    expect(RELAX_GAMES.has(id ?? ''), `${id} is a relax game`).toBe(false);
  await expect(page.getByTestId('winner').first()).toBeVisible();
  // No winner of a relax game either (spec 3 §5: winners are filtered like games).
  for (const id of await page
    .getByTestId('winner')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-game-id'))))
    expect(RELAX_GAMES.has(id!), `${id} is a relax game`).toBe(false);

  // A search for a relax game does not find it.
  await page.goto(`${AURORA}/en-UN/online-casino?q=Northern+Longship`);
  await expect(page.getByTestId('lobby-games').getByTestId('game-tile')).toHaveCount(0);

  // The same search from Finland finds playable relax games.
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': '10.99.0.1' });
  await page.goto(`${AURORA}/en-UN/online-casino/slots?provider=relax`);
  await expect(tiles.getByRole('link').first()).toHaveAttribute('href', /\/play\/relax\//);
});

test('jackpot games show their jackpot amounts, other games none', async ({ page }) => {
  await page.goto(`${AURORA}/en-UN/online-casino`);
  const amounts = page.getByTestId('jackpot-amount');
  await expect(amounts.first()).toBeVisible();
  await expect(amounts.first()).toHaveText(/^Jackpot €\d{1,3}(,\d{3})*\.\d{2}$/);
  const ids = await page
    .locator('[data-testid="game-tile"]:has([data-testid="jackpot-amount"])')
    .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-game-id')));
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids) expect(JACKPOT_GAMES.has(id!), `${id} has no jackpot`).toBe(true);
  await expect(widget(page, 'jackpots').getByTestId('jackpot-amount').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('top winners change with the date range; latest winners show', async ({ page }) => {
  await page.goto(`${AURORA}/en-UN/online-casino`);
  const top = page.locator('[data-widget-type="topWinners"]');
  const latest = page.locator('[data-widget-type="latestWinners"]');
  await expect(top.getByTestId('winner').first()).toContainText(/won €/);
  await expect(latest.getByTestId('winner').first()).toContainText(/won €/);
  const ranges = top.getByRole('navigation');
  await expect(ranges.getByRole('link', { name: '24 hours' })).toHaveAttribute('aria-current', 'true');
  await expectNoAxeViolations(page);

  await ranges.getByRole('link', { name: '30 days' }).click();
  await expect(page).toHaveURL(/\/online-casino\?winners=30d$/);
  await expect(ranges.getByRole('link', { name: '30 days' })).toHaveAttribute('aria-current', 'true');
  expect(await top.getByTestId('winner').count()).toBeGreaterThan(0);
});

test('on a phone the bottom navigation opens the filter panel and my games', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(() => localStorage.setItem('cookies_a', 'true'));
  const page = await context.newPage();
  await page.goto(`${AURORA}/en-UN/online-casino`);
  const nav = page.getByRole('navigation', { name: 'Lobby navigation' });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('listitem')).toHaveCount(4);
  await expect(nav.locator('[data-tab="3"]')).toHaveText('Filter');
  await expect(page.getByRole('list', { name: 'Providers' })).toBeHidden();
  await expectNoAxeViolations(page);

  await nav.getByRole('link', { name: 'Filter' }).click();
  await expect(page.getByTestId('lobby-filter')).toHaveAttribute('open', '');
  await expect(page.getByRole('list', { name: 'Providers' })).toBeVisible();
  await expectNoAxeViolations(page);

  await nav.getByRole('link', { name: 'My games' }).click();
  await expect(page).toHaveURL(/\/online-casino\/my-games$/);
  await expect(nav.getByRole('link', { name: 'My games' })).toHaveAttribute('aria-current', 'page');
  await context.close();

  // Without JavaScript the filter item loads the page with the panel open.
  const plain = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  const noScript = await plain.newPage();
  await noScript.goto(`${AURORA}/en-UN/live-casino-online`);
  await noScript
    .getByRole('navigation', { name: 'Lobby navigation' })
    .getByRole('link', { name: 'Filter' })
    .click();
  await expect(noScript).toHaveURL(/\/live-casino-online\?filter=open$/);
  await expect(noScript.getByRole('list', { name: 'Providers' })).toBeVisible();
  await plain.close();
});

test('the bottom navigation is for phones only', async ({ page }) => {
  await page.goto(`${AURORA}/en-UN/online-casino`);
  await expect(page.getByRole('navigation', { name: 'Lobby navigation' })).toBeHidden();
});

test('live tables with live seat data show the seats taken', async ({ page }) => {
  await page.goto(`${AURORA}/en-UN/live-casino-online/live-blackjack`);
  await expect(page.getByText(/^Seats taken: \d of 7$/).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a category hidden from the menu still has its page; the menu leaves it out', async ({ page }) => {
  await page.goto(`${AURORA}/en-UN/live-casino-online/vip-tables`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('VIP tables');
  const menu = page.getByRole('navigation', { name: 'Game categories' });
  await expect(menu.getByRole('link', { name: 'Blackjack' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'VIP tables' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a signed-in player’s home page greets them with the personal offers and a deposit call to action', async ({
  page,
}) => {
  // new@demo.test has not deposited: the first-deposit banner (group DEPOSIT_COUNT_0) greets them.
  await logIn(page);
  await page.goto(`${AURORA}/en-UN`);
  const hero = page.getByTestId('hero');
  // The personal banners (authorised side) with the greeting filled in; not the visitors' welcome.
  await expect(hero).toContainText(/Welcome aboard, \w+/);
  await expect(hero).not.toContainText('{firstName}');
  await expect(hero).not.toContainText('Welcome to the northern lights');
  const cta = page.getByTestId('home-cta');
  await expect(cta.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/en-UN/deposit');
  await expect(cta.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
  // Favourite hearts on the rows' tiles, as in the lobby.
  await expect(
    page
      .getByTestId('home-row')
      .first()
      .getByRole('button', { name: /^Favourite: / })
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
