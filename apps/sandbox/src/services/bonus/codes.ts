/**
 * Bonus codes, the partner code and consent (spec 3 §7 "bonus code validate", "manual claim",
 * "rewards/consent", "agree", "campaigns consent"; spec 3 §8): a code names the campaign of the
 * player's site whose `bonusCode` it is, in any case.
 * - An unknown code answers `error.bonus_code.invalid`, an ended campaign's
 *   `error.bonus_code.expired`, one the player has used `error.bonus_code.already_used`.
 * - `manual-claim/available` is true where the site has an active code campaign; a manual claim
 *   where it has none answers `error.invalid.site.id` (shown as is by the site).
 * - `agree` takes a code or a campaign id (a code of another campaign than the id named:
 *   `error.bonus_code.invalid`), records the consent, and, when the player agreed, claims it (a
 *   cashback is activated).
 */
import { ERRORS } from '@casino/player-api';
import { refuse, type Outcome } from '../../kernel/outcomes.ts';
import type { SandboxContext } from '../context.ts';
import {
  assignmentOfCampaign,
  campaignByCode,
  findCampaign,
  setConsent,
  siteCampaigns,
} from './campaigns.ts';
import { claimCampaign, type RewardOutcome } from './claims.ts';
import { activateQueued } from './forfeits.ts';
import type { CampaignRow } from './moves.ts';
import { activateCashback, currentReward, siteCampaign, type Caller } from './rewards.ts';
import { campaignStatusAt, isCashback } from './views.ts';

/** A bonus code's campaign of the caller's site, or the code's refusal. */
export async function codeCampaign(
  ctx: SandboxContext,
  caller: Caller,
  code: string,
): Promise<Outcome<{ campaign: CampaignRow }>> {
  const campaign = await campaignByCode(ctx.db, caller.siteId, code);
  if (!campaign || campaign.status === 'DRAFT') {
    return refuse(ERRORS.bonusCodeInvalid.code, 'This bonus code is not valid');
  }
  if (campaignStatusAt(campaign, await ctx.clock.now()) !== 'ACTIVE') {
    return refuse(ERRORS.bonusCodeExpired.code, 'This bonus code has expired');
  }
  if (await assignmentOfCampaign(ctx.db, caller.playerId, campaign.campaignId)) {
    return refuse(ERRORS.bonusCodeAlreadyUsed.code, 'You have already used this bonus code');
  }
  return { ok: true, campaign };
}

/** Contract `validateBonusCode`: the code's campaign id. */
export async function validateBonusCode(ctx: SandboxContext, caller: Caller, bonusCode: string) {
  const found = await codeCampaign(ctx, caller, bonusCode);
  if (!found.ok) return found;
  return { ok: true as const, bonusCode, campaignId: found.campaign.campaignId };
}

/** Whether the site has an active code campaign (`manualClaimAvailability`). */
export async function manualClaimAvailable(ctx: SandboxContext, siteId: number): Promise<boolean> {
  return (await siteCampaigns(ctx.db, siteId)).some(
    (campaign) => campaign.bonusCode !== null && campaign.status === 'ACTIVE',
  );
}

/** Contract `manualClaim`: claims the code's campaign. */
export async function manualClaim(
  ctx: SandboxContext,
  caller: Caller,
  bonusCode: string,
): Promise<RewardOutcome> {
  if (!(await manualClaimAvailable(ctx, caller.siteId))) {
    return refuse(ERRORS.invalidSiteId.code, 'Bonus codes cannot be claimed on this site');
  }
  const found = await codeCampaign(ctx, caller, bonusCode);
  if (!found.ok) return found;
  return claimCampaign(ctx, { ...caller, campaignId: found.campaign.campaignId, viaCode: true });
}

/** Contract `claimPartnerBonusCode`: the partner code must be that of the queued bonus it starts. */
export async function claimPartnerBonusCode(
  ctx: SandboxContext,
  caller: Caller,
  input: { partnerBonusCode: string; bonusAssignmentId: string },
): Promise<RewardOutcome> {
  const campaign = await campaignByCode(ctx.db, caller.siteId, input.partnerBonusCode);
  const assignment = campaign
    ? await assignmentOfCampaign(ctx.db, caller.playerId, campaign.campaignId)
    : null;
  if (!assignment || assignment.assignmentId !== input.bonusAssignmentId) {
    return refuse(ERRORS.bonusCodeInvalid.code, 'This partner bonus code does not belong to this bonus');
  }
  return activateQueued(ctx, { ...caller, assignmentId: input.bonusAssignmentId });
}

/** Contract `rewardConsent`: the player's consent to one campaign. */
export async function rewardConsent(
  ctx: SandboxContext,
  caller: Caller,
  input: { campaignId: string; agreed: boolean },
) {
  const found = await siteCampaign(ctx, caller, input.campaignId);
  if (!found.ok) return found;
  const { campaignId } = found.campaign;
  await setConsent(ctx.db, caller.playerId, campaignId, input.agreed, await ctx.clock.now());
  return { ok: true as const, campaignId, agreed: input.agreed };
}

/** Contract `campaignsConsent`: the consent to every campaign ('*') and to those named. */
export async function campaignsConsent(
  ctx: SandboxContext,
  caller: Caller,
  input: { agreed: boolean; campaignIds?: string[] | undefined },
) {
  const now = await ctx.clock.now();
  await setConsent(ctx.db, caller.playerId, '*', input.agreed, now);
  for (const campaignId of input.campaignIds ?? []) {
    if (await findCampaign(ctx.db, caller.siteId, campaignId)) {
      await setConsent(ctx.db, caller.playerId, campaignId, input.agreed, now);
    }
  }
  return { agreed: input.agreed, updatedAt: now.toISOString() };
}

/** Contract `rewardAgree` (module header). */
export async function rewardAgree(
  ctx: SandboxContext,
  caller: Caller,
  input: { agreed: boolean; bonusCode?: string | undefined; campaignId?: string | undefined },
): Promise<RewardOutcome> {
  const found = input.bonusCode
    ? await codeCampaign(ctx, caller, input.bonusCode)
    : input.campaignId
      ? await siteCampaign(ctx, caller, input.campaignId)
      : refuse(ERRORS.bonusCampaignNotFound.code, 'Name a campaign or a bonus code');
  if (!found.ok) return found;
  const { campaign } = found;
  if (input.campaignId && input.campaignId !== campaign.campaignId) {
    return refuse(ERRORS.bonusCodeInvalid.code, 'This bonus code belongs to another campaign');
  }
  await setConsent(ctx.db, caller.playerId, campaign.campaignId, input.agreed, await ctx.clock.now());
  if (!input.agreed) return currentReward(ctx, caller, campaign);
  if (isCashback(campaign)) return activateCashback(ctx, caller, campaign.campaignId);
  return claimCampaign(ctx, {
    ...caller,
    campaignId: campaign.campaignId,
    viaCode: Boolean(input.bonusCode),
  });
}
