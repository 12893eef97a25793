/**
 * Identity calls (spec 1 §3, §4, §7, §8): sign-in with the classified refusals, refresh, the
 * current session, sign-out, confirm-user and the JWKS. Sign-in is rate limited per address and
 * per account (`error.rate_limited`, 429).
 */
import { ERRORS } from '@casino/player-api';
import { ContractRefusal, type Handlers } from '../router.ts';
import type { SandboxContext } from '../services/context.ts';
import { confirmUser, refresh, signIn, signOut, type CurrentSession } from '../services/identity.ts';
import { RATE_LIMITS, hitAll } from '../services/rateLimit.ts';
import { jwks } from '../services/tokens.ts';
import { callerAddress, siteOf } from '../request.ts';

export function identityHandlers(ctx: SandboxContext): Handlers<CurrentSession> {
  return {
    async signIn({ body, c }) {
      const { email, password, meta } = body as {
        email: string;
        password: string;
        meta?: { ipAddress?: string };
      };
      const address = callerAddress(c);
      const limited = await hitAll(ctx, [
        [RATE_LIMITS.loginPerIp, address],
        [RATE_LIMITS.loginPerAccount, `${siteOf(c).siteId}:${email.toLowerCase()}`],
      ]);
      if (!limited.allowed) {
        throw new ContractRefusal(ERRORS.rateLimited.code, 'Too many sign-in attempts, try again later', {
          additionalInfo: { retryAfterMs: limited.retryAfterMs },
        });
      }
      const result = await signIn(ctx, {
        siteId: siteOf(c).siteId,
        email,
        password,
        realIpAddress: address,
        ...(meta?.ipAddress ? { ipAddress: meta.ipAddress } : {}),
      });
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
        refreshToken: (body as { refreshToken: string }).refreshToken,
      });
      if (!result.ok) throw new ContractRefusal(result.code, result.message);
      const { idToken, accessToken, refreshToken, lastAuth } = result.tokens;
      return { idToken, accessToken, refreshToken, lastAuth };
    },

    async currentSession({ session }) {
      return { claims: session!.claims, accessTokenExpiresAt: session!.accessTokenExpiresAt };
    },

    async signOut({ c }) {
      await signOut(ctx, { accessToken: c.req.header('Access-Token') ?? '' });
      return undefined;
    },

    async confirmUser({ body, c }) {
      return confirmUser(ctx, { siteId: siteOf(c).siteId, email: (body as { email: string }).email });
    },

    async jwks() {
      return jwks(ctx.db);
    },
  };
}
