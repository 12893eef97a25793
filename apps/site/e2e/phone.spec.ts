/**
 * Phone first (issue 16 "Done when"): every route of the route table (packages/domain routes.ts)
 * with sample parameters, signed out and signed in, at 320 and 390 px on both brands, has no
 * horizontal overflow, and every interactive element lies within the viewport's width (an element
 * inside a horizontally scrolling row, a carousel, counts as reachable: the row scrolls).
 *
 * Sample parameters: a game of each provider comes from the brand's own lobby (the first tile
 * linking to that provider's play route), so both brands play their own catalogue; other
 * parameters are fixed samples (an unknown one is a page too: the 404 or the home it leads to).
 * The measurement runs at 320 px and again after resizing to 390 px, on the same load.
 */
import { type Page } from '@playwright/test';
import { ROUTES, type RouteDefinition } from '@casino/domain';
import { expect, hydrated, test } from './test.ts';
import { AURORA, KESTREL } from './urls.ts';

const WIDTHS = [320, 390] as const;
const BRANDS = [
  { name: 'aurora', base: AURORA, locale: 'en-UN' },
  { name: 'kestrel', base: KESTREL, locale: 'fi-FI' },
] as const;

/** Fixed samples for the route table's parameters (play routes get theirs from the lobby). */
const SAMPLES: Record<string, string> = {
  slug: 'welcome',
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
