/**
 * Casino and live-casino lobbies: `/online-casino`, `/online-casino/:id`, `/live-casino-online`,
 * `/live-casino-online/:id` (spec 3 §2 "Casino", "Live casino"; §3 "Lobby layout / widget",
 * "Category"; §5 search, provider filter and the restricted-country rules; §9 page sizes). The
 * route id says which lobby; the rules are @casino/domain's (lobby.ts, games.ts, lobbyBrowse.ts).
 * The loader's calls are features/lobby/lobbyPage.server.ts, the view model lobbyView.server.ts,
 * the page features/lobby/LobbyPage.tsx.
 *
 * - The lobby shows the content's layout for the market and device: each widget with its tiles
 *   (4x, 2xh, 2xv, 1x on a content grid, else one row), a "see all" link to its category.
 * - A category page, a search or a provider filter lists the lobby's games instead, in pages of
 *   spec 3 §9 (one more looked at to know whether there are more). The search and the filter are a
 *   GET form, so every view has an address and works without JavaScript; "load more" is a link to
 *   `page=N+1` (the first N+1 pages): without JavaScript a new page, with it a client navigation
 *   that keeps the scroll position and appends.
 * - The device class comes from the User-Agent by the player station's rules; the player's country
 *   is the logged-in player's, else the one the player API detected, else the market's own.
 * - Restricted games (spec 3 §5 overlay) show greyed with a note and no link; hidden ones not at all.
 * - Tile images are webp at twice their displayed size, with width and height, lazy after the
 *   first tiles. Their alt text is the content's; when it would only repeat the game name written
 *   beside it, the image is decorative (`alt=""`) so screen readers do not say the name twice.
 * - Widgets of the player API (features/lobby/lobbyPlayer.server.ts; rules in @casino/domain playerGames.ts):
 *   recently played (a carousel of the lobby's games filtered by channel, 2 rows in the live
 *   casino, spec 3 §4), favourites, top winners (date range chosen by a link, `winners=72h`, so it
 *   works without JavaScript) and latest winners, at most WINNERS_SHOWN each, filtered like games.
 *   Their calls start together with the content queries (winners before the layout says whether
 *   it has a winners widget: a cheap public call beats a second round trip); jackpot amounts and
 *   CreedRoomz seat data follow once the tiles are known. A failed call renders its widget empty.
 * - Logged-in players get a favourite heart on every tile (the kit's FavouriteToggle); the
 *   hearts are left out when the favourites could not be read, since their state would be a guess.
 * - My games is the lobby's page at the reserved category `my-games`; visitors are asked to log in.
 * - Categories: the menu lists those `visibleInMenu`; a widget fed by a category that is not
 *   `visibleInLobby` is left out of the lobby. Every category of the market has its page (a
 *   category hidden from the menu or lobby can still be linked, e.g. from a tournament).
 * - Live tables show the content's seat count, and the taken seats where live seat data has them.
 * - Phones get the bottom navigation (features/lobby/LobbyBottomNav.tsx); `filter=open` opens the filter
 *   panel without JavaScript.
 * - The content boxes, banners, tournament boxes and provider/category strips of a layout are left
 *   to their own work; they render nothing here yet.
 */
import type { Route } from './+types/lobby';
import { LobbyPage } from '../features/lobby/index.ts';
import { loadLobbyPage } from '../features/lobby/index.server.ts';
import type { BottomNavHandle } from '../lib/bottomNav.ts';
import { pageContext } from '../lib/page.server.ts';
import { seoMeta } from '../lib/seo.ts';

/** The lobby renders its own bottom navigation, with the filter tab (features/lobby/LobbyBottomNav.tsx). */
export const handle: BottomNavHandle = { bottomNav: 'own' };

export function loader(args: Route.LoaderArgs) {
  return loadLobbyPage(pageContext(args));
}

/** Content's description for the path; the category's title when there is one (see the loader). */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seoMeta(matches, loaderData?.seoTitle);
}

export default function Lobby({ loaderData }: Route.ComponentProps) {
  return <LobbyPage loaderData={loaderData} />;
}
