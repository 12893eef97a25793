/**
 * Bonuses, rewards, cashback, free spins and bonus codes (spec 3 §7 "Bonuses and rewards"; the
 * engine and its rules are in services/bonuses.ts, cashback.ts, freeSpins.ts, bonusRules.ts and
 * ledger/bonus.ts). Every refusal is the contract's 400 reward error (spec 3 §8): bonus code
 * errors `error.bonus_code.invalid|expired|already_used` and, on a manual claim where the site has
 * no code campaigns, `error.invalid.site.id` (shown as is by the site); a claim while a bonus of
 * the vertical is active `error.bonus.active_bonus_same_vertical` with `additionalInfo.activeReward`.
 */
import { ERRORS, toMinorUnits } from '@casino/player-api';
import { ContractRefusal, settle, type Handlers } from '../kernel/handlers.ts';
import type { Outcome } from '../kernel/outcomes.ts';
import { siteOf } from '../request.ts';
import { claimCampaign } from '../services/bonus/claims.ts';
import { activateQueued, forfeit } from '../services/bonus/forfeits.ts';
import {
  assignmentOfCampaign,
  campaignByCode,
  setConsent,
  settleDue,
  siteCampaigns,
  listRewards,
  findCampaign,
} from '../services/bonus/campaigns.ts';
import { campaignStatusAt, isCashback, toCampaign, toReward } from '../services/bonus/views.ts';
import { gameLimitations } from '../services/bonus/limitations.ts';
import { type CampaignRow } from '../services/bonus/moves.ts';
import {
  cashbackCampaign,
  claimCashback,
  deactivateCashback,
  loyaltyCampaign,
  progressOf,
} from '../services/bonus/cashback.ts';
import { findGame } from '../services/games/catalogue.ts';
import type { SandboxContext } from '../services/context.ts';
import type { CurrentSession } from '../services/identity/sessions.ts';

const refusal = (error: { code: string }, message: string) => new ContractRefusal(error.code, message);

export function bonusesHandlers(ctx: SandboxContext): Handlers<CurrentSession> {
  const reward = (outcome: Outcome<{ reward: unknown }>) => ({ reward: settle(outcome).reward });

  /** A campaign of the player's site by id, or the contract's not-found refusal. */
  async function campaignOf(session: CurrentSession, campaignId: string): Promise<CampaignRow> {
    const campaign = await findCampaign(ctx.db, session.siteId, campaignId);
    if (!campaign || campaign.status === 'DRAFT') {
      throw refusal(ERRORS.bonusCampaignNotFound, 'No such campaign');
    }
    return campaign;
  }

  async function currentReward(session: CurrentSession, campaign: CampaignRow) {
    const assignment = await assignmentOfCampaign(ctx.db, session.playerId, campaign.campaignId);
    return { reward: await toReward(ctx.db, campaign, assignment, await ctx.clock.now()) };
  }

  /** Bonus code → its campaign of this site, or the code's refusal. */
  async function codeCampaign(session: CurrentSession, code: string): Promise<CampaignRow> {
    const campaign = await campaignByCode(ctx.db, session.siteId, code);
    if (!campaign || campaign.status === 'DRAFT')
      throw refusal(ERRORS.bonusCodeInvalid, 'This bonus code is not valid');
    if (campaignStatusAt(campaign, await ctx.clock.now()) !== 'ACTIVE') {
      throw refusal(ERRORS.bonusCodeExpired, 'This bonus code has expired');
    }
    if (await assignmentOfCampaign(ctx.db, session.playerId, campaign.campaignId)) {
      throw refusal(ERRORS.bonusCodeAlreadyUsed, 'You have already used this bonus code');
    }
    return campaign;
  }

  const claim = (session: CurrentSession, campaignId: string, viaCode = false, lang?: string) =>
    claimCampaign(ctx, { playerId: session.playerId, siteId: session.siteId, campaignId, viaCode, lang });

  const activateCashbackOf = async (session: CurrentSession, campaignId: string) => {
    const campaign = await cashbackCampaign(ctx.db, session.siteId, campaignId);
    if (!campaign) throw refusal(ERRORS.bonusCampaignNotFound, 'No such cashback campaign');
    const existing = await assignmentOfCampaign(ctx.db, session.playerId, campaignId);
    if (existing?.status === 'ACTIVE') return currentReward(session, campaign);
    return reward(await claim(session, campaignId));
  };

  return {
    player: {
      // Campaigns ------------------------------------------------------------------------------
      async campaigns({ session, query }) {
        const now = await ctx.clock.now();
        return (await siteCampaigns(ctx.db, session.siteId))
          .filter((campaign) => query.status === 'ALL' || campaignStatusAt(campaign, now) === query.status)
          .filter((campaign) => !query.campaignIds || query.campaignIds.includes(campaign.campaignId))
          .map((campaign) => toCampaign(campaign, now, query.lang));
      },
      async claimCampaign({ session, params }) {
        return reward(await claim(session, params.campaignId));
      },
      async activateOptIn({ session, params }) {
        const campaign = await campaignOf(session, params.campaignId);
        if (campaign.category !== 'OPT_IN')
          throw refusal(ERRORS.bonusNotEligible, 'This campaign is not an opt-in');
        if (isCashback(campaign)) return activateCashbackOf(session, campaign.campaignId);
        return reward(await claim(session, campaign.campaignId));
      },
      async deactivateOptIn({ session, params }) {
        const campaign = await campaignOf(session, params.campaignId);
        const assignment = await assignmentOfCampaign(ctx.db, session.playerId, campaign.campaignId);
        if (!assignment || (assignment.status !== 'ACTIVE' && assignment.status !== 'QUEUED')) {
          throw refusal(ERRORS.bonusNotEligible, 'You have not opted in to this campaign');
        }
        return reward(
          await forfeit(ctx, {
            playerId: session.playerId,
            siteId: session.siteId,
            assignmentId: assignment.assignmentId,
          }),
        );
      },
      async activateBonus({ session, body: input }) {
        return reward(
          await activateQueued(ctx, {
            playerId: session.playerId,
            siteId: session.siteId,
            assignmentId: input.bonusAssignmentId,
          }),
        );
      },
      async bonusAssignmentState({ session, params, body }) {
        const { state } = body;
        const input = {
          playerId: session.playerId,
          siteId: session.siteId,
          assignmentId: params.assignmentId,
        };
        return reward(state === 'FORFEITED' ? await forfeit(ctx, input) : await activateQueued(ctx, input));
      },
      async claimQueuedBonus({ session, params }) {
        return reward(
          await activateQueued(ctx, {
            playerId: session.playerId,
            siteId: session.siteId,
            assignmentId: params.queuedPlayerBonusId,
            campaignId: params.campaignId,
          }),
        );
      },
      async claimPartnerBonusCode({ session, body: input }) {
        const campaign = await campaignByCode(ctx.db, session.siteId, input.partnerBonusCode);
        const assignment = campaign
          ? await assignmentOfCampaign(ctx.db, session.playerId, campaign.campaignId)
          : null;
        if (!assignment || assignment.assignmentId !== input.bonusAssignmentId) {
          throw refusal(ERRORS.bonusCodeInvalid, 'This partner bonus code does not belong to this bonus');
        }
        return reward(
          await activateQueued(ctx, {
            playerId: session.playerId,
            siteId: session.siteId,
            assignmentId: input.bonusAssignmentId,
          }),
        );
      },
      async gameLimitations({ session, params, c }) {
        const gameId = params.gameId;
        const game = findGame(siteOf(c).brandId, gameId);
        return gameLimitations(ctx, {
          playerId: session.playerId,
          gameId,
          live: game?.type === 'liveCasino',
        });
      },

      // Rewards --------------------------------------------------------------------------------
      async rewards({ session, query }) {
        return listRewards(ctx, { playerId: session.playerId, siteId: session.siteId, query });
      },
      async claimReward({ session, params }) {
        const campaign = await campaignOf(session, params.campaignId);
        if (isCashback(campaign)) return activateCashbackOf(session, campaign.campaignId);
        return reward(await claim(session, campaign.campaignId));
      },
      async forfeitReward({ session, params, body: input }) {
        return reward(
          await forfeit(ctx, {
            playerId: session.playerId,
            siteId: session.siteId,
            assignmentId: params.assignmentId,
            wageringAmount: toMinorUnits(input.wageringAmount),
          }),
        );
      },
      async rewardConsent({ session, body: input }) {
        const campaign = await campaignOf(session, input.campaignId);
        await setConsent(ctx.db, session.playerId, campaign.campaignId, input.agreed, await ctx.clock.now());
        return { campaignId: campaign.campaignId, agreed: input.agreed };
      },
      async rewardAgree({ session, body: input }) {
        const campaign = input.bonusCode
          ? await codeCampaign(session, input.bonusCode)
          : input.campaignId
            ? await campaignOf(session, input.campaignId)
            : null;
        if (!campaign) throw refusal(ERRORS.bonusCampaignNotFound, 'Name a campaign or a bonus code');
        if (input.campaignId && input.campaignId !== campaign.campaignId) {
          throw refusal(ERRORS.bonusCodeInvalid, 'This bonus code belongs to another campaign');
        }
        await setConsent(ctx.db, session.playerId, campaign.campaignId, input.agreed, await ctx.clock.now());
        if (!input.agreed) return currentReward(session, campaign);
        if (isCashback(campaign)) return activateCashbackOf(session, campaign.campaignId);
        return reward(await claim(session, campaign.campaignId, Boolean(input.bonusCode)));
      },
      async campaignsConsent({ session, body: input }) {
        const now = await ctx.clock.now();
        await setConsent(ctx.db, session.playerId, '*', input.agreed, now);
        for (const campaignId of input.campaignIds ?? []) {
          if (await findCampaign(ctx.db, session.siteId, campaignId)) {
            await setConsent(ctx.db, session.playerId, campaignId, input.agreed, now);
          }
        }
        return { agreed: input.agreed, updatedAt: now.toISOString() };
      },
      // The sandbox has no SoftSwiss sportsbook: nothing to list, nothing to claim.
      async softswissSportsbookRewards() {
        return [];
      },
      async softswissSportsbookBonuses() {
        return [];
      },
      async claimSoftswissSportsbookBonus() {
        throw refusal(ERRORS.bonusCampaignNotFound, 'No such sportsbook bonus');
      },

      // Cashback -------------------------------------------------------------------------------
      async activateCashback({ session, params }) {
        return activateCashbackOf(session, params.campaignId);
      },
      async deactivateCashback({ session, params }) {
        const campaign = await cashbackCampaign(ctx.db, session.siteId, params.campaignId);
        if (!campaign) throw refusal(ERRORS.bonusCampaignNotFound, 'No such cashback campaign');
        if (
          !(await deactivateCashback(ctx.db, session.playerId, campaign.campaignId, await ctx.clock.now()))
        ) {
          throw refusal(ERRORS.bonusNotEligible, 'This cashback is not active');
        }
        return currentReward(session, campaign);
      },
      async cashbackProgress({ session, params }) {
        const campaign = await cashbackCampaign(ctx.db, session.siteId, params.campaignId);
        if (!campaign) throw refusal(ERRORS.bonusCampaignNotFound, 'No such cashback campaign');
        return progressOf(ctx, session.playerId, campaign);
      },
      async claimCashback({ session, params }) {
        const campaign = await cashbackCampaign(ctx.db, session.siteId, params.campaignId);
        if (!campaign) throw refusal(ERRORS.bonusCampaignNotFound, 'No such cashback campaign');
        return settle(await claimCashback(ctx, { playerId: session.playerId, campaign }));
      },
      async loyaltyCashbackProgress({ session }) {
        return progressOf(ctx, session.playerId, await loyaltyCampaign(ctx.db, session.siteId));
      },
      async claimLoyaltyCashback({ session }) {
        const campaign = await loyaltyCampaign(ctx.db, session.siteId);
        if (!campaign) throw refusal(ERRORS.cashbackNothingToClaim, 'This site has no loyalty cashback');
        return settle(await claimCashback(ctx, { playerId: session.playerId, campaign }));
      },

      // Free spins -----------------------------------------------------------------------------
      async claimFreeSpins({ session, params }) {
        const campaign = await campaignOf(session, params.campaignId);
        if (campaign.bonusType !== 'FREE_SPINS')
          throw refusal(ERRORS.bonusNotEligible, 'Not a free-spins campaign');
        return reward(await claim(session, campaign.campaignId));
      },
      async freeSpinsDetails({ session, query }) {
        const { campaignId } = query;
        const campaign = await campaignOf(session, campaignId);
        const { reward: view } = await currentReward(session, campaign);
        if (!view.freeSpinDetail) throw refusal(ERRORS.bonusNotEligible, 'Not a free-spins campaign');
        return view.freeSpinDetail;
      },
      async freeSpinsProgress({ session, query }) {
        const { campaignId } = query;
        const campaign = await campaignOf(session, campaignId);
        await settleDue(ctx, session.playerId);
        const assignment = await assignmentOfCampaign(ctx.db, session.playerId, campaign.campaignId);
        const spins = campaign.rules.freeSpins;
        if (!spins) throw refusal(ERRORS.bonusNotEligible, 'Not a free-spins campaign');
        return {
          spins: spins.spins,
          spinsUsed: assignment?.spinsUsed ?? 0,
          winnings: (await toReward(ctx.db, campaign, assignment, await ctx.clock.now())).bonusAmount ?? '0',
          currencyCode: session.player.currencyCode,
        };
      },

      // Bonus codes ----------------------------------------------------------------------------
      async manualClaimAvailability({ session }) {
        const codes = (await siteCampaigns(ctx.db, session.siteId)).some(
          (campaign) => campaign.bonusCode !== null && campaign.status === 'ACTIVE',
        );
        return { isAvailable: codes };
      },
      async manualClaim({ session, body: input }) {
        const codes = (await siteCampaigns(ctx.db, session.siteId)).some(
          (campaign) => campaign.bonusCode !== null && campaign.status === 'ACTIVE',
        );
        if (!codes) throw refusal(ERRORS.invalidSiteId, 'Bonus codes cannot be claimed on this site');
        const campaign = await codeCampaign(session, input.bonusCode);
        return reward(await claim(session, campaign.campaignId, true));
      },
      async validateBonusCode({ session, body: input }) {
        const campaign = await codeCampaign(session, input.bonusCode);
        return { bonusCode: input.bonusCode, campaignId: campaign.campaignId };
      },
    },
  };
}
