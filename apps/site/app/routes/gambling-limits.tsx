/**
 * Gambling limits `/my-account/gambling-limits` (spec 2 §2, §3 "Gambling limits", §4
 * "Responsible gambling", §5 limit errors, §7): deposit and spend limits per period D, W,
 * M (set, edit, delete, cancel a pending change), the activity reminder, a time-out and
 * self-exclusion. The specs have no routes of their own for time-out and self-exclusion, so both
 * are sections of this page (spec 2 §2 lists them here).
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
import { LIMIT_KINDS } from '@casino/domain';
import type { Route } from './+types/gambling-limits';
import {
  loadGamblingLimits,
  runGamblingLimitsAction,
  type GamblingLimitsActionData,
} from '../features/limits/index.server.ts';
import {
  ActivitySection,
  BreakSection,
  LimitsLoadError,
  LimitsPage,
  LimitsSection,
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
  if (view.status === 'error') return <LimitsLoadError path={loaderData.path} />;
  return (
    <LimitsPage result={result}>
      {LIMIT_KINDS.map((kind) => (
        <LimitsSection
          key={kind}
          page={loaderData}
          kind={kind}
          limits={kind === 'deposit' ? view.deposit : view.spend}
          result={result}
        />
      ))}
      <ActivitySection page={loaderData} timer={view.timer} result={result} />
      <BreakSection page={loaderData} kind="timeout" result={result} />
      <BreakSection page={loaderData} kind="selfExclusion" result={result} />
    </LimitsPage>
  );
}
