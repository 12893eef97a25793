/**
 * Registration calls (spec 1 §4 "Registration steps", §7, §8 "Sign-up"; services/identity/registration.ts)
 * and the multibrand migration (POST /player/migration), which is the last step of bringing an
 * account onto a site. Registration is rate limited per address (`registrationPerIp`, in
 * `register`), SMS codes per address and per number (`smsPerIp`, `smsPerRecipient`):
 * `error.rate_limited`, 429.
 */
import { settle, type CallInput, type Handlers } from '../kernel/handlers.ts';
import type { SandboxContext } from '../services/context.ts';
import {
  captchaOf,
  migratePlayer,
  register,
  requestRegistrationCode,
  signUpConfig,
  updateRegistration,
  verifyRegistrationCode,
  type CodeChannel,
  type CurrentSession,
} from '../services/identity/index.ts';
import { callerAddress, siteOf } from '../request.ts';

export function registrationHandlers(ctx: SandboxContext): Handlers<CurrentSession> {
  function codeRequest(channel: CodeChannel) {
    return async ({ body, headers, c }: CallInput<'registrationSmsRequest' | 'registrationEmailRequest'>) =>
      settle(
        await requestRegistrationCode(ctx, {
          siteId: siteOf(c).siteId,
          channel,
          captchaToken: captchaOf(headers),
          ipAddress: callerAddress(c),
          body,
        }),
      );
  }
  function codeVerification(channel: CodeChannel) {
    return async ({
      body,
      headers,
      c,
    }: CallInput<'registrationSmsVerification' | 'registrationEmailVerification'>) =>
      settle(
        await verifyRegistrationCode(ctx, {
          siteId: siteOf(c).siteId,
          channel,
          captchaToken: captchaOf(headers),
          body,
        }),
      );
  }

  return {
    none: {
      async register({ body, headers, c }) {
        return settle(
          await register(ctx, {
            ...body,
            siteId: siteOf(c).siteId,
            ipAddress: callerAddress(c),
            captchaToken: captchaOf(headers),
          }),
        );
      },

      async updateRegistration({ body, headers, c }) {
        return settle(
          await updateRegistration(ctx, {
            ...body,
            siteId: siteOf(c).siteId,
            captchaToken: captchaOf(headers),
          }),
        );
      },

      registrationSmsRequest: codeRequest('SMS'),
      registrationEmailRequest: codeRequest('EMAIL'),
      registrationSmsVerification: codeVerification('SMS'),
      registrationEmailVerification: codeVerification('EMAIL'),

      async signUpConfig({ query }) {
        const { siteId, countryCode } = query;
        return signUpConfig(ctx, siteId, countryCode);
      },
    },

    player: {
      async playerMigration({ body, session }) {
        return settle(await migratePlayer(ctx, { ...body, playerId: session.playerId }));
      },
    },
  };
}
