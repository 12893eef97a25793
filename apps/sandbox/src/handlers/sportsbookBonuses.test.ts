/**
 * The sportsbook's bonuses over the contract (spec 3 §7 "SoftSwiss sportsbook", issue 28;
 * services/bonus/sportsbook.ts), on PGlite and PostgreSQL: the demo sports bonus is listed as
 * AVAILABLE (and not among the rewards), claimed once however often it is sent at once, its money
 * in the SPORTS bonus wallet; a sports bet stakes it and counts towards its wagering; it expires
 * unmet on the clock; only sportsbook bonuses are claimed this way; a brand without the
 * sportsbook has none.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { walletBalances } from '@casino/domain';
import { ERRORS, PlayerApiError } from '@casino/player-api';
import { DATABASE_KINDS, useTestDatabase } from '../../test/databases.ts';
import { useGamesApi } from '../../test/games.ts';
import { legOn, openEvents, playerFrame } from '../../test/sports.ts';
import { bonusCampaigns } from '../db/schema.ts';
import { sportsbookRewards } from '../services/bonus/index.ts';
import { auditLedger, findAccounts } from '../services/money/index.ts';

const SPORTS_10 = '6-sports-10';

describe.each(DATABASE_KINDS)('sportsbook bonuses on %s', (kind) => {
  const t = useTestDatabase(kind);
  const { server, player, playerId } = useGamesApi(t);

  it('lists, claims once, stakes and counts the sports bonus, then lets it expire unmet', async () => {
    const email = 'bonus@demo.test';
    const api = await player(email);
    const id = await playerId(email);

    const available = await api.softswissSportsbookBonuses({ query: { lang: 'en' } });
    expect(available).toEqual([
      {
        bonusId: SPORTS_10,
        title: '10 sports bonus',
        description: expect.stringContaining('3 times on sports'),
        amount: '10.00',
        currencyCode: 'EUR',
        status: 'AVAILABLE',
        expiresAt: null,
        wagering: { multiplier: 3, required: '30.00', done: '0.00' },
      },
    ]);
    expect(await api.softswissSportsbookRewards({ query: {} })).toEqual([]);
    // The sportsbook's bonus is not one of the rewards.
    const eligible = await api.rewards({ query: { rewardsType: 'ELIGIBLE' } });
    expect(eligible.map((reward) => reward.campaignId)).not.toContain(SPORTS_10);
    expect(eligible.length).toBeGreaterThan(0);

    // Only a sportsbook bonus is claimed here.
    for (const bonusId of ['6-casino-10', '6-nothing', '7-sports-10']) {
      await expect(api.claimSoftswissSportsbookBonus({ body: { bonusId } })).rejects.toMatchObject({
        status: 400,
        code: ERRORS.bonusCampaignNotFound.code,
      });
    }

    // Sent six times at once, it is granted once.
    const answers = await Promise.allSettled(
      Array.from({ length: 6 }, () => api.claimSoftswissSportsbookBonus({ body: { bonusId: SPORTS_10 } })),
    );
    const granted = answers.filter((a) => a.status === 'fulfilled');
    expect(granted).toHaveLength(1);
    expect((granted[0] as PromiseFulfilledResult<unknown>).value).toMatchObject({
      bonusId: SPORTS_10,
      status: 'ACTIVE',
      amount: '10.00',
      expiresAt: expect.any(String),
    });
    for (const refused of answers.filter((a) => a.status === 'rejected')) {
      expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(PlayerApiError);
      expect((refused as PromiseRejectedResult).reason).toMatchObject({
        status: 400,
        code: ERRORS.bonusAlreadyClaimed.code,
      });
    }
    let accounts = (await findAccounts(t.db, id))!;
    expect(accounts.main.balance).toBe(0n);
    expect(accounts.bonus.SPORTS.balance).toBe(1_000n);
    expect(await api.softswissSportsbookBonuses({ query: {} })).toEqual([]);
    expect(await api.softswissSportsbookRewards({ query: {} })).toEqual([
      expect.objectContaining({ bonusId: SPORTS_10, status: 'ACTIVE', amount: '10.00' }),
    ]);
    // The wallet's balance map carries it as a bonus entry of the sports vertical.
    const wallet = await api.wallet();
    expect(walletBalances(wallet.balance).sportsBonus).toBe('10.00');
    expect(await auditLedger(t.db)).toEqual([]);

    // A sports bet stakes it (no cash) and counts towards its wagering.
    const frame = await playerFrame(t.ctx, server.baseUrl, id);
    const { now, events } = await openEvents(t.ctx, 'upcoming');
    expect((await frame.bet('4', [legOn(events[0]!, now)])).status).toBe(201);
    accounts = (await findAccounts(t.db, id))!;
    expect(accounts.bonus.SPORTS.balance).toBe(600n);
    const [active] = await api.softswissSportsbookRewards({ query: {} });
    expect(active!.wagering).toEqual({ multiplier: 3, required: '30.00', done: '4.00' });

    // Eight days on, unmet, it has expired: the wallet holds none of it and no cash came of it.
    await t.ctx.clock.advance(8 * 86_400_000);
    const [ended] = await sportsbookRewards(t.ctx, { playerId: id, siteId: 6 });
    expect(ended).toMatchObject({ bonusId: SPORTS_10, status: 'EXPIRED' });
    accounts = (await findAccounts(t.db, id))!;
    expect(accounts.bonus.SPORTS.balance).toBe(0n);
    // The bet was all bonus money: whatever it won was bonus too, forfeited with it, never cash.
    expect(accounts.main.balance).toBe(0n);
    expect(await auditLedger(t.db)).toEqual([]);
  });

  it('is seeded only where the brand has the sportsbook', async () => {
    const rows = await t.db
      .select({ siteId: bonusCampaigns.siteId })
      .from(bonusCampaigns)
      .where(eq(bonusCampaigns.bonusType, 'SPORTS'));
    expect(rows.map((row) => row.siteId)).toEqual([6]);
  });
});
