/**
 * The loyalty call (spec 3 §7 "GET loyalty level of the player (/player/loyalty-level)"; contract
 * calls/loyalty.ts): the player's level, its type, their points and what the next level needs
 * (services/loyalty/; the ladder and the points rule in src/demoLoyalty.ts). Titles, badges and
 * perks are the content service's, matched on `level`.
 */
import type { Handlers } from '../kernel/handlers.ts';
import type { SandboxContext } from '../services/context.ts';
import type { CurrentSession } from '../services/identity/index.ts';
import { loyaltyStanding } from '../services/loyalty/index.ts';

export function loyaltyHandlers(ctx: SandboxContext): Handlers<CurrentSession> {
  return {
    player: {
      async loyaltyLevel({ session }) {
        const standing = await loyaltyStanding(ctx, session.playerId);
        // A signed-in player always has a site, so a standing.
        return standing!;
      },
    },
  };
}
