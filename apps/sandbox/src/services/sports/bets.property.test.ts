/**
 * Sports bets under random play, on PGlite (25 runs) and PostgreSQL (8) (fast-check, seeded; issue
 * 28): random sequences of singles and accumulators on upcoming and in-play events (some sent at
 * once), the sandbox clock moving on (odds move in play, markets suspend, events end), cash-outs
 * at the offered value, and settlement sweeps, each run on a fresh player with a deposit.
 *
 * Every run begins with a probe walk (PROBE) that reaches a win, a loss and a cash-out whatever the
 * results are. After every step:
 * 1. The ledger audit is clean and the cash balance is the deposit less every stake plus every
 *    payout the bets record.
 * 2. Each bet is paid at most once and as its status says: WON by one win of `stake × odds`, and
 *    only when every leg won on the results; CASHED_OUT by one cash-out of its recorded payout;
 *    LOST and OPEN by nothing.
 * 3. After a sweep no bet is left open past its last event's end.
 */
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, useTestDatabase, type DatabaseKind } from '../../../test/databases.ts';
import { cashOf, legOn, openEvents } from '../../../test/sports.ts';
import { ledgerTransactions, players, sportsBets } from '../../db/schema.ts';
import { secretOf } from '../games/index.ts';
import { auditLedger, idempotencyKey, openAccounts, recordPaidDeposit } from '../money/index.ts';
import { cashOut, payoutOf, placeSportsBet, type Slip } from './bets.ts';
import { betWins, playerBets, settleDueBets } from './settlement.ts';

const RUNS: Record<DatabaseKind, number> = { pglite: 25, postgres: 8 };

type Step =
  | { kind: 'bet'; live: boolean; legs: number; from: number; pick: number; stake: number; together: number }
  | { kind: 'clock'; minutes: number }
  | { kind: 'cashOut'; pick: number }
  | { kind: 'sweep' };
const single = (live: boolean, pick: number): Step => ({
  kind: 'bet',
  live,
  legs: 1,
  from: 0,
  pick,
  stake: 500,
  together: 1,
});
/**
 * The walk every run starts with, so that each path is reached whatever the results: an in-play
 * single cashed out, then a single on every outcome of the next event's main market (one of them
 * wins, the others lose), and the clock past its end.
 */
const PROBE: Step[] = [
  single(true, 0),
  { kind: 'cashOut', pick: 0 },
  single(false, 0),
  single(false, 1),
  single(false, 2),
  { kind: 'clock', minutes: 90 },
  { kind: 'clock', minutes: 90 },
  { kind: 'clock', minutes: 90 },
  { kind: 'sweep' },
];
const DEPOSIT = 20_000n;

const betStep = fc.record({
  kind: fc.constant('bet' as const),
  live: fc.boolean(),
  legs: fc.integer({ min: 1, max: 3 }),
  from: fc.nat(40),
  pick: fc.nat(2),
  stake: fc.integer({ min: 10, max: 6_000 }),
  together: fc.integer({ min: 1, max: 4 }),
});
const step = fc.oneof(
  betStep,
  fc.record({ kind: fc.constant('clock' as const), minutes: fc.integer({ min: 1, max: 90 }) }),
  fc.record({ kind: fc.constant('cashOut' as const), pick: fc.nat(20) }),
  fc.record({ kind: fc.constant('sweep' as const) }),
);

describe.each(DATABASE_KINDS)('sports bets under random play on %s', (kind) => {
  const t = useTestDatabase(kind);
  let n = 0;

  async function freshPlayer(): Promise<string> {
    const [row] = await t.db
      .insert(players)
      .values({
        siteId: 6,
        email: `sports-${kind}-${++n}@random.test`,
        countryCode: 'FI',
        status: 'REGISTERED',
      })
      .returning({ id: players.playerId });
    const accounts = (await openAccounts(t.ctx, row!.id))!;
    await recordPaidDeposit(t.ctx, {
      accounts,
      amount: DEPOSIT,
      paymentMethod: 'TRUSTLY',
      idempotencyKey: idempotencyKey(row!.id, 'deposit', 'opening'),
    });
    return row!.id;
  }

  async function checkInvariants(playerId: string, swept: boolean) {
    expect(await auditLedger(t.db)).toEqual([]);
    const bets = await t.db.select().from(sportsBets).where(eq(sportsBets.playerId, playerId));
    const wins = await t.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.playerId, playerId), eq(ledgerTransactions.type, 'WIN')));
    const now = await t.ctx.clock.now();
    const secret = await secretOf(t.db);
    let staked = 0n;
    let paid = 0n;
    for (const bet of bets) {
      staked += bet.stake;
      paid += bet.payout;
      const own = wins.filter((w) => w.idempotencyKey.endsWith(`:${bet.betId}`));
      if (bet.status === 'WON') {
        expect(own.map((w) => w.amount)).toEqual([payoutOf(bet.stake, bet.odds)]);
        expect(own[0]!.idempotencyKey).toContain(':sports-win:');
        expect(betWins(bet, secret, now)).toBe(true);
      } else if (bet.status === 'CASHED_OUT') {
        expect(own.map((w) => w.amount)).toEqual([bet.payout]);
        expect(own[0]!.idempotencyKey).toContain(':sports-cashout:');
      } else {
        expect(own).toEqual([]);
        if (bet.status === 'LOST') expect(betWins(bet, secret, now)).toBe(false);
      }
      if (swept && bet.status === 'OPEN') expect(bet.settlesAt.getTime()).toBeGreaterThan(now.getTime());
    }
    expect(await cashOf(t.ctx, playerId)).toBe(DEPOSIT - staked + paid);
  }

  it('keeps the ledger sound and pays every bet once, as its results say', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 14 }), async (steps) => {
        const playerId = await freshPlayer();
        const bettor = { playerId, sessionId: null };
        for (const s of steps) {
          let swept = false;
          if (s.kind === 'bet') {
            const { now, events } = await openEvents(t.ctx, s.live ? 'live' : 'upcoming');
            if (events.length) {
              const chosen = Array.from(
                { length: s.legs },
                (_, i) => events[(s.from + i * 7) % events.length]!,
              );
              const unique = [...new Map(chosen.map((e) => [e.id, e])).values()];
              const slip = (): Slip => ({
                idempotencyKey: randomUUID(),
                stake: (s.stake / 100).toFixed(2),
                legs: unique.map((e, i) => legOn(e, now, s.pick + i)),
              });
              const answers = await Promise.all(
                Array.from({ length: s.together }, () => placeSportsBet(t.ctx, bettor, slip())),
              );
              for (const answer of answers) {
                if (!answer.ok) {
                  expect([
                    'NOT_ENOUGH_FUNDS',
                    'error.sports.odds_changed',
                    'error.sports.market_suspended',
                  ]).toContain(answer.code);
                }
              }
            }
          } else if (s.kind === 'clock') {
            await t.ctx.clock.advance(s.minutes * 60_000);
          } else if (s.kind === 'cashOut') {
            const { bets } = await playerBets(t.ctx, playerId);
            const offered = bets.filter((view) => view.cashOut !== null);
            const view = offered[s.pick % Math.max(offered.length, 1)];
            if (view) {
              const done = await cashOut(t.ctx, bettor, view.bet.betId, view.cashOut!);
              if (!done.ok) expect(done.code).toMatch(/^error\.sports\./);
            }
          } else {
            await settleDueBets(t.ctx);
            swept = true;
          }
          await checkInvariants(playerId, swept);
        }
      }),
      { numRuns: RUNS[kind], seed: 20261128, examples: [[PROBE]] },
    );
    // Every path was reached (the probe makes sure of it).
    const statuses = new Set(
      (await t.db.select({ status: sportsBets.status }).from(sportsBets)).map((row) => row.status),
    );
    expect(statuses).toEqual(new Set(['OPEN', 'WON', 'LOST', 'CASHED_OUT']));
    expect(
      await t.db
        .select()
        .from(ledgerTransactions)
        .where(like(ledgerTransactions.idempotencyKey, '%:sports-bet:%')),
    ).not.toHaveLength(0);
  }, 600_000);
});
