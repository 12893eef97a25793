/**
 * Password reset calls (spec 1 §4 "Reset-password steps", §7, §8; services/identity/passwordReset.ts):
 * start by e-mail or SMS, verify the SMS code, set the new password by either route, and read the
 * e-mail of an e-mail reset key. Starting is limited per address and per account
 * (`resetPerIp`, `resetPerAccount`), SMS per address (`smsPerIp`): `error.rate_limited`, 429.
 */
import { settle, type Handlers } from '../kernel/handlers.ts';
import type { SandboxContext } from '../services/context.ts';
import {
  emailForResetKey,
  setNewPassword,
  startReset,
  verifyResetSms,
  type CurrentSession,
} from '../services/identity/index.ts';
import { callerAddress, siteOf } from '../request.ts';

export function passwordHandlers(ctx: SandboxContext): Handlers<CurrentSession> {
  return {
    none: {
      async passwordReset({ body, c }) {
        const { email, method } = body;
        return settle(
          await startReset(ctx, { siteId: siteOf(c).siteId, email, method, ipAddress: callerAddress(c) }),
        );
      },

      async passwordResetSmsVerification({ body, c }) {
        const { email, code } = body;
        return settle(
          await verifyResetSms(ctx, { siteId: siteOf(c).siteId, email, code, ipAddress: callerAddress(c) }),
        );
      },

      async newPassword({ body, c }) {
        settle(await setNewPassword(ctx, { ...body, siteId: siteOf(c).siteId, method: 'SMS' }));
        return undefined;
      },

      async newPasswordByEmail({ body, c }) {
        settle(await setNewPassword(ctx, { ...body, siteId: siteOf(c).siteId, method: 'EMAIL' }));
        return undefined;
      },

      async emailByResetKey({ query, c }) {
        const { resetKey } = query;
        return settle(await emailForResetKey(ctx, { siteId: siteOf(c).siteId, resetKey }));
      },
    },
  };
}
