/**
 * Registration calls (spec 1 §4 "Registration steps", §7, §8 "Sign-up"; services/registration.ts)
 * and the multibrand migration (POST /player/migration), which is the last step of bringing an
 * account onto a site. Registration is rate limited per address (`registrationPerIp`), SMS codes
 * per address and per number (`smsPerIp`, `smsPerRecipient`): `error.rate_limited`, 429.
 */
import type { z } from 'zod';
import { ERRORS, HEADERS, type CallId, type Calls } from '@casino/player-api';
import { ContractRefusal, type HandlerInput, type Handlers } from '../router.ts';
import type { SandboxContext } from '../services/context.ts';
import type { CurrentSession } from '../services/identity.ts';
import { RATE_LIMITS, hit } from '../services/rateLimit.ts';
import {
  migratePlayer,
  rateLimited,
  register,
  requestRegistrationCode,
  signUpConfig,
  updateRegistration,
  verifyRegistrationCode,
  type CodeChannel,
  type Outcome,
} from '../services/registration.ts';
import { callerAddress, siteOf } from '../request.ts';

/** The validated body of a call, typed by the contract. */
export type BodyOf<K extends CallId> = z.output<Exclude<Calls[K]['body'], undefined>>;
export type QueryOf<K extends CallId> = z.output<Calls[K]['query']>;

/** The success value of a service outcome, or the refusal thrown as the contract's error answer. */
export function settle<T extends object>(outcome: Outcome<T>): T {
  if (!outcome.ok) {
    throw new ContractRefusal(outcome.code, outcome.message, {
      ...(outcome.validationErrors ? { validationErrors: outcome.validationErrors } : {}),
      ...(outcome.additionalInfo ? { additionalInfo: outcome.additionalInfo } : {}),
    });
  }
  const { ok: _ok, ...value } = outcome;
  return value as unknown as T;
}

function captchaOf(headers: Record<string, unknown>): string {
  return String(headers[HEADERS.hcaptchaToken] ?? '-');
}

export function registrationHandlers(ctx: SandboxContext): Handlers<CurrentSession> {
  function codeRequest(channel: CodeChannel) {
    return async ({ body, headers, c }: HandlerInput<CurrentSession>) =>
      settle(
        await requestRegistrationCode(ctx, {
          siteId: siteOf(c).siteId,
          channel,
          captchaToken: captchaOf(headers),
          ipAddress: callerAddress(c),
          body: body as BodyOf<'registrationSmsRequest'>,
        }),
      );
  }
  function codeVerification(channel: CodeChannel) {
    return async ({ body, headers, c }: HandlerInput<CurrentSession>) =>
      settle(
        await verifyRegistrationCode(ctx, {
          siteId: siteOf(c).siteId,
          channel,
          captchaToken: captchaOf(headers),
          body: body as BodyOf<'registrationSmsVerification'>,
        }),
      );
  }

  return {
    async register({ body, headers, c }) {
      const limit = await hit(ctx, RATE_LIMITS.registrationPerIp, callerAddress(c));
      if (!limit.allowed)
        return settle(rateLimited(limit, 'Too many sign-ups from this address, try again later'));
      const input = body as BodyOf<'register'>;
      return settle(
        await register(ctx, { ...input, siteId: siteOf(c).siteId, captchaToken: captchaOf(headers) }),
      );
    },

    async updateRegistration({ body, headers, c }) {
      const input = body as BodyOf<'updateRegistration'>;
      return settle(
        await updateRegistration(ctx, {
          ...input,
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
      const { siteId, countryCode } = query as QueryOf<'signUpConfig'>;
      return signUpConfig(siteId, countryCode);
    },

    async playerMigration({ body, session }) {
      const input = body as BodyOf<'playerMigration'>;
      if (!session) throw new ContractRefusal(ERRORS.tokenExpired.code, 'Token expired');
      return settle(await migratePlayer(ctx, { ...input, playerId: session.playerId }));
    },
  };
}
