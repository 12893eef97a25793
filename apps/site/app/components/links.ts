/**
 * Hrefs of the shell's links (lib/shell.server.ts): site paths get the locale prefix, hashes
 * (`#login`) and absolute URLs stay as they are.
 */
import type { ShellLink } from '../lib/shell.server.ts';

export function hrefFor(locale: string, link: ShellLink | string): string {
  const href = typeof link === 'string' ? link : link.href;
  if (href.startsWith('/') && !href.startsWith('//'))
    return href === '/' ? `/${locale}` : `/${locale}${href}`;
  return href;
}

/** Attributes of a link that leaves the site: a new tab without access to this page. */
export const EXTERNAL_LINK = { target: '_blank', rel: 'noopener noreferrer' } as const;
