/**
 * The live roulette table's wheel and clock (the table's bets and settlement are in roulette.ts):
 * European single-zero positions (straight, split, corner and the outside bets) and what they pay, rounds on the sandbox clock (round n spans
 * [n × 30 s, (n + 1) × 30 s) since the epoch, betting open for its first 20 s), the winning number
 * of a round (HMAC of the games secret, without modulo bias, the same for everyone at the table),
 * and the table's seats.
 */
import { createHmac } from 'node:crypto';
import type { SandboxContext } from '../context.ts';
import { secretOf, type GameSession } from './sessions.ts';
import { liveSeats } from './liveSeats.ts';

export const ROUND_MS = 30_000;
export const BETTING_MS = 20_000;
/** Every bet returns 36/37 of its stakes on average. */
export const ROULETTE_RTP = 36 / 37;

export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export type Colour = 'green' | 'red' | 'black';
export const colourOf = (n: number): Colour => (n === 0 ? 'green' : RED_NUMBERS.has(n) ? 'red' : 'black');

/**
 * A position's syntax: the outside bets (`red`, `black`, `even`, `odd`, `low` 1–18, `high` 19–36,
 * dozens `doz1`–`doz3`, columns `col1`–`col3`, where column 1 is 1, 4, … 34), a straight number
 * `n0`…`n36`, a split `s<a>_<b>` of two neighbours on the layout (a < b: b = a + 1 in the same
 * column of three, b = a + 3 in the next one, or 0 with 1, 2 or 3), and a corner `q<a>` of a,
 * a + 1, a + 3, a + 4 (a not on the top row, a ≤ 32). `isPosition` checks the neighbours too.
 */
export const POSITION =
  /^(red|black|even|odd|low|high|doz[1-3]|col[1-3]|n\d{1,2}|s\d{1,2}_\d{1,2}|q\d{1,2})$/;
export const EVEN_MONEY = ['red', 'black', 'even', 'odd', 'low', 'high'] as const;
export const OUTSIDE = [...EVEN_MONEY, 'doz1', 'doz2', 'doz3', 'col1', 'col2', 'col3'] as const;

/** The numbers a position covers (empty for a malformed one). */
export function coveredNumbers(position: string): number[] {
  if (!POSITION.test(position)) return [];
  const all = Array.from({ length: 36 }, (_, i) => i + 1);
  switch (position) {
    case 'red':
      return all.filter((n) => RED_NUMBERS.has(n));
    case 'black':
      return all.filter((n) => !RED_NUMBERS.has(n));
    case 'even':
      return all.filter((n) => n % 2 === 0);
    case 'odd':
      return all.filter((n) => n % 2 === 1);
    case 'low':
      return all.filter((n) => n <= 18);
    case 'high':
      return all.filter((n) => n >= 19);
  }
  const k = Number(position.slice(3));
  if (position.startsWith('doz')) return all.filter((n) => Math.ceil(n / 12) === k);
  if (position.startsWith('col')) return all.filter((n) => ((n - 1) % 3) + 1 === k);
  if (position.startsWith('n')) {
    const n = Number(position.slice(1));
    return n <= 36 && String(n) === position.slice(1) ? [n] : [];
  }
  if (position.startsWith('s')) {
    const [a, b] = position.slice(1).split('_').map(Number) as [number, number];
    if (position !== `s${a}_${b}` || b > 36) return [];
    const ok = (a === 0 && b >= 1 && b <= 3) || (a >= 1 && ((b === a + 1 && a % 3 !== 0) || b === a + 3));
    return ok ? [a, b] : [];
  }
  const a = Number(position.slice(1));
  return position === `q${a}` && a >= 1 && a <= 32 && a % 3 !== 0 ? [a, a + 1, a + 3, a + 4] : [];
}

/** Whether a position is one the table takes (its syntax and its neighbours). */
export const isPosition = (position: string) => coveredNumbers(position).length > 0;

/**
 * What a winning position returns per unit staked, stake included (0 when it loses): 36 / the
 * numbers it covers, so every bet returns 36/37 on average (zero loses every outside bet).
 */
export function payoutMultiplier(position: string, n: number): number {
  const covered = coveredNumbers(position);
  return covered.includes(n) ? 36 / covered.length : 0;
}

/** How a position reads on the page (pages/rouletteTable.ts words it in the page's language). */
export function positionLabel(position: string): string {
  return position.startsWith('n')
    ? `Number ${position.slice(1)}`
    : position[0]!.toUpperCase() + position.slice(1);
}

// Rounds ----------------------------------------------------------------------------------------

export interface RoundTiming {
  round: number;
  opensAt: Date;
  closesAt: Date;
  endsAt: Date;
}

export function roundTiming(round: number): RoundTiming {
  const opens = round * ROUND_MS;
  return {
    round,
    opensAt: new Date(opens),
    closesAt: new Date(opens + BETTING_MS),
    endsAt: new Date(opens + ROUND_MS),
  };
}

/** The round running at a time and whether betting is open in it. */
export function roundAt(now: Date): RoundTiming & { phase: 'betting' | 'result' } {
  const timing = roundTiming(Math.floor(now.getTime() / ROUND_MS));
  return { ...timing, phase: now < timing.closesAt ? 'betting' : 'result' };
}

export const tableIdOf = (session: Pick<GameSession, 'provider' | 'gameId'>) =>
  `${session.provider}/${session.gameId}`;
/** The game id of a table id (`<provider>/<gameId>`; providers have no `/`). */
export const gameIdOf = (tableId: string) => tableId.slice(tableId.indexOf('/') + 1);

const UINT32 = 2 ** 32;
const ACCEPT_BELOW = UINT32 - (UINT32 % 37);

/** A number 0–36 from a digest, without modulo bias (the first 32-bit word below the cut-off). */
export function numberFromDigest(digest: Buffer): number | null {
  for (let offset = 0; offset + 4 <= digest.length; offset += 4) {
    const value = digest.readUInt32BE(offset);
    if (value < ACCEPT_BELOW) return value % 37;
  }
  return null;
}

export async function winningNumber(ctx: SandboxContext, tableId: string, round: number): Promise<number> {
  const secret = await secretOf(ctx.db);
  for (let attempt = 0; ; attempt++) {
    const digest = createHmac('sha256', secret).update(`roulette:${tableId}:${round}:${attempt}`).digest();
    const n = numberFromDigest(digest);
    if (n !== null) return n;
  }
}

/** Seats at a sandbox table (the page shows them; the table itself takes any number of bets). */
export const TABLE_SEATS = 7;

/** Seats and seats taken at a table now, from the sandbox's live seat data (by game id, as the lobby). */
export function tableSeats(gameId: string, now: Date): { seats: number | null; seatsTaken: number | null } {
  return liveSeats({ id: gameId, seats: TABLE_SEATS }, now);
}
