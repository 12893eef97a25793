/**
 * The sandbox sportsbook frame's own JSON calls (issue 28; not contract calls: a real sportsbook's
 * frame talks to its own back end the same way). Every call names the frame's context (the signed
 * token the context calls handed the site: services/sports/sessions.ts); bets need a player's
 * context, from the login context call.
 *
 * - `GET  /sandbox/sportsbook/api/prices?events=<id>,<id>`: the events' prices now, for the slip
 *   and the page to follow the odds.
 * - `POST /sandbox/sportsbook/api/bets` `{ context, idempotencyKey, stake, legs }`: places a slip
 *   (services/sports/bets.ts). 201 with the bet and the balance; a refusal answers the contract's
 *   error shape, with the slip's events' prices now so the frame can show what moved.
 * - `GET  /sandbox/sportsbook/api/bets`: the player's bets (due ones settled first) with
 *   cash-out offers.
 * - `POST /sandbox/sportsbook/api/bets/:betId/cash-out` `{ context, value }`.
 * Reads carry the context in the `X-Sportsbook-Context` header, writes in their JSON body, so it
 * never stands in a URL beyond the frame's own (which the spec's context call hands over). The
 * writes are JSON from the frame's own origin (crossSite.ts rules 1 and 3).
 */
import type { Context, Env, Hono } from 'hono';
import { z } from 'zod';
import { ERRORS, errorStatus, fromMinorUnits, toMinorUnits } from '@casino/player-api';
import type { Refusal } from '../kernel/outcomes.ts';
import type { SandboxContext } from '../services/context.ts';
import {
  MAX_LEGS,
  SPORTSBOOK_PATH,
  cashOut,
  eventById,
  payoutOf,
  placeSportsBet,
  playerBets,
  pricesAt,
  readSportsbookContext,
  statusAt,
  type BetView,
  type SportsbookContext,
} from '../services/sports/index.ts';

export const SPORTSBOOK_API = `${SPORTSBOOK_PATH}/api`;
/** The header the frame's reads carry the context in (kept out of URLs and their logs). */
export const CONTEXT_HEADER = 'X-Sportsbook-Context';

const contextField = z.string().min(1).max(4_000);
const slipBody = z.object({
  context: contextField,
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'An idempotency key of 8–64 letters and digits'),
  stake: z.string().max(30),
  legs: z
    .array(
      z.object({
        eventId: z.string().max(60),
        market: z.string().max(12),
        selection: z.string().max(12),
        odds: z.number().min(1).max(10_000),
      }),
    )
    .max(MAX_LEGS + 8),
});
const cashOutBody = z.object({ context: contextField, value: z.string().max(30) });

const statusOf = (code: string) => {
  const status = errorStatus(code);
  return status === 500 ? 409 : status;
};

function refusal(c: Context, outcome: Refusal, extra: Record<string, unknown> = {}) {
  return c.json(
    {
      code: outcome.code,
      message: outcome.message,
      ...(outcome.validationErrors ? { validationErrors: outcome.validationErrors } : {}),
      ...extra,
    },
    statusOf(outcome.code) as 400,
  );
}

const bad = (c: Context, message: string) =>
  refusal(c, { ok: false, code: ERRORS.requestInvalid.code, message });

/** The events' prices as the frame reads them. */
function pricesJson(ids: readonly string[], now: Date) {
  return ids.flatMap((id) => {
    const event = eventById(id);
    if (!event) return [];
    const prices = pricesAt(event, now);
    return [
      {
        eventId: id,
        status: prices.status,
        state: prices.state,
        markets: prices.markets.map((m) => ({
          id: m.id,
          ...(m.line ? { line: m.line } : {}),
          selections: m.selections,
        })),
      },
    ];
  });
}

function betJson(view: BetView, now: Date) {
  const { bet } = view;
  return {
    betId: bet.betId,
    status: bet.status,
    kind: bet.legs.length > 1 ? 'accumulator' : 'single',
    stake: fromMinorUnits(bet.stake),
    odds: (bet.odds / 100).toFixed(2),
    potentialWin: fromMinorUnits(payoutOf(bet.stake, bet.odds)),
    payout: fromMinorUnits(bet.payout),
    currency: bet.currencyCode,
    placedAt: bet.placedAt.toISOString(),
    settlesAt: bet.settlesAt.toISOString(),
    legs: bet.legs.map((leg) => {
      const event = eventById(leg.eventId);
      return {
        eventId: leg.eventId,
        home: event?.home ?? '',
        away: event?.away ?? '',
        competition: event?.competition.name ?? '',
        market: leg.market,
        selection: leg.selection,
        odds: (leg.odds / 100).toFixed(2),
        status: event ? statusAt(event, now) : 'ended',
      };
    }),
    cashOut: view.cashOut === null ? null : fromMinorUnits(view.cashOut),
  };
}

async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return null;
  }
}

export function mountSportsbookApi<E extends Env>(app: Hono<E>, ctx: SandboxContext): void {
  /** The context a request names, or null. */
  const contextOf = async (token: string | undefined): Promise<SportsbookContext | null> =>
    token && token.length <= 4_000 ? readSportsbookContext(ctx, token) : null;
  const expired = (c: Context) =>
    refusal(c, {
      ok: false,
      code: ERRORS.tokenExpired.code,
      message: 'The sportsbook has expired: open it again from the site',
    });
  const loginNeeded = (c: Context) =>
    refusal(c, { ok: false, code: ERRORS.tokenExpired.code, message: 'Log in to place bets' });

  app.get(`${SPORTSBOOK_API}/prices`, async (c) => {
    if (!(await contextOf(c.req.header(CONTEXT_HEADER)))) return expired(c);
    const ids = (c.req.query('events') ?? '').split(',').filter(Boolean).slice(0, 60);
    return c.json({ events: pricesJson(ids, await ctx.clock.now()) });
  });

  app.get(`${SPORTSBOOK_API}/bets`, async (c) => {
    const context = await contextOf(c.req.header(CONTEXT_HEADER));
    if (!context) return expired(c);
    if (!context.playerId) return loginNeeded(c);
    const { bets, settled } = await playerBets(ctx, context.playerId);
    const now = await ctx.clock.now();
    return c.json({ bets: bets.map((view) => betJson(view, now)), settled });
  });

  app.post(`${SPORTSBOOK_API}/bets`, async (c) => {
    const parsed = slipBody.safeParse(await readJson(c));
    if (!parsed.success) return bad(c, parsed.error.issues[0]?.message ?? 'Invalid bet slip');
    const context = await contextOf(parsed.data.context);
    if (!context) return expired(c);
    if (!context.playerId) return loginNeeded(c);
    const bettor = { playerId: context.playerId, sessionId: context.sessionId };
    const placed = await placeSportsBet(ctx, bettor, parsed.data);
    const now = await ctx.clock.now();
    if (!placed.ok) {
      return refusal(c, placed, {
        prices: pricesJson(
          parsed.data.legs.map((l) => l.eventId),
          now,
        ),
      });
    }
    return c.json(
      {
        bet: betJson({ bet: placed.bet, cashOut: null }, now),
        balance: fromMinorUnits(placed.balance),
        replayed: placed.replayed,
      },
      placed.replayed ? 200 : 201,
    );
  });

  app.post(`${SPORTSBOOK_API}/bets/:betId/cash-out`, async (c) => {
    const parsed = cashOutBody.safeParse(await readJson(c));
    if (!parsed.success) return bad(c, 'Invalid cash-out');
    const context = await contextOf(parsed.data.context);
    if (!context) return expired(c);
    if (!context.playerId) return loginNeeded(c);
    const betId = c.req.param('betId');
    if (!z.string().uuid().safeParse(betId).success) return bad(c, 'No such bet');
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(parsed.data.value)) return bad(c, 'Invalid cash-out value');
    const value = toMinorUnits(parsed.data.value);
    const done = await cashOut(
      ctx,
      { playerId: context.playerId, sessionId: context.sessionId },
      betId,
      value,
    );
    const now = await ctx.clock.now();
    if (!done.ok) {
      const { bets } = await playerBets(ctx, context.playerId);
      const current = bets.find((view) => view.bet.betId === betId);
      return refusal(c, done, current ? { bet: betJson(current, now) } : {});
    }
    return c.json({
      bet: betJson({ bet: done.bet, cashOut: null }, now),
      balance: fromMinorUnits(done.balance),
      replayed: done.replayed,
    });
  });
}
