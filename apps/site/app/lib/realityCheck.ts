/**
 * The activity reminder's "time is up" window event (components/ActivityReminder.tsx), which the
 * game page forwards to a running game (lib/gameFrame.ts). A module of its own: the reminder is
 * on every page, the game-frame bridge only on the game page, and a module shared by both would
 * put the bridge into every page's first load.
 */

/** The window event the activity reminder fires when its time is up. */
export const REALITY_CHECK_EVENT = 'casino:reality-check';

/** What the event carries: the period's summary (decimal strings) and the minutes left (≤ 0). */
export interface RealityCheckDetail {
  turnover: string;
  winnings: string;
  delta: string;
  from: string;
  to: string;
  currency: string;
  minutes: number;
}
