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
import { z } from 'zod';
import { formatLocale, localisedPath, safeSitePath } from '@casino/domain';
import { PlayerApiError } from '@casino/player-api';
import { layout } from '@casino/ui';
import type { Route } from './+types/accept-terms';
import { PortableText } from '../components/PortableText.tsx';
import { readForm } from '../lib/form.server.ts';
import { appContext, localeContext, sessionContext } from '../lib/context.ts';
import { useT } from '../lib/i18n.ts';
import { loadCurrentTerms } from '../lib/terms.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const { content } = context.get(appContext);
  const locale = context.get(localeContext);
  const { state } = context.get(sessionContext);
  const terms = await loadCurrentTerms(content, locale.siteLanguage, Date.now());
  return {
    locale: formatLocale(locale),
    terms,
    player:
      state.kind === 'authorised'
        ? { acceptedVersion: state.player.acceptedTermsVersion, pending: state.player.flags.termsPending }
        : null,
  };
}

const acceptForm = z.object({ version: z.coerce.number().int().positive() });

export async function action({ request, context }: Route.ActionArgs) {
  const { playerApi, content } = context.get(appContext);
  const locale = context.get(localeContext);
  const { session, state } = context.get(sessionContext);
  if (state.kind !== 'authorised') return data({ error: 'terms.error.login' as const }, { status: 401 });
  const parsed = acceptForm.safeParse((await readForm(request)) ?? {});
  const terms = await loadCurrentTerms(content, locale.siteLanguage, Date.now());
  // Only the version the player was shown may be accepted.
  if (!parsed.success || !terms || parsed.data.version !== terms.version) {
    return data({ error: 'terms.error.version' as const }, { status: 400 });
  }
  try {
    await playerApi.updateTermsVersion({ body: { version: parsed.data.version } });
  } catch (error) {
    if (error instanceof PlayerApiError && error.status < 500 && !error.logout) {
      return data({ error: 'terms.error.version' as const }, { status: 400 });
    }
    throw error;
  }
  const stored = safeSitePath(session.get('redirect'));
  session.unset('redirect');
  session.flash('toast', { kind: 'success', messageId: 'terms.accepted.toast' });
  return redirect(localisedPath(formatLocale(locale), stored ?? '/'), 303);
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
