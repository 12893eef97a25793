/**
 * Visual snapshots: the first screen of home, the casino lobby, the live
 * lobby, a game page, sign-up, deposit and banking, at 390 and 1440 px on both brands, compared
 * with the baselines committed under e2e/__screenshots__/visual.spec.ts/. A change that breaks a
 * layout, a theme or the art fails here; an intended change updates the baselines:
 *
 *   npx playwright test e2e/visual.spec.ts --update-snapshots   (from apps/site, after a build)
 *
 * What moves by itself is masked: jackpot amounts and the ticker (they grow with every bet),
 * winners (other tests' bets), the game's own frame (the provider's animation) and the dates of
 * the transaction list. visual@demo.test signs in for the account pages: no other test uses it, so
 * its balance and history stay as seeded. Animations are stopped and the caret hidden.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, hydrated, test } from './test.ts';
import { AURORA, KESTREL } from './urls.ts';

const BRANDS = [
  { name: 'aurora', base: AURORA, locale: 'en-UN' },
  { name: 'kestrel', base: KESTREL, locale: 'fi-FI' },
] as const;

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

const MASKED = [
  '[data-testid="jackpot-amount"]',
  '[data-testid="jackpot-ticker"]',
  '[data-testid="winners"]',
  '[data-testid="game-frame"]',
  'iframe',
  'time',
];

test.describe.configure({ timeout: 240_000 });

async function open(browser: Browser, viewport: (typeof VIEWPORTS)[number]) {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
  await context.addInitScript(() => localStorage.setItem('cookies_a', 'true'));
  return context;
}

/** The first screen of the page, once its images have loaded, against its baseline. */
async function snapshot(page: Page, name: string) {
  await page.waitForLoadState('load');
  // The eager images (the first screen's, by the pages' own choice) have loaded; lazy ones that
  // come in later change the picture, and toHaveScreenshot waits for two identical frames.
  await page.waitForFunction(
    () => [...document.images].every((image) => image.loading === 'lazy' || image.complete),
    undefined,
    { timeout: 20_000 },
  );
  await page.evaluate(() => document.fonts.ready);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    animations: 'disabled',
    caret: 'hide',
    mask: MASKED.map((selector) => page.locator(selector)),
    maxDiffPixelRatio: 0.01,
    timeout: 30_000,
  });
}

for (const brand of BRANDS) {
  for (const viewport of VIEWPORTS) {
    test(`${brand.name} at ${viewport.width} px looks as it did`, async ({ browser }) => {
      const context = await open(browser, viewport);
      const page = await context.newPage();
      const at = (path: string) => `${brand.base}/${brand.locale}${path}`;
      const shot = (page_: string) => snapshot(page, `${brand.name}-${viewport.name}-${page_}`);

      await page.goto(at(''));
      await shot('home');
      await page.goto(at('/online-casino'));
      await shot('lobby');
      const game = await page.locator('main a[href*="/online-casino/play/"]').first().getAttribute('href');
      await page.goto(at('/live-casino-online'));
      await shot('live-lobby');
      await page.goto(`${brand.base}${game}`);
      await shot('game');
      await page.goto(at('/signup'));
      await shot('signup');

      await page.goto(at('#login'));
      await hydrated(page);
      const dialog = page.getByRole('dialog');
      await dialog.locator('input[name="email"]').fill('visual@demo.test');
      await dialog.locator('input[name="password"]').fill('Sandbox-Pass-1');
      await dialog.locator('button[type="submit"]').click();
      await expect(page.getByRole('banner')).toContainText(/Hi, Vera|Hei, Vera/);
      await page.goto(at('/my-account/banking'));
      await shot('banking');
      await page.goto(at('/my-account/banking/deposit'));
      await shot('deposit');
      await context.close();
    });
  }
}
