/**
 * The sports wing (issue 28): the sandbox sportsbook.
 * - fixtures.ts, competitions.ts: the book (competitions and the virtual leagues, events on the
 *   sandbox clock, markets, odds, results); prices.ts: prices in play, suspension.
 * - sessions.ts: the provider's sessions and the frame's contexts.
 * - bets.ts: slips placed on the ledger, cash-out; settlement.ts: settling, the sweeper, the
 *   player's bets.
 * It imports the money wing (bets and wins), the bonus wing (open stakes), the responsible wing
 * (the spend limit) and the games wing (the secret and the signer).
 */
export {
  SPORTSBOOK_COOKIE,
  SPORTSBOOK_COOKIE_MAX_AGE_S,
  SPORTSBOOK_PATH,
  createSportsbookContext,
  createSportsbookSession,
  framePath,
  readSportsbookContext,
  readSportsbookSession,
  sportsbookLanguage,
  type DeepLinks,
  type SportsbookContext,
} from './sessions.ts';
export {
  COMPETITIONS,
  MARGIN,
  eventById,
  eventOf,
  eventsAt,
  resultOf,
  selectionWins,
  statusAt,
  type Competition,
  type EventStatus,
  type Market,
  type Score,
  type Selection,
  type Sport,
  type SportsEvent,
} from './fixtures.ts';
export {
  CLOSING_SHARE,
  ODDS_TICK_MS,
  hundredths,
  priceOf,
  pricesAt,
  type EventPrices,
  type MarketState,
} from './prices.ts';
export {
  CASH_OUT_SHARE,
  MAX_LEGS,
  MAX_PAYOUT,
  MIN_STAKE,
  SPORTS_ERRORS,
  cashOut,
  cashOutValue,
  checkSlip,
  parseStake,
  payoutOf,
  placeSportsBet,
  slipOdds,
  type BetRow,
  type Bettor,
  type Slip,
  type SlipLeg,
} from './bets.ts';
export { betWins, playerBets, settleBet, settleDueBets, type BetView } from './settlement.ts';
