/**
 * The bottom navigation on phones, built from the kit's BottomNav (hidden from `md` up).
 *
 * - On a lobby (spec 3 §2 "bottom navigation (tabs indexed 0 to 3; selecting the filter item opens
 *   the filter panel)", @casino/domain BOTTOM_NAV_TABS): lobby, search, my games and filter. With
 *   JavaScript, search focuses the page's field and filter opens the panel in place; without it,
 *   search jumps to the field and filter loads the page with the panel open (`filter=open`).
 * - On every other page but a game (the site's layout, root.tsx): lobby, search, my games, and
 *   deposit for a player or sign up for a visitor. Search and my games lead into the casino lobby
 *   (or the live lobby on a brand without a casino), search to its field (`#lobby-search`, which
 *   the lobby focuses on arrival).
 * A route opts out of the site's bar with `handle.bottomNav` ('own' when it renders its own, 'none'
 * for a full-screen game).
 */
import type { MouseEvent } from 'react';
import { useLocation, useMatches } from 'react-router';
import { BOTTOM_NAV_TABS, MY_GAMES_CATEGORY, type BottomNavTab } from '@casino/domain';
import { BottomNav, BOTTOM_NAV_ICONS, type BottomNavItem } from '@casino/ui/components';
import type { ShellData } from '../lib/shell.server.ts';
import { useT } from '../lib/i18n.ts';
import { hrefFor } from './links.ts';

/** The lobby's search field id: the target of every search tab. */
export const LOBBY_SEARCH_ID = 'lobby-search';

/** What a route module may export as `handle` about the bar. */
export interface BottomNavHandle {
  bottomNav?: 'own' | 'none';
}

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

export interface SiteBottomNavProps {
  shell: ShellData;
  locale: string;
  signedIn: boolean;
}

export function SiteBottomNav({ shell, locale, signedIn }: SiteBottomNavProps) {
  const t = useT();
  const matches = useMatches();
  const { pathname } = useLocation();
  const optedOut = matches.some((match) => (match.handle as BottomNavHandle | undefined)?.bottomNav);
  const lobby =
    shell.verticals.find((vertical) => vertical.id === 'casino') ??
    shell.verticals.find((vertical) => vertical.id === 'liveCasino');
  if (optedOut || !lobby) return null;
  const lobbyHref = hrefFor(locale, lobby);
  const items: BottomNavItem[] = [
    { id: 'lobby', href: lobbyHref, label: t('lobby.nav.lobby'), icon: BOTTOM_NAV_ICONS.lobby },
    {
      id: 'search',
      href: `${lobbyHref}#${LOBBY_SEARCH_ID}`,
      label: t('lobby.nav.search'),
      icon: BOTTOM_NAV_ICONS.search,
    },
    {
      id: 'myGames',
      href: `${lobbyHref}/${MY_GAMES_CATEGORY}`,
      label: t('lobby.nav.myGames'),
      icon: BOTTOM_NAV_ICONS.myGames,
    },
    signedIn
      ? {
          id: 'deposit',
          href: `/${locale}/my-account/banking/deposit`,
          label: t('banking.deposit'),
          icon: BOTTOM_NAV_ICONS.deposit,
          emphasis: true,
        }
      : {
          id: 'signUp',
          href: `/${locale}/signup`,
          label: t('header.signup'),
          icon: BOTTOM_NAV_ICONS.signUp,
          emphasis: true,
        },
  ];
  const marked = items.map((item) => ({ ...item, current: item.href === pathname }));
  return <BottomNav label={t('nav.shortcuts')} items={marked} />;
}
