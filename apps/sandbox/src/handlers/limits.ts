/**
 * Responsible-gambling limits (spec 2 §7 "Deposit limits: GET and PATCH /player/deposit-limits";
 * the rules are in services/gamblingLimits.ts). Spend limits, the activity reminder, time-out and
 * self-exclusion come with issue 9.
 */
import type { Handlers } from '../router.ts';
import { siteOf } from '../request.ts';
import type { SandboxContext } from '../services/context.ts';
import { changeLimit, listLimits } from '../services/gamblingLimits.ts';
import type { CurrentSession } from '../services/identity.ts';
import { settle, type BodyOf } from './registration.ts';

export function limitsHandlers(ctx: SandboxContext): Handlers<CurrentSession> {
  return {
    async depositLimits({ session }) {
      return listLimits(ctx, session!.playerId, 'DEPOSIT');
    },

    async updateDepositLimit({ session, body, c }) {
      const outcome = await changeLimit(ctx, {
        playerId: session!.playerId,
        kind: 'DEPOSIT',
        markets: siteOf(c).markets,
        change: body as BodyOf<'updateDepositLimit'>,
      });
      return settle(outcome).limit;
    },
  };
}
