/**
 * The site's React Router routes, made from the route table of @casino/domain (spec 1 §2, spec 2 §2,
 * spec 3 §2): every route under the `:locale` layout, whose middleware applies the guards. A route
 * gets its own module when one exists (below); every other route renders the generic page layout
 * with its heading from content until its feature issue gives it a module.
 */
import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { ROUTES, type RouteDefinition } from '@casino/domain';
import { ENDPOINTS } from './lib/endpoints.ts';

/** Route modules by route id of the domain table. */
const MODULES: Readonly<Record<string, string>> = {
  home: 'routes/home.tsx',
  'error-401': 'routes/access-error.tsx',
  'accept-terms-condition': 'routes/accept-terms.tsx',
  restricted: 'routes/restricted.tsx',
  maintenance: 'routes/maintenance.tsx',
  signup: 'routes/signup.tsx',
  'signup-pnp': 'routes/signup-pnp.tsx',
  'signup-callback': 'routes/signup-callback.tsx',
  'reset-password': 'routes/reset-password.tsx',
  banking: 'routes/banking.tsx',
  'banking-deposit': 'routes/deposit.tsx',
  'deposit-modal': 'routes/deposit.tsx',
  'banking-withdraw': 'routes/withdraw.tsx',
  'banking-transactions': 'routes/transactions.tsx',
  'casino-lobby': 'routes/lobby.tsx',
  'casino-category': 'routes/lobby.tsx',
  'live-casino-lobby': 'routes/lobby.tsx',
  'live-casino-category': 'routes/lobby.tsx',
  'gambling-limits': 'routes/gambling-limits.tsx',
  account: 'routes/account.tsx',
  'account-details': 'routes/account-details.tsx',
  'account-phone': 'routes/account-phone.tsx',
  'account-address': 'routes/account-address.tsx',
  'account-language': 'routes/account-language.tsx',
  'account-password': 'routes/account-password.tsx',
  'account-marketing': 'routes/account-marketing.tsx',
  'account-cookies': 'routes/account-cookies.tsx',
  'account-login-history': 'routes/account-login-history.tsx',
  'account-activity': 'routes/account-activity.tsx',
  'account-verification': 'routes/verification.tsx',
  rewards: 'routes/rewards.tsx',
  'rewards-active': 'routes/rewards.tsx',
  'bonus-code': 'routes/bonus-code.tsx',
  sportsbook: 'routes/sportsbook.tsx',
  virtuals: 'routes/sportsbook.tsx',
  promotions: 'routes/promotions.tsx',
  'promotions-category': 'routes/promotions.tsx',
  'promotions-tag': 'routes/promotions.tsx',
  promotion: 'routes/promotion.tsx',
  landing: 'routes/landing.tsx',
  promo: 'routes/promo.tsx',
  welcome: 'routes/welcome.tsx',
  loyalty: 'routes/loyalty-page.tsx',
  qrewards: 'routes/vip.tsx',
  // Every game page (spec 3 §2): the provider play routes of both lobbies and `/play/:gameSlug`.
  ...Object.fromEntries(
    ROUTES.filter((definition) => definition.requires.game).map((definition) => [
      definition.id,
      'routes/game.tsx',
    ]),
  ),
};

function moduleFor(definition: RouteDefinition): string {
  const own = MODULES[definition.id];
  if (own) return own;
  return definition.group === 'static' || definition.group === 'content'
    ? 'routes/static-page.tsx'
    : 'routes/page.tsx';
}

const pageRoutes = ROUTES.map((definition) =>
  definition.path === ''
    ? index(moduleFor(definition), { id: definition.id })
    : route(definition.path, moduleFor(definition), { id: definition.id }),
);

export default [
  // `/` and any path without a valid locale prefix: the root middleware redirects them.
  index('routes/no-locale.tsx', { id: 'no-locale-index' }),
  route(':locale', 'routes/locale-layout.tsx', { id: 'locale' }, [
    // The page's title and description from content, loaded once per path (app/lib/seo.ts).
    layout('routes/seo-layout.tsx', { id: 'seo' }, pageRoutes),
  ]),
  // Actions without a page of their own (outside the guarded layout; each checks what it needs).
  route(`:locale/${ENDPOINTS.login}`, 'routes/login.ts', { id: 'login' }),
  route(`:locale/${ENDPOINTS.logout}`, 'routes/logout.ts', { id: 'logout' }),
  route(`:locale/${ENDPOINTS.keepAlive}`, 'routes/keep-alive.ts', { id: 'keep-alive' }),
  route(`:locale/${ENDPOINTS.cookieConsent}`, 'routes/cookie-consent.ts', { id: 'cookie-consent' }),
  route(`:locale/${ENDPOINTS.wallet}`, 'routes/wallet.ts', { id: 'wallet' }),
  route(`:locale/${ENDPOINTS.walletFeed}`, 'routes/wallet-feed.ts', { id: 'wallet-feed' }),
  route(`:locale/${ENDPOINTS.activity}`, 'routes/activity.ts', { id: 'activity' }),
  route(`:locale/${ENDPOINTS.favourites}`, 'routes/favourites.ts', { id: 'favourites' }),
  route(`:locale/${ENDPOINTS.colourScheme}`, 'routes/colour-scheme.ts', { id: 'colour-scheme' }),
  route(`:locale/${ENDPOINTS.sportsbookBalance}`, 'routes/sportsbook-balance.ts', {
    id: 'sportsbook-balance',
  }),
  route(`:locale/${ENDPOINTS.loyaltyLevel}`, 'routes/loyalty-level.ts', { id: 'loyalty-level' }),
  route('*', 'routes/no-locale.tsx', { id: 'no-locale-splat' }),
] satisfies RouteConfig;
