/**
 * The lobby's bottom navigation on phones (spec 3 §2 "bottom navigation (tabs indexed 0 to 3;
 * selecting the filter item opens the filter panel)"; the tabs are @casino/domain BOTTOM_NAV_TABS:
 * lobby, search, my games, filter). Every tab is a link, so it works before JavaScript loads:
 * search jumps to the search field, filter loads the page with the panel open (`filter=open`).
 * With JavaScript, search focuses the field and filter opens the panel in place. Shown below the
 * `md` breakpoint only.
 */
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { BOTTOM_NAV_TABS, type BottomNavTab } from '@casino/domain';
import { useT } from '../lib/i18n.ts';
import * as styles from './Lobby.css.ts';

export interface BottomNavProps {
  active: BottomNavTab;
  lobbyHref: string;
  myGamesHref: string;
  /** The page with the filter panel open (no JavaScript). */
  filterHref: string;
  /** The id of the search field. */
  searchId: string;
  /** The id of the filter panel (`<details>`); null when the page has none. */
  filterPanelId: string | null;
}

const LABELS = {
  lobby: 'lobby.nav.lobby',
  search: 'lobby.nav.search',
  myGames: 'lobby.nav.myGames',
  filter: 'lobby.nav.filter',
} as const satisfies Record<BottomNavTab, string>;

const ICONS: Record<BottomNavTab, ReactNode> = {
  lobby: <path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />,
  search: <path d="M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM15.5 15.5L21 21" />,
  myGames: (
    <path d="M12 20s-6.5-4-8.3-8C2.4 9 4.2 5.6 7.4 5.6c1.8 0 3.1 1 3.7 2.1.6-1.1 1.9-2.1 3.7-2.1 3.2 0 5 3.4 3.7 6.4C18.5 16 12 20 12 20z" />
  ),
  filter: <path d="M4 6h16M7 12h10M10 18h4" />,
};

export function BottomNav(props: BottomNavProps) {
  const t = useT();
  const hrefs: Record<BottomNavTab, string> = {
    lobby: props.lobbyHref,
    search: `#${props.searchId}`,
    myGames: props.myGamesHref,
    filter: props.filterHref,
  };

  const onSearch = (event: MouseEvent) => {
    const field = document.getElementById(props.searchId);
    if (!field) return;
    event.preventDefault();
    field.scrollIntoView({ block: 'center' });
    field.focus();
  };
  const onFilter = (event: MouseEvent) => {
    const panel = props.filterPanelId ? document.getElementById(props.filterPanelId) : null;
    if (!(panel instanceof HTMLDetailsElement)) return;
    event.preventDefault();
    panel.open = true;
    panel.scrollIntoView({ block: 'start' });
    panel.querySelector('summary')?.focus();
  };

  return (
    <nav className={styles.bottomNav} aria-label={t('lobby.nav.label')} data-testid="bottom-nav">
      <ul className={styles.bottomNavList}>
        {BOTTOM_NAV_TABS.map((tab, index) => {
          const content = (
            <>
              <svg
                className={styles.bottomNavIcon}
                viewBox="0 0 24 24"
                aria-hidden="true"
                focusable="false"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                {ICONS[tab]}
              </svg>
              {t(LABELS[tab])}
            </>
          );
          const current = props.active === tab ? 'page' : undefined;
          return (
            <li key={tab} data-tab={index}>
              {tab === 'search' ? (
                <a href={hrefs.search} className={styles.bottomNavLink} onClick={onSearch}>
                  {content}
                </a>
              ) : (
                <Link
                  to={hrefs[tab]}
                  className={styles.bottomNavLink}
                  aria-current={current}
                  onClick={tab === 'filter' ? onFilter : undefined}
                  preventScrollReset={tab === 'filter'}
                  prefetch="none"
                >
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
