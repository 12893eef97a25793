/**
 * Registration (spec 1 §7 rows "POST register", "PUT register path", the registration code paths
 * and "GET sign-up config"; spec 1 §3 "Registration payload", "Profile update payload"; spec 1 §8
 * "Sign-up"). Sign-up and update calls carry `hcaptchaToken` (a dash when absent, spec 1 §5).
 */
import { z } from 'zod';
import { defineCall, designed } from '../define.ts';
import { countryCode, date, languageCode, playerId } from '../entities/common.ts';
import { ERRORS } from '../errors.ts';
import { HEADERS, hcaptchaHeaders } from '../headers.ts';
import { STRING_LIMITS, bounded, text } from '../entities/strings.ts';

export const mobilePhone = bounded(z.string().regex(/^\+[1-9]\d{5,14}$/), 16).describe(
  'The dial prefix plus the number, E.164 ("+358401234567"); a prefix is required (spec 1 §5).',
);

export const registrationResultSchema = z
  .object({
    playerId,
    token: z.string().min(1).describe('The registration token: proves later steps belong to this sign-up.'),
    smsVerificationRequired: z.boolean(),
    emailVerificationRequired: z.boolean(),
  })
  .describe(
    designed(
      'The sign-up details (playerId, token) and which verifications follow; when neither is required ' +
        'the site signs the player in (spec 1 §4).',
    ),
  );

const SIGN_UP_ERRORS = [
  ERRORS.playerAlreadyExists,
  ERRORS.cpfDuplicate,
  ERRORS.captchaDenied,
  ERRORS.vonagePhoneInvalid,
] as const;

export const register = defineCall({
  id: 'register',
  area: 'registration',
  method: 'POST',
  path: '/v1/player/register',
  summary: 'Register a player (first step of sign-up)',
  description: 'Creates the player from the Details and ContactInfo steps.',
  source: 'spec 1 §7 "POST register"',
  designed: ['path', 'response'],
  auth: 'none',
  headers: hcaptchaHeaders.extend({
    [HEADERS.country]: countryCode
      .optional()
      .describe('The country chosen on the form, when not the detected one.'),
  }),
  body: z
    .object({
      firstName: text(STRING_LIMITS.name).min(1),
      lastName: text(STRING_LIMITS.name).min(1),
      email: bounded(z.email(), STRING_LIMITS.email),
      mobilePhone,
      password: text(STRING_LIMITS.password)
        .min(8)
        .describe('Field bounds are not shown; 8 to 128 characters is designed.'),
      countryCode: countryCode.default('FI').describe('Default sign-up country FI (spec 1 §9).'),
      languageCode: languageCode.describe('Normalised: inen is sent as en (spec 1 §3).'),
      termsAndConditions: z.boolean(),
      termsAndConditionsAcceptedVersion: z.number().int().nonnegative().describe('A number (spec 1 §5).'),
      cookiePolicyAccepted: z.boolean(),
      marketingOptIn: z.boolean(),
      allConditions: z.boolean().describe('All conditions accepted at once.'),
      cpf: text(STRING_LIMITS.code).optional().describe('Brazilian CPF, where the market asks for it.'),
    })
    .describe('The registration payload of spec 1 §3 (form fields plus playerDetails).'),
  response: registrationResultSchema,
  successStatus: 201,
  errors: SIGN_UP_ERRORS,
});

export const updateRegistration = defineCall({
  id: 'updateRegistration',
  area: 'registration',
  method: 'PUT',
  path: '/v1/player/register',
  summary: 'Complete the registration with the profile update payload',
  description: 'The final update of sign-up, after verification (spec 1 §4).',
  source: 'spec 1 §7 "PUT register path"',
  designed: ['path', 'response'],
  auth: 'none',
  headers: hcaptchaHeaders,
  body: z
    .object({
      playerId,
      token: text(STRING_LIMITS.token).min(1).describe(designed('The registration token from register.')),
      dateOfBirth: date,
      postalCode: text(STRING_LIMITS.code).min(1),
      mobilePhone,
      countryCode: countryCode.describe('PP, LL, JJ are sent as SE, NL, DE (spec 1 §3).'),
      termsAndConditionsAccepted: z.boolean(),
      languageCode: languageCode.describe('inen is sent as en (spec 1 §3).'),
    })
    .describe('The profile update payload (spec 1 §3).'),
  response: z
    .object({ playerId, completed: z.literal(true) })
    .describe(designed('The registration is complete; the site signs the player in next.')),
  errors: [
    ERRORS.sameCustomerInfoDetected,
    ERRORS.playerAlreadyExists,
    ERRORS.cpfDuplicate,
    ERRORS.captchaDenied,
    ERRORS.vonagePhoneInvalid,
    ERRORS.registrationTokenInvalid,
  ],
});

const codeRequestBody = z
  .object({ playerId, siteId: z.number().int().positive(), countryCode })
  .describe('spec 1 §7: playerId, siteId, countryCode.');

const codeVerificationBody = codeRequestBody
  .extend({
    code: text(STRING_LIMITS.code).min(1).describe('The code the player received.'),
    password: text(STRING_LIMITS.password)
      .min(1)
      .describe('The password of the sign-up, so the backend can sign in next.'),
  })
  .describe('spec 1 §7: playerId, siteId, countryCode, plus code and password.');

const codeRequestResult = z
  .object({
    playerId,
    attemptsLeft: z.number().int().nonnegative().describe('Requests left before the attempts limit.'),
  })
  .describe(designed('The code is on its way.'));

const codeVerificationResult = z
  .object({ playerId, verified: z.literal(true) })
  .describe(designed('The contact is verified.'));

export const registrationSmsRequest = defineCall({
  id: 'registrationSmsRequest',
  area: 'registration',
  method: 'POST',
  path: '/v1/player/register/sms_request',
  summary: 'Send (or re-send) the sign-up SMS code',
  source: 'spec 1 §7 "POST on registration paths sms_request"',
  designed: ['response'],
  auth: 'none',
  headers: hcaptchaHeaders,
  body: codeRequestBody,
  response: codeRequestResult,
  errors: [ERRORS.smsMaxAttempts, ERRORS.vonagePhoneInvalid, ERRORS.captchaDenied, ERRORS.notFound],
});

export const registrationSmsVerification = defineCall({
  id: 'registrationSmsVerification',
  area: 'registration',
  method: 'POST',
  path: '/v1/player/register/sms_verification',
  summary: 'Verify the sign-up SMS code',
  source: 'spec 1 §7 "POST on registration paths sms_verification"',
  designed: ['response'],
  auth: 'none',
  headers: hcaptchaHeaders,
  body: codeVerificationBody,
  response: codeVerificationResult,
  errors: [ERRORS.smsCodeInvalid, ERRORS.smsMaxAttempts, ERRORS.captchaDenied, ERRORS.notFound],
});

export const registrationEmailRequest = defineCall({
  id: 'registrationEmailRequest',
  area: 'registration',
  method: 'POST',
  path: '/v1/player/register/email_request',
  summary: 'Send (or re-send) the sign-up e-mail code',
  source: 'spec 1 §7 "POST on registration paths email_request"',
  designed: ['response'],
  auth: 'none',
  headers: hcaptchaHeaders,
  body: codeRequestBody,
  response: codeRequestResult,
  errors: [ERRORS.emailMaxAttempts, ERRORS.captchaDenied, ERRORS.notFound],
});

export const registrationEmailVerification = defineCall({
  id: 'registrationEmailVerification',
  area: 'registration',
  method: 'POST',
  path: '/v1/player/register/email_verification',
  summary: 'Verify the sign-up e-mail code',
  source: 'spec 1 §7 "POST on registration paths email_verification"',
  designed: ['response'],
  auth: 'none',
  headers: hcaptchaHeaders,
  body: codeVerificationBody,
  response: codeVerificationResult,
  errors: [ERRORS.emailCodeInvalid, ERRORS.emailMaxAttempts, ERRORS.captchaDenied, ERRORS.notFound],
});

export const signUpConfig = defineCall({
  id: 'signUpConfig',
  area: 'registration',
  method: 'GET',
  path: '/v1/player/register/config',
  summary: 'Sign-up configuration for a site and country',
  source: 'spec 1 §7 "GET sign-up config"',
  designed: ['path', 'response'],
  auth: 'none',
  query: z.object({ siteId: z.number().int().positive(), countryCode }),
  response: z
    .object({
      siteId: z.number().int().positive(),
      countryCode,
      smsVerificationRequired: z.boolean(),
      emailVerificationRequired: z.boolean(),
      cpfRequired: z.boolean().describe('Brazil asks for a cpf.'),
      smsMaxAttempts: z.number().int().positive().describe('Shown on the sign-up (bonusCTA.smsMaxAttempts).'),
      termsAndConditionsVersion: z.number().int().nonnegative().describe('The version the player accepts.'),
      registrationAllowed: z.boolean().describe('False where the country may not register.'),
    })
    .describe(designed('What the sign-up form asks and verifies for this site and country.')),
});
export const registrationCalls = [
  register,
  updateRegistration,
  registrationSmsRequest,
  registrationSmsVerification,
  registrationEmailRequest,
  registrationEmailVerification,
  signUpConfig,
] as const;
