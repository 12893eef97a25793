/**
 * `/robots.txt` (Lighthouse's "robots.txt is valid"): every crawler may crawl the site
 * except the account pages under any locale (`/{locale}/my-account/…`), which are the player's own
 * and behind login anyway. The same rules for every brand, answered for known hostnames only.
 *
 * Decisions: a `Sitemap:` line naming the brand's sitemap (app/lib/sitemap.server.ts) on the origin asked;
 * cacheable for an hour, as crawlers re-read it rarely and a rule change is not urgent.
 */

/** How long browsers, proxies and crawlers may keep the file. */
export const ROBOTS_CACHE_CONTROL = 'public, max-age=3600';

export interface RobotsOptions {
  /** Absolute URL of the sitemap, when the site has one. */
  sitemapUrl?: string | null;
}

export function robotsTxt({ sitemapUrl = null }: RobotsOptions = {}): string {
  const lines = ['User-agent: *', 'Allow: /', 'Disallow: /*/my-account/'];
  if (sitemapUrl) lines.push('', `Sitemap: ${sitemapUrl}`);
  return `${lines.join('\n')}\n`;
}
