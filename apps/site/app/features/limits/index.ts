/**
 * The limits area's public face for pages (README "The site by area"): responsible gambling (spec 2
 * §4) — the gambling-limits page's sections (deposit and spend limits, the activity reminder's
 * interval, time-out, self-exclusion) and the activity reminder every signed-in page carries.
 */
export { ActivityReminder } from './ActivityReminder.tsx';
export {
  ActivitySection,
  BreakSection,
  LimitsLoadError,
  LimitsPage,
  LimitsSection,
} from './LimitsSections.tsx';
