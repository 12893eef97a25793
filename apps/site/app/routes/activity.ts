/**
 * The activity reminder's resource route (spec 2 §4 "Activity reminder", §7 "Remaining time",
 * "Reset timer", "Activity summary"; UKGC RTS 13 reality checks), polled by
 * components/ActivityReminder.tsx every 60 s.
 *
 * - GET: `{ minutes }` (null: no timer); when time is up (≤ 0) the activity summary comes with it
 *   (`summary`: turnover, winnings, delta of the period and its window), so the time-up view opens
 *   with one request. A summary that fails to load leaves `summary` null; the view still shows.
 * - POST `intent=reset`: restarts the period and answers the minutes of the new one, read again
 *   from the API (spec 2 §4: "Reset also refetches the minutes").
 * Anonymous callers get 401; a failed call 502 (the reminder tries again at the next poll).
 */
import { data } from 'react-router';
import { z } from 'zod';
import { activityTimeUp } from '@casino/domain';
import type { Route } from './+types/activity';
import { appContext, sessionContext } from '../lib/context.ts';
import { readForm } from '../lib/form.server.ts';
import type { ActivitySummary } from '../lib/realityCheck.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };


export interface ActivityPoll {
  minutes: number | null;
  summary: ActivitySummary | null;
}

/** A failed call answers 502 (a 401/403 has already marked the session lost for the root middleware). */
function failed(error: unknown): null {
  console.warn(`[site] activity reminder call failed: ${(error as Error).message}`);
  return null;
}

export async function loader({ context }: Route.LoaderArgs) {
  const { state } = context.get(sessionContext);
  if (state.kind !== 'authorised') return data({ status: 'anonymous' as const }, { status: 401 });
  const { playerApi } = context.get(appContext);
  const remaining = await playerApi.activityMinutesRemaining().catch(failed);
  if (!remaining) return data({ status: 'error' as const }, { status: 502, headers: NO_STORE });
  const { minutes } = remaining;
  let summary: ActivitySummary | null = null;
  if (activityTimeUp(minutes)) {
    summary = await playerApi
      .activityCheckResult()
      .then((result) => ({ ...result, currency: state.player.currency }))
      .catch((error: unknown) => {
        console.warn(`[site] activity summary failed: ${(error as Error).message}`);
        return null;
      });
  }
  return data({ minutes, summary } satisfies ActivityPoll, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { state } = context.get(sessionContext);
  if (state.kind !== 'authorised') return data({ status: 'anonymous' as const }, { status: 401 });
  const form = z.object({ intent: z.literal('reset') }).safeParse((await readForm(request)) ?? {});
  if (!form.success) return data({ status: 'invalid' as const }, { status: 400 });
  const { playerApi } = context.get(appContext);
  const reset = await playerApi.activityResetTimer({ body: {} }).catch(failed);
  const remaining = reset && (await playerApi.activityMinutesRemaining().catch(failed));
  if (!remaining) return data({ status: 'error' as const }, { status: 502, headers: NO_STORE });
  return data({ minutes: remaining.minutes, summary: null } satisfies ActivityPoll, { headers: NO_STORE });
}
