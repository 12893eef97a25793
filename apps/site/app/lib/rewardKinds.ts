/**
 * What kind of reward a player API reward is (spec 3 §3 "Reward", §4), for every page that offers
 * one: the rewards pages and the promotions. Shared by areas, so it lives in lib.
 */
import { apiLanguage } from '@casino/domain';
import type { MessageId } from '@casino/i18n';
import type { Reward } from '@casino/player-api';

/**
 * The rewards' language of a site language: the base of a region language (`inen` and `ca` read
 * English, `caf` French, `br` Portuguese, `cl` and `pe` Spanish), the languages the bonus engine
 * keeps its campaigns' texts in.
 */
export const rewardsLanguage = (language: string) => apiLanguage(language);

const CASHBACK_TRIGGERS = new Set([
  'CASHBACK_INSTANT',
  'CASHBACK_DAILY',
  'CASHBACK_WEEKLY',
  'CASHBACK_WITH_TIMEFRAME',
  'CASHBACK_SPECIFIC_DAY',
  'CASHBACK_BOOSTER',
]);
export const isCashback = (reward: Pick<Reward, 'triggerEvent'>) =>
  CASHBACK_TRIGGERS.has(reward.triggerEvent);
export const isFreeSpins = (reward: Pick<Reward, 'betBonusType'>) => reward.betBonusType === -1;
/** Loyalty rewards have their own cashback card (loyalty/cashback), not a card of the lists. */
export const isLoyalty = (reward: Pick<Reward, 'campaignCategory'>) => reward.campaignCategory === 'LOYALTY';

/** The words of a reward's claim button: free spins are got, opt-ins and cashback activated, the rest claimed. */
export function claimLabelOf(
  reward: Pick<Reward, 'betBonusType' | 'campaignCategory' | 'triggerEvent'>,
): MessageId {
  if (isFreeSpins(reward)) return 'rewards.claim.freeSpins';
  if (reward.campaignCategory === 'OPT_IN' || isCashback(reward)) return 'rewards.claim.activate';
  return 'rewards.claim';
}
