/**
 * The activity reminder's server side (spec 2 §4 "Activity reminder", §7 "Remaining time", "Reset
 * timer", "Activity summary"; UKGC RTS 13 reality checks), for the resource route the reminder
 * polls (routes/activity.ts, ActivityReminder.tsx): the minutes left of the period and, when time
 * is up, the period's summary; and the reset, which reads the new period's minutes again.
 */
import { z } from 'zod';
import { activityTimeUp } from '@casino/domain';
import type { PlayerApiClient } from '@casino/player-api';
import type { ActivitySummary } from '../../lib/realityCheck.ts';

/** What the reminder's poll answers. */
export interface ActivityPoll {
  minutes: number | null;
  summary: ActivitySummary | null;
}

/** The reset's form. */
export const activityResetForm = z.object({ intent: z.literal('reset') });

/** A failed call answers 502 (a 401/403 has already marked the session lost for the root middleware). */
function failed(error: unknown): null {
  console.warn(`[site] activity reminder call failed: ${(error as Error).message}`);
  return null;
}

/** The minutes left, with the summary when time is up (a summary that fails to load is null); null when the call failed. */
export async function pollActivity(
  playerApi: PlayerApiClient,
  currency: string,
): Promise<ActivityPoll | null> {
  const remaining = await playerApi.activityMinutesRemaining().catch(failed);
  if (!remaining) return null;
  const { minutes } = remaining;
  let summary: ActivitySummary | null = null;
  if (activityTimeUp(minutes)) {
    summary = await playerApi
      .activityCheckResult()
      .then((result) => ({ ...result, currency }))
      .catch((error: unknown) => {
        console.warn(`[site] activity summary failed: ${(error as Error).message}`);
        return null;
      });
  }
  return { minutes, summary };
}

/** Restarts the period and reads its minutes again (spec 2 §4: "Reset also refetches the minutes"). */
export async function resetActivity(playerApi: PlayerApiClient): Promise<ActivityPoll | null> {
  const reset = await playerApi.activityResetTimer({ body: {} }).catch(failed);
  const remaining = reset && (await playerApi.activityMinutesRemaining().catch(failed));
  return remaining ? { minutes: remaining.minutes, summary: null } : null;
}
