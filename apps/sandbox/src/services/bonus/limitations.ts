/**
 * A game's bonus limitations (spec 3 §7 "games/{id}/limitations"): from the active bonus of the
 * game's vertical, GAME_EXCLUDED (0 %), REDUCED_CONTRIBUTION (< 100 %), MAX_BET (the campaign's max
 * bet, shown but not enforced on stakes), else NO_LIMITATIONS; no active bonus: NO_LIMITATIONS.
 */
import { fromMinorUnits } from '@casino/player-api';
import type { BonusVertical, CampaignRules } from '../../db/schema.ts';
import type { SandboxContext } from '../context.ts';
import { assignmentsOf, settleDue } from './campaigns.ts';
import { contributionOf } from './stakes.ts';

/** What the active bonus of the game's vertical allows in it (spec 3 §7 games/{id}/limitations). */
export async function gameLimitations(
  ctx: SandboxContext,
  input: { playerId: string; gameId: string; live: boolean },
) {
  await settleDue(ctx, input.playerId);
  const vertical: BonusVertical = input.live ? 'LIVE_CASINO' : 'CASINO';
  const mine = await assignmentsOf(ctx.db, input.playerId);
  const active = mine.find(
    (row) => row.assignment.status === 'ACTIVE' && row.assignment.vertical === vertical,
  );
  const none = {
    gameId: input.gameId,
    status: 'NO_LIMITATIONS' as const,
    contributionPercent: null,
    maxBet: null,
  };
  if (!active) return none;
  const rules: CampaignRules = active.campaign.rules;
  const percent = contributionOf(active.campaign, input.live ? 'LIVE_CASINO' : 'CASINO', input.gameId);
  const maxBet = rules.maxBet ? fromMinorUnits(BigInt(rules.maxBet)) : null;
  if (percent === 0) return { ...none, status: 'GAME_EXCLUDED' as const, contributionPercent: 0, maxBet };
  if (percent < 100)
    return { ...none, status: 'REDUCED_CONTRIBUTION' as const, contributionPercent: percent, maxBet };
  if (maxBet) return { ...none, status: 'MAX_BET' as const, contributionPercent: percent, maxBet };
  return { ...none, contributionPercent: percent };
}

export type GameLimitation = Awaited<ReturnType<typeof gameLimitations>>;
