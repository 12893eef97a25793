/**
 * The sandbox sportsbook's fixtures (services/sports/fixtures.ts): the same book for everyone at a
 * time, events that start, run and end on the clock, prices with the book's margin, and results
 * drawn from the model the prices come from (over many events, the book keeps about its margin).
 */
import { describe, expect, it } from 'vitest';
import {
  COMPETITIONS,
  MARGIN,
  eventById,
  eventOf,
  eventsAt,
  oddsFor,
  resultOf,
  selectionWins,
  statusAt,
} from './fixtures.ts';

const HOUR = 3_600_000;
const NOW = new Date('2026-11-28T12:00:00Z');
const SECRET = 'test-secret';

describe('the sportsbook fixtures', () => {
  it('lists the live and the next 48 hours’ events of every competition, in start order, the same every time', () => {
    const events = eventsAt(NOW);
    expect(events.length).toBeGreaterThan(COMPETITIONS.length * 8);
    expect(events.map((e) => e.id)).toEqual(eventsAt(NOW).map((e) => e.id));
    for (const [a, b] of events.slice(1).map((e, i) => [events[i]!, e] as const)) {
      expect(a.startsAt.getTime()).toBeLessThanOrEqual(b.startsAt.getTime());
    }
    expect(events.every((e) => statusAt(e, NOW) !== 'ended')).toBe(true);
    expect(events.some((e) => statusAt(e, NOW) === 'live')).toBe(true);
    expect(events.every((e) => e.startsAt.getTime() <= NOW.getTime() + 48 * HOUR)).toBe(true);
    expect(events.every((e) => e.home !== e.away)).toBe(true);
    const football = eventsAt(NOW, { sport: 'football' });
    expect(football.length).toBeGreaterThan(0);
    expect(football.every((e) => e.competition.sport === 'football')).toBe(true);
    expect(eventsAt(NOW, { competitionId: 'fi-liiga' }).every((e) => e.competition.id === 'fi-liiga')).toBe(
      true,
    );
  });

  it('names each event by an id that finds it again, and refuses ids it does not know', () => {
    const event = eventsAt(NOW)[3]!;
    expect(eventById(event.id)).toEqual(event);
    expect(eventById('nope:1')).toBeNull();
    expect(eventById('fi-liiga:-1')).toBeNull();
    expect(eventById('fi-liiga:1:2')).toBeNull();
  });

  it('moves an event from upcoming to live to ended on the clock', () => {
    const event = eventOf(COMPETITIONS[0]!, 100_000);
    expect(statusAt(event, new Date(event.startsAt.getTime() - 1))).toBe('upcoming');
    expect(statusAt(event, event.startsAt)).toBe('live');
    expect(statusAt(event, new Date(event.endsAt.getTime() - 1))).toBe('live');
    expect(statusAt(event, event.endsAt)).toBe('ended');
    expect(resultOf(SECRET, event, new Date(event.endsAt.getTime() - 1))).toBeNull();
    expect(resultOf(SECRET, event, event.endsAt)).toEqual(
      resultOf(SECRET, event, new Date(event.endsAt.getTime() + HOUR)),
    );
  });

  it('prices every market with the book’s margin: odds of at least 1.01, 1/odds summing just over one', () => {
    for (const event of eventsAt(NOW)) {
      for (const market of event.markets) {
        const overround = market.selections.reduce((sum, s) => sum + 1 / s.odds, 0);
        expect(overround, `${event.id} ${market.id}`).toBeGreaterThanOrEqual(1 + MARGIN - 0.001);
        expect(overround, `${event.id} ${market.id}`).toBeLessThan(1 + MARGIN + 0.03);
        expect(market.selections.every((s) => s.odds >= 1.01)).toBe(true);
      }
    }
    expect(oddsFor(0.5)).toBe(1.88);
    expect(oddsFor(0.999)).toBe(1.01);
  });

  it('settles selections on the final score', () => {
    const total = { id: 'total', line: 2.5 };
    expect(selectionWins({ id: '1x2' }, 'home', { home: 2, away: 1 })).toBe(true);
    expect(selectionWins({ id: '1x2' }, 'draw', { home: 1, away: 1 })).toBe(true);
    expect(selectionWins({ id: '1x2' }, 'away', { home: 1, away: 1 })).toBe(false);
    expect(selectionWins({ id: 'winner' }, 'away', { home: 0, away: 2 })).toBe(true);
    expect(selectionWins(total, 'over', { home: 2, away: 1 })).toBe(true);
    expect(selectionWins(total, 'under', { home: 1, away: 1 })).toBe(true);
    expect(selectionWins({ id: 'corners' }, 'over', { home: 9, away: 9 })).toBe(false);
  });

  it('draws results from the model the prices come from: over 20,000 events the book keeps about its margin', () => {
    let staked = 0;
    let returned = 0;
    for (const competition of COMPETITIONS) {
      for (let k = 0; k < 20_000 / COMPETITIONS.length; k++) {
        const event = eventOf(competition, k);
        const score = resultOf(SECRET, event, event.endsAt)!;
        for (const market of event.markets) {
          for (const selection of market.selections) {
            staked += 1;
            if (selectionWins(market, selection.id, score)) returned += selection.odds;
          }
        }
      }
    }
    const rtp = returned / staked;
    expect(rtp).toBeGreaterThan(1 / (1 + MARGIN) - 0.03);
    expect(rtp).toBeLessThan(1 / (1 + MARGIN) + 0.01);
  });
});
