/**
 * Terms acceptance `/accept-terms-condition` (spec 1 §2; spec 1 §4 "Terms"): the terms in effect
 * from content with their summary of changes; accepting sends the version (a number, spec 1 §5) to
 * the player API and goes on to the stored redirect page or home. While newer terms are pending the
 * guards send every page here except my-account and the terms pages.
 *
 * Decisions: a visitor who is not logged in reads the terms with a login link instead of the
 * button; a player with nothing pending reads them with a note that they are accepted. A refused
 * update (the API knows no such version) shows an error and keeps the player here.
 */
import { data, redirect, useFetcher } from 'react-router';
import { localisedPath, safeSitePath } from '@casino/domain';
import { layout } from '@casino/ui';
import type { Route } from './+types/accept-terms';
import { PortableText } from '../features/content/index.ts';
import { acceptTerms, acceptTermsForm, loadCurrentTerms } from '../features/content/index.server.ts';
import { parseFormRequest } from '../lib/form.server.ts';
import { useT } from '../lib/i18n.ts';
import { pageContext } from '../lib/page.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  const terms = await loadCurrentTerms(page.content, page.locale.siteLanguage, Date.now());
  return {
    locale: page.prefix,
    terms,
    player: page.player
      ? { acceptedVersion: page.player.acceptedTermsVersion, pending: page.player.flags.termsPending }
      : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const page = pageContext(args);
  if (!page.player) return data({ error: 'terms.error.login' as const }, { status: 401 });
  const form = await parseFormRequest(args.request, acceptTermsForm);
  const accepted = await acceptTerms(
    page.playerApi,
    page.content,
    page.locale.siteLanguage,
    form.ok ? form.data.version : null,
  );
  if (!accepted.ok) return data({ error: accepted.error }, { status: 400 });
  const stored = safeSitePath(page.session.get('redirect'));
  page.session.unset('redirect');
  page.toast({ kind: 'success', messageId: 'terms.accepted.toast' });
  return redirect(localisedPath(page.prefix, stored ?? '/'), 303);
}

export default function AcceptTerms({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const fetcher = useFetcher<typeof action>();
  const { terms, player, locale } = loaderData;
  const error = fetcher.data && 'error' in fetcher.data ? fetcher.data.error : null;
  return (
    <article aria-labelledby="terms-title">
      <h1 id="terms-title">{t('terms.title')}</h1>
      {terms ? (
        <>
          <p className={layout.muted} data-testid="terms-version">
            {t('terms.version', { version: terms.version })}
          </p>
          {player?.pending ? <p>{t('terms.pending')}</p> : null}
          {terms.summary ? (
            <section className={layout.card} aria-labelledby="terms-summary">
              <h2 id="terms-summary">{t('terms.summary')}</h2>
              <p>{terms.summary}</p>
            </section>
          ) : null}
          <section aria-labelledby="terms-body">
            <h2 id="terms-body">{t('terms.body')}</h2>
            <PortableText blocks={terms.body} locale={locale} />
          </section>
          {error ? (
            <p role="alert" className={layout.card}>
              {t(error)}
            </p>
          ) : null}
          {player?.pending ? (
            <fetcher.Form method="post">
              <input type="hidden" name="version" value={terms.version} />
              <button type="submit" className={layout.button} disabled={fetcher.state !== 'idle'}>
                {t('terms.accept')}
              </button>
            </fetcher.Form>
          ) : player ? (
            <p>{t('terms.accepted')}</p>
          ) : (
            <p>
              <a href="#login">{t('terms.loginToAccept')}</a>
            </p>
          )}
        </>
      ) : (
        <p>{t('terms.none')}</p>
      )}
    </article>
  );
}
