/**
 * The activity reminder's resource route (features/limits/activity.server.ts) (spec 2 §4 "Activity reminder", §7 "Remaining time",
 * "Reset timer", "Activity summary"; UKGC RTS 13 reality checks), polled by
 * features/limits/ActivityReminder.tsx every 60 s.
 *
 * - GET: `{ minutes }` (null: no timer); when time is up (≤ 0) the activity summary comes with it
 *   (`summary`: turnover, winnings, delta of the period and its window), so the time-up view opens
 *   with one request. A summary that fails to load leaves `summary` null; the view still shows.
 * - POST `intent=reset`: restarts the period and answers the minutes of the new one, read again
 *   from the API (spec 2 §4: "Reset also refetches the minutes").
 * Anonymous callers get 401; a failed call 502 (the reminder tries again at the next poll).
 */
import { data } from 'react-router';
import type { Route } from './+types/activity';
import { activityResetForm, pollActivity, resetActivity } from '../features/limits/index.server.ts';
import { parseFormRequest } from '../lib/form.server.ts';
import { pageContext } from '../lib/page.server.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  if (!page.player) return data({ status: 'anonymous' as const }, { status: 401 });
  const poll = await pollActivity(page.playerApi, page.player.currency);
  if (!poll) return data({ status: 'error' as const }, { status: 502, headers: NO_STORE });
  return data(poll, { headers: NO_STORE });
}

export async function action(args: Route.ActionArgs) {
  const page = pageContext(args);
  if (!page.player) return data({ status: 'anonymous' as const }, { status: 401 });
  const form = await parseFormRequest(args.request, activityResetForm);
  if (!form.ok) return data({ status: 'invalid' as const }, { status: 400 });
  const poll = await resetActivity(page.playerApi);
  if (!poll) return data({ status: 'error' as const }, { status: 502, headers: NO_STORE });
  return data(poll, { headers: NO_STORE });
}
