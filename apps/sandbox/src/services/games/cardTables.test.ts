/**
 * The live card tables' rules (services/games/cardTables.ts): baccarat's tableau and payouts,
 * blackjack's hands, the boxes' hit-or-stand, the dealer's draw and the bet behind's payouts, and
 * the declared returns to player measured over 100,000 rounds of a seeded shoe.
 */
import { describe, expect, it } from 'vitest';
import {
  baccaratReturn,
  bankerDraws,
  blackjackReturn,
  boxHits,
  handOf,
  kindOfPosition,
  playBaccarat,
  playBlackjack,
  TABLE_RTP,
  tableKindOf,
  type Card,
} from './cardTables.ts';

/** A card of a rank (1 ace … 13 king) in spades, or hearts with `red`. */
const c = (rank: number, red = false): Card => rank - 1 + (red ? 13 : 0);
const shoe = (cards: Card[]) => (i: number) => {
  if (i >= cards.length) throw new Error(`card ${i} was not set up`);
  return cards[i]!;
};

describe('baccarat', () => {
  it('stands on a natural, and pays the Banker 0.95:1, the Player 1:1, a tie 8:1 returning the others', () => {
    // P: 9+K = 9, B: 3+4 = 7: a natural, nobody draws.
    const coup = playBaccarat(shoe([c(9), c(3), c(13), c(4)]));
    expect(coup).toMatchObject({ playerPoints: 9, bankerPoints: 7, winner: 'player' });
    expect(coup.player).toHaveLength(2);
    expect(baccaratReturn('player', coup, 1_000n)).toBe(2_000n);
    expect(baccaratReturn('banker', coup, 1_000n)).toBe(0n);
    const banker = playBaccarat(shoe([c(3), c(8), c(13), c(1)])); // P 3, B 9
    expect(banker.winner).toBe('banker');
    expect(baccaratReturn('banker', banker, 1_000n)).toBe(1_950n);
    expect(baccaratReturn('banker', banker, 15n)).toBe(29n); // commission rounded down to the cent
    const tie = playBaccarat(shoe([c(4), c(4), c(4), c(4), c(13), c(13)])); // 8 / 8
    expect(tie.winner).toBe('tie');
    expect(baccaratReturn('tie', tie, 1_000n)).toBe(9_000n);
    expect(baccaratReturn('player', tie, 1_000n)).toBe(1_000n);
  });

  it('draws the Player’s third card on 0–5 and the Banker’s by the tableau', () => {
    // P 2+3 = 5 draws (a 6); B 3+3 = 6 draws on a third card of 6 or 7.
    const coup = playBaccarat(shoe([c(2), c(3), c(3), c(3), c(6), c(1)]));
    expect(coup.player).toHaveLength(3);
    expect(coup.banker).toHaveLength(3);
    expect(coup).toMatchObject({ playerPoints: 1, bankerPoints: 7, winner: 'banker' });
    expect(bankerDraws(3, c(8))).toBe(false);
    expect(bankerDraws(3, c(9))).toBe(true);
    expect(bankerDraws(4, c(1))).toBe(false);
    expect(bankerDraws(5, c(4))).toBe(true);
    expect(bankerDraws(6, null)).toBe(false);
    expect(bankerDraws(5, null)).toBe(true);
    expect(bankerDraws(7, c(2))).toBe(false);
    // The Player stands on 6: the Banker draws on 0–5.
    const stands = playBaccarat(shoe([c(3), c(2), c(3), c(2), c(5)]));
    expect(stands.player).toHaveLength(2);
    expect(stands.banker).toHaveLength(3);
  });
});

describe('blackjack, bet behind', () => {
  it('counts aces soft or hard, and knows a blackjack and a bust', () => {
    expect(handOf([c(1), c(13)])).toMatchObject({ total: 21, blackjack: true, soft: true });
    expect(handOf([c(1), c(6), c(9)])).toMatchObject({ total: 16, soft: false });
    expect(handOf([c(10), c(6), c(9)])).toMatchObject({ total: 25, bust: true });
    expect(handOf([c(1), c(1), c(9)])).toMatchObject({ total: 21, soft: true, blackjack: false });
  });

  it('has the boxes hit or stand by the basic strategy', () => {
    expect(boxHits(handOf([c(9), c(2)]), c(6))).toBe(true);
    expect(boxHits(handOf([c(10), c(2)]), c(4))).toBe(false);
    expect(boxHits(handOf([c(10), c(2)]), c(3))).toBe(true);
    expect(boxHits(handOf([c(10), c(6)]), c(6))).toBe(false);
    expect(boxHits(handOf([c(10), c(6)]), c(1))).toBe(true);
    expect(boxHits(handOf([c(1), c(7)]), c(9))).toBe(true);
    expect(boxHits(handOf([c(1), c(7)]), c(8))).toBe(false);
    expect(boxHits(handOf([c(10), c(7)]), c(1))).toBe(false);
  });

  it('deals seven boxes and the dealer, plays them out and pays a blackjack 3:2, a win 1:1 and a push its stake', () => {
    // Box 1 A+K (blackjack), box 2 10+9 (19), boxes 3–7 10+7 (17); dealer 10 up, 8 hole (18).
    const first = [c(1), c(10), c(10), c(10), c(10), c(10), c(10)];
    const second = [c(13), c(9), c(7), c(7), c(7), c(7), c(7)];
    const round = playBlackjack(shoe([...first, c(10), ...second, c(8)]));
    expect(round.dealer).toMatchObject({ total: 18 });
    expect(round.boxes.map((box) => box.total)).toEqual([21, 19, 17, 17, 17, 17, 17]);
    expect(blackjackReturn('box1', round, 1_000n)).toBe(2_500n);
    expect(blackjackReturn('box2', round, 1_000n)).toBe(2_000n);
    expect(blackjackReturn('box3', round, 1_000n)).toBe(0n);
    // Dealer 10 up, 7 hole: 17 stands; a 17 box pushes.
    const push = playBlackjack(shoe([...first, c(10), ...second, c(7)]));
    expect(blackjackReturn('box3', push, 1_000n)).toBe(1_000n);
    // A dealer's blackjack: the boxes do not play on; a box's blackjack pushes.
    const dealerBj = playBlackjack(shoe([...first, c(1), ...second, c(13)]));
    expect(dealerBj.dealer.blackjack).toBe(true);
    expect(blackjackReturn('box1', dealerBj, 1_000n)).toBe(1_000n);
    expect(blackjackReturn('box2', dealerBj, 1_000n)).toBe(0n);
  });

  it('draws the dealer to 17 and a bust dealer pays every standing box', () => {
    // Boxes: 10+7 (stand on 17). Dealer 10 up, 6 hole (16) draws a 9: 25, bust.
    const first = Array.from({ length: 7 }, () => c(10));
    const second = Array.from({ length: 7 }, () => c(7));
    const round = playBlackjack(shoe([...first, c(10), ...second, c(6), c(9)]));
    expect(round.dealer).toMatchObject({ total: 25, bust: true });
    expect(blackjackReturn('box7', round, 500n)).toBe(1_000n);
  });
});

describe('every table', () => {
  it('opens the table of the game’s type and keeps the tables’ positions apart', () => {
    expect(tableKindOf('baccarat')).toBe('baccarat');
    expect(tableKindOf('blackjack')).toBe('blackjack');
    expect(tableKindOf('roulette')).toBe('roulette');
    expect(tableKindOf('gameShow')).toBe('roulette');
    expect(tableKindOf(null)).toBe('roulette');
    expect(kindOfPosition('banker')).toBe('baccarat');
    expect(kindOfPosition('box7')).toBe('blackjack');
    expect(kindOfPosition('box8')).toBe(null);
    expect(kindOfPosition('red')).toBe('roulette');
    expect(kindOfPosition('n17')).toBe('roulette');
  });

  it('returns what the tables declare, over 100,000 rounds of a seeded shoe', () => {
    // A small seeded generator (mulberry32), so the measure is the same on every run.
    let seed = 0x2f6b_1e7d;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
    };
    const randomShoe = () => {
      const cards: Card[] = [];
      return (i: number) => {
        while (cards.length <= i) cards.push(Math.floor(random() * 52));
        return cards[i]!;
      };
    };
    const rounds = 100_000;
    let banker = 0n;
    let player = 0n;
    let behind = 0n;
    for (let i = 0; i < rounds; i++) {
      const coup = playBaccarat(randomShoe());
      banker += baccaratReturn('banker', coup, 100n);
      player += baccaratReturn('player', coup, 100n);
      const round = playBlackjack(randomShoe());
      for (let box = 1; box <= 7; box++) behind += blackjackReturn(`box${box}`, round, 100n);
    }
    const rtp = (total: bigint, bets: number) => Number(total) / bets / 100;
    expect(rtp(banker, rounds)).toBeCloseTo(TABLE_RTP.baccarat, 1);
    expect(Math.abs(rtp(banker, rounds) - TABLE_RTP.baccarat)).toBeLessThan(0.012);
    expect(Math.abs(rtp(player, rounds) - TABLE_RTP.baccarat)).toBeLessThan(0.012);
    expect(Math.abs(rtp(behind, rounds * 7) - TABLE_RTP.blackjack)).toBeLessThan(0.008);
  });
});
