/**
 * The account area's public face for pages (README "The site by area"): account details (spec 2
 * §4) as a menu of short pages (issue 27) — the menu and the frame every account page sits in, the
 * player's details, the activity chart, the forms (phone, address, province, language, password),
 * marketing, cookies and the login history.
 */
export * as accountStyles from './account.css.ts';
export type { AccountActionData } from './accountForms.server.ts';
export type { AccountNav } from './accountMenu.ts';
export { AccountMenuPage, type AccountMenuFacts } from './AccountMenuPage.tsx';
export { AccountShell } from './AccountShell.tsx';
export {
  ActivitySection,
  CookiesSection,
  DetailsSection,
  LoginHistorySection,
  MarketingSection,
} from './AccountSections.tsx';
export {
  AddressForm,
  LanguageForm,
  PasswordForm,
  PhoneCodeDialog,
  PhoneForm,
  ProvinceForm,
} from './AccountForms.tsx';
