/**
 * How a visual snapshot is taken, for the visual spec and the machine-fonts spec, which compare
 * against the same baselines (e2e/__screenshots__/visual.spec.ts/): the brands and viewports, a
 * context without motion and with the cookie choice made, and the first screen of a page once its
 * eager images and its fonts have loaded, with what moves by itself masked.
 */
import type { Browser, Page } from '@playwright/test';
import { expect } from './test.ts';
import { AURORA, KESTREL } from './urls.ts';

export const SNAPSHOT_BRANDS = [
  { name: 'aurora', base: AURORA, locale: 'en-UN' },
  { name: 'kestrel', base: KESTREL, locale: 'fi-FI' },
] as const;

export const SNAPSHOT_VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** The small phone of the casino-grade snapshots (visual.spec.ts), beside the two above. */
export const SNAPSHOT_SMALL_PHONE = { name: 'phone-360', width: 360, height: 780 } as const;

/** The share of pixels a snapshot may differ by (anti-aliasing, a moving frame's edge). */
export const SNAPSHOT_MAX_DIFF_PIXEL_RATIO = 0.01;

const MASKED = [
  '[data-testid="jackpot-amount"]',
  '[data-testid="jackpot-ticker"]',
  '[data-testid="winners"]',
  '[data-testid="game-frame"]',
  'iframe',
  'time',
  // The live tables' stage: what changes with the clock alone (the round's number and timer, the
  // wheel's ball, the seats, the last results) is marked by the sandbox's page.
  '[data-moves]',
];

export async function openSnapshotContext(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
  await context.addInitScript(() => localStorage.setItem('cookies_a', 'true'));
  return context;
}

/**
 * The first screen of the page, once its images and fonts have loaded, against its baseline
 * `<name>.png`. `soft` records a difference and goes on (to see every snapshot's difference).
 */
export async function snapshot(page: Page, name: string, { soft = false }: { soft?: boolean } = {}) {
  await page.waitForLoadState('load');
  // The eager images (the first screen's, by the pages' own choice) have loaded; lazy ones that
  // come in later change the picture, and toHaveScreenshot waits for two identical frames.
  await page.waitForFunction(
    () => [...document.images].every((image) => image.loading === 'lazy' || image.complete),
    undefined,
    { timeout: 20_000 },
  );
  await page.evaluate(() => document.fonts.ready);
  await (soft ? expect.soft(page) : expect(page)).toHaveScreenshot(`${name}.png`, {
    animations: 'disabled',
    caret: 'hide',
    mask: MASKED.map((selector) => page.locator(selector)),
    maxDiffPixelRatio: SNAPSHOT_MAX_DIFF_PIXEL_RATIO,
    timeout: 30_000,
  });
}
