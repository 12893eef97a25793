/**
 * Address `/my-account/account/address` (spec 2 §3 "Account details", §4, §5): street, town and
 * postal code in the player's country, and the province where the country has them.
 * One of the account area's short pages (issue 27), in its frame; the reads and posts are
 * features/account/account.server.ts.
 */
import type { Route } from './+types/account-address';
import {
  type AccountActionData,
  AccountShell,
  AddressForm,
  ProvinceForm,
} from '../features/account/index.ts';
import { loadAddressPage, runAccountAction } from '../features/account/index.server.ts';
import { useT } from '../lib/i18n.ts';
import { playerPage } from '../lib/page.server.ts';

export function loader(args: Route.LoaderArgs) {
  return loadAddressPage(playerPage(args));
}

export function action(args: Route.ActionArgs) {
  return runAccountAction(playerPage(args), 'account-address');
}

export default function AccountAddress({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const result = (actionData as AccountActionData | undefined) ?? null;
  return (
    <AccountShell nav={loaderData.nav} current="address" title={t('account.address.heading')}>
      <AddressForm path={loaderData.path} profile={loaderData.profile} result={result} />
      <ProvinceForm
        path={loaderData.path}
        profile={loaderData.profile}
        result={result}
        provinces={loaderData.provinces}
      />
    </AccountShell>
  );
}
