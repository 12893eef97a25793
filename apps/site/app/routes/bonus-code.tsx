/**
 * Bonus code `/my-account/bonus-code` (spec 3 §2 "Rewards area": needs manual claim allowed, which
 * the route guard checks; §3 "Bonus state"; §4 "Bonus code"; §5; §8). The code a player brought to
 * the login (kept in the query as `bonusCode`) is filled in. "Check code" validates it; "Claim
 * bonus" validates and claims with state ACTIVATED, then the player lands on the active rewards
 * with a toast naming the reward. Plain form posts: it works before JavaScript loads. The rules are
 * in features/rewards/bonusCode.server.ts, the page in features/rewards/BonusCodePage.tsx.
 *
 * In the account area's frame (issue 27): the account menu beside the page from desktop width, a
 * link back to it on a phone.
 */
import { data } from 'react-router';
import type { Route } from './+types/bonus-code';
import { BonusCodePage } from '../features/rewards/index.ts';
import { loadBonusCodePage, runBonusCodeAction } from '../features/rewards/index.server.ts';
import { AccountShell } from '../features/account/index.ts';
import { accountNav } from '../features/account/index.server.ts';
import { playerPage } from '../lib/page.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const page = playerPage(args);
  // The page's data and the account menu's paths (the account area's frame).
  const answer = await loadBonusCodePage(page);
  return data({ ...answer.data, nav: accountNav(page) }, answer.init ?? undefined);
}

export function action(args: Route.ActionArgs) {
  return runBonusCodeAction(playerPage(args));
}

export default function BonusCode({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountShell nav={loaderData.nav} current="rewards">
      <BonusCodePage loaderData={loaderData} actionData={actionData} />
    </AccountShell>
  );
}
