/**
 * Everything under a locale prefix: the route guards (spec 1 §2) run here for every page, and the
 * catalogue of the page's site language and the header and footer content are loaded once per
 * locale (see app/lib/i18n.ts; the root layout renders them).
 */
import {
  Outlet,
  isRouteErrorResponse,
  useLoaderData,
  useParams,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { catalogueFor } from '@casino/i18n/catalogues';
import type { Route } from './+types/locale-layout';
import { ErrorScreen, VERTICAL_LABELS } from '../features/shell/index.ts';
import { loadShell } from '../features/shell/index.server.ts';
import { loadSiteAccess } from '../lib/access.server.ts';
import {
  accessContext,
  appContext,
  localeContext,
  routeMatchContext,
  sessionContext,
} from '../lib/context.ts';
import { guardRequest } from '../lib/guard.server.ts';
import { useT } from '../lib/i18n.ts';
import { hrefFor } from '../lib/links.ts';
import { pageContext } from '../lib/page.server.ts';
import { seoErrorMeta } from '../lib/seo.ts';

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const app = context.get(appContext);
    const locale = context.get(localeContext);
    const { state, session } = context.get(sessionContext);
    const access = await loadSiteAccess({
      brand: app.brand,
      content: app.content,
      playerApi: app.playerApi,
      address: app.clientAddress,
      language: locale.siteLanguage,
      now: Date.now(),
    });
    context.set(accessContext, access);
    const match = guardRequest({
      request,
      locale,
      access,
      session: state,
      // The page a player with pending terms wanted: reached after accepting ("stored redirect").
      onRedirect: (reason, path) => {
        if (reason === 'terms-pending' && request.method === 'GET' && path !== '/')
          session.set('redirect', path);
      },
    });
    context.set(routeMatchContext, match);
    return next();
  },
];

export async function loader(args: Route.LoaderArgs) {
  const { content, imageUrlFor, brand, locale, prefix } = pageContext(args);
  return {
    locale: prefix,
    language: locale.language,
    siteLanguage: locale.siteLanguage,
    formatting: locale.formatting,
    messages: catalogueFor(locale.siteLanguage),
    // Header and footer content depend on the brand and locale only, so they load with the catalogue.
    shell: await loadShell({
      content,
      locale: { language: locale.siteLanguage, market: locale.market },
      imageUrlFor,
      brand,
      logoSvg: brand.identity.logoSvg,
    }),
  };
}

export type LocaleLayoutData = Awaited<ReturnType<typeof loader>>;

/** The catalogue and the shell content change only with the locale. */
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams['locale'] !== nextParams['locale'];
}

/** Shown only with the error screen below: its heading as the title, `noindex` (app/lib/seo.ts). */
export function meta({ error, loaderData, matches }: Route.MetaArgs) {
  if (!error) return [];
  const root = matches.find((match) => match?.id === 'root')?.loaderData as
    { brand?: { name?: string } } | undefined;
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return seoErrorMeta(loaderData?.messages, root?.brand?.name, status);
}

export default function LocaleLayout() {
  return <Outlet />;
}

/**
 * A page under the locale that fails (a loader or the player API): the "SOMETHING WENT WRONG /
 * Try again" screen of spec 1 §2 inside the site's header and footer; a missing page is
 * "Page not found!".
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const { locale } = useParams();
  const data = useLoaderData<typeof loader>() as LocaleLayoutData | undefined;
  const t = useT();
  const links = notFound
    ? (data?.shell.verticals ?? []).map((vertical) => ({
        href: hrefFor(data!.locale, vertical),
        label: t(VERTICAL_LABELS[vertical.id]),
      }))
    : [];
  return (
    <ErrorScreen variant={notFound ? 'notFound' : 'retry'} homeHref={`/${locale ?? ''}`} links={links} />
  );
}
