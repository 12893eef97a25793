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
import { z } from 'zod';
import { expect, hydrated } from './test.ts';
import { SANDBOX } from './urls.ts';

/** The sandbox's live round (apps/sandbox/src/services/games/rouletteWheel.ts): 20 s of betting in 30. */
const ROUND_MS = 30_000;
const BETTING_MS = 20_000;

export interface PlayerPage {
  id: string;
  /** Brings the page there (and waits until it is ready to be looked at). */
  open: (page: Page, at: (path: string) => string) => Promise<void>;
  /** The page needs a signed-in player (signed out it is the access-error page). */
  signedIn: boolean;
}

/** Pages whose clock stands still for the next visit (a live table's own page, bettingTable). */
const paused = new WeakSet<Page>();
/** Pages whose clock stands still now, to run again on the next visit. */
const standing = new WeakSet<Page>();
/** Pages with Playwright's clock installed (once per page). */
const installed = new WeakSet<Page>();

/** Goes to a path and waits for the page (and its fonts) to settle. */
async function visit(page: Page, url: string): Promise<void> {
  if (standing.delete(page)) await page.clock.resume();
  await page.goto(url);
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready);
  if (paused.delete(page)) standing.add(page);
}

/** The lobbies' play links already read in this worker (a lobby's tiles are the same all run). */
const lobbies = new Map<string, { href: string; title: string }[]>();

/** The play links of a lobby's tiles, with their titles (read once per lobby and worker). */
async function lobbyGames(page: Page, url: string): Promise<{ href: string; title: string }[]> {
  const known = lobbies.get(url);
  if (known) return known;
  await visit(page, url);
  const games = await page
    .locator('main a[href*="/play/"]')
    .evaluateAll((links) =>
      links.map((link) => ({ href: link.getAttribute('href') ?? '', title: link.textContent ?? '' })),
    );
  lobbies.set(url, games);
  return games;
}

/**
 * A live table's own page in one state for the eye: it is asked for while the sandbox's round has
 * at least 3 s of betting left (waiting for the next round otherwise, at most 13 s), and the
 * page's own timers stand still from before it loads (its countdown, and its reload when betting
 * closes), so the layout is the betting table throughout. The sandbox clock is not moved: it is
 * shared by every spec (the history's window ends at the site's now).
 */
async function bettingTable(page: Page): Promise<void> {
  const into = async () => {
    const answer = await fetch(`${SANDBOX}/sandbox/clock`);
    return Date.parse(z.object({ now: z.string() }).parse(await answer.json()).now) % ROUND_MS;
  };
  await expect.poll(into, { timeout: 45_000, intervals: [500] }).toBeLessThan(BETTING_MS - 3_000);
  if (!installed.has(page)) await page.clock.install();
  installed.add(page);
  await page.clock.pauseAt(Date.now() + 100);
  paused.add(page);
}

/** Opens a game's page on the site, then (when `ownPage`) the game's own page from its frame. */
async function openGame(
  page: Page,
  lobby: string,
  href: string,
  ownPage: boolean,
  live: boolean,
): Promise<void> {
  await visit(page, new URL(href, lobby).href);
  const frame = page.locator('iframe').first();
  await expect(frame).toBeAttached({ timeout: 30_000 });
  if (!ownPage) return;
  const src = await frame.getAttribute('src');
  expect(src, 'the game frame names its page').toBeTruthy();
  if (live) await bettingTable(page);
  await visit(page, new URL(src!, page.url()).href);
}

function gameChooser(lobby: string, pick: (games: { href: string; title: string }[]) => string | undefined) {
  return async (page: Page, at: (path: string) => string, ownPage: boolean) => {
    const games = await lobbyGames(page, at(lobby));
    const href = pick(games);
    expect(href, `a game on ${lobby}`).toBeTruthy();
    await openGame(page, at(lobby), href!, ownPage, lobby.startsWith('/live'));
  };
}

const slot = gameChooser('/online-casino', (games) => games[0]?.href);
/**
 * CreedRoomz's tables are left out, so both brands pick the same kind of table: only Aurora lists
 * them (Kestrel has the `creedroomz` route flag off), and real money only.
 */
const playable = (games: { href: string; title: string }[]) =>
  games.filter((game) => !game.href.includes('/creedroomz/'));
const roulette = gameChooser(
  '/live-casino-online',
  (games) => (playable(games).find((game) => /roulette/i.test(game.title)) ?? playable(games)[0])?.href,
);
/** A card table (blackjack or baccarat), which the sandbox deals as such. */
const liveTable = gameChooser(
  '/live-casino-online',
  (games) =>
    (playable(games).find((game) => /blackjack|baccarat/i.test(game.title)) ?? playable(games)[0])?.href,
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

/**
 * The sportsbook (issue 28): an event's page in the provider's frame, opened as its own page like
 * a game's stage, for an event a day or more ahead (the last of the competition's list), so its
 * markets take bets and the layout stays the same from run to run (teams and odds are marked as
 * changing). A brand without the sportsbook sends the URL home: that home is what is looked at.
 */
async function sportsbook(page: Page, at: (path: string) => string): Promise<void> {
  await visit(page, at('/sportsbook/football/finland/fi-veikkausliiga'));
  const frame = page.locator('[data-testid="sportsbook-frame"]');
  if ((await frame.count()) === 0) return;
  const src = await frame.getAttribute('src');
  expect(src, 'the sportsbook frame names its page').toBeTruthy();
  await visit(page, new URL(src!, page.url()).href);
  const events = page.getByRole('region', { name: 'Starting soon' }).locator('.teams a');
  const href = await events.last().getAttribute('href');
  await visit(page, new URL(href!, page.url()).href);
  await expect(page.locator('.odd').first()).toBeVisible();
}

/** The brand's first casino promotion (issue 29), opened from the casino category's cards. */
async function promotion(page: Page, at: (path: string) => string): Promise<void> {
  await visit(page, at('/promotions/casino'));
  const href = await page.locator('[data-promotion] h2 a').first().getAttribute('href');
  expect(href, 'the casino category has a promotion').toBeTruthy();
  await visit(page, new URL(href!, page.url()).href);
  await expect(page.getByTestId('promotion')).toBeVisible();
}

export const PLAYER_PAGES: readonly PlayerPage[] = [
  { id: 'home', signedIn: false, open: (page, at) => visit(page, at('')) },
  { id: 'lobby', signedIn: false, open: (page, at) => visit(page, at('/online-casino')) },
  { id: 'live-lobby', signedIn: false, open: (page, at) => visit(page, at('/live-casino-online')) },
  { id: 'search', signedIn: false, open: searchOpen },
  { id: 'promotions', signedIn: false, open: (page, at) => visit(page, at('/promotions')) },
  { id: 'promotion', signedIn: false, open: promotion },
  { id: 'loyalty', signedIn: false, open: (page, at) => visit(page, at('/loyalty-page')) },
  {
    id: 'tournament',
    signedIn: false,
    open: (page, at) => visit(page, at('/promotions/tournaments/hourly-sprint')),
  },
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
  { id: 'sportsbook', signedIn: true, open: sportsbook },
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
