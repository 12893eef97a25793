/**
 * Language `/my-account/account/language` (spec 2 §3 "Account details"): the profile's language,
 * among the market's; saving it moves the page to that language.
 * One of the account area's short pages (issue 27), in its frame; the reads and posts are
 * features/account/account.server.ts.
 */
import type { Route } from './+types/account-language';
import { type AccountActionData, AccountShell, LanguageForm } from '../features/account/index.ts';
import { loadLanguagePage, runAccountAction } from '../features/account/index.server.ts';
import { useT } from '../lib/i18n.ts';
import { playerPage } from '../lib/page.server.ts';

export function loader(args: Route.LoaderArgs) {
  return loadLanguagePage(playerPage(args));
}

export function action(args: Route.ActionArgs) {
  return runAccountAction(playerPage(args), 'account-language');
}

export default function AccountLanguage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const result = (actionData as AccountActionData | undefined) ?? null;
  return (
    <AccountShell nav={loaderData.nav} current="language" title={t('account.language.heading')}>
      <LanguageForm
        path={loaderData.path}
        profile={loaderData.profile}
        result={result}
        languages={loaderData.languages}
        language={loaderData.language}
      />
    </AccountShell>
  );
}
