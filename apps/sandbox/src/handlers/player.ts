/**
 * Player calls (spec 1 §3, §7; spec 2 §7): profile, station, access details and context, market
 * risk setting, login history, transaction summary, terms version, keep-alive.
 * Market risk setting (shape "not shown"): the countries where sign-up verifies the phone by SMS
 * (`HIGH_RISK_COUNTRIES`, the Nordics and Germany) are HIGH; the rest MEDIUM.
 */
import { HIGH_RISK_COUNTRIES, marketForCountry } from '@casino/domain';
import { ERRORS, type PlayerStation } from '@casino/player-api';
import { ContractRefusal, type Handlers } from '../kernel/handlers.ts';
import type { SandboxContext } from '../services/context.ts';
import { refreshVerification } from '../services/documents/index.ts';
import {
  getAccessContext,
  getAccessDetails,
  getProfile,
  getTransactionSummary,
  latestActivityLog,
  updateTermsVersion,
  type CurrentSession,
} from '../services/identity/index.ts';
import { deviceFlags, locate } from '../geo.ts';
import { callerAddress, siteOf } from '../request.ts';

function found<T>(value: T | null): T {
  if (value === null) throw new ContractRefusal(ERRORS.tokenExpired.code, 'Token expired');
  return value;
}

export function playerHandlers(ctx: SandboxContext): Handlers<CurrentSession> {
  return {
    none: {
      async playerStation({ c }) {
        const site = siteOf(c);
        const address = callerAddress(c);
        const place = await locate(ctx.db, address);
        const station: PlayerStation = {
          ipAddress: address || '0.0.0.0',
          autodetectedCountry: place.countryCode,
          autodetectedRegion: place.region,
          autodetectedCity: place.city,
          market: marketForCountry(place.countryCode, site.markets, site.markets[0]!),
          device: deviceFlags(c.req.header('User-Agent') ?? ''),
        };
        return station;
      },

      async accessContext({ c }) {
        return found(await getAccessContext(ctx, { siteId: siteOf(c).siteId, ipAddress: callerAddress(c) }));
      },

      async marketRiskSetting({ query }) {
        const countryCode = query.countryCode.toUpperCase();
        const high = HIGH_RISK_COUNTRIES.has(countryCode);
        return { countryCode, marketRiskSetting: high ? 'HIGH' : 'MEDIUM', smsVerificationRequired: high };
      },
    },

    player: {
      async playerProfile({ session }) {
        // A due date that passed turns PENDING into PENDING_EXPIRED (services/documents/levels.ts).
        await refreshVerification(ctx, session.player);
        return found(await getProfile(ctx, session.playerId));
      },

      async accessDetails({ session }) {
        return found(await getAccessDetails(ctx, session.playerId));
      },

      async latestActivityLog({ session, query }) {
        return latestActivityLog(ctx, session.playerId, { limit: query.limit ?? 10 });
      },

      async transactionSummary({ session }) {
        return found(await getTransactionSummary(ctx, session.playerId));
      },

      async updateTermsVersion({ session, body }) {
        const result = await updateTermsVersion(ctx, session.playerId, body.version);
        if (!result.ok) {
          throw new ContractRefusal(ERRORS.termsVersionUnknown.code, 'There is no such terms version');
        }
        return { termsAndConditionsAcceptedVersion: result.termsAndConditionsAcceptedVersion };
      },

      async keepAlive() {
        return undefined;
      },
    },
  };
}
