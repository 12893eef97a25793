/**
 * The bonus engine over HTTP, on PGlite and PostgreSQL (spec 3 §3, §4, §7 "Bonuses and rewards",
 * §8): the first-deposit bonus chosen with a deposit and granted when the cashier settles it,
 * wagering from real bets (cash first), conversion of a sticky bonus, the forfeit-then-claim
 * refusal, the withdrawal's forfeit info and forfeit, bonus codes, cashback, free spins in the
 * sandbox slot, consent, opt-in, queued bonuses, game limitations and expiry; the ledger audit
 * stays clean after every path.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bonusCampaigns } from '../db/schema.ts';
import { insertTestCampaign } from '../../test/campaigns.ts';
import { DATABASE_KINDS, useTestDatabase } from '../../test/databases.ts';
import { useMoneyApi, type Tokens } from '../../test/money.ts';
import { spin, type GameSession } from '../services/games/index.ts';
import { findAccounts, idempotencyKey, payWin, placeBet, settleLoss } from '../services/money/index.ts';
import { DEMO_CAMPAIGN_TEXTS } from '../demoCampaignTexts.ts';

const DAY = 86_400_000;

describe.each(DATABASE_KINDS)('the bonus engine over HTTP on %s', (kind) => {
  const t = useTestDatabase(kind);
  const { session, call, deposit, withdraw, cash, payOnPage, playerId, expectSoundLedger } = useMoneyApi(t);
  let round = 0;

  /** A real casino bet (and its win) through the ledger, as the sandbox games place them. */
  async function bet(email: string, stake: bigint, win = 0n, category: 'CASINO' | 'LIVE_CASINO' = 'CASINO') {
    const id = await playerId(email);
    const accounts = (await findAccounts(t.db, id))!;
    const key = `bonus-test-${++round}`;
    const placed = await placeBet(t.ctx, {
      accounts,
      amount: stake,
      category,
      gameId: 'relax-1',
      idempotencyKey: idempotencyKey(id, 'game-bet', key),
      sessionId: null,
    });
    expect(placed.ok, placed.ok ? '' : placed.message).toBe(true);
    // The round settles: a win, or a loss.
    const betKey = idempotencyKey(id, 'game-bet', key);
    const settled =
      win > 0n
        ? await payWin(t.ctx, {
            accounts,
            amount: win,
            category,
            gameId: 'relax-1',
            idempotencyKey: idempotencyKey(id, 'game-win', key),
            betKey,
          })
        : await settleLoss(t.ctx, { accounts, betKey });
    expect(settled.ok).toBe(true);
  }

  /** A real session of the sandbox slot relax-1 on Aurora. */
  const slotSession = (id: string): GameSession => ({
    nonce: 'free-spin-test',
    siteId: 6,
    provider: 'relax',
    gameId: 'relax-1',
    mode: 'real',
    playerId: id,
    sid: null,
    currency: 'EUR',
    category: 'CASINO',
    lobbyUrl: null,
    exp: Date.now() + DAY,
  });

  const active = async (tokens: Tokens) =>
    (await call(tokens, 'GET', '/v2/bonus/rewards?rewardsType=ACTIVE')).json as unknown as Array<
      Record<string, unknown>
    >;

  it('grants the first-deposit bonus chosen with the deposit, wagers it by real bets cash first, and converts a sticky bonus', async () => {
    const { api, tokens } = await session('new@demo.test');
    const eligible = (await call(tokens, 'GET', '/v2/bonus/rewards?rewardsType=ELIGIBLE'))
      .json as unknown as Array<{
      campaignId: string;
    }>;
    expect(eligible.map((reward) => reward.campaignId)).toContain('6-welcome');
    expect(eligible.map((reward) => reward.campaignId)).not.toContain('6-summer-draft');
    expect(eligible.find((reward) => reward.campaignId === '6-welcome')).toMatchObject({
      wrMultiplier: 30,
      minDeposit: '20.00',
    });
    // The page's language: the campaign's texts as the back office keeps them in Finnish.
    const finnish = (await call(tokens, 'GET', '/v2/bonus/rewards?rewardsType=ELIGIBLE&lang=fi'))
      .json as unknown as Array<{ campaignId: string; campaignDisplayInfo: { title: string } }>;
    expect(finnish.find((reward) => reward.campaignId === '6-welcome')?.campaignDisplayInfo.title).toBe(
      DEMO_CAMPAIGN_TEXTS['welcome']!.fi.title,
    );

    // The operator lowers the welcome's wagering in the back office (campaigns are configuration),
    // so that this test's few bets reach conversion.
    await t.db
      .update(bonusCampaigns)
      .set({ wrMultiplier: 2 })
      .where(eq(bonusCampaigns.campaignId, '6-welcome'));
    const answer = await deposit(tokens, '50.00', { bonusId: '6-welcome' });
    expect(answer.status).toBe(201);
    await payOnPage(String(answer.json.redirectUrl), 'success');
    expect(cash(await api.wallet())).toMatchObject({
      main: '50.00',
      bonus: ['CASINO 50.00', 'LIVE_CASINO 0.00', 'SPORTS 0.00'],
    });
    const [welcome] = await active(tokens);
    expect(welcome).toMatchObject({
      campaignId: '6-welcome',
      bonusKind: 'STICKY',
      wrMultiplier: 2,
      bonusAmount: '50.00',
      wageringRequirement: '100.00',
      wageringAmount: '0.00',
    });

    // A second casino bonus: the forfeit-then-claim prompt names the active one.
    const second = await call(tokens, 'POST', '/v1/bonus/rewards/6-casino-10/claim');
    expect(second.status).toBe(400);
    expect(second.json.code).toBe('error.bonus.active_bonus_same_vertical');
    expect(second.json).toMatchObject({ additionalInfo: { activeReward: { campaignId: '6-welcome' } } });

    // Cash first: five stakes of 10 empty MAIN and wager 50.
    for (let i = 0; i < 5; i++) await bet('new@demo.test', 1_000n);
    expect(cash(await api.wallet())).toMatchObject({
      main: '0.00',
      bonus: ['CASINO 50.00', 'LIVE_CASINO 0.00', 'SPORTS 0.00'],
    });
    expect((await active(tokens))[0]).toMatchObject({ wageringAmount: '50.00' });
    // A live stake does not wager a casino bonus (and there is no cash for it).
    // A bonus stake whose win returns to the bonus: 50 − 10 + 100.
    await bet('new@demo.test', 1_000n, 10_000n);
    expect(cash(await api.wallet())).toMatchObject({
      main: '0.00',
      bonus: ['CASINO 140.00', 'LIVE_CASINO 0.00', 'SPORTS 0.00'],
    });
    for (let i = 0; i < 4; i++) await bet('new@demo.test', 1_000n);
    // Wagered 100 = 50 × 2: sticky converts what the bonus made (100 − 50) and keeps the 50.
    expect(cash(await api.wallet())).toMatchObject({
      main: '50.00',
      bonus: ['CASINO 0.00', 'LIVE_CASINO 0.00', 'SPORTS 0.00'],
    });
    expect(await active(tokens)).toEqual([]);
    const history = await api.transactions({ query: { limit: 3 } });
    expect(history).toContainEqual(
      expect.objectContaining({ type: 'WIN', category: 'BONUS', amount: '-50.00' }),
    );
    await expectSoundLedger();
  });

  it('refuses a withdrawal while a sticky bonus is active with the forfeit info, then forfeits it with the withdrawal', async () => {
    const { api, tokens } = await session('account@demo.test');
    await insertTestCampaign(t.db, {
      campaignId: '6-test-sticky',
      vertical: 'CASINO',
      sticky: true,
      wrMultiplier: 5,
      fixedAmount: 2_000n,
    });
    const claimed = await call(tokens, 'POST', '/v1/bonus/campaigns/6-test-sticky/claim');
    expect(claimed.status).toBe(200);
    expect(cash(await api.wallet())).toMatchObject({
      main: '100.00',
      bonus: ['CASINO 20.00', 'LIVE_CASINO 0.00', 'SPORTS 0.00'],
    });

    const refused = await withdraw(tokens, '30.00');
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('error.withdrawal.bonus_forfeit_required');
    expect(refused.json).toMatchObject({
      additionalInfo: {
        rewards: [
          {
            campaignId: '6-test-sticky',
            bonusAmount: '20.00',
            wageringRequired: '100.00',
            wageringProgress: 0,
          },
        ],
      },
    });
    expect(cash(await api.wallet()).main).toBe('100.00');

    const confirmed = await call(tokens, 'POST', '/v1/player/wallet/withdrawal/request', {
      amount: '30.00',
      paymentMethod: 'TRUSTLY',
      ipAddress: '10.0.0.1',
      blackbox: '-',
      forfeitBonus: true,
    });
    expect(confirmed.status).toBe(201);
    expect(cash(await api.wallet())).toEqual({
      main: '70.00',
      locked: '30.00',
      bonus: ['CASINO 0.00', 'LIVE_CASINO 0.00', 'SPORTS 0.00'],
    });
    expect(await active(tokens)).toEqual([]);
    await expectSoundLedger();
  });

  it('forfeits a bonus by assignment (a stale wagering refused), then lets the player claim the next; a non-sticky bonus does not block a withdrawal', async () => {
    const { api, tokens } = await session('limits@demo.test');
    const claimed = await call(tokens, 'POST', '/v1/bonus/rewards/6-casino-10/claim');
    expect(claimed.status).toBe(200);
    const assignmentId = (claimed.json.reward as { assignmentId: string }).assignmentId;
    expect(assignmentId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await call(tokens, 'POST', '/v1/bonus/rewards/6-casino-10/claim')).json.code).toBe(
      'error.bonus.already_claimed',
    );
    expect((await withdraw(tokens, '10.00')).status).toBe(201);

    await bet('limits@demo.test', 200n);
    const stale = await call(tokens, 'PUT', `/v1/bonus/assignments/${assignmentId}`, {
      state: 'FORFEITED',
      wageringAmount: '0.00',
      wageringProgress: 0,
    });
    expect(stale.status).toBe(400);
    expect(stale.json.code).toBe('error.bonus.not_eligible');
    const forfeited = await call(tokens, 'PUT', `/v1/bonus/assignments/${assignmentId}`, {
      state: 'FORFEITED',
      wageringAmount: '2.00',
      wageringProgress: 20,
    });
    expect(forfeited.status).toBe(200);
    expect(forfeited.json).toMatchObject({ reward: { assignmentId, endedAt: expect.any(String) } });
    expect(cash(await api.wallet()).bonus).toEqual(['CASINO 0.00', 'LIVE_CASINO 0.00', 'SPORTS 0.00']);
    const again = await call(tokens, 'PUT', `/v1/bonus/assignments/${assignmentId}`, {
      state: 'FORFEITED',
      wageringAmount: '2.00',
      wageringProgress: 20,
    });
    expect(again.json.code).toBe('error.bonus.expired');
    // The vertical is free again.
    expect(
      (
        await call(tokens, 'POST', '/v1/bonus/bonus-code/manual-claim', {
          bonusCode: 'welcome10',
          state: 'ACTIVATED',
        })
      ).status,
    ).toBe(200);
    expect(cash(await api.wallet()).bonus).toContain('CASINO 10.00');
    await expectSoundLedger();
  });

  it('validates and claims bonus codes with the spec’s bonus_code errors', async () => {
    const { api, tokens } = await session('docs@demo.test');
    expect((await call(tokens, 'GET', '/v1/bonus/bonus-code/manual-claim/available')).json).toEqual({
      isAvailable: true,
    });
    expect(
      (await call(tokens, 'POST', '/v1/bonus/bonus-code/validate', { bonusCode: 'WELCOME10' })).json,
    ).toEqual({
      bonusCode: 'WELCOME10',
      campaignId: '6-welcome10',
    });
    const invalid = await call(tokens, 'POST', '/v1/bonus/bonus-code/validate', { bonusCode: 'NOPE' });
    expect([invalid.status, invalid.json.code]).toEqual([400, 'error.bonus_code.invalid']);
    // The code campaign is not claimable without its code.
    expect((await call(tokens, 'POST', '/v1/bonus/rewards/6-welcome10/claim')).json.code).toBe(
      'error.bonus.not_eligible',
    );
    const claimed = await call(tokens, 'POST', '/v1/bonus/bonus-code/manual-claim', {
      bonusCode: 'WELCOME10',
      state: 'ACTIVATED',
    });
    expect(claimed.status).toBe(200);
    expect(claimed.json).toMatchObject({
      reward: { campaignId: '6-welcome10', hasBonusCode: true, bonusAmount: '10.00' },
    });
    expect(cash(await api.wallet()).bonus).toContain('CASINO 10.00');
    const used = await call(tokens, 'POST', '/v1/bonus/bonus-code/manual-claim', {
      bonusCode: 'WELCOME10',
      state: 'ACTIVATED',
    });
    expect([used.status, used.json.code]).toEqual([400, 'error.bonus_code.already_used']);
    // Game limitations of the active casino bonus: a slot counts 100 %; a live table has none (no live bonus).
    expect((await call(tokens, 'GET', '/v1/bonus/games/relax-1/limitations')).json).toMatchObject({
      status: 'NO_LIMITATIONS',
      contributionPercent: 100,
    });
    await expectSoundLedger();
  });

  it('activates a weekly cashback, accrues 10 % of net losses and pays it into MAIN once; loyalty cashback too', async () => {
    const { api, tokens } = await session('player@demo.test');
    expect((await call(tokens, 'POST', '/v1/bonus/cashback/6-weekly-cashback/claim')).json.code).toBe(
      'error.bonus.not_eligible',
    );
    const activated = await call(tokens, 'POST', '/v1/bonus/cashback/6-weekly-cashback/activate');
    expect(activated.json).toMatchObject({
      reward: { cashbackActivated: true, cashbackInfo: { percentage: 10 } },
    });
    expect((await call(tokens, 'GET', '/v1/bonus/loyalty/cashback/progress')).json).toMatchObject({
      accrued: '0.00',
    });
    await bet('player@demo.test', 5_000n, 2_000n);
    await bet('player@demo.test', 5_000n);
    const progress = await call(tokens, 'POST', '/v1/bonus/cashback/6-weekly-cashback/progress');
    expect(progress.json).toMatchObject({
      campaignId: '6-weekly-cashback',
      accrued: '8.00',
      claimable: '8.00',
    });
    const before = cash(await api.wallet()).main;
    const claimed = await call(tokens, 'POST', '/v1/bonus/cashback/6-weekly-cashback/claim');
    expect(claimed.json).toMatchObject({ claimed: '8.00', currencyCode: 'EUR' });
    expect(Number(cash(await api.wallet()).main)).toBeCloseTo(Number(before) + 8);
    const twice = await call(tokens, 'POST', '/v1/bonus/cashback/6-weekly-cashback/claim');
    expect([twice.status, twice.json.code]).toEqual([400, 'error.cashback.nothing_to_claim']);
    expect((await call(tokens, 'POST', '/v1/bonus/cashback/6-weekly-cashback/progress')).json).toMatchObject({
      accrued: '8.00',
      claimable: '0.00',
    });
    expect((await call(tokens, 'GET', '/v1/bonus/loyalty/cashback/progress')).json).toMatchObject({
      campaignId: null,
      accrued: '4.00',
      claimable: '4.00',
    });
    expect((await call(tokens, 'POST', '/v1/bonus/loyalty/cashback/claim')).json).toMatchObject({
      claimed: '4.00',
    });
    const off = await call(tokens, 'POST', '/v1/bonus/cashback/6-weekly-cashback/deactivate');
    expect(off.json).toMatchObject({ reward: { cashbackActivated: false } });
    await expectSoundLedger();
  });

  it('grants a deposit bonus only from its smallest deposit: the welcome needs 20, the welcome spins 10', async () => {
    // Under the minimum: the deposit goes through without the bonus (and it was the first deposit).
    const under = await session('nocasino@demo.test');
    const small = await deposit(under.tokens, '10.00', { bonusId: '6-welcome' });
    expect(small.status).toBe(201);
    await payOnPage(String(small.json.redirectUrl), 'success');
    expect(cash(await under.api.wallet())).toMatchObject({ main: '10.00' });
    expect(await active(under.tokens)).toEqual([]);

    // The same 10 takes the welcome spins: 100 spins of 0.10, no wagering.
    const { api, tokens } = await session('bonus@demo.test');
    const eligible = (await call(tokens, 'GET', '/v2/bonus/rewards?rewardsType=ELIGIBLE'))
      .json as unknown as Array<Record<string, unknown>>;
    expect(eligible.find((reward) => reward.campaignId === '6-welcome-spins')).toMatchObject({
      betBonusType: -1,
      wrMultiplier: 0,
      minDeposit: '10.00',
      freeSpinDetail: { spins: 100, spinValue: '0.10' },
    });
    const answer = await deposit(tokens, '10.00', { bonusId: '6-welcome-spins' });
    expect(answer.status).toBe(201);
    await payOnPage(String(answer.json.redirectUrl), 'success');
    expect(cash(await api.wallet())).toMatchObject({ main: '10.00' });
    expect(await active(tokens)).toEqual([
      expect.objectContaining({
        campaignId: '6-welcome-spins',
        freeSpinDetail: expect.objectContaining({ spins: 100, spinsUsed: 0 }),
      }),
    ]);
    const played = await spin(t.ctx, slotSession(await playerId('bonus@demo.test')), {
      roundId: 'welcome-spin-1',
      stake: 100n,
    });
    expect(played.ok && played.stake).toBe(10n);
    expect(played.ok && played.freeSpinsLeft).toBe(99);
    await expectSoundLedger();
  });

  it('plays claimed free spins in the sandbox slot at the fixed stake, winnings into the casino bonus under x2 wagering', async () => {
    const { api, tokens } = await session('selfexclude@demo.test');
    const claimed = await call(tokens, 'POST', '/v1/bonus/freespin/campaign/6-free-spins/claim');
    expect(claimed.status).toBe(200);
    expect(claimed.json).toMatchObject({
      reward: { betBonusType: -1, freeSpinDetail: { spins: 10, spinsUsed: 0, spinValue: '0.20' } },
    });
    const game = slotSession(await playerId('selfexclude@demo.test'));
    let won = 0n;
    for (let i = 0; i < 10; i++) {
      const played = await spin(t.ctx, game, { roundId: `free-round-${i}`, stake: 100n });
      expect(played.ok).toBe(true);
      if (!played.ok) return;
      expect(played.stake).toBe(20n);
      expect(played.freeSpinsLeft).toBe(9 - i);
      won += played.win;
    }
    // A retried round is not played twice.
    const retry = await spin(t.ctx, game, { roundId: 'free-round-9', stake: 100n });
    expect(retry.ok && retry.replayed).toBe(true);
    const progress = (await call(tokens, 'GET', '/v1/bonus/freespin/progress?campaignId=6-free-spins')).json;
    expect(progress).toMatchObject({ spins: 10, spinsUsed: 10 });
    expect(progress.winnings).toBe((Number(won) / 100).toFixed(2));
    const wallet = cash(await api.wallet());
    expect(wallet.main).toBe('0.00');
    const rewards = await active(tokens);
    if (won > 0n) {
      expect(wallet.bonus).toContain(`CASINO ${(Number(won) / 100).toFixed(2)}`);
      expect(rewards[0]).toMatchObject({
        campaignId: '6-free-spins',
        wageringRequirement: ((Number(won) * 2) / 100).toFixed(2),
      });
    } else {
      expect(rewards).toEqual([]);
    }
    // Spins used: the next round is a paid one (no cash, the bonus pays if it can).
    const paid = await spin(t.ctx, game, { roundId: 'paid-round-1', stake: 10n });
    if (paid.ok) expect(paid.freeSpinsLeft).toBeUndefined();
    await expectSoundLedger();
  });

  it('needs consent for an opt-in, queues a deposit bonus behind an active one, and expires bonuses on the sandbox clock', async () => {
    const { tokens } = await session('visual@demo.test');
    const noConsent = await call(tokens, 'POST', '/v1/bonus/optIn/6-live-optin/activate');
    expect(noConsent.json.code).toBe('error.bonus.consent_required');
    expect(
      (await call(tokens, 'POST', '/v1/bonus/rewards/consent', { campaignId: '6-live-optin', agreed: true }))
        .json,
    ).toEqual({
      campaignId: '6-live-optin',
      agreed: true,
    });
    const optedIn = await call(tokens, 'POST', '/v1/bonus/optIn/6-live-optin/activate');
    expect(optedIn.json).toMatchObject({
      reward: { campaignId: '6-live-optin', vertical: 'LIVE_CASINO', bonusAmount: '5.00' },
    });
    // Live casino stakes count 10 % towards it (cash first: the 5 stays in the bonus).
    await bet('visual@demo.test', 1_000n, 0n, 'LIVE_CASINO');
    expect((await active(tokens)).find((reward) => reward.campaignId === '6-live-optin')).toMatchObject({
      wageringAmount: '1.00',
      wageringRequirement: '5.00',
    });
    expect((await call(tokens, 'GET', '/v1/bonus/games/crz-0101/limitations')).json).toEqual({
      gameId: 'crz-0101',
      status: 'REDUCED_CONTRIBUTION',
      contributionPercent: 10,
      maxBet: null,
    });
    expect((await call(tokens, 'GET', '/v1/bonus/campaigns?status=DRAFT')).json).toMatchObject([
      { campaignId: '6-summer-draft' },
    ]);

    // A casino bonus is active; the reload bonus of the second deposit (visual has one) queues behind it.
    expect((await call(tokens, 'POST', '/v1/bonus/rewards/6-casino-10/claim')).status).toBe(200);
    const answer = await deposit(tokens, '40.00', { bonusId: '6-reload' });
    await payOnPage(String(answer.json.redirectUrl), 'success');
    const rewards = await active(tokens);
    const reload = rewards.find((reward) => reward.campaignId === '6-reload')!;
    expect(reload).toMatchObject({ queuedPlayerBonus: { credited: false } });
    const queuedId = (reload.queuedPlayerBonus as { queuedPlayerBonusId: string }).queuedPlayerBonusId;
    const busy = await call(tokens, 'POST', `/v1/bonus/campaign/6-reload/queued-bonus/${queuedId}/claim`);
    expect(busy.json.code).toBe('error.bonus.active_bonus_same_vertical');

    // Eight days on: the casino-10 (7 days) and the opt-in expire, their money gone; the queued one may start.
    await t.ctx.clock.advance(8 * DAY);
    const later = await session('visual@demo.test', true);
    expect((await active(later.tokens)).map((reward) => reward.campaignId)).toEqual(['6-reload']);
    expect(cash(await later.api.wallet()).bonus).toEqual(['CASINO 0.00', 'LIVE_CASINO 0.00', 'SPORTS 0.00']);
    const started = await call(later.tokens, 'POST', '/v1/bonus/activate', {
      state: 'ACTIVATED',
      bonusAssignmentId: queuedId,
    });
    expect(started.json).toMatchObject({
      reward: { campaignId: '6-reload', bonusAmount: '20.00', queuedPlayerBonus: null },
    });
    expect(cash(await later.api.wallet()).bonus).toContain('CASINO 20.00');
    await expectSoundLedger();
  });
});
