/**
 * The lobby's search field with its suggestions (LobbySearch.tsx lazy-loads it, so its code is not
 * part of the lobby's first-load JavaScript; the server renders it whole and the browser hydrates
 * it when its chunk arrives, the field working as a plain form field meanwhile).
 *
 * - 250 ms after the last key, with at least 2 characters, a fetcher loads this lobby's own loader
 *   with `suggest=1` (the first SUGGESTIONS matches, filtered and ranked like the results page by
 *   @casino/domain gameSearch.ts), so the ranking runs on the server.
 * - When the field opens, the recent and popular games (lobbySearchView.server.ts) are asked once.
 *   The browser remembers the chosen games' ids only, in local storage under RECENT_KEY (a
 *   device's history, like a browser's, so it stays at logout); the loader checks them with zod.
 * - When nothing matches, the popular games.
 */
import { useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { SearchCombobox, type SearchSection, type SearchSuggestion } from '@casino/ui/components';
import type { LobbyTileView } from './lobbyTiles.server.ts';
import { useT } from '../../lib/i18n.ts';
import * as styles from './lobby.css.ts';

/** Wait this long after the last key before asking for suggestions. */
const SUGGEST_DELAY_MS = 250;
const SUGGEST_MIN_CHARS = 2;
/** Local storage: the ids of the games chosen from the search, newest first. */
const RECENT_KEY = 'lobbySearchRecent';
const RECENT_KEPT = 5;

function recentIds(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]');
    // The loader validates the ids (zod); here only their shape, to build the address.
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function remember(id: string) {
  try {
    const ids = [id, ...recentIds().filter((other) => other !== id)].slice(0, RECENT_KEPT);
    localStorage.setItem(RECENT_KEY, JSON.stringify(ids));
  } catch {
    // Storage may be unavailable (private mode): nothing is remembered then.
  }
}

interface SuggestAnswer {
  list: { tiles: LobbyTileView[]; total: number } | null;
  popular: LobbyTileView[] | null;
  recent: LobbyTileView[] | null;
}

export interface LobbySearchFieldProps {
  locale: string;
  /** The form's action: the lobby's or category's path with the locale. */
  action: string;
  values: { q: string; providers: string[] };
  searchId: string;
}

export default function LobbySearchField(props: LobbySearchFieldProps) {
  const t = useT();
  const { values, action } = props;
  const [query, setQuery] = useState(values.q);
  const asked = useRef(values.q);
  const fetcher = useFetcher<SuggestAnswer>();

  // Hydrated: the field says so (`data-ready`), for tests and styles that wait for its behaviour.
  useEffect(() => {
    document.getElementById(props.searchId)?.setAttribute('data-ready', '');
  }, [props.searchId]);

  // Arriving from a bottom navigation's search tab (`#lobby-search`): the field takes the focus
  // (here, not in LobbySearch: the plain field shown while this chunk loads is replaced).
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${props.searchId}`) document.getElementById(props.searchId)?.focus();
  }, [hash, props.searchId]);

  // The offers before a search (recent and popular games): asked once, when the field opens.
  const offers = useFetcher<SuggestAnswer>();
  const openSearch = () => {
    if (offers.state !== 'idle' || offers.data) return;
    const params = new URLSearchParams({ suggest: '1', recent: recentIds().join(',') });
    void offers.load(`${action}?${params.toString()}`);
  };

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

  const asSuggestions = (tiles: readonly LobbyTileView[] | null | undefined): SearchSuggestion[] =>
    (tiles ?? []).flatMap((tile) =>
      tile.path
        ? [
            {
              id: tile.gameId || tile.key,
              label: tile.name,
              description: tile.provider,
              href: `/${props.locale}${tile.path}`,
              image: tile.image && { src: tile.image.src, width: 44, height: 44 },
            },
          ]
        : [],
    );
  const searching = query.trim().length >= SUGGEST_MIN_CHARS;
  const list = searching ? (fetcher.data?.list ?? null) : null;
  const popular = {
    label: t('lobby.search.popular'),
    suggestions: asSuggestions(searching ? fetcher.data?.popular : offers.data?.popular),
  };
  const sections: SearchSection[] = !searching
    ? [{ label: t('lobby.search.recent'), suggestions: asSuggestions(offers.data?.recent) }, popular]
    : list && list.total === 0
      ? [popular]
      : [{ suggestions: asSuggestions(list?.tiles) }];
  return (
    <SearchCombobox
      id={props.searchId}
      name="q"
      label={t('lobby.search.label')}
      listLabel={t('lobby.search.suggestions')}
      defaultValue={values.q}
      maxLength={100}
      className={styles.field}
      inputClassName={styles.input}
      sections={sections}
      notice={list && list.total === 0 ? t('lobby.empty') : null}
      busy={searching ? !list : !offers.data}
      closeLabel={t('lobby.search.close')}
      showAllLabel={list && list.total > 0 ? t('lobby.search.showAll', { count: list.total }) : null}
      status={list ? t('lobby.count', { count: list.total }) : ''}
      onQuery={setQuery}
      onOpen={openSearch}
      onChoose={(suggestion) => remember(suggestion.id)}
    />
  );
}
