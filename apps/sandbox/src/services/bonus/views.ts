/**
 * How campaigns and a player's assignments read in the contract (spec 3 §3 "Reward", §7 campaigns):
 * a campaign's status on the sandbox clock (an ACTIVE campaign past its end reads EXPIRED), its
 * texts in the player's language, the reward of a campaign and of the player's assignment of it,
 * and the wagering figures the forfeit modals show.
 */
import { fromMinorUnits, type Reward } from '@casino/player-api';
import type { Executor } from '../../db/database.ts';
import type { CampaignTexts } from '../../db/schema.ts';
import { cashbackInfo } from './cashback.ts';
import type { AssignmentRow, CampaignRow } from './moves.ts';

export function campaignStatusAt(campaign: CampaignRow, now: Date): CampaignRow['status'] {
  if (campaign.status === 'ACTIVE' && campaign.endAt && campaign.endAt <= now) return 'EXPIRED';
  return campaign.status;
}

function displayInfo(campaign: CampaignRow, lang?: string) {
  const t = texts(campaign, lang);
  return { title: t.title, description: t.description, imageUrl: null, termsUrl: null };
}

/** A deposit bonus's smallest deposit (minor units; 0 without the rule). */
export function minDepositOf(campaign: CampaignRow): bigint {
  const min = campaign.rules.minDeposit;
  return min && /^\d{1,12}$/.test(min) ? BigInt(min) : 0n;
}

export function isCashback(campaign: CampaignRow): boolean {
  return campaign.triggerEvent.startsWith('CASHBACK_');
}

/**
 * A sports money bonus: the sportsbook's own (spec 3 §7 "SoftSwiss sportsbook"), listed and
 * claimed by its calls (sportsbook.ts), not among the rewards. A sports cashback stays a reward.
 */
export function isSportsbookBonus(campaign: CampaignRow): boolean {
  return campaign.vertical === 'SPORTS' && !isCashback(campaign);
}

export function texts(campaign: CampaignRow, lang: string | undefined): CampaignTexts {
  return campaign.texts[lang ?? 'en'] ?? campaign.texts.en ?? { title: campaign.name, description: '' };
}

export function toCampaign(campaign: CampaignRow, now: Date, lang?: string) {
  return {
    campaignId: campaign.campaignId,
    name: campaign.name,
    campaignStatus: campaignStatusAt(campaign, now),
    campaignCategory: campaign.category,
    vertical: campaign.vertical,
    bonusType: campaign.bonusType,
    triggerEvent: campaign.triggerEvent as Reward['triggerEvent'],
    startAt: campaign.startAt?.toISOString() ?? null,
    endAt: campaign.endAt?.toISOString() ?? null,
    requiresConsent: campaign.requiresConsent,
    campaignDisplayInfo: displayInfo(campaign, lang),
  };
}

/** The reward (spec 3 §3) of a campaign, and of the player's assignment of it when there is one. */
export async function toReward(
  ex: Executor,
  campaign: CampaignRow,
  assignment: AssignmentRow | null,
  now: Date,
  lang?: string,
): Promise<Reward> {
  const spins = campaign.rules.freeSpins;
  const cashback = isCashback(campaign);
  return {
    campaignId: campaign.campaignId,
    assignmentId: assignment?.assignmentId ?? null,
    campaignStatus: campaignStatusAt(campaign, now),
    campaignCategory: campaign.category,
    vertical: campaign.vertical,
    bonusType: campaign.bonusType,
    betBonusType: campaign.bonusType === 'FREE_SPINS' ? -1 : 0,
    bonusKind: campaign.sticky ? 'STICKY' : 'NON_STICKY',
    triggerEvent: campaign.triggerEvent as Reward['triggerEvent'],
    cashbackInfo: cashback ? await cashbackInfo(ex, campaign, assignment, now) : null,
    cashbackActivated: cashback && assignment?.status === 'ACTIVE',
    cashbackBooster: campaign.rules.cashback?.boosterGameIds?.length
      ? { boosterGames: campaign.rules.cashback.boosterGameIds.map((gameId) => ({ gameId })) }
      : null,
    hasBonusCode: campaign.bonusCode !== null,
    partnerBonusCode: null,
    wrMultiplier: campaign.wrMultiplier,
    minDeposit: campaign.rules.minDeposit ? fromMinorUnits(minDepositOf(campaign)) : null,
    freeSpinDetail: spins
      ? {
          spins: spins.spins,
          spinsUsed: assignment?.spinsUsed ?? 0,
          spinValue: fromMinorUnits(BigInt(spins.spinValue)),
          gameIds: spins.gameIds,
          expiresAt: assignment?.expiresAt?.toISOString() ?? null,
        }
      : null,
    queuedPlayerBonus:
      assignment?.status === 'QUEUED'
        ? { queuedPlayerBonusId: assignment.assignmentId, credited: false }
        : null,
    wageringAmount: fromMinorUnits(assignment?.wagered ?? 0n),
    bonusAmount: assignment?.vertical ? fromMinorUnits(assignment.bonusAmount) : null,
    wageringRequirement: assignment?.vertical ? fromMinorUnits(assignment.wageringRequired) : null,
    expiresAt: (assignment?.expiresAt ?? campaign.endAt)?.toISOString() ?? null,
    startedAt: assignment?.activatedAt?.toISOString() ?? null,
    endedAt: assignment?.endedAt?.toISOString() ?? null,
    campaignDisplayInfo: displayInfo(campaign, lang),
  };
}

/** The wagering figures of an assignment (for the forfeit modals). */
export function wageringOf(assignment: AssignmentRow) {
  const required = assignment.wageringRequired;
  const progress = required > 0n ? Number((assignment.wagered * 10_000n) / required) / 100 : 100;
  return {
    bonusAmount: fromMinorUnits(assignment.bonusAmount),
    wageringAmount: fromMinorUnits(assignment.wagered),
    wageringRequired: fromMinorUnits(required),
    wageringProgress: Math.min(100, progress),
  };
}
