/**
 * The responsible-gambling wing (spec 2 §3 "Gambling limits", §4 "Responsible gambling", §5, §7;
 * UKGC RTS 12): the limits a player sets on themselves and the breaks they take.
 * - limits.ts: what a deposit or spend limit leaves now and which limit binds (the deposit check
 *   and every bet read it: `bindingLimitNow`, `spendLimitCheck`).
 * - limitChanges.ts: setting, lowering, raising (after the cooling-off), removing, cancelling.
 * - activityAndExclusion.ts: the activity reminder, time-out, cooling and self-exclusion (which
 *   end the player's sessions; the sign-in and every bet refuse by identity/playerBlock.ts).
 * It imports the money wing's books (what was deposited and staked).
 */
export {
  bindingLimitNow,
  listLimits,
  periodWindow,
  spendLimitCheck,
  type LimitChange,
  type LimitType,
} from './limits.ts';
export { changeLimit } from './limitChanges.ts';
export {
  activityPeriod,
  activitySummary,
  minutesRemaining,
  resetActivityTimer,
  selfExclude,
  setActivityTimer,
  startCooling,
  takeTimeout,
  type ActivityPeriod,
} from './activityAndExclusion.ts';
