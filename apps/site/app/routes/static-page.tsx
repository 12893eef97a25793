/**
 * The static content pages of spec 1 §2 (cookie policy, responsible gambling, 500…) and the
 * content-defined extra-information and contact-us pages: title and body from the static page
 * with the route's slug (the last path segment). `/terms` also shows the terms in effect below its
 * introduction. A page editors point elsewhere (`url`) redirects there; a page with no document
 * shows the page's heading from content.
 */
import { data, redirect } from 'react-router';
import { formatLocale, localisedPath, matchRoute, pathSegments } from '@casino/domain';
import type { Route } from './+types/static-page';
import { PortableText } from '../components/PortableText.tsx';
import { accessContext, appContext, localeContext, routeMatchContext } from '../lib/context.ts';
import { pathUnderLocale } from '../lib/guard.server.ts';
import { loadPageHeading, loadStaticPage } from '../lib/pages.server.ts';
import { safeHref } from '../lib/portableText.ts';
import { loadCurrentTerms } from '../lib/terms.server.ts';
import { seoMeta } from '../lib/seo.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { content, brand } = context.get(appContext);
  const locale = context.get(localeContext);
  const { route } = context.get(routeMatchContext);
  const path = pathUnderLocale(request, locale);
  const segments = pathSegments(path);
  const slug = route?.id === 'help-centre' ? 'help-centre' : (segments[segments.length - 1] ?? '');
  const [page, terms] = await Promise.all([
    loadStaticPage(content, slug, locale.siteLanguage),
    route?.id === 'terms' || route?.id === 'terms_and_conditions'
      ? loadCurrentTerms(content, locale.siteLanguage, Date.now())
      : null,
  ]);
  const target = page?.url ? safeHref(page.url) : null;
  // A page pointing at a route this site does not have (`/terms` while the termsPage flag omits it)
  // is shown here instead: following it would end on "page not found".
  const reachable =
    target !== null &&
    (!target.startsWith('/') || matchRoute(target, context.get(accessContext)!.site) !== null);
  if (target && reachable && target !== `/${segments.join('/')}`) {
    throw redirect(target.startsWith('/') ? localisedPath(formatLocale(locale), target) : target);
  }
  const heading = page?.title ? null : await loadPageHeading(content, path, locale.siteLanguage);
  return data(
    {
      locale: formatLocale(locale),
      title: page?.title ?? heading?.title ?? brand.name,
      body: page?.body ?? [],
      terms,
    },
    { status: route?.id === 'error-500' ? 500 : 200 },
  );
}

/** The page's own title; the description is content's SEO entry for the path (app/lib/seo.ts). */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seoMeta(matches, loaderData?.title);
}

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  const { terms } = loaderData;
  return (
    <article>
      <h1>{loaderData.title}</h1>
      <PortableText blocks={loaderData.body} locale={loaderData.locale} />
      {terms ? (
        <section aria-label={`v${terms.version}`}>
          <PortableText blocks={terms.body} locale={loaderData.locale} />
        </section>
      ) : null}
    </article>
  );
}
