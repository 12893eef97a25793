/**
 * No text clipped inside its box at 360 px (issue 27): the pages where a player decides to stay
 * (playerPages.ts: home, lobbies, search open with results, a slot, roulette and a live table, the
 * cashier, withdrawal, account, limits, history and rewards), signed out and signed in, on both
 * brands. Every text element's scroll width and height are checked against its own box and the
 * boxes that cut it (clipping.ts), and the game stages are checked as their own pages too.
 *
 * The checker is checked first on a page made to clip (an ellipsis, a clamped line, a label cut by
 * its card) and one that does not.
 */
import { clippedTexts } from './clipping.ts';
import { PLAYER_PAGES, signIn } from './playerPages.ts';
import { SNAPSHOT_BRANDS as BRANDS } from './snapshot.ts';
import { expect, test } from './test.ts';

test.describe.configure({ timeout: 300_000 });

test('the checker finds text cut by an ellipsis, a line clamp or a card, and nothing in text that fits', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.setContent(`
    <p id="fits" style="width: 300px">Jackpot €147,512.30</p>
    <p id="ellipsis" style="width: 80px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis">Jackpot €147,512.30</p>
    <p id="clamp" style="width: 120px; display: -webkit-box; -webkit-line-clamp: 1; -webkit-box-orient: vertical; overflow: hidden">Welcome to the northern lights casino</p>
    <div style="width: 100px; overflow: hidden"><span id="cut" style="white-space: nowrap">A label far too long for its card</span></div>
    <div style="width: 100px; overflow-x: auto"><span style="white-space: nowrap">A row that scrolls by design</span></div>
    <span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0)">Screen readers only</span>
  `);
  const found = (await clippedTexts(page)).map(({ where }) => where);
  expect(found).toEqual(['p#ellipsis', 'p#clamp', 'span#cut']);
});

for (const brand of BRANDS) {
  test(`${brand.name}: no text is clipped at 360 px, signed out and signed in`, async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 780 },
      reducedMotion: 'reduce',
    });
    await context.addInitScript(() => localStorage.setItem('cookies_a', 'true'));
    const page = await context.newPage();
    const at = (path: string) => `${brand.base}/${brand.locale}${path}`;
    const clipped: string[] = [];
    const look = async (id: string) => {
      for (const { where, text, how } of await clippedTexts(page))
        clipped.push(`${id}: ${where} "${text}" (${how})`);
    };

    for (const shown of PLAYER_PAGES.filter((candidate) => !candidate.signedIn)) {
      await shown.open(page, at);
      await look(`signed out ${shown.id}`);
    }
    // An account page signed out: the access-error page with its log-in form.
    await page.goto(at('/my-account/banking/deposit'));
    await look('signed out cashier');

    // The visual snapshots' player: this spec only reads, so its balance and history stay as seeded.
    await signIn(page, at, 'visual@demo.test');
    for (const shown of PLAYER_PAGES) {
      await shown.open(page, at);
      await look(`signed in ${shown.id}`);
    }
    await context.close();
    expect(clipped, `Text clipped at 360 px:\n${clipped.join('\n')}`).toEqual([]);
  });
}
