import { describe, expect, it } from 'vitest';
import { PlayerApiError, type PlayerApiClient, type Reward, type SportsbookBonus } from '@casino/player-api';
import type { PlayerPageContext } from '../../lib/page.server.ts';
import { runRewardAction } from './rewardActions.server.ts';
import { firstOffer, loadLoyaltyCashback, loadRewards, loadSportsbookBonuses } from './rewards.server.ts';
import { wageringOf } from './wagering.ts';
import { bonusCodeError } from './bonusCode.server.ts';

const reward = (over: Partial<Reward>): Reward =>
  ({
    campaignId: 'c1',
    assignmentId: null,
    campaignStatus: 'ACTIVE',
    campaignCategory: 'TRIGGERED',
    vertical: 'CASINO',
    bonusType: 'CASINO',
    betBonusType: 0,
    bonusKind: 'STICKY',
    triggerEvent: 'FIRST_DEPOSIT',
    cashbackInfo: null,
    cashbackActivated: false,
    cashbackBooster: null,
    hasBonusCode: false,
    partnerBonusCode: null,
    wrMultiplier: 2,
    freeSpinDetail: null,
    queuedPlayerBonus: null,
    wageringAmount: '0.00',
    bonusAmount: '50.00',
    wageringRequirement: '100.00',
    expiresAt: null,
    startedAt: null,
    endedAt: null,
    campaignDisplayInfo: { title: 'Welcome', description: '', imageUrl: null, termsUrl: null },
    ...over,
  }) as Reward;

/** A player API of the calls the rewards page makes, recording them. */
function api(eligible: Reward[], active: Reward[], claim: () => Promise<unknown> = async () => ({})) {
  const calls: string[] = [];
  const client = {
    rewards: async ({ query }: { query: { rewardsType: string } }) =>
      query.rewardsType === 'ACTIVE' ? active : eligible,
    claimReward: async () => {
      calls.push('claim');
      return claim();
    },
    forfeitReward: async ({ params, body }: { params: { assignmentId: string }; body: unknown }) => {
      calls.push(`forfeit ${params.assignmentId} ${JSON.stringify(body)}`);
      return {};
    },
    rewardConsent: async () => {
      calls.push('consent');
      return {};
    },
    cashbackProgress: async () => ({
      accrued: '3.00',
      claimable: '3.00',
      currencyCode: 'EUR',
      periodEnd: null,
    }),
    freeSpinsProgress: async () => ({ spins: 10, spinsUsed: 4, winnings: '1.20', currencyCode: 'EUR' }),
  };
  return { client: client as unknown as PlayerApiClient, calls };
}

describe('wagering progress', () => {
  it('is the share of the requirement wagered, capped, with the amount left', () => {
    expect(wageringOf({ wageringAmount: '25.00', wageringRequirement: '100.00' })).toEqual({
      percent: 25,
      left: '75.00',
    });
    expect(wageringOf({ wageringAmount: '150.00', wageringRequirement: '100.00' })).toEqual({
      percent: 100,
      left: '0.00',
    });
    expect(wageringOf({ wageringAmount: '0.00', wageringRequirement: null })).toEqual({
      percent: null,
      left: null,
    });
  });
});

describe('the rewards lists', () => {
  it('never offers drafts or uncredited queued bonuses; those queued wait on the active tab', async () => {
    const queued = reward({
      campaignId: 'q',
      queuedPlayerBonus: { queuedPlayerBonusId: 'qb', credited: false },
    });
    const { client } = api([reward({}), reward({ campaignId: 'd', campaignStatus: 'DRAFT' }), queued], []);
    expect((await loadRewards(client, 'rewards', 'en'))!.map((view) => view.reward.campaignId)).toEqual([
      'c1',
    ]);
    const active = await loadRewards(client, 'active', 'en');
    expect(active!.map((view) => [view.reward.campaignId, view.queued])).toEqual([['q', true]]);
  });

  it('shows a cashback only while activated, and free spins with their progress', async () => {
    const cashback = reward({ campaignId: 'cb', triggerEvent: 'CASHBACK_WEEKLY', cashbackActivated: true });
    const stopped = reward({ campaignId: 'cb2', triggerEvent: 'CASHBACK_DAILY', cashbackActivated: false });
    const spins = reward({ campaignId: 'fs', betBonusType: -1, assignmentId: 'a-fs' });
    const { client } = api([cashback, stopped], [spins]);
    const views = await loadRewards(client, 'active', 'en');
    expect(views!.map((view) => view.reward.campaignId).sort()).toEqual(['cb', 'fs']);
    expect(views!.find((view) => view.reward.campaignId === 'fs')!.freeSpins).toEqual({
      spins: 10,
      spinsUsed: 4,
      winnings: '1.20',
    });
    expect(views!.find((view) => view.reward.campaignId === 'cb')!.cashback!.claimable).toBe('3.00');
  });
});

describe('an empty active tab', () => {
  it('offers the first reward the player may take, never a draft or a loyalty one; none without one', async () => {
    const offers = [
      reward({ campaignId: 'd', campaignStatus: 'DRAFT' }),
      reward({ campaignId: 'l', campaignCategory: 'LOYALTY' }),
      reward({
        campaignId: 'w',
        campaignDisplayInfo: { title: '100 % up to 100', description: '', imageUrl: null, termsUrl: null },
      }),
    ];
    expect(await firstOffer(api(offers, []).client, 'en')).toEqual({ title: '100 % up to 100' });
    expect(await firstOffer(api([offers[0]!], []).client, 'en')).toBeNull();
  });
});

describe('loyalty cashback', () => {
  it('keeps loyalty rewards off the lists; their cashback has its own card, none when the call fails', async () => {
    const loyalty = reward({
      campaignId: 'loyal',
      campaignCategory: 'LOYALTY',
      triggerEvent: 'CASHBACK_DAILY',
      cashbackActivated: true,
    });
    const { client } = api([loyalty, reward({})], [loyalty]);
    expect((await loadRewards(client, 'rewards', 'en'))!.map((view) => view.reward.campaignId)).toEqual([
      'c1',
    ]);
    expect(await loadRewards(client, 'active', 'en')).toEqual([]);
    const progress = {
      loyaltyCashbackProgress: async () => ({
        campaignId: null,
        accrued: '1.25',
        claimable: '1.25',
        currencyCode: 'EUR',
        periodStart: null,
        periodEnd: null,
      }),
    } as unknown as PlayerApiClient;
    expect(await loadLoyaltyCashback(progress)).toEqual({
      accrued: '1.25',
      claimable: '1.25',
      currencyCode: 'EUR',
    });
    const failing = {
      loyaltyCashbackProgress: async () => {
        throw new PlayerApiError(400, 'error.cashback.nothing_to_claim', 'none');
      },
    } as unknown as PlayerApiClient;
    expect(await loadLoyaltyCashback(failing)).toBeNull();
  });
});

describe('claiming', () => {
  const active = reward({ campaignId: 'old', assignmentId: 'a-old', wageringAmount: '10.00' });
  const sameVertical = new PlayerApiError(400, 'error.bonus.active_bonus_same_vertical', 'active');

  it('turns an active bonus of the same vertical into the forfeit-then-claim prompt naming it', async () => {
    const { client } = api([reward({})], [active], async () => {
      throw sameVertical;
    });
    const result = await runRewardAction(client, { intent: 'claim', campaignId: 'c1' }, 'en');
    expect(result).toMatchObject({
      ok: false,
      status: 409,
      data: { kind: 'forfeitThenClaim', claiming: 'Welcome' },
    });
    expect(
      result.ok === false && result.data.kind === 'forfeitThenClaim' && result.data.active.assignmentId,
    ).toBe('a-old');
  });

  it('forfeits the named bonus with the wagering the player saw, then claims', async () => {
    const { client, calls } = api([reward({})], [active]);
    const result = await runRewardAction(
      client,
      { intent: 'forfeitThenClaim', campaignId: 'c1', assignmentId: 'a-old', wageringAmount: '10.00' },
      'en',
    );
    expect(result).toEqual({ ok: true, toast: 'rewards.claimed', values: { title: 'Welcome' } });
    expect(calls).toEqual([
      'forfeit a-old {"state":"FORFEITED","wageringAmount":"10.00","wageringProgress":10}',
      'claim',
    ]);
  });

  it('uses a reward 400 code as the message, anything else error.oops.tryAgain', async () => {
    const expired = api([reward({})], [], async () => {
      throw new PlayerApiError(400, 'error.bonus.expired', 'x');
    });
    expect(await runRewardAction(expired.client, { intent: 'claim', campaignId: 'c1' }, 'en')).toMatchObject({
      ok: false,
      data: { kind: 'error', messageId: 'error.bonus.expired' },
    });
    const broken = api([reward({})], [], async () => {
      throw new PlayerApiError(500, 'error.internal', 'x');
    });
    expect(await runRewardAction(broken.client, { intent: 'claim', campaignId: 'c1' }, 'en')).toMatchObject({
      ok: false,
      status: 502,
      data: { messageId: 'error.oops.tryAgain' },
    });
    expect(await runRewardAction(broken.client, { intent: 'claim' }, 'en')).toMatchObject({
      ok: false,
      status: 400,
    });
  });
});

describe('bonus code errors', () => {
  it('shows bonus_code codes as is, error.invalid.site.id only on a claim, others as try again', () => {
    expect(bonusCodeError(new PlayerApiError(400, 'error.bonus_code.invalid', 'x'), false)).toEqual({
      messageId: 'error.bonus_code.invalid',
    });
    expect(bonusCodeError(new PlayerApiError(400, 'partner.bonus_code.unknown', 'x'), false)).toEqual({
      code: 'partner.bonus_code.unknown',
    });
    expect(bonusCodeError(new PlayerApiError(400, 'error.invalid.site.id', 'x'), true)).toEqual({
      messageId: 'error.invalid.site.id',
    });
    expect(bonusCodeError(new PlayerApiError(400, 'error.invalid.site.id', 'x'), false)).toEqual({
      messageId: 'error.oops.tryAgain',
    });
    expect(bonusCodeError(new Error('down'), true)).toEqual({ messageId: 'error.oops.tryAgain' });
  });
});

describe('the sportsbook’s bonuses', () => {
  const bonus = (over: Partial<SportsbookBonus>): SportsbookBonus => ({
    bonusId: '6-sports-10',
    title: '10 sports bonus',
    description: '',
    amount: '10.00',
    currencyCode: 'EUR',
    status: 'AVAILABLE',
    expiresAt: null,
    wagering: { multiplier: 3, required: '30.00', done: '0.00' },
    ...over,
  });
  function sportsPage(options: {
    sportsbook?: boolean;
    access?: boolean;
    offered?: SportsbookBonus[];
    mine?: SportsbookBonus[];
    fail?: boolean;
  }) {
    const calls: string[] = [];
    const read = (list: SportsbookBonus[] | undefined, id: string) => async () => {
      calls.push(id);
      if (options.fail) throw new Error('down');
      return list ?? [];
    };
    const page = {
      brand: { features: { sportsbook: options.sportsbook ?? true } },
      player: { flags: { sportsbookAccess: options.access ?? true } },
      locale: { siteLanguage: 'inen' },
      playerApi: {
        softswissSportsbookBonuses: read(options.offered, 'bonuses'),
        softswissSportsbookRewards: read(options.mine, 'rewards'),
      },
    } as unknown as PlayerPageContext;
    return { page, calls };
  }

  it('lists the claimable ones on the rewards tab and the active ones on the active tab', async () => {
    const offered = [bonus({}), bonus({ bonusId: 'x', status: 'ACTIVE' })];
    const mine = [bonus({ status: 'ACTIVE' }), bonus({ bonusId: 'old', status: 'CLAIMED' })];
    expect(await loadSportsbookBonuses(sportsPage({ offered, mine }).page, 'rewards')).toEqual([offered[0]]);
    expect(await loadSportsbookBonuses(sportsPage({ offered, mine }).page, 'active')).toEqual([mine[0]]);
  });

  it('asks nothing where the brand has no sportsbook or the player may not use it; null when the read fails', async () => {
    for (const options of [{ sportsbook: false }, { access: false }]) {
      const { page, calls } = sportsPage({ ...options, offered: [bonus({})] });
      expect(await loadSportsbookBonuses(page, 'rewards')).toEqual([]);
      expect(calls).toEqual([]);
    }
    expect(await loadSportsbookBonuses(sportsPage({ fail: true }).page, 'active')).toBeNull();
  });

  it('claims a bonus on offer by its call, with its title in the toast; one no longer on offer is refused', async () => {
    const claimed: unknown[] = [];
    const client = {
      softswissSportsbookBonuses: async () => [bonus({})],
      claimSoftswissSportsbookBonus: async (input: unknown) => {
        claimed.push(input);
        return bonus({ status: 'ACTIVE' });
      },
    } as unknown as PlayerApiClient;
    expect(
      await runRewardAction(client, { intent: 'sportsbookClaim', bonusId: '6-sports-10' }, 'en'),
    ).toEqual({
      ok: true,
      toast: 'rewards.claimed',
      values: { title: '10 sports bonus' },
    });
    expect(claimed).toEqual([{ body: { bonusId: '6-sports-10' } }]);
    expect(await runRewardAction(client, { intent: 'sportsbookClaim', bonusId: 'gone' }, 'en')).toMatchObject(
      {
        ok: false,
        status: 400,
        data: { kind: 'error', campaignId: 'gone', messageId: 'error.bonus.campaign_not_found' },
      },
    );
    expect(claimed).toHaveLength(1);
  });

  it('shows the claim’s refusal on the bonus’s card', async () => {
    const client = {
      softswissSportsbookBonuses: async () => [bonus({})],
      claimSoftswissSportsbookBonus: async () => {
        throw new PlayerApiError(400, 'error.bonus.already_claimed', 'You already have this reward');
      },
    } as unknown as PlayerApiClient;
    expect(
      await runRewardAction(client, { intent: 'sportsbookClaim', bonusId: '6-sports-10' }, 'en'),
    ).toMatchObject({
      ok: false,
      data: { campaignId: '6-sports-10', messageId: 'error.bonus.already_claimed' },
    });
  });
});
