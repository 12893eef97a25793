/**
 * The live card tables' parts of the table page (pages/rouletteTable.ts `tablePage` is the shell;
 * rules in services/games/cardTables.ts): baccarat's Player and Banker hands and its three betting
 * spots, and blackjack's dealer and seven boxes to bet behind. The stage shows the last closed
 * round's cards (the next are dealt when betting closes), the history the last rounds' winners or
 * the dealer's totals. Every spot is a submit button of the page's one bet form (`cell`), so the
 * table plays without JavaScript and by keyboard.
 */
import {
  rankOf,
  suitOf,
  type BaccaratCoup,
  type BlackjackHand,
  type BlackjackRound,
  type Card,
  type PlacedBet,
  type TableOutcome,
} from '../services/games/index.ts';
import { money } from './gameFrame.ts';
import { cardTextsOf, type CardTexts } from './cardTableTexts.ts';
import { fill, type GameTexts } from './gameTexts.ts';
import { escapeHtml } from './kit.ts';
import type { TablePageState, TableParts } from './tableParts.ts';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

/** A card face: "A♥", red for hearts and diamonds. */
export function cardText(card: Card): string {
  return `${RANKS[rankOf(card) - 1]}${SUITS[suitOf(card)]}`;
}
const cardMarkup = (card: Card) =>
  `<span class="card${suitOf(card) === 1 || suitOf(card) === 2 ? ' red' : ''}">${cardText(card)}</span>`;

const handMarkup = (cards: readonly Card[]) =>
  `<span class="cards" aria-label="${escapeHtml(cards.map(cardText).join(' '))}">${cards.map(cardMarkup).join('')}</span>`;

function blackjackTotal(hand: BlackjackHand, ct: CardTexts): string {
  if (hand.blackjack) return ct.blackjack;
  if (hand.bust) return `${hand.total} · ${ct.bust}`;
  return String(hand.total);
}

const winnerText = (winner: BaccaratCoup['winner'], ct: CardTexts) => ct[winner];

function baccaratStage(coup: BaccaratCoup | undefined, ct: CardTexts): string {
  if (!coup) return `<p class="hint">${escapeHtml(ct.waiting)}</p>`;
  const side = (who: 'player' | 'banker', cards: Card[], points: number) =>
    `<div class="hand ${who}${coup.winner === who ? ' won' : ''}"><p class="label"><span>${escapeHtml(ct[who])}</span> <span class="points">${points}</span></p>${handMarkup(cards)}</div>`;
  return `<div class="cards-stage" data-moves>${side('player', coup.player, coup.playerPoints)}${side('banker', coup.banker, coup.bankerPoints)}</div>`;
}

function blackjackStage(round: BlackjackRound | undefined, ct: CardTexts): string {
  if (!round) return `<p class="hint">${escapeHtml(ct.waiting)}</p>`;
  const boxes = round.boxes
    .map(
      (hand, i) =>
        `<li class="hand${hand.bust ? ' bust' : ''}"><p class="label"><span>${escapeHtml(fill(ct.box, { n: i + 1 }))}</span> <span class="points">${escapeHtml(blackjackTotal(hand, ct))}</span></p>${handMarkup(hand.cards)}</li>`,
    )
    .join('');
  return `<div class="cards-stage" data-moves><div class="hand dealer-hand"><p class="label"><span>${escapeHtml(ct.dealerHand)}</span> <span class="points">${escapeHtml(blackjackTotal(round.dealer, ct))}</span></p>${handMarkup(round.dealer.cards)}</div>
<ol class="boxes">${boxes}</ol></div>`;
}

/** The card table's parts of the page (module header). */
export function cardTableParts(state: TablePageState, t: GameTexts): TableParts {
  const ct = cardTextsOf(state.theme.locale);
  const { currency } = state.session;
  const { locale } = state.theme;
  const baccarat = state.kind === 'baccarat';
  const last = state.history[0];
  const positionText = (position: string) =>
    position.startsWith('box')
      ? fill(ct.behind, { n: position.slice(3) })
      : (ct[position as 'player' | 'banker' | 'tie'] ?? position);
  const spot = (bets: PlacedBet[], position: string, pays: string, cls: string) => {
    const stake = bets.find((bet) => bet.position === position)?.stake;
    const mark = stake ? `<span class="mark">${escapeHtml(money(stake, currency, locale))}</span>` : '';
    const name = positionText(position);
    return `<button type="submit" name="cell" value="${position}" class="${cls}" data-play>${escapeHtml(name)} <small>${pays}</small>${mark}</button>`;
  };
  return {
    title: baccarat ? ct.liveBaccarat : ct.liveBlackjack,
    rules: baccarat ? ct.baccaratRules : ct.blackjackRules,
    stage: baccarat
      ? baccaratStage(last?.kind === 'baccarat' ? last : undefined, ct)
      : blackjackStage(last?.kind === 'blackjack' ? last : undefined, ct),
    historyItem: (outcome: TableOutcome) => {
      if (outcome.kind === 'baccarat') {
        const letter = ct[outcome.winner].slice(0, 1);
        return `<span class="num ${outcome.winner}" aria-label="${escapeHtml(ct[outcome.winner])}">${escapeHtml(letter)}</span>`;
      }
      if (outcome.kind === 'blackjack') {
        const text = blackjackTotal(outcome.dealer, ct);
        return `<span class="num ${outcome.dealer.bust ? 'bust' : 'black'}" aria-label="${escapeHtml(`${ct.dealerHand} ${text}`)}">${escapeHtml(outcome.dealer.blackjack ? 'BJ' : String(outcome.dealer.total))}</span>`;
      }
      return '';
    },
    positionText,
    resultLine: (result) => {
      const outcome = result.outcome;
      if (outcome.kind === 'baccarat') {
        return escapeHtml(
          outcome.winner === 'tie'
            ? fill(ct.coupTie, { round: result.round, points: outcome.playerPoints })
            : fill(ct.coupWon, {
                round: result.round,
                winner: winnerText(outcome.winner, ct),
                player: outcome.playerPoints,
                banker: outcome.bankerPoints,
              }),
        );
      }
      if (outcome.kind === 'blackjack') {
        return escapeHtml(
          fill(ct.dealerHas, { round: result.round, dealer: blackjackTotal(outcome.dealer, ct) }),
        );
      }
      return '';
    },
    layout: (bets) =>
      baccarat
        ? `<div class="felt spots three" role="group" aria-label="${escapeHtml(t.table)}">${spot(bets, 'player', '1:1', 'player')}${spot(bets, 'tie', '8:1', 'tie')}${spot(bets, 'banker', '0.95:1', 'banker')}</div>`
        : `<div class="felt spots seven" role="group" aria-label="${escapeHtml(t.table)}">${Array.from(
            { length: 7 },
            (_, i) => spot(bets, `box${i + 1}`, '1:1 · BJ 3:2', 'box'),
          ).join('')}</div>`,
    controls: '',
  };
}
