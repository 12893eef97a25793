/**
 * Marketing calls (spec 2 §3 "Marketing and cookies", §7 "Marketing preferences" and "Cookie
 * consent"): the marketing opt-ins per channel and topic (services/account/marketingPreferences.ts: the
 * defaults follow the sign-up's marketing opt-in; a PATCH changes only the keys it gives and
 * answers the whole) and the cookie consent (services/platform/cookieConsent.ts). The sandbox does not
 * implement the CRM inbox token: that call answers 501 `error.not_implemented`.
 */
import type { Handlers } from '../kernel/handlers.ts';
import type { SandboxContext } from '../services/context.ts';
import { getCookieConsent, recordCookieConsent } from '../services/platform/index.ts';
import type { CurrentSession } from '../services/identity/index.ts';
import { getMarketingPreferences, updateMarketingPreferences } from '../services/account/index.ts';

export function marketingHandlers(ctx: SandboxContext): Handlers<CurrentSession> {
  return {
    player: {
      async marketingPreferences({ session }) {
        return getMarketingPreferences(ctx, session.playerId);
      },

      async updateMarketingPreferences({ session, body }) {
        return updateMarketingPreferences(ctx, session.playerId, body);
      },

      async cookieConsent({ session }) {
        return getCookieConsent(ctx, session.playerId);
      },

      async updateCookieConsent({ session, body }) {
        const { performanceFunctional, marketing } = body;
        return recordCookieConsent(ctx, session.playerId, { performanceFunctional, marketing });
      },
    },
  };
}
