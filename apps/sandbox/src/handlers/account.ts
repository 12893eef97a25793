/**
 * Account-details calls (spec 2 §3 "Account details", §4, §5, §7 rows "Address", "Province",
 * "Password", "Language", "Phone", "Phone SMS"; contract calls/account.ts): the address, province
 * and language (services/account/details.ts), the password change (services/account/passwordChange.ts) and
 * the phone change confirmed by an SMS code to the new number (services/account/phoneChange.ts). The
 * rules and their error codes are in those modules' headers and the README.
 */
import { settle, type Handlers } from '../kernel/handlers.ts';
import {
  changePassword,
  resendPhoneCode,
  startPhoneChange,
  updateAddress,
  updateLanguage,
  updateProvince,
  verifyPhoneChange,
} from '../services/account/index.ts';
import type { SandboxContext } from '../services/context.ts';
import type { CurrentSession } from '../services/identity/index.ts';
import { callerAddress } from '../request.ts';

export function accountHandlers(ctx: SandboxContext): Handlers<CurrentSession> {
  return {
    player: {
      async updateAddress({ session, body }) {
        return settle(await updateAddress(ctx, session.player, body));
      },

      async updateProvince({ session, body }) {
        const { provinceCode } = body;
        return settle(await updateProvince(ctx, session.player, provinceCode));
      },

      async updateLanguage({ session, body }) {
        const { language } = body;
        return settle(await updateLanguage(ctx, session.player, language));
      },

      async changePassword({ session, body }) {
        const { oldPassword, newPassword } = body;
        settle(
          await changePassword(ctx, {
            player: session.player,
            sessionId: session.sessionId,
            oldPassword,
            newPassword,
          }),
        );
        return undefined;
      },

      async updatePhoneNumber({ session, body, c }) {
        const { mobilePhone } = body;
        return settle(
          await startPhoneChange(ctx, { player: session.player, ipAddress: callerAddress(c), mobilePhone }),
        );
      },

      async phoneSmsRequest({ session, body, c }) {
        const { smsVerificationId } = body;
        return settle(
          await resendPhoneCode(ctx, {
            player: session.player,
            ipAddress: callerAddress(c),
            smsVerificationId,
          }),
        );
      },

      async phoneSmsVerification({ session, body }) {
        const { smsVerificationId, code } = body;
        return settle(await verifyPhoneChange(ctx, { player: session.player, smsVerificationId, code }));
      },
    },
  };
}
