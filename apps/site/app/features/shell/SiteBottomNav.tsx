/**
 * The site's bottom navigation on phones, built from the kit's BottomNav (hidden from `md` up), on
 * every page but a game and the lobbies (which render their own, features/lobby/LobbyBottomNav.tsx;
 * a route opts out with `handle.bottomNav`, lib/bottomNav.ts): lobby, search, my games, and deposit
 * for a player or sign up for a visitor. Search and my games lead into the casino lobby (or the
 * live lobby on a brand without a casino), search to its field (`#lobby-search`, which the lobby
 * focuses on arrival).
 */
import { useLocation, useMatches } from 'react-router';
import { MY_GAMES_CATEGORY } from '@casino/domain';
import { BottomNav, BOTTOM_NAV_ICONS, type BottomNavItem } from '@casino/ui/components';
import type { ShellData } from './shell.server.ts';
import { LOBBY_SEARCH_ID, type BottomNavHandle } from '../../lib/bottomNav.ts';
import { useT } from '../../lib/i18n.ts';
import { hrefFor, useSitePaths } from '../../lib/links.ts';

export interface SiteBottomNavProps {
  shell: ShellData;
  locale: string;
  signedIn: boolean;
}

export function SiteBottomNav({ shell, locale, signedIn }: SiteBottomNavProps) {
  const t = useT();
  const paths = useSitePaths();
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
          href: paths['banking-deposit'],
          label: t('banking.deposit'),
          icon: BOTTOM_NAV_ICONS.deposit,
          emphasis: true,
        }
      : {
          id: 'signUp',
          href: paths.signup,
          label: t('header.signup'),
          icon: BOTTOM_NAV_ICONS.signUp,
          emphasis: true,
        },
  ];
  const marked = items.map((item) => ({ ...item, current: item.href === pathname }));
  return <BottomNav label={t('nav.shortcuts')} items={marked} />;
}
