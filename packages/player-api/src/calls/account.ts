/**
 * Account details (spec 2 §7 rows "Address", "Province", "Password", "Language", "Phone", "Phone
 * SMS"; spec 2 §4 "Account details"): saves answer the new value; the site shows the success
 * toasts. Phone change: number → smsVerificationId → SMS code → verified.
 */
import { z } from 'zod';
import { defineCall, designed, noContent } from '../define.ts';
import { languageCode } from '../entities/common.ts';
import { addressSchema } from '../entities/player.ts';
import { ERRORS } from '../errors.ts';
import { mobilePhone } from './registration.ts';
import { STRING_LIMITS, text } from '../entities/strings.ts';

const smsVerificationId = text(STRING_LIMITS.id)
  .min(1)
  .describe('Pairs the SMS code with the number change.');

export const updateAddress = defineCall({
  id: 'updateAddress',
  area: 'account',
  method: 'POST',
  path: '/v1/player/address',
  summary: 'Change the postal address',
  source: 'spec 2 §7 "Address"',
  designed: ['body', 'response'],
  auth: 'player',
  body: addressSchema,
  response: addressSchema.describe(designed('The address now on record.')),
});

export const updateProvince = defineCall({
  id: 'updateProvince',
  area: 'account',
  method: 'POST',
  path: '/v1/player/province',
  summary: 'Change the province',
  source: 'spec 2 §7 "Province: POST"',
  designed: ['path', 'body', 'response'],
  auth: 'player',
  body: z
    .object({ provinceCode: text(STRING_LIMITS.code).min(1) })
    .describe(designed('A province or state code.')),
  response: z.object({ provinceCode: z.string().min(1) }).describe(designed('The province now on record.')),
});

export const changePassword = defineCall({
  id: 'changePassword',
  area: 'account',
  method: 'POST',
  path: '/v1/player/password',
  summary: 'Change the password',
  source: 'spec 2 §7 "Password"',
  designed: ['body', 'response'],
  auth: 'player',
  body: z
    .object({
      oldPassword: text(STRING_LIMITS.password).min(1),
      newPassword: text(STRING_LIMITS.password).min(8),
    })
    .describe(designed('The old and the new password.')),
  response: noContent,
  errors: [ERRORS.oldPasswordIncorrect],
});

export const updateLanguage = defineCall({
  id: 'updateLanguage',
  area: 'account',
  method: 'POST',
  path: '/v1/player/language',
  summary: 'Change the language',
  source: 'spec 2 §7 "Language"',
  designed: ['response'],
  auth: 'player',
  body: z.object({ language: languageCode }),
  response: z.object({ language: languageCode }).describe(designed('The language now on record.')),
});

export const updatePhoneNumber = defineCall({
  id: 'updatePhoneNumber',
  area: 'account',
  method: 'POST',
  path: '/v1/player/phone_number',
  summary: 'Start a phone number change; an SMS code follows',
  source: 'spec 2 §7 "Phone"',
  designed: ['body'],
  auth: 'player',
  body: z.object({ mobilePhone }).describe(designed('The new number with its prefix.')),
  response: z.object({ smsVerificationId }),
  errors: [ERRORS.phoneAlreadyUsed, ERRORS.smsMaxAttempts, ERRORS.phoneInvalid],
});

export const phoneSmsRequest = defineCall({
  id: 'phoneSmsRequest',
  area: 'account',
  method: 'POST',
  path: '/v1/player/phone_number/sms_request',
  summary: 'Re-send the SMS code of a phone change',
  source: 'spec 2 §7 "Phone SMS: POST /player/phone_number/sms_request"',
  designed: ['body', 'response'],
  auth: 'player',
  body: z.object({ smsVerificationId }),
  response: z.object({ smsVerificationId }).describe(designed('The verification the new code belongs to.')),
  errors: [ERRORS.smsMaxAttempts, ERRORS.notFound],
});

export const phoneSmsVerification = defineCall({
  id: 'phoneSmsVerification',
  area: 'account',
  method: 'POST',
  path: '/v1/player/phone_number/sms_verification',
  summary: 'Verify the SMS code; the number changes',
  source: 'spec 2 §7 "Phone SMS: /sms_verification (verify carries a code)"',
  designed: ['response'],
  auth: 'player',
  body: z.object({ smsVerificationId, code: text(STRING_LIMITS.code).min(1) }),
  response: z.object({ mobilePhone }).describe(designed('The number now on record.')),
  errors: [ERRORS.smsCodeInvalid, ERRORS.smsMaxAttempts, ERRORS.notFound, ERRORS.phoneAlreadyUsed],
});

export const accountCalls = [
  updateAddress,
  updateProvince,
  changePassword,
  updateLanguage,
  updatePhoneNumber,
  phoneSmsRequest,
  phoneSmsVerification,
] as const;
