/**
 * Your activity `/my-account/account/activity`: deposits, withdrawals and the net position per week
 * over 12 weeks (features/account/activityChart.server.ts), with the way to the full history.
 * One of the account area's short pages (issue 27), in its frame; the read is
 * features/account/account.server.ts.
 */
import { formatMoney } from '@casino/domain';
import type { Route } from './+types/account-activity';
import { AccountShell, ActivitySection } from '../features/account/index.ts';
import { loadActivityPage } from '../features/account/index.server.ts';
import { useT } from '../lib/i18n.ts';
import { playerPage } from '../lib/page.server.ts';

export function loader(args: Route.LoaderArgs) {
  return loadActivityPage(playerPage(args));
}

export default function AccountActivity({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const money = (minor: number) =>
    formatMoney((minor / 100).toFixed(2), loaderData.currency, {
      locale: loaderData.formatting,
      countryCode: loaderData.countryCode,
    });
  return (
    <AccountShell nav={loaderData.nav} current="activity" title={t('account.activity.heading')}>
      <ActivitySection activity={loaderData.activity} money={money} transactions={loaderData.transactions} />
    </AccountShell>
  );
}
