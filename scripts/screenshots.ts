/**
 * The README's screenshots (`npm run screenshots`): each brand's home and casino lobby on a phone
 * (390 × 844) and a desktop (1440 × 900), first screen only, written to `docs/screenshots/`.
 * Starts its own stack (site 3900, sandbox 4900, a throw-away sandbox database) and stops it.
 * Unlike the visual snapshots (apps/site/e2e/visual.spec.ts) nothing is masked: these show what a
 * visitor sees, jackpot amounts included, so they are pictures for people, not test baselines.
 * Run after a site build (`npm run build`).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';
import { REPO_ROOT, startStack } from './stack.ts';

const OUT = path.join(REPO_ROOT, 'docs/screenshots');
const SITE_PORT = 3900;
const BRANDS = [
  { id: 'aurora', origin: `http://localhost:${SITE_PORT}`, locale: 'en-UN' },
  { id: 'kestrel', origin: `http://kestrel.localhost:${SITE_PORT}`, locale: 'fi-FI' },
];
const DEVICES = [
  { id: 'phone', width: 390, height: 844 },
  { id: 'desktop', width: 1440, height: 900 },
];
const PAGES = [
  { id: 'home', path: '' },
  { id: 'lobby', path: '/online-casino' },
];

mkdirSync(OUT, { recursive: true });
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'casino-screenshots-'));
const stack = await startStack({
  sitePort: SITE_PORT,
  sandboxPort: 4900,
  sandboxDataDir: dataDir,
  inheritOutput: false,
});
const executablePath = chromiumPath();
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS });
try {
  for (const brand of BRANDS) {
    for (const device of DEVICES) {
      const context = await browser.newContext({
        viewport: { width: device.width, height: device.height },
        reducedMotion: 'reduce',
      });
      // The cookie choice is made, so the bar does not cover the page.
      await context.addInitScript(() => localStorage.setItem('cookies_a', 'true'));
      const page = await context.newPage();
      for (const shown of PAGES) {
        await page.goto(`${brand.origin}/${brand.locale}${shown.path}`, { waitUntil: 'networkidle' });
        // The brand's web fonts have painted (they swap in once loaded).
        await page.evaluate(() => document.fonts.ready);
        const file = path.join(OUT, `${brand.id}-${device.id}-${shown.id}.png`);
        await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
        console.log(path.relative(REPO_ROOT, file));
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
