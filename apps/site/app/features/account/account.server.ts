/**
 * The account page's server side (spec 2 §3 "Account details", "Marketing and cookies", §4
 * "Account details", §5, §7 rows "Login history" … "Cookie consent", §8; spec 1 §8 success toasts):
 * the page's reads and its posts (the forms are accountForms.server.ts).
 *
 * - The profile is needed (its failure is the page's error); the other reads show "could not be
 *   loaded" in their own section.
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
  type PlayerApiClient,
  type PlayerProfile,
} from '@casino/player-api';
import { formatLocale, localisedPath, pathTo, provinceName, provincesOf } from '@casino/domain';
import { readForm } from '../../lib/form.server.ts';
import { marketLanguagesOf } from '../../lib/locale.server.ts';
import type { PlayerPageContext } from '../../lib/page.server.ts';
import { runAccountForm } from './accountActions.server.ts';
import { loadActivityChart, type ActivityChartData } from './activityChart.server.ts';

export interface AccountView {
  profile: PlayerProfile;
  loginHistory: ActivityLogEntry[] | null;
  marketing: MarketingPreferences | null;
  cookies: CookieConsent | null;
  activity: ActivityChartData | null;
  /** The provinces of the player's country, named in the page's language (none: no province form). */
  provinces: Array<{ code: string; name: string }>;
}

const settled = <T>(result: PromiseSettledResult<T>, what: string): T | null => {
  if (result.status === 'fulfilled') return result.value;
  console.warn(`[site] account ${what} failed: ${(result.reason as Error).message}`);
  return null;
};

/**
 * The page's reads in parallel. The profile is needed (its failure is the page's error); the
 * others show "could not be loaded" in their own section.
 */
export async function loadAccount(
  playerApi: PlayerApiClient,
  now: Date,
  language: string,
): Promise<AccountView> {
  const [profile, history, marketing, cookies, activity] = await Promise.allSettled([
    playerApi.playerProfile(),
    playerApi.latestActivityLog({ query: { limit: 10 } }),
    playerApi.marketingPreferences(),
    playerApi.cookieConsent(),
    loadActivityChart(playerApi, now),
  ]);
  if (profile.status === 'rejected') throw profile.reason;
  return {
    profile: profile.value,
    loginHistory: settled(history, 'login history'),
    marketing: settled(marketing, 'marketing preferences'),
    cookies: settled(cookies, 'cookie consent'),
    activity: settled(activity, 'activity chart'),
    provinces: provincesOf(profile.value.countryCode)
      .map(({ code }) => ({ code, name: provinceName(profile.value.countryCode, code, language) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** The page's data. */
export async function loadAccountPage(page: PlayerPageContext) {
  const { locale, player } = page;
  const [view, languages] = await Promise.all([
    loadAccount(page.playerApi, new Date(), locale.siteLanguage),
    marketLanguagesOf(page.content, locale.market),
  ]);
  return data(
    {
      path: page.href('account'),
      links: {
        verification: page.href('account-verification'),
        rewards: page.href('rewards'),
        banking: page.href('banking'),
        limits: page.href('gambling-limits'),
        transactions: page.href('banking-transactions'),
      },
      language: locale.siteLanguage,
      formatting: locale.formatting,
      currency: player.currency,
      countryCode: player.countryCode,
      kycStatus: player.kycStatus,
      languages,
      // The contract's lists, from the server (the contract package stays out of the browser).
      channels: MARKETING_CHANNELS,
      topics: MARKETING_TOPICS,
      view,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

/** One post of the page: saved (a toast, back to the page, in the new language when it changed), or refused. */
export async function runAccountAction(page: PlayerPageContext) {
  const { locale } = page;
  const form = (await readForm(page.request)) ?? {};
  const profile = await page.playerApi.playerProfile();
  const languages = await marketLanguagesOf(page.content, locale.market);
  const result = await runAccountForm({ playerApi: page.playerApi, profile, languages }, form);
  if (!result.ok) return data(result.data, { status: result.status });
  page.toast({ kind: result.kind ?? 'success', messageId: result.toast });
  if (!result.language) return redirect(page.href('account'), 303);
  return redirect(
    localisedPath(formatLocale({ ...locale, language: result.language }), pathTo('account')),
    303,
  );
}
