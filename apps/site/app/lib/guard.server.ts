/**
 * Applies the route guards of @casino/domain (`guardPath`, spec 1 §2 "Global guards") to a request
 * under a locale: the page's path relative to the prefix, the site's access facts, and the session.
 * A redirect is thrown as a response; otherwise the matched route and its params are returned.
 */
import { redirect } from 'react-router';
import {
  formatLocale,
  guardPath,
  localisedPath,
  type GuardReason,
  type RouteDefinition,
  type RouteParams,
} from '@casino/domain';
import type { SiteAccess } from './access.server.ts';
import type { SessionCheck } from './auth.server.ts';
import type { PageLocale } from './context.ts';
import { pagePathname } from './locale.server.ts';

/** The request's path relative to the locale prefix, with its query: `/my-account/banking?x=1`. */
export function pathUnderLocale(request: Request, locale: PageLocale): string {
  const pathname = pagePathname(request);
  const prefix = `/${formatLocale(locale)}`;
  const rest = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : pathname;
  const search = new URL(request.url).search;
  return `${rest || '/'}${search}`;
}

export function guardRequest(input: {
  request: Request;
  locale: PageLocale;
  access: SiteAccess;
  session: SessionCheck;
  /** Called before a redirect with the guard's reason and the requested path. */
  onRedirect?: (reason: GuardReason, path: string) => void;
}): { route: RouteDefinition | null; params: RouteParams } {
  const path = pathUnderLocale(input.request, input.locale);
  const result = guardPath({
    site: input.access.site,
    visitor: input.access.visitor,
    session:
      input.session.kind === 'authorised'
        ? { kind: 'authorised', player: input.session.player.flags }
        : { kind: 'anonymous' },
    path,
  });
  if (result.kind === 'redirect') {
    input.onRedirect?.(result.reason, path);
    throw redirect(localisedPath(formatLocale(input.locale), result.to), 302);
  }
  // Not found leaves the route null (guardPath matched none): the SEO layout's loader answers 404
  // (routes/seo-layout.tsx), so the page-not-found screen renders inside the header and footer.
  return { route: result.route, params: result.params };
}
