/**
 * The words of the live card tables (pages/cardTable.ts: baccarat and blackjack bet behind) in the
 * game pages' languages (pages/gameTexts.ts says why they live with the studio). A language
 * without a table falls back to English.
 */
import { byLanguage } from './gameTexts.ts';

const en = {
  liveBaccarat: 'Live baccarat',
  liveBlackjack: 'Live blackjack',
  baccaratRules: 'Punto banco · Banker pays 0.95:1 · Tie pays 8:1',
  blackjackRules: 'Bet behind a box · Blackjack pays 3:2 · Dealer stands on soft 17',
  player: 'Player',
  banker: 'Banker',
  tie: 'Tie',
  box: 'Box {n}',
  behind: 'Behind box {n}',
  dealerHand: 'Dealer',
  blackjack: 'Blackjack',
  bust: 'Bust',
  coupWon: 'Round {round}: {winner} wins, {player} to {banker}.',
  coupTie: 'Round {round}: a tie at {points}.',
  dealerHas: 'Round {round}: the dealer has {dealer}.',
  waiting: 'The cards are dealt when betting closes.',
};

export type CardTexts = typeof en;

const fi: CardTexts = {
  liveBaccarat: 'Live-baccarat',
  liveBlackjack: 'Live-blackjack',
  baccaratRules: 'Punto banco · Pankkiiri maksaa 0,95:1 · Tasapeli maksaa 8:1',
  blackjackRules: 'Pelaa boksin takana · Blackjack maksaa 3:2 · Jakaja jää pehmeään 17:ään',
  player: 'Pelaaja',
  banker: 'Pankkiiri',
  tie: 'Tasapeli',
  box: 'Boksi {n}',
  behind: 'Boksin {n} takana',
  dealerHand: 'Jakaja',
  blackjack: 'Blackjack',
  bust: 'Yli',
  coupWon: 'Kierros {round}: {winner} voittaa, {player}–{banker}.',
  coupTie: 'Kierros {round}: tasapeli, {points}.',
  dealerHas: 'Kierros {round}: jakajalla on {dealer}.',
  waiting: 'Kortit jaetaan, kun panostus sulkeutuu.',
};

const no: CardTexts = {
  liveBaccarat: 'Live-baccarat',
  liveBlackjack: 'Live-blackjack',
  baccaratRules: 'Punto banco · Banker betaler 0,95:1 · Uavgjort betaler 8:1',
  blackjackRules: 'Spill bak en boks · Blackjack betaler 3:2 · Dealer står på myk 17',
  player: 'Spiller',
  banker: 'Banker',
  tie: 'Uavgjort',
  box: 'Boks {n}',
  behind: 'Bak boks {n}',
  dealerHand: 'Dealer',
  blackjack: 'Blackjack',
  bust: 'Over 21',
  coupWon: 'Runde {round}: {winner} vinner, {player} mot {banker}.',
  coupTie: 'Runde {round}: uavgjort på {points}.',
  dealerHas: 'Runde {round}: dealeren har {dealer}.',
  waiting: 'Kortene deles ut når innsatsene stenger.',
};

const de: CardTexts = {
  liveBaccarat: 'Live-Baccarat',
  liveBlackjack: 'Live-Blackjack',
  baccaratRules: 'Punto Banco · Bank zahlt 0,95:1 · Unentschieden zahlt 8:1',
  blackjackRules: 'Hinter einer Box setzen · Blackjack zahlt 3:2 · Dealer steht auf Soft 17',
  player: 'Spieler',
  banker: 'Bank',
  tie: 'Unentschieden',
  box: 'Box {n}',
  behind: 'Hinter Box {n}',
  dealerHand: 'Dealer',
  blackjack: 'Blackjack',
  bust: 'Überkauft',
  coupWon: 'Runde {round}: {winner} gewinnt, {player} zu {banker}.',
  coupTie: 'Runde {round}: Unentschieden bei {points}.',
  dealerHas: 'Runde {round}: Der Dealer hat {dealer}.',
  waiting: 'Die Karten werden ausgeteilt, wenn die Einsätze schließen.',
};

const es: CardTexts = {
  liveBaccarat: 'Baccarat en vivo',
  liveBlackjack: 'Blackjack en vivo',
  baccaratRules: 'Punto banco · La banca paga 0,95:1 · El empate paga 8:1',
  blackjackRules: 'Apuesta detrás de un puesto · El blackjack paga 3:2 · El crupier se planta en 17 suave',
  player: 'Jugador',
  banker: 'Banca',
  tie: 'Empate',
  box: 'Puesto {n}',
  behind: 'Detrás del puesto {n}',
  dealerHand: 'Crupier',
  blackjack: 'Blackjack',
  bust: 'Se pasa',
  coupWon: 'Ronda {round}: gana {winner}, {player} a {banker}.',
  coupTie: 'Ronda {round}: empate a {points}.',
  dealerHas: 'Ronda {round}: el crupier tiene {dealer}.',
  waiting: 'Las cartas se reparten al cerrar las apuestas.',
};

const pt: CardTexts = {
  liveBaccarat: 'Baccarat ao vivo',
  liveBlackjack: 'Blackjack ao vivo',
  baccaratRules: 'Punto banco · A banca paga 0,95:1 · O empate paga 8:1',
  blackjackRules: 'Aposte atrás de uma posição · Blackjack paga 3:2 · O dealer para no 17 suave',
  player: 'Jogador',
  banker: 'Banca',
  tie: 'Empate',
  box: 'Posição {n}',
  behind: 'Atrás da posição {n}',
  dealerHand: 'Dealer',
  blackjack: 'Blackjack',
  bust: 'Estourou',
  coupWon: 'Rodada {round}: {winner} vence, {player} a {banker}.',
  coupTie: 'Rodada {round}: empate em {points}.',
  dealerHas: 'Rodada {round}: o dealer tem {dealer}.',
  waiting: 'As cartas são distribuídas quando as apostas fecham.',
};

const fr: CardTexts = {
  liveBaccarat: 'Baccara en direct',
  liveBlackjack: 'Blackjack en direct',
  baccaratRules: 'Punto banco · La banque paie 0,95:1 · L’égalité paie 8:1',
  blackjackRules: 'Misez derrière une place · Le blackjack paie 3:2 · Le croupier reste sur 17 souple',
  player: 'Joueur',
  banker: 'Banque',
  tie: 'Égalité',
  box: 'Place {n}',
  behind: 'Derrière la place {n}',
  dealerHand: 'Croupier',
  blackjack: 'Blackjack',
  bust: 'Sauté',
  coupWon: 'Manche {round} : {winner} gagne, {player} à {banker}.',
  coupTie: 'Manche {round} : égalité à {points}.',
  dealerHas: 'Manche {round} : le croupier a {dealer}.',
  waiting: 'Les cartes sont distribuées à la clôture des mises.',
};

/** The card tables' texts of a locale's language (`fi-FI` → Finnish), else English. */
export const cardTextsOf = byLanguage<CardTexts>({ en, fi, no, de, es, pt, fr });
