/**
 * Identity calls (spec 1 §3, §4, §7, §8): sign-in with the classified refusals, refresh, the
 * current session, sign-out, confirm-user and the JWKS; the rules in services/identity/signIn.ts
 * (sign-in, its rate limits: `error.rate_limited`, 429, and confirm-user) and sessions.ts.
 */
import { ContractRefusal, settle, type Handlers } from '../kernel/handlers.ts';
import type { SandboxContext } from '../services/context.ts';
import {
  jwks,
  limitedConfirmUser,
  limitedSignIn,
  refresh,
  signOut,
  type CurrentSession,
} from '../services/identity/index.ts';
import { callerAddress, siteOf } from '../request.ts';

export function identityHandlers(ctx: SandboxContext): Handlers<CurrentSession> {
  return {
    none: {
      async signIn({ body, c }) {
        const { email, password, meta } = body;
        const { tokens } = settle(
          await limitedSignIn(ctx, {
            siteId: siteOf(c).siteId,
            email,
            password,
            realIpAddress: callerAddress(c),
            ...(meta?.ipAddress ? { ipAddress: meta.ipAddress } : {}),
          }),
        );
        const { idToken, accessToken, refreshToken, lastAuth } = tokens;
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
        return settle(
          await limitedConfirmUser(ctx, {
            siteId: siteOf(c).siteId,
            email: body.email,
            address: callerAddress(c),
          }),
        );
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
