/**
 * The whole route table of spec 1 §2, spec 2 §2 and spec 3 §2 as data, plus a matcher.
 *
 * Every path is relative to the locale prefix (`/{language}-{market}`, see locale.ts) and written in
 * React Router syntax without a leading slash: `online-casino/play/relax/:id?`. The home route is the
 * index route, path `''`. Guards read only the `requires` block (see guards.ts).
 *
 * Decisions where the specs are vague or silent:
 * - Welcome page ("a welcome path named after one brand"): one fixed path `welcome`; a brand that
 *   wants its own name in the URL adds an alias in its app routes pointing at the same page.
 * - Help centre and "a terms_and_conditions page" ("exact shapes not shown"): `help-centre`,
 *   `help-centre/:section?/:article?` as one route, and `terms_and_conditions` spelled as the spec
 *   spells it. Both are public static pages.
 * - Extra-information and contact-us pages have content-defined URLs, so they are one route
 *   `content-page` (path `*`) that matches only the paths the content service lists
 *   (`SiteRouteFlags.contentPaths`, relative to the prefix); anything else is an unknown path.
 * - `#login` is a hash on any page (it opens the login popup), not a route.
 * - Maintenance ("a maintenance page replaces everything") is the route `maintenance`; guards send
 *   every path there while maintenance is on and send it home while maintenance is off.
 * - Feature flags: `termsPage` set → `/terms` is omitted (spec: "omitted when a flag is set");
 *   `creedroomz` registers the CreedRoomz play paths of both the casino (spec 3 lists it as a
 *   further provider path) and the live casino; `gameSlugs` registers `/play/:gameSlug`;
 *   `signupCallback` is the sign-up callback condition. A route that is not registered is an
 *   unknown path (a 404 page with links back).
 * - Live-casino tables are "only for logged-in players"; the spec also says "some routes redirect
 *   unauthenticated visitors to the live casino lobby", so those tables use the auth level
 *   `logged-in` (lobby + login popup), while account routes use `authorised` (access-error page).
 * - `/my-account/banking`, `/banking/transactions`, `/banking/withdraw`, `/account` and
 *   `/account/verification` are authorised-only, as both route tables say; the risk-payout block
 *   applies to the routes the tables list (deposit, rewards, inbox, gambling limits, bonus code) and
 *   to every casino, live-casino and sportsbook route.
 * - Account details (spec 2 §2 `/my-account/account`: login history, address, password, phone,
 *   province, language, marketing) is a menu of short pages (issue 27): `my-account/account` lists
 *   them, each section its own path under it (`details`, `phone`, `address` with the province,
 *   `language`, `password`, `marketing`, `cookies`, `login-history`, `activity`), authorised-only
 *   like the page they split.
 * - `/virtuals` belongs to the sportsbook vertical (needs sportsbook access, blocks risk-payout).
 * - `/deposit` is public (spec 2 §2); whether the cashier shows is decided on the page.
 * - Page-type groups: the spec names sport base, live betting, bet history, casino lobby, live casino
 *   lobby and table, promotions home. Live betting and bet history are views of the single sportsbook
 *   route chosen by its `:category` (`live`, `bet-history`), see `sportsbookPageType`; the other
 *   routes get a descriptive group of their own.
 */

/** Feature flags that decide whether a route is registered. */
export const ROUTE_FLAGS = ['creedroomz', 'gameSlugs', 'termsPage', 'signupCallback', 'sportsbook'] as const;
export type RouteFlag = (typeof ROUTE_FLAGS)[number];

/** Who may open a route. */
export type RouteAuth =
  /** Anyone. */
  | 'public'
  /** Authorised players; anonymous visitors go to the access-error page `/401` with the path. */
  | 'authorised'
  /** Logged-in players; anonymous visitors go to the live casino lobby with the login popup. */
  | 'logged-in';

/** The vertical a route needs access to; `game-type` means the loaded game's type decides. */
export type RouteVertical = 'casino' | 'live-casino' | 'sportsbook' | 'game-type';

export interface RouteRequirements {
  auth: RouteAuth;
  /** Risk-payout and multibrand-suspended players are redirected to the locale root. */
  blockRestrictedPlayers: boolean;
  vertical?: RouteVertical;
  /** The bonus-code route: the player must be allowed to claim manually. */
  manualClaim?: boolean;
  /** Registered only when this flag is on. */
  enabledBy?: RouteFlag;
  /** Omitted when this flag is on. */
  omittedBy?: RouteFlag;
  /** Matches only a path the content service lists (`contentPaths`). */
  contentDefined?: boolean;
  /** A game page: redirects when the game fails to load. */
  game?: 'casino-route' | 'live-casino-route' | 'slug-route';
}

export type RouteGroup =
  | 'home'
  | 'welcome'
  | 'signup'
  | 'landing'
  | 'deposit'
  | 'promotions-home'
  | 'promotions'
  | 'loyalty'
  | 'static'
  | 'content'
  | 'terms-acceptance'
  | 'restricted'
  | 'maintenance'
  | 'account'
  | 'banking'
  | 'rewards'
  | 'casino-lobby'
  | 'casino-game'
  | 'live-casino-lobby'
  | 'live-casino-table'
  | 'game'
  | 'sport-base'
  | 'live-betting'
  | 'bet-history'
  | 'virtuals';

export interface RouteDefinition {
  id: string;
  /** React Router path relative to the locale prefix; `''` is the index (home). */
  path: string;
  group: RouteGroup;
  requires: RouteRequirements;
}

/** A route of the table with its id and path as literal types (so `pathTo` can check both). */
interface TypedRoute<I extends string, P extends string> extends RouteDefinition {
  id: I;
  path: P;
}

const PUBLIC: RouteRequirements = { auth: 'public', blockRestrictedPlayers: false };
const AUTHORISED: RouteRequirements = { auth: 'authorised', blockRestrictedPlayers: false };
const AUTHORISED_NOT_BLOCKED: RouteRequirements = { auth: 'authorised', blockRestrictedPlayers: true };

const route = <const I extends string, const P extends string>(
  id: I,
  path: P,
  group: RouteGroup,
  requires: RouteRequirements = PUBLIC,
): TypedRoute<I, P> => ({ id, path, group, requires });

/** spec 1 §2 "Casino, live casino, sportsbook"; spec 3 §2 "Casino". */
export const CASINO_PROVIDERS = [
  'relax',
  'playngo',
  'quickspin',
  'yggdrasil',
  'pariplay',
  'softswiss',
  'pragmaticplay',
  'evolution',
  'novomatic',
  'trifecta',
] as const;
/** spec 1 §2 / spec 3 §2 "Live casino" tables (CreedRoomz behind its flag). */
export const LIVE_CASINO_PROVIDERS = ['evolution', 'pragmaticplay', 'pariplay', 'softswiss'] as const;

const casino = (extra: Partial<RouteRequirements> = {}): RouteRequirements => ({
  auth: 'public',
  blockRestrictedPlayers: true,
  vertical: 'casino',
  ...extra,
});
const liveCasino = (extra: Partial<RouteRequirements> = {}): RouteRequirements => ({
  auth: 'public',
  blockRestrictedPlayers: true,
  vertical: 'live-casino',
  ...extra,
});
/** A brand without the sportsbook registers none of its routes: they go home (guards.ts rule 3). */
const sportsbook: RouteRequirements = {
  auth: 'public',
  blockRestrictedPlayers: true,
  vertical: 'sportsbook',
  enabledBy: 'sportsbook',
};

/** The "Static content pages" row of spec 1 §2: each path is also its content page's slug (schemas). */
export const STATIC_PAGE_ROUTES = [
  'cookie-policy',
  'age-restrictions',
  'payment-methods',
  'bonus-terms',
  'betting-rules',
  'casino-rules',
  'responsible-gambling',
  'contact-live-chat',
  'reset-password',
  'closed-account',
  '401',
  '500',
  'terms_and_conditions',
] as const;

const ROUTE_TABLE = [
  // spec 1 §2 "Public routes"
  route('home', '', 'home'),
  route('welcome', 'welcome', 'welcome'),
  route('signup', 'signup', 'signup'),
  route('signup-pnp', 'signup/pnp', 'signup'),
  route('signup-callback', 'signup/callback', 'signup', { ...PUBLIC, enabledBy: 'signupCallback' }),
  route('qrewards', 'qrewards', 'loyalty'),
  route('promo', 'promo/:slug', 'landing'),
  route('landing', 'landing/:id', 'landing'),
  route('deposit-modal', 'deposit', 'deposit'),
  route('promotions', 'promotions', 'promotions-home'),
  route('promotions-category', 'promotions/:category', 'promotions'),
  route('promotions-tag', 'promotions/:category/tag/:tagSlug', 'promotions'),
  route('promotion', 'promotions/:category/:promotionSlug', 'promotions'),
  route('loyalty', 'loyalty-page', 'loyalty'),
  route('terms', 'terms', 'static', { ...PUBLIC, omittedBy: 'termsPage' }),
  ...STATIC_PAGE_ROUTES.map((page) =>
    page === '401' || page === '500' ? route(`error-${page}`, page, 'static') : route(page, page, 'static'),
  ),
  route('help-centre', 'help-centre/:section?/:article?', 'static'),
  route('content-page', '*', 'content', { ...PUBLIC, contentDefined: true }),
  route('accept-terms-condition', 'accept-terms-condition', 'terms-acceptance'),
  route('restricted', 'restricted', 'restricted'),
  route('maintenance', 'maintenance', 'maintenance'),

  // spec 1 §2 "Account routes"; spec 2 §2; spec 3 §2 "Rewards area"
  route('account', 'my-account/account', 'account', AUTHORISED),
  // The account area's short pages (issue 27): `my-account/account` is their menu.
  route('account-details', 'my-account/account/details', 'account', AUTHORISED),
  route('account-phone', 'my-account/account/phone', 'account', AUTHORISED),
  route('account-address', 'my-account/account/address', 'account', AUTHORISED),
  route('account-language', 'my-account/account/language', 'account', AUTHORISED),
  route('account-password', 'my-account/account/password', 'account', AUTHORISED),
  route('account-marketing', 'my-account/account/marketing', 'account', AUTHORISED),
  route('account-cookies', 'my-account/account/cookies', 'account', AUTHORISED),
  route('account-login-history', 'my-account/account/login-history', 'account', AUTHORISED),
  route('account-activity', 'my-account/account/activity', 'account', AUTHORISED),
  route('account-verification', 'my-account/account/verification', 'account', AUTHORISED),
  route('banking', 'my-account/banking', 'banking', AUTHORISED),
  route('banking-transactions', 'my-account/banking/transactions', 'banking', AUTHORISED),
  route('banking-withdraw', 'my-account/banking/withdraw', 'banking', AUTHORISED),
  route('banking-deposit', 'my-account/banking/deposit', 'banking', AUTHORISED_NOT_BLOCKED),
  route('rewards', 'my-account/rewards', 'rewards', AUTHORISED_NOT_BLOCKED),
  route('rewards-active', 'my-account/rewards/active', 'rewards', AUTHORISED_NOT_BLOCKED),
  route('inbox', 'my-account/inbox', 'account', AUTHORISED_NOT_BLOCKED),
  route('inbox-notifications', 'my-account/inbox/notifications', 'account', AUTHORISED_NOT_BLOCKED),
  route('gambling-limits', 'my-account/gambling-limits', 'account', AUTHORISED_NOT_BLOCKED),
  route('bonus-code', 'my-account/bonus-code', 'rewards', { ...AUTHORISED_NOT_BLOCKED, manualClaim: true }),

  // spec 1 §2 "Casino, live casino, sportsbook"; spec 3 §2 "Casino", "Live casino"
  route('casino-lobby', 'online-casino', 'casino-lobby', casino()),
  route('casino-category', 'online-casino/:id', 'casino-lobby', casino()),
  ...CASINO_PROVIDERS.map((provider) =>
    route(
      `casino-play-${provider}`,
      `online-casino/play/${provider}/:id?`,
      'casino-game',
      casino({ game: 'casino-route' }),
    ),
  ),
  route(
    'casino-play-creedroomz',
    'online-casino/play/creedroomz/:id?',
    'casino-game',
    casino({ game: 'casino-route', enabledBy: 'creedroomz' }),
  ),
  route('live-casino-lobby', 'live-casino-online', 'live-casino-lobby', liveCasino()),
  route('live-casino-category', 'live-casino-online/:id', 'live-casino-lobby', liveCasino()),
  ...LIVE_CASINO_PROVIDERS.map((provider) =>
    route(
      `live-casino-play-${provider}`,
      `live-casino-online/play/${provider}/:id?`,
      'live-casino-table',
      liveCasino({ auth: 'logged-in', game: 'live-casino-route' }),
    ),
  ),
  route(
    'live-casino-play-creedroomz',
    'live-casino-online/play/creedroomz/:id?',
    'live-casino-table',
    liveCasino({ auth: 'logged-in', game: 'live-casino-route', enabledBy: 'creedroomz' }),
  ),
  route('play', 'play/:gameSlug', 'game', {
    auth: 'public',
    blockRestrictedPlayers: true,
    vertical: 'game-type',
    game: 'slug-route',
    enabledBy: 'gameSlugs',
  }),
  route('sportsbook', 'sportsbook/:category?/:region?/:competition?/:event?', 'sport-base', sportsbook),
  route('virtuals', 'virtuals', 'virtuals', sportsbook),
] as const;

export const ROUTES: readonly RouteDefinition[] = ROUTE_TABLE;

type TableRoute = (typeof ROUTE_TABLE)[number];
/** Every route id of the table, as a type. */
export type RouteId = TableRoute['id'];
/**
 * The React Router path of a route id (`my-account/banking`); for the routes the table makes per
 * provider or page, the paths of the whole family (they take the same params).
 */
export type RoutePathOf<I extends RouteId> = TableRoute extends infer R
  ? R extends { id: infer Id; path: infer P extends string }
    ? I extends Id
      ? P
      : never
    : never
  : never;

type PathSegmentsOf<P extends string> = P extends `${infer Head}/${infer Rest}`
  ? Head | PathSegmentsOf<Rest>
  : P;
type RequiredParamOf<S> = S extends `:${infer Name}` ? (Name extends `${string}?` ? never : Name) : never;
type OptionalParamOf<S> = S extends `:${infer Name}?` ? Name : never;
/** The params a path takes: `:id` required, `:id?` optional, `*` the rest of the path. */
export type RouteParamsOf<P extends string> = { [K in RequiredParamOf<PathSegmentsOf<P>>]: string } & {
  [K in OptionalParamOf<PathSegmentsOf<P>>]?: string | undefined;
} & (P extends '*' ? { '*': string } : unknown);

/** The params argument of `pathTo` for a route id: required when its path has a required param. */
export type PathToArgs<I extends RouteId> = [RequiredParamOf<PathSegmentsOf<RoutePathOf<I>>>] extends [never]
  ? RoutePathOf<I> extends '*'
    ? [params: RouteParamsOf<RoutePathOf<I>>]
    : [params?: RouteParamsOf<RoutePathOf<I>>]
  : [params: RouteParamsOf<RoutePathOf<I>>];

/** The page type of a sportsbook path: live betting and bet history are views of the one route. */
export function sportsbookPageType(params: RouteParams): RouteGroup {
  if (params['category'] === 'live') return 'live-betting';
  if (params['category'] === 'bet-history') return 'bet-history';
  return 'sport-base';
}

/** What the site says about which routes exist. */
export interface SiteRouteFlags {
  flags: Partial<Record<RouteFlag, boolean>>;
  /** Content-defined page paths (extra information, contact us), relative to the prefix. */
  contentPaths?: readonly string[];
}

/** Whether a route is registered for the site's flags. */
export function isRouteEnabled(definition: RouteDefinition, site: SiteRouteFlags): boolean {
  const { enabledBy, omittedBy } = definition.requires;
  if (enabledBy && !site.flags[enabledBy]) return false;
  if (omittedBy && site.flags[omittedBy]) return false;
  return true;
}

export type RouteParams = Readonly<Record<string, string | undefined>>;

/** Splits a path relative to the prefix (`/my-account/banking?x=1`, `''`, `/`) into segments. */
export function pathSegments(path: string): string[] {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname.split('/').filter((segment) => segment.length > 0);
}

/** Matches one React Router pattern against path segments; params or `null`. */
export function matchPattern(pattern: string, segments: readonly string[]): RouteParams | null {
  const parts = pattern.split('/').filter((part) => part.length > 0);
  const params: Record<string, string | undefined> = {};
  let index = 0;
  for (const part of parts) {
    if (part === '*') {
      params['*'] = segments.slice(index).join('/');
      return params;
    }
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      const value = segments[index];
      if (value === undefined) {
        if (!optional) return null;
        params[name] = undefined;
        continue;
      }
      params[name] = decodeURIComponent(value);
      index += 1;
      continue;
    }
    if (segments[index] !== part) return null;
    index += 1;
  }
  return index === segments.length ? params : null;
}

const staticSegmentCount = (pattern: string): number =>
  pattern.split('/').filter((part) => part.length > 0 && !part.startsWith(':') && part !== '*').length;

/**
 * The registered route for a path relative to the prefix, or `null` (an unknown path: the 404 page).
 * When several patterns match, the one with the most static segments wins (React Router ranking).
 */
export function matchRoute(
  path: string,
  site: SiteRouteFlags,
  routes: readonly RouteDefinition[] = ROUTES,
): { route: RouteDefinition; params: RouteParams } | null {
  const segments = pathSegments(path);
  const normalised = `/${segments.join('/')}`;
  let best: { route: RouteDefinition; params: RouteParams; score: number } | null = null;
  for (const definition of routes) {
    if (!isRouteEnabled(definition, site)) continue;
    if (definition.requires.contentDefined) {
      const listed = (site.contentPaths ?? []).some(
        (listedPath) => `/${pathSegments(listedPath).join('/')}` === normalised,
      );
      if (listed && !best) best = { route: definition, params: { '*': segments.join('/') }, score: -1 };
      continue;
    }
    const params = matchPattern(definition.path, segments);
    if (!params) continue;
    const score = staticSegmentCount(definition.path);
    if (!best || score > best.score) best = { route: definition, params, score };
  }
  return best && { route: best.route, params: best.params };
}

/**
 * The path of a route relative to the locale prefix, from the table: `pathTo('banking-deposit')` is
 * `/my-account/banking/deposit`, `pathTo('casino-category', { id: 'slots' })` is
 * `/online-casino/slots`, the home `/`. Ids and params are checked by type; a value is
 * URI-encoded, an optional param left out drops its segment. Put the locale in front with
 * `localisedPath` (guards.ts).
 */
export function pathTo<I extends RouteId>(id: I, ...[params]: PathToArgs<I>): string {
  const values = (params ?? {}) as Readonly<Record<string, string | undefined>>;
  const segments: string[] = [];
  for (const part of routeById(id).path.split('/')) {
    if (part === '') continue;
    if (part === '*') {
      segments.push(...pathSegments(values['*'] ?? '').map(encodeURIComponent));
      continue;
    }
    if (!part.startsWith(':')) {
      segments.push(part);
      continue;
    }
    const optional = part.endsWith('?');
    const value = values[part.slice(1, optional ? -1 : undefined)];
    if (value === undefined || value === '') {
      if (optional) continue;
      throw new Error(`Route "${id}" needs ${part}`);
    }
    segments.push(encodeURIComponent(value));
  }
  return `/${segments.join('/')}`;
}

/** Finds a route by id (throws for an unknown id: ids are fixed in this table). */
export function routeById(id: string): RouteDefinition {
  const found = ROUTES.find((definition) => definition.id === id);
  if (!found) throw new Error(`No route "${id}"`);
  return found;
}
