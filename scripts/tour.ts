/**
 * The player's tour (`npm run tour [-- <out dir>]`): the pages where a player decides to stay,
 * photographed as a player sees them on a phone (360 × 780) and a desktop (1440 × 900), both
 * brands: home, casino lobby, live lobby, search with "rav" typed, a slot, the live roulette
 * table, and signed in the cashier, withdrawal, account, limits, history and rewards. Phone pages
 * are photographed whole (full page), so a long page shows as long. Written to `docs/tour/` (or
 * the folder given), one PNG per page × device × brand, and `index.md` listing them with each
 * page's height.
 *
 * It is a picture tool for people (the before/after), not a test: nothing is masked and
 * nothing is compared. Starts its own stack (site 3960, sandbox 4960, a throw-away database) and
 * stops it. Run after a site build (`npm run build`).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';
import { REPO_ROOT, startStack } from './stack.ts';

const OUT = path.resolve(process.argv[2] ?? path.join(REPO_ROOT, 'docs/tour'));
const SITE_PORT = 3960;
const BRANDS = [
  { id: 'aurora', origin: `http://localhost:${SITE_PORT}`, locale: 'en-UN', player: 'visual@demo.test' },
  {
    id: 'kestrel',
    origin: `http://kestrel.localhost:${SITE_PORT}`,
    locale: 'fi-FI',
    player: 'visual@demo.test',
  },
] as const;
const DEVICES = [
  { id: 'phone', width: 360, height: 780, fullPage: true },
  { id: 'desktop', width: 1440, height: 900, fullPage: false },
] as const;
const PASSWORD = 'Sandbox-Pass-1';

interface Shot {
  id: string;
  /** Path after the locale prefix, or a step that brings the page there. */
  open: string | ((page: Page, base: string) => Promise<void>);
  signedIn?: boolean;
}

/** The first game link of a lobby (a tile's link to `/play/<slug>`). */
async function openFirstGame(page: Page, lobbyUrl: string): Promise<void> {
  await page.goto(lobbyUrl, { waitUntil: 'networkidle' });
  const href = await page.locator('main a[href*="/play/"]').first().getAttribute('href');
  if (!href) throw new Error(`no game link on ${lobbyUrl}`);
  await page.goto(new URL(href, lobbyUrl).href, { waitUntil: 'networkidle' });
  // The game frame has loaded its page.
  await page
    .frameLocator('iframe')
    .first()
    .locator('body')
    .waitFor({ timeout: 20_000 })
    .catch(() => undefined);
}

const SHOTS: Shot[] = [
  { id: 'home', open: '' },
  { id: 'lobby', open: '/online-casino' },
  { id: 'live-lobby', open: '/live-casino-online' },
  {
    id: 'search',
    open: async (page, base) => {
      await page.goto(`${base}/online-casino`, { waitUntil: 'networkidle' });
      const search = page.getByRole('combobox').or(page.getByRole('searchbox')).first();
      await search.click();
      await search.pressSequentially('rav', { delay: 80 });
      await page.waitForTimeout(800);
    },
  },
  { id: 'slot', open: (page, base) => openFirstGame(page, `${base}/online-casino`), signedIn: true },
  {
    id: 'live-table',
    open: (page, base) => openFirstGame(page, `${base}/live-casino-online`),
    signedIn: true,
  },
  { id: 'cashier', open: '/my-account/banking/deposit', signedIn: true },
  { id: 'withdrawal', open: '/my-account/banking/withdraw', signedIn: true },
  { id: 'account', open: '/my-account/account', signedIn: true },
  { id: 'limits', open: '/my-account/gambling-limits', signedIn: true },
  { id: 'history', open: '/my-account/banking/transactions', signedIn: true },
  { id: 'rewards', open: '/my-account/rewards', signedIn: true },
];

/** Logs in through the home page's popup (as e2e/visual.spec.ts does, in any language), once the page has hydrated. */
async function logIn(page: Page, origin: string, locale: string, email: string): Promise<void> {
  await page.goto(`${origin}/${locale}#login`, { waitUntil: 'networkidle' });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="email"]').fill(email);
  await dialog.locator('input[name="password"]').fill(PASSWORD);
  await dialog.locator('button[type="submit"]').click();
  await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

async function tour(browser: Browser): Promise<string[]> {
  const lines: string[] = [];
  for (const brand of BRANDS) {
    for (const device of DEVICES) {
      const context = await browser.newContext({
        viewport: { width: device.width, height: device.height },
        reducedMotion: 'reduce',
        ...(device.id === 'phone' ? { isMobile: true, hasTouch: true, deviceScaleFactor: 1 } : {}),
      });
      await context.addInitScript(() => localStorage.setItem('cookies_a', 'true'));
      const page = await context.newPage();
      const base = `${brand.origin}/${brand.locale}`;
      let signedIn = false;
      for (const shot of SHOTS) {
        if (shot.signedIn && !brand.player) continue;
        try {
          if (shot.signedIn && !signedIn) {
            await logIn(page, brand.origin, brand.locale, brand.player!);
            signedIn = true;
          }
          if (typeof shot.open === 'string')
            await page.goto(`${base}${shot.open}`, { waitUntil: 'networkidle' });
          else await shot.open(page, base);
          await page.evaluate(() => document.fonts.ready);
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          const file = path.join(OUT, `${brand.id}-${device.id}-${shot.id}.png`);
          await page.screenshot({
            path: file,
            fullPage: device.fullPage,
            animations: 'disabled',
            caret: 'hide',
          });
          lines.push(`| ${brand.id} | ${device.id} | ${shot.id} | ${height} px | ${path.basename(file)} |`);
          console.log(path.relative(REPO_ROOT, file), `${height} px`);
        } catch (error) {
          lines.push(
            `| ${brand.id} | ${device.id} | ${shot.id} | failed | ${String(error).split('\n')[0]} |`,
          );
          console.log(`${brand.id} ${device.id} ${shot.id}: ${String(error).split('\n')[0]}`);
        }
      }
      await context.close();
    }
  }
  return lines;
}

mkdirSync(OUT, { recursive: true });
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'casino-tour-'));
const stack = await startStack({
  sitePort: SITE_PORT,
  sandboxPort: 4960,
  sandboxDataDir: dataDir,
  inheritOutput: false,
});
const executablePath = chromiumPath();
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS });
try {
  const lines = await tour(browser);
  writeFileSync(
    path.join(OUT, 'index.md'),
    ['| brand | device | page | page height | file |', '| --- | --- | --- | --- | --- |', ...lines, ''].join(
      '\n',
    ),
  );
} finally {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
