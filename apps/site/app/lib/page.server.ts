/**
 * The one request accessor of loaders and actions: `pageContext(args)` puts together what the
 * server and the middlewares set on the request (lib/context.ts: the brand and its clients, the
 * locale, the session and what its check found, the site's access facts, the matched route) with
 * the page's translator and the route table's paths under the locale; `playerPage(args)` is the
 * same for the account pages, with the signed-in player, or the redirect to the access-error page.
 *
 * - `href(id, params)` is the domain's `pathTo` with the locale in front: no route writes a path.
 * - `t` is built on first use (most loaders never translate on the server).
 * - `siteAccess()` is the locale layout's facts, or (for an action outside the layout, such as the
 *   login) the same facts loaded for this request.
 */
import { redirect, type RouterContextProvider } from 'react-router';
import {
  formatLocale,
  localisedPath,
  pathTo,
  type PathToArgs,
  type RouteDefinition,
  type RouteId,
  type RouteParams,
} from '@casino/domain';
import type { Translator } from '@casino/i18n';
import { translatorFor } from '@casino/i18n/catalogues';
import { loadSiteAccess, type SiteAccess } from './access.server.ts';
import type { PlayerState, SessionCheck } from './auth.server.ts';
import {
  accessContext,
  appContext,
  localeContext,
  routeMatchContext,
  sessionContext,
  type AppContext,
  type PageLocale,
} from './context.ts';
import { pathUnderLocale } from './guard.server.ts';
import type { PlayerSession, Toast } from './session.server.ts';

/** What loaders and actions receive (React Router's args, reduced to what this module reads). */
export interface PageArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** The domain's `pathTo` with the page's locale in front (`/fi-FI/my-account/banking`). */
export type LocalisedPathTo = <I extends RouteId>(id: I, ...params: PathToArgs<I>) => string;

export interface PageContext extends Pick<AppContext, 'brand' | 'playerApi' | 'content' | 'imageUrlFor'> {
  /** The rest of the request's app context (flow cookies, the client's address, the feed, CSS…). */
  app: AppContext;
  request: Request;
  locale: PageLocale;
  /** The locale segment of the URL (`fi-FI`). */
  prefix: string;
  /** The request's path under the locale, with its query (`/my-account/banking?x=1`). */
  path: string;
  /** The page's translator (the catalogue of its site language). */
  readonly t: Translator['t'];
  session: PlayerSession;
  /** What the session check found. */
  sessionState: SessionCheck;
  player: PlayerState | null;
  /** The site's access facts under the locale layout; null for the actions outside it. */
  access: SiteAccess | null;
  /** The access facts, loaded for this request when the layout did not (the login action). */
  siteAccess(): Promise<SiteAccess>;
  /** The route the guards matched and its params (null outside the locale layout, or not found). */
  route: RouteDefinition | null;
  params: RouteParams;
  /** A route's path under the page's locale, from the domain's route table. */
  href: LocalisedPathTo;
  /** A toast on the next page (flashed in the session). */
  toast(toast: Toast): void;
}

export interface PlayerPageContext extends PageContext {
  player: PlayerState;
}

export function pageContext({ request, context }: PageArgs): PageContext {
  const app = context.get(appContext);
  const locale = context.get(localeContext);
  const { session, state } = context.get(sessionContext);
  const access = context.get(accessContext);
  const { route, params } = context.get(routeMatchContext);
  const prefix = formatLocale(locale);
  let translator: Translator | undefined;
  const href = ((id: RouteId, params?: RouteParams) =>
    localisedPath(
      prefix,
      (pathTo as (id: RouteId, params?: RouteParams) => string)(id, params),
    )) as LocalisedPathTo;
  return {
    app,
    brand: app.brand,
    playerApi: app.playerApi,
    content: app.content,
    imageUrlFor: app.imageUrlFor,
    request,
    locale,
    prefix,
    path: pathUnderLocale(request, locale),
    get t() {
      translator ??= translatorFor(locale.siteLanguage);
      return translator.t;
    },
    session,
    sessionState: state,
    player: state.kind === 'authorised' ? state.player : null,
    access,
    siteAccess: async () =>
      access ??
      loadSiteAccess({
        brand: app.brand,
        content: app.content,
        playerApi: app.playerApi,
        address: app.clientAddress,
        language: locale.siteLanguage,
        now: Date.now(),
      }),
    route,
    params,
    href,
    toast: (toast) => session.flash('toast', toast),
  };
}

/**
 * The page of a signed-in player: the page context with its player, or the redirect to the
 * access-error page (the guards send visitors there first; this is the loader's own check).
 */
export function playerPage(args: PageArgs): PlayerPageContext {
  const page = pageContext(args);
  if (!page.player) throw redirect(page.href('error-401'));
  // Not a copy: `t` is a getter that builds the translator on first use.
  return page as PlayerPageContext;
}
