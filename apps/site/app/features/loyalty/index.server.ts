/** The loyalty area's server side: the player's level with its title (loyaltyLevel.server.ts). */
export { loadLoyaltyLevel, type LoyaltyLevelView } from './loyaltyLevel.server.ts';
