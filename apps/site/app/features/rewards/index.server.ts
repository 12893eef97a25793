/** The rewards area's public face for loaders and actions: the rewards and bonus-code pages and their posts. */
export { loadBonusCodePage, runBonusCodeAction } from './bonusCode.server.ts';
export { runRewardsAction } from './rewardActions.server.ts';
export { loadRewardsPage } from './rewards.server.ts';
