/**
 * The casino and live-casino lobbies (spec 3 §2, §3, §5, §9): content layouts
 * with categories and tiles, a category page that loads more without a reload, search and the
 * provider filter, live tables. Every page visited passes an axe scan.
 */
import { AURORA, KESTREL } from './urls.ts';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './test.ts';
import { expectNoAxeViolations } from './axe.ts';

// The cookie choice is made (shell.spec tests the notice), so the notice covers nothing here.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('cookies_a', 'true'));
});

test('a visitor browses the casino lobby: category menu and game tiles linking to game pages', async ({
  page,
}) => {
  await page.goto(`${AURORA}/en-UN/online-casino`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Casino');
  const menu = page.getByRole('navigation', { name: 'Game categories' });
  await expect(menu.getByRole('link', { name: 'Slots' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Lobby' })).toHaveAttribute('aria-current', 'page');

  const widgets = page.getByTestId('lobby-widget');
  expect(await widgets.count()).toBeGreaterThan(2);
  const tiles = page.getByTestId('game-tile');
  expect(await tiles.count()).toBeGreaterThan(10);
  // The featured grid lays out the content's big tiles.
  await expect(page.locator('[data-testid="game-tile"][data-size="4x"]').first()).toBeVisible();
  const link = tiles.first().getByRole('link');
  await expect(link).toHaveAttribute('href', /^\/en-UN\/online-casino\/play\/[a-z]+\/.+/);
  const image = tiles.first().locator('img');
  await expect(image).toHaveAttribute('src', /fm=webp/);
  await expect(image).toHaveAttribute('width', /\d+/);
  await expect(image).toHaveAttribute('height', /\d+/);
  await expect(page.locator('img[loading="lazy"]').first()).toBeAttached();
  // The first tile's image, the likely largest paint, is fetched first.
  await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
  await expect(tiles.first().locator('img')).toHaveAttribute('fetchpriority', 'high');
  await expectNoAxeViolations(page);

  await menu.getByRole('link', { name: 'Slots' }).click();
  await expect(page).toHaveURL(`${AURORA}/en-UN/online-casino/slots`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Slots');
  await expect(menu.getByRole('link', { name: 'Slots' })).toHaveAttribute('aria-current', 'page');
});

test('a category page loads more games without a reload', async ({ page }) => {
  await page.goto(`${AURORA}/en-UN/online-casino/slots`);
  const games = page.getByTestId('lobby-games').getByTestId('game-tile');
  // spec 3 §9: game categories show 60 on desktop.
  await expect(games).toHaveCount(60);
  await expectNoAxeViolations(page);

  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  const more = page.getByTestId('lobby-load-more');
  await expect(more).toHaveAttribute('href', /page=2/);
  await more.click();
  await expect(page).toHaveURL(/\/online-casino\/slots\?page=2$/);
  await expect(games).toHaveCount(120);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expectNoAxeViolations(page);
});

test('"load more" is a plain link without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${AURORA}/en-UN/online-casino/slots`);
  await page.getByTestId('lobby-load-more').click();
  await expect(page).toHaveURL(/\/online-casino\/slots\?page=2$/);
  await expect(page.getByTestId('lobby-games').getByTestId('game-tile')).toHaveCount(120);
  await context.close();
});

test('a category page on a phone shows the mobile page size', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto(`${AURORA}/en-UN/online-casino/slots`);
  await expect(page.getByTestId('lobby-games').getByTestId('game-tile')).toHaveCount(30);
  await expectNoAxeViolations(page);
  await context.close();
});

test('search finds a game by part of its name, whatever the case', async ({ page }) => {
  await page.goto(`${AURORA}/en-UN/online-casino`);
  const search = page.getByRole('search');
  await search.getByLabel('Search games').fill('cARAVAn');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/online-casino\?q=cARAVAn$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Search results' })).toBeVisible();
  const results = page.getByTestId('lobby-games').getByTestId('game-tile');
  await expect(results.filter({ hasText: 'Hidden Caravan' })).toHaveCount(1);
  for (const text of await results.allTextContents()) expect(text.toLowerCase()).toContain('caravan');
  expect(await results.count()).toBeGreaterThanOrEqual(3);
  await expectNoAxeViolations(page);

  await page.getByLabel('Search games').fill('no such game anywhere');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No games match your search.')).toBeVisible();
});

test('the search field suggests games as the player types, by mouse and by keyboard', async ({ page }) => {
  await page.goto(`${AURORA}/en-UN/online-casino`);
  await hydrated(page);
  // The field's code loads after the page's first load (LobbySearch.tsx).
  await page.locator('#lobby-search[data-ready]').waitFor({ state: 'attached' });
  const field = page.getByRole('combobox', { name: 'Search games' });
  await field.fill('carav');
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  for (const text of await suggestions.getByRole('option').allTextContents())
    expect(text.toLowerCase()).toMatch(/caravan|show/);
  // A polite status says how many games match.
  await expect(page.getByRole('status').filter({ hasText: /^Games: \d+$/ })).toBeAttached();
  await expectNoAxeViolations(page);

  // Down chooses the first game, Escape closes, Down opens again, Enter opens the chosen game.
  await field.press('ArrowDown');
  const first = suggestions.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await field.press('Escape');
  await expect(suggestions).toBeHidden();
  await field.press('ArrowDown');
  const name = (await first.locator('span').first().textContent())!;
  await field.press('Enter');
  await expect(page).toHaveURL(/\/en-UN\/online-casino\/play\/[a-z]+\/.+/);
  await expect(page.getByTestId('game-page').getByRole('heading', { level: 1 })).toHaveText(name);

  // "Show all" submits the search.
  await page.goto(`${AURORA}/en-UN/online-casino`);
  await hydrated(page);
  await page.locator('#lobby-search[data-ready]').waitFor({ state: 'attached' });
  await page.getByRole('combobox', { name: 'Search games' }).fill('caravan');
  await page.getByRole('option', { name: /^Show all \d+ results$/ }).click();
  await expect(page).toHaveURL(/\/online-casino\?q=caravan$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Search results' })).toBeVisible();
});

test('the provider filter narrows the games', async ({ page }) => {
  await page.goto(`${AURORA}/en-UN/online-casino/slots`);
  const count = page.getByTestId('lobby-count');
  const all = Number((await count.textContent())?.replace(/\D/g, ''));
  expect(all).toBeGreaterThan(100);

  await page.getByText('Filter by provider').click();
  const chips = page.getByRole('list', { name: 'Providers' });
  // Each chip carries the provider's mark from content.
  await expect(chips.getByRole('link', { name: 'Quickspin' }).locator('img')).toHaveAttribute(
    'src',
    /\/images\//,
  );
  await chips.getByRole('link', { name: 'Quickspin' }).click();
  await expect(page).toHaveURL(/\/online-casino\/slots\?provider=quickspin&filter=open$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Search results' })).toBeVisible();
  const narrowed = Number((await count.textContent())?.replace(/\D/g, ''));
  expect(narrowed).toBeGreaterThan(0);
  expect(narrowed).toBeLessThan(all);
  const tiles = page.getByTestId('lobby-games').getByTestId('game-tile');
  await expect(tiles).toHaveCount(narrowed);
  await expect(tiles.filter({ hasText: 'Arctic Tundra' })).toHaveCount(1);
  for (const href of await tiles
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/\/online-casino\/play\/quickspin\//);
  await expect(chips.getByRole('link', { name: 'Quickspin' })).toHaveAttribute('aria-current', 'true');
  // A second tap on the chip takes the provider away again.
  await chips.getByRole('link', { name: 'Quickspin' }).click();
  await expect(page).toHaveURL(/\/online-casino\/slots\?filter=open$/);
  await expect(count).toHaveText(new RegExp(String(all)));
  await expectNoAxeViolations(page);
});

test('the live casino lobby shows tables with seats and bet limits', async ({ page }) => {
  await page.goto(`${AURORA}/en-UN/live-casino-online`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Live casino');
  const tiles = page.getByTestId('game-tile');
  expect(await tiles.count()).toBeGreaterThan(5);
  await expect(tiles.getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/en-UN\/live-casino-online\/play\/[a-z]+\/.+/,
  );
  await expect(page.getByText(/^Bets €/).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page
    .getByRole('navigation', { name: 'Game categories' })
    .getByRole('link', { name: 'Blackjack' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blackjack');
  await expect(page.getByTestId('lobby-games').getByTestId('game-tile').first()).toBeVisible();
  await expect(page.getByText(/^Seats: \d+/).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a lobby lists only the tables a brand can open: CreedRoomz's where its play pages are on", async ({
  page,
}) => {
  // Kestrel switches CreedRoomz's play pages off (route flag `creedroomz`): its tables are not listed
  // on its world market, where CreedRoomz serves (in Finland the provider's markets hide them anyway).
  await page.goto(`${KESTREL}/en-UN/live-casino-online`);
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  await expect(page.locator('main a[href*="/play/"]').first()).toBeVisible();
  await expect(page.locator('main a[href*="/play/creedroomz/"]')).toHaveCount(0);
  // Aurora has them on: its CreedRoomz tables are listed, and their page exists (a visitor is sent
  // to log in, as for every live table; never "Page not found").
  await page.goto(`${AURORA}/en-UN/live-casino-online`);
  const creedroomz = page.locator('main a[href*="/play/creedroomz/"]');
  await expect(creedroomz.first()).toBeVisible();
  const response = await page.request.get(
    new URL((await creedroomz.first().getAttribute('href'))!, AURORA).href,
    {
      maxRedirects: 0,
    },
  );
  expect(response.status()).not.toBe(404);
  expect(response.status()).toBeLessThan(500);
});

test('an unknown category is not found', async ({ page }) => {
  const response = await page.goto(`${AURORA}/en-UN/online-casino/no-such-category`);
  expect(response?.status()).toBe(404);
});

const PHONE_TOUCH = {
  viewport: { width: 360, height: 780 },
  hasTouch: true,
  isMobile: true,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};

/**
 * Elements whose text is wider than their box (scrolled or cut). Sections past the first screen are
 * laid out only near the viewport (content-visibility), so every section is laid out first; text
 * kept for screen readers only (a 1 px box) is not shown, so not cut.
 */
async function clipped(page: Page, selector: string): Promise<string[]> {
  // Inline styles through the CSSOM (the page's CSP refuses a style tag).
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('section, li'))
      element.style.contentVisibility = 'visible';
  });
  return page
    .locator(selector)
    .evaluateAll((elements) =>
      elements.flatMap((element) =>
        element.clientWidth > 1 && element.scrollWidth > element.clientWidth + 0.5
          ? [element.textContent ?? '']
          : [],
      ),
    );
}

test('on a phone a row shows about two and a half tiles, swiped: no arrows on touch', async ({ browser }) => {
  const context = await browser.newContext(PHONE_TOUCH);
  await context.addInitScript(() => localStorage.setItem('cookies_a', 'true'));
  const page = await context.newPage();
  await page.goto(`${AURORA}/en-UN/online-casino`);
  const row = page.locator('ul[data-rows]').first();
  const [rowWidth, tileWidth, snap] = await row.evaluate((element) => [
    element.clientWidth,
    element.querySelector('li')!.getBoundingClientRect().width,
    getComputedStyle(element).scrollSnapType,
  ]);
  const perRow = rowWidth / tileWidth;
  expect(perRow, `${rowWidth} / ${tileWidth}`).toBeGreaterThan(2.2);
  expect(perRow, `${rowWidth} / ${tileWidth}`).toBeLessThan(2.8);
  expect(snap).toContain('x');
  // Touch swipes: the arrows are not shown.
  await expect(page.getByRole('button', { name: /: scroll (back|forward)$/ }).first()).toBeHidden();
  expect(
    await page
      .getByRole('button', { name: /: scroll (back|forward)$/ })
      .evaluateAll((all) => all.filter((b) => b.checkVisibility()).length),
  ).toBe(0);
  await expectNoAxeViolations(page);
  await context.close();
});

test('with a mouse the rows have arrows', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${AURORA}/en-UN/online-casino`);
  await expect(
    page.locator('ul[data-rows]').first().locator('xpath=..').getByRole('button').last(),
  ).toBeVisible();
});

for (const viewport of [
  { width: 360, height: 780 },
  { width: 1440, height: 900 },
]) {
  test(`jackpot amounts, names and bet ranges show whole at ${viewport.width} px`, async ({ browser }) => {
    const context = await browser.newContext(viewport.width < 400 ? PHONE_TOUCH : { viewport });
    await context.addInitScript(() => localStorage.setItem('cookies_a', 'true'));
    const page = await context.newPage();
    await page.goto(`${AURORA}/en-UN/online-casino`);
    const amounts = page.getByTestId('jackpot-amount');
    await expect(amounts.first()).toBeVisible();
    expect(await amounts.count()).toBeGreaterThan(3);
    expect(await clipped(page, '[data-testid="jackpot-amount"], [data-testid="jackpot-amount"] *')).toEqual(
      [],
    );
    expect(
      await page
        .locator('[data-testid="jackpot-amount"]')
        .evaluateAll(
          (all) =>
            all.filter((amount) => amount.parentElement!.scrollWidth > amount.parentElement!.clientWidth)
              .length,
        ),
    ).toBe(0);
    expect(await clipped(page, '[data-testid="game-tile"] span')).toEqual([]);
    // In a grid the badge sits at the art's top, away from the title the art paints at its foot.
    for (const tile of await page
      .locator('[data-testid="game-tile"]:has([data-testid="jackpot-amount"])')
      .all()) {
      const [tileBox, amountBox] = [
        await tile.boundingBox(),
        await tile.getByTestId('jackpot-amount').boundingBox(),
      ];
      if (!tileBox || !amountBox) continue;
      const filled = await tile
        .locator('img')
        .evaluate((image) => getComputedStyle(image).position === 'absolute');
      if (filled) expect(amountBox.y + amountBox.height).toBeLessThan(tileBox.y + tileBox.height / 2);
    }

    await page.goto(`${AURORA}/en-UN/live-casino-online`);
    await expect(page.getByText(/^Bets €/).first()).toBeVisible();
    expect(await clipped(page, '[data-testid="game-tile"] span')).toEqual([]);
    await context.close();
  });
}

test('winners pass by in one line that a player can pause; with reduced motion the line is still', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('cookies_a', 'true'));
  const page = await context.newPage();
  await page.goto(`${AURORA}/en-UN/online-casino`);
  const latest = page.locator('[data-widget-type="latestWinners"]');
  const line = latest.getByTestId('winners');
  await expect(line.getByTestId('winner').first()).toContainText(/won €/);
  const ticker = latest.locator('[data-ticker]');
  await ticker.scrollIntoViewIfNeeded();
  expect((await ticker.boundingBox())!.height).toBeLessThan(60);
  const track = line.locator('xpath=..');
  if ((await ticker.getAttribute('data-ticker')) === 'moving') {
    await expect(track).not.toHaveCSS('animation-name', 'none');
    await latest.getByRole('checkbox', { name: /^Pause/ }).check();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
  }
  await expectNoAxeViolations(page);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(track).toHaveCSS('animation-name', 'none');
  await expect(latest.getByRole('checkbox', { name: /^Pause/ })).toBeHidden();
  await context.close();
});
