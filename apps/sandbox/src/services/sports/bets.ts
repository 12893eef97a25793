/**
 * The sandbox sportsbook's bets on the ledger (issue 28): a slip of one selection (a single) or
 * of several on different events (an accumulator) becomes one BET transaction (category SPORTS,
 * or VIRTUAL_SPORTS for the virtual leagues) and one `sports_bets` row written in the same
 * database transaction. Settlement and the bet list are in settlement.ts.
 *
 * Rules (decisions where the spec says "not shown" are a regulated book's):
 * - **Stake**: a decimal amount in the player's currency with at most two decimals (every ledger
 *   currency has two), at least 0.10 (`MIN_STAKE`); a bet may not win more than 100,000.00
 *   (`MAX_PAYOUT`). The stake is the slip's; the frame parses nothing itself.
 * - **Legs**: 1 to `MAX_LEGS` (12) selections, one per event, all sports or all virtual; each names
 *   an event, a market and a selection with the odds the player saw. The bet's odds are the legs'
 *   product in hundredths, rounded down; it pays `stake × odds` rounded down to the cent.
 * - **Prices**: each leg's odds must be the price now (prices.ts) and its market open; else
 *   `error.sports.odds_changed` or `error.sports.market_suspended`, and the frame shows the new
 *   prices for the player to accept. The check runs inside the bet's transaction at the time the
 *   bet is recorded, with the spend limit, so a bet is never taken at a price that has gone.
 * - **Who may bet**: a player with the sports flag (virtual sports: the virtual-sports flag), not
 *   risk-payout or multibrand-suspended (`error.game.access_denied`); the ledger refuses a player who
 *   may not gamble now (self-exclusion, time-out, a session that ended: identity/playerBlock.ts)
 *   and the spend limit refuses what it does not allow. A stake takes cash first and the sports
 *   bonus wallet for the rest while a sports bonus is active (bonus/stakes.ts).
 * - **Once**: the slip carries an idempotency key; the BET's key is `<player>:sports-bet:<key>`. A
 *   repeat answers the first bet and moves nothing; the same key with another slip is refused.
 * - **Cash-out** (`cashOut`): offered on an open bet while one of its events is in play, every
 *   event not yet over still takes bets and every event already over was won. Its value is
 *   `stake × taken odds ÷ current odds × 0.95`, rounded down; the player confirms the value they
 *   saw and a changed value is refused with the new one (`error.sports.cash_out_changed`). It is a
 *   WIN on the ledger (`<player>:sports-cashout:<bet>`) whose transaction also marks the bet
 *   CASHED_OUT, so a cash-out and a settlement can never both pay.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ERRORS } from '@casino/player-api';
import type { Executor } from '../../db/database.ts';
import { players, sportsBets, type SportsBetLeg } from '../../db/schema.ts';
import { refuse, type Outcome, type Refusal } from '../../kernel/outcomes.ts';
import type { SandboxContext } from '../context.ts';
import { mainBalance, secretOf } from '../games/index.ts';
import { MoneyRefusal, idempotencyKey, openAccounts, payWin, placeBet } from '../money/index.ts';
import { spendLimitCheck } from '../responsible/index.ts';
import { eventById, resultOf, selectionWins, statusAt, type SportsEvent } from './fixtures.ts';
import { hundredths, priceOf, pricesAt } from './prices.ts';

export const MIN_STAKE = 10n;
export const MAX_PAYOUT = 10_000_000n;
export const MAX_LEGS = 12;
export const CASH_OUT_SHARE = 0.95;

/** The sportsbook's own refusal codes (the frame's, not contract calls). */
export const SPORTS_ERRORS = {
  oddsChanged: 'error.sports.odds_changed',
  suspended: 'error.sports.market_suspended',
  settled: 'error.sports.bet_settled',
  cashOutChanged: 'error.sports.cash_out_changed',
  cashOutUnavailable: 'error.sports.cash_out_unavailable',
} as const;

export interface SlipLeg {
  eventId: string;
  market: string;
  selection: string;
  /** Decimal odds as shown (2.35). */
  odds: number;
}

export interface Slip {
  idempotencyKey: string;
  stake: string;
  legs: SlipLeg[];
}

export interface Bettor {
  playerId: string;
  /** The player API session the frame was opened in (the context's), or null. */
  sessionId: string | null;
}

const invalid = (message: string, field = 'stake') =>
  refuse(ERRORS.requestInvalid.code, message, { validationErrors: { [field]: { message } } });

/** A stake in minor units, or the slip's message for it. */
export function parseStake(text: string): bigint | Refusal {
  const value = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(value)) return invalid('Enter the stake as an amount, like 5 or 2.50');
  if (value.startsWith('-') || /^0+(\.0+)?$/.test(value)) return invalid('The stake must be more than zero');
  const [units, fraction = ''] = value.split('.');
  if (fraction.length > 2) return invalid('The stake can have at most two decimals');
  if (units!.length > 9) return invalid('The stake is too large');
  const minor = BigInt(units!) * 100n + BigInt(fraction.padEnd(2, '0'));
  if (minor < MIN_STAKE) return invalid('The smallest stake is 0.10');
  return minor;
}

/** The bet's odds in hundredths: the legs' product, rounded down. */
export function slipOdds(legs: readonly Pick<SportsBetLeg, 'odds'>[]): number {
  let product = 1n;
  let scale = 1n;
  for (const leg of legs) {
    product *= BigInt(leg.odds);
    scale *= 100n;
  }
  return Number((product * 100n) / scale);
}

export const payoutOf = (stake: bigint, odds: number) => (stake * BigInt(odds)) / 100n;

interface CheckedSlip {
  stake: bigint;
  events: SportsEvent[];
  legs: SportsBetLeg[];
  category: 'SPORTS' | 'VIRTUAL_SPORTS';
}

/** The slip's shape and stake, before any price (a refusal names what is wrong). */
export function checkSlip(slip: Slip): CheckedSlip | Refusal {
  if (!slip.legs.length) return invalid('Add a selection to the bet slip', 'legs');
  if (slip.legs.length > MAX_LEGS)
    return invalid(`An accumulator has at most ${MAX_LEGS} selections`, 'legs');
  const events: SportsEvent[] = [];
  for (const leg of slip.legs) {
    const event = eventById(leg.eventId);
    if (!event) return invalid('This event is not in the book', 'legs');
    if (events.some((e) => e.id === event.id)) {
      return invalid('An accumulator takes one selection per event', 'legs');
    }
    events.push(event);
  }
  const virtual = new Set(events.map((e) => Boolean(e.competition.virtual)));
  if (virtual.size > 1) return invalid('Virtual and real sports cannot be in one accumulator', 'legs');
  const stake = parseStake(slip.stake);
  if (typeof stake !== 'bigint') return stake;
  const legs = slip.legs.map((leg) => ({ ...leg, odds: hundredths(leg.odds) }));
  if (payoutOf(stake, slipOdds(legs)) > MAX_PAYOUT) {
    return invalid('This bet could win more than 100,000.00: lower the stake');
  }
  return { stake, events, legs, category: virtual.has(true) ? 'VIRTUAL_SPORTS' : 'SPORTS' };
}

/** Each leg's price at `now`: null when all hold, else the refusal. */
export function priceCheck(checked: Pick<CheckedSlip, 'events' | 'legs'>, now: Date): Refusal | null {
  for (const [i, leg] of checked.legs.entries()) {
    const prices = pricesAt(checked.events[i]!, now);
    const price = priceOf(prices, leg.market, leg.selection);
    if (!price) return invalid('This market is not offered on the event', 'legs');
    if (prices.state !== 'open') {
      return refuse(SPORTS_ERRORS.suspended, 'Betting on this event is closed at the moment');
    }
    if (hundredths(price.odds) !== leg.odds) {
      return refuse(
        SPORTS_ERRORS.oddsChanged,
        'The odds have changed: check the new odds and place the bet again',
      );
    }
  }
  return null;
}

/** May this player bet on the slip's kind of sport now (flags; the ledger checks the rest)? */
async function bettingCheck(ex: Executor, playerId: string, category: CheckedSlip['category']) {
  const [player] = await ex.select().from(players).where(eq(players.playerId, playerId));
  const denied = (message: string) => refuse(ERRORS.gameAccessDenied.code, message);
  if (!player) return denied('Unknown player');
  if (player.riskPayout || player.multibrandSuspended) return denied('Your account cannot place bets now');
  if (category === 'SPORTS' ? !player.sports : !player.virtualSports) {
    return denied('Your account has no access to this sportsbook');
  }
  return null;
}

export type BetRow = typeof sportsBets.$inferSelect;

export interface PlacedSportsBet {
  bet: BetRow;
  balance: bigint;
  replayed: boolean;
}

const sameSlip = (bet: BetRow, checked: CheckedSlip) =>
  bet.stake === checked.stake &&
  JSON.stringify(bet.legs.map((l) => [l.eventId, l.market, l.selection, l.odds])) ===
    JSON.stringify(checked.legs.map((l) => [l.eventId, l.market, l.selection, l.odds]));

/** Places a slip (module header). */
export async function placeSportsBet(
  ctx: SandboxContext,
  bettor: Bettor,
  slip: Slip,
): Promise<Outcome<PlacedSportsBet>> {
  const checked = checkSlip(slip);
  if ('ok' in checked) return checked;
  const denied = await bettingCheck(ctx.db, bettor.playerId, checked.category);
  if (denied) return denied;
  const accounts = await openAccounts(ctx, bettor.playerId);
  if (!accounts) return refuse(ERRORS.gameAccessDenied.code, 'The player has no wallet yet');
  const betKey = idempotencyKey(bettor.playerId, 'sports-bet', slip.idempotencyKey);
  const spend = spendLimitCheck(ctx, bettor.playerId, checked.stake);
  const odds = slipOdds(checked.legs);
  const placed = await placeBet(ctx, {
    accounts,
    amount: checked.stake,
    category: checked.category,
    idempotencyKey: betKey,
    sessionId: bettor.sessionId,
    check: async (tx, at) => {
      const refusal = priceCheck(checked, at);
      if (refusal) throw new MoneyRefusal(refusal.code, refusal.message);
      await spend(tx, at);
      await tx.insert(sportsBets).values({
        betId: randomUUID(),
        playerId: bettor.playerId,
        betKey,
        category: checked.category,
        stake: checked.stake,
        currencyCode: accounts.currencyCode,
        odds,
        legs: checked.legs,
        status: 'OPEN',
        placedAt: at,
        settlesAt: new Date(Math.max(...checked.events.map((e) => e.endsAt.getTime()))),
      });
    },
  });
  if (!placed.ok) {
    return placed.code === ERRORS.notEnoughFunds.code
      ? refuse(placed.code, 'Your balance is too low for this stake')
      : placed;
  }
  const [bet] = await ctx.db.select().from(sportsBets).where(eq(sportsBets.betKey, betKey));
  if (!bet) throw new Error(`Sports bet ${betKey} has a BET but no row`);
  if (placed.replayed && !sameSlip(bet, checked)) {
    return invalid('This bet slip was already placed with other selections', 'idempotencyKey');
  }
  return {
    ok: true,
    bet,
    balance: await mainBalance(ctx.db, accounts.main.accountId),
    replayed: placed.replayed,
  };
}

// Cash-out ---------------------------------------------------------------------------------------

/** What the bet can be cashed out for now, or null when no cash-out is offered (module header). */
export function cashOutValue(bet: BetRow, secret: Buffer, now: Date): bigint | null {
  if (bet.status !== 'OPEN' || now >= bet.settlesAt) return null;
  let ratio = 1;
  let inPlay = false;
  for (const leg of bet.legs) {
    const event = eventById(leg.eventId);
    if (!event) return null;
    const status = statusAt(event, now);
    if (status === 'ended') {
      const score = resultOf(secret, event, now)!;
      if (
        !selectionWins(
          { id: leg.market, line: event.markets.find((m) => m.id === leg.market)?.line },
          leg.selection,
          score,
        )
      )
        return null;
      ratio *= leg.odds / 100;
      continue;
    }
    const prices = pricesAt(event, now);
    const price = priceOf(prices, leg.market, leg.selection);
    if (!price || prices.state !== 'open') return null;
    if (status === 'live') inPlay = true;
    ratio *= leg.odds / 100 / price.odds;
  }
  if (!inPlay) return null;
  const value = BigInt(Math.floor(Number(bet.stake) * ratio * CASH_OUT_SHARE));
  const cap = payoutOf(bet.stake, bet.odds);
  const offered = value > cap ? cap : value;
  return offered > 0n ? offered : null;
}

/** Cashes out an open bet for the value the player confirmed (module header). */
export async function cashOut(
  ctx: SandboxContext,
  bettor: Bettor,
  betId: string,
  confirmed: bigint,
): Promise<Outcome<{ bet: BetRow; balance: bigint; replayed: boolean }>> {
  const [bet] = await ctx.db
    .select()
    .from(sportsBets)
    .where(and(eq(sportsBets.betId, betId), eq(sportsBets.playerId, bettor.playerId)));
  if (!bet) return refuse(ERRORS.notFound.code, 'No such bet');
  const accounts = (await openAccounts(ctx, bettor.playerId))!;
  const secret = await secretOf(ctx.db);
  const key = idempotencyKey(bettor.playerId, 'sports-cashout', bet.betId);
  const paid = await payWin(ctx, {
    accounts,
    amount: confirmed,
    category: bet.category,
    idempotencyKey: key,
    betKey: bet.betKey,
    check: async (tx, at) => {
      const [current] = await tx
        .select()
        .from(sportsBets)
        .where(eq(sportsBets.betId, bet.betId))
        .for('update');
      const value = current ? cashOutValue(current, secret, at) : null;
      if (value === null) {
        throw new MoneyRefusal(
          current?.status === 'OPEN' ? SPORTS_ERRORS.cashOutUnavailable : SPORTS_ERRORS.settled,
          current?.status === 'OPEN'
            ? 'Cash-out is not available on this bet right now'
            : 'This bet has already been settled',
        );
      }
      if (value !== confirmed) {
        throw new MoneyRefusal(
          SPORTS_ERRORS.cashOutChanged,
          'The cash-out value has changed: check it and confirm again',
        );
      }
      await tx
        .update(sportsBets)
        .set({ status: 'CASHED_OUT', payout: value, settledAt: at })
        .where(eq(sportsBets.betId, bet.betId));
    },
  });
  if (!paid.ok) return paid;
  const [after] = await ctx.db.select().from(sportsBets).where(eq(sportsBets.betId, bet.betId));
  return {
    ok: true,
    bet: after!,
    balance: await mainBalance(ctx.db, accounts.main.accountId),
    replayed: paid.replayed,
  };
}
