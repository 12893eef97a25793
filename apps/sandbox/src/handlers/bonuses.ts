/**
 * Bonuses, rewards, cashback, free spins and bonus codes (spec 3 §7 "Bonuses and rewards"). The
 * engine and its rules are the bonus wing's (services/bonus/: rewards.ts for these calls,
 * claims.ts, forfeits.ts, cashback.ts, freeSpins.ts, codes.ts, limitations.ts; rules.ts for the
 * arithmetic). Every refusal is the contract's 400 reward error (spec 3 §8).
 */
import { toMinorUnits } from '@casino/player-api';
import { settle, type Handlers } from '../kernel/handlers.ts';
import { siteOf } from '../request.ts';
import {
  activateCashback,
  activateOptIn,
  activateQueued,
  campaignsConsent,
  campaignsOf,
  cashbackProgress,
  claimCampaign,
  claimCashbackCampaign,
  claimFreeSpins,
  claimLoyaltyCashback,
  claimPartnerBonusCode,
  claimReward,
  claimSportsbookBonus,
  deactivateCashbackCampaign,
  deactivateOptIn,
  forfeit,
  freeSpinsDetails,
  freeSpinsProgress,
  gameLimitations,
  listRewards,
  loyaltyCashbackProgress,
  manualClaim,
  manualClaimAvailable,
  rewardAgree,
  rewardConsent,
  sportsbookBonuses,
  sportsbookRewards,
  validateBonusCode,
  type Caller,
} from '../services/bonus/index.ts';
import { findGame } from '../services/games/index.ts';
import type { SandboxContext } from '../services/context.ts';
import type { CurrentSession } from '../services/identity/index.ts';

/** The player and site a call is for. */
const callerOf = (session: CurrentSession): Caller => ({
  playerId: session.playerId,
  siteId: session.siteId,
});

export function bonusesHandlers(ctx: SandboxContext): Handlers<CurrentSession> {
  return {
    player: {
      // Campaigns ------------------------------------------------------------------------------
      async campaigns({ session, query }) {
        return campaignsOf(ctx, session.siteId, query);
      },
      async claimCampaign({ session, params }) {
        return settle(await claimCampaign(ctx, { ...callerOf(session), campaignId: params.campaignId }));
      },
      async activateOptIn({ session, params }) {
        return settle(await activateOptIn(ctx, callerOf(session), params.campaignId));
      },
      async deactivateOptIn({ session, params }) {
        return settle(await deactivateOptIn(ctx, callerOf(session), params.campaignId));
      },
      async activateBonus({ session, body }) {
        return settle(
          await activateQueued(ctx, { ...callerOf(session), assignmentId: body.bonusAssignmentId }),
        );
      },
      async bonusAssignmentState({ session, params, body }) {
        const input = { ...callerOf(session), assignmentId: params.assignmentId };
        return settle(
          body.state === 'FORFEITED' ? await forfeit(ctx, input) : await activateQueued(ctx, input),
        );
      },
      async claimQueuedBonus({ session, params }) {
        return settle(
          await activateQueued(ctx, {
            ...callerOf(session),
            assignmentId: params.queuedPlayerBonusId,
            campaignId: params.campaignId,
          }),
        );
      },
      async claimPartnerBonusCode({ session, body }) {
        return settle(await claimPartnerBonusCode(ctx, callerOf(session), body));
      },
      async gameLimitations({ session, params, c }) {
        const game = findGame(siteOf(c).brandId, params.gameId);
        return gameLimitations(ctx, {
          playerId: session.playerId,
          gameId: params.gameId,
          live: game?.type === 'liveCasino',
        });
      },

      // Rewards --------------------------------------------------------------------------------
      async rewards({ session, query }) {
        return listRewards(ctx, { ...callerOf(session), query });
      },
      async claimReward({ session, params }) {
        return settle(await claimReward(ctx, callerOf(session), params.campaignId));
      },
      async forfeitReward({ session, params, body }) {
        return settle(
          await forfeit(ctx, {
            ...callerOf(session),
            assignmentId: params.assignmentId,
            wageringAmount: toMinorUnits(body.wageringAmount),
          }),
        );
      },
      async rewardConsent({ session, body }) {
        return settle(await rewardConsent(ctx, callerOf(session), body));
      },
      async rewardAgree({ session, body }) {
        return settle(await rewardAgree(ctx, callerOf(session), body));
      },
      async campaignsConsent({ session, body }) {
        return campaignsConsent(ctx, callerOf(session), body);
      },
      // The sportsbook's bonuses: the engine's SPORTS bonuses (services/bonus/sportsbook.ts).
      async softswissSportsbookRewards({ session, query }) {
        return sportsbookRewards(ctx, callerOf(session), query.lang);
      },
      async softswissSportsbookBonuses({ session, query }) {
        return sportsbookBonuses(ctx, callerOf(session), query.lang);
      },
      async claimSoftswissSportsbookBonus({ session, body }) {
        return settle(await claimSportsbookBonus(ctx, callerOf(session), body.bonusId)).bonus;
      },

      // Cashback -------------------------------------------------------------------------------
      async activateCashback({ session, params }) {
        return settle(await activateCashback(ctx, callerOf(session), params.campaignId));
      },
      async deactivateCashback({ session, params }) {
        return settle(await deactivateCashbackCampaign(ctx, callerOf(session), params.campaignId));
      },
      async cashbackProgress({ session, params }) {
        return settle(await cashbackProgress(ctx, callerOf(session), params.campaignId));
      },
      async claimCashback({ session, params }) {
        return settle(await claimCashbackCampaign(ctx, callerOf(session), params.campaignId));
      },
      async loyaltyCashbackProgress({ session }) {
        return loyaltyCashbackProgress(ctx, callerOf(session));
      },
      async claimLoyaltyCashback({ session }) {
        return settle(await claimLoyaltyCashback(ctx, callerOf(session)));
      },

      // Free spins -----------------------------------------------------------------------------
      async claimFreeSpins({ session, params }) {
        return settle(await claimFreeSpins(ctx, callerOf(session), params.campaignId));
      },
      async freeSpinsDetails({ session, query }) {
        return settle(await freeSpinsDetails(ctx, callerOf(session), query.campaignId)).detail;
      },
      async freeSpinsProgress({ session, query }) {
        return settle(
          await freeSpinsProgress(ctx, callerOf(session), query.campaignId, session.player.currencyCode),
        );
      },

      // Bonus codes ----------------------------------------------------------------------------
      async manualClaimAvailability({ session }) {
        return { isAvailable: await manualClaimAvailable(ctx, session.siteId) };
      },
      async manualClaim({ session, body }) {
        return settle(await manualClaim(ctx, callerOf(session), body.bonusCode));
      },
      async validateBonusCode({ session, body }) {
        return settle(await validateBonusCode(ctx, callerOf(session), body.bonusCode));
      },
    },
  };
}
