/**
 * The site's links in the browser:
 * - `useSitePaths()`: the paths the shell's components link, post and fetch to, under the page's
 *   locale: the pages of the domain's route table they name (`SitePageId`) and the site's actions
 *   (lib/endpoints.ts). The root loader builds them on the server (lib/paths.server.ts, from
 *   `pathTo`), so the route table never reaches the browser and no component writes a path. A
 *   page's own links come from its loader (`page.href`, lib/page.server.ts).
 * - `hrefFor`: links that come from content (the shell's menus and footer, a page's own): site
 *   paths get the locale prefix, hashes (`#login`) and absolute URLs stay as they are.
 */
import { useRouteLoaderData } from 'react-router';
import type { RouteId } from '@casino/domain';
import type { EndpointId } from './endpoints.ts';
import { LOCALE_ROUTE_ID } from './i18n.ts';

/** The pages of the route table the shell's components link to. */
export type SitePageId = Extract<
  RouteId,
  | 'home'
  | 'signup'
  | 'reset-password'
  | 'deposit-modal'
  | 'casino-lobby'
  | 'account'
  | 'account-verification'
  | 'banking'
  | 'banking-deposit'
  | 'banking-transactions'
  | 'rewards'
  | 'bonus-code'
  | 'gambling-limits'
  | 'cookie-policy'
  | 'terms'
  | 'responsible-gambling'
  | 'contact-live-chat'
  | 'sportsbook'
  | 'virtuals'
>;

export type SitePaths = Readonly<Record<SitePageId | EndpointId, string>>;

/** The root loader's paths (the root route's data, read by shape: root.tsx imports this module). */
export function useSitePaths(): SitePaths {
  const data = useRouteLoaderData('root') as { paths: SitePaths } | undefined;
  if (!data) throw new Error('useSitePaths() needs the root loader’s data');
  return data.paths;
}

/** A link from content: a site path relative to the locale prefix, a `#hash`, or an absolute URL. */
export interface ShellLink {
  href: string;
  /** An absolute URL: opened as is, never prefixed. */
  external: boolean;
}

export function hrefFor(locale: string, link: ShellLink | string): string {
  const href = typeof link === 'string' ? link : link.href;
  if (href.startsWith('/') && !href.startsWith('//'))
    return href === '/' ? `/${locale}` : `/${locale}${href}`;
  return href;
}

/** Attributes of a link that leaves the site: a new tab without access to this page. */
export const EXTERNAL_LINK = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The terms page of this site, with the locale (`/en-UN/terms`, or `/en-UN/terms_and_conditions`
 * while the termsPage flag omits `/terms`): the footer's link, so the sign-up forms agree with it.
 */
export function useTermsHref(locale: string): string {
  // The locale layout's data (routes/locale-layout.tsx), read by shape: that route imports this module.
  const data = useRouteLoaderData(LOCALE_ROUTE_ID) as
    { shell: { footer: { pages: Array<ShellLink & { id: string }> } } } | undefined;
  const terms = data?.shell.footer.pages.find((page) => page.id === 'terms');
  const paths = useSitePaths();
  return terms ? hrefFor(locale, terms) : paths.terms;
}
