/**
 * What the address asks of a lobby page (spec 3 §2 "Casino", "Live casino"; §5 search and provider
 * filter): the lobby, the category or my games, the search, the providers, the page, the winners'
 * range, the filter panel, the search field's suggestions and the recent games it asks for.
 */
import { z } from 'zod';
import {
  MY_GAMES_CATEGORY,
  normaliseSearch,
  parseLobbyPage,
  parseWinnerRange,
  type LobbyType,
  type WinnerRange,
} from '@casino/domain';

/** More providers than this in one address are ignored (the filter has fewer options). */
export const MAX_PROVIDERS = 40;

/** The search overlay's recently chosen games the browser remembers (LobbySearch.tsx): at most. */
export const MAX_RECENT = 5;

/** `recent=id1,id2`: game ids as the player API has them; a list with anything else is dropped. */
const RECENT = z
  .string()
  .max(1000)
  .transform((value) => value.split(','))
  .pipe(z.array(z.string().regex(/^[\w.:-]{1,100}$/)).max(20));

/** What the address asks of a lobby page. */
export interface LobbyRequest {
  type: LobbyType;
  /** The category page's id; null on the lobby and on my games. */
  categoryId: string | null;
  myGamesPage: boolean;
  search: string;
  providers: string[];
  page: number;
  winnerRange: WinnerRange;
  filterOpen: boolean;
  /** The search field's suggestions ask (`suggest=1`): the first few matches only. */
  suggest: boolean;
  /** With `suggest`: the games the player chose from the search before, newest first. */
  recent: string[];
}

/** The lobby request of a route (`live-casino…` ids are the live lobby) and its address. */
export function lobbyRequest(
  routeId: string | undefined,
  params: Readonly<Record<string, string | undefined>>,
  url: URL,
): LobbyRequest {
  const myGamesPage = params['id'] === MY_GAMES_CATEGORY;
  return {
    type: routeId?.startsWith('live-casino') ? 'liveCasino' : 'casino',
    categoryId: myGamesPage ? null : (params['id'] ?? null),
    myGamesPage,
    search: normaliseSearch(url.searchParams.get('q')),
    providers: [...new Set(url.searchParams.getAll('provider').map((value) => value.trim()))]
      .filter(Boolean)
      .slice(0, MAX_PROVIDERS),
    page: parseLobbyPage(url.searchParams.get('page')),
    winnerRange: parseWinnerRange(url.searchParams.get('winners')),
    filterOpen: url.searchParams.get('filter') === 'open',
    suggest: url.searchParams.get('suggest') === '1',
    recent: [...new Set(RECENT.safeParse(url.searchParams.get('recent') ?? '').data ?? [])].slice(
      0,
      MAX_RECENT,
    ),
  };
}

/**
 * Whether the page shows the content's layout (not a category, search, filter or my games, nor
 * the search field's own ask).
 */
export function showsLayout(request: LobbyRequest): boolean {
  return !filtering(request) && !request.myGamesPage && !request.suggest;
}

export const filtering = (request: LobbyRequest) =>
  request.categoryId !== null || request.search !== '' || request.providers.length > 0;
