/**
 * The level-up toast (spec 2 §3 PLAYER_LOYALTY_LEVEL, spec 3 §3 "Loyalty level"; issue 29): when
 * the live feed (the header wallet's socket, lib/feedEvents.ts) says the player's loyalty level
 * rose, the header reads the level with its title (the `loyaltyLevel` endpoint,
 * routes/loyalty-level.ts) and shows a toast naming it, once per level. A message without
 * `isLevelUp`, or an answer that is not a level, shows nothing.
 */
import { useCallback } from 'react';
import { useFeedMessages } from '../../lib/feedEvents.ts';
import { useT } from '../../lib/i18n.ts';
import { toastStore } from '../../lib/toastStore.ts';

const LEVEL_MESSAGES = ['PLAYER_LOYALTY_LEVEL'];

/** The endpoint's answer, checked: a level with a title. */
export function levelOf(value: unknown): { level: number; title: string } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { level, title } = value as { level?: unknown; title?: unknown };
  if (typeof level !== 'number' || !Number.isInteger(level) || level < 0) return null;
  if (typeof title !== 'string' || title.trim() === '' || title.length > 200) return null;
  return { level, title: title.trim() };
}

export function useLevelUpToast(endpoint: string): void {
  const t = useT();
  const onMessage = useCallback(
    (message: Record<string, unknown>) => {
      if (message['isLevelUp'] !== true) return;
      fetch(endpoint, { headers: { Accept: 'application/json' } })
        .then(async (response) => (response.ok ? levelOf(await response.json()) : null))
        .then((level) => {
          if (!level) return;
          toastStore.push({
            id: `loyalty-level-${level.level}`,
            kind: 'success',
            message: t('loyalty.levelUp', { title: level.title }),
          });
        })
        .catch((error: unknown) => console.warn('[loyalty] level read failed', error));
    },
    [endpoint, t],
  );
  useFeedMessages(LEVEL_MESSAGES, onMessage);
}
