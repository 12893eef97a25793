/**
 * A visitor opens each brand, is redirected to its default locale, and sees the brand's home page:
 * its wordmark (header and footer, named by the brand), its composition with the welcome offer
 * from content (headline, call to action, key terms), the jackpot ticker and game rows from the
 * content's game lists, in the brand's theme; every page passes an axe scan. On a 360 px phone the
 * offer is whole in the first screen (no text cut by its box), the first game row has begun above
 * the bottom bar and the cookie bar does not cover the offer's button (issue 27).
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
    composition: 'hero-rows',
    headline: '100 % up to €200',
    terms: 'Min. deposit €20 · 30× wagering · 18+',
    action: 'Claim offer',
  },
  {
    brand: kestrel,
    origin: KESTREL,
    locale: 'fi-FI',
    title: 'Tervetuloa, tässä Kestrel Bet',
    composition: 'pay-and-play-first',
    headline: '100 ilmaiskierrosta',
    terms: 'Min. talletus 10 € · Ei kierrätystä · 18+',
    action: 'Jatka pankkiisi',
  },
];

for (const { brand, origin, locale, title, composition, headline, terms, action } of cases) {
  test(`a visitor to ${brand.name} lands on ${locale} and sees its home page: its logo, its offer and games`, async ({
    page,
  }) => {
    await page.goto(`${origin}/`);
    await expect(page).toHaveURL(`${origin}/${locale}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));

    // The brand's wordmark, an inline SVG named by the brand, in the header and the footer.
    for (const place of ['banner', 'contentinfo'] as const) {
      const logo = page.getByRole(place).getByRole('img', { name: brand.name, exact: true });
      await expect(logo).toBeVisible();
      await expect(logo.locator('svg')).toHaveCount(1);
    }
    // The brand's composition, with the welcome offer from its one source.
    await expect(page.locator('[data-composition]')).toHaveAttribute('data-composition', composition);
    const offer = page.getByTestId('welcome-offer');
    await expect(offer.getByTestId('welcome-offer-headline')).toHaveText(headline);
    await expect(offer.getByTestId('welcome-offer-terms')).toHaveText(terms);
    await expect(offer.getByTestId('welcome-offer-terms').getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(`^/${locale}/promotions/casino/`),
    );
    await expect(
      page.getByRole('main').getByRole(composition === 'hero-rows' ? 'link' : 'button', { name: action }),
    ).toBeVisible();
    if (composition === 'hero-rows') {
      await expect(page.getByTestId('welcome-offer').getByRole('link', { name: action })).toHaveAttribute(
        'href',
        `/${locale}/signup`,
      );
      await expect(page.getByTestId('bank-first')).toHaveCount(0);
    } else {
      // Pay and Play leads with the bank: one-click amounts posted to the pay-and-play page.
      const card = page.getByTestId('bank-first');
      await expect(card.locator('form')).toHaveAttribute('action', `/${locale}/signup/pnp`);
      expect(await card.getByRole('button', { name: /^€?\d+( €)?$/ }).count()).toBeGreaterThanOrEqual(2);
    }
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

  test(`${brand.name} on a 360 px phone: the offer whole in the first screen, the first game row started above the bottom bar`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${origin}/${locale}`);
    const offer = page.getByTestId(composition === 'hero-rows' ? 'welcome-offer' : 'bank-first');
    await expect(offer).toBeVisible();
    // Every text of the first screen whole: no box cuts its text, none runs past the screen.
    const cut = await offer.evaluate((root) => {
      const found: string[] = [];
      for (const element of [root, ...root.querySelectorAll('*')]) {
        if (!(element instanceof HTMLElement) || !element.innerText?.trim()) continue;
        const box = element.getBoundingClientRect();
        if (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1)
          found.push(
            `${element.tagName} "${element.innerText.slice(0, 40)}" overflows its box (${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight})`,
          );
        if (box.left < -1 || box.right > window.innerWidth + 1)
          found.push(`${element.tagName} "${element.innerText.slice(0, 40)}" runs past the screen`);
      }
      return found;
    });
    expect(cut).toEqual([]);
    const bottomBar = await page.getByTestId('bottom-nav').boundingBox();
    const fold = bottomBar ? bottomBar.y : 740;
    // The offer's headline, its button and its terms are in the first screen, above the bottom bar.
    const button = offer.getByRole(composition === 'hero-rows' ? 'link' : 'button', { name: action });
    for (const part of [
      offer.getByTestId('welcome-offer-headline'),
      button,
      offer.getByTestId('welcome-offer-terms'),
    ]) {
      const box = (await part.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(fold);
    }
    // The first game row has begun: its first tile's top is above the bottom bar.
    const tile = (await page.getByTestId('home-row').first().getByTestId('game-tile').first().boundingBox())!;
    expect(tile.y).toBeLessThan(fold - 40);
    // The cookie bar never covers the offer's button.
    const notice = page.getByTestId('cookie-notice');
    await expect(notice).toBeVisible();
    const bar = (await notice.boundingBox())!;
    const cta = (await button.boundingBox())!;
    expect(cta.y + cta.height <= bar.y || cta.y >= bar.y + bar.height).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`first-screen-${brand.id}-360.png`) });
    await expectNoAxeViolations(page);
    await context.close();
  });
}

test('the welcome offer reads the same on the home and the sign-up page (one source)', async ({ page }) => {
  await page.goto(`${AURORA}/en-UN`);
  const home = page.getByTestId('welcome-offer');
  const headline = await home.getByTestId('welcome-offer-headline').innerText();
  const terms = await home.getByTestId('welcome-offer-terms').innerText();
  await home.getByRole('link', { name: 'Claim offer' }).click();
  await expect(page).toHaveURL(/\/en-UN\/signup$/);
  const signUp = page.getByTestId('welcome-offer');
  await expect(signUp.getByTestId('welcome-offer-headline')).toHaveText(headline);
  await expect(signUp.getByTestId('welcome-offer-terms')).toHaveText(terms);
  await expectNoAxeViolations(page);
});

test('the two brands are two compositions with two logos', async ({ request }) => {
  // The request context does not resolve *.localhost: the site picks the brand by the Host header.
  const kestrelHost = new URL(KESTREL).host;
  const [a, k] = await Promise.all([
    request.get(`${AURORA}/en-UN`).then((r) => r.text()),
    request.get(`${AURORA}/fi-FI`, { headers: { host: kestrelHost } }).then((r) => r.text()),
  ]);
  expect(a).toContain('data-composition="hero-rows"');
  expect(k).toContain('data-composition="pay-and-play-first"');
  const logo = (html: string) => /data-testid="brand-logo-header"[^>]*>(<svg[\s\S]*?<\/svg>)/.exec(html)?.[1];
  expect(logo(a)).toContain('>Aurora</text>');
  expect(logo(k)).toContain('>Kestrel</text>');
  expect(logo(a)).not.toEqual(logo(k));
});

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
