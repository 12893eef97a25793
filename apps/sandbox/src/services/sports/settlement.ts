/**
 * Settling the sandbox sportsbook's bets (issue 28; placing them is bets.ts):
 * - A bet settles once the last of its events has ended on the sandbox clock (`settlesAt`): won
 *   when every leg's selection won on the event's result (fixtures.ts `resultOf`), else lost.
 * - A win is a WIN on the ledger keyed `<player>:sports-win:<bet>` whose transaction also marks the
 *   bet WON only while it is still OPEN; a loss marks it LOST in one conditional update and then
 *   closes a bonus stake it made (`settleLoss`). A settlement delivered twice, by two processes or by
 *   the sweeper and a player's page at once, pays once: the key and the row's status both say so.
 * - Who settles: `settleDueBets` (the sweeper the sandbox runs every few seconds, main.ts, like a
 *   provider's own settlement timer) and `playerBets` (the frame's "My bets" asks, settling that
 *   player's due bets first). Each settlement that moved money pushes the player's balance on the
 *   live feed.
 * - A crash between a loss's mark and its bonus stake's close leaves the stake open; the next
 *   `playerBets` closes the open stakes of LOST bets again (settleLoss is idempotent).
 */
import { and, desc, eq, lte } from 'drizzle-orm';
import { ERRORS } from '@casino/player-api';
import { ledgerTransactions, sportsBets } from '../../db/schema.ts';
import type { SandboxContext } from '../context.ts';
import { openStakeReferences } from '../bonus/index.ts';
import { secretOf } from '../games/index.ts';
import { MoneyRefusal, idempotencyKey, openAccounts, payWin, settleLoss } from '../money/index.ts';
import { SPORTS_ERRORS, cashOutValue, payoutOf, type BetRow } from './bets.ts';
import { eventById, resultOf, selectionWins } from './fixtures.ts';

/** Whether every leg won; null while an event has not ended. */
export function betWins(bet: Pick<BetRow, 'legs'>, secret: Buffer, now: Date): boolean | null {
  let wins = true;
  for (const leg of bet.legs) {
    const event = eventById(leg.eventId);
    if (!event) throw new Error(`Sports bet leg on unknown event ${leg.eventId}`);
    const score = resultOf(secret, event, now);
    if (!score) return null;
    const line = event.markets.find((m) => m.id === leg.market)?.line;
    if (!selectionWins({ id: leg.market, line }, leg.selection, score)) wins = false;
  }
  return wins;
}

/** Settles one bet if it is due (module header); answers whether this call moved or marked it. */
export async function settleBet(ctx: SandboxContext, bet: BetRow, now: Date): Promise<boolean> {
  if (bet.status !== 'OPEN' || now < bet.settlesAt) return false;
  const wins = betWins(bet, await secretOf(ctx.db), now);
  if (wins === null) return false;
  const accounts = (await openAccounts(ctx, bet.playerId))!;
  if (wins) {
    const payout = payoutOf(bet.stake, bet.odds);
    const paid = await payWin(ctx, {
      accounts,
      amount: payout,
      category: bet.category,
      idempotencyKey: idempotencyKey(bet.playerId, 'sports-win', bet.betId),
      betKey: bet.betKey,
      check: async (tx, at) => {
        const marked = await tx
          .update(sportsBets)
          .set({ status: 'WON', payout, settledAt: at })
          .where(and(eq(sportsBets.betId, bet.betId), eq(sportsBets.status, 'OPEN')))
          .returning({ betId: sportsBets.betId });
        if (!marked.length) throw new MoneyRefusal(SPORTS_ERRORS.settled, 'Already settled');
      },
    });
    if (!paid.ok && paid.code !== SPORTS_ERRORS.settled) {
      throw new Error(`Sports win not paid: ${paid.message}`);
    }
    return paid.ok && !paid.replayed;
  }
  const marked = await ctx.db
    .update(sportsBets)
    .set({ status: 'LOST', settledAt: now })
    .where(and(eq(sportsBets.betId, bet.betId), eq(sportsBets.status, 'OPEN')))
    .returning({ betId: sportsBets.betId });
  if (!marked.length) return false;
  const closed = await settleLoss(ctx, { accounts, betKey: bet.betKey });
  if (!closed.ok) throw new Error(`Sports loss not settled: ${closed.message}`);
  return true;
}

/** Settles every due bet, oldest first, up to `limit`; pushes each paid player's balance. */
export async function settleDueBets(ctx: SandboxContext, limit = 200): Promise<number> {
  const now = await ctx.clock.now();
  const due = await ctx.db
    .select()
    .from(sportsBets)
    .where(and(eq(sportsBets.status, 'OPEN'), lte(sportsBets.settlesAt, now)))
    .orderBy(sportsBets.settlesAt)
    .limit(limit);
  let settled = 0;
  const moved = new Set<string>();
  for (const bet of due) {
    if (await settleBet(ctx, bet, now)) {
      settled++;
      moved.add(bet.playerId);
    }
  }
  for (const playerId of moved) ctx.events.balanceChanged(playerId);
  return settled;
}

export interface BetView {
  bet: BetRow;
  /** The cash-out offered now (minor units), or null. */
  cashOut: bigint | null;
}

/** The player's latest bets (50), their due ones settled first, with the cash-out offers. */
export async function playerBets(
  ctx: SandboxContext,
  playerId: string,
): Promise<{ bets: BetView[]; settled: number }> {
  const now = await ctx.clock.now();
  const secret = await secretOf(ctx.db);
  const due = await ctx.db
    .select()
    .from(sportsBets)
    .where(
      and(eq(sportsBets.playerId, playerId), eq(sportsBets.status, 'OPEN'), lte(sportsBets.settlesAt, now)),
    );
  let settled = 0;
  for (const bet of due) if (await settleBet(ctx, bet, now)) settled++;
  if (settled) ctx.events.balanceChanged(playerId);
  await closeLostStakes(ctx, playerId);
  const rows = await ctx.db
    .select()
    .from(sportsBets)
    .where(eq(sportsBets.playerId, playerId))
    .orderBy(desc(sportsBets.placedAt))
    .limit(50);
  return { bets: rows.map((bet) => ({ bet, cashOut: cashOutValue(bet, secret, now) })), settled };
}

/** Closes bonus stakes that LOST bets still hold open (module header: after a crash). */
async function closeLostStakes(ctx: SandboxContext, playerId: string): Promise<void> {
  const open = await openStakeReferences(ctx.db, playerId);
  if (!open.size) return;
  const lost = await ctx.db
    .select({ betKey: sportsBets.betKey, referenceId: ledgerTransactions.referenceId })
    .from(sportsBets)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.idempotencyKey, sportsBets.betKey))
    .where(and(eq(sportsBets.playerId, playerId), eq(sportsBets.status, 'LOST')));
  const accounts = lost.length ? await openAccounts(ctx, playerId) : null;
  for (const row of lost) {
    if (!open.has(row.referenceId) || !accounts) continue;
    const closed = await settleLoss(ctx, { accounts, betKey: row.betKey });
    if (!closed.ok && closed.code !== ERRORS.notFound.code) {
      throw new Error(`Sports loss not settled: ${closed.message}`);
    }
  }
}
