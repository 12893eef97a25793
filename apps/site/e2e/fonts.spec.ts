/**
 * Pages do not depend on the fonts a machine happens to have (issue 25): each brand paints with its
 * own web fonts (brands/<id>/assets/fonts/), so home and the casino lobby of both brands at 390 and
 * 1440 px match the visual spec's baselines (same files, same threshold) in a Chromium that sees
 * - none of the machine's fonts (only one unrelated font, which any text not painted by a web font
 *   would show in), and
 * - an extra set of fonts preferred for `serif`, `sans-serif`, `system-ui`, Georgia, Times New
 *   Roman and the other usual names (as a machine with Debian's recommended fonts has).
 * Each setup starts its own Chromium with a generated fontconfig (e2e/machineFonts.ts), and first
 * checks that the browser does see what the setup says. The baselines are the visual spec's: this
 * spec only compares (it is skipped by `--update-snapshots`; the visual spec records them), in its
 * own project (playwright.config.ts `machine-fonts`), which reads them from its folder:
 *
 *   npx playwright test e2e/fonts.spec.ts   (from apps/site, after a build)
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../../scripts/chromium.ts';
import { EXTRA_SANS, EXTRA_SERIF, fontconfigFile, type MachineFonts } from './machineFonts.ts';
import { SNAPSHOT_BRANDS, SNAPSHOT_VIEWPORTS, openSnapshotContext, snapshot } from './snapshot.ts';
import { expect, test } from './test.ts';

test.describe.configure({ timeout: 300_000 });

test("each brand preloads its first screen's font, served by the site for a year", async ({ page }) => {
  for (const brand of SNAPSHOT_BRANDS) {
    await page.goto(`${brand.base}/${brand.locale}`);
    const preloads = page.locator('head link[rel="preload"][as="font"]');
    await expect(preloads).toHaveCount(1);
    await expect(preloads).toHaveAttribute('type', 'font/woff2');
    await expect(preloads).toHaveAttribute('crossorigin', 'anonymous');
    const href = (await preloads.getAttribute('href'))!;
    expect(href).toMatch(/^\/fonts\/[a-z0-9.-]+\.[0-9a-f]{16}\.woff2$/);
    // The theme's style names the file in an @font-face rule, and the page painted with it.
    expect(await page.locator('head style').first().textContent()).toContain(`url("${href}")`);
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily.split(',')[0]!);
    expect(await page.evaluate((name) => document.fonts.check(`16px ${name}`), family)).toBe(true);
    // Fetched as the page would (kestrel.localhost resolves in the browser, not in Node).
    const answer = await page.evaluate(async (url) => {
      const [font, unknown] = await Promise.all([fetch(url), fetch('/fonts/unknown.woff2')]);
      const head = new Uint8Array(await font.arrayBuffer()).subarray(0, 4);
      return {
        status: font.status,
        type: font.headers.get('content-type'),
        cache: font.headers.get('cache-control'),
        signature: String.fromCharCode(...head),
        unknown: unknown.status,
      };
    }, href);
    expect(answer).toEqual({
      status: 200,
      type: 'font/woff2',
      cache: 'public, max-age=31536000, immutable',
      signature: 'wOF2',
      unknown: 404,
    });
  }
});

/** The width of a sample line in each font, as the page's canvas measures it. */
async function widths(page: Page, fonts: readonly string[]): Promise<number[]> {
  return page.evaluate((families) => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    return families.map((family) => {
      canvas.font = `40px ${family}`;
      return Math.round(canvas.measureText('Hamburgefonstiv 0123456789').width);
    });
  }, fonts);
}

/** The browser sees what the setup says: no fonts at all, or the extra fonts for the usual names. */
async function expectSetup(page: Page, setup: MachineFonts) {
  if (setup === 'hidden') {
    // One font for every name: the generic families and the machine's own fonts are all it.
    const measured = await widths(page, [
      'serif',
      'sans-serif',
      'monospace',
      '"DejaVu Sans"',
      `"${EXTRA_SERIF}"`,
    ]);
    expect(new Set(measured).size, `every family is ${EXTRA_SERIF}`).toBe(1);
    return;
  }
  const [georgia, serif, playfair, system, figtree, mono] = await widths(page, [
    'Georgia',
    'serif',
    `"${EXTRA_SERIF}"`,
    'system-ui',
    `"${EXTRA_SANS}"`,
    'monospace',
  ]);
  expect([georgia, serif], `Georgia and serif are ${EXTRA_SERIF}`).toEqual([playfair, playfair]);
  expect(system, `system-ui is ${EXTRA_SANS}`).toBe(figtree);
  expect(new Set([playfair, figtree, mono]).size).toBe(3);
}

for (const setup of ['hidden', 'extra'] as const) {
  test(`home and lobby look as they did with ${setup === 'hidden' ? "the machine's fonts hidden" : 'extra system fonts'}`, async () => {
    test.skip(
      test.info().config.updateSnapshots === 'all' || test.info().config.updateSnapshots === 'changed',
      'the visual spec records the baselines this spec compares against',
    );
    test.skip(process.platform !== 'linux', "fontconfig chooses Chromium's fonts on Linux only");
    const executablePath = chromiumPath();
    const fontconfig = fontconfigFile(setup);
    const browser = await chromium.launch({
      ...(executablePath ? { executablePath } : {}),
      args: CHROMIUM_ARGS,
      env: { ...process.env, FONTCONFIG_FILE: fontconfig },
    });
    try {
      for (const brand of SNAPSHOT_BRANDS) {
        for (const viewport of SNAPSHOT_VIEWPORTS) {
          const context = await openSnapshotContext(browser, viewport);
          const page = await context.newPage();
          await page.goto(`${brand.base}/${brand.locale}`);
          await expectSetup(page, setup);
          // Soft: every snapshot's difference is reported, not only the first.
          await snapshot(page, `${brand.name}-${viewport.name}-home`, { soft: true });
          await page.goto(`${brand.base}/${brand.locale}/online-casino`);
          await snapshot(page, `${brand.name}-${viewport.name}-lobby`, { soft: true });
          await context.close();
        }
      }
    } finally {
      await browser.close();
      await rm(path.dirname(fontconfig), { recursive: true, force: true });
    }
  });
}
