/**
 * Canonical URLs, hreflang and the sitemap (issue 29; titles and descriptions are seo.spec.ts):
 * every public page of the route table without parameters, on
 * both brands, names one canonical URL (its own address without the query, on the origin it was
 * asked on) and its alternates in every language of its market, with Open Graph tags; a promotion
 * and a landing page too. Pages that send a visitor elsewhere (a guard, a flag) are checked where
 * they land.
 */
import { ROUTES } from '@casino/domain';
import { expect, test } from './test.ts';
import { AURORA, KESTREL } from './urls.ts';

test.describe.configure({ timeout: 300_000 });

const PUBLIC_PATHS = ROUTES.filter(
  (route) => route.requires.auth === 'public' && !route.path.includes(':') && !route.path.includes('*'),
).map((route) => (route.path === '' ? '' : `/${route.path}`));

for (const { name, base, locale, languages } of [
  { name: 'aurora', base: AURORA, locale: 'en-UN', languages: ['en', 'x-default'] },
  { name: 'kestrel', base: KESTREL, locale: 'fi-FI', languages: ['fi-FI', 'en-FI'] },
]) {
  test(`${name}: every public page names its canonical URL and its languages`, async ({ page }) => {
    const paths = [...PUBLIC_PATHS, '/promotions/casino', '/landing/live-studio'];
    expect(paths.length).toBeGreaterThan(20);
    let checked = 0;
    for (const path of paths) {
      const response = await page.goto(`${base}/${locale}${path}?utm_source=test`);
      if (!response || response.status() !== 200) continue;
      const landed = new URL(page.url());
      const canonical = page.locator('link[rel="canonical"]');
      await expect(canonical, path).toHaveCount(1);
      await expect(canonical, path).toHaveAttribute('href', `${landed.origin}${landed.pathname}`);
      const hreflangs = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
      for (const language of languages) expect(hreflangs, path).toContain(language);
      await expect(page.locator('meta[property="og:url"]'), path).toHaveAttribute(
        'content',
        `${landed.origin}${landed.pathname}`,
      );
      await expect(page.locator('meta[property="og:title"]'), path).toHaveCount(1);
      checked += 1;
    }
    // Most pages answer 200 to a visitor; the rest (account pages, flags) were sent elsewhere.
    expect(checked).toBeGreaterThan(15);
  });
}

test('robots.txt names the brand’s sitemap, which lists the promotions and landing pages, each a page', async ({
  request,
}) => {
  const robots = await request.get(`${AURORA}/robots.txt`);
  expect(await robots.text()).toContain(`Sitemap: ${AURORA}/sitemap.xml`);
  const sitemap = await request.get(`${AURORA}/sitemap.xml`);
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
  const urls = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  for (const listed of [
    `${AURORA}/en-UN/promotions`,
    `${AURORA}/en-UN/promotions/casino/northern-welcome`,
    `${AURORA}/en-UN/landing/live-studio`,
  ]) {
    expect(urls).toContain(listed);
    expect((await request.get(listed)).status(), listed).toBe(200);
  }
});

test('Kestrel’s sitemap lists its own pages on its own host', async ({ page }) => {
  // kestrel.localhost resolves in the browser only, so the browser fetches it.
  const response = await page.goto(`${KESTREL}/sitemap.xml`);
  expect(response?.status()).toBe(200);
  const kestrel = (await response?.text()) ?? '';
  expect(kestrel).toContain(`${KESTREL}/fi-FI/promotions/casino/welcome-spins`);
  expect(kestrel).not.toContain(`${AURORA}/`);
});
