/**
 * The player API data of a lobby's widgets (spec 3 §7 "Favourites, recent games, jackpots",
 * "Winners"; spec 3 §3 "Game": seatsTaken "filled from live seat data by gameId"): favourites,
 * recently played, my games, jackpot amounts, top and latest winners and CreedRoomz seat data.
 *
 * - Every call is made at most once per request, in parallel, with a short time-out; a call that
 *   fails (an error, a time-out, an answer outside the contract, a backend without the call) gives
 *   `null`, and its widget renders nothing: a widget never fails the lobby.
 * - Player calls are made only for a logged-in player; jackpot amounts, winners and tables need
 *   no login.
 * - Live seats: content keeps a table's seat count (`seats`); the taken seats come from the one
 *   call that lists many tables at once (CreedRoomz's table list). Other providers' tables show
 *   the content's seat count only: asking every table's game details on each lobby view would be
 *   one call per tile.
 * - Public answers (winners, jackpot amounts, the CreedRoomz tables: nothing in them belongs to a
 *   player) are shared between requests of this instance for a few seconds (`PUBLIC_TTL_MS`), keyed
 *   by everything that shapes them (site, currency, range, the visitor's country, the game ids).
 *   A lobby view is then not three player API calls per visitor: measured with `npm run bench --
 *   ssr`, it was the largest cost of the lobby's server render. A failed call is not kept.
 */
import { PARTNER_ID_REAL, PLAYER_GAMES_LIMIT, type WinnerRange } from '@casino/domain';
import type { PlayerApiClient } from '@casino/player-api';

/** Widgets must not hold the page: a call slower than this renders its widget empty. */
export const WIDGET_CALL_TIMEOUT_MS = 2_000;

type Answer<K extends keyof PlayerApiClient> = Awaited<ReturnType<PlayerApiClient[K]>>;

export type PlayerGameEntries = Answer<'favourites'>;
export type Winners = Answer<'topWinners'>;
export type JackpotAmounts = Answer<'jackpotAmounts'>['data'];
export type LiveTables = Answer<'creedroomzTables'>;

/** A call's answer, or null when it failed in any way (logged for the operator). */
async function settle<T>(name: string, call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    console.warn(`lobby widget ${name} failed: ${reason}`);
    return null;
  }
}

const options = { timeoutMs: WIDGET_CALL_TIMEOUT_MS };

/** How long a public answer is shared: jackpots grow by the minute, winners change slowly. */
export const PUBLIC_TTL_MS = { winners: 30_000, jackpots: 5_000, tables: 10_000 } as const;
const MAX_PUBLIC_ANSWERS = 500;
const publicAnswers = new Map<string, { at: number; answer: Promise<unknown> }>();

/** The answer shared under `key` while fresh, else a new call (not kept if it settles to null). */
function shared<T>(key: string, ttlMs: number, load: () => Promise<T | null>): Promise<T | null> {
  const now = Date.now();
  const kept = publicAnswers.get(key);
  if (kept && now - kept.at < ttlMs) return kept.answer as Promise<T | null>;
  const entry = { at: now, answer: load() as Promise<unknown> };
  void entry.answer.then((answer) => {
    if (answer === null && publicAnswers.get(key) === entry) publicAnswers.delete(key);
  });
  publicAnswers.delete(key);
  publicAnswers.set(key, entry);
  // The oldest entries go first (a Map keeps insertion order).
  for (const oldest of publicAnswers.keys()) {
    if (publicAnswers.size <= MAX_PUBLIC_ANSWERS) break;
    publicAnswers.delete(oldest);
  }
  return entry.answer as Promise<T | null>;
}

/** Forgets the shared public answers (tests). */
export function forgetPublicAnswers(): void {
  publicAnswers.clear();
}
const listQuery = { limit: PLAYER_GAMES_LIMIT };

export function loadFavourites(playerApi: PlayerApiClient) {
  return settle('favourites', () => playerApi.favourites({ query: listQuery }, options));
}

export function loadRecentGames(playerApi: PlayerApiClient) {
  return settle('recentGames', () => playerApi.recentGames({ query: listQuery }, options));
}

export function loadMyGames(playerApi: PlayerApiClient) {
  return settle('myGames', () => playerApi.myGames({ query: { limit: 100 } }, options));
}

/** The visitor's country shapes the winners (restricted games are left out), so it is in the key. */
interface WinnersInput {
  siteId: number;
  currency: string;
  country?: string | null;
}

export function loadTopWinners(playerApi: PlayerApiClient, input: WinnersInput & { range: WinnerRange }) {
  const key = `topWinners|${input.siteId}|${input.currency}|${input.range}|${input.country ?? '-'}`;
  return shared(key, PUBLIC_TTL_MS.winners, () =>
    settle('topWinners', () =>
      playerApi.topWinners(
        { query: { dateRange: input.range, siteId: input.siteId, currency: input.currency } },
        options,
      ),
    ),
  );
}

export function loadLatestWinners(playerApi: PlayerApiClient, input: WinnersInput) {
  const key = `latestWinners|${input.siteId}|${input.currency}|${input.country ?? '-'}`;
  return shared(key, PUBLIC_TTL_MS.winners, () =>
    settle('latestWinners', () =>
      playerApi.latestWinners({ query: { siteId: input.siteId, currency: input.currency } }, options),
    ),
  );
}

/** Jackpot amounts by game id; an empty map when no game asks for one. */
export async function loadJackpotAmounts(
  playerApi: PlayerApiClient,
  input: { siteId: number; gameIds: readonly string[] },
): Promise<Map<string, { amount: string; currencyCode: string }>> {
  if (input.gameIds.length === 0) return new Map();
  const key = `jackpotAmounts|${input.siteId}|${[...input.gameIds].sort().join(',')}`;
  const answer = await shared(key, PUBLIC_TTL_MS.jackpots, () =>
    settle('jackpotAmounts', () =>
      playerApi.jackpotAmounts({ query: { gameIds: [...input.gameIds], siteId: input.siteId } }, options),
    ),
  );
  const asked = new Set(input.gameIds);
  // Only games that asked get an amount (spec 3 §5), whatever else an answer carries.
  return new Map(
    (answer?.data ?? [])
      .filter((item) => asked.has(item.gameId))
      .map((item) => [item.gameId, { amount: item.amount, currencyCode: item.currencyCode }]),
  );
}

/** Taken seats of the CreedRoomz tables by game id (their game server id). */
export async function loadLiveSeats(playerApi: PlayerApiClient): Promise<Map<string, number>> {
  const tables = await shared('creedroomzTables', PUBLIC_TTL_MS.tables, () =>
    settle('creedroomzTables', () =>
      playerApi.creedroomzTables({ query: { partnerid: PARTNER_ID_REAL, providerKind: 'live' } }, options),
    ),
  );
  return new Map(
    (tables ?? []).flatMap((table) =>
      table.seatsTaken === null ? [] : [[table.gameServerId, table.seatsTaken] as const],
    ),
  );
}
