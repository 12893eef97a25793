/**
 * Cookie preferences `/my-account/account/cookies` (spec 2 §3 "Marketing and cookies", §4
 * "Cookies"): the choice on record, read back from the API, and its change.
 * One of the account area's short pages (issue 27), in its frame; the reads and posts are
 * features/account/account.server.ts.
 */
import type { Route } from './+types/account-cookies';
import { type AccountActionData, AccountShell, CookiesSection } from '../features/account/index.ts';
import { loadCookiesPage, runAccountAction } from '../features/account/index.server.ts';
import { useT } from '../lib/i18n.ts';
import { playerPage } from '../lib/page.server.ts';

export function loader(args: Route.LoaderArgs) {
  return loadCookiesPage(playerPage(args));
}

export function action(args: Route.ActionArgs) {
  return runAccountAction(playerPage(args), 'account-cookies');
}

export default function AccountCookies({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const result = (actionData as AccountActionData | undefined) ?? null;
  return (
    <AccountShell nav={loaderData.nav} current="cookies" title={t('account.cookies.heading')}>
      <CookiesSection path={loaderData.path} cookies={loaderData.cookies} result={result} />
    </AccountShell>
  );
}
