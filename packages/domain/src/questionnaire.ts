/**
 * When the enhanced-due-diligence questionnaire opens by itself (spec 2 §4 "Enhanced
 * questionnaire"), apart from verification.ts so the page shell carries only these few lines.
 */

/** Local-storage key of the players who were shown the questionnaire (spec 2 §3). */
export const QUESTIONNAIRE_SEEN_KEY = 'questionnairePlayerId';

/** The profile needs the questionnaire now (spec 2 §4): requested and the level EDD_PENDING. */
export function questionnaireDue(profile: { eddQuestionnaire: boolean; kycStatus: string }): boolean {
  return profile.eddQuestionnaire && profile.kycStatus === 'EDD_PENDING';
}

/**
 * spec 2 §4: the questionnaire opens by itself when it is due and the player has not been shown it
 * before (`seen` is the stored `questionnairePlayerId` value: player ids, comma-separated).
 */
export function questionnaireAutoOpens(
  profile: { playerId: string; eddQuestionnaire: boolean; kycStatus: string },
  seen: string | null,
): boolean {
  if (!questionnaireDue(profile)) return false;
  return !(seen ?? '').split(',').includes(profile.playerId);
}

/** The stored value after showing the questionnaire to `playerId`. */
export function questionnaireSeen(playerId: string, seen: string | null): string {
  const ids = (seen ?? '').split(',').filter(Boolean);
  return ids.includes(playerId) ? ids.join(',') : [...ids, playerId].slice(-20).join(',');
}
