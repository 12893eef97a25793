/**
 * The loyalty area's server side: the player's level with its title (loyaltyLevel.server.ts), the
 * loyalty and VIP pages from content (loyaltyPage.server.ts).
 */
export { loadLoyaltyLevel, type LoyaltyLevelView } from './loyaltyLevel.server.ts';
export { loadLoyaltyPage, loadVipPage } from './loyaltyPage.server.ts';
