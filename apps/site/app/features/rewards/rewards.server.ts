/**
 * The rewards area's server side (spec 3 §2 "Rewards area", §3 "Reward", §4 "Rewards", §5, §7
 * "Bonuses and rewards", §8).
 *
 * Reads:
 * - Active tab: `rewards` ACTIVE. Each bonus shows its wagering as an amount of its requirement
 *   (`wageringAmount` of `wageringRequirement`); free spins (betBonusType -1 only, spec 3 §4) add
 *   their progress; a cashback counts only when activated and not expired or cancelled (spec 3 §5)
 *   and adds its progress. A queued bonus not yet credited waits here, claimable.
 * - Rewards tab: `rewards` ELIGIBLE, never drafts (spec 3 §5), without the queued ones above.
 * - Loyalty rewards are not cards of the lists: the active tab shows the loyalty cashback of the
 *   player's level on its own card (loyalty/cashback/progress and claim).
 * - An empty tab is a quiet line and the next useful action (issue 27): on the active tab the first
 *   reward the player may take (`firstOffer`), else the casino lobby.
 * The page's posts are rewardActions.server.ts.
 */
import { data } from 'react-router';
import { PlayerApiError, type PlayerApiClient, type Reward, type SportsbookBonus } from '@casino/player-api';
import type { PlayerPageContext } from '../../lib/page.server.ts';
import { isCashback, isFreeSpins, isLoyalty, rewardsLanguage } from '../../lib/rewardKinds.ts';
import { wageringOf } from './wagering.ts';

export type RewardsTab = 'active' | 'rewards';

export interface RewardView {
  reward: Reward;
  /** Percent of the wagering requirement met, 0–100; null without wagering. */
  wageringPercent: number | null;
  /** Amount still to wager; null without wagering. */
  wageringLeft: string | null;
  cashback: { accrued: string; claimable: string; currencyCode: string; periodEnd: string | null } | null;
  freeSpins: { spins: number; spinsUsed: number; winnings: string } | null;
  queued: boolean;
}

const isQueued = (reward: Reward) => reward.queuedPlayerBonus !== null && !reward.queuedPlayerBonus.credited;

/** spec 3 §5: a cashback counts when activated and neither expired nor cancelled. */
function cashbackCounts(reward: Reward): boolean {
  return (
    reward.cashbackActivated && reward.campaignStatus !== 'EXPIRED' && reward.campaignStatus !== 'CANCELED'
  );
}

export async function loadRewards(
  playerApi: PlayerApiClient,
  tab: RewardsTab,
  language: string,
): Promise<RewardView[] | null> {
  try {
    const lang = rewardsLanguage(language);
    if (tab === 'rewards') {
      const eligible = await playerApi.rewards({ query: { rewardsType: 'ELIGIBLE', lang } });
      return eligible
        .filter((reward) => reward.campaignStatus !== 'DRAFT' && !isQueued(reward) && !isLoyalty(reward))
        .filter((reward) => !(isCashback(reward) && reward.cashbackActivated))
        .map((reward) => viewOf(reward, null, null));
    }
    const [active, eligible] = await Promise.all([
      playerApi.rewards({ query: { rewardsType: 'ACTIVE', lang } }),
      playerApi.rewards({ query: { rewardsType: 'ELIGIBLE', lang } }),
    ]);
    const shown = [
      ...active.filter((reward) => !isLoyalty(reward) && (!isCashback(reward) || cashbackCounts(reward))),
      // Activated cashback and queued bonuses wait on the active tab.
      ...eligible.filter(
        (reward) =>
          !isLoyalty(reward) &&
          ((isCashback(reward) && cashbackCounts(reward)) ||
            (isQueued(reward) && reward.campaignStatus !== 'DRAFT')),
      ),
    ].filter(
      (reward, index, all) => all.findIndex((other) => other.campaignId === reward.campaignId) === index,
    );
    return await Promise.all(
      shown.map(async (reward) => {
        const cashback = isCashback(reward)
          ? await playerApi.cashbackProgress({ params: { campaignId: reward.campaignId } }).catch(() => null)
          : null;
        const freeSpins = isFreeSpins(reward)
          ? await playerApi.freeSpinsProgress({ query: { campaignId: reward.campaignId } }).catch(() => null)
          : null;
        return viewOf(reward, cashback, freeSpins);
      }),
    );
  } catch (error) {
    if (error instanceof PlayerApiError && error.logout) throw error;
    console.warn(`[site] rewards load failed: ${(error as Error).message}`);
    return null;
  }
}

export interface LoyaltyCashbackView {
  accrued: string;
  claimable: string;
  currencyCode: string;
}

/** The loyalty cashback of the player's level (spec 3 §7 loyalty/cashback/progress); null: none. */
export async function loadLoyaltyCashback(playerApi: PlayerApiClient): Promise<LoyaltyCashbackView | null> {
  try {
    const progress = await playerApi.loyaltyCashbackProgress();
    return { accrued: progress.accrued, claimable: progress.claimable, currencyCode: progress.currencyCode };
  } catch (error) {
    if (error instanceof PlayerApiError && error.logout) throw error;
    return null;
  }
}

function viewOf(
  reward: Reward,
  cashback: RewardView['cashback'] | null,
  freeSpins: RewardView['freeSpins'] | null,
): RewardView {
  const wagering = wageringOf(reward);
  return {
    reward,
    wageringPercent: wagering.percent,
    wageringLeft: wagering.left,
    cashback: cashback
      ? {
          accrued: cashback.accrued,
          claimable: cashback.claimable,
          currencyCode: cashback.currencyCode,
          periodEnd: cashback.periodEnd,
        }
      : null,
    freeSpins: freeSpins
      ? { spins: freeSpins.spins, spinsUsed: freeSpins.spinsUsed, winnings: freeSpins.winnings }
      : null,
    queued: isQueued(reward),
  };
}

/**
 * The next useful action of an empty active tab (issue 27): the first reward the player may take,
 * by its title; null when there is none (the page then offers the casino).
 */
export async function firstOffer(
  playerApi: PlayerApiClient,
  language: string,
): Promise<{ title: string } | null> {
  const offers = await loadRewards(playerApi, 'rewards', language);
  const first = offers?.[0];
  return first ? { title: first.reward.campaignDisplayInfo.title } : null;
}

/** The rewards page's tab: `/my-account/rewards?tab=rewards` is the rewards, anything else the active tab. */
export function rewardsTabOf(page: PlayerPageContext): RewardsTab {
  return page.route?.id === 'rewards' && new URL(page.request.url).searchParams.get('tab') === 'rewards'
    ? 'rewards'
    : 'active';
}

/**
 * The sportsbook's bonuses of the tab: AVAILABLE ones on the rewards tab, ACTIVE ones on the active
 * tab; [] where the brand has no sportsbook or the player may not use it; null when they could not
 * be read.
 */
export async function loadSportsbookBonuses(
  page: PlayerPageContext,
  tab: RewardsTab,
): Promise<SportsbookBonus[] | null> {
  if (page.brand.features['sportsbook'] !== true || !page.player.flags.sportsbookAccess) return [];
  const query = { lang: rewardsLanguage(page.locale.siteLanguage) };
  try {
    return tab === 'rewards'
      ? (await page.playerApi.softswissSportsbookBonuses({ query })).filter((b) => b.status === 'AVAILABLE')
      : (await page.playerApi.softswissSportsbookRewards({ query })).filter((b) => b.status === 'ACTIVE');
  } catch (error) {
    if (error instanceof PlayerApiError && error.logout) throw error;
    console.warn(`[site] sportsbook bonuses load failed: ${(error as Error).message}`);
    return null;
  }
}

/** The page's data: the tab's rewards (null when they could not be read), the loyalty cashback on the active tab. */
export async function loadRewardsPage(page: PlayerPageContext) {
  const { locale, player } = page;
  const tab = rewardsTabOf(page);
  const base = page.href('rewards');
  const active = page.href('rewards-active');
  const confirm = new URL(page.request.url).searchParams.get('forfeit');
  const [rewards, sportsbook] = await Promise.all([
    loadRewards(page.playerApi, tab, locale.siteLanguage),
    loadSportsbookBonuses(page, tab),
  ]);
  return data(
    {
      formatting: locale.formatting,
      currency: player.currency,
      countryCode: player.countryCode,
      manualClaimAllowed: player.flags.manualClaimAllowed,
      paths: {
        rewards: `${base}?tab=rewards`,
        active,
        bonusCode: page.href('bonus-code'),
        casino: page.href('casino-lobby'),
        sportsbook: page.href('sportsbook'),
      },
      tab,
      path: tab === 'rewards' ? `${base}?tab=rewards` : active,
      confirm: confirm && /^[\w-]{1,80}$/.test(confirm) ? confirm : null,
      rewards,
      sportsbook,
      offer:
        tab === 'active' && rewards?.length === 0 && !sportsbook?.length
          ? await firstOffer(page.playerApi, locale.siteLanguage)
          : null,
      loyalty: tab === 'active' ? await loadLoyaltyCashback(page.playerApi) : null,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
