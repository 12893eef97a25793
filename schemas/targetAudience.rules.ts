/**
 * Rules of `targetAudience` (targetAudience.ts): who sees a banner, content box or tournament box
 * (spec 3 §3 "Content box", §5).
 */

/** Choosing groups needs at least one group; choosing players needs at least one player id. */
export function targetAudienceRule(
  value:
    { targetAudienceOption?: string; targetGroups?: unknown[]; targetPlayersIds?: unknown[] } | undefined,
): true | string {
  if (value?.targetAudienceOption === 'group' && (value.targetGroups ?? []).length === 0) {
    return 'Choose at least one deposit-count group';
  }
  if (value?.targetAudienceOption === 'players' && (value.targetPlayersIds ?? []).length === 0) {
    return 'List at least one player id';
  }
  return true;
}

/** A player id as the player API issues them: letters, digits, dashes and underscores. */
export function playerIdRule(value: string | undefined): true | string {
  if (value === undefined) return true;
  return /^[A-Za-z0-9_-]{1,64}$/.test(value) || 'Must be a player id: letters, digits, dashes or underscores';
}
