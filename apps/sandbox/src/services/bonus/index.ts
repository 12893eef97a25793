/**
 * The bonus wing (spec 3 §3 "Reward", §4 campaigns, triggers, kinds, verticals, §5, §7 "Bonuses
 * and rewards", §8): campaigns per site (db/schema/bonuses.ts; seeded by src/demoCampaigns.ts), the
 * player's assignments, and the money rules of bonus money on the ledger.
 * - stakes.ts: the wagering and the stake's money rule (which money a stake uses, where its result
 *   goes, when a met bonus converts); money/ledger/bets.ts calls it for every round.
 * - moves.ts: the bonus money moves (grant, conversion, forfeit, expiry) on the BONUS accounts.
 * - rules.ts: the arithmetic, pure and property-tested (stake split, wagering credit, win split,
 *   conversion, deposit match, cashback).
 * - campaigns.ts: the site's campaigns, assignments, consent, triggers, the rewards list.
 * - views.ts: how campaigns and rewards read in the contract.
 * - claims.ts: claims (the checks, then the assignment and its money, once).
 * - forfeits.ts: forfeit, opt-out and the queue (iCash).
 * - depositsAndWithdrawals.ts: the deposit's bonus grant, the withdrawal's sticky forfeit.
 * - rewards.ts, codes.ts: the player's calls (campaign lookups and checks, bonus codes, consent).
 * - cashback.ts, freeSpins.ts, limitations.ts: cashback, free spins, a game's limitations.
 * - sportsbook.ts: the sportsbook's bonuses (the SPORTS vertical's), listed and claimed by its calls.
 * It builds on the money wing's books only (money/ledger/index.ts).
 */
export { openStakeReferences, settleLosingStake, settlement, stakeWithBonus } from './stakes.ts';
export type { AssignmentRow, CampaignRow } from './moves.ts';
export { bonusMove } from './moves.ts';
export { listRewards, settleDue } from './campaigns.ts';
export { claimCampaign } from './claims.ts';
export { activateQueued, forfeit } from './forfeits.ts';
export {
  activateCashback,
  activateOptIn,
  campaignsOf,
  cashbackProgress,
  claimCashbackCampaign,
  claimFreeSpins,
  claimLoyaltyCashback,
  claimReward,
  deactivateCashbackCampaign,
  deactivateOptIn,
  freeSpinsDetails,
  freeSpinsProgress,
  loyaltyCashbackProgress,
  type Caller,
} from './rewards.ts';
export {
  campaignsConsent,
  claimPartnerBonusCode,
  manualClaim,
  manualClaimAvailable,
  rewardAgree,
  rewardConsent,
  validateBonusCode,
} from './codes.ts';
export { forfeitInfo, forfeitSticky, grantDepositBonus, stickyBonuses } from './depositsAndWithdrawals.ts';
export { freeSpinFor, playFreeSpin } from './freeSpins.ts';
export { gameLimitations } from './limitations.ts';
export { claimSportsbookBonus, sportsbookBonuses, sportsbookRewards } from './sportsbook.ts';
