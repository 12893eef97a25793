/**
 * The restricted-country page `/restricted` (spec 1 §2): visitors from restricted countries or the
 * restricted IP range see only this page. Text from content (static page "restricted"), else the
 * catalogue's. Answered with 451 (unavailable for legal reasons) so crawlers and monitors see why.
 */
import { data } from 'react-router';
import type { Route } from './+types/restricted';
import { PortableText } from '../features/content/index.ts';
import { loadStaticPage } from '../features/content/index.server.ts';
import { useT } from '../lib/i18n.ts';
import { pageContext } from '../lib/page.server.ts';
import { seoMeta } from '../lib/seo.ts';

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  const content = await loadStaticPage(page.content, 'restricted', page.locale.siteLanguage);
  return data(
    { locale: page.prefix, title: content?.title ?? null, body: content?.body ?? [] },
    { status: 451 },
  );
}

/** The static page's own title, else content's SEO title for the path (app/lib/seo.ts). */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seoMeta(matches, loaderData?.title);
}

export default function Restricted({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <article data-testid="restricted">
      <h1>{loaderData.title ?? t('restricted.title')}</h1>
      {loaderData.body.length ? (
        <PortableText blocks={loaderData.body} locale={loaderData.locale} />
      ) : (
        <p>{t('restricted.body')}</p>
      )}
    </article>
  );
}
