/**
 * The sports wing (issue 28): the sandbox sportsbook. So far its book (fixtures.ts: competitions,
 * events on the sandbox clock, markets and odds, results); the frame, bets on the ledger and
 * settlement come next.
 */
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
