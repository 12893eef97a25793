/**
 * The login form of the popup and the access-error page (spec 1 §4 "Login popup"): posts to the
 * locale's login action (which runs the login flow), shows the loader while it runs and the
 * spec 1 §8 message of a refused login, with the remaining days of a time-out or exclusion.
 */
import { useId } from 'react';
import { useFetcher, useLocation } from 'react-router';
import type { MessageId } from '@casino/i18n';
import { layout } from '@casino/ui';
import { Field } from '@casino/ui/components';
import { useT } from '../../lib/i18n.ts';
import { useSitePaths } from '../../lib/links.ts';
import type { LoginFailure } from '../../lib/session.server.ts';
import * as styles from './login.css.ts';

export interface LoginFormProps {
  locale: string;
  /** Where to go after login (relative to the locale prefix), e.g. from `?redirect=`. */
  redirect?: string | null;
  /** A failure flashed by a no-JS post. */
  failure?: LoginFailure | null;
}

/** The current path relative to the locale prefix (the page the form is on). */
function pathUnder(locale: string, pathname: string, search: string): string {
  const prefix = `/${locale}`;
  const rest = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : pathname;
  return `${rest || '/'}${search}`;
}

export function LoginForm({ locale, redirect, failure: flashed }: LoginFormProps) {
  const t = useT();
  const id = useId();
  const location = useLocation();
  const fetcher = useFetcher<{ failure: LoginFailure }>();
  const busy = fetcher.state !== 'idle';
  const failure = busy ? null : (fetcher.data?.failure ?? flashed ?? null);
  const bonusCode = (location.state as { bonusCode?: unknown } | null)?.bonusCode;
  const errorId = `${id}-error`;
  const paths = useSitePaths();

  return (
    <fetcher.Form method="post" action={paths.login} className={styles.form} aria-busy={busy}>
      <input type="hidden" name="from" value={pathUnder(locale, location.pathname, location.search)} />
      {redirect ? <input type="hidden" name="redirect" value={redirect} /> : null}
      {typeof bonusCode === 'string' ? <input type="hidden" name="bonusCode" value={bonusCode} /> : null}
      {failure ? (
        <div
          role="alert"
          id={errorId}
          className={styles.alert}
          data-testid="login-error"
          data-key={failure.uiKey}
        >
          <p>{t(failure.messageId as MessageId, { days: failure.remainingDays ?? 0 })}</p>
          {failure.isCooling ? <p>{t('login.cooling')}</p> : null}
        </div>
      ) : null}
      <Field
        id={`${id}-email`}
        label={t('login.email')}
        invalid={failure?.field === 'email'}
        describedBy={failure ? errorId : null}
      >
        {(props) => (
          <input
            {...props}
            className={styles.input}
            type="email"
            name="email"
            autoComplete="username"
            required
          />
        )}
      </Field>
      <Field
        id={`${id}-password`}
        label={t('login.password')}
        invalid={failure?.field === 'password'}
        describedBy={failure ? errorId : null}
      >
        {(props) => (
          <input
            {...props}
            className={styles.input}
            type="password"
            name="password"
            autoComplete="current-password"
            required
          />
        )}
      </Field>
      <button type="submit" className={layout.button} disabled={busy}>
        {busy ? t('login.busy') : t('login.submit')}
      </button>
      <p>
        <a href={paths['reset-password']}>{t('login.forgot')}</a> ·{' '}
        <a href={paths.signup}>{t('login.signup')}</a>
      </p>
    </fetcher.Form>
  );
}
