/**
 * Changing the phone number (spec 2 §4 "Account details: phone change: edit, then an SMS popup,
 * then verification success"; §7 rows "Phone", "Phone SMS"; contract `updatePhoneNumber`,
 * `phoneSmsRequest`, `phoneSmsVerification`). The number on record changes only once the code
 * sent to the NEW number is verified: that proves the player holds it.
 *
 * - A change is a one-time code of purpose `phone_change` (services/platform/codes.ts: six digits, 10
 *   minutes, 3 wrong tries) sent by SMS through the outbox to the new number; the code's id is
 *   the `smsVerificationId`. Starting a change ends the player's earlier unfinished ones.
 * - The new number (E.164 by the contract) is refused when the sandbox's SMS provider cannot
 *   reach it (dial code +999, as at sign-up; `error.phone.invalid`, 400: the contract's account
 *   code, not the sign-up's 403, which would sign the player out), when it is already the
 *   player's (400 `error.request.invalid`, `validationErrors.mobilePhone`), or when another
 *   player of the site has it (`error.phone.already_used`, 409).
 * - Codes per change: `MAX_CODE_REQUESTS` (3) per player and number an hour, the first one
 *   included; past it `sms.max.attempts.reached` (429). SMS also count against the per-address
 *   and per-number limits of every SMS (`smsPerIp`, `smsPerRecipient`: `error.rate_limited`).
 * - Re-sending (`phoneSmsRequest`) sends a new code for the same change and answers its id (the
 *   previous id stops working). An id that is not the player's unfinished phone change answers
 *   404 `error.not_found`.
 * - Verifying: a wrong code answers `sms.code.invalid` (400, `additionalInfo.attemptsLeft`), the
 *   third wrong one `sms.max.attempts.reached` (429; a new code may be requested); an expired
 *   code or an unknown, used or superseded id answers 404. A right code changes the number
 *   (unless another player took it meanwhile: 409 `error.phone.already_used`), answers it, tells the player's
 *   live feed sockets (PLAYER_ATTRIBUTE_CHANGE `{ mobilePhone, phonePrefix, phoneBody }`), and an
 *   e-mail tells the player (`phone_change.notice`).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { ERRORS } from '@casino/player-api';
import { players, sites, verificationCodes, type PlayerRow } from '../../db/schema.ts';
import { isUuid } from '../../kernel/database.ts';
import { fieldRefusal, refuse, type Outcome, type Refusal } from '../../kernel/outcomes.ts';
import {
  CODE_TTL_MS,
  hit,
  issueCode,
  pushPlayerAttributes,
  RATE_LIMITS,
  rateLimited,
  sendMessage,
  verifyCode,
  type RateLimitPolicy,
} from '../platform/index.ts';
import type { SandboxContext } from '../context.ts';
import { joinPhone, MAX_CODE_REQUESTS, phoneOwner, phoneRefused, splitPhone } from '../identity/index.ts';

export const PHONE_CHANGE_PURPOSE = 'phone_change';

/** Codes per player and new number: the first and two re-sends an hour. */
export const PHONE_CHANGE_CODES: RateLimitPolicy = {
  bucket: 'phone_change:codes',
  limit: MAX_CODE_REQUESTS,
  windowMs: 60 * 60_000,
};

const NO_CHANGE = () => refuse(ERRORS.notFound.code, 'There is no phone number change with this id');

export interface PhoneChangeContext {
  player: PlayerRow;
  /** The caller's address, for the per-address SMS limit. */
  ipAddress: string;
}

/** Sends a code for `phone` after the SMS limits; the code's id, or the refusal. */
async function sendCode(
  ctx: SandboxContext,
  { player, ipAddress }: PhoneChangeContext,
  phone: string,
): Promise<Outcome<{ smsVerificationId: string }>> {
  const perIp = await hit(ctx, RATE_LIMITS.smsPerIp, ipAddress);
  if (!perIp.allowed) return rateLimited(perIp, 'Too many SMS from this address, try again later');
  const perChange = await hit(ctx, PHONE_CHANGE_CODES, `${player.playerId}:${phone}`);
  if (!perChange.allowed) {
    return refuse(
      ERRORS.smsMaxAttempts.code,
      'No more codes can be sent to this number now, try again later',
      {
        additionalInfo: { maxAttempts: MAX_CODE_REQUESTS, retryAfterMs: perChange.retryAfterMs },
      },
    );
  }
  const perNumber = await hit(ctx, RATE_LIMITS.smsPerRecipient, phone);
  if (!perNumber.allowed) return rateLimited(perNumber, 'Too many SMS to this number, try again later');
  const issued = await issueCode(ctx, {
    siteId: player.siteId,
    playerId: player.playerId,
    channel: 'SMS',
    purpose: PHONE_CHANGE_PURPOSE,
    to: phone,
    body: (code) =>
      `Your code to confirm this phone number is ${code}. It is valid for ${CODE_TTL_MS / 60_000} minutes.`,
  });
  return { ok: true, smsVerificationId: issued.id };
}

/** Starts a change to `mobilePhone` (E.164): a code goes to the new number. */
export async function startPhoneChange(
  ctx: SandboxContext,
  input: PhoneChangeContext & { mobilePhone: string },
): Promise<Outcome<{ smsVerificationId: string }>> {
  const { player } = input;
  const phone = input.mobilePhone.trim();
  if (phoneRefused(phone)) {
    const message = 'The SMS provider cannot reach this phone number';
    return refuse(ERRORS.phoneInvalid.code, message, {
      validationErrors: { mobilePhone: { code: ERRORS.phoneInvalid.code, message } },
    });
  }
  if (joinPhone(player.phonePrefix, player.phoneBody) === phone) {
    return fieldRefusal('mobilePhone', 'error.phone.unchanged', 'This is already your phone number');
  }
  if (await phoneOwner(ctx, player.siteId, phone, player.playerId)) {
    const message = 'This phone number belongs to another account';
    return refuse(ERRORS.phoneAlreadyUsed.code, message, {
      validationErrors: { mobilePhone: { code: ERRORS.phoneAlreadyUsed.code, message } },
    });
  }
  // A new change ends the player's unfinished ones.
  await ctx.db
    .update(verificationCodes)
    .set({ consumedAt: await ctx.clock.now() })
    .where(
      and(
        eq(verificationCodes.playerId, player.playerId),
        eq(verificationCodes.purpose, PHONE_CHANGE_PURPOSE),
        isNull(verificationCodes.consumedAt),
      ),
    );
  return sendCode(ctx, input, phone);
}

/** The player's unfinished phone change with this id (expired or not), or null. */
async function pendingChange(ctx: SandboxContext, player: PlayerRow, smsVerificationId: string) {
  if (!isUuid(smsVerificationId)) return null;
  const [row] = await ctx.db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.id, smsVerificationId),
        eq(verificationCodes.playerId, player.playerId),
        eq(verificationCodes.siteId, player.siteId),
        eq(verificationCodes.purpose, PHONE_CHANGE_PURPOSE),
        isNull(verificationCodes.consumedAt),
      ),
    );
  return row ?? null;
}

/** Sends a new code for the change `smsVerificationId` names; answers the new code's id. */
export async function resendPhoneCode(
  ctx: SandboxContext,
  input: PhoneChangeContext & { smsVerificationId: string },
): Promise<Outcome<{ smsVerificationId: string }>> {
  const change = await pendingChange(ctx, input.player, input.smsVerificationId);
  if (!change) return NO_CHANGE();
  return sendCode(ctx, input, change.recipient);
}

/** Checks the code; a right one changes the number and answers it. */
export async function verifyPhoneChange(
  ctx: SandboxContext,
  input: { player: PlayerRow; smsVerificationId: string; code: string },
): Promise<Outcome<{ mobilePhone: string }>> {
  const { player } = input;
  const change = await pendingChange(ctx, player, input.smsVerificationId);
  if (!change) return NO_CHANGE();
  const checked = await verifyCode(ctx, { id: change.id }, input.code);
  if (!checked.ok) {
    const refusals: Record<typeof checked.reason, () => Refusal> = {
      notFound: NO_CHANGE,
      expired: () => refuse(ERRORS.notFound.code, 'The code has expired: request a new one'),
      maxAttempts: () =>
        refuse(ERRORS.smsMaxAttempts.code, 'Too many wrong codes: request a new one', {
          additionalInfo: { attemptsLeft: 0 },
        }),
      invalid: () =>
        refuse(ERRORS.smsCodeInvalid.code, 'The code is wrong', {
          additionalInfo: { attemptsLeft: checked.attemptsLeft },
        }),
    };
    return refusals[checked.reason]();
  }
  const phone = checked.recipient;
  // Another player may have verified the same number meanwhile.
  if (await phoneOwner(ctx, player.siteId, phone, player.playerId)) {
    return refuse(ERRORS.phoneAlreadyUsed.code, 'This phone number now belongs to another account');
  }
  const { prefix, body } = splitPhone(phone);
  const now = await ctx.clock.now();
  await ctx.db
    .update(players)
    .set({ phonePrefix: prefix, phoneBody: body, updatedAt: now })
    .where(eq(players.playerId, player.playerId));
  pushPlayerAttributes(ctx, player.playerId, { mobilePhone: phone, phonePrefix: prefix, phoneBody: body });
  const [site] = await ctx.db.select({ name: sites.name }).from(sites).where(eq(sites.siteId, player.siteId));
  const brand = site?.name ?? 'casino';
  const previous = joinPhone(player.phonePrefix, player.phoneBody);
  await sendMessage(ctx, {
    channel: 'EMAIL',
    kind: 'phone_change.notice',
    to: player.email,
    subject: `Your ${brand} phone number was changed`,
    body:
      `The phone number of your ${brand} account is now ${prefix} ${'•'.repeat(Math.max(0, body.length - 3))}${body.slice(-3)}` +
      (previous ? ` (it was …${previous.slice(-3)}).\n` : '.\n') +
      'If you did not change it, contact support at once.',
    siteId: player.siteId,
    playerId: player.playerId,
  });
  return { ok: true, mobilePhone: phone };
}
