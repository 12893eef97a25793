/** The live roulette table's rules (services/games/roulette.ts): paytable, fair numbers, round timing. */
import { describe, expect, it } from 'vitest';
import { parseDemoBets } from './roulette.ts';
import {
  BETTING_MS,
  EVEN_MONEY,
  ROULETTE_RTP,
  ROUND_MS,
  OUTSIDE,
  colourOf,
  coveredNumbers,
  isPosition,
  numberFromDigest,
  payoutMultiplier,
  roundAt,
} from './rouletteWheel.ts';

describe('the sandbox roulette table', () => {
  it('pays the European single-zero table: 97.3 % on every bet', () => {
    expect(ROULETTE_RTP).toBeCloseTo(0.973, 3);
    const positions = [...EVEN_MONEY, ...Array.from({ length: 37 }, (_, n) => `n${n}`)];
    for (const position of positions) {
      let paid = 0;
      for (let n = 0; n <= 36; n++) paid += payoutMultiplier(position, n);
      expect(paid / 37, position).toBeCloseTo(ROULETTE_RTP, 10);
    }
    // Zero loses every even-money bet; 18 red and 18 black numbers.
    for (const position of EVEN_MONEY) expect(payoutMultiplier(position, 0)).toBe(0);
    const colours = Array.from({ length: 37 }, (_, n) => colourOf(n));
    expect(colours.filter((c) => c === 'red')).toHaveLength(18);
    expect(colours.filter((c) => c === 'black')).toHaveLength(18);
    expect(payoutMultiplier('n17', 17)).toBe(36);
    expect(payoutMultiplier('black', 17)).toBe(2);
  });

  it('takes splits, corners, dozens, columns, low and high, each at 97.3 %', () => {
    const splits = [] as string[];
    const corners = [] as string[];
    for (let a = 0; a <= 36; a++) {
      for (let b = a + 1; b <= 36; b++) if (isPosition(`s${a}_${b}`)) splits.push(`s${a}_${b}`);
      if (isPosition(`q${a}`)) corners.push(`q${a}`);
    }
    // The layout's neighbours: 24 within the columns of three, 33 across, and 0 with 1, 2, 3.
    expect(splits).toHaveLength(60);
    expect(corners).toHaveLength(22);
    for (const position of [...OUTSIDE, ...splits, ...corners]) {
      let paid = 0;
      for (let n = 0; n <= 36; n++) paid += payoutMultiplier(position, n);
      expect(paid / 37, position).toBeCloseTo(ROULETTE_RTP, 10);
    }
    expect(coveredNumbers('s17_20')).toEqual([17, 20]);
    expect(coveredNumbers('s17_18')).toEqual([17, 18]);
    expect(coveredNumbers('q17')).toEqual([17, 18, 20, 21]);
    expect(coveredNumbers('col1')).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34]);
    expect(coveredNumbers('doz3')[0]).toBe(25);
    expect(payoutMultiplier('s17_20', 20)).toBe(18);
    expect(payoutMultiplier('q17', 21)).toBe(9);
    expect(payoutMultiplier('doz2', 13)).toBe(3);
    expect(payoutMultiplier('low', 0)).toBe(0);
    // Not neighbours, off the layout, or written another way: refused.
    for (const bad of ['s3_4', 's1_5', 's34_37', 's01_2', 'q3', 'q33', 'q0', 'n37', 'n07', 'doz4', 'col0']) {
      expect(isPosition(bad), bad).toBe(false);
    }
    expect(parseDemoBets('s17_20-100,q17-50,doz1-10')).toEqual([
      { position: 's17_20', stake: 100n },
      { position: 'q17', stake: 50n },
      { position: 'doz1', stake: 10n },
    ]);
    expect(parseDemoBets('s3_4-100')).toBeNull();
  });

  it('maps digests to 0–36 without bias, skipping words above the cut-off', () => {
    const word = (value: number) => {
      const buffer = Buffer.alloc(4);
      buffer.writeUInt32BE(value);
      return buffer;
    };
    expect(numberFromDigest(word(0))).toBe(0);
    expect(numberFromDigest(word(38))).toBe(1);
    // 2^32 - (2^32 mod 37) and above are rejected: the next word decides.
    const cut = 2 ** 32 - (2 ** 32 % 37);
    expect(numberFromDigest(word(cut - 1))).toBe((cut - 1) % 37);
    expect(numberFromDigest(word(cut))).toBeNull();
    expect(numberFromDigest(Buffer.concat([word(cut), word(5)]))).toBe(5);
  });

  it('runs a round every 30 s: betting for 20 s, then the result', () => {
    expect([ROUND_MS, BETTING_MS]).toEqual([30_000, 20_000]);
    const at = (ms: number) => roundAt(new Date(ms));
    expect(at(60_000)).toMatchObject({ round: 2, phase: 'betting' });
    expect(at(79_999)).toMatchObject({ round: 2, phase: 'betting' });
    expect(at(80_000)).toMatchObject({ round: 2, phase: 'result' });
    expect(at(89_999)).toMatchObject({ round: 2, phase: 'result' });
    expect(at(90_000)).toMatchObject({ round: 3, phase: 'betting' });
    expect(at(80_000).closesAt.getTime()).toBe(80_000);
    expect(at(80_000).endsAt.getTime()).toBe(90_000);
  });
});

describe('the demo state the page carries', () => {
  it('reads open bets, refusing bad positions, stakes and repeats', () => {
    expect(parseDemoBets('')).toEqual([]);
    expect(parseDemoBets('red-100,n17-50')).toEqual([
      { position: 'red', stake: 100n },
      { position: 'n17', stake: 50n },
    ]);
    for (const bad of ['n37-100', 'red-7', 'red-100,red-100', 'blue-100', 'red-100;x', 'red']) {
      expect(parseDemoBets(bad), bad).toBeNull();
    }
  });
});
