/**
 * Marketing preferences `/my-account/account/marketing` (spec 2 §3 "Marketing and cookies"):
 * the channels and the topics the player allows.
 * One of the account area's short pages (issue 27), in its frame; the reads and posts are
 * features/account/account.server.ts.
 */
import type { Route } from './+types/account-marketing';
import { type AccountActionData, AccountShell, MarketingSection } from '../features/account/index.ts';
import { loadMarketingPage, runAccountAction } from '../features/account/index.server.ts';
import { useT } from '../lib/i18n.ts';
import { playerPage } from '../lib/page.server.ts';

export function loader(args: Route.LoaderArgs) {
  return loadMarketingPage(playerPage(args));
}

export function action(args: Route.ActionArgs) {
  return runAccountAction(playerPage(args), 'account-marketing');
}

export default function AccountMarketing({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const result = (actionData as AccountActionData | undefined) ?? null;
  return (
    <AccountShell nav={loaderData.nav} current="marketing" title={t('account.marketing.heading')}>
      <MarketingSection
        path={loaderData.path}
        marketing={loaderData.marketing}
        channels={loaderData.channels}
        topics={loaderData.topics}
        result={result}
      />
    </AccountShell>
  );
}
