/**
 * The access-error page `/401` (spec 1 §2): a protected page sends visitors here with the original
 * path in `?redirect=`. The page text comes from content (static page "401"); the login form is on
 * the page itself and takes the player back to the original path ("After login").
 */
import { data } from 'react-router';
import { safeSitePath } from '@casino/domain';
import { layout } from '@casino/ui';
import type { Route } from './+types/access-error';
import { PortableText } from '../features/content/index.ts';
import { loadStaticPage } from '../features/content/index.server.ts';
import { LoginForm } from '../features/signup/index.ts';
import { useT } from '../lib/i18n.ts';
import { pageContext } from '../lib/page.server.ts';
import { seoMeta } from '../lib/seo.ts';

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  const content = await loadStaticPage(page.content, '401', page.locale.siteLanguage);
  const redirect = safeSitePath(new URL(args.request.url).searchParams.get('redirect'));
  return data(
    {
      locale: page.prefix,
      title: content?.title ?? null,
      body: content?.body ?? [],
      redirect,
      authorised: page.player !== null,
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
