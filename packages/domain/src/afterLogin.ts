/**
 * Where a player goes after logging in (spec 1 §2 "After login").
 *
 * Order: the requested redirect path, else the stored redirect page, else the terms-update page
 * when newer terms wait for acceptance, else the page the login was opened on. Paths are relative to
 * the locale prefix; the caller prefixes the locale (`localisedPath`). A bonus code carried along
 * is kept in the query string as `bonusCode`.
 *
 * Decisions:
 * - "Some paths are replaced by the root": the pages that only make sense for a visitor (the
 *   access-error page, sign-up, pay-and-play, password reset, the closed-account page) and the
 *   pages a redirect cannot usefully return to (maintenance, restricted) send the player home.
 * - A redirect must be a path on this site (`/…`, not `//host` or a URL): anything else is
 *   ignored, so the login form cannot be used to send players to another site.
 * - Pending terms win over the page the login was opened on, but not over a requested or stored
 *   redirect: the guards send the player from there to the terms page anyway (every page except
 *   my-account and the terms pages).
 */
import { ACCEPT_TERMS_PATH, HOME_PATH } from './guards.ts';
import { pathSegments } from './routes.ts';

/** First path segments replaced by the root after login. */
export const REPLACED_BY_ROOT: ReadonlySet<string> = new Set([
  '401',
  '500',
  'signup',
  'reset-password',
  'closed-account',
  'maintenance',
  'restricted',
]);

export interface AfterLoginInput {
  /** The `redirect` the login was opened with (query string or form). */
  redirect?: string | null;
  /** The redirect page stored earlier (e.g. by the access-error page). */
  storedRedirect?: string | null;
  termsPending: boolean;
  /** The page the login popup was opened on. */
  currentPath?: string | null;
  bonusCode?: string | null;
}

/** A site path relative to the locale prefix, or null when the value is not one. */
export function safeSitePath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return null;
  try {
    const url = new URL(value, 'https://site.invalid');
    if (url.origin !== 'https://site.invalid') return null;
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

function withBonusCode(path: string, bonusCode: string | null | undefined): string {
  if (!bonusCode) return path;
  const url = new URL(path, 'https://site.invalid');
  url.searchParams.set('bonusCode', bonusCode);
  return `${url.pathname}${url.search}`;
}

function replaced(path: string): string {
  const [first] = pathSegments(path);
  return first !== undefined && REPLACED_BY_ROOT.has(first) ? HOME_PATH : path;
}

export function afterLoginPath(input: AfterLoginInput): string {
  const requested = safeSitePath(input.redirect) ?? safeSitePath(input.storedRedirect);
  const target = requested
    ? replaced(requested)
    : input.termsPending
      ? ACCEPT_TERMS_PATH
      : replaced(safeSitePath(input.currentPath) ?? HOME_PATH);
  return withBonusCode(target, input.bonusCode);
}
