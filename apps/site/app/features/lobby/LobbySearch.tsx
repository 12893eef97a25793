/**
 * The lobby's search and provider filter (spec 3 §2 "search", "filter panel"; §5 search and
 * provider rules; issue 27 search). A GET form, so every result has an address and works without
 * JavaScript.
 *
 * - The search field with its suggestions, recent and popular games and the phone's full-screen
 *   overlay is LobbySearchField.tsx, loaded lazily: its code is a chunk of its own after the
 *   lobby's first-load JavaScript (the lobbies ran at 148.8 of their 150 KB budget before the
 *   overlay). The server renders it whole; until its chunk arrives it is a plain field of the form.
 * - Providers are chips with their logos in the filter panel (a `<details>`, so the bottom
 *   navigation and `filter=open` can open it): each chip is a link to the page with that provider
 *   added or taken away, so a tap filters at once, with or without JavaScript. The chosen providers
 *   travel with a search as hidden fields.
 */
import { lazy, Suspense } from 'react';
import { Form, Link } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import * as styles from './lobby.css.ts';

const LobbySearchField = lazy(() => import('./LobbySearchField.tsx'));

export interface ProviderOption {
  value: string;
  label: string;
  logo: { src: string; width: number; height: number } | null;
}

export interface LobbySearchProps {
  locale: string;
  /** The page the form searches (the lobby or its category), without the locale. */
  path: string;
  values: { q: string; providers: string[] };
  providerOptions: readonly ProviderOption[];
  filterOpen: boolean;
  searchId: string;
  filterPanelId: string;
}

/** The page's address with `provider` toggled (and the page reset to the first). */
function toggledHref(base: string, values: LobbySearchProps['values'], provider: string): string {
  const params = new URLSearchParams();
  if (values.q) params.set('q', values.q);
  const chosen = values.providers.includes(provider)
    ? values.providers.filter((value) => value !== provider)
    : [...values.providers, provider];
  for (const value of chosen) params.append('provider', value);
  params.set('filter', 'open');
  return `${base}?${params.toString()}`;
}

export function LobbySearch(props: LobbySearchProps) {
  const t = useT();
  const { values } = props;
  const action = `/${props.locale}${props.path}`;
  const filtered = values.q !== '' || values.providers.length > 0;

  return (
    <search>
      <Form method="get" action={action} className={styles.search} data-testid="lobby-search">
        <Suspense
          fallback={
            // The plain field: shown only while a server that just started loads the chunk.
            <div className={styles.field}>
              <label htmlFor={props.searchId}>{t('lobby.search.label')}</label>
              <input
                id={props.searchId}
                type="search"
                name="q"
                defaultValue={values.q}
                maxLength={100}
                autoComplete="off"
                className={styles.input}
              />
            </div>
          }
        >
          <LobbySearchField locale={props.locale} action={action} values={values} searchId={props.searchId} />
        </Suspense>
        {values.providers.map((provider) => (
          <input key={provider} type="hidden" name="provider" value={provider} />
        ))}
        <button type="submit" className={styles.button}>
          {t('lobby.search.submit')}
        </button>
        {props.providerOptions.length > 0 ? (
          <details
            id={props.filterPanelId}
            className={styles.filterPanel}
            open={values.providers.length > 0 || props.filterOpen}
            data-testid="lobby-filter"
          >
            <summary className={styles.filterSummary}>{t('lobby.filter.open')}</summary>
            <ul className={styles.chips} aria-label={t('lobby.filter.providers')}>
              {props.providerOptions.map((option) => {
                const chosen = values.providers.includes(option.value);
                return (
                  <li key={option.value}>
                    <Link
                      to={toggledHref(action, values, option.value)}
                      className={styles.chip}
                      aria-current={chosen ? 'true' : undefined}
                      preventScrollReset
                      replace
                      data-provider={option.value}
                    >
                      {option.logo ? (
                        <img
                          className={styles.chipLogo}
                          src={option.logo.src}
                          width={option.logo.width}
                          height={option.logo.height}
                          alt=""
                          loading="lazy"
                          decoding="async"
                        />
                      ) : null}
                      {option.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </details>
        ) : null}
        {filtered ? (
          <Link to={action} className={styles.secondary}>
            {t('lobby.filter.clear')}
          </Link>
        ) : null}
      </Form>
    </search>
  );
}
