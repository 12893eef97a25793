/** The account area's public face for loaders and actions: the pages' reads, their posts, the menu's paths. */
export {
  accountNav,
  loadAccountMenuPage,
  loadActivityPage,
  loadAddressPage,
  loadCookiesPage,
  loadDetailsPage,
  loadLanguagePage,
  loadLoginHistoryPage,
  loadMarketingPage,
  loadPasswordPage,
  loadPhonePage,
  runAccountAction,
} from './account.server.ts';
