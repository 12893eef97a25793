/**
 * Browsing a lobby (spec 3 §2 "Casino", "Live casino"; §5 "Game search … provider filter … Game
 * lists are de-duplicated by id"; §9 "Lobby category page: live casino 15 on mobile, 30 on desktop
 * (one extra fetched to detect more); game categories 30 on mobile, 60 on desktop"; §9 breakpoints
 * "Device class: tablet, mobile or desktop"): the device a request comes from, the search and
 * provider filter over a lobby's games, the "load more" pages and the game page a tile links to.
 *
 * Decisions where the spec is silent:
 * - The device class comes from the player station's device flags when known, else from the
 *   User-Agent with the same rules as the station. Tablets launch the mobile builds of games, so
 *   their channel is `mobile`; only phones get the mobile page size (lobby.ts).
 * - The search ignores surrounding white space and is at most 100 characters; an empty search
 *   matches every game. Matches are ranked (gameSearch.ts): the label's start, a word's start, any
 *   substring (the spec's rule), then near misses with one typo.
 * - "Load more" pages are cumulative: page N shows the first N pages, so each address is a whole
 *   view that works without JavaScript; at most 20 pages are kept in one address.
 * - A game links to the play path of its lobby and provider in the route table; a provider without
 *   such a path has no game page (null).
 */
import {
  gameAvailability,
  matchesProviderFilter,
  uniqueBy,
  type GameChannel,
  type GameFacts,
} from './games.ts';
import type { GameViewer } from './games.ts';
import { rankBySearch } from './gameSearch.ts';
import type { LobbyDevice, LobbyType } from './lobby.ts';
import { isRouteEnabled, ROUTES, type SiteRouteFlags } from './routes.ts';

/** The station's device flags (player API `PlayerStation.device`). */
export interface DeviceFlags {
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
}

/** Device flags from a User-Agent, by the player station's rules. */
export function deviceFlagsFromUserAgent(userAgent: string | null | undefined): DeviceFlags {
  const ua = userAgent ?? '';
  const isTablet = /iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/i.test(ua);
  const isMobile = !isTablet && /Mobi|iPhone|iPod|Android|IEMobile|Opera Mini/i.test(ua);
  return { isMobile, isTablet, isDesktop: !isMobile && !isTablet };
}

/** The lobby's device class for device flags. */
export function lobbyDeviceOf(flags: DeviceFlags): LobbyDevice {
  if (flags.isMobile) return 'mobile';
  if (flags.isTablet) return 'tablet';
  return 'desktop';
}

/** Where games launch on a device class (spec 3 §9 "channels: web or mobile"). */
export function channelOf(device: LobbyDevice): GameChannel {
  return device === 'mobile' || device === 'tablet' ? 'mobile' : 'web';
}

export const MAX_SEARCH_LENGTH = 100;

/** The search as it is applied: trimmed and cut to MAX_SEARCH_LENGTH. */
export function normaliseSearch(search: string | null | undefined): string {
  return (search ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
}

/** spec 3 §5 "Game search: case-insensitive substring match on the label". */
export function matchesGameSearch(label: string | null | undefined, search: string): boolean {
  const wanted = normaliseSearch(search).toLocaleLowerCase('en');
  if (!wanted) return true;
  return (label ?? '').toLocaleLowerCase('en').includes(wanted);
}

export const MAX_LOBBY_PAGES = 20;

/** The `page` of a lobby address: a whole number from 1 to MAX_LOBBY_PAGES; anything else is 1. */
export function parseLobbyPage(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,3}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 ? Math.min(page, MAX_LOBBY_PAGES) : 1;
}

/** How many games the first `page` pages show, and how many to fetch to know whether more exist. */
export function lobbyPageWindow(page: number, pageSize: number): { shown: number; fetch: number } {
  const shown = Math.max(1, page) * pageSize;
  return { shown, fetch: shown + 1 };
}

/**
 * The first `page` pages of `items` (spec 3 §9: one more than shown is looked at to detect more).
 * `hasMore` is false at MAX_LOBBY_PAGES, since the address cannot grow further.
 */
export function lobbyPage<T>(
  items: readonly T[],
  page: number,
  pageSize: number,
): { items: T[]; hasMore: boolean } {
  const { shown, fetch } = lobbyPageWindow(page, pageSize);
  const fetched = items.slice(0, fetch);
  return { items: fetched.slice(0, shown), hasMore: fetched.length > shown && page < MAX_LOBBY_PAGES };
}

export interface BrowseFilter {
  viewer: GameViewer;
  search?: string | null;
  /** Provider ids (any case) or sub-provider ids; empty means all. */
  providers?: readonly string[];
}

export interface BrowsedGame<G> {
  game: G;
  /** Shown greyed with the restricted-country overlay (spec 3 §5). */
  restricted: boolean;
}

/**
 * The games of a lobby a viewer sees, de-duplicated by id (first stays), narrowed by the search
 * (ranked by gameSearch.ts, the given order within a rank) and the provider filter.
 */
export function browseGames<G>(
  games: readonly G[],
  filter: BrowseFilter,
  read: {
    id: (game: G) => string;
    label: (game: G) => string | null | undefined;
    facts: (game: G) => GameFacts;
  },
): BrowsedGame<G>[] {
  const search = normaliseSearch(filter.search);
  const providers = filter.providers ?? [];
  return rankBySearch(uniqueBy(games, read.id), search, read.label).flatMap((game) => {
    const facts = read.facts(game);
    if (!matchesProviderFilter(facts, providers)) return [];
    const availability = gameAvailability(facts, filter.viewer);
    return availability === 'hidden' ? [] : [{ game, restricted: availability === 'restricted' }];
  });
}

/** A lobby's path without the locale (`/online-casino`, `/live-casino-online`), from the route table. */
export function lobbyPath(type: LobbyType): string {
  const routeId = type === 'liveCasino' ? 'live-casino-lobby' : 'casino-lobby';
  const route = ROUTES.find((definition) => definition.id === routeId);
  if (!route) throw new Error(`No route ${routeId}`);
  return `/${route.path}`;
}

const PLAY_ROUTE = /^(?:live-)?casino-play-(.+)$/;

/**
 * The providers whose play pages the site's route flags switch off (spec 3 §2: the CreedRoomz
 * play paths exist only with `creedroomz`): every play route of the provider needs a flag that is
 * off. A lobby hides their games (GameViewer `closedProviders`).
 */
export function closedProviders(site: SiteRouteFlags): Set<string> {
  const open = new Set<string>();
  const all = new Set<string>();
  for (const definition of ROUTES) {
    const provider = PLAY_ROUTE.exec(definition.id)?.[1];
    if (!provider) continue;
    all.add(provider);
    if (isRouteEnabled(definition, site)) open.add(provider);
  }
  return new Set([...all].filter((provider) => !open.has(provider)));
}

/**
 * The game page of a game (spec 3 §2: "/online-casino/play/{provider}/:id?",
 * "/live-casino-online/play/{provider}/:id?"), without the locale prefix; null when the route table
 * has no play path for the lobby and provider.
 */
export function gamePlayPath(
  type: LobbyType,
  providerId: string | null | undefined,
  gameId: string,
): string | null {
  if (!providerId) return null;
  const routeId = `${type === 'liveCasino' ? 'live-casino' : 'casino'}-play-${providerId.toLowerCase()}`;
  const route = ROUTES.find((definition) => definition.id === routeId);
  if (!route) return null;
  return `/${route.path.replace(/:id\?$/, encodeURIComponent(gameId))}`;
}
