/**
 * Identity calls (spec 1 §3, §4, §7, §8): sign-in with the classified refusals, refresh, the
 * current session, sign-out, confirm-user and the JWKS. Sign-in and confirm-user are rate limited
 * (`error.rate_limited`, 429) per address, per account and address, per account, and by the
 * address's budget of account lookups (services/rateLimit.ts `RATE_LIMITS`).
 */
import { ERRORS } from '@casino/player-api';
import { ContractRefusal, type Handlers } from '../kernel/handlers.ts';
import type { SandboxContext } from '../services/context.ts';
import { refresh, signOut, type CurrentSession } from '../services/identity/sessions.ts';
import { confirmUser, signIn } from '../services/identity/signIn.ts';
import { RATE_LIMITS, hit, hitAll, within } from '../services/platform/rateLimit.ts';
import { jwks } from '../services/platform/tokens.ts';
import { callerAddress, siteOf } from '../request.ts';

function tooMany(retryAfterMs: number): ContractRefusal {
  return new ContractRefusal(ERRORS.rateLimited.code, 'Too many sign-in attempts, try again later', {
    additionalInfo: { retryAfterMs },
  });
}

export function identityHandlers(ctx: SandboxContext): Handlers<CurrentSession> {
  return {
    none: {
      async signIn({ body, c }) {
        const { email, password, meta } = body;
        const address = callerAddress(c);
        const account = `${siteOf(c).siteId}:${email.toLowerCase()}`;
        const lookups = await within(ctx, RATE_LIMITS.accountLookupPerIp, address);
        if (!lookups.allowed) throw tooMany(lookups.retryAfterMs);
        const limited = await hitAll(ctx, [
          [RATE_LIMITS.loginPerIp, address],
          [RATE_LIMITS.loginPerAccountAndIp, `${account}:${address}`],
          [RATE_LIMITS.loginPerAccount, account],
        ]);
        if (!limited.allowed) throw tooMany(limited.retryAfterMs);
        const result = await signIn(ctx, {
          siteId: siteOf(c).siteId,
          email,
          password,
          realIpAddress: address,
          ...(meta?.ipAddress ? { ipAddress: meta.ipAddress } : {}),
        });
        if (!result.ok && result.reason === 'playerNotFound')
          await hit(ctx, RATE_LIMITS.accountLookupPerIp, address);
        if (!result.ok) {
          throw new ContractRefusal(
            result.code,
            result.message,
            result.additionalInfo ? { additionalInfo: result.additionalInfo } : {},
          );
        }
        const { idToken, accessToken, refreshToken, lastAuth } = result.tokens;
        return { idToken, accessToken, refreshToken, lastAuth };
      },

      async refreshSession({ body, c }) {
        const result = await refresh(ctx, {
          siteId: siteOf(c).siteId,
          refreshToken: body.refreshToken,
        });
        if (!result.ok) throw new ContractRefusal(result.code, result.message);
        const { idToken, accessToken, refreshToken, lastAuth } = result.tokens;
        return { idToken, accessToken, refreshToken, lastAuth };
      },

      async confirmUser({ body, c }) {
        const lookups = await hit(ctx, RATE_LIMITS.accountLookupPerIp, callerAddress(c));
        if (!lookups.allowed) throw tooMany(lookups.retryAfterMs);
        return confirmUser(ctx, { siteId: siteOf(c).siteId, email: body.email });
      },

      async jwks() {
        return jwks(ctx.db);
      },
    },

    player: {
      async currentSession({ session }) {
        return { claims: session.claims, accessTokenExpiresAt: session.accessTokenExpiresAt };
      },

      async signOut({ c }) {
        await signOut(ctx, { accessToken: c.req.header('Access-Token') ?? '' });
        return undefined;
      },
    },
  };
}
