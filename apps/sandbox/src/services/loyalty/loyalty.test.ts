/**
 * The loyalty wing's rules (services/loyalty/index.ts), on PGlite and PostgreSQL: points are the
 * cash staked (bonus money earns none, a void takes its stake back), and a level-up is recorded by
 * one of any number of racing checks.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, useTestDatabase } from '../../../test/databases.ts';
import { insertTestCampaign } from '../../../test/campaigns.ts';
import { players } from '../../db/schema.ts';
import { claimCampaign } from '../bonus/index.ts';
import { findAccounts, placeBet, voidBet } from '../money/index.ts';
import { loyaltyStanding, pointsOf, recordLevel } from './index.ts';

describe.each(DATABASE_KINDS)('loyalty points and levels on %s', (kind) => {
  const t = useTestDatabase(kind);
  const idOf = async (email: string) =>
    (
      await t.db
        .select({ id: players.playerId })
        .from(players)
        .where(and(eq(players.email, email), eq(players.siteId, 6)))
    )[0]!.id;

  it('counts the cash staked, not bonus money, less voided stakes', async () => {
    const id = await idOf('bonus@demo.test');
    await insertTestCampaign(t.db, {
      campaignId: '6-test-casino-50',
      vertical: 'CASINO',
      sticky: false,
      wrMultiplier: 1,
      fixedAmount: 5_000n,
    });
    expect((await claimCampaign(t.ctx, { playerId: id, siteId: 6, campaignId: '6-test-casino-50' })).ok).toBe(
      true,
    );
    const accounts = (await findAccounts(t.db, id))!;
    // No cash: a stake of 20 is all bonus money and earns nothing.
    const bet = (amount: bigint, key: string) =>
      placeBet(t.ctx, { accounts, amount, category: 'CASINO', idempotencyKey: key, sessionId: null });
    expect((await bet(2_000n, 'points-bonus-1')).ok).toBe(true);
    expect(await pointsOf(t.db, id)).toBe(0);
    expect(await loyaltyStanding(t.ctx, id)).toEqual({
      level: 1,
      levelType: 'spark',
      points: 0,
      pointsToNextLevel: 500,
    });

    const cash = await idOf('player@demo.test');
    const cashAccounts = (await findAccounts(t.db, cash))!;
    const cashBet = (amount: bigint, key: string) =>
      placeBet(t.ctx, {
        accounts: cashAccounts,
        amount,
        category: 'LIVE_CASINO',
        idempotencyKey: key,
        sessionId: null,
      });
    expect((await cashBet(12_345n, 'points-cash-1')).ok).toBe(true);
    expect((await cashBet(1_000n, 'points-cash-2')).ok).toBe(true);
    expect(await pointsOf(t.db, cash)).toBe(133);
    expect((await voidBet(t.ctx, { accounts: cashAccounts, betKey: 'points-cash-2' })).ok).toBe(true);
    expect(await pointsOf(t.db, cash)).toBe(123);
  });

  it('records a level-up once however many checks race, and nothing below the first rung', async () => {
    const id = await idOf('sports@demo.test');
    expect(await recordLevel(t.ctx, id)).toBe(false);
    const accounts = (await findAccounts(t.db, id))!;
    expect(
      (
        await placeBet(t.ctx, {
          accounts,
          amount: 50_000n,
          category: 'SPORTS',
          idempotencyKey: 'points-race-1',
          sessionId: null,
        })
      ).ok,
    ).toBe(true);
    const raised = await Promise.all(Array.from({ length: 6 }, () => recordLevel(t.ctx, id)));
    expect(raised.filter(Boolean)).toHaveLength(1);
    expect(await loyaltyStanding(t.ctx, id)).toMatchObject({ level: 2, levelType: 'glow', points: 500 });
  });
});
