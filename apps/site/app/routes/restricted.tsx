/**
 * The restricted-country page `/restricted` (spec 1 §2): visitors from restricted countries or the
 * restricted IP range see only this page. Text from content (static page "restricted"), else the
 * catalogue's. Answered with 451 (unavailable for legal reasons) so crawlers and monitors see why.
 */
import { data } from 'react-router';
import { formatLocale } from '@casino/domain';
import type { Route } from './+types/restricted';
import { PortableText } from '../components/PortableText.tsx';
import { appContext, localeContext } from '../lib/context.ts';
import { useT } from '../lib/i18n.ts';
import { loadStaticPage } from '../lib/pages.server.ts';
import { seoMeta } from '../lib/seo.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const { content } = context.get(appContext);
  const locale = context.get(localeContext);
  const page = await loadStaticPage(content, 'restricted', locale.siteLanguage);
  return data(
    {
      locale: formatLocale(locale),
      title: page?.title ?? null,
      body: page?.body ?? [],
    },
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
