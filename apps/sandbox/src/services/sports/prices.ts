/**
 * The sandbox sportsbook's prices at a moment (issue 28): what the frame shows and what a bet is
 * taken at (bets.ts checks a slip's odds against these inside the bet's transaction).
 *
 * - Before kick-off an event is priced by its pre-match markets (fixtures.ts).
 * - In play, every `ODDS_TICK_MS` (two minutes) the model leans each side by a factor between 0.8
 *   and 1.25, drawn from the fixtures' public key and the tick, and prices the markets again with
 *   the same margin: odds move while the event runs, and the book keeps its margin on every price.
 * - A market takes bets before kick-off and in play until the last tenth of the event, when it is
 *   suspended ("betting closed"); a virtual match takes bets only before kick-off; an ended event
 *   takes none. Where the spec is silent this is what a regulated book does: no bets once the
 *   outcome is nearly known.
 */
import {
  fixtureUnit,
  marketsOf,
  statusAt,
  type EventStatus,
  type Market,
  type SportsEvent,
} from './fixtures.ts';

export const ODDS_TICK_MS = 120_000;
/** The part of an event at its end during which its markets are suspended. */
export const CLOSING_SHARE = 0.1;

export type MarketState = 'open' | 'suspended' | 'closed';

export interface EventPrices {
  event: SportsEvent;
  status: EventStatus;
  /** Whether the event's markets take bets now. */
  state: MarketState;
  markets: Market[];
  /** The in-play tick the prices belong to (null before kick-off). */
  tick: number | null;
}

const leanFactor = (label: string) => Math.exp((fixtureUnit(label) - 0.5) * 0.45);

export function pricesAt(event: SportsEvent, now: Date): EventPrices {
  const status = statusAt(event, now);
  if (status === 'upcoming') {
    return { event, status, state: 'open', markets: event.markets, tick: null };
  }
  if (status === 'ended') return { event, status, state: 'closed', markets: event.markets, tick: null };
  const elapsed = now.getTime() - event.startsAt.getTime();
  const duration = event.endsAt.getTime() - event.startsAt.getTime();
  const tick = Math.floor(elapsed / ODDS_TICK_MS);
  const lean = {
    home: leanFactor(`lean:${event.id}:${tick}:home`),
    away: leanFactor(`lean:${event.id}:${tick}:away`),
  };
  const markets = marketsOf(event.competition.sport, event.home, event.away, lean);
  const closing = elapsed >= duration * (1 - CLOSING_SHARE);
  const state: MarketState = event.competition.virtual || closing ? 'suspended' : 'open';
  return { event, status, state, markets, tick };
}

/** A selection's price now, or null when the event has no such market or selection. */
export function priceOf(
  prices: EventPrices,
  marketId: string,
  selectionId: string,
): { odds: number; market: Market } | null {
  const market = prices.markets.find((m) => m.id === marketId);
  const selection = market?.selections.find((s) => s.id === selectionId);
  return market && selection ? { odds: selection.odds, market } : null;
}

/** Decimal odds in hundredths (2.35 → 235), as bets keep them. */
export const hundredths = (odds: number) => Math.round(odds * 100);
