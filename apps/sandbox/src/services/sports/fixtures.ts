/**
 * The sandbox sportsbook's fixtures (issue 28, the first part: the book before its frame, bets and
 * settlement): sports → regions → competitions → events with markets and odds, generated on the
 * sandbox clock without a table, so every process and every visit sees the same book.
 *
 * - A competition kicks off an event every `periodMs` from its `offsetMs` (event k of competition
 *   c starts at k × periodMs + offsetMs since the epoch); the id `<competition>:<k>` names it, so an
 *   event id alone recovers the event (`eventById`). An event is `upcoming` before its start,
 *   `live` for its `durationMs`, then `ended`.
 * - The two teams of event k are picked from the competition's teams by a hash of the id; each team
 *   has a fixed rating, the home side an advantage.
 * - Prices come from the same model that decides the result, less the book's margin
 *   (`MARGIN`, 6 %): goal sports (football, ice hockey) by two Poisson scores (1X2 and over/under
 *   2.5 or 5.5), point sports (basketball, tennis) by the home side's win probability (winner).
 *   Odds are decimal, rounded down to 0.01 and at least 1.01, so the book never pays more than
 *   its model says.
 * - The result of an event is drawn from the games secret (HMAC of the event id), from the same
 *   model, and is only answered once the event has ended (`resultOf` takes the time); settlement
 *   (a later part of issue 28) reads it. A selection wins, loses or (none here) is void.
 */
import { createHmac } from 'node:crypto';
import { COMPETITIONS, type Competition, type Sport } from './competitions.ts';

export { COMPETITIONS, type Competition, type Sport };

const HOUR = 3_600_000;

/** The book's margin on every market: a market's 1/odds sum to 1 + MARGIN or a little more (odds round down). */
export const MARGIN = 0.06;

export interface Selection {
  /** `home`, `draw`, `away`, `over`, `under`. */
  id: string;
  odds: number;
}

export interface Market {
  /** `1x2`, `winner`, `total`. */
  id: string;
  /** The total's line (2.5, 5.5), for `total`. */
  line?: number;
  selections: Selection[];
}

export type EventStatus = 'upcoming' | 'live' | 'ended';

export interface SportsEvent {
  id: string;
  competition: Competition;
  home: string;
  away: string;
  startsAt: Date;
  endsAt: Date;
  markets: Market[];
}

export interface Score {
  home: number;
  away: number;
}

// The model --------------------------------------------------------------------------------------

/** A number in [0, 1) from the HMAC of a label (the fixtures use a fixed key, results the secret). */
function unit(key: string | Buffer, label: string): number {
  const digest = createHmac('sha256', key).update(label).digest();
  return digest.readUInt32BE(0) / 2 ** 32;
}

/** The fixtures' own key: who plays whom is public, unlike a result. */
const FIXTURE_KEY = 'sandbox-sportsbook-fixtures';
/** A public number in [0, 1) for a label (fixtures, in-play leans). */
export const fixtureUnit = (label: string) => unit(FIXTURE_KEY, label);

/** A team's rating, 0.75–1.35, from its name. */
export const ratingOf = (team: string) => 0.75 + unit(FIXTURE_KEY, `rating:${team}`) * 0.6;

const HOME_ADVANTAGE = 1.1;
const GOALS: Record<'football' | 'ice-hockey', { home: number; away: number; line: number }> = {
  football: { home: 1.45, away: 1.15, line: 2.5 },
  'ice-hockey': { home: 3.0, away: 2.6, line: 5.5 },
};

/** How the in-play model leans an event at a moment (1 = the pre-match model). */
export interface Lean {
  home: number;
  away: number;
}
const NO_LEAN: Lean = { home: 1, away: 1 };

/** The expected scores of a goal sport's event (leaned in play). */
function expectedGoals(sport: 'football' | 'ice-hockey', home: string, away: string, lean = NO_LEAN) {
  const base = GOALS[sport];
  const ratio = Math.sqrt(ratingOf(home) / ratingOf(away));
  return { home: base.home * ratio * HOME_ADVANTAGE * lean.home, away: (base.away / ratio) * lean.away };
}

const MAX_GOALS = 15;
function poisson(lambda: number): number[] {
  const p = [Math.exp(-lambda)];
  for (let k = 1; k <= MAX_GOALS; k++) p.push((p[k - 1]! * lambda) / k);
  return p;
}

/** The probabilities of a goal sport's outcomes: home, draw, away, over and under the line. */
export function goalProbabilities(
  sport: 'football' | 'ice-hockey',
  home: string,
  away: string,
  lean = NO_LEAN,
) {
  const goals = expectedGoals(sport, home, away, lean);
  const ph = poisson(goals.home);
  const pa = poisson(goals.away);
  const line = GOALS[sport].line;
  let homeWin = 0;
  let draw = 0;
  let over = 0;
  let total = 0;
  for (let h = 0; h <= MAX_GOALS; h++) {
    for (let a = 0; a <= MAX_GOALS; a++) {
      const p = ph[h]! * pa[a]!;
      total += p;
      if (h > a) homeWin += p;
      else if (h === a) draw += p;
      if (h + a > line) over += p;
    }
  }
  return {
    home: homeWin / total,
    draw: draw / total,
    away: (total - homeWin - draw) / total,
    over: over / total,
    under: (total - over) / total,
    line,
  };
}

/** A point sport's home win probability (no draws). */
export function homeWinProbability(home: string, away: string, lean = NO_LEAN): number {
  const strength = (ratingOf(home) * HOME_ADVANTAGE * lean.home) / (ratingOf(away) * lean.away);
  return strength / (1 + strength);
}

/** Decimal odds for a probability, less the margin, rounded down to 0.01, at least 1.01. */
export function oddsFor(probability: number): number {
  const fair = 1 / (probability * (1 + MARGIN));
  return Math.max(1.01, Math.floor(fair * 100 + 1e-9) / 100);
}

// Events -----------------------------------------------------------------------------------------

export function marketsOf(sport: Sport, home: string, away: string, lean = NO_LEAN): Market[] {
  if (sport === 'football' || sport === 'ice-hockey') {
    const p = goalProbabilities(sport, home, away, lean);
    return [
      {
        id: '1x2',
        selections: [
          { id: 'home', odds: oddsFor(p.home) },
          { id: 'draw', odds: oddsFor(p.draw) },
          { id: 'away', odds: oddsFor(p.away) },
        ],
      },
      {
        id: 'total',
        line: p.line,
        selections: [
          { id: 'over', odds: oddsFor(p.over) },
          { id: 'under', odds: oddsFor(p.under) },
        ],
      },
    ];
  }
  const p = homeWinProbability(home, away, lean);
  return [
    {
      id: 'winner',
      selections: [
        { id: 'home', odds: oddsFor(p) },
        { id: 'away', odds: oddsFor(1 - p) },
      ],
    },
  ];
}

/** Event k of a competition (module header). */
export function eventOf(competition: Competition, k: number): SportsEvent {
  const id = `${competition.id}:${k}`;
  const n = competition.teams.length;
  const i = Math.floor(unit(FIXTURE_KEY, `home:${id}`) * n);
  const j = (i + 1 + Math.floor(unit(FIXTURE_KEY, `away:${id}`) * (n - 1))) % n;
  const home = competition.teams[i]!;
  const away = competition.teams[j]!;
  const start = k * competition.periodMs + competition.offsetMs;
  return {
    id,
    competition,
    home,
    away,
    startsAt: new Date(start),
    endsAt: new Date(start + competition.durationMs),
    markets: marketsOf(competition.sport, home, away),
  };
}

/** The event an id names, or null (an unknown competition or a malformed id). */
export function eventById(id: string): SportsEvent | null {
  const match = /^([a-z0-9-]{1,40}):(\d{1,9})$/.exec(id);
  if (!match) return null;
  const competition = COMPETITIONS.find((c) => c.id === match[1]);
  return competition ? eventOf(competition, Number(match[2])) : null;
}

export function statusAt(event: SportsEvent, now: Date): EventStatus {
  if (now < event.startsAt) return 'upcoming';
  return now < event.endsAt ? 'live' : 'ended';
}

/**
 * The book at a time: each competition's events that are live or start within `aheadMs` (default
 * 48 hours), in start order; optionally one sport's or one competition's; the virtual leagues'
 * only with `virtual`.
 */
export function eventsAt(
  now: Date,
  filter: { sport?: Sport; competitionId?: string; aheadMs?: number; virtual?: boolean } = {},
): SportsEvent[] {
  const ahead = filter.aheadMs ?? 48 * HOUR;
  const events: SportsEvent[] = [];
  for (const competition of COMPETITIONS) {
    if (Boolean(competition.virtual) !== Boolean(filter.virtual)) continue;
    if (filter.sport && competition.sport !== filter.sport) continue;
    if (filter.competitionId && competition.id !== filter.competitionId) continue;
    const t = now.getTime();
    const first = Math.ceil((t - competition.durationMs - competition.offsetMs) / competition.periodMs);
    for (let k = Math.max(first, 0); k * competition.periodMs + competition.offsetMs <= t + ahead; k++) {
      const event = eventOf(competition, k);
      if (statusAt(event, now) !== 'ended') events.push(event);
    }
  }
  return events.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || (a.id < b.id ? -1 : 1));
}

// Results ----------------------------------------------------------------------------------------

/** A Poisson draw by the inverse of its distribution. */
function poissonDraw(lambda: number, u: number): number {
  const p = poisson(lambda);
  let sum = 0;
  for (let k = 0; k < p.length; k++) {
    sum += p[k]!;
    if (u < sum) return k;
  }
  return MAX_GOALS;
}

/**
 * The final score of an ended event, from the games secret (module header); null before its end.
 * A point sport's score is the sets or the win (tennis 2–0/2–1, basketball points around 80).
 */
export function resultOf(secret: string | Buffer, event: SportsEvent, now: Date): Score | null {
  if (statusAt(event, now) !== 'ended') return null;
  const sport = event.competition.sport;
  const u = (label: string) => unit(secret, `sports:${event.id}:${label}`);
  if (sport === 'football' || sport === 'ice-hockey') {
    const goals = expectedGoals(sport, event.home, event.away);
    return { home: poissonDraw(goals.home, u('home')), away: poissonDraw(goals.away, u('away')) };
  }
  const homeWins = u('winner') < homeWinProbability(event.home, event.away);
  if (sport === 'tennis') {
    const loserSets = u('sets') < 0.4 ? 1 : 0;
    return homeWins ? { home: 2, away: loserSets } : { home: loserSets, away: 2 };
  }
  const winner = 78 + Math.floor(u('points') * 25);
  const margin = 1 + Math.floor(u('margin') * 18);
  return homeWins ? { home: winner, away: winner - margin } : { home: winner - margin, away: winner };
}

/** Whether a selection of a market won on a final score. */
export function selectionWins(market: Pick<Market, 'id' | 'line'>, selection: string, score: Score): boolean {
  switch (market.id) {
    case '1x2':
    case 'winner':
      return (
        (selection === 'home' && score.home > score.away) ||
        (selection === 'away' && score.away > score.home) ||
        (selection === 'draw' && score.home === score.away)
      );
    case 'total': {
      const total = score.home + score.away;
      return (
        (selection === 'over' && total > market.line!) || (selection === 'under' && total < market.line!)
      );
    }
    default:
      return false;
  }
}
