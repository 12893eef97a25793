/**
 * The brand's icon: `/favicon.svg`, a rounded square in the brand's primary colour with
 * the first letter of its name, drawn from the brand's configuration, so a new brand has an icon
 * the moment it is added. Every page links it (root.tsx), so browsers do not ask for
 * `/favicon.ico`; older ones that still do get a bare 404.
 *
 * Why: without an icon the browser asked for `/favicon.ico`, the locale redirect sent it to
 * `/en-UN/favicon.ico`, and the unknown-path rule answered with the whole home page (20 KB, one
 * server render) on every new visitor's first page, in the middle of its first load.
 *
 * Decisions: SVG (every current browser takes it; one file for every size); cacheable for a day,
 * like other brand assets that change with a deploy.
 */
import type { ThemeTokens } from '@casino/ui';

export const FAVICON_PATH = '/favicon.svg';
export const FAVICON_CACHE_CONTROL = 'public, max-age=86400';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export function faviconSvg(brand: { name: string; theme: ThemeTokens }): string {
  const initial = escapeXml([...brand.name.trim()][0]?.toUpperCase() ?? '');
  const { primary, onPrimary } = brand.theme.colors;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="${escapeXml(primary)}"/>` +
    `<text x="32" y="45" text-anchor="middle" font-family="system-ui, sans-serif" font-size="38" ` +
    `font-weight="700" fill="${escapeXml(onPrimary)}">${initial}</text></svg>`
  );
}
