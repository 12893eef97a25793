/**
 * Responsible-gambling limits (spec 2 §7 "Deposit limits" and "Spend limits: GET and PATCH
 * /player/deposit-limits, /player/spend-limits"; the rules, shared by both kinds, are in
 * services/responsible/limits.ts). Spend limits are enforced on every real-money bet of the sandbox
 * games (services/games/slot.ts, roulette.ts). The activity reminder, time-out and
 * self-exclusion are in handlers/responsible.ts.
 */
import { settle, type Handlers, type PlayerHandler } from '../kernel/handlers.ts';
import { siteOf } from '../request.ts';
import type { SandboxContext } from '../services/context.ts';
import { changeLimit, listLimits, type LimitType } from '../services/responsible/index.ts';
import type { CurrentSession } from '../services/identity/index.ts';

export function limitsHandlers(ctx: SandboxContext): Handlers<CurrentSession> {
  const update =
    (kind: LimitType): PlayerHandler<'updateDepositLimit' | 'updateSpendLimit', CurrentSession> =>
    async ({ session, body, c }) => {
      const outcome = await changeLimit(ctx, {
        playerId: session.playerId,
        kind,
        markets: siteOf(c).markets,
        marketRules: siteOf(c).marketRules,
        change: body,
      });
      return settle(outcome).limit;
    };

  return {
    player: {
      async depositLimits({ session }) {
        return listLimits(ctx, session.playerId, 'DEPOSIT');
      },
      updateDepositLimit: update('DEPOSIT'),
      async spendLimits({ session }) {
        return listLimits(ctx, session.playerId, 'SPEND');
      },
      updateSpendLimit: update('SPEND'),
    },
  };
}
