/**
 * Password reset (spec 1 §7 row "POST /player/password_reset …"; spec 1 §4 "Reset-password steps":
 * Email, Verification, Password, Complete). Two routes: a code by SMS (sms_verification returns
 * resetKey and smsResetKeyId, then new_password) or a link by e-mail carrying the resetKey (get the
 * e-mail by reset key, then new_password/email). Exact bodies are not shown; field names are the
 * spec's words.
 */
import { z } from 'zod';
import { defineCall, designed, noContent } from '../define.ts';
import { ERRORS } from '../errors.ts';
import { STRING_LIMITS, bounded, text } from '../entities/strings.ts';

const resetKey = text(STRING_LIMITS.token)
  .min(1)
  .describe('The reset key from the SMS verification or the e-mail link.');
const smsResetKeyId = text(STRING_LIMITS.id)
  .min(1)
  .describe('Pairs the reset key with the SMS verification.');
const newPassword = text(STRING_LIMITS.password)
  .min(8)
  .describe('Field bounds are not shown; 8 to 128 characters is designed.');

export const passwordReset = defineCall({
  id: 'passwordReset',
  area: 'password',
  method: 'POST',
  path: '/v1/player/password_reset',
  summary: 'Start a password reset: e-mail a link or send an SMS code',
  description: 'Answers the same for unknown e-mails, so it does not reveal who has an account.',
  source: 'spec 1 §7 "POST /player/password_reset (submit e-mail or send code)"',
  designed: ['body', 'response'],
  auth: 'none',
  body: z
    .object({
      email: bounded(z.email(), STRING_LIMITS.email),
      method: z.enum(['EMAIL', 'SMS']).default('EMAIL').describe('E-mail a link, or send a code by SMS.'),
    })
    .describe(designed('The e-mail of the account and how to reach the player.')),
  response: z
    .object({ method: z.enum(['EMAIL', 'SMS']) })
    .describe(designed('How the reset continues (the Verification step).')),
  errors: [ERRORS.smsMaxAttempts, ERRORS.passwordReset],
});

export const passwordResetSmsVerification = defineCall({
  id: 'passwordResetSmsVerification',
  area: 'password',
  method: 'POST',
  path: '/v1/player/password_reset/sms_verification',
  summary: 'Verify the reset SMS code; returns resetKey and smsResetKeyId',
  source: 'spec 1 §7 "sms_verification (returns resetKey, smsResetKeyId)"',
  designed: ['body'],
  auth: 'none',
  body: z
    .object({ email: bounded(z.email(), STRING_LIMITS.email), code: text(STRING_LIMITS.code).min(1) })
    .describe(designed('The e-mail and SMS code.')),
  response: z.object({ resetKey, smsResetKeyId }),
  errors: [ERRORS.smsCodeInvalid, ERRORS.smsMaxAttempts, ERRORS.passwordReset],
});

export const newPasswordCall = defineCall({
  id: 'newPassword',
  area: 'password',
  method: 'POST',
  path: '/v1/player/password_reset/new_password',
  summary: 'Set the new password after the SMS route',
  source: 'spec 1 §7 "new_password"',
  designed: ['body', 'response'],
  auth: 'none',
  body: z
    .object({ resetKey, smsResetKeyId, password: newPassword })
    .describe(designed('The keys from sms_verification and the new password.')),
  response: noContent,
  errors: [ERRORS.passwordReset],
});

export const newPasswordByEmail = defineCall({
  id: 'newPasswordByEmail',
  area: 'password',
  method: 'POST',
  path: '/v1/player/password_reset/new_password/email',
  summary: 'Set the new password after the e-mail link route',
  source: 'spec 1 §7 "new_password/email"',
  designed: ['body', 'response'],
  auth: 'none',
  body: z
    .object({ resetKey, password: newPassword })
    .describe(designed('The link’s reset key and the new password.')),
  response: noContent,
  errors: [ERRORS.passwordReset],
});

export const emailByResetKey = defineCall({
  id: 'emailByResetKey',
  area: 'password',
  method: 'GET',
  path: '/v1/player/password_reset/email',
  summary: 'The e-mail an e-mail reset key belongs to',
  description: 'Shown on the Password step when the player arrives from the e-mail link.',
  source: 'spec 1 §7 "get e-mail by reset key"',
  designed: ['path', 'query', 'response'],
  auth: 'none',
  query: z.object({ resetKey }),
  response: z.object({ email: z.email() }).describe(designed('The e-mail of the account being reset.')),
  errors: [ERRORS.passwordReset],
});
export const passwordCalls = [
  passwordReset,
  passwordResetSmsVerification,
  newPasswordCall,
  newPasswordByEmail,
  emailByResetKey,
] as const;
