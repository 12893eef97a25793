/**
 * The sandbox slot's reels (slot.ts decides the round; pages/slot.ts draws it): five reels of three
 * rows, five paylines, and the grid a round shows, derived from its outcome.
 *
 * Rules:
 * - The pay table stays slot.ts's (three of a kind of `Seven`, `Bell`, `Lemon` or `Cherry` from the
 *   left; declared RTP 96 %): the grid only shows the outcome the server drew, so the grid never
 *   decides money. A winning round puts its three symbols on one payline, reels 1–3 (the line is
 *   chosen by the round's digest), and no other payline reads as a win; a losing round shows no
 *   payline with three of a kind from the left (its old three `symbols` run along the middle row).
 * - The grid's other cells come from the round's digest (so a retried round shows the same grid),
 *   drawn from the paying symbols and four filler symbols (`A`, `K`, `Q`, `J`) that never pay.
 * - Paylines, as rows per reel (row 0 the top): middle, top, bottom, V, inverted V.
 */

/** The symbols a reel holds: the four paying ones (slot.ts's pay table), then the fillers. */
export const REEL_SYMBOLS = ['Seven', 'Bell', 'Lemon', 'Cherry', 'A', 'K', 'Q', 'J'] as const;
export type ReelSymbol = (typeof REEL_SYMBOLS)[number];

export const REELS = 5;
export const ROWS = 3;

/** The paylines: for each reel, the row the line crosses. */
export const PAYLINES: ReadonlyArray<readonly number[]> = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
];

/** A winning line of a round: the payline's index, its symbol and how many reels from the left. */
export interface WinningLine {
  line: number;
  symbol: string;
  count: number;
}

/** A grid: `grid[reel][row]`. */
export type Grid = string[][];

/** The lines of a grid that read as wins: three or more of a kind from the left. */
export function linesOf(grid: Grid): WinningLine[] {
  const lines: WinningLine[] = [];
  PAYLINES.forEach((rows, line) => {
    const symbol = grid[0]![rows[0]!]!;
    let count = 1;
    while (count < REELS && grid[count]![rows[count]!] === symbol) count++;
    if (count >= 3) lines.push({ line, symbol, count });
  });
  return lines;
}

/** A stream of small numbers from a digest (repeats the digest when it runs out). */
function numbers(digest: Uint8Array): () => number {
  let at = 0;
  return () => digest[at++ % digest.length]! + (at > digest.length ? at : 0);
}

/** The grid of a round: its outcome's symbols on a payline (a win) or on no payline (a loss). */
export function gridOf(
  outcome: { multiplier: number; symbols: readonly string[] },
  digest: Uint8Array,
): { grid: Grid; lines: WinningLine[] } {
  const next = numbers(digest);
  const grid: Grid = Array.from({ length: REELS }, () =>
    Array.from({ length: ROWS }, () => REEL_SYMBOLS[next() % REEL_SYMBOLS.length]!),
  );
  const win = outcome.multiplier > 0;
  const fixedLine = win ? next() % PAYLINES.length : 0;
  const fixed = new Set<string>();
  PAYLINES[fixedLine]!.slice(0, 3).forEach((row, reel) => {
    grid[reel]![row] = outcome.symbols[reel]!;
    fixed.add(`${reel}:${row}`);
  });
  // Break every other line of three from the left, and a winning line's fourth reel.
  for (let pass = 0; pass < 50; pass++) {
    const extra = linesOf(grid).find((l) => !(win && l.line === fixedLine && l.count === 3));
    if (!extra) break;
    const rows = PAYLINES[extra.line]!;
    const reel = [2, 1, 0, 3].find((r) => !fixed.has(`${r}:${rows[r]}`) && (r < 3 || extra.count > 3))!;
    const row = rows[reel]!;
    // The replacement differs from every cell that shares a payline with it on reels 0–3.
    const neighbours = new Set<string>();
    for (const line of PAYLINES) {
      if (line[reel] !== row) continue;
      for (let r = 0; r < 4; r++) if (r !== reel) neighbours.add(grid[r]![line[r]!]!);
    }
    const start = next();
    for (let i = 0; i < REEL_SYMBOLS.length; i++) {
      const candidate = REEL_SYMBOLS[(start + i) % REEL_SYMBOLS.length]!;
      if (!neighbours.has(candidate)) {
        grid[reel]![row] = candidate;
        break;
      }
    }
  }
  return { grid, lines: linesOf(grid) };
}
