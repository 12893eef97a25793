/**
 * The site's actions without a page of their own, by name: where each answers under the locale
 * (`/fi-FI/logout`). app/routes.ts registers them from this table and lib/paths.server.ts hands
 * their paths to the components that post or fetch (lib/links.ts), so no component writes one.
 */
export const ENDPOINTS = {
  login: 'login',
  logout: 'logout',
  keepAlive: 'keep-alive',
  cookieConsent: 'cookie-consent',
  wallet: 'wallet',
  walletFeed: 'wallet/feed',
  activity: 'activity',
  favourites: 'favourites',
  colourScheme: 'colour-scheme',
  sportsbookBalance: 'sportsbook-balance',
  loyaltyLevel: 'loyalty-level',
} as const;

export type EndpointId = keyof typeof ENDPOINTS;
