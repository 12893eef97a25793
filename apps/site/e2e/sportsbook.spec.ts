/**
 * The sportsbook and virtual sports (issue 28) against the sandbox's sportsbook, in its frame:
 * - a visitor opens a football competition by deep link and sees events with odds; choosing a
 *   selection opens the login popup, and logging in comes back to the same place; on /fi-FI the
 *   frame is in Finnish; on a phone the site's menu leads to live betting, virtuals and the
 *   player's bets (spec 1 §2's page-type groups);
 * - sports@demo.test places a single and an accumulator in the slip; the header balance drops at
 *   once; moving inside the frame keeps the site's address in step; the sandbox clock moves past
 *   the events' end and the bets settle: the balance and "My bets" show the result without a
 *   reload, and the history lists the bets under Sports;
 * - a virtual round is bet and settled;
 * - a player over their spend limit is refused in the slip with the limit message, and a
 *   risk-payout player is kept out of the sportsbook;
 * - sportsbonus@demo.test claims the sportsbook's bonus on the rewards page: the header's breakdown
 *   shows it, the sportsbook greets them with it (spec 3 §4's sports bonus toast), and a bet with
 *   no cash stakes it and counts towards its wagering;
 * - loyalty@demo.test wagers 500 and the level-up toast names its new loyalty level (issue 29: the
 *   sandbox's PLAYER_LOYALTY_LEVEL on the live feed);
 * - Kestrel, which has no sportsbook, shows no sportsbook link and sends its sportsbook URLs home.
 * Every page passes axe, the frame's own document too. The tests run in order against one sandbox.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { createPlayerApiClient } from '@casino/player-api';
import { expectNoAxeViolations } from './axe.ts';
import { DEMO_PASSWORD, expect, hydrated, logIn, test, visitorAddress } from './test.ts';
import { AURORA, KESTREL, SANDBOX } from './urls.ts';
import { moveSandboxClock, sandboxNow } from './sandboxClock.ts';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('cookies_a', 'true'));
});

const BOOK = `${AURORA}/en-UN/sportsbook`;
const frameOf = (page: Page) => page.frameLocator('[data-testid="sportsbook-frame"]');

/** The frame once its script has attached its listeners (a click before that does nothing). */
async function liveFrame(page: Page): Promise<FrameLocator> {
  const frame = frameOf(page);
  await expect(frame.locator('[data-sportsbook][data-ready="true"]')).toHaveCount(1, { timeout: 30_000 });
  return frame;
}

/** The header's cash balance as a number (its text is "485,00 €" or "€485.00"). */
async function cash(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-balance').textContent()) ?? '';
  return Number(
    text
      .replace(/[^\d,.]/g, '')
      .replace(/,(\d{2})$/, '.$1')
      .replace(/,/g, ''),
  );
}

/** The frame's context (its URL's query), for reading the player's bets as the frame does. */
async function contextOf(page: Page): Promise<string> {
  const src = (await page.getByTestId('sportsbook-frame').getAttribute('src')) ?? '';
  return new URL(src).searchParams.get('context') ?? '';
}

interface BetJson {
  betId: string;
  status: string;
  kind: string;
  stake: string;
  payout: string;
  settlesAt: string;
}

async function betsOf(page: Page): Promise<BetJson[]> {
  const response = await fetch(`${SANDBOX}/sandbox/sportsbook/api/bets`, {
    headers: { 'X-Sportsbook-Context': await contextOf(page) },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { bets: BetJson[] }).bets;
}

/** Places what the slip holds at `stake`; a price that moved meanwhile is taken and placed again. */
async function place(frame: FrameLocator, stake: string, button: RegExp) {
  const slip = frame.getByRole('complementary', { name: /Bet slip/ });
  await slip.getByRole('textbox', { name: 'Stake' }).fill(stake);
  for (let attempt = 0; attempt < 3; attempt++) {
    await slip.getByRole('button', { name: button }).click();
    const status = slip.getByRole('status');
    await expect(status).toHaveText(/Bet placed|bets placed|odds have changed|closed/, { timeout: 20_000 });
    if (/placed/.test((await status.textContent()) ?? '')) return;
  }
  throw new Error('The bet was not placed in three tries');
}

/** The first open odds buttons of the events listed in a section of the frame. */
const oddsIn = (frame: FrameLocator, section: string) =>
  frame
    .getByRole('region', { name: section })
    .locator('li.event')
    .filter({ has: frame.locator('.odd:enabled') });

test('a visitor sees a competition by deep link, and choosing a selection asks them to log in', async ({
  page,
}) => {
  await page.goto(`${BOOK}/football/finland/fi-veikkausliiga`);
  await hydrated(page);
  const frame = await liveFrame(page);
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Veikkausliiga');
  const first = frame.locator('.odd:enabled').first();
  await expect(first).toBeVisible();
  await expect(first.locator('strong')).toHaveText(/^\d+\.\d{2}$/);
  await expectNoAxeViolations(page);

  await first.click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/en-UN\/sportsbook\/football\/finland\/fi-veikkausliiga\?redirect=/);
  await dialog.getByLabel('E-mail').fill('sports@demo.test');
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner')).toContainText('Hi, ');
  await expect(page).toHaveURL(`${BOOK}/football/finland/fi-veikkausliiga`);
  await expect(frameOf(page).getByRole('heading', { level: 1 })).toHaveText('Veikkausliiga');
});

test('the frame speaks the market’s language: Finnish on /fi-FI', async ({ page }) => {
  await page.goto(`${AURORA}/fi-FI/sportsbook/football`);
  const frame = await liveFrame(page);
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Jalkapallo');
  await expect(frame.getByRole('complementary', { name: /Vetolappu/ })).toBeAttached();
  await expectNoAxeViolations(page);
});

test('on a phone the site’s menu leads to live betting, virtuals and the player’s bets', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'sports@demo.test');
  const menu = page
    .getByRole('banner')
    .locator('details')
    .filter({ has: page.locator('summary', { hasText: 'Menu' }) });
  for (const [name, path, heading] of [
    ['In play', `${BOOK}/live`, 'In play'],
    ['Virtual sports', `${AURORA}/en-UN/virtuals`, 'Virtual sports'],
    ['My bets', `${BOOK}/bet-history`, 'My bets'],
  ] as const) {
    await menu.locator('summary').click();
    await menu.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(frameOf(page).getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  await expectNoAxeViolations(page);
});

test('a player places a single and an accumulator; they settle on the sandbox clock without a reload', async ({
  page,
}) => {
  await logIn(page, 'sports@demo.test');
  await page.goto(BOOK);
  await hydrated(page);
  const frame = await liveFrame(page);
  // Moving inside the frame keeps the site's address in step.
  await frame.getByRole('navigation', { name: 'Sports' }).getByRole('link', { name: 'In play' }).click();
  await expect(page).toHaveURL(`${BOOK}/live`);
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('In play');
  const start = await cash(page);

  // The two open events in play that end first (each row says when it ends), so the clock moves
  // as little as it can: the site's session lives an hour of the sandbox's clock.
  const live = oddsIn(frame, 'Live now');
  await expect(live.first()).toBeVisible();
  const ends = await live.evaluateAll((rows) =>
    rows.map((row) => Date.parse(row.getAttribute('data-ends')!)),
  );
  const [first, second] = ends
    .map((end, index) => ({ end, index }))
    .sort((a, b) => a.end - b.end)
    .map(({ index }) => live.nth(index));
  await first!.locator('.odd:enabled').first().click();
  await place(frame, '10', /^Place bet$/);
  await expect.poll(() => cash(page)).toBeCloseTo(start - 10, 2);

  // An accumulator of the same two events.
  await first!.locator('.odd:enabled').first().click();
  await second!.locator('.odd:enabled').last().click();
  await expect(frame.getByRole('button', { name: 'Accumulator', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await place(frame, '5', /^Place accumulator$/);
  await expect.poll(() => cash(page)).toBeCloseTo(start - 15, 2);
  await expectNoAxeViolations(page);

  const bets = await betsOf(page);
  expect(bets.map((bet) => `${bet.kind} ${bet.stake} ${bet.status}`).sort()).toEqual([
    'accumulator 5.00 OPEN',
    'single 10.00 OPEN',
  ]);
  const slip = frame.getByRole('complementary', { name: /Bet slip/ });
  await slip.getByRole('button', { name: 'My bets' }).click();
  await expect(slip.locator('.bet')).toHaveCount(2);

  // Past the last event's end: the sandbox settles, the frame's list and the header follow.
  const last = Math.max(...bets.map((bet) => Date.parse(bet.settlesAt)));
  await moveSandboxClock(last - (await sandboxNow()) + 1_000);
  await expect
    .poll(async () => (await betsOf(page)).every((bet) => bet.status !== 'OPEN'), { timeout: 30_000 })
    .toBe(true);
  const settled = await betsOf(page);
  const paid = settled.reduce((sum, bet) => sum + Number(bet.payout), 0);
  await expect.poll(() => cash(page), { timeout: 30_000 }).toBeCloseTo(start - 15 + paid, 2);
  await expect(slip.locator('.bet .badge')).toHaveText(
    settled.map((bet) => (bet.status === 'WON' ? 'Won' : 'Lost')),
    {
      timeout: 30_000,
    },
  );

  // The history lists the stakes (and any win) under Sports. (A new page: where the clock moved
  // past the access token's hour, the site asks the player to log in again, as it should.)
  await page.goto(`${AURORA}/en-UN/my-account/banking/transactions`);
  if (await page.getByRole('heading', { name: 'Please log in' }).isVisible()) {
    await logIn(page, 'sports@demo.test');
    await page.goto(`${AURORA}/en-UN/my-account/banking/transactions`);
  }
  await expect(page.getByRole('main')).toContainText('Sports');
  await expect(page.getByRole('main')).toContainText('10.00');
});

test('a virtual round is bet before kick-off and settled by its result', async ({ page }) => {
  await logIn(page, 'sports@demo.test');
  await page.goto(`${AURORA}/en-UN/virtuals`);
  await hydrated(page);
  const frame = await liveFrame(page);
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Virtual sports');
  await expectNoAxeViolations(page);
  await oddsIn(frame, 'Next rounds').first().locator('.odd:enabled').first().click();
  await place(frame, '2', /^Place bet$/);
  const [bet] = (await betsOf(page)).filter((b) => b.status === 'OPEN');
  expect(bet?.stake).toBe('2.00');
  await moveSandboxClock(Date.parse(bet!.settlesAt) - (await sandboxNow()) + 1_000);
  await expect
    .poll(async () => (await betsOf(page)).find((b) => b.betId === bet!.betId)?.status, { timeout: 30_000 })
    .toMatch(/^(WON|LOST)$/);
});

test('the spend limit refuses a bet in the slip, and a risk-payout player is kept out', async ({ page }) => {
  const api = createPlayerApiClient({ baseUrl: SANDBOX, siteId: 6, forwardedFor: visitorAddress() });
  const tokens = await api.signIn({ body: { email: 'sportslimit@demo.test', password: DEMO_PASSWORD } });
  await createPlayerApiClient({ baseUrl: SANDBOX, siteId: 6, tokens }).updateSpendLimit({
    body: { duration: 'D', limit: '5' },
  });
  await logIn(page, 'sportslimit@demo.test');
  await page.goto(`${BOOK}/live`);
  await hydrated(page);
  const frame = await liveFrame(page);
  const before = await cash(page);
  await oddsIn(frame, 'Live now').first().locator('.odd:enabled').first().click();
  const slip = frame.getByRole('complementary', { name: /Bet slip/ });
  await slip.getByRole('textbox', { name: 'Stake' }).fill('10');
  await slip.getByRole('button', { name: /^Place bet$/ }).click();
  await expect(slip.getByRole('status')).toContainText('Your spend limit does not allow this bet');
  expect(await cash(page)).toBe(before);

  await page.context().clearCookies();
  await logIn(page, 'riskpayout@demo.test');
  await page.goto(`${BOOK}/football`);
  await expect(page).toHaveURL(`${AURORA}/en-UN`);
  await expect(page.getByTestId('sportsbook-frame')).toHaveCount(0);
});

test('a player claims the sports bonus on the rewards page; the header, the sportsbook and a bet use it', async ({
  page,
}) => {
  await logIn(page, 'sportsbonus@demo.test');
  await page.goto(`${AURORA}/en-UN/my-account/rewards?tab=rewards`);
  const offered = page.getByTestId('sportsbook-bonuses');
  await expect(offered.getByRole('heading', { name: 'Sportsbook bonuses' })).toBeVisible();
  const card = offered.locator('[data-bonus="6-sports-10"]');
  await expect(card.getByRole('heading', { name: '10 sports bonus' })).toBeVisible();
  await expect(card).toContainText('3× the bonus');
  // The sportsbook's bonus is not one of the casino's rewards.
  await expect(page.locator('[data-campaign="6-sports-10"]')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await card.getByRole('button', { name: 'Claim' }).click();
  await expect(page).toHaveURL(`${AURORA}/en-UN/my-account/rewards/active`);
  await expect(page.getByText('10 sports bonus is now active.')).toBeVisible();
  const active = page.getByTestId('sportsbook-bonuses').locator('[data-bonus="6-sports-10"]');
  await expect(active).toContainText(/Wagered \D*0[.,]00\D* of \D*30[.,]00/);
  await expectNoAxeViolations(page);

  // The header's breakdown: no cash, a sports bonus of 10.
  const wallet = page.getByTestId('header-wallet');
  await wallet.locator('summary').click();
  await expect(wallet.locator('[data-balance="sportsBonus"]')).toHaveText(/^\D*10[.,]00\D*$/);
  await expect(wallet.locator('[data-balance="mainBalance"]')).toHaveText(/^\D*0[.,]00\D*$/);
  await wallet.locator('summary').click();

  // The sportsbook says so, and a bet stakes it (there is no cash): the breakdown follows at once.
  await active.getByRole('link', { name: 'Bet on sports' }).click();
  await expect(page).toHaveURL(BOOK);
  await expect(page.getByText(/You have a sports bonus of \D*10[.,]00\D* to bet with\./)).toBeVisible();
  await hydrated(page);
  const frame = await liveFrame(page);
  await oddsIn(frame, 'Starting soon').first().locator('.odd:enabled').first().click();
  await place(frame, '4', /^Place bet$/);
  await wallet.locator('summary').click();
  await expect(wallet.locator('[data-balance="sportsBonus"]')).toHaveText(/^\D*6[.,]00\D*$/);
  await expect(wallet.locator('[data-balance="mainBalance"]')).toHaveText(/^\D*0[.,]00\D*$/);

  // The bet counts towards the bonus's wagering.
  await page.goto(`${AURORA}/en-UN/my-account/rewards/active`);
  await expect(page.locator('[data-bonus="6-sports-10"]')).toContainText(
    /Wagered \D*4[.,]00\D* of \D*30[.,]00/,
  );
});

test('wagering raises the loyalty level, and the level-up toast names the new level without a reload', async ({
  page,
}) => {
  await logIn(page, 'loyalty@demo.test');
  await page.goto(BOOK);
  await hydrated(page);
  const frame = await liveFrame(page);
  await oddsIn(frame, 'Starting soon').first().locator('.odd:enabled').first().click();
  // 500 of the player's own money wagered: Aurora's second level (src/demoLoyalty.ts).
  await place(frame, '500', /^Place bet$/);
  await expect(page.getByText('Level up! You are now Glow.')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(BOOK);
});

test('a brand without the sportsbook shows no link to it and sends its sportsbook URLs home', async ({
  page,
}) => {
  await page.goto(`${KESTREL}/fi-FI`);
  await hydrated(page);
  await expect(page.getByRole('banner').getByRole('link', { name: /vedonlyönti|sportsbook/i })).toHaveCount(
    0,
  );
  for (const path of ['/sportsbook', '/sportsbook/football/finland', '/virtuals']) {
    await page.goto(`${KESTREL}/fi-FI${path}`);
    await expect(page).toHaveURL(`${KESTREL}/fi-FI`);
    await expect(page.getByTestId('sportsbook-frame')).toHaveCount(0);
  }
});
