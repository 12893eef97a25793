/**
 * Hrefs of the shell's links (lib/shell.server.ts): site paths get the locale prefix, hashes
 * (`#login`) and absolute URLs stay as they are.
 */
import { useRouteLoaderData } from 'react-router';
import type { ShellData, ShellLink } from '../lib/shell.server.ts';
import { LOCALE_ROUTE_ID } from '../lib/i18n.ts';

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
  const data = useRouteLoaderData(LOCALE_ROUTE_ID) as { shell: Pick<ShellData, 'footer'> } | undefined;
  const terms = data?.shell.footer.pages.find((page) => page.id === 'terms');
  return hrefFor(locale, terms ?? '/terms');
}
