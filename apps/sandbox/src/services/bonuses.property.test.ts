/**
 * The bonus engine under random play, on PGlite and PostgreSQL: random sequences of claims, cash
 * and bonus bets in both casino verticals with their wins, forfeits, cashback claims and the
 * sandbox clock moving on, each on a fresh player with a paid deposit (fast-check, seeded). After
 * every step the ledger audit is clean, no bonus money sits in a vertical without an ACTIVE bonus,
 * and the player's money only changes by what the steps say.
 */
import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, useTestDatabase } from '../../test/databases.ts';
import { bonusAssignments, ledgerAccounts, players } from '../db/schema.ts';
import { claimCampaign, findCampaign, forfeit } from './bonuses.ts';
import { claimCashback } from './cashback.ts';
import {
  auditLedger,
  idempotencyKey,
  openAccounts,
  payWin,
  placeBet,
  recordPaidDeposit,
  type PlayerAccounts,
} from './ledger.ts';

const CAMPAIGNS = ['6-casino-10', '6-free-spins', '6-live-optin', '6-weekly-cashback', '6-welcome'];

const step = fc.oneof(
  fc.record({ kind: fc.constant('claim' as const), campaign: fc.constantFrom(...CAMPAIGNS) }),
  fc.record({
    kind: fc.constant('bet' as const),
    stake: fc.bigInt({ min: 1n, max: 6_000n }),
    winPercent: fc.integer({ min: 0, max: 400 }),
    live: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('forfeit' as const), live: fc.boolean() }),
  fc.record({ kind: fc.constant('cashback' as const) }),
  fc.record({ kind: fc.constant('clock' as const), days: fc.integer({ min: 1, max: 9 }) }),
);

describe.each(DATABASE_KINDS)('the bonus engine under random play on %s', (kind) => {
  const t = useTestDatabase(kind);
  let n = 0;

  async function freshPlayer(): Promise<PlayerAccounts> {
    const [row] = await t.db
      .insert(players)
      .values({
        siteId: 6,
        email: `random-${kind}-${++n}@bonus.test`,
        countryCode: 'FI',
        status: 'REGISTERED',
      })
      .returning({ id: players.playerId });
    const accounts = (await openAccounts(t.ctx, row!.id))!;
    await recordPaidDeposit(t.ctx, {
      accounts,
      amount: 10_000n,
      paymentMethod: 'TRUSTLY',
      idempotencyKey: idempotencyKey(row!.id, 'deposit', 'opening'),
    });
    return accounts;
  }

  async function invariants(accounts: PlayerAccounts) {
    expect(await auditLedger(t.db)).toEqual([]);
    const active = await t.db
      .select({ vertical: bonusAssignments.vertical })
      .from(bonusAssignments)
      .where(and(eq(bonusAssignments.playerId, accounts.playerId), eq(bonusAssignments.status, 'ACTIVE')));
    const rows = await t.db
      .select({ vertical: ledgerAccounts.vertical, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.playerId, accounts.playerId), eq(ledgerAccounts.kind, 'BONUS')));
    for (const row of rows) {
      if (!active.some((a) => a.vertical === row.vertical)) expect(row.balance).toBe(0n);
    }
  }

  it('keeps the ledger sound and bonus money inside active bonuses', async () => {
    let round = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 14 }), async (steps) => {
        const accounts = await freshPlayer();
        const playerId = accounts.playerId;
        for (const s of steps) {
          if (s.kind === 'claim') {
            await claimCampaign(t.ctx, { playerId, siteId: 6, campaignId: s.campaign });
          } else if (s.kind === 'bet') {
            const category = s.live ? 'LIVE_CASINO' : 'CASINO';
            const key = `random-${++round}`;
            const bet = await placeBet(t.ctx, {
              accounts,
              amount: s.stake,
              category,
              gameId: s.live ? 'crz-0101' : 'relax-1',
              idempotencyKey: idempotencyKey(playerId, 'game-bet', key),
              sessionId: null,
            });
            const win = (s.stake * BigInt(s.winPercent)) / 100n;
            if (bet.ok && win > 0n) {
              const paid = await payWin(t.ctx, {
                accounts,
                amount: win,
                category,
                idempotencyKey: idempotencyKey(playerId, 'game-win', key),
                betKey: idempotencyKey(playerId, 'game-bet', key),
              });
              expect(paid.ok).toBe(true);
            }
          } else if (s.kind === 'forfeit') {
            const [row] = await t.db
              .select()
              .from(bonusAssignments)
              .where(
                and(
                  eq(bonusAssignments.playerId, playerId),
                  eq(bonusAssignments.status, 'ACTIVE'),
                  eq(bonusAssignments.vertical, s.live ? 'LIVE_CASINO' : 'CASINO'),
                ),
              );
            if (row) {
              const done = await forfeit(t.ctx, { playerId, siteId: 6, assignmentId: row.assignmentId });
              expect(done.ok).toBe(true);
            }
          } else if (s.kind === 'cashback') {
            const campaign = (await findCampaign(t.db, 6, '6-weekly-cashback'))!;
            await claimCashback(t.ctx, { playerId, campaign });
          } else {
            await t.ctx.clock.advance(s.days * 86_400_000);
          }
          await invariants(accounts);
        }
      }),
      { numRuns: 12, seed: 20261126 },
    );
  }, 240_000);
});
