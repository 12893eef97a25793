/**
 * Walking skeleton: a visitor opens each brand, is redirected to its default locale, and sees the
 * brand's name and markets from content, its theme, and where the sandbox player station places
 * them; every page passes an axe scan.
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
    markets: ['International', 'Suomi'],
  },
  {
    brand: kestrel,
    origin: KESTREL,
    locale: 'fi-FI',
    title: 'Tervetuloa, tässä Kestrel Bet',
    markets: ['Deutschland', 'Suomi'],
  },
];

for (const { brand, origin, locale, title, markets } of cases) {
  test(`a visitor to ${brand.name} lands on ${locale} and sees the brand, its markets and their location`, async ({
    page,
  }) => {
    await page.goto(`${origin}/`);
    await expect(page).toHaveURL(`${origin}/${locale}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('banner')).toContainText(brand.name);
    await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));

    const list = page.getByTestId('markets');
    for (const market of markets) await expect(list).toContainText(market);

    // From the sandbox: the browser's loopback address is placed in Helsinki by the sandbox geo table.
    await expect(page.getByTestId('station')).toContainText('Helsinki');
    await expect(page.getByTestId('station')).toContainText('127.0.0.1');

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

test('an unknown path under a locale falls back to home (spec 1 §2)', async ({ page }) => {
  await page.goto('/en-UN/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Aurora Casino');
});

test('the skip link and the brand link work by keyboard', async ({ page }) => {
  await page.goto('/en-UN');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});
