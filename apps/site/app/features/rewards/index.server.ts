/** The rewards area's public face for loaders and actions: the rewards and bonus-code pages and their posts. */
export { loadBonusCodePage, runBonusCodeAction } from './bonusCode.server.ts';
export { loadRewardsPage, runRewardsAction } from './rewards.server.ts';
