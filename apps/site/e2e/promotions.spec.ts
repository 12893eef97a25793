/**
 * Promotions (issue 29) against the content datasets and the sandbox's bonus engine:
 * - a visitor follows "Promotions" in the main navigation, narrows by category and by tag with
 *   links that work without JavaScript, opens a promotion with its offer, sign-up and terms; an
 *   unknown category or promotion says 'Page not found!';
 * - the audience (spec 3 §5): regular@demo.test (three deposits) sees the regulars' cashback and
 *   reload and the regulars' home banner, new@demo.test (none) does not, and sees the first-deposit
 *   banner instead; on the home, new@demo.test's content boxes ask them to
 *   verify, regular@demo.test's do not, and the tournament boxes invite regular@demo.test to the
 *   live showdown as well as the race, new@demo.test to the race only; the casino lobby's boxes
 *   show regular@demo.test the daily cashback and new@demo.test the welcome offer;
 * - on Kestrel, regular@demo.test finds the weekly cashback ready to claim, activates it from the
 *   promotion's page through the bonus engine, and the page then says it is active.
 * - the welcome page shows the brand's words and welcome offer to a visitor, and sends a player home;
 * - the loyalty page shows the ladder from content and a player's standing; the VIP page is the content's.
 * Every page passes axe.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { DEMO_PASSWORD, expect, hydrated, logIn, test } from './test.ts';
import { AURORA, KESTREL } from './urls.ts';

test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('cookies_a', 'true'));
});

const PROMOTIONS = `${AURORA}/en-UN/promotions`;
const CASINO = `${AURORA}/en-UN/online-casino`;
const cards = (page: Page) => page.getByTestId('promotions').locator('[data-promotion]');

test('a visitor browses promotions by category and tag and opens one', async ({ page }) => {
  await page.goto(`${AURORA}/en-UN`);
  await page.getByRole('banner').getByRole('link', { name: 'Promotions' }).first().click();
  await expect(page).toHaveURL(PROMOTIONS);
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  // Three promotions, then the four tournaments that have not ended (tournaments.spec.ts).
  await expect(cards(page)).toHaveCount(7);
  await expect(page.locator('[data-promotion="hourly-sprint"]')).toBeVisible();
  // Visitors see no promotion that is only for players, nor one of another market.
  await expect(page.locator('[data-promotion="daily-cashback"]')).toHaveCount(0);
  await expect(page.locator('[data-promotion="hockey-odds-boost"]')).toHaveCount(0);
  const categories = page.getByRole('navigation', { name: 'Promotion categories' });
  await expect(categories.getByRole('link')).toHaveText(['All', 'Casino', 'Live casino', 'Tournaments']);
  await expect(categories.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);

  await categories.getByRole('link', { name: 'Casino', exact: true }).click();
  await expect(page).toHaveURL(`${PROMOTIONS}/casino`);
  await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  const tags = page.getByRole('navigation', { name: 'Promotion types' });
  await expect(tags.getByRole('link', { name: 'New players' })).toBeVisible();
  await tags.getByRole('link', { name: 'New players' }).click();
  await expect(page).toHaveURL(`${PROMOTIONS}/casino/tag/new-players`);
  await expect(page.getByRole('heading', { level: 1, name: 'Casino: New players' })).toBeVisible();
  await expect(tags.getByRole('link', { name: 'New players' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);

  // The whole card follows its title's link.
  const welcome = page.locator('[data-promotion="northern-welcome"]');
  await welcome.getByRole('link', { name: 'Northern welcome' }).click();
  await expect(page).toHaveURL(`${PROMOTIONS}/casino/northern-welcome`);
  const promotion = page.getByTestId('promotion');
  await expect(promotion.getByRole('heading', { level: 1 })).toHaveText('Northern welcome');
  await expect(promotion).toContainText('100 % up to €200');
  await expect(promotion).toContainText('Min. deposit €20 · 30× wagering · 18+');
  await expect(promotion.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/en-UN/signup');
  const terms = promotion.getByTestId('promotion-terms');
  await terms.getByText('Terms and conditions').click();
  await expect(terms).toHaveAttribute('open', '');
  await expectNoAxeViolations(page);
  // The art is webp at two widths, its box reserved before it loads.
  const art = promotion.locator('img').first();
  await expect(art).toHaveAttribute('srcset', /fm=webp.* 800w, .* 1600w$/);
  await expect(art).toHaveAttribute('width', '800');

  for (const path of ['/nope', '/casino/no-such-promotion', '/casino/tag/nope']) {
    const response = await page.goto(`${PROMOTIONS}${path}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Page not found!')).toBeVisible();
  }
  // A promotion under another category's path moves to its own.
  await page.goto(`${PROMOTIONS}/live-casino/northern-welcome`);
  await expect(page).toHaveURL(`${PROMOTIONS}/casino/northern-welcome`);
});

test('the filters work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PROMOTIONS);
  await page
    .getByRole('navigation', { name: 'Promotion categories' })
    .getByRole('link', { name: 'Live casino' })
    .click();
  await expect(page).toHaveURL(`${PROMOTIONS}/live-casino`);
  await expect(cards(page)).toHaveCount(1);
  await expect(page.locator('[data-promotion="live-cashback-mondays"]')).toBeVisible();
  await context.close();
});

test('a player with several deposits sees the regulars’ offers and boxes, one with none does not', async ({
  page,
}) => {
  await logIn(page, 'regular@demo.test');
  // The home's hero: the banner of players with several deposits, not the first-deposit one.
  const hero = page.getByTestId('hero');
  await expect(hero).toContainText('Polar Nights prize drops');
  await expect(hero).not.toContainText('Your first deposit, doubled');
  // The home's content boxes: the limits box for every player, the verification nudge only for
  // players with no deposit.
  const boxes = page.getByTestId('content-boxes');
  await expect(boxes.locator('[data-box="contentbox-set-limits"]')).toBeVisible();
  await expect(boxes.locator('[data-box="contentbox-verify-account"]')).toHaveCount(0);
  // The tournament boxes follow: the race for everyone, the live showdown for depositing players.
  await expect(boxes.locator('[data-box="tournamentbox-polar-nights"]')).toContainText('Join the race');
  await expect(boxes.locator('[data-box="tournamentbox-live-showdown"]')).toContainText('Take a seat');
  // The casino lobby's boxes sit where its layout has their widgets: the regulars' cashback, and
  // the tournaments; the first-deposit nudge is not theirs.
  await page.goto(CASINO);
  const lobbyBoxes = page.locator('[data-testid="lobby-boxes"][data-widget-type="contentBoxes"]');
  await expect(lobbyBoxes.getByRole('heading', { level: 2 })).toHaveText('For you');
  await expect(lobbyBoxes.locator('[data-box="contentbox-daily-cashback"]')).toContainText(
    '10% cashback, every day',
  );
  await expect(lobbyBoxes.locator('[data-box="contentbox-first-deposit"]')).toHaveCount(0);
  await expect(
    page
      .locator('[data-testid="lobby-boxes"][data-widget-type="tournamentBoxes"]')
      .locator('[data-box="tournamentbox-live-showdown"]'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(PROMOTIONS);
  await hydrated(page);
  await expect(page.locator('[data-promotion="daily-cashback"]')).toBeVisible();
  await expect(page.locator('[data-promotion="weekend-reload"]')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.context().clearCookies();
  await logIn(page, 'new@demo.test');
  await expect(hero).toContainText('Your first deposit, doubled');
  await expect(hero).not.toContainText('Polar Nights prize drops');
  await expect(boxes.locator('[data-box="contentbox-verify-account"]')).toContainText(
    'Verify now, withdraw faster',
  );
  await expect(boxes.locator('[data-box="tournamentbox-polar-nights"]')).toBeVisible();
  await expect(boxes.locator('[data-box="tournamentbox-live-showdown"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
  // In the casino lobby, the player with no deposit is shown the welcome offer instead.
  await page.goto(CASINO);
  await expect(lobbyBoxes.locator('[data-box="contentbox-first-deposit"]')).toContainText(
    '100% up to €200 on your first deposit.',
  );
  await expect(lobbyBoxes.locator('[data-box="contentbox-daily-cashback"]')).toHaveCount(0);
  await lobbyBoxes.locator('[data-box="contentbox-first-deposit"]').getByRole('link').click();
  await expect(page).toHaveURL(`${AURORA}/en-UN/promotions/casino/northern-welcome`);
  await page.goto(`${AURORA}/en-UN`);
  await boxes.locator('[data-box="contentbox-verify-account"]').getByRole('link').click();
  await expect(page).toHaveURL(`${AURORA}/en-UN/my-account/account/verification`);
  await page.goto(PROMOTIONS);
  await expect(cards(page).first()).toBeVisible();
  await expect(page.locator('[data-promotion="free-bet-club"]')).toBeVisible();
  await expect(page.locator('[data-promotion="daily-cashback"]')).toHaveCount(0);
  await expect(page.locator('[data-promotion="weekend-reload"]')).toHaveCount(0);
});

test('a player activates a promotion’s cashback through the bonus engine', async ({ page }) => {
  await page.goto(`${KESTREL}/en-UN#login`);
  await hydrated(page);
  // Kestrel's popup leads with the bank (Pay and Play): its e-mail form is the same form's fields.
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type="email"], input[name="email"]').first().fill('regular@demo.test');
  await dialog.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await dialog.locator('button[type="submit"]').first().click();
  await expect(page.getByTestId('header-balance')).toBeVisible();

  await page.goto(`${KESTREL}/en-UN/promotions/casino`);
  const card = page.locator('[data-promotion="weekly-cashback"]');
  await expect(card.locator('[data-state="claimable"]')).toHaveText('Ready to claim');
  await card.getByRole('link', { name: 'Weekly cashback' }).click();
  const promotion = page.getByTestId('promotion');
  await expect(promotion).toContainText('10% of your net casino losses back every Monday');
  await expectNoAxeViolations(page);
  await promotion.getByRole('button', { name: 'Activate' }).click();
  // The rewards page's action: the toast, the active tab.
  await expect(page).toHaveURL(`${KESTREL}/en-UN/my-account/rewards/active`);
  await expect(page.getByText('is now active.')).toBeVisible();

  await page.goto(`${KESTREL}/en-UN/promotions/casino/weekly-cashback`);
  await expect(promotion.getByRole('button', { name: 'Activate' })).toHaveCount(0);
  await promotion.getByRole('link', { name: 'See your active rewards' }).click();
  await expect(page).toHaveURL(`${KESTREL}/en-UN/my-account/rewards/active`);
});

test('a landing page renders by id; a missing one, or one not for this visitor, says Page not found!', async ({
  page,
}) => {
  await page.goto(`${AURORA}/en-UN/landing/live-studio`);
  const landing = page.getByTestId('landing-page');
  await expect(landing.getByRole('heading', { level: 1 })).toHaveText('Inside our live studio');
  await expect(landing.locator('img')).toHaveAttribute('srcset', /800w, .* 1600w$/);
  await expectNoAxeViolations(page);
  await landing.getByRole('link').last().click();
  await expect(page).toHaveURL(`${AURORA}/en-UN/live-casino-online`);

  // Kestrel's Finnish roulette page is for its Finnish market only.
  await page.goto(`${KESTREL}/fi-FI/landing/suomi-ruletti`);
  await expect(page.getByTestId('landing-page').getByRole('heading', { level: 1 })).toHaveText(/Ruletti/i);
  for (const address of [
    `${AURORA}/en-UN/landing/no-such-page`,
    // Only for signed-in players.
    `${AURORA}/en-UN/landing/install-app`,
    `${KESTREL}/en-UN/landing/suomi-ruletti`,
  ]) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(404);
    await expect(page.getByText('Page not found!')).toBeVisible();
  }
});

test('the welcome page is the brand’s own words beside its welcome offer; a player is sent home', async ({
  page,
}) => {
  await page.goto(`${AURORA}/en-UN/welcome`);
  const welcome = page.getByTestId('landing-page');
  await expect(welcome.getByRole('heading', { level: 1 })).toHaveText('Welcome to Aurora');
  const offer = welcome.getByTestId('welcome-offer');
  await expect(offer.getByRole('heading', { level: 2 })).toHaveText('100 % up to €200');
  await expect(offer).toContainText('Min. deposit €20 · 30× wagering · 18+');
  await expectNoAxeViolations(page);
  await welcome.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(`${AURORA}/en-UN/signup`);

  await page.goto(`${KESTREL}/fi-FI/welcome`);
  await expect(page.getByTestId('landing-page').getByRole('heading', { level: 1 })).toHaveText(
    'Tervetuloa Kestreliin',
  );
  await expect(page.getByTestId('welcome-offer')).toContainText('100 ilmaiskierrosta');

  await logIn(page, 'regular@demo.test');
  await page.goto(`${AURORA}/en-UN/welcome`);
  await expect(page).toHaveURL(`${AURORA}/en-UN`);
});

test('on a 360 px phone the promotions pages never scroll sideways, on both brands', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  for (const address of [
    `${AURORA}/en-UN/promotions`,
    `${AURORA}/en-UN/promotions/casino`,
    `${AURORA}/en-UN/promotions/casino/northern-welcome`,
    `${KESTREL}/fi-FI/promotions`,
    `${KESTREL}/fi-FI/promotions/casino/welcome-spins`,
    `${AURORA}/en-UN/landing/polar-nights`,
  ]) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, address).toBeLessThanOrEqual(0);
  }
  await context.close();
});

test('the loyalty page shows the ladder, and a player where they stand; the VIP page is the content’s', async ({
  page,
}) => {
  await page.goto(`${AURORA}/en-UN/loyalty-page`);
  const loyalty = page.getByTestId('loyalty-page');
  await expect(loyalty.getByRole('heading', { level: 1 })).toHaveText('Northern Stars');
  await expect(loyalty.locator('[data-level] h3')).toHaveText([
    'Spark',
    'Glow',
    'Radiance',
    'Polar Star',
    'Zenith',
  ]);
  await expect(loyalty.getByRole('link', { name: 'Sign up and start earning points' })).toBeVisible();
  await expectNoAxeViolations(page);

  await logIn(page, 'regular@demo.test');
  await page.goto(`${AURORA}/en-UN/loyalty-page`);
  const standing = page.getByTestId('loyalty-standing');
  await expect(standing).toContainText('Your level: Spark');
  await expect(standing).toContainText('500 points to Glow');
  await expect(loyalty.locator('[data-level="1"]')).toHaveAttribute('aria-current', 'step');
  await expectNoAxeViolations(page);

  await page.goto(`${AURORA}/en-UN/qrewards`);
  const vip = page.getByTestId('vip-page');
  await expect(vip.getByRole('heading', { level: 1 })).toHaveText('Aurora Casino VIP');
  await expect(vip.getByRole('link', { name: 'Talk to the VIP team' })).toBeVisible();
  await expectNoAxeViolations(page);
});
