/**
 * Live seat data (spec 3 §3 Game `seats` and `seatsTaken`: "filled from live seat data by
 * gameId"). A real operator hears it from the live providers; the sandbox derives it from the
 * sandbox clock so every process and every test sees the same numbers at the same time.
 *
 * Rules:
 * - Only tables with a seat count (content `seats`, e.g. blackjack 7, poker 6) have seat data;
 *   other games answer `seats` and `seatsTaken` null.
 * - `seatsTaken` is between 0 and `seats` and changes every `SEAT_SLOT_MS` (one minute) of sandbox
 *   time: a hash of the game id and the minute, so it is deterministic, differs between tables and
 *   moves when the clock is advanced. A full table (every seat taken) happens now and then, so the
 *   site's "table full" state can be seen.
 */
import { createHash } from 'node:crypto';

/** How long one seat reading lasts on the sandbox clock. */
export const SEAT_SLOT_MS = 60_000;

/** The seats taken at a table of `seats` seats at `now` (0 ≤ result ≤ seats). */
export function seatsTaken(gameId: string, seats: number, now: Date): number {
  if (!Number.isInteger(seats) || seats <= 0) return 0;
  const slot = Math.floor(now.getTime() / SEAT_SLOT_MS);
  const draw = createHash('sha256').update(`seats:${gameId}:${slot}`).digest().readUInt32BE(0);
  return draw % (seats + 1);
}

/** `seats` and `seatsTaken` of a game at `now`: both null for a game without seats. */
export function liveSeats(
  game: { id: string; seats: number | null },
  now: Date,
): { seats: number | null; seatsTaken: number | null } {
  if (game.seats === null || game.seats <= 0) return { seats: null, seatsTaken: null };
  return { seats: game.seats, seatsTaken: seatsTaken(game.id, game.seats, now) };
}
