/**
 * The account area's server side (spec 2 §3 "Account details", "Marketing and cookies", §4
 * "Account details", §5, §7 rows "Login history" … "Cookie consent", §8; spec 1 §8 success toasts;
 * issue 27 "a menu of short sub-pages"): the menu's and each short page's reads, and their posts
 * (the forms are accountForms.server.ts, the calls accountActions.server.ts).
 *
 * - Each page reads only what it shows. The profile is needed where it is read (its failure is the
 *   page's error); the other reads show "could not be loaded" on their page, and leave their
 *   summary out of the menu.
 * - Every page hands its frame the menu's paths (`accountNav`), from the route table.
 * - A post answers on the page it came from: saved, a toast and back to that page (in the new
 *   language when it changed); refused, that page with its errors.
 * - A 401/403 is not handled here: the session proxy marks the session lost and the root middleware
 *   logs the player out (spec 2 §8).
 */
import { data, redirect } from 'react-router';
import {
  MARKETING_CHANNELS,
  MARKETING_TOPICS,
  type ActivityLogEntry,
  type CookieConsent,
  type MarketingPreferences,
  type PlayerProfile,
} from '@casino/player-api';
import { formatLocale, localisedPath, pathTo, provinceName, provincesOf } from '@casino/domain';
import { readForm } from '../../lib/form.server.ts';
import { marketLanguagesOf } from '../../lib/locale.server.ts';
import type { PageContext, PlayerPageContext } from '../../lib/page.server.ts';
import { runAccountForm } from './accountActions.server.ts';
import { ACCOUNT_MENU_ITEMS, type AccountNav, type AccountRouteId } from './accountMenu.ts';
import { loadActivityChart, type ActivityChartData } from './activityChart.server.ts';

/** What the account pages read (each page its part). */
export interface AccountView {
  profile: PlayerProfile;
  loginHistory: ActivityLogEntry[] | null;
  marketing: MarketingPreferences | null;
  cookies: CookieConsent | null;
  activity: ActivityChartData | null;
  /** The provinces of the player's country, named in the page's language (none: no province form). */
  provinces: Array<{ code: string; name: string }>;
}

const NO_STORE = { headers: { 'Cache-Control': 'no-store' } };

/** The menu's paths by item id, and the menu's own (`menu`). */
export function accountNav(page: Pick<PageContext, 'href'>): AccountNav {
  return {
    menu: page.href('account'),
    ...Object.fromEntries(ACCOUNT_MENU_ITEMS.map((item) => [item.id, page.href(item.route)])),
  };
}

const settled = async <T>(read: Promise<T>, what: string): Promise<T | null> => {
  try {
    return await read;
  } catch (error) {
    console.warn(`[site] account ${what} failed: ${(error as Error).message}`);
    return null;
  }
};

const phoneOf = (profile: PlayerProfile) =>
  profile.phonePrefix && profile.phoneBody ? `${profile.phonePrefix} ${profile.phoneBody}` : null;

const onCount = (flags: MarketingPreferences['channels']) =>
  Object.values(flags as Record<string, boolean>).filter(Boolean).length;

/** The menu `/my-account/account`: the links and what each summary says. */
export async function loadAccountMenuPage(page: PlayerPageContext) {
  const api = page.playerApi;
  const [profile, marketing, cookies, history] = await Promise.all([
    api.playerProfile(),
    settled(api.marketingPreferences(), 'marketing preferences'),
    settled(api.cookieConsent(), 'cookie consent'),
    settled(api.latestActivityLog({ query: { limit: 1 } }), 'login history'),
  ]);
  const address = profile.address
    ? [profile.address.address, `${profile.address.postalCode} ${profile.address.city}`.trim()]
        .filter(Boolean)
        .join(', ')
    : null;
  return data(
    {
      nav: accountNav(page),
      facts: {
        name: `${profile.firstName} ${profile.lastName}`.trim(),
        email: profile.email,
        phone: phoneOf(profile),
        address: address || null,
        languageCode: profile.languageCode || page.locale.siteLanguage,
        marketing: marketing ? { on: onCount(marketing.channels), of: MARKETING_CHANNELS.length } : null,
        cookiesRecorded: cookies?.updatedAt ?? null,
        lastLogin: history?.[0]?.createdAt ?? null,
        kycStatus: page.player.kycStatus,
      },
    },
    NO_STORE,
  );
}

/** What every short page hands its frame and its forms. */
const frame = (page: PlayerPageContext, route: AccountRouteId) => ({
  nav: accountNav(page),
  path: page.href(route),
});

/** Your details (read only): name, e-mail, phone, country, verification level. */
export async function loadDetailsPage(page: PlayerPageContext) {
  const profile = await page.playerApi.playerProfile();
  return data(
    { ...frame(page, 'account-details'), profile, phone: phoneOf(profile), kycStatus: page.player.kycStatus },
    NO_STORE,
  );
}

/** The mobile number, with the SMS code's popup. */
export async function loadPhonePage(page: PlayerPageContext) {
  const profile = await page.playerApi.playerProfile();
  return data({ ...frame(page, 'account-phone'), profile, phone: phoneOf(profile) }, NO_STORE);
}

/** The address, and the province where the player's country has them (named in the page's language). */
export async function loadAddressPage(page: PlayerPageContext) {
  const profile = await page.playerApi.playerProfile();
  const provinces = provincesOf(profile.countryCode)
    .map(({ code }) => ({
      code,
      name: provinceName(profile.countryCode, code, page.locale.siteLanguage) ?? code,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return data({ ...frame(page, 'account-address'), profile, provinces }, NO_STORE);
}

/** The language, among the market's. */
export async function loadLanguagePage(page: PlayerPageContext) {
  const [profile, languages] = await Promise.all([
    page.playerApi.playerProfile(),
    marketLanguagesOf(page.content, page.locale.market),
  ]);
  return data(
    { ...frame(page, 'account-language'), profile, languages, language: page.locale.siteLanguage },
    NO_STORE,
  );
}

/** The password (nothing to read). */
export function loadPasswordPage(page: PlayerPageContext) {
  return data(frame(page, 'account-password'), NO_STORE);
}

/** Marketing channels × topics. */
export async function loadMarketingPage(page: PlayerPageContext) {
  const marketing = await settled(page.playerApi.marketingPreferences(), 'marketing preferences');
  // The contract's lists, from the server (the contract package stays out of the browser).
  return data(
    {
      ...frame(page, 'account-marketing'),
      marketing,
      channels: MARKETING_CHANNELS,
      topics: MARKETING_TOPICS,
    },
    NO_STORE,
  );
}

/** The cookie choice, read back from the API. */
export async function loadCookiesPage(page: PlayerPageContext) {
  const cookies = await settled(page.playerApi.cookieConsent(), 'cookie consent');
  return data({ ...frame(page, 'account-cookies'), cookies }, NO_STORE);
}

/** The last 10 logins: date, address, country. */
export async function loadLoginHistoryPage(page: PlayerPageContext) {
  const loginHistory = await settled(
    page.playerApi.latestActivityLog({ query: { limit: 10 } }),
    'login history',
  );
  return data({ ...frame(page, 'account-login-history'), loginHistory }, NO_STORE);
}

/** The 12-week activity chart, in the player's currency and the page's number format. */
export async function loadActivityPage(page: PlayerPageContext) {
  const activity = await settled(loadActivityChart(page.playerApi, new Date()), 'activity chart');
  return data(
    {
      ...frame(page, 'account-activity'),
      activity,
      transactions: page.href('banking-transactions'),
      currency: page.player.currency,
      formatting: page.locale.formatting,
      countryCode: page.player.countryCode,
    },
    NO_STORE,
  );
}

/**
 * One post of an account page: saved (a toast, back to `route`, in the new language when it
 * changed), or refused (that page with its errors).
 */
export async function runAccountAction(page: PlayerPageContext, route: AccountRouteId) {
  const { locale } = page;
  const form = (await readForm(page.request)) ?? {};
  const profile = await page.playerApi.playerProfile();
  const languages = await marketLanguagesOf(page.content, locale.market);
  const result = await runAccountForm({ playerApi: page.playerApi, profile, languages }, form);
  if (!result.ok) return data(result.data, { status: result.status });
  page.toast({ kind: result.kind ?? 'success', messageId: result.toast });
  if (!result.language) return redirect(page.href(route), 303);
  return redirect(localisedPath(formatLocale({ ...locale, language: result.language }), pathTo(route)), 303);
}
