/** The promotions area's public face for loaders: the list, one promotion and a tournament, from content, the bonus engine and the tournament calls. */
export { loadPromotionPage, loadPromotionsPage } from './promotions.server.ts';
export { loadRegistrationPage } from './registration.server.ts';
export { loadTournamentPage, STANDINGS_REFRESH_MS, TOURNAMENTS_CATEGORY } from './tournament.server.ts';
