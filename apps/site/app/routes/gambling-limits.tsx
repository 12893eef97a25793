/**
 * Gambling limits `/my-account/gambling-limits` (spec 2 §2, §3 "Gambling limits", §4
 * "Responsible gambling", §5 limit errors, §7): deposit and spend limits per period D, W,
 * M (set, edit, delete, cancel a pending change), the activity reminder, a time-out and
 * self-exclusion. The specs have no routes of their own for time-out and self-exclusion, so both
 * are sections of this page (spec 2 §2 lists them here).
 *
 * Laid out as issue 27 asks, in the account area's frame (the account menu beside it on a desktop):
 * what is in force first (each limit set: period, amount, used, left, reset, pending change, with
 * its removal and cancel), then one form to set or change a limit (kind and period as segmented
 * controls, one amount field), then the reminder, the time-out and the self-exclusion as short
 * sections.
 *
 * - The loader runs the three loads in parallel (features/limits/gamblingLimits.server.ts, which
 *   also answers the posts); any failure shows
 *   the page's error state.
 * - Every form is a plain post with an `intent` (works without JavaScript), validated with zod; a
 *   limit change answers a toast with the spec's success message and redirects (post/redirect/get);
 *   a refused one stays on the page with the mapped message beside that limit (the server's own
 *   message for a failed delete or cancel).
 * - A started time-out or self-exclusion logs the player out (lib/auth.server.ts `signOut`, as the
 *   logout route does) and lands on the home page with a toast; the next login is refused with the
 *   exclusion or time-out message. A failed self-exclusion is the toast `error.oops.tryAgain`; a
 *   failed time-out shows its error in its section.
 */
import { data } from 'react-router';
import type { Route } from './+types/gambling-limits';
import { AccountShell } from '../features/account/index.ts';
import { accountNav } from '../features/account/index.server.ts';
import {
  loadGamblingLimits,
  runGamblingLimitsAction,
  type GamblingLimitsActionData,
} from '../features/limits/index.server.ts';
import {
  ActivitySection,
  BreakSection,
  LimitChangeForm,
  LimitsInForce,
  LimitsLoadError,
  LimitsPage,
  limitsStyles,
} from '../features/limits/index.ts';
import { playerPage } from '../lib/page.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const page = playerPage(args);
  const view = await loadGamblingLimits(page.playerApi);
  return data(
    {
      formatting: page.locale.formatting,
      currency: page.player.currency,
      countryCode: page.player.countryCode,
      path: page.href('gambling-limits'),
      nav: accountNav(page),
      view,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

export function action(args: Route.ActionArgs) {
  return runGamblingLimitsAction(playerPage(args));
}

export default function GamblingLimits({ loaderData, actionData }: Route.ComponentProps) {
  const result = (actionData as GamblingLimitsActionData | undefined) ?? null;
  const { view } = loaderData;
  return (
    <AccountShell nav={loaderData.nav} current="limits">
      {view.status === 'error' ? (
        <LimitsLoadError path={loaderData.path} />
      ) : (
        <LimitsPage result={result}>
          <LimitsInForce page={loaderData} view={view} result={result} />
          <LimitChangeForm page={loaderData} view={view} result={result} />
          <div className={limitsStyles.more}>
            <ActivitySection page={loaderData} timer={view.timer} result={result} />
            <BreakSection page={loaderData} kind="timeout" result={result} />
            <BreakSection page={loaderData} kind="selfExclusion" result={result} />
          </div>
        </LimitsPage>
      )}
    </AccountShell>
  );
}
