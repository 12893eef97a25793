/**
 * Login history `/my-account/account/login-history` (spec 2 §3 "Account details" loginHistory):
 * the last 10 logins with their date, address and country.
 * One of the account area's short pages (issue 27), in its frame; the reads and posts are
 * features/account/account.server.ts.
 */
import type { Route } from './+types/account-login-history';
import { AccountShell, LoginHistorySection } from '../features/account/index.ts';
import { loadLoginHistoryPage } from '../features/account/index.server.ts';
import { useT } from '../lib/i18n.ts';
import { playerPage } from '../lib/page.server.ts';

export function loader(args: Route.LoaderArgs) {
  return loadLoginHistoryPage(playerPage(args));
}

export default function AccountLoginHistory({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AccountShell nav={loaderData.nav} current="loginHistory" title={t('account.history.heading')}>
      <LoginHistorySection loginHistory={loaderData.loginHistory} />
    </AccountShell>
  );
}
