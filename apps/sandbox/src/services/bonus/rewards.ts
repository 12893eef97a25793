/**
 * The player's calls on campaigns, rewards, opt-ins, cashback and free spins (spec 3 §7 "Bonuses
 * and rewards"): each finds the campaign of the player's site (unknown or draft: 400
 * `error.bonus.campaign_not_found`), checks that the call fits it, and hands over to the rule that
 * decides: claims.ts (claims), forfeits.ts (forfeit, opt-out, the queue), cashback.ts (cashback),
 * freeSpins.ts (free spins). Every refusal is the contract's 400 reward error (spec 3 §8).
 */
import { ERRORS, type Reward } from '@casino/player-api';
import { refuse, type Outcome } from '../../kernel/outcomes.ts';
import type { SandboxContext } from '../context.ts';
import { assignmentOfCampaign, findCampaign, settleDue, siteCampaigns } from './campaigns.ts';
import {
  cashbackCampaign,
  claimCashback,
  deactivateCashback,
  loyaltyCampaign,
  progressOf,
} from './cashback.ts';
import { claimCampaign, type RewardOutcome } from './claims.ts';
import { forfeit } from './forfeits.ts';
import type { CampaignRow } from './moves.ts';
import { campaignStatusAt, isCashback, toCampaign, toReward } from './views.ts';

/** Who calls: the player and the site of the call. */
export interface Caller {
  playerId: string;
  siteId: number;
}

const NOT_FOUND = 'No such campaign';
const NO_CASHBACK = 'No such cashback campaign';

/** A campaign of the caller's site by id; unknown and draft ones are not found. */
export async function siteCampaign(
  ctx: SandboxContext,
  caller: Caller,
  campaignId: string,
): Promise<Outcome<{ campaign: CampaignRow }>> {
  const campaign = await findCampaign(ctx.db, caller.siteId, campaignId);
  if (!campaign || campaign.status === 'DRAFT') return refuse(ERRORS.bonusCampaignNotFound.code, NOT_FOUND);
  return { ok: true, campaign };
}

/** The reward of a campaign as it stands for the player (with their assignment, if any). */
export async function currentReward(ctx: SandboxContext, caller: Caller, campaign: CampaignRow) {
  const assignment = await assignmentOfCampaign(ctx.db, caller.playerId, campaign.campaignId);
  return { ok: true as const, reward: await toReward(ctx.db, campaign, assignment, await ctx.clock.now()) };
}

const claim = (ctx: SandboxContext, caller: Caller, campaignId: string) =>
  claimCampaign(ctx, { playerId: caller.playerId, siteId: caller.siteId, campaignId });

/** Contract `campaigns`: the site's campaigns by status on the sandbox clock. */
export async function campaignsOf(
  ctx: SandboxContext,
  siteId: number,
  query: {
    status: CampaignRow['status'] | 'ALL';
    campaignIds?: string[] | undefined;
    lang?: string | undefined;
  },
) {
  const now = await ctx.clock.now();
  return (await siteCampaigns(ctx.db, siteId))
    .filter((campaign) => query.status === 'ALL' || campaignStatusAt(campaign, now) === query.status)
    .filter((campaign) => !query.campaignIds || query.campaignIds.includes(campaign.campaignId))
    .map((campaign) => toCampaign(campaign, now, query.lang));
}

/** Contract `activateCashback` (and a cashback's claim or opt-in): an ACTIVE one answers as it is. */
export async function activateCashback(
  ctx: SandboxContext,
  caller: Caller,
  campaignId: string,
): Promise<RewardOutcome> {
  const campaign = await cashbackCampaign(ctx.db, caller.siteId, campaignId);
  if (!campaign) return refuse(ERRORS.bonusCampaignNotFound.code, NO_CASHBACK);
  const existing = await assignmentOfCampaign(ctx.db, caller.playerId, campaignId);
  if (existing?.status === 'ACTIVE') return currentReward(ctx, caller, campaign);
  return claim(ctx, caller, campaignId);
}

/** Contract `claimReward`: a cashback is activated, anything else claimed. */
export async function claimReward(
  ctx: SandboxContext,
  caller: Caller,
  campaignId: string,
): Promise<RewardOutcome> {
  const found = await siteCampaign(ctx, caller, campaignId);
  if (!found.ok) return found;
  if (isCashback(found.campaign)) return activateCashback(ctx, caller, found.campaign.campaignId);
  return claim(ctx, caller, found.campaign.campaignId);
}

/** Contract `activateOptIn`: OPT_IN campaigns only. */
export async function activateOptIn(
  ctx: SandboxContext,
  caller: Caller,
  campaignId: string,
): Promise<RewardOutcome> {
  const found = await siteCampaign(ctx, caller, campaignId);
  if (!found.ok) return found;
  const { campaign } = found;
  if (campaign.category !== 'OPT_IN') {
    return refuse(ERRORS.bonusNotEligible.code, 'This campaign is not an opt-in');
  }
  if (isCashback(campaign)) return activateCashback(ctx, caller, campaign.campaignId);
  return claim(ctx, caller, campaign.campaignId);
}

/** Contract `deactivateOptIn`: the player's ACTIVE or QUEUED assignment of it, forfeited. */
export async function deactivateOptIn(
  ctx: SandboxContext,
  caller: Caller,
  campaignId: string,
): Promise<RewardOutcome> {
  const found = await siteCampaign(ctx, caller, campaignId);
  if (!found.ok) return found;
  const assignment = await assignmentOfCampaign(ctx.db, caller.playerId, found.campaign.campaignId);
  if (!assignment || (assignment.status !== 'ACTIVE' && assignment.status !== 'QUEUED')) {
    return refuse(ERRORS.bonusNotEligible.code, 'You have not opted in to this campaign');
  }
  return forfeit(ctx, {
    playerId: caller.playerId,
    siteId: caller.siteId,
    assignmentId: assignment.assignmentId,
  });
}

/** Contract `deactivateCashback`: no money moves; what accrued stays unclaimed. */
export async function deactivateCashbackCampaign(
  ctx: SandboxContext,
  caller: Caller,
  campaignId: string,
): Promise<RewardOutcome> {
  const campaign = await cashbackCampaign(ctx.db, caller.siteId, campaignId);
  if (!campaign) return refuse(ERRORS.bonusCampaignNotFound.code, NO_CASHBACK);
  if (!(await deactivateCashback(ctx.db, caller.playerId, campaign.campaignId, await ctx.clock.now()))) {
    return refuse(ERRORS.bonusNotEligible.code, 'This cashback is not active');
  }
  return currentReward(ctx, caller, campaign);
}

/** Contract `cashbackProgress`. */
export async function cashbackProgress(ctx: SandboxContext, caller: Caller, campaignId: string) {
  const campaign = await cashbackCampaign(ctx.db, caller.siteId, campaignId);
  if (!campaign) return refuse(ERRORS.bonusCampaignNotFound.code, NO_CASHBACK);
  return { ok: true as const, ...(await progressOf(ctx, caller.playerId, campaign)) };
}

/** Contract `claimCashback`: what is claimable now, into MAIN, once. */
export async function claimCashbackCampaign(ctx: SandboxContext, caller: Caller, campaignId: string) {
  const campaign = await cashbackCampaign(ctx.db, caller.siteId, campaignId);
  if (!campaign) return refuse(ERRORS.bonusCampaignNotFound.code, NO_CASHBACK);
  return claimCashback(ctx, { playerId: caller.playerId, campaign });
}

/** Contract `loyaltyCashbackProgress`: the site's loyalty cashback, every player enrolled on first use. */
export async function loyaltyCashbackProgress(ctx: SandboxContext, caller: Caller) {
  return progressOf(ctx, caller.playerId, await loyaltyCampaign(ctx.db, caller.siteId));
}

/** Contract `claimLoyaltyCashback`. */
export async function claimLoyaltyCashback(ctx: SandboxContext, caller: Caller) {
  const campaign = await loyaltyCampaign(ctx.db, caller.siteId);
  if (!campaign) return refuse(ERRORS.cashbackNothingToClaim.code, 'This site has no loyalty cashback');
  return claimCashback(ctx, { playerId: caller.playerId, campaign });
}

/** Contract `claimFreeSpins`: FREE_SPINS campaigns only. */
export async function claimFreeSpins(
  ctx: SandboxContext,
  caller: Caller,
  campaignId: string,
): Promise<RewardOutcome> {
  const found = await siteCampaign(ctx, caller, campaignId);
  if (!found.ok) return found;
  if (found.campaign.bonusType !== 'FREE_SPINS') {
    return refuse(ERRORS.bonusNotEligible.code, 'Not a free-spins campaign');
  }
  return claim(ctx, caller, found.campaign.campaignId);
}

/** Contract `freeSpinsDetails`: the reward's free-spin detail. */
export async function freeSpinsDetails(
  ctx: SandboxContext,
  caller: Caller,
  campaignId: string,
): Promise<Outcome<{ detail: NonNullable<Reward['freeSpinDetail']> }>> {
  const found = await siteCampaign(ctx, caller, campaignId);
  if (!found.ok) return found;
  const { reward } = await currentReward(ctx, caller, found.campaign);
  if (!reward.freeSpinDetail) return refuse(ERRORS.bonusNotEligible.code, 'Not a free-spins campaign');
  return { ok: true, detail: reward.freeSpinDetail };
}

/** Contract `freeSpinsProgress`: spins, spins used and winnings (expiry applied first). */
export async function freeSpinsProgress(
  ctx: SandboxContext,
  caller: Caller,
  campaignId: string,
  currencyCode: string,
) {
  const found = await siteCampaign(ctx, caller, campaignId);
  if (!found.ok) return found;
  const { campaign } = found;
  await settleDue(ctx, caller.playerId);
  const assignment = await assignmentOfCampaign(ctx.db, caller.playerId, campaign.campaignId);
  const spins = campaign.rules.freeSpins;
  if (!spins) return refuse(ERRORS.bonusNotEligible.code, 'Not a free-spins campaign');
  return {
    ok: true as const,
    spins: spins.spins,
    spinsUsed: assignment?.spinsUsed ?? 0,
    winnings: (await toReward(ctx.db, campaign, assignment, await ctx.clock.now())).bonusAmount ?? '0',
    currencyCode,
  };
}
