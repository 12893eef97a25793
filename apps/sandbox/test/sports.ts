/**
 * The sportsbook tests' harness (handlers/sportsbookBets*.test.ts): a player's frame context from
 * the login context call, the frame's JSON calls with it, and selections picked from the book at
 * the sandbox clock's time (an upcoming event's or an in-play one's open market).
 */
import { randomUUID } from 'node:crypto';
import type { PlayerApiClient } from '@casino/player-api';
import { eq } from 'drizzle-orm';
import { players } from '../src/db/schema.ts';
import type { SandboxContext } from '../src/services/context.ts';
import { findAccounts } from '../src/services/money/index.ts';
import {
  createSportsbookContext,
  eventsAt,
  pricesAt,
  type SlipLeg,
  type SportsEvent,
} from '../src/services/sports/index.ts';

const PARENT = 'http://localhost:3000/en-UN/sportsbook';

export interface FrameAnswer {
  status: number;
  json: Record<string, unknown> & { code?: string; message?: string };
}

/** The frame's calls for one context. */
export function frameOf(baseUrl: string, context: string) {
  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: Record<string, unknown>,
  ): Promise<FrameAnswer> {
    const url = new URL(`${baseUrl}/sandbox/sportsbook/api${path}`);
    const response = await fetch(url, {
      method,
      headers: body ? { 'Content-Type': 'application/json' } : { 'X-Sportsbook-Context': context },
      body: body ? JSON.stringify({ context, ...body }) : undefined,
    });
    return { status: response.status, json: (await response.json()) as FrameAnswer['json'] };
  }
  return {
    call,
    bet: (stake: string, legs: SlipLeg[], idempotencyKey: string = randomUUID()) =>
      call('POST', '/bets', { idempotencyKey, stake, legs }),
    bets: () => call('GET', '/bets'),
    cashOut: (betId: string, value: string) => call('POST', `/bets/${betId}/cash-out`, { value }),
  };
}

/** A player's frame (the login context) or a visitor's. */
export async function openFrame(baseUrl: string, api: PlayerApiClient, signedIn = true) {
  const body = {
    brand: 'aurora',
    visitor: { language: 'en', country: 'FI', currency: 'EUR', device: 'mobile' as const },
    jurisdiction: 'Mga',
    deepLinks: {},
    iframeSetup: { containerId: 'sportsbook', parentUrl: PARENT, height: 'auto' as const },
  };
  const headers = { 'X-Correlation-Id': randomUUID() };
  const answer = signedIn
    ? await api.sportsbookLoginContext({ headers, body })
    : await api.sportsbookContext({ headers, body });
  return frameOf(baseUrl, answer.context);
}

/**
 * A player's frame with a context signed by the service itself, as the login context call signs
 * it: for tests that move the clock past the player API tokens' life.
 */
export async function playerFrame(ctx: SandboxContext, baseUrl: string, playerId: string) {
  const [player] = await ctx.db.select().from(players).where(eq(players.playerId, playerId));
  const { context } = await createSportsbookContext(
    ctx,
    {
      siteId: player!.siteId,
      playerId,
      sessionId: null,
      correlationId: randomUUID(),
      brand: 'aurora',
      visitor: { language: 'en', country: 'FI', currency: 'EUR', device: 'mobile' },
      jurisdiction: 'Mga',
      deepLinks: {},
      parentUrl: PARENT,
    },
    baseUrl,
  );
  return frameOf(baseUrl, context);
}

/** The player's cash balance (minor units), read from the books. */
export async function cashOf(ctx: SandboxContext, playerId: string): Promise<bigint> {
  const accounts = await findAccounts(ctx.db, playerId);
  return accounts!.main.balance ?? 0n;
}

/** A leg on an event's first market (`pick` chooses the selection). */
export function legOn(event: SportsEvent, now: Date, pick = 0): SlipLeg {
  const market = pricesAt(event, now).markets[0]!;
  const selection = market.selections[pick % market.selections.length]!;
  return { eventId: event.id, market: market.id, selection: selection.id, odds: selection.odds };
}

/** Upcoming events, or in-play ones that still take bets, at the sandbox clock's time. */
export async function openEvents(ctx: SandboxContext, status: 'upcoming' | 'live', virtual = false) {
  const now = await ctx.clock.now();
  const events = eventsAt(now, { virtual }).filter((event) => {
    const prices = pricesAt(event, now);
    return prices.status === status && prices.state === 'open';
  });
  return { now, events };
}
