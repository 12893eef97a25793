/**
 * The lobby's search and provider filter (spec 3 §2 "search", "filter panel"; §5 search and
 * provider rules). A GET form, so every result has an address and works without JavaScript.
 *
 * - The search field suggests as the player types (the kit's SearchCombobox): 250 ms after the last
 *   key, with at least 2 characters, a fetcher loads this lobby's own loader with `suggest=1` (the
 *   first SUGGESTIONS matches, filtered like the lobby), so suggestions follow the same rules as the
 *   results page. Enter without a chosen suggestion, or "show all", submits the form.
 * - Providers are chips with their logos in the filter panel (a `<details>`, so the bottom
 *   navigation and `filter=open` can open it): each chip is a link to the page with that provider
 *   added or taken away, so a tap filters at once, with or without JavaScript. The chosen providers
 *   travel with a search as hidden fields.
 */
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useFetcher, useLocation } from 'react-router';
import { SearchCombobox, type SearchSuggestion } from '@casino/ui/components';
import type { LobbyTileView } from './lobbyTiles.server.ts';
import { useT } from '../../lib/i18n.ts';
import * as styles from './lobby.css.ts';

/** Wait this long after the last key before asking for suggestions. */
const SUGGEST_DELAY_MS = 250;
const SUGGEST_MIN_CHARS = 2;

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

interface SuggestAnswer {
  list: { tiles: LobbyTileView[]; total: number } | null;
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
  const fetcher = useFetcher<SuggestAnswer>();
  const [query, setQuery] = useState(values.q);
  const asked = useRef(values.q);
  const { hash } = useLocation();

  // Arriving from a bottom navigation's search tab (`#lobby-search`): the field takes the focus.
  useEffect(() => {
    if (hash === `#${props.searchId}`) document.getElementById(props.searchId)?.focus();
  }, [hash, props.searchId]);

  useEffect(() => {
    const text = query.trim();
    if (text.length < SUGGEST_MIN_CHARS || text === asked.current) return;
    const timer = setTimeout(() => {
      asked.current = text;
      const params = new URLSearchParams({ q: text, suggest: '1' });
      for (const provider of values.providers) params.append('provider', provider);
      void fetcher.load(`${action}?${params.toString()}`);
    }, SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
    // `fetcher` changes identity with its state; the query and the page's filter decide a load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, action, values.providers.join(',')]);

  const list = query.trim().length >= SUGGEST_MIN_CHARS ? (fetcher.data?.list ?? null) : null;
  const suggestions: SearchSuggestion[] = (list?.tiles ?? []).flatMap((tile) =>
    tile.path
      ? [
          {
            id: tile.key,
            label: tile.name,
            description: tile.provider,
            href: `/${props.locale}${tile.path}`,
            image: tile.image && { src: tile.image.src, width: 44, height: 44 },
          },
        ]
      : [],
  );
  const filtered = values.q !== '' || values.providers.length > 0;

  return (
    <search>
      <Form method="get" action={action} className={styles.search} data-testid="lobby-search">
        <SearchCombobox
          id={props.searchId}
          name="q"
          label={t('lobby.search.label')}
          listLabel={t('lobby.search.suggestions')}
          defaultValue={values.q}
          maxLength={100}
          className={styles.field}
          inputClassName={styles.input}
          suggestions={suggestions}
          showAllLabel={list && list.total > 0 ? t('lobby.search.showAll', { count: list.total }) : null}
          status={list ? t('lobby.count', { count: list.total }) : ''}
          onQuery={setQuery}
        />
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
