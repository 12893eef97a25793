/**
 * The live roulette table's wheel and clock (the table's bets and settlement are in roulette.ts):
 * European single-zero positions and what they pay, rounds on the sandbox clock (round n spans
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

/** A position: an even-money bet or a straight number `n0`…`n36`. */
export const POSITION = /^(red|black|even|odd|n(?:[0-9]|[12][0-9]|3[0-6]))$/;
export const EVEN_MONEY = ['red', 'black', 'even', 'odd'] as const;

/** What a winning position returns per unit staked, stake included (0 when it loses). */
export function payoutMultiplier(position: string, n: number): number {
  switch (position) {
    case 'red':
      return colourOf(n) === 'red' ? 2 : 0;
    case 'black':
      return colourOf(n) === 'black' ? 2 : 0;
    case 'even':
      return n !== 0 && n % 2 === 0 ? 2 : 0;
    case 'odd':
      return n % 2 === 1 ? 2 : 0;
    default:
      return position === `n${n}` ? 36 : 0;
  }
}

/** How a position reads on the page. */
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
