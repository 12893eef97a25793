/**
 * The sports wing (issue 28): the sandbox sportsbook. So far its book (fixtures.ts: competitions,
 * events on the sandbox clock, markets and odds, results) and its sessions and contexts
 * (sessions.ts); the frame's bet slip, bets on the ledger and settlement come next.
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
