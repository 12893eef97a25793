/**
 * A visitor opens each brand, is redirected to its default locale, and sees the brand's home page:
 * its name, the hero banners for visitors from content, the calls to action, the jackpot ticker and
 * game rows from the content's game lists, in the brand's theme; every page passes an axe scan.
 */
import { AURORA, KESTREL } from './urls.ts';
import { expect, test } from '@playwright/test';
import aurora from '../../../brands/aurora/brand.ts';
import kestrel from '../../../brands/kestrel/brand.ts';
import { expectNoAxeViolations } from './axe.ts';

function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

const cases = [
  {
    brand: aurora,
    origin: AURORA,
    locale: 'en-UN',
    title: 'Welcome to Aurora Casino',
    hero: 'Welcome to the northern lights',
    signUp: 'Sign up',
  },
  {
    brand: kestrel,
    origin: KESTREL,
    locale: 'fi-FI',
    title: 'Tervetuloa, tässä Kestrel Bet',
    hero: null,
    signUp: 'Rekisteröidy',
  },
];

for (const { brand, origin, locale, title, hero, signUp } of cases) {
  test(`a visitor to ${brand.name} lands on ${locale} and sees its home page: offers, calls to action and games`, async ({
    page,
  }) => {
    await page.goto(`${origin}/`);
    await expect(page).toHaveURL(`${origin}/${locale}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('banner')).toContainText(brand.name);
    await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));

    // Hero banners for visitors only (a player's personal ones are not shown to visitors).
    const banners = page.getByTestId('hero-banner');
    expect(await banners.count()).toBeGreaterThan(0);
    if (hero) await expect(banners.first().getByRole('heading', { level: 2 })).toHaveText(hero);
    await expect(banners.first().locator('img')).toHaveJSProperty('complete', true);
    expect(
      await banners
        .first()
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await expect(page.getByTestId('hero')).not.toContainText('{firstName}');
    await expect(page.getByTestId('home-cta').getByRole('link', { name: signUp })).toHaveAttribute(
      'href',
      `/${locale}/signup`,
    );
    // The jackpot ticker sums the amounts of the player API for the jackpot games shown.
    await expect(page.getByTestId('jackpot-ticker')).toContainText(/\d/);
    // Game rows from the content's lists, each tile a link to its game.
    const rows = page.getByTestId('home-row');
    expect(await rows.count()).toBeGreaterThanOrEqual(3);
    await expect(rows.first().getByTestId('game-tile').first().getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(`^/${locale}/online-casino/play/`),
    );
    await expect(
      page.locator('[data-widget-type="live-top-tables"] [data-testid="game-tile"]').first(),
    ).toBeAttached();
    // No debug output: the visitor's address is not on the page.
    await expect(page.getByRole('main')).not.toContainText('127.0.0.1');

    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(background).toBe(rgb(brand.theme.colors.background));
    const font = await page.evaluate(() => getComputedStyle(document.documentElement).fontFamily);
    expect(font).toContain(brand.theme.fontFamily.split(',')[0]!.replaceAll('"', ''));

    await expectNoAxeViolations(page);
  });
}

test('a path without a valid locale prefix redirects to the default locale', async ({ request }) => {
  const response = await request.get('/xx-bad/anything', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toBe('/en-UN/xx-bad/anything');
  const root = await request.get('/', { maxRedirects: 0 });
  expect(root.headers()['location']).toBe('/en-UN');
});

test('an unknown path under a locale answers 404 with a page-not-found page and ways back', async ({
  page,
}) => {
  const response = await page.goto('/en-UN/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/en-UN\/no\/such\/page$/);
  const screen = page.getByTestId('error-screen');
  await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Page not found!');
  await expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en-UN');
  await expect(screen.getByRole('link', { name: 'Casino', exact: true })).toHaveAttribute(
    'href',
    '/en-UN/online-casino',
  );
  // Inside the site's frame: the header and footer are there.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectNoAxeViolations(page);
  await screen.getByRole('link', { name: 'Casino', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Casino');
});

test('the skip link and the brand link work by keyboard', async ({ page }) => {
  await page.goto('/en-UN');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});
