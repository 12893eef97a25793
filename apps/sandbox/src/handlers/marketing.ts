/**
 * Marketing calls (spec 2 §7 "Cookie consent: GET and PATCH /player/cookies/consent";
 * services/cookieConsent.ts). The sandbox does not implement marketing preferences or the CRM
 * inbox token: those calls answer 501 `error.not_implemented`.
 */
import type { BodyOf, Handlers } from '../kernel/handlers.ts';
import type { SandboxContext } from '../services/context.ts';
import { getCookieConsent, recordCookieConsent } from '../services/cookieConsent.ts';
import type { CurrentSession } from '../services/identity.ts';

export function marketingHandlers(ctx: SandboxContext): Handlers<CurrentSession> {
  return {
    player: {
      async cookieConsent({ session }) {
        return getCookieConsent(ctx, session.playerId);
      },

      async updateCookieConsent({ session, body }) {
        const { performanceFunctional, marketing } = body as BodyOf<'updateCookieConsent'>;
        return recordCookieConsent(ctx, session.playerId, { performanceFunctional, marketing });
      },
    },
  };
}
