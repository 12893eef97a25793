/**
 * The access-error page `/401` (spec 1 §2): a protected page sends visitors here with the original
 * path in `?redirect=`. The page text comes from content (static page "401"); the login form is on
 * the page itself and takes the player back to the original path ("After login").
 */
import { data } from 'react-router';
import { formatLocale, safeSitePath } from '@casino/domain';
import { layout } from '@casino/ui';
import type { Route } from './+types/access-error';
import { LoginForm } from '../components/LoginForm.tsx';
import { PortableText } from '../components/PortableText.tsx';
import { appContext, localeContext, sessionContext } from '../lib/context.ts';
import { useT } from '../lib/i18n.ts';
import { loadStaticPage } from '../lib/pages.server.ts';
import { seoMeta } from '../lib/seo.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { content } = context.get(appContext);
  const locale = context.get(localeContext);
  const { state } = context.get(sessionContext);
  const page = await loadStaticPage(content, '401', locale.siteLanguage);
  const redirect = safeSitePath(new URL(request.url).searchParams.get('redirect'));
  return data(
    {
      locale: formatLocale(locale),
      title: page?.title ?? null,
      body: page?.body ?? [],
      redirect,
      authorised: state.kind === 'authorised',
    },
    { status: 401 },
  );
}

/** The static page's own title, else content's SEO title for `/401` (app/lib/seo.ts). */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seoMeta(matches, loaderData?.title);
}

export default function AccessError({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <article aria-labelledby="access-error-title">
      <h1 id="access-error-title">{loaderData.title ?? t('accessError.title')}</h1>
      <PortableText blocks={loaderData.body} locale={loaderData.locale} />
      {loaderData.authorised ? (
        <p>
          <a className={layout.button} href={`/${loaderData.locale}${loaderData.redirect ?? ''}`}>
            {t('accessError.continue')}
          </a>
        </p>
      ) : (
        <section className={layout.card} aria-labelledby="access-error-login">
          <h2 id="access-error-login">{t('login.title')}</h2>
          <LoginForm locale={loaderData.locale} redirect={loaderData.redirect} />
        </section>
      )}
    </article>
  );
}
