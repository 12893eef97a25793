/**
 * The tournaments a brand runs: its content's `tournament` documents (id, window, games, markets,
 * localised title and summary; read as the game catalogue is, services/games/catalogue.ts) with
 * the prizes of the sandbox's configuration (src/demoTournaments.ts). A document without an id, a
 * valid window or a game is left out: it cannot be played.
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
