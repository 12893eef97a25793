/**
 * The rewards area's public face for pages (README "The site by area"): bonuses and rewards (spec 3
 * §4) — the rewards page with its tabs, cards and prompts, and the bonus-code page.
 */
export { BonusCodePage } from './BonusCodePage.tsx';
export { CASHBACK_NOTICE_MS, RewardsPage } from './RewardsPage.tsx';
