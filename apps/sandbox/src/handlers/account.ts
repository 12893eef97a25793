/**
 * Account-details calls (spec 2 §3 "Account details", §4, §5, §7 rows "Address", "Province",
 * "Password", "Language", "Phone", "Phone SMS"; contract calls/account.ts): the address, province
 * and language (services/accountDetails.ts), the password change (services/passwordChange.ts) and
 * the phone change confirmed by an SMS code to the new number (services/phoneChange.ts). The
 * rules and their error codes are in those modules' headers and the README.
 */
import { settle, type BodyOf, type Handlers } from '../kernel/handlers.ts';
import { updateAddress, updateLanguage, updateProvince } from '../services/accountDetails.ts';
import type { SandboxContext } from '../services/context.ts';
import type { CurrentSession } from '../services/identity.ts';
import { changePassword } from '../services/passwordChange.ts';
import { resendPhoneCode, startPhoneChange, verifyPhoneChange } from '../services/phoneChange.ts';
import { callerAddress } from '../request.ts';

export function accountHandlers(ctx: SandboxContext): Handlers<CurrentSession> {
  return {
    player: {
      async updateAddress({ session, body }) {
        return settle(await updateAddress(ctx, session.player, body as BodyOf<'updateAddress'>));
      },

      async updateProvince({ session, body }) {
        const { provinceCode } = body as BodyOf<'updateProvince'>;
        return settle(await updateProvince(ctx, session.player, provinceCode));
      },

      async updateLanguage({ session, body }) {
        const { language } = body as BodyOf<'updateLanguage'>;
        return settle(await updateLanguage(ctx, session.player, language));
      },

      async changePassword({ session, body }) {
        const { oldPassword, newPassword } = body as BodyOf<'changePassword'>;
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
        const { mobilePhone } = body as BodyOf<'updatePhoneNumber'>;
        return settle(
          await startPhoneChange(ctx, { player: session.player, ipAddress: callerAddress(c), mobilePhone }),
        );
      },

      async phoneSmsRequest({ session, body, c }) {
        const { smsVerificationId } = body as BodyOf<'phoneSmsRequest'>;
        return settle(
          await resendPhoneCode(ctx, {
            player: session.player,
            ipAddress: callerAddress(c),
            smsVerificationId,
          }),
        );
      },

      async phoneSmsVerification({ session, body }) {
        const { smsVerificationId, code } = body as BodyOf<'phoneSmsVerification'>;
        return settle(await verifyPhoneChange(ctx, { player: session.player, smsVerificationId, code }));
      },
    },
  };
}
