/**
 * The limits area's public face for loaders and actions: the gambling limits and their posts, and
 * the activity reminder's poll and reset.
 */
export { activityResetForm, pollActivity, resetActivity, type ActivityPoll } from './activity.server.ts';
export {
  loadGamblingLimits,
  runGamblingLimitsAction,
  type GamblingLimitsActionData,
} from './gamblingLimits.server.ts';
