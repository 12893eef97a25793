/**
 * The sandbox's live card tables (issue 27: a live blackjack or baccarat game opened the roulette
 * table): live baccarat, and live blackjack played as "bet behind". They run on the roulette
 * table's rounds, bets and settlement (roulette.ts, rouletteRounds.ts: same clock, same ledger keys,
 * same lazy idempotent settlement); what differs is the round's outcome and what a position pays.
 *
 * Which table a live game opens follows the catalogue's game type (`tableKindOf`): `baccarat` deals
 * baccarat, `blackjack` deals blackjack, every other live game (roulette, game shows, dice, poker…)
 * spins the roulette wheel under its own name (the sandbox's studio has no show wheel; an operator's
 * provider deals those).
 *
 * Cards: each round deals from an infinite shoe (every card drawn independently, as the big live
 * studios' "infinite" tables do): card i of a round is HMAC-SHA256(games secret,
 * `cards:<table>:<round>:<i>`) mapped to 0–51 without bias, so everyone at the table, a retry and a
 * second process see the same cards, and a result is only answered once betting has closed.
 *
 * Baccarat (punto banco, standard tableau): Player and Banker get two cards each (P, B, P, B);
 * a natural 8 or 9 stands; otherwise the Player draws on 0–5, and the Banker draws by the tableau
 * (on 0–2 always; 3 unless the Player's third card is 8; 4 on 2–7; 5 on 4–7; 6 on 6–7; without a
 * Player third card, on 0–5). Bets `player` pays 1:1, `banker` 0.95:1 (5 % commission, rounded down
 * to the cent), `tie` 8:1; a tie returns Player and Banker bets.
 *
 * Blackjack, bet behind: the sandbox seats seven boxes (`box1`–`box7`) played by the table's seated
 * players, and every visitor bets behind a box (a real live table's way for more players than
 * seats). Cards are dealt box 1 to 7, the dealer's up card, box 1 to 7 again, the dealer's hole card;
 * each box then plays the basic strategy of hit or stand (hit hard 11 or less; hard 12 against a 2,
 * 3 or 7 and up; hard 13–16 against 7 and up; soft 17 or less; soft 18 against 9, 10 or an ace; no
 * doubles or splits, which keeps a bet behind one stake); the dealer draws to 17 and stands on soft
 * 17. A box's blackjack pays 3:2 unless the dealer has one too (a push), a win 1:1, a push returns
 * the stake, a bust or a lower total loses.
 */
import { createHmac } from 'node:crypto';
import type { SandboxContext } from '../context.ts';
import { secretOf } from './sessions.ts';
import { isPosition as isRoulettePosition, payoutMultiplier, winningNumber } from './rouletteWheel.ts';

export type TableKind = 'roulette' | 'baccarat' | 'blackjack';

/** The table a live game's catalogue type opens (module header). */
export function tableKindOf(gameType: string | null | undefined): TableKind {
  return gameType === 'baccarat' || gameType === 'blackjack' ? gameType : 'roulette';
}

/** A card 0–51: rank (card % 13) + 1 is 1 (ace) to 13 (king); suit floor(card / 13). */
export type Card = number;
export const rankOf = (card: Card) => (card % 13) + 1;
export const suitOf = (card: Card) => Math.floor(card / 13);

const UINT32 = 2 ** 32;
const CARD_CUT = UINT32 - (UINT32 % 52);

/** The round's card sequence, drawn lazily (`card(i)`), from the games secret (module header). */
async function shoeOf(ctx: SandboxContext, tableId: string, round: number): Promise<(i: number) => Card> {
  const secret = await secretOf(ctx.db);
  const cache: Card[] = [];
  return (i: number) => {
    while (cache.length <= i) {
      const index = cache.length;
      let card: Card | null = null;
      for (let attempt = 0; card === null; attempt++) {
        const digest = createHmac('sha256', secret)
          .update(`cards:${tableId}:${round}:${index}:${attempt}`)
          .digest();
        for (let offset = 0; offset + 4 <= digest.length && card === null; offset += 4) {
          const value = digest.readUInt32BE(offset);
          if (value < CARD_CUT) card = value % 52;
        }
      }
      cache.push(card);
    }
    return cache[i]!;
  };
}

// Baccarat --------------------------------------------------------------------------------------

export const BACCARAT_POSITIONS = ['player', 'banker', 'tie'] as const;
export type BaccaratWinner = (typeof BACCARAT_POSITIONS)[number];

export interface BaccaratCoup {
  kind: 'baccarat';
  player: Card[];
  banker: Card[];
  playerPoints: number;
  bankerPoints: number;
  winner: BaccaratWinner;
}

const baccaratValue = (card: Card) => {
  const rank = rankOf(card);
  return rank >= 10 ? 0 : rank;
};
export const baccaratPoints = (cards: readonly Card[]) =>
  cards.reduce((sum, card) => sum + baccaratValue(card), 0) % 10;

/** Whether the Banker draws a third card, by the tableau (module header). */
export function bankerDraws(bankerPoints: number, playerThird: Card | null): boolean {
  if (playerThird === null) return bankerPoints <= 5;
  const third = baccaratValue(playerThird);
  switch (bankerPoints) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return third !== 8;
    case 4:
      return third >= 2 && third <= 7;
    case 5:
      return third >= 4 && third <= 7;
    case 6:
      return third === 6 || third === 7;
    default:
      return false;
  }
}

/** Plays a coup from a card sequence (P, B, P, B, then the third cards). */
export function playBaccarat(card: (i: number) => Card): BaccaratCoup {
  const player = [card(0), card(2)];
  const banker = [card(1), card(3)];
  let next = 4;
  const natural = baccaratPoints(player) >= 8 || baccaratPoints(banker) >= 8;
  if (!natural) {
    let playerThird: Card | null = null;
    if (baccaratPoints(player) <= 5) {
      playerThird = card(next++);
      player.push(playerThird);
    }
    if (bankerDraws(baccaratPoints(banker), playerThird)) banker.push(card(next++));
  }
  const playerPoints = baccaratPoints(player);
  const bankerPoints = baccaratPoints(banker);
  const winner = playerPoints > bankerPoints ? 'player' : bankerPoints > playerPoints ? 'banker' : 'tie';
  return { kind: 'baccarat', player, banker, playerPoints, bankerPoints, winner };
}

/** What a baccarat bet returns, stake included (module header). */
export function baccaratReturn(position: string, coup: BaccaratCoup, stake: bigint): bigint {
  if (coup.winner === 'tie') return position === 'tie' ? stake * 9n : stake;
  if (position !== coup.winner) return 0n;
  return position === 'banker' ? stake + (stake * 95n) / 100n : stake * 2n;
}

// Blackjack -------------------------------------------------------------------------------------

export const BOXES = 7;
export const BLACKJACK_POSITIONS = Array.from({ length: BOXES }, (_, i) => `box${i + 1}`);

export interface BlackjackHand {
  cards: Card[];
  total: number;
  soft: boolean;
  blackjack: boolean;
  bust: boolean;
}

export interface BlackjackRound {
  kind: 'blackjack';
  dealer: BlackjackHand;
  boxes: BlackjackHand[];
}

export function handOf(cards: readonly Card[]): BlackjackHand {
  let total = 0;
  let aces = 0;
  for (const card of cards) {
    const rank = rankOf(card);
    total += rank === 1 ? 1 : Math.min(rank, 10);
    if (rank === 1) aces++;
  }
  const soft = aces > 0 && total + 10 <= 21;
  if (soft) total += 10;
  return {
    cards: [...cards],
    total,
    soft,
    blackjack: cards.length === 2 && total === 21,
    bust: total > 21,
  };
}

/** The seated player's choice: hit or stand (module header's basic strategy). */
export function boxHits(hand: BlackjackHand, dealerUp: Card): boolean {
  const up = rankOf(dealerUp) === 1 ? 11 : Math.min(rankOf(dealerUp), 10);
  if (hand.soft) return hand.total <= 17 || (hand.total === 18 && up >= 9);
  if (hand.total <= 11) return true;
  if (hand.total === 12) return up <= 3 || up >= 7;
  if (hand.total <= 16) return up >= 7;
  return false;
}

/** Deals and plays a round from a card sequence (module header's order). */
export function playBlackjack(card: (i: number) => Card): BlackjackRound {
  let next = 0;
  const draw = () => card(next++);
  const first = Array.from({ length: BOXES }, draw);
  const up = draw();
  const second = Array.from({ length: BOXES }, draw);
  const hole = draw();
  const dealerStart = handOf([up, hole]);
  const boxes = first.map((a, i) => {
    const cards = [a, second[i]!];
    let hand = handOf(cards);
    // Against a dealer's blackjack the boxes do not play on.
    while (!dealerStart.blackjack && !hand.bust && hand.total < 21 && boxHits(hand, up)) {
      cards.push(draw());
      hand = handOf(cards);
    }
    return hand;
  });
  const dealerCards = [up, hole];
  let dealer = dealerStart;
  const anyLive = boxes.some((hand) => !hand.bust && !hand.blackjack);
  while (!dealer.blackjack && anyLive && dealer.total < 17) {
    dealerCards.push(draw());
    dealer = handOf(dealerCards);
  }
  return { kind: 'blackjack', dealer, boxes };
}

/** What a bet behind a box returns, stake included (module header). */
export function blackjackReturn(position: string, round: BlackjackRound, stake: bigint): bigint {
  const box = round.boxes[Number(position.slice(3)) - 1];
  if (!box) return 0n;
  const { dealer } = round;
  if (box.blackjack) return dealer.blackjack ? stake : stake + (stake * 3n) / 2n;
  if (dealer.blackjack || box.bust) return 0n;
  if (dealer.bust || box.total > dealer.total) return stake * 2n;
  return box.total === dealer.total ? stake : 0n;
}

// Every table -----------------------------------------------------------------------------------

export interface RouletteSpin {
  kind: 'roulette';
  number: number;
}
export type TableOutcome = RouletteSpin | BaccaratCoup | BlackjackRound;

/** The table a position belongs to (the three tables' positions do not overlap). */
export function kindOfPosition(position: string): TableKind | null {
  if ((BACCARAT_POSITIONS as readonly string[]).includes(position)) return 'baccarat';
  if (BLACKJACK_POSITIONS.includes(position)) return 'blackjack';
  return isRoulettePosition(position) ? 'roulette' : null;
}

/** Whether a table of this kind takes the position. */
export const takesPosition = (kind: TableKind, position: string) => kindOfPosition(position) === kind;

/** A round's outcome at a table of a kind (deterministic; module header). */
export async function outcomeOf(
  ctx: SandboxContext,
  kind: TableKind,
  tableId: string,
  round: number,
): Promise<TableOutcome> {
  if (kind === 'roulette') return { kind, number: await winningNumber(ctx, tableId, round) };
  const shoe = await shoeOf(ctx, tableId, round);
  return kind === 'baccarat' ? playBaccarat(shoe) : playBlackjack(shoe);
}

/** What a bet returns on an outcome, stake included (0 when it loses). */
export function returnOf(position: string, outcome: TableOutcome, stake: bigint): bigint {
  switch (outcome.kind) {
    case 'roulette':
      return stake * BigInt(payoutMultiplier(position, outcome.number));
    case 'baccarat':
      return baccaratReturn(position, outcome, stake);
    case 'blackjack':
      return blackjackReturn(position, outcome, stake);
  }
}

/** The declared return to player of each table (the page shows it). */
export const TABLE_RTP: Record<TableKind, number> = {
  roulette: 36 / 37,
  // From the infinite shoe: Banker and Player about 98.85 %, Tie about 85.6 % (the page shows the
  // main bets'; cardTables.test.ts measures them over 100,000 coups).
  baccarat: 0.9885,
  // A bet behind a hit-or-stand box without doubles or splits (measured the same way): about 97.5 %.
  blackjack: 0.975,
};
