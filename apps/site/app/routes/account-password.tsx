/**
 * Password `/my-account/account/password` (spec 2 §4, §8: a wrong current password is an error
 * toast): the current password and the new one twice.
 * One of the account area's short pages (issue 27), in its frame; the reads and posts are
 * features/account/account.server.ts.
 */
import type { Route } from './+types/account-password';
import { type AccountActionData, AccountShell, PasswordForm } from '../features/account/index.ts';
import { loadPasswordPage, runAccountAction } from '../features/account/index.server.ts';
import { useT } from '../lib/i18n.ts';
import { playerPage } from '../lib/page.server.ts';

export function loader(args: Route.LoaderArgs) {
  return loadPasswordPage(playerPage(args));
}

export function action(args: Route.ActionArgs) {
  return runAccountAction(playerPage(args), 'account-password');
}

export default function AccountPassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const result = (actionData as AccountActionData | undefined) ?? null;
  return (
    <AccountShell nav={loaderData.nav} current="password" title={t('account.password.heading')}>
      <PasswordForm path={loaderData.path} result={result} />
    </AccountShell>
  );
}
