/**
 * What the site's bottom navigation (features/shell/SiteBottomNav.tsx) and the lobby's own
 * (features/lobby/LobbyBottomNav.tsx) agree on: the lobby's search field, the target of every
 * search tab, and how a route opts out of the site's bar.
 */

/** The lobby's search field id: the target of every search tab. */
export const LOBBY_SEARCH_ID = 'lobby-search';

/** What a route module may export as `handle` about the bar ('own' when it renders its own, 'none' for a full-screen game). */
export interface BottomNavHandle {
  bottomNav?: 'own' | 'none';
}
