/**
 * Rewards `/my-account/rewards` and `/my-account/rewards/active` (spec 3 §2 "Rewards area": tabs
 * rewards and active, active by default; §3 "Reward"; §4 "Rewards"; §5; §8). The reads and actions
 * are in features/rewards/rewards.server.ts, the page in features/rewards/RewardsPage.tsx.
 *
 * - Active: each bonus with its wagering as a bar and the amount left to wager, its expiry, and a
 *   forfeit (confirmed in a dialog first: it removes the bonus money, and for a sticky bonus what
 *   it won); cashback with what it has earned and a claim; free spins with the spins left and
 *   their winnings; queued bonuses with their claim.
 * - Rewards: what the player may take, each with its claim (or activation for opt-in, cashback and
 *   free spins). A claim blocked by an active bonus of the same vertical opens the
 *   forfeit-then-claim prompt naming that bonus; one needing consent opens the consent prompt.
 * - A claimed cashback shows a notice for 5000 ms (spec 3 §9).
 * Every form is a plain post (works before JavaScript loads); the dialogs are server-rendered.
 *
 * In the account area's frame (issue 27): the account menu beside the page from desktop width, a
 * link back to it on a phone.
 */
import { data } from 'react-router';
import type { Route } from './+types/rewards';
import { RewardsPage } from '../features/rewards/index.ts';
import { loadRewardsPage, runRewardsAction } from '../features/rewards/index.server.ts';
import { AccountShell } from '../features/account/index.ts';
import { accountNav } from '../features/account/index.server.ts';
import { playerPage } from '../lib/page.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const page = playerPage(args);
  // The page's data and the account menu's paths (the account area's frame).
  const answer = await loadRewardsPage(page);
  return data({ ...answer.data, nav: accountNav(page) }, answer.init ?? undefined);
}

export function action(args: Route.ActionArgs) {
  return runRewardsAction(playerPage(args));
}

export default function Rewards({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountShell nav={loaderData.nav} current="rewards">
      <RewardsPage loaderData={loaderData} actionData={actionData} />
    </AccountShell>
  );
}
