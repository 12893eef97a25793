/**
 * Visual snapshots: the first screen of home, the casino lobby, the live
 * lobby, a game page, sign-up, deposit and banking, at 390 and 1440 px on both brands, compared
 * with the baselines committed under e2e/__screenshots__/visual.spec.ts/. A change that breaks a
 * layout, a theme or the art fails here; an intended change updates the baselines:
 *
 *   npx playwright test e2e/visual.spec.ts --update-snapshots   (from apps/site, after a build)
 *
 * How a snapshot is taken is e2e/snapshot.ts, shared with e2e/fonts.spec.ts (the same baselines on
 * a machine with other fonts). What moves by itself is masked: jackpot amounts and the ticker (they grow with every bet),
 * winners (other tests' bets), the game's own frame (the provider's animation) and the dates of
 * the transaction list. visual@demo.test signs in for the account pages: no other test uses it, so
 * its balance and history stay as seeded. Animations are stopped and the caret hidden.
 */
import { hydrated, expect, test } from './test.ts';
import {
  SNAPSHOT_BRANDS as BRANDS,
  SNAPSHOT_VIEWPORTS as VIEWPORTS,
  openSnapshotContext as open,
  snapshot,
} from './snapshot.ts';

test.describe.configure({ timeout: 240_000 });

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
