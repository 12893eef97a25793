/**
 * Your details `/my-account/account/details` (spec 2 §3 "Player profile fields read here"): name,
 * e-mail, mobile number, country and the verification level with its page; read only.
 * One of the account area's short pages (issue 27), in its frame; the reads and posts are
 * features/account/account.server.ts.
 */
import type { Route } from './+types/account-details';
import { AccountShell, DetailsSection } from '../features/account/index.ts';
import { loadDetailsPage } from '../features/account/index.server.ts';
import { useT } from '../lib/i18n.ts';
import { playerPage } from '../lib/page.server.ts';

export function loader(args: Route.LoaderArgs) {
  return loadDetailsPage(playerPage(args));
}

export default function AccountDetails({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AccountShell nav={loaderData.nav} current="details" title={t('account.details.heading')}>
      <DetailsSection
        profile={loaderData.profile}
        phone={loaderData.phone}
        kycStatus={loaderData.kycStatus}
        verification={loaderData.nav['verification'] ?? loaderData.path}
      />
    </AccountShell>
  );
}
