/**
 * My account `/my-account/account` (spec 2 §2 account details; issue 27 "a menu of short
 * sub-pages"): the menu of the account's pages — details, phone, address, language, password,
 * marketing, cookies, login history, banking, activity, rewards, limits, verification — each a link
 * with its icon and a one-line summary of what is on file. Each section is its own short page
 * (routes/account-*.tsx); the reads are features/account/account.server.ts, the menu
 * features/account/AccountShell.tsx.
 */
import type { Route } from './+types/account';
import { AccountMenuPage } from '../features/account/index.ts';
import { loadAccountMenuPage } from '../features/account/index.server.ts';
import { playerPage } from '../lib/page.server.ts';

export function loader(args: Route.LoaderArgs) {
  return loadAccountMenuPage(playerPage(args));
}

export default function Account({ loaderData }: Route.ComponentProps) {
  return <AccountMenuPage nav={loaderData.nav} facts={loaderData.facts} />;
}
