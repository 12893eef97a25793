/**
 * The pages where a player decides to stay (issue 27): the ones the casino-grade checks visit on
 * both brands, signed out and signed in. Shared by the clipped-text spec (clipping.spec.ts) and the
 * visual snapshots (visual.spec.ts), so both look at the same pages the same way.
 *
 * Games come from the brand's own lobbies: the first casino tile is the slot; the first live tile
 * named "Roulette" is the roulette table and the first other live tile the live table (the
 * roulette table again when the brand has no other). A game is looked at twice: the site's page
 * around it, and the game's own page (the frame's document, opened on its own).
 */
import type { Page } from '@playwright/test';
import { expect, hydrated } from './test.ts';

export interface PlayerPage {
  id: string;
  /** Brings the page there (and waits until it is ready to be looked at). */
  open: (page: Page, at: (path: string) => string) => Promise<void>;
  /** The page needs a signed-in player (signed out it is the access-error page). */
  signedIn: boolean;
}

/** Goes to a path and waits for the page (and its fonts) to settle. */
async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready);
}

/** The play links of a lobby's tiles, with their titles. */
async function lobbyGames(page: Page, url: string): Promise<{ href: string; title: string }[]> {
  await visit(page, url);
  return page
    .locator('main a[href*="/play/"]')
    .evaluateAll((links) =>
      links.map((link) => ({ href: link.getAttribute('href') ?? '', title: link.textContent ?? '' })),
    );
}

/** Opens a game's page on the site, then (when `ownPage`) the game's own page from its frame. */
async function openGame(page: Page, href: string, ownPage: boolean): Promise<void> {
  await visit(page, new URL(href, page.url()).href);
  const frame = page.locator('iframe').first();
  await expect(frame).toBeAttached({ timeout: 30_000 });
  if (!ownPage) return;
  const src = await frame.getAttribute('src');
  expect(src, 'the game frame names its page').toBeTruthy();
  await visit(page, new URL(src!, page.url()).href);
}

function gameChooser(lobby: string, pick: (games: { href: string; title: string }[]) => string | undefined) {
  return async (page: Page, at: (path: string) => string, ownPage: boolean) => {
    const games = await lobbyGames(page, at(lobby));
    const href = pick(games);
    expect(href, `a game on ${lobby}`).toBeTruthy();
    await openGame(page, href!, ownPage);
  };
}

const slot = gameChooser('/online-casino', (games) => games[0]?.href);
/**
 * CreedRoomz's tables are left out: their play path exists only on a brand with the `creedroomz`
 * route flag, and Aurora's lobby still lists them (a known gap, in the note).
 */
const playable = (games: { href: string; title: string }[]) =>
  games.filter((game) => !game.href.includes('/creedroomz/'));
const roulette = gameChooser(
  '/live-casino-online',
  (games) => (playable(games).find((game) => /roulette/i.test(game.title)) ?? playable(games)[0])?.href,
);
const liveTable = gameChooser(
  '/live-casino-online',
  (games) => (playable(games).find((game) => !/roulette/i.test(game.title)) ?? playable(games)[0])?.href,
);

/** Opens the lobby's search, types "rav" and waits for the suggestions. */
async function searchOpen(page: Page, at: (path: string) => string): Promise<void> {
  await visit(page, at('/online-casino'));
  await hydrated(page);
  const field = page.getByRole('combobox').first();
  if (!(await field.isVisible()))
    await page
      .getByRole('button', { name: /search|haku|hae/i })
      .first()
      .click();
  await page.getByRole('combobox').first().fill('rav');
  await expect(page.getByRole('option').first()).toBeVisible({ timeout: 15_000 });
}

export const PLAYER_PAGES: readonly PlayerPage[] = [
  { id: 'home', signedIn: false, open: (page, at) => visit(page, at('')) },
  { id: 'lobby', signedIn: false, open: (page, at) => visit(page, at('/online-casino')) },
  { id: 'live-lobby', signedIn: false, open: (page, at) => visit(page, at('/live-casino-online')) },
  { id: 'search', signedIn: false, open: searchOpen },
  { id: 'slot', signedIn: false, open: (page, at) => slot(page, at, false) },
  { id: 'slot-stage', signedIn: false, open: (page, at) => slot(page, at, true) },
  { id: 'roulette', signedIn: true, open: (page, at) => roulette(page, at, false) },
  { id: 'roulette-stage', signedIn: true, open: (page, at) => roulette(page, at, true) },
  { id: 'live-table-stage', signedIn: true, open: (page, at) => liveTable(page, at, true) },
  { id: 'cashier', signedIn: true, open: (page, at) => visit(page, at('/my-account/banking/deposit')) },
  { id: 'withdrawal', signedIn: true, open: (page, at) => visit(page, at('/my-account/banking/withdraw')) },
  { id: 'account', signedIn: true, open: (page, at) => visit(page, at('/my-account/account')) },
  { id: 'limits', signedIn: true, open: (page, at) => visit(page, at('/my-account/gambling-limits')) },
  { id: 'history', signedIn: true, open: (page, at) => visit(page, at('/my-account/banking/transactions')) },
  { id: 'rewards', signedIn: true, open: (page, at) => visit(page, at('/my-account/rewards')) },
];

/** Signs a player in through the home page's popup (any language: the form's own fields). */
export async function signIn(page: Page, at: (path: string) => string, email: string): Promise<void> {
  await page.goto(at('#login'));
  await hydrated(page);
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="email"]').fill(email);
  await dialog.locator('input[name="password"]').fill('Sandbox-Pass-1');
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}
