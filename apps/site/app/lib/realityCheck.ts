/**
 * The activity reminder's "time is up" window event (features/limits/ActivityReminder.tsx), which the
 * game page forwards to a running game (features/game/gameFrame.ts). A module of its own: the reminder is
 * on every page, the game-frame bridge only on the game page, and a module shared by both would
 * put the bridge into every page's first load.
 */
/** The activity summary of a period, as the activity route answers it (spec 2 §7 "Activity summary"). */
export interface ActivitySummary {
  turnover: string;
  winnings: string;
  delta: string;
  from: string;
  to: string;
  currency: string;
}

/** The window event the activity reminder fires when its time is up. */
export const REALITY_CHECK_EVENT = 'casino:reality-check';

/** What the event carries: the period's summary (as the activity route answers it) and the minutes left (≤ 0). */
export type RealityCheckDetail = ActivitySummary & { minutes: number };
