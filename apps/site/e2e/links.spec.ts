/**
 * A switched-off feature leaves no trace (issue 30): on each brand, every link a visitor can follow
 * from the home, the main navigation, the footer, the lobbies and their categories, promotions and
 * the sitemap leads to a page (never the 404 page or a server error). The brands differ in their
 * flags (aurora has CreedRoomz, the sportsbook and game slugs on; kestrel has them off), so a tile,
 * menu entry or sitemap entry that outlives its flag fails here.
 *
 * The crawl reads the server's HTML (what a crawler and a visitor before hydration follow): the
 * pages one step from the home are read whole and their links collected. Links are checked by
 * their shape: every distinct page, and for the many game pages a few of each route (the play
 * paths of each provider route, which a flag opens or closes), so a brand's 700 tiles cost seconds.
 */
import { expect, test } from './test.ts';
import { AURORA, KESTREL } from './urls.ts';

test.describe.configure({ timeout: 300_000 });

/** Per route shape, how many links are fetched (the rest are the same route with another id). */
const PER_SHAPE = 4;

/** The same-origin paths a page's HTML links to (`<a href>`), without hash or query. */
function linksOf(html: string, base: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*\bhref="([^"#]*)(?:#[^"]*)?"/g)) {
    const href = match[1]!.replaceAll('&amp;', '&');
    if (!href) continue;
    const url = new URL(href, base);
    if (url.origin !== new URL(base).origin) continue;
    found.add(url.pathname);
  }
  return [...found];
}

/**
 * A path's route shape: game and table pages (`/play/<provider>/<id>`, `/play/<slug>`) by their
 * route and provider without the id, which is what a flag opens or closes; pages of the other
 * languages and markets (the sitemap lists them all) by their path without the locale; the pages
 * of the crawled locale whole.
 */
function shapeOf(path: string, locale: string): string {
  const shape = path.replace(/\/play\/([^/]+)\/[^/]+$/, '/play/$1/*').replace(/\/play\/[^/*]+$/, '/play/*');
  return shape.startsWith(`/${locale}/`) || shape === `/${locale}`
    ? shape
    : shape.replace(/^\/[a-z]+-[A-Z]{2}\b/, '/*');
}

for (const { name, base, locale } of [
  { name: 'aurora', base: AURORA, locale: 'en-UN' },
  { name: 'kestrel', base: KESTREL, locale: 'fi-FI' },
]) {
  test(`${name}: every link from its home, menus, lobbies, promotions and sitemap leads to a page`, async ({
    request,
  }) => {
    const home = `${base}/${locale}`;
    // The request context does not resolve *.localhost: the site picks the brand by the Host header.
    const headers = { host: new URL(base).host };
    /** A page as the server answers it, following the site's own redirects (not those to other sites). */
    const read = async (start: string) => {
      let path = start;
      for (let hop = 0; hop < 5; hop++) {
        const response = await request.get(`${AURORA}${path}`, { headers, maxRedirects: 0 });
        const location = response.headers()['location'];
        if (response.status() >= 300 && response.status() < 400 && location) {
          const next = new URL(location, `${base}${path}`);
          if (next.origin !== base) return { status: response.status(), html: '' }; // leaves the site
          path = `${next.pathname}${next.search}`;
          continue;
        }
        return { status: response.status(), html: (await response.text()) ?? '' };
      }
      return { status: 508, html: '' };
    };
    const first = await read(`/${locale}`);
    expect(first.status).toBe(200);
    // One step from the home: its links, and those of each page it links to that is not a game.
    const pages = linksOf(first.html, home).filter((path) => !path.includes('/play/'));
    const links = new Map<string, string>(); // path → the page it was found on
    for (const path of linksOf(first.html, home)) links.set(path, `/${locale}`);
    for (const path of pages) {
      const page = await read(path);
      if (page.status !== 200) continue; // checked below as a link of the home
      for (const link of linksOf(page.html, `${base}${path}`)) if (!links.has(link)) links.set(link, path);
    }
    const sitemap = await request.get(`${AURORA}/sitemap.xml`, { headers });
    expect(sitemap.status()).toBe(200);
    for (const match of (await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const path = new URL(match[1]!).pathname;
      if (!links.has(path)) links.set(path, '/sitemap.xml');
    }
    expect(links.size).toBeGreaterThan(60);

    // Every distinct page, and a few of each game route.
    const byShape = new Map<string, string[]>();
    for (const path of links.keys()) {
      const shape = shapeOf(path, locale);
      byShape.set(shape, [...(byShape.get(shape) ?? []), path]);
    }
    const broken: string[] = [];
    let checked = 0;
    for (const paths of byShape.values()) {
      for (const path of paths.slice(0, PER_SHAPE)) {
        const { status } = await read(path);
        checked += 1;
        if (status === 404 || status >= 500)
          broken.push(`${path} (${status}, linked from ${links.get(path)})`);
      }
    }
    console.log(`[links] ${name}: ${links.size} links in ${byShape.size} shapes, ${checked} fetched`);
    expect(broken).toEqual([]);
  });
}
