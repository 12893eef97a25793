/**
 * Home (spec 1 §2 "/ Home"; spec 3 §3 "homePage banners", "Game list"; §5 banners by audience and
 * jackpots only for games with jackpotExist; §7 "banner fetch by language and market", "game
 * lists", "jackpot amounts").
 *
 * Decisions where the spec is silent (a regulated operator's front page):
 * - The hero is the market's banners for this side: visitors see the welcome offers, a signed-in
 *   player the personal ones (their greeting takes {firstName}). No automatic rotation.
 * - Below it a call to action: sign up and log in for a visitor, deposit for a player, each with
 *   the way to both lobbies.
 * - Then game rows from the content's game lists, filtered as the lobby filters (market, channel,
 *   the player's country, restricted games greyed): popular, jackpots, new, live casino. Each row
 *   has a "see all" link to its lobby.
 * - A jackpot ticker sums the jackpot amounts shown (the player API's, per game) and names the
 *   biggest; it is text that updates with the page, never a moving marquee.
 * - The page's one `h1` is the welcome line, for screen readers and search engines; the hero's
 *   titles are `h2`. The visitor's detected location is not shown: it was a debug line.
 * The loader's calls are features/lobby/homePage.server.ts, the page features/lobby/HomePage.tsx.
 */
import type { Route } from './+types/home';
import { HomePage } from '../features/lobby/index.ts';
import { loadHomePage } from '../features/lobby/index.server.ts';
import { pageContext } from '../lib/page.server.ts';

export function loader(args: Route.LoaderArgs) {
  return loadHomePage(pageContext(args));
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage loaderData={loaderData} />;
}
