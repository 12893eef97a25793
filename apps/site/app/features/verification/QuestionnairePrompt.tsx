/**
 * Opens the enhanced-due-diligence questionnaire by itself (spec 2 §4): when the profile needs it
 * (requested, level EDD_PENDING) and this player has not been shown it on this device
 * (`questionnairePlayerId` in local storage), the page moves to the verification page with the
 * questionnaire's reminder open, remembering where the player was ("Later" goes back there). The
 * verification page records that it was shown. Nothing is rendered; the check runs after
 * hydration, so a page without JavaScript is never redirected.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { QUESTIONNAIRE_SEEN_KEY, questionnaireAutoOpens } from '@casino/domain';
import { useSitePaths } from '../../lib/links.ts';

export interface QuestionnairePromptProps {
  playerId: string;
  kycStatus: string;
  eddQuestionnaire: boolean;
}

export function QuestionnairePrompt({ playerId, kycStatus, eddQuestionnaire }: QuestionnairePromptProps) {
  const navigate = useNavigate();
  const verification = useSitePaths()['account-verification'];
  const { pathname, search } = useLocation();
  useEffect(() => {
    let seen: string | null = null;
    try {
      seen = localStorage.getItem(QUESTIONNAIRE_SEEN_KEY);
    } catch {
      return;
    }
    if (pathname === verification) return;
    if (!questionnaireAutoOpens({ playerId, kycStatus, eddQuestionnaire }, seen)) return;
    const back = encodeURIComponent(`${pathname}${search}`);
    void navigate(`${verification}?questionnaire=reminder&back=${back}`);
  }, [verification, playerId, kycStatus, eddQuestionnaire, pathname, search, navigate]);
  return null;
}
