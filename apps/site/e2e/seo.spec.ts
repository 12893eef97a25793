/**
 * Titles, descriptions and robots.txt (Lighthouse SEO). Every page under a locale has
 * the content's localised SEO title (`Title | Brand`) and a description, in English and Finnish;
 * the title follows client-side navigation; error screens are noindex; `/robots.txt` is plain text
 * naming the sitemap. Canonical URLs, hreflang and the sitemap itself are seo-links.spec.ts.
 * The expected texts are read from the brand's content, as an editor would check them.
 */
import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { translatorFor } from '@casino/i18n/catalogues';
import { AURORA, KESTREL } from './urls.ts';
import { expect, hydrated, test } from './test.ts';
import { expectNoAxeViolations } from './axe.ts';

const BRAND = 'Aurora Casino';

interface SeoDocument {
  path: string;
  title: Record<string, string>;
  description: Record<string, string>;
}

const SEO: SeoDocument[] = readFileSync(
  new URL('../../../brands/aurora/content/seoDescription.ndjson', import.meta.url),
  'utf8',
)
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as SeoDocument);

/** The content's title and description of `path` in `language`. */
function seoOf(path: string, language: string) {
  const entry = SEO.find((document) => document.path === path);
  if (!entry) throw new Error(`No SEO entry for ${path}`);
  const title = entry.title[language]!;
  return {
    // A title that names the brand (the home page's) is not suffixed again.
    title: title.includes(BRAND) ? title : `${title} | ${BRAND}`,
    description: entry.description[language]!,
  };
}

async function expectSeo(page: Page, seo: { title: string; description: string }) {
  await expect(page).toHaveTitle(seo.title);
  const description = page.locator('meta[name="description"]');
  await expect(description).toHaveCount(1);
  await expect(description).toHaveAttribute('content', seo.description);
  expect(seo.description.trim()).not.toBe('');
  expect(await page.locator('title').count()).toBe(1);
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('cookies_a', 'true'));
});

for (const { locale, language } of [
  { locale: 'en-UN', language: 'en' },
  { locale: 'fi-FI', language: 'fi' },
]) {
  test(`home, casino lobby and sign-up have the content's ${language} title and description`, async ({
    page,
  }) => {
    for (const path of ['/', '/online-casino', '/signup']) {
      await page.goto(`${AURORA}/${locale}${path === '/' ? '' : path}`);
      await expectSeo(page, seoOf(path, language));
      await expectNoAxeViolations(page);
    }
  });
}

test('a lobby category is titled with its label and the lobby in the page language', async ({ page }) => {
  const { t } = translatorFor('fi');
  await page.goto(`${AURORA}/fi-FI/online-casino/jackpots`);
  await expectSeo(page, {
    title: `Jättipotit | ${t('lobby.casino.title')} | ${BRAND}`,
    description: seoOf('/online-casino/jackpots', 'fi').description,
  });
  expect(t('lobby.casino.title')).not.toBe('Casino');
  await expectNoAxeViolations(page);
});

test("a game page is titled with the game's name and has its lobby's description", async ({ page }) => {
  await page.goto(`${AURORA}/en-UN/online-casino`);
  const tile = page.getByRole('main').locator('a[href*="/online-casino/play/"]').first();
  const href = await tile.getAttribute('href');
  await page.goto(`${AURORA}${href}`);
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  expect(name).not.toBe('');
  await expectSeo(page, {
    title: `${name} | ${BRAND}`,
    description: seoOf('/online-casino', 'en').description,
  });
  await expectNoAxeViolations(page);
});

test('new@demo.test signed in sees the deposit page titled from content, in English and Finnish', async ({
  page,
}) => {
  await page.goto(`${AURORA}/en-UN#login`);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await hydrated(page);
  await dialog.getByLabel('E-mail').fill('new@demo.test');
  await dialog.getByLabel('Password').fill('Sandbox-Pass-1');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner')).toContainText('Hi, ');

  await page.goto(`${AURORA}/en-UN/my-account/banking/deposit`);
  await expectSeo(page, seoOf('/my-account/banking/deposit', 'en'));
  await expectNoAxeViolations(page);

  await page.goto(`${AURORA}/fi-FI/my-account/banking/deposit`);
  await expectSeo(page, seoOf('/my-account/banking/deposit', 'fi'));
  await expectNoAxeViolations(page);
});

test('the title and description follow a client-side navigation', async ({ page }) => {
  await page.goto(`${AURORA}/en-UN`);
  await expectSeo(page, seoOf('/', 'en'));
  // A marker that a full page load would wipe out.
  await page.evaluate(() => Object.assign(window, { seoMarker: true }));

  const casino = page.getByRole('banner').locator('a[href="/en-UN/online-casino"]').first();
  // Click only once React has hydrated the link, or the browser would load the page in full.
  await expect
    .poll(() => casino.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
  await casino.click();
  await expect(page).toHaveURL(`${AURORA}/en-UN/online-casino`);
  await expectSeo(page, seoOf('/online-casino', 'en'));
  expect(await page.evaluate(() => (window as { seoMarker?: boolean }).seoMarker)).toBe(true);

  await page.goBack();
  await expectSeo(page, seoOf('/', 'en'));
});

test('a missing page is titled "Page not found!" and kept out of search indexes', async ({ page }) => {
  const response = await page.goto(`${AURORA}/en-UN/online-casino/no-such-category`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found!');
  await expect(page).toHaveTitle(`Page not found! | ${BRAND}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('meta[name="description"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('/robots.txt lets crawlers in except the account pages, as cacheable plain text', async ({
  request,
}) => {
  const response = await request.get(`${AURORA}/robots.txt`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  expect(response.headers()['cache-control']).toMatch(/^public, max-age=\d+/);
  const lines = (await response.text()).split('\n').map((line) => line.trim());
  expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /*/my-account/']));
  // The brand's sitemap on the host asked (issue 29; seo-links.spec.ts reads it).
  expect(lines).toContain(`Sitemap: ${AURORA}/sitemap.xml`);
});

test("pages link the brand's own icon; /favicon.ico is a bare 404, not the home page", async ({
  page,
  request,
}) => {
  const icons = { aurora: AURORA, kestrel: KESTREL };
  const drawn = new Set<string>();
  for (const origin of Object.values(icons)) {
    await page.goto(origin);
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    // Fetched by the page: its brand's hostname resolves in the browser only.
    const icon = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        body: await response.text(),
      };
    }, href!);
    expect(icon.status).toBe(200);
    expect(icon.type).toMatch(/^image\/svg\+xml/);
    drawn.add(icon.body);
  }
  // Each brand draws its own (its colours and initial).
  expect(drawn.size).toBe(2);
  const legacy = await request.get(`${AURORA}/favicon.ico`, { maxRedirects: 0 });
  expect(legacy.status()).toBe(404);
  expect(await legacy.text()).toBe('');
});
