/**
 * Mobile number `/my-account/account/phone` (spec 2 §4 "Phone change": edit, then the SMS popup,
 * then the toast): the number on file, the change form and the SMS code's popup.
 * One of the account area's short pages (issue 27), in its frame; the reads and posts are
 * features/account/account.server.ts.
 */
import type { Route } from './+types/account-phone';
import {
  type AccountActionData,
  AccountShell,
  PhoneCodeDialog,
  PhoneForm,
} from '../features/account/index.ts';
import { loadPhonePage, runAccountAction } from '../features/account/index.server.ts';
import { useT } from '../lib/i18n.ts';
import { playerPage } from '../lib/page.server.ts';

export function loader(args: Route.LoaderArgs) {
  return loadPhonePage(playerPage(args));
}

export function action(args: Route.ActionArgs) {
  return runAccountAction(playerPage(args), 'account-phone');
}

export default function AccountPhone({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const result = (actionData as AccountActionData | undefined) ?? null;
  return (
    <AccountShell nav={loaderData.nav} current="phone" title={t('account.phone.heading')}>
      <p data-testid="account-phone">{loaderData.phone ?? t('account.none')}</p>
      <PhoneForm path={loaderData.path} profile={loaderData.profile} result={result} />
      <PhoneCodeDialog path={loaderData.path} result={result} />
    </AccountShell>
  );
}
