/**
 * The maintenance page (spec 1 §2: "replaces everything when maintenance mode is on"): the
 * catalogue's title and the editors' maintenance message in the page's language. Answered with
 * 503 and Retry-After so crawlers and monitors treat it as temporary.
 */
import { data } from 'react-router';
import type { Route } from './+types/maintenance';
import { useT } from '../lib/i18n.ts';
import { pageContext } from '../lib/page.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const access = await pageContext(args).siteAccess();
  return data({ message: access.maintenanceMessage }, { status: 503, headers: { 'Retry-After': '300' } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function Maintenance({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <article data-testid="maintenance">
      <h1>{t('maintenance.title')}</h1>
      <p>{loaderData.message ?? t('maintenance.body')}</p>
    </article>
  );
}
