/** The slot's reels (services/games/slotReels.ts): the grid shows exactly the outcome the server drew. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { slotOutcome } from './slot.ts';
import { PAYLINES, REELS, ROWS, gridOf, linesOf } from './slotReels.ts';

const digestOf = (n: number) => createHash('sha256').update(`round-${n}`).digest();

describe('the slot reels', () => {
  it('show a win on exactly one payline and a loss on none, for every draw', () => {
    for (let draw = 0; draw < 10_000; draw += 7) {
      const outcome = slotOutcome(draw);
      const { grid, lines } = gridOf(outcome, digestOf(draw));
      expect(grid).toHaveLength(REELS);
      for (const reel of grid) expect(reel).toHaveLength(ROWS);
      expect(lines).toEqual(linesOf(grid));
      if (outcome.multiplier > 0) {
        expect(lines, `draw ${draw}`).toHaveLength(1);
        expect(lines[0]!.count).toBe(3);
        expect(lines[0]!.symbol).toBe(outcome.symbols[0]);
        const rows = PAYLINES[lines[0]!.line]!;
        expect([0, 1, 2].map((reel) => grid[reel]![rows[reel]!])).toEqual(outcome.symbols);
      } else {
        expect(lines, `draw ${draw}`).toEqual([]);
        expect([0, 1, 2].map((reel) => grid[reel]![1])).toEqual(outcome.symbols);
      }
    }
  });

  it('shows a retried round the same grid', () => {
    const outcome = slotOutcome(30);
    expect(gridOf(outcome, digestOf(1))).toEqual(gridOf(outcome, digestOf(1)));
  });
});
