/**
 * The activity reminder, time-out and self-exclusion calls (spec 2 §7; packages/player-api
 * calls/activity.ts and calls/limits.ts). The rules are in services/responsible/activityAndExclusion.ts.
 *
 * - `activitySettings` / `activityCheck`: the period and when it began; `updateActivitySettings`
 *   sets it (or none) and starts it now; `activityMinutesRemaining`; `activityResetTimer` starts
 *   the period again and answers its minutes; `activityCheckResult`: the summary of the period.
 * - `selfExclusion`, `timeout`, `timeoutCooling`: start the measure and sign the player out of
 *   every session; a second one while one runs is `error.exclusion.active` (409).
 */
import { settle, type Handlers } from '../kernel/handlers.ts';
import type { SandboxContext } from '../services/context.ts';
import type { CurrentSession } from '../services/identity/index.ts';
import {
  activityPeriod,
  activitySummary,
  minutesRemaining,
  resetActivityTimer,
  selfExclude,
  setActivityTimer,
  startCooling,
  takeTimeout,
  type ActivityPeriod,
} from '../services/responsible/index.ts';

const settingsOf = (period: ActivityPeriod) => ({
  timer: period.timer,
  startedAt: period.startedAt.toISOString(),
});

export function responsibleHandlers(ctx: SandboxContext): Handlers<CurrentSession> {
  const period = (session: CurrentSession) => activityPeriod(ctx, session.playerId, session.sessionId);
  return {
    player: {
      async activitySettings({ session }) {
        return settingsOf(await period(session));
      },

      async activityCheck({ session }) {
        return settingsOf(await period(session));
      },

      async updateActivitySettings({ session, body }) {
        const { period: timer } = body;
        return settingsOf(await setActivityTimer(ctx, session.playerId, timer));
      },

      async activityMinutesRemaining({ session }) {
        const [running, now] = await Promise.all([period(session), ctx.clock.now()]);
        return { minutes: minutesRemaining(running, now) };
      },

      async activityResetTimer({ session }) {
        return { minutes: await resetActivityTimer(ctx, session.playerId, session.sessionId) };
      },

      async activityCheckResult({ session }) {
        return activitySummary(ctx, session.playerId, session.sessionId);
      },

      async selfExclusion({ session, body }) {
        return settle(await selfExclude(ctx, session.playerId, body));
      },

      async timeout({ session, body }) {
        const { days } = body;
        return settle(await takeTimeout(ctx, session.playerId, days));
      },

      async timeoutCooling({ session }) {
        return settle(await startCooling(ctx, session.playerId));
      },
    },
  };
}
