/**
 * Account details `/my-account/account` (spec 2 §2, §3 "Account details", "Marketing and cookies",
 * §4 "Account details", §5, §7, §8): the activity picture, the player's details (phone with the SMS
 * popup, address, province where the country has them, language), the password, marketing
 * preferences (channels × topics), the cookie choice read back from the API, and the login history
 * (date, address, country). The reads and posts are features/account/account.server.ts, the
 * forms and their rules accountForms.server.ts, the sections AccountSections.tsx and AccountForms.tsx.
 */
import { formatMoney } from '@casino/domain';
import type { Route } from './+types/account';
import {
  AccountPage,
  ActivitySection,
  AddressForm,
  CookiesSection,
  DetailsSection,
  LanguageForm,
  LoginHistorySection,
  MarketingSection,
  PasswordForm,
  PhoneCodeDialog,
  PhoneForm,
  ProvinceForm,
  SectionLinks,
  accountStyles,
  type AccountActionData,
} from '../features/account/index.ts';
import { loadAccountPage, runAccountAction } from '../features/account/index.server.ts';
import { playerPage } from '../lib/page.server.ts';

export function loader(args: Route.LoaderArgs) {
  return loadAccountPage(playerPage(args));
}

export function action(args: Route.ActionArgs) {
  return runAccountAction(playerPage(args));
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const result = (actionData as AccountActionData | undefined) ?? null;
  const { view, path, links } = loaderData;
  const { profile } = view;
  const money = (minor: number) =>
    formatMoney((minor / 100).toFixed(2), loaderData.currency, {
      locale: loaderData.formatting,
      countryCode: loaderData.countryCode,
    });
  return (
    <AccountPage>
      <DetailsSection profile={profile} kycStatus={loaderData.kycStatus} links={links} />
      <SectionLinks links={links} />
      <ActivitySection activity={view.activity} money={money} transactions={links.transactions} />
      <div className={accountStyles.sections}>
        <PhoneForm path={path} profile={profile} result={result} />
        <AddressForm path={path} profile={profile} result={result} />
        <ProvinceForm path={path} profile={profile} result={result} provinces={view.provinces} />
        <LanguageForm
          path={path}
          profile={profile}
          result={result}
          languages={loaderData.languages}
          language={loaderData.language}
        />
        <PasswordForm path={path} result={result} />
      </div>
      <MarketingSection
        path={path}
        marketing={view.marketing}
        channels={loaderData.channels}
        topics={loaderData.topics}
        result={result}
      />
      <CookiesSection path={path} cookies={view.cookies} result={result} />
      <LoginHistorySection loginHistory={view.loginHistory} />
      <PhoneCodeDialog path={path} result={result} />
    </AccountPage>
  );
}
