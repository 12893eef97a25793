/**
 * A route of the route table without a module of its own yet (routes.ts; the promotions, inbox
 * and editorial pages of the features still to build): the page layout with its
 * heading and description from content (the SEO entry editors keep per path), behind the same
 * guards as a finished page. The route id and page-type group of packages/domain are on the page.
 */
import type { Route } from './+types/page';
import { layout } from '@casino/ui';
import { loadPageHeading } from '../features/content/index.server.ts';
import { useT } from '../lib/i18n.ts';
import { pageContext } from '../lib/page.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  const heading = await loadPageHeading(page.content, page.path, page.locale.siteLanguage);
  return {
    routeId: page.route?.id ?? 'unknown',
    group: page.route?.group ?? 'home',
    title: heading.title ?? page.brand.name,
    description: heading.description,
  };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <article data-route={loaderData.routeId} data-group={loaderData.group}>
      <h1>{loaderData.title}</h1>
      {loaderData.description ? <p>{loaderData.description}</p> : null}
      <p className={layout.muted}>{t('page.preparing')}</p>
    </article>
  );
}
