/**
 * The sportsbook's bonuses (spec 3 §7 "SoftSwiss sportsbook: softswiss/sportsbook and
 * softswiss/sportsbook/bonuses (fetch and claim)"; §4 "Rewards" tracks them apart from the other
 * rewards). In the sandbox a sportsbook bonus is a campaign of the bonus engine in the SPORTS
 * vertical (views.ts `isSportsbookBonus`): its claim is the engine's claim (claims.ts), its money
 * sits in the player's SPORTS bonus wallet, sports bets stake it once the cash runs short and count
 * towards its wagering (stakes.ts), and it converts, expires or is forfeited as every bonus does.
 *
 * Not shown by the spec, chosen as a regulated operator would:
 * - `bonuses` lists what the player may claim now (AVAILABLE): an ACTIVE campaign of the site, inside
 *   its dates, never assigned to the player, whose trigger allows a claim without a deposit or code.
 * - `rewards` lists what the player has or had: ACTIVE (money in the wallet), CLAIMED (the wagering
 *   was met and it became cash), EXPIRED (expired, forfeited or opted out); a queued one waits in the
 *   rewards area's queue and is not listed.
 * - A claim of anything that is not a sportsbook bonus of the site answers
 *   `error.bonus.campaign_not_found`, the other refusals are the engine's (spec 3 §8).
 */
import { ERRORS, fromMinorUnits, type SportsbookBonus } from '@casino/player-api';
import { refuse, type Outcome } from '../../kernel/outcomes.ts';
import type { SandboxContext } from '../context.ts';
import {
  assignmentOfCampaign,
  assignmentsOf,
  findCampaign,
  playerOf,
  settleDue,
  siteCampaigns,
  triggerRefusal,
} from './campaigns.ts';
import { claimCampaign } from './claims.ts';
import type { AssignmentRow, CampaignRow } from './moves.ts';
import type { Caller } from './rewards.ts';
import { campaignStatusAt, isSportsbookBonus, texts } from './views.ts';

const STATUS: Partial<Record<AssignmentRow['status'], SportsbookBonus['status']>> = {
  ACTIVE: 'ACTIVE',
  COMPLETED: 'CLAIMED',
  EXPIRED: 'EXPIRED',
  FORFEITED: 'EXPIRED',
  DEACTIVATED: 'EXPIRED',
};

function toBonus(
  campaign: CampaignRow,
  assignment: AssignmentRow | null,
  currencyCode: string,
  lang: string | undefined,
): SportsbookBonus {
  const words = texts(campaign, lang);
  const amount = assignment?.bonusAmount ?? campaign.fixedAmount ?? 0n;
  return {
    bonusId: campaign.campaignId,
    title: words.title,
    description: words.description,
    amount: fromMinorUnits(amount),
    currencyCode,
    status: assignment ? STATUS[assignment.status]! : 'AVAILABLE',
    expiresAt: (assignment?.expiresAt ?? campaign.endAt)?.toISOString() ?? null,
    wagering:
      campaign.wrMultiplier > 0
        ? {
            multiplier: campaign.wrMultiplier,
            required: fromMinorUnits(assignment?.wageringRequired ?? amount * BigInt(campaign.wrMultiplier)),
            done: fromMinorUnits(assignment?.wagered ?? 0n),
          }
        : null,
  };
}

/** Contract `softswissSportsbookBonuses`: the sportsbook bonuses the player may claim now. */
export async function sportsbookBonuses(
  ctx: SandboxContext,
  caller: Caller,
  lang?: string,
): Promise<SportsbookBonus[]> {
  await settleDue(ctx, caller.playerId);
  const now = await ctx.clock.now();
  const mine = await assignmentsOf(ctx.db, caller.playerId);
  const player = await playerOf(ctx.db, caller.playerId);
  return (await siteCampaigns(ctx.db, caller.siteId))
    .filter(
      (campaign) =>
        isSportsbookBonus(campaign) &&
        campaignStatusAt(campaign, now) === 'ACTIVE' &&
        !(campaign.startAt && campaign.startAt > now) &&
        !mine.some((row) => row.campaign.campaignId === campaign.campaignId) &&
        triggerRefusal(campaign, { player, deposits: 0, now, mine, viaCode: false, viaDeposit: false }) ===
          null,
    )
    .map((campaign) => toBonus(campaign, null, player.currencyCode, lang));
}

/** Contract `softswissSportsbookRewards`: the sportsbook bonuses the player has or had. */
export async function sportsbookRewards(
  ctx: SandboxContext,
  caller: Caller,
  lang?: string,
): Promise<SportsbookBonus[]> {
  await settleDue(ctx, caller.playerId);
  const { currencyCode } = await playerOf(ctx.db, caller.playerId);
  return (await assignmentsOf(ctx.db, caller.playerId))
    .filter(
      (row) =>
        row.campaign.siteId === caller.siteId &&
        isSportsbookBonus(row.campaign) &&
        STATUS[row.assignment.status] !== undefined,
    )
    .map((row) => toBonus(row.campaign, row.assignment, currencyCode, lang));
}

/** Contract `claimSoftswissSportsbookBonus`: the engine's claim of a sportsbook bonus. */
export async function claimSportsbookBonus(
  ctx: SandboxContext,
  caller: Caller,
  bonusId: string,
): Promise<Outcome<{ bonus: SportsbookBonus }>> {
  const campaign = await findCampaign(ctx.db, caller.siteId, bonusId);
  if (!campaign || campaign.status === 'DRAFT' || !isSportsbookBonus(campaign)) {
    return refuse(ERRORS.bonusCampaignNotFound.code, 'No such sportsbook bonus');
  }
  const claimed = await claimCampaign(ctx, { ...caller, campaignId: campaign.campaignId });
  if (!claimed.ok) return claimed;
  const assignment = await assignmentOfCampaign(ctx.db, caller.playerId, campaign.campaignId);
  const { currencyCode } = await playerOf(ctx.db, caller.playerId);
  return { ok: true, bonus: toBonus(campaign, assignment, currencyCode, undefined) };
}
