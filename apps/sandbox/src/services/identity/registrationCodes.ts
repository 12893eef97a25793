/**
 * The sign-up's SMS and e-mail codes (spec 1 §4 "Registration steps", §8 "Sign-up"; POST
 * /v1/player/register/{sms,email}_{request,verification}; the flow around them is in
 * registration.ts): a code is sent to the number or address of the unfinished sign-up, at most
 * `MAX_CODE_REQUESTS` per channel and number (a new number starts the count and the SMS
 * verification again; SMS also count against `smsPerIp` and `smsPerRecipient`), and checked with
 * the sign-up's password; once every required verification is done the player is REGISTERED.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { ERRORS } from '@casino/player-api';
import { credentials, players, registrations, type PlayerRow } from '../../db/schema.ts';
import { isUuid } from '../../kernel/database.ts';
import { fieldRefusal, refuse, type Outcome } from '../../kernel/outcomes.ts';
import { hit, issueCode, RATE_LIMITS, rateLimited, verifyCode } from '../platform/index.ts';
import type { SandboxContext } from '../context.ts';
import { verifyPassword } from './passwords.ts';
import { verificationsDone, type RegistrationRow } from './registration.ts';
import {
  CAPTCHA_REFUSED,
  MAX_CODE_REQUESTS,
  PHONE_REFUSED,
  captchaRefused,
  joinPhone,
  phoneRefused,
} from './signUpRules.ts';

const NO_SIGN_UP = () => refuse(ERRORS.notFound.code, 'There is no sign-up in progress for this player');

/** The unfinished sign-up of a player on this site, or null. */
async function pendingSignUp(
  ctx: SandboxContext,
  siteId: number,
  playerId: string,
  bodySiteId: number,
  now: Date,
): Promise<{ registration: RegistrationRow; player: PlayerRow } | null> {
  if (bodySiteId !== siteId || !isUuid(playerId)) return null;
  const [row] = await ctx.db
    .select({ registration: registrations, player: players })
    .from(registrations)
    .innerJoin(players, eq(players.playerId, registrations.playerId))
    .where(and(eq(registrations.playerId, playerId), eq(registrations.siteId, siteId)));
  if (!row || row.registration.completedAt || row.registration.expiresAt <= now) return null;
  return row;
}

export type CodeChannel = 'SMS' | 'EMAIL';

const CHANNEL = {
  SMS: {
    maxAttempts: ERRORS.smsMaxAttempts.code,
    invalid: ERRORS.smsCodeInvalid.code,
    requests: registrations.smsRequests,
    label: 'SMS',
  },
  EMAIL: {
    maxAttempts: ERRORS.emailMaxAttempts.code,
    invalid: ERRORS.emailCodeInvalid.code,
    requests: registrations.emailRequests,
    label: 'e-mail',
  },
} as const;

export interface CodeRequestInput {
  siteId: number;
  channel: CodeChannel;
  captchaToken: string;
  /** The caller's address, for the per-IP SMS limit. */
  ipAddress: string;
  body: { playerId: string; siteId: number; countryCode: string };
}

/**
 * Sends a sign-up code to the player's phone or e-mail (the body's countryCode is the form's; the
 * code goes to the number and address given at sign-up or in the update). Each channel allows
 * `MAX_CODE_REQUESTS` codes per number; a new number starts that count and the SMS verification
 * again. SMS also count against `smsPerIp` and `smsPerRecipient`.
 */
export async function requestRegistrationCode(
  ctx: SandboxContext,
  input: CodeRequestInput,
): Promise<Outcome<{ playerId: string; attemptsLeft: number }>> {
  if (input.channel === 'SMS') {
    const perIp = await hit(ctx, RATE_LIMITS.smsPerIp, input.ipAddress);
    if (!perIp.allowed) return rateLimited(perIp, 'Too many SMS from this address, try again later');
  }
  if (captchaRefused(input.captchaToken)) return CAPTCHA_REFUSED();
  const now = await ctx.clock.now();
  const found = await pendingSignUp(ctx, input.siteId, input.body.playerId, input.body.siteId, now);
  if (!found) return NO_SIGN_UP();
  const { registration, player } = found;
  const channel = CHANNEL[input.channel];
  let to: string;
  if (input.channel === 'SMS') {
    const phone = joinPhone(player.phonePrefix, player.phoneBody);
    if (!phone || phoneRefused(phone)) return PHONE_REFUSED();
    if (registration.smsPhone !== phone) {
      // A new number: its verification starts again.
      await ctx.db
        .update(registrations)
        .set({ smsPhone: phone, smsRequests: 0, smsCodeId: null, smsVerifiedAt: null })
        .where(eq(registrations.playerId, player.playerId));
    }
    const perRecipient = await hit(ctx, RATE_LIMITS.smsPerRecipient, phone);
    if (!perRecipient.allowed) {
      return rateLimited(perRecipient, 'Too many SMS to this number, try again later');
    }
    to = phone;
  } else {
    to = player.email;
  }
  // One statement counts the request, so parallel requests cannot pass the limit.
  const [counted] = await ctx.db
    .update(registrations)
    .set({ [input.channel === 'SMS' ? 'smsRequests' : 'emailRequests']: sql`${channel.requests} + 1` })
    .where(and(eq(registrations.playerId, player.playerId), lt(channel.requests, MAX_CODE_REQUESTS)))
    .returning({ sms: registrations.smsRequests, email: registrations.emailRequests });
  if (!counted) {
    return refuse(channel.maxAttempts, `No more ${channel.label} codes can be sent for this sign-up`, {
      additionalInfo: { maxAttempts: MAX_CODE_REQUESTS },
    });
  }
  const issued = await issueCode(ctx, {
    siteId: input.siteId,
    playerId: player.playerId,
    channel: input.channel,
    purpose: 'registration',
    to,
    subject: 'Your sign-up code',
    body: (code) => `Your sign-up code is ${code}. It is valid for 10 minutes.`,
  });
  await ctx.db
    .update(registrations)
    .set(input.channel === 'SMS' ? { smsCodeId: issued.id } : { emailCodeId: issued.id })
    .where(eq(registrations.playerId, player.playerId));
  const used = input.channel === 'SMS' ? counted.sms : counted.email;
  return { ok: true, playerId: player.playerId, attemptsLeft: MAX_CODE_REQUESTS - used };
}

export interface CodeVerificationInput {
  siteId: number;
  channel: CodeChannel;
  captchaToken: string;
  body: { playerId: string; siteId: number; countryCode: string; code: string; password: string };
}

/**
 * Checks a sign-up code. Wrong codes count (3 per code); when a code has had its tries and no new
 * code may be sent, the answer is the channel's max-attempts code (spec 1 §8
 * `sms.max.attempts.reached`), otherwise the invalid-code one with what is left. When every
 * required verification is done the player is REGISTERED and may sign in.
 */
export async function verifyRegistrationCode(
  ctx: SandboxContext,
  input: CodeVerificationInput,
): Promise<Outcome<{ playerId: string; verified: true }>> {
  if (captchaRefused(input.captchaToken)) return CAPTCHA_REFUSED();
  const now = await ctx.clock.now();
  const found = await pendingSignUp(ctx, input.siteId, input.body.playerId, input.body.siteId, now);
  if (!found) return NO_SIGN_UP();
  const { registration, player } = found;
  const channel = CHANNEL[input.channel];
  const [credential] = await ctx.db
    .select({ passwordHash: credentials.passwordHash })
    .from(credentials)
    .where(eq(credentials.playerId, player.playerId));
  if (!credential || !(await verifyPassword(input.body.password, credential.passwordHash))) {
    return fieldRefusal('password', 'error.password.mismatch', 'The password is not the one of this sign-up');
  }
  const codeId = input.channel === 'SMS' ? registration.smsCodeId : registration.emailCodeId;
  const requests = input.channel === 'SMS' ? registration.smsRequests : registration.emailRequests;
  const phoneChanged =
    input.channel === 'SMS' && registration.smsPhone !== joinPhone(player.phonePrefix, player.phoneBody);
  if (!codeId || phoneChanged) {
    return refuse(channel.invalid, `Request a new ${channel.label} code first`, {
      additionalInfo: {
        attemptsLeft: 0,
        requestsLeft: phoneChanged ? MAX_CODE_REQUESTS : MAX_CODE_REQUESTS - requests,
      },
    });
  }
  const checked = await verifyCode(ctx, { id: codeId }, input.body.code);
  if (!checked.ok) {
    const requestsLeft = MAX_CODE_REQUESTS - requests;
    if (checked.reason === 'maxAttempts' && requestsLeft <= 0) {
      return refuse(channel.maxAttempts, `Too many wrong ${channel.label} codes`, {
        additionalInfo: { attemptsLeft: 0, requestsLeft: 0 },
      });
    }
    const message =
      checked.reason === 'expired'
        ? `The ${channel.label} code has expired: request a new one`
        : checked.reason === 'invalid'
          ? `The ${channel.label} code is wrong`
          : `This ${channel.label} code can no longer be used: request a new one`;
    return refuse(channel.invalid, message, {
      additionalInfo: { attemptsLeft: checked.attemptsLeft, requestsLeft },
    });
  }
  const [updated] = await ctx.db
    .update(registrations)
    .set(input.channel === 'SMS' ? { smsVerifiedAt: now } : { emailVerifiedAt: now })
    .where(eq(registrations.playerId, player.playerId))
    .returning();
  await confirmIfVerified(ctx, updated!, now);
  return { ok: true, playerId: player.playerId, verified: true };
}

/** Every required verification is done: the player is REGISTERED and the identity service knows them. */
async function confirmIfVerified(
  ctx: SandboxContext,
  registration: RegistrationRow,
  now: Date,
): Promise<void> {
  if (!verificationsDone(registration)) return;
  await ctx.db
    .update(players)
    .set({ status: 'REGISTERED', confirmedAt: now, updatedAt: now })
    .where(and(eq(players.playerId, registration.playerId), eq(players.status, 'PRE_REGISTERED')));
}
