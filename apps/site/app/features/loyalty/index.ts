/** The loyalty area's public face for pages: the loyalty page with the player's standing, and the VIP page. */
export { LoyaltyPage, VipPage } from './LoyaltyPages.tsx';
