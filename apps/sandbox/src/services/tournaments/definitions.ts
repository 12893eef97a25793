/**
 * The tournaments a brand runs: its content's `tournament` documents (id, window, games, markets,
 * localised title and summary; read as the game catalogue is, services/games/catalogue.ts) with
 * the prizes of the sandbox's configuration (src/demoTournaments.ts). A document without an id, a
 * valid window or a game is left out: it cannot be played. A recurring race (`repeat`: hourly,
 * daily, weekly) is run as editions, one per period from its start, the last cut at its end
 * (`editionAt`, `finishedEditions`).
 */
import { prizePoolOf, TOURNAMENT_PRIZES, type TournamentPrizes } from '../../demoTournaments.ts';
import { brandDocuments } from '../games/index.ts';

export interface TournamentDefinition {
  tournamentId: string;
  /** Localised by content language code (`en`, `fi`, …). */
  title: Readonly<Record<string, string>>;
  summary: Readonly<Record<string, string>>;
  startAt: Date;
  endAt: Date;
  gameIds: readonly string[];
  /** Market ids it runs in; empty: every market of the brand. */
  marketIds: readonly string[];
  prizes: TournamentPrizes | undefined;
  /** The cash the ladder pays (whole units), or null without a prize table. */
  prizePool: number | null;
  /** A recurring race's period (ms); null: one edition, the whole window. */
  repeatMs: number | null;
}

/** One edition of a tournament: the tournament with the edition's window as its own. */
export type Edition = TournamentDefinition;

const REPEATS: Readonly<Record<string, number>> = {
  hourly: 3_600_000,
  daily: 86_400_000,
  weekly: 7 * 86_400_000,
};

/** The edition with index `k` of a recurring tournament (its window cut at the run's end). */
function nth(tournament: TournamentDefinition, k: number): Edition {
  const period = tournament.repeatMs!;
  const start = tournament.startAt.getTime() + k * period;
  return {
    ...tournament,
    startAt: new Date(start),
    endAt: new Date(Math.min(start + period, tournament.endAt.getTime())),
  };
}

/** How many editions a recurring tournament has. */
const editionCount = (tournament: TournamentDefinition) =>
  Math.ceil((tournament.endAt.getTime() - tournament.startAt.getTime()) / tournament.repeatMs!);

/**
 * The edition running at `now`: a one-off tournament itself; a recurring one's edition of the
 * period holding `now` (before its start: the first; after its end: the last).
 */
export function editionAt(tournament: TournamentDefinition, now: Date): Edition {
  if (!tournament.repeatMs) return tournament;
  const k = Math.floor((now.getTime() - tournament.startAt.getTime()) / tournament.repeatMs);
  return nth(tournament, Math.min(Math.max(k, 0), editionCount(tournament) - 1));
}

/** The editions that have ended by `now`, latest first, at most `max` of them. */
export function finishedEditions(tournament: TournamentDefinition, now: Date, max: number): Edition[] {
  if (!tournament.repeatMs) return tournament.endAt <= now ? [tournament] : [];
  const ended = Math.min(
    Math.floor((now.getTime() - tournament.startAt.getTime()) / tournament.repeatMs),
    editionCount(tournament),
  );
  const editions: Edition[] = [];
  for (let k = ended - 1; k >= 0 && editions.length < max; k--) editions.push(nth(tournament, k));
  return editions;
}

type Doc = Record<string, unknown>;

const refOf = (value: unknown): string | null => {
  const ref = (value as { _ref?: unknown } | null)?._ref;
  return typeof ref === 'string' ? ref : null;
};

function localised(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value as Doc).filter(
      (entry): entry is [string, string] => !entry[0].startsWith('_') && typeof entry[1] === 'string',
    ),
  );
}

const cache = new Map<string, readonly TournamentDefinition[]>();

/** The brand's tournaments, by start (module header). */
export function tournamentsOf(brandId: string): readonly TournamentDefinition[] {
  let found = cache.get(brandId);
  if (found) return found;
  const gameIds = new Map(
    brandDocuments(brandId, 'game').flatMap((doc) =>
      typeof doc['gameId'] === 'string' ? [[String(doc['_id']), doc['gameId']] as const] : [],
    ),
  );
  const marketIds = new Map(
    brandDocuments(brandId, 'market').flatMap((doc) =>
      typeof doc['marketId'] === 'string'
        ? [[String(doc['_id']), doc['marketId'].toUpperCase()] as const]
        : [],
    ),
  );
  const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
  found = brandDocuments(brandId, 'tournament')
    .flatMap((doc): TournamentDefinition[] => {
      const tournamentId = doc['tournamentId'];
      const startAt = new Date(String(doc['startDate'] ?? ''));
      const endAt = new Date(String(doc['endDate'] ?? ''));
      const games = list(doc['games']).flatMap((ref) => gameIds.get(refOf(ref) ?? '') ?? []);
      if (typeof tournamentId !== 'string' || !tournamentId) return [];
      if (Number.isNaN(startAt.getTime()) || Number.isNaN(endAt.getTime()) || endAt <= startAt) return [];
      if (games.length === 0) return [];
      const prizes = TOURNAMENT_PRIZES[tournamentId];
      return [
        {
          tournamentId,
          title: localised(doc['title']),
          summary: localised(doc['summary']),
          startAt,
          endAt,
          gameIds: games,
          marketIds: list(doc['markets']).flatMap((ref) => marketIds.get(refOf(ref) ?? '') ?? []),
          prizes,
          prizePool: prizes ? prizePoolOf(prizes) : null,
          repeatMs: REPEATS[String(doc['repeat'] ?? '')] ?? null,
        },
      ];
    })
    .sort(
      (a, b) => a.startAt.getTime() - b.startAt.getTime() || a.tournamentId.localeCompare(b.tournamentId),
    );
  cache.set(brandId, found);
  return found;
}

/** A text in a language: the language, else English, else any. */
export function textIn(texts: Readonly<Record<string, string>>, language: string): string {
  return texts[language] ?? texts['en'] ?? Object.values(texts)[0] ?? '';
}
