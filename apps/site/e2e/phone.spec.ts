/**
 * Phone first: every route of the route table (packages/domain routes.ts)
 * with sample parameters, signed out and signed in, at 320, 360, 390 and 430 px on both brands, has no
 * horizontal overflow, and every interactive element lies within the viewport's width (an element
 * inside a horizontally scrolling row, a carousel, counts as reachable: the row scrolls).
 *
 * Sample parameters: a game of each provider comes from the brand's own lobby (the first tile
 * linking to that provider's play route), so both brands play their own catalogue; other
 * parameters are fixed samples (an unknown one is a page too: the 404 or the home it leads to).
 * The measurement runs at 320 px and again after resizing to each wider phone, on the same load.
 *
 * The bottom navigation: every page but a lobby (its own bar, lobby-player.spec.ts) and a game
 * has the site's bar on a phone, and neither the page's end nor the cookie bar hides under it.
 */
import { type Page } from '@playwright/test';
import { ROUTES, type RouteDefinition } from '@casino/domain';
import { expectNoAxeViolations } from './axe.ts';
import { expect, hydrated, test } from './test.ts';
import { AURORA, KESTREL } from './urls.ts';

const WIDTHS = [320, 360, 390, 430] as const;
const BRANDS = [
  { name: 'aurora', base: AURORA, locale: 'en-UN' },
  { name: 'kestrel', base: KESTREL, locale: 'fi-FI' },
] as const;

/** Fixed samples for the route table's parameters (play routes get theirs from the lobby). */
const SAMPLES: Record<string, string> = {
  slug: 'northern-welcome',
  id: 'slots',
  category: 'casino',
  tagSlug: 'new',
  promotionSlug: 'welcome-bonus',
  gameSlug: 'triple-melons',
};

/** The routes worth a visit: every one but the catch-all and maintenance (which sends home). */
const VISITED = ROUTES.filter((route) => route.path !== '*' && route.id !== 'maintenance');

function samplePath(route: RouteDefinition, games: Map<string, string>): string {
  const play = /^(online-casino|live-casino-online)\/play\/([a-z]+)\/:id\?$/.exec(route.path);
  if (play) return games.get(`${play[1]}/${play[2]}`) ?? route.path.replace('/:id?', '');
  return route.path
    .split('/')
    .filter((segment) => !segment.endsWith('?'))
    .map((segment) => (segment.startsWith(':') ? (SAMPLES[segment.slice(1)] ?? 'sample') : segment))
    .join('/');
}

/** The first play link of each provider in the brand's casino and live casino lobbies. */
async function sampleGames(page: Page, base: string, locale: string): Promise<Map<string, string>> {
  const games = new Map<string, string>();
  for (const lobby of ['online-casino', 'live-casino-online']) {
    await page.goto(`${base}/${locale}/${lobby}`);
    const hrefs = await page
      .locator(`main a[href*="/${lobby}/play/"]`)
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      const match = new RegExp(`/(${lobby}/play/[a-z]+)/([^/?#]+)`).exec(href);
      if (match && !games.has(match[1]!)) games.set(match[1]!, `${match[1]}/${match[2]}`);
    }
  }
  return games;
}

interface Overflow {
  scrollWidth: number;
  offenders: string[];
}

/** What sticks out at the current viewport width (module header). */
function measure(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrolls = (element: Element | null): boolean => {
      for (let node = element; node && node !== document.body; node = node.parentElement) {
        // The winners' one-line ticker (issue 27): its links pass through its window by design.
        if (node.hasAttribute('data-ticker')) return true;
        const { overflowX } = getComputedStyle(node);
        if ((overflowX === 'auto' || overflowX === 'scroll') && node.scrollWidth > node.clientWidth)
          return true;
      }
      return false;
    };
    const describe = (element: Element) => {
      const label =
        element.getAttribute('aria-label') ??
        (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const classes = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
      return `<${element.tagName.toLowerCase()}${classes ? ` .${classes}` : ''}> "${label}"`;
    };
    const interactive = document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])',
    );
    const offenders: string[] = [];
    for (const element of interactive) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // Not rendered: hidden, or inside a closed <details> (Chromium keeps its content's boxes).
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      // Parked off-screen to the left on purpose until focused (the skip link).
      if (box.right <= 0) continue;
      if ((box.right > width + 1 || box.left < -1) && !scrolls(element.parentElement)) {
        offenders.push(`${describe(element)} at ${Math.round(box.left)}–${Math.round(box.right)} px`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, offenders };
  });
}

for (const brand of BRANDS) {
  for (const signedIn of [false, true]) {
    test(`every route fits a phone on ${brand.name}, ${signedIn ? 'signed in' : 'signed out'}`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width: WIDTHS[0], height: 740 });
      await page.context().addInitScript(() => localStorage.setItem('cookies_a', 'true'));
      if (signedIn) {
        await page.goto(`${brand.base}/${brand.locale}#login`);
        await hydrated(page);
        const dialog = page.getByRole('dialog');
        await dialog.locator('input[name="email"]').fill('player@demo.test');
        await dialog.locator('input[name="password"]').fill('Sandbox-Pass-1');
        await dialog.locator('button[type="submit"]').click();
        await expect(page.getByRole('banner')).toContainText(/Hi, |Hei, /);
      }
      const games = await sampleGames(page, brand.base, brand.locale);
      const problems: string[] = [];
      for (const route of VISITED) {
        const path = `/${brand.locale}/${samplePath(route, games)}`.replace(/\/$/, '');
        await page.setViewportSize({ width: WIDTHS[0], height: 740 });
        await page.goto(`${brand.base}${path}`);
        await page.waitForLoadState('load');
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 740 });
          const { scrollWidth, offenders } = await measure(page);
          if (scrollWidth > width) problems.push(`${path} @${width}: page is ${scrollWidth} px wide`);
          for (const offender of offenders) problems.push(`${path} @${width}: ${offender}`);
        }
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
}

const PHONE = { viewport: { width: 390, height: 740 }, isMobile: true, hasTouch: true } as const;

test('the bottom navigation leads a phone visitor and a player to the lobby, its search and the next step', async ({
  browser,
}) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(`${AURORA}/en-UN/terms`);
  const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' });
  await expect(shortcuts.getByRole('link')).toHaveText(['Lobby', 'Search', 'My games', 'Sign up']);

  // The cookie bar's buttons sit above the bar, not under it.
  const accept = page.getByRole('button', { name: 'Accept all' });
  const [acceptBox, barBox] = [await accept.boundingBox(), await shortcuts.boundingBox()];
  expect(acceptBox!.y + acceptBox!.height).toBeLessThanOrEqual(barBox!.y + 1);
  await accept.click();

  // At the page's end the footer's last link is above the bar.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastLink = page.getByRole('contentinfo').getByRole('link').last();
  await expect(async () => {
    const [linkBox, navBox] = [await lastLink.boundingBox(), await shortcuts.boundingBox()];
    expect(linkBox!.y + linkBox!.height).toBeLessThanOrEqual(navBox!.y + 1);
  }).toPass();

  // Search opens the casino lobby with its field focused; there the lobby's own bar takes over.
  await hydrated(page);
  await shortcuts.getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/en-UN\/online-casino#lobby-search$/);
  await expect(page.getByRole('combobox', { name: /search/i })).toBeFocused();
  await expect(page.getByRole('navigation', { name: 'Shortcuts' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Lobby navigation' })).toBeVisible();
  // On a phone the focused search is a full-screen overlay (search.spec.ts); Escape closes it.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: /search/i })).toHaveCount(0);

  // A game page has no bar.
  await page.locator('main a[href*="/online-casino/play/"]').first().click();
  await expect(page).toHaveURL(/\/online-casino\/play\//);
  await expect(page.getByRole('navigation', { name: /Shortcuts|Lobby navigation/ })).toHaveCount(0);

  // A player's last tab is Deposit, marked as the page once there.
  await page.goto(`${AURORA}/en-UN#login`);
  await hydrated(page);
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="email"]').fill('player@demo.test');
  await dialog.locator('input[name="password"]').fill('Sandbox-Pass-1');
  await dialog.locator('button[type="submit"]').click();
  await expect(page.getByRole('banner')).toContainText('Hi, ');
  await shortcuts.getByRole('link', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/my-account\/banking\/deposit$/);
  await expect(shortcuts.getByRole('link', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);
  await context.close();
});

test('the bottom navigation is for phones only', async ({ page }) => {
  await page.goto(`${AURORA}/en-UN/terms`);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Shortcuts' })).toBeHidden();
});
