/**
 * The static content pages of spec 1 §2 (cookie policy, responsible gambling, 500…) and the
 * content-defined extra-information and contact-us pages: title and body from the static page
 * with the route's slug (the last path segment). `/terms` also shows the terms in effect below its
 * introduction. A page editors point elsewhere (`url`) redirects there; a page with no document
 * shows the page's heading from content.
 */
import { data, redirect } from 'react-router';
import { localisedPath, matchRoute, pathSegments } from '@casino/domain';
import type { Route } from './+types/static-page';
import { PortableText } from '../features/content/index.ts';
import {
  loadCurrentTerms,
  loadPageHeading,
  loadStaticPage,
  safeHref,
} from '../features/content/index.server.ts';
import { pageContext } from '../lib/page.server.ts';
import { seoMeta } from '../lib/seo.ts';

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  const { content, route } = page;
  const language = page.locale.siteLanguage;
  const segments = pathSegments(page.path);
  const slug = route?.id === 'help-centre' ? 'help-centre' : (segments[segments.length - 1] ?? '');
  const [staticPage, terms] = await Promise.all([
    loadStaticPage(content, slug, language),
    route?.id === 'terms' || route?.id === 'terms_and_conditions'
      ? loadCurrentTerms(content, language, Date.now())
      : null,
  ]);
  const target = staticPage?.url ? safeHref(staticPage.url) : null;
  // A page pointing at a route this site does not have (`/terms` while the termsPage flag omits it)
  // is shown here instead: following it would end on "page not found".
  const reachable =
    target !== null &&
    (!target.startsWith('/') || matchRoute(target, (await page.siteAccess()).site) !== null);
  if (target && reachable && target !== `/${segments.join('/')}`) {
    throw redirect(target.startsWith('/') ? localisedPath(page.prefix, target) : target);
  }
  const heading = staticPage?.title ? null : await loadPageHeading(content, page.path, language);
  return data(
    {
      locale: page.prefix,
      title: staticPage?.title ?? heading?.title ?? page.brand.name,
      body: staticPage?.body ?? [],
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
