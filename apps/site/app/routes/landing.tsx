/**
 * A landing page `/landing/:id` (spec 3 §2, §7): by id for the page's language, market, moment and
 * side, from content (features/content/pages.server.ts); 'Page not found!' with a 404 when there
 * is none.
 */
import { data } from 'react-router';
import type { Route } from './+types/landing';
import { LandingPage } from '../features/content/index.ts';
import { loadLandingPage } from '../features/content/index.server.ts';
import { pageContext } from '../lib/page.server.ts';
import { seoMeta } from '../lib/seo.ts';

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  const view = await loadLandingPage(page, args.params.id);
  if (!view) throw data(null, { status: 404 });
  return { view, locale: page.prefix };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seoMeta(matches, loaderData?.view.title);
}

export default function Landing({ loaderData }: Route.ComponentProps) {
  return <LandingPage view={loaderData.view} locale={loaderData.locale} />;
}
