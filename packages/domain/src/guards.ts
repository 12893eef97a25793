/**
 * Route guards of spec 1 §2 "Global guards", spec 2 §2 and spec 3 §2 "Game page guards" as one pure
 * function over the route table of routes.ts.
 *
 * Precedence (first that applies wins):
 * 1. Maintenance mode: every path goes to `/maintenance` (the maintenance page replaces everything);
 *    `/maintenance` itself goes home when maintenance is off.
 * 2. Restricted visitor (restricted country or the restricted IP range): `/restricted`.
 * 3. Unknown path, or a route not registered for the site's flags: not found (the "page not found"
 *    page with its way home); a sportsbook route on a site without the sportsbook: home (`/`), as
 *    rule 7 sends a player without sportsbook access.
 * 4. Authorised player with pending terms: every page except `/my-account/...` and the terms pages
 *    (`/accept-terms-condition`, `/terms`, `/terms_and_conditions`) goes to `/accept-terms-condition`.
 * 5. Anonymous visitor on an `authorised` route: the access-error page `/401?redirect=<path>`;
 *    on a `logged-in` route (live tables): `/live-casino-online?redirect=<path>#login`, the live
 *    lobby with the login popup (spec 1 §2 "some routes redirect unauthenticated visitors to the
 *    live casino lobby"; spec 3 §2 anonymous live games open the login popup with the game path as
 *    post-login redirect).
 * 6. Authorised player who is risk-payout, then multibrand-suspended, on a blocking route: `/`.
 * 7. Authorised player lacking the route's vertical access: `/`. Anonymous visitors count as allowed
 *    (spec 1 §6: "an unauthorised player ... counts as allowed for sports, casino and live casino").
 *    `/play/:gameSlug` needs the access matching the loaded game's type; before the game is known it
 *    needs casino or live-casino access.
 * 8. Bonus code without manual claim allowed: `/` (decision: the same place as the other blocks).
 * 9. Game pages: a game that failed to load goes to `/`; a signed-in player opening a live-casino
 *    game through the casino game-detail route goes to `/`.
 *
 * Paths: `state.path` and every `to` are relative to the locale prefix and start with `/`
 * (`/`, `/401?redirect=%2Fmy-account%2Fbanking`). The caller prefixes `to` with the locale segment,
 * see `localisedPath`: `/en-UN` + `/401?...`. The `redirect` value is also relative to the prefix;
 * the login flow prefixes it again (spec 1 §2 "After login").
 *
 * A session that is still being checked is not a state here: the page shows its loader until the
 * session resolves to anonymous or authorised (spec 1 §2).
 */
import { matchRoute, type RouteDefinition, type RouteParams, type SiteRouteFlags } from './routes.ts';

/** The player flags guards read (spec 1 §6, spec 3 §6). */
export interface PlayerGuardFlags {
  riskPayout: boolean;
  multibrandSuspended: boolean;
  casinoAccess: boolean;
  liveCasinoAccess: boolean;
  sportsbookAccess: boolean;
  manualClaimAllowed: boolean;
  /** The content's terms version is newer than the accepted one. */
  termsPending: boolean;
}

export type GuardSession = { kind: 'anonymous' } | { kind: 'authorised'; player: PlayerGuardFlags };

export interface GuardSite extends SiteRouteFlags {
  maintenance: boolean;
}

export interface GuardVisitor {
  restrictedCountry: boolean;
  restrictedIp: boolean;
}

/** What a game page knows about its game once loading finished (absent while loading). */
export interface GuardGame {
  type: 'casino' | 'live-casino';
  loadFailed?: boolean;
}

export interface GuardState {
  site: GuardSite;
  visitor: GuardVisitor;
  session: GuardSession;
  /** The requested path relative to the locale prefix, with its query: `/my-account/banking?x=1`. */
  path: string;
  game?: GuardGame;
}

export type GuardReason =
  | 'maintenance'
  | 'not-in-maintenance'
  | 'restricted'
  | 'terms-pending'
  | 'not-authorised'
  | 'login-required'
  | 'risk-payout'
  | 'multibrand-suspended'
  | 'no-casino-access'
  | 'no-live-casino-access'
  | 'no-sportsbook-access'
  | 'sportsbook-off'
  | 'manual-claim-not-allowed'
  | 'game-load-failed'
  | 'live-game-on-casino-route';

/**
 * Allowed, redirected, or not found: an unknown path (or one a flag turns off) answers 404 with the
 * site's "page not found" page and links back, instead of silently landing on home (spec 1 §2's
 * "home as the fallback for any unknown path" is that page's way home).
 */
export type GuardResult =
  { kind: 'allow' } | { kind: 'redirect'; to: string; reason: GuardReason } | { kind: 'not-found' };

export const HOME_PATH = '/';
export const MAINTENANCE_PATH = '/maintenance';
export const RESTRICTED_PATH = '/restricted';
export const ACCESS_ERROR_PATH = '/401';
export const ACCEPT_TERMS_PATH = '/accept-terms-condition';
export const LIVE_CASINO_LOBBY_PATH = '/live-casino-online';

/** Route ids a player with pending terms may still open (besides every `my-account` route). */
export const TERMS_EXEMPT_ROUTE_IDS: ReadonlySet<string> = new Set([
  'accept-terms-condition',
  'terms',
  'terms_and_conditions',
]);

const allow: GuardResult = { kind: 'allow' };
const redirect = (to: string, reason: GuardReason): GuardResult => ({ kind: 'redirect', to, reason });

/** The requested path normalised to start with `/` (the `redirect` carried to login). */
function requestedPath(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * Decides one request. `route` is the matched route (`null` for an unknown path); use `guardPath`
 * to match and guard in one call.
 */
export function guardRoute(route: RouteDefinition | null, state: GuardState): GuardResult {
  const { site, visitor, session } = state;
  const id = route?.id;

  if (site.maintenance) return id === 'maintenance' ? allow : redirect(MAINTENANCE_PATH, 'maintenance');
  if (visitor.restrictedCountry || visitor.restrictedIp) {
    return id === 'restricted' ? allow : redirect(RESTRICTED_PATH, 'restricted');
  }
  if (!route) return { kind: 'not-found' };
  if (route.id === 'maintenance') return redirect(HOME_PATH, 'not-in-maintenance');
  const { requires } = route;

  if (session.kind === 'authorised' && session.player.termsPending) {
    const exempt = route.path.startsWith('my-account/') || TERMS_EXEMPT_ROUTE_IDS.has(route.id);
    if (!exempt) return redirect(ACCEPT_TERMS_PATH, 'terms-pending');
  }

  if (session.kind === 'anonymous') {
    const back = encodeURIComponent(requestedPath(state.path));
    if (requires.auth === 'authorised')
      return redirect(`${ACCESS_ERROR_PATH}?redirect=${back}`, 'not-authorised');
    if (requires.auth === 'logged-in') {
      return redirect(`${LIVE_CASINO_LOBBY_PATH}?redirect=${back}#login`, 'login-required');
    }
    return gameGuard(route, state);
  }

  const { player } = session;
  if (requires.blockRestrictedPlayers) {
    if (player.riskPayout) return redirect(HOME_PATH, 'risk-payout');
    if (player.multibrandSuspended) return redirect(HOME_PATH, 'multibrand-suspended');
  }
  switch (requires.vertical) {
    case 'casino':
      if (!player.casinoAccess) return redirect(HOME_PATH, 'no-casino-access');
      break;
    case 'live-casino':
      if (!player.liveCasinoAccess) return redirect(HOME_PATH, 'no-live-casino-access');
      break;
    case 'sportsbook':
      if (!player.sportsbookAccess) return redirect(HOME_PATH, 'no-sportsbook-access');
      break;
    case 'game-type': {
      const type = state.game?.type;
      if (type === 'casino' && !player.casinoAccess) return redirect(HOME_PATH, 'no-casino-access');
      if (type === 'live-casino' && !player.liveCasinoAccess) {
        return redirect(HOME_PATH, 'no-live-casino-access');
      }
      if (!type && !player.casinoAccess && !player.liveCasinoAccess) {
        return redirect(HOME_PATH, 'no-casino-access');
      }
      break;
    }
    case undefined:
      break;
  }
  if (requires.manualClaim && !player.manualClaimAllowed)
    return redirect(HOME_PATH, 'manual-claim-not-allowed');
  if (requires.game === 'casino-route' && state.game?.type === 'live-casino' && !state.game.loadFailed) {
    return redirect(HOME_PATH, 'live-game-on-casino-route');
  }
  return gameGuard(route, state);
}

function gameGuard(route: RouteDefinition, state: GuardState): GuardResult {
  if (route.requires.game && state.game?.loadFailed) return redirect(HOME_PATH, 'game-load-failed');
  return allow;
}

/** Whether the path is one of the sportsbook's routes on a site that has switched it off. */
function sportsbookOff(state: GuardState): boolean {
  if (state.site.flags.sportsbook) return false;
  const match = matchRoute(state.path, { ...state.site, flags: { ...state.site.flags, sportsbook: true } });
  return match?.route.requires.vertical === 'sportsbook';
}

/** Matches `state.path` against the route table and guards it. */
export function guardPath(
  state: GuardState,
): GuardResult & { route: RouteDefinition | null; params: RouteParams } {
  const match = matchRoute(state.path, state.site);
  if (!match && sportsbookOff(state)) {
    // A brand without the sportsbook: its URLs go home, as a player without sportsbook access
    // does (rule 7), not to "page not found" (issue 28).
    const guarded = guardRoute(null, state);
    return {
      ...(guarded.kind === 'not-found' ? redirect(HOME_PATH, 'sportsbook-off') : guarded),
      route: null,
      params: {},
    };
  }
  return {
    ...guardRoute(match?.route ?? null, state),
    route: match?.route ?? null,
    params: match?.params ?? {},
  };
}

/** Prefixes a guard target with the locale segment: (`en-UN`, `/`) → `/en-UN`, (`en-UN`, `/401`) → `/en-UN/401`. */
export function localisedPath(locale: string, to: string): string {
  if (to === HOME_PATH) return `/${locale}`;
  if (/^\/[?#]/.test(to)) return `/${locale}${to.slice(1)}`;
  return `/${locale}${to}`;
}

/** Whether an IPv4 address lies in an inclusive range (the spec's restricted range "{ip} to {ip}"). */
export function isIpv4InRange(ip: string, from: string, to: string): boolean {
  const value = ipv4ToInt(ip);
  const low = ipv4ToInt(from);
  const high = ipv4ToInt(to);
  if (value === null || low === null || high === null) return false;
  return value >= low && value <= high;
}

/**
 * An IPv4 address as a number, or null; IPv4-mapped IPv6 (`::ffff:a.b.c.d`) and the IPv6
 * loopback (`::1`, read as 127.0.0.1) are accepted, other IPv6 addresses are not.
 */
export function ipv4ToInt(address: string): number | null {
  const trimmed = address.trim();
  const v4 = trimmed.startsWith('::ffff:') ? trimmed.slice(7) : trimmed === '::1' ? '127.0.0.1' : trimmed;
  const parts = v4.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = value * 256 + octet;
  }
  return value;
}
