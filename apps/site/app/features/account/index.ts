/**
 * The account area's public face for pages (README "The site by area"): account details (spec 2
 * §4) — the player's details, the activity chart, the forms (phone, address, province, language,
 * password), marketing, cookies and the login history.
 */
export * as accountStyles from './account.css.ts';
export type { AccountActionData } from './accountForms.server.ts';
export {
  AccountPage,
  ActivitySection,
  CookiesSection,
  DetailsSection,
  LoginHistorySection,
  MarketingSection,
  SectionLinks,
} from './AccountSections.tsx';
export {
  AddressForm,
  LanguageForm,
  PasswordForm,
  PhoneCodeDialog,
  PhoneForm,
  ProvinceForm,
} from './AccountForms.tsx';
