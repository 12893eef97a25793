/**
 * The lobby's bottom navigation on phones (spec 3 §2 "bottom navigation (tabs indexed 0 to 3;
 * selecting the filter item opens the filter panel)", @casino/domain BOTTOM_NAV_TABS): lobby,
 * search, my games and filter, built from the kit's BottomNav (hidden from `md` up). With
 * JavaScript, search focuses the page's field and filter opens the panel in place; without it,
 * search jumps to the field and filter loads the page with the panel open (`filter=open`). The
 * lobby route says so in its `handle` (lib/bottomNav.ts), so the site's bar steps aside.
 */
import type { MouseEvent } from 'react';
import { BOTTOM_NAV_TABS, MY_GAMES_CATEGORY, type BottomNavTab } from '@casino/domain';
import { BottomNav, BOTTOM_NAV_ICONS, type BottomNavItem } from '@casino/ui/components';
import { LOBBY_SEARCH_ID } from '../../lib/bottomNav.ts';
import { useT } from '../../lib/i18n.ts';

const LOBBY_LABELS = {
  lobby: 'lobby.nav.lobby',
  search: 'lobby.nav.search',
  myGames: 'lobby.nav.myGames',
  filter: 'lobby.nav.filter',
} as const satisfies Record<BottomNavTab, string>;

/** Focuses the search field when it is on this page (else the link goes to the lobby's). */
function focusSearch(event: MouseEvent) {
  const field = document.getElementById(LOBBY_SEARCH_ID);
  if (!field) return;
  event.preventDefault();
  field.scrollIntoView({ block: 'center' });
  field.focus();
}

export interface LobbyBottomNavProps {
  active: BottomNavTab;
  /** The lobby's address with the locale. */
  lobbyHref: string;
  /** The page with the filter panel open (no JavaScript). */
  filterHref: string;
  /** The id of the filter panel (`<details>`); null when the page has none. */
  filterPanelId: string | null;
}

export function LobbyBottomNav(props: LobbyBottomNavProps) {
  const t = useT();
  const onFilter = (event: MouseEvent) => {
    const panel = props.filterPanelId ? document.getElementById(props.filterPanelId) : null;
    if (!(panel instanceof HTMLDetailsElement)) return;
    event.preventDefault();
    panel.open = true;
    panel.scrollIntoView({ block: 'start' });
    panel.querySelector('summary')?.focus();
  };
  const hrefs: Record<BottomNavTab, string> = {
    lobby: props.lobbyHref,
    search: `${props.lobbyHref}#${LOBBY_SEARCH_ID}`,
    myGames: `${props.lobbyHref}/${MY_GAMES_CATEGORY}`,
    filter: props.filterHref,
  };
  const items = BOTTOM_NAV_TABS.map((tab): BottomNavItem => ({
    id: tab,
    href: hrefs[tab],
    label: t(LOBBY_LABELS[tab]),
    icon: BOTTOM_NAV_ICONS[tab],
    current: props.active === tab,
    onClick: tab === 'search' ? focusSearch : tab === 'filter' ? onFilter : undefined,
    preventScrollReset: tab === 'filter',
  }));
  return <BottomNav label={t('lobby.nav.label')} items={items} />;
}
