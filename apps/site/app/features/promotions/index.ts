/**
 * The promotions area's public face for pages (README "The site by area"): the promotions list by
 * category and tag, one promotion with its call to action, and a tournament with its standings
 * (spec 1 §2, spec 3 §2), and a registration landing page leading into sign-up with its bonus code.
 */
export { PromotionPage } from './PromotionPage.tsx';
export { PromotionsPage } from './PromotionsPage.tsx';
export { RegistrationPage } from './RegistrationPage.tsx';
export { TournamentPage } from './TournamentPage.tsx';
