/**
 * The limits area's public face for pages (README "The site by area"): responsible gambling (spec 2
 * §4) — the gambling-limits page's parts (what is in force, the one change form, the activity
 * reminder's interval, time-out, self-exclusion) and the activity reminder every signed-in page
 * carries.
 */
export { ActivityReminder } from './ActivityReminder.tsx';
export { LimitChangeForm } from './LimitChangeForm.tsx';
export { LimitsInForce } from './LimitsInForce.tsx';
export { ActivitySection, BreakSection, LimitsLoadError, LimitsPage } from './LimitsSections.tsx';
export * as limitsStyles from './limits.css.ts';
