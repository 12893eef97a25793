/**
 * Bonus code `/my-account/bonus-code` (spec 3 §2 "Rewards area": needs manual claim allowed, which
 * the route guard checks; §3 "Bonus state"; §4 "Bonus code"; §5; §8). The code a player brought to
 * the login (kept in the query as `bonusCode`) is filled in. "Check code" validates it; "Claim
 * bonus" validates and claims with state ACTIVATED, then the player lands on the active rewards
 * with a toast naming the reward. Plain form posts: it works before JavaScript loads. The rules are
 * in features/rewards/bonusCode.server.ts, the page in features/rewards/BonusCodePage.tsx.
 */
import type { Route } from './+types/bonus-code';
import { BonusCodePage } from '../features/rewards/index.ts';
import { loadBonusCodePage, runBonusCodeAction } from '../features/rewards/index.server.ts';
import { playerPage } from '../lib/page.server.ts';

export function loader(args: Route.LoaderArgs) {
  return loadBonusCodePage(playerPage(args));
}

export function action(args: Route.ActionArgs) {
  return runBonusCodeAction(playerPage(args));
}

export default function BonusCode({ loaderData, actionData }: Route.ComponentProps) {
  return <BonusCodePage loaderData={loaderData} actionData={actionData} />;
}
