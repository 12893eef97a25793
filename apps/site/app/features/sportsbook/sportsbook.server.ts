/**
 * The sportsbook and virtual sports pages' server side (spec 1 §2 "Casino, live casino,
 * sportsbook", §7 sportsbook calls, §9 language mapping; spec 3 §7, §9; issue 28): the context the
 * operator's sportsbook provider needs to open its frame for this visitor or player.
 *
 * - A visitor gets `sportsbookContext`, a signed-in player `sportsbookLoginContext` (after
 *   `createSportsbookSession`, the provider's session for the player). The body: the brand, the
 *   visitor (the site language, which the provider maps by spec 1 §9; the country the access
 *   context found or the player's; the player's currency, EUR for a visitor: the spec shows no
 *   market currency; the device from the user agent), jurisdiction `Mga`, the deep links from the
 *   URL, and the frame set-up with this page as the parent. Each call carries a fresh correlation id.
 * - `/virtuals` opens the provider's virtual sports (the deep link `virtuals`); `live` and
 *   `bet-history` as the category are the live-betting and bet-history views (routes.ts
 *   `sportsbookPageType`).
 * - The player's tokens never reach the frame: the site's server makes the calls and hands the
 *   browser the frame URL only.
 * - When the provider does not answer, the page says so with a retry (`sportsbook.unavailable`),
 *   never a blank frame.
 * - The sports bonus toast (spec 3 §4 "shown only when a sports bonus exists and the player is
 *   logged in"): an ACTIVE sportsbook bonus (softswiss/sportsbook) with money left in the sports
 *   bonus wallet, the toast saying what is left (not what was granted). A failed read shows no
 *   toast.
 */
import { randomUUID } from 'node:crypto';
import { formatMoney, walletBalances, type RouteParams } from '@casino/domain';
import type { PageContext } from '../../lib/page.server.ts';

export interface SportsbookPageData {
  kind: 'sportsbook' | 'virtuals';
  /** The frame's URL, or null when the provider did not answer. */
  frameUrl: string | null;
  /** The frame's origin: its messages are believed from there only. */
  frameOrigin: string | null;
  /** The site path of the sportsbook's root under the locale (`/en-UN/sportsbook`), for the address bar. */
  basePath: string;
  virtualsPath: string;
  /** This page's own path, for the retry link when the provider did not answer. */
  retryPath: string;
  /** Spec 3 §4's sports bonus toast: its text, when the signed-in player has an active sports bonus. */
  sportsBonus: string | null;
}

const SEGMENT = /^[a-z0-9][a-z0-9:-]{0,79}$/i;

function deepLinks(kind: SportsbookPageData['kind'], params: RouteParams) {
  if (kind === 'virtuals') return { category: 'virtuals' };
  const links: Record<string, string> = {};
  for (const key of ['category', 'region', 'competition', 'event'] as const) {
    const value = params[key];
    if (!value || !SEGMENT.test(value)) break;
    links[key] = value.toLowerCase();
  }
  return links;
}

function deviceOf(request: Request): 'desktop' | 'tablet' | 'mobile' {
  const agent = request.headers.get('user-agent') ?? '';
  if (/iPad|Tablet/i.test(agent)) return 'tablet';
  return /Mobi|Android/i.test(agent) ? 'mobile' : 'desktop';
}

/** The toast's text for the player's active sports bonus (what is left of it), or null. */
async function sportsBonusOf(page: PageContext): Promise<string | null> {
  if (!page.player) return null;
  const [bonuses, wallet] = await Promise.all([
    page.playerApi.softswissSportsbookRewards({ query: {} }).catch(() => []),
    page.playerApi.wallet().catch(() => null),
  ]);
  if (!wallet || !bonuses.some((bonus) => bonus.status === 'ACTIVE')) return null;
  const left = walletBalances(wallet.balance).sportsBonus;
  if (!(Number(left) > 0)) return null;
  const amount = formatMoney(left, wallet.currencyCode, {
    locale: page.locale.formatting,
    countryCode: page.player.countryCode,
  });
  return page.t('sportsbook.bonusToast', { amount });
}

export async function loadSportsbookPage(
  page: PageContext,
  kind: SportsbookPageData['kind'],
): Promise<SportsbookPageData> {
  const base = {
    kind,
    basePath: page.href('sportsbook'),
    virtualsPath: page.href('virtuals'),
    retryPath: new URL(page.request.url).pathname,
    sportsBonus: await sportsBonusOf(page),
  };
  const body = {
    brand: page.brand.id,
    visitor: {
      language: page.locale.siteLanguage,
      country: page.player?.countryCode ?? page.access?.visitor.countryCode ?? 'MT',
      currency: page.player?.currency ?? 'EUR',
      device: deviceOf(page.request),
    },
    jurisdiction: 'Mga',
    deepLinks: deepLinks(kind, page.params),
    iframeSetup: { containerId: 'sportsbook-frame', parentUrl: page.request.url, height: 'auto' as const },
  };
  try {
    const headers = { 'X-Correlation-Id': randomUUID() };
    const answer = page.player
      ? (await page.playerApi.createSportsbookSession({}),
        await page.playerApi.sportsbookLoginContext({ headers, body }))
      : await page.playerApi.sportsbookContext({ headers, body });
    return { ...base, frameUrl: answer.iframeUrl, frameOrigin: new URL(answer.iframeUrl).origin };
  } catch (error) {
    console.error(`[sportsbook] context failed: ${(error as Error).message}`);
    return { ...base, frameUrl: null, frameOrigin: null };
  }
}
