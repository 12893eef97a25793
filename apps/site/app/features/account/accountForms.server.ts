/**
 * The account page's forms (spec 2 §4 "Account details", §5, §8; spec 1 §8 success toasts): each
 * form's schema (every post through `parseForm`) and the answers of a refused one;
 * accountActions.server.ts runs each form's call.
 *
 * - Every form posts an `intent` (works without JavaScript); a saved form flashes its spec toast
 *   key and redirects (post/redirect/get); a refused one answers its field errors, the backend's
 *   `validationErrors` mapped onto the form's fields (spec 2 §5), else the backend message.
 * - The old password being wrong is an error toast with the code's text (spec 2 §8), not a field.
 * - The phone change is two posts: the new number (the API sends an SMS code and answers the
 *   `smsVerificationId`), then the code with that id. Between them the page shows the SMS popup;
 *   the id travels in the popup's form (it pairs the code with this player's change at the API,
 *   it grants nothing by itself). `sms.max.attempts.reached` closes the popup with its message
 *   (spec 2 §8 "attempts-exceeded state").
 * - Decided (spec: "not shown"): the address keeps the player's country (a regulated operator does
 *   not let a form move a player to another jurisdiction); the language form changes the profile's
 *   language and moves the page to it when the market offers it.
 */
import { z } from 'zod';
import { ERRORS, MARKETING_CHANNELS, MARKETING_TOPICS, PlayerApiError } from '@casino/player-api';
import { passwordProblem, provincesOf } from '@casino/domain';
import type { MessageId } from '@casino/i18n';
import type { FieldErrors } from '../../lib/form.server.ts';

export { MARKETING_CHANNELS, MARKETING_TOPICS };

export const ACCOUNT_INTENTS = [
  'address',
  'province',
  'password',
  'language',
  'phone',
  'phoneCode',
  'phoneResend',
  'marketing',
  'cookies',
] as const;
export type AccountIntent = (typeof ACCOUNT_INTENTS)[number];

/** The spec's success toast of each form (spec 2 §4 "Account details"); the rest are designed. */
export const ACCOUNT_SUCCESS_TOASTS: Record<Exclude<AccountIntent, 'phone' | 'phoneResend'>, MessageId> = {
  address: 'player.account.address.success.toast',
  province: 'player.account.province.success.toast',
  password: 'player.account.password.success.toast',
  language: 'player.account.language.success.toast',
  phoneCode: 'player.account.phone.success.toast',
  marketing: 'player.account.notifications.update.success',
  cookies: 'player.account.cookies.success.toast',
};

const line = (max: number, message: MessageId) => z.string().trim().min(1, message).max(max, message);

export const addressForm = z.object({
  address: line(120, 'account.address.error.address'),
  city: line(60, 'account.address.error.city'),
  postalCode: z
    .string()
    .trim()
    .regex(/^[\p{L}\d][\p{L}\d -]{1,10}$/u, 'signup.error.postalCode'),
});

export const passwordForm = z
  .object({
    oldPassword: z.string().min(1, 'account.password.error.old').max(128, 'account.password.error.old'),
    newPassword: z.string().max(200, 'signup.error.password.tooLong'),
    confirmPassword: z.string().max(200, 'reset.error.confirm'),
  })
  .superRefine((value, context) => {
    const problem = passwordProblem(value.newPassword);
    if (problem) {
      context.addIssue({
        code: 'custom',
        path: ['newPassword'],
        message: `signup.error.password.${problem}`,
      });
    } else if (value.newPassword === value.oldPassword) {
      context.addIssue({ code: 'custom', path: ['newPassword'], message: 'account.password.error.same' });
    }
    if (value.confirmPassword !== value.newPassword) {
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'reset.error.confirm' });
    }
  });

export const phoneForm = z.object({
  phonePrefix: z.string().trim().max(5, 'signup.error.phone'),
  phoneNumber: z.string().trim().max(20, 'signup.error.phone'),
});

export const smsVerificationId = z.string().trim().min(1).max(64);
export const phoneCodeForm = z.object({
  smsVerificationId,
  mobilePhone: z.string().trim().max(16),
  code: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, 'signup.error.code'),
});

/** A check box: `on` (or `true`) is ticked; absent is not (a missing key reads as empty). */
const flag = z
  .string()
  .catch('')
  .transform((value) => value === 'on' || value === 'true');

/** A province of the player's country (spec 2 §3: only where the country has them). */
export const provinceForm = (countryCode: string) =>
  z.object({
    provinceCode: z
      .string()
      .catch('')
      .refine((code) => provincesOf(countryCode).some((province) => province.code === code), {
        message: 'account.province.error',
      }),
  });

/** A language the market offers (site language codes). */
export const languageForm = (languages: readonly string[]) =>
  z.object({
    language: z
      .string()
      .catch('')
      .refine((language) => languages.includes(language), { message: 'account.language.error' }),
  });

export const marketingForm = z.object(
  Object.fromEntries([
    ...MARKETING_CHANNELS.map((channel) => [`channel.${channel}`, flag]),
    ...MARKETING_TOPICS.map((topic) => [`topic.${topic}`, flag]),
  ]) as Record<string, typeof flag>,
);

export const cookiesForm = z.object({ performanceFunctional: flag, marketing: flag });

export const intentForm = z.object({ intent: z.enum(ACCOUNT_INTENTS) });

export type AccountField =
  | 'address'
  | 'city'
  | 'postalCode'
  | 'provinceCode'
  | 'oldPassword'
  | 'newPassword'
  | 'confirmPassword'
  | 'language'
  | 'phonePrefix'
  | 'phoneNumber'
  | 'code'
  | 'form';

/** What a refused form answers: its intent, field errors, what the player typed (never passwords). */
export interface AccountActionData {
  intent: AccountIntent | 'form';
  fieldErrors: FieldErrors<AccountField>;
  /** A message for the whole form (e.g. the backend's own message). */
  formError?: { key: MessageId } | { text: string };
  values?: Record<string, string>;
  /** The phone change waiting for its SMS code. */
  phone?: { smsVerificationId: string; mobilePhone: string; resent?: boolean };
}

export type AccountResult =
  | { ok: true; toast: MessageId; kind?: 'success' | 'error'; language?: string }
  | { ok: false; status: number; data: AccountActionData };

export const refused = (status: number, data: AccountActionData): AccountResult => ({
  ok: false,
  status,
  data,
});

/** The backend's field errors on the form's fields (spec 2 §5), or its message for the form. */
export function backendRefusal(
  intent: AccountIntent,
  error: unknown,
  fields: Partial<Record<string, AccountField>>,
  values: Record<string, string>,
  extra: Partial<AccountActionData> = {},
): AccountResult {
  if (!(error instanceof PlayerApiError) || error.status >= 500) {
    console.warn(`[site] account ${intent} failed: ${(error as Error).message}`);
    return refused(502, {
      intent,
      fieldErrors: {},
      formError: { key: 'account.error.unavailable' },
      values,
      ...extra,
    });
  }
  const fieldErrors: FieldErrors<AccountField> = {};
  // A known code for a field the form does not have (e.g. the address's country) speaks for the form.
  let unplaced: MessageId | undefined;
  for (const [name, detail] of Object.entries(error.validationErrors ?? {})) {
    const field = fields[name];
    const message = KNOWN_CODES[codeOf(detail)];
    if (field) fieldErrors[field] = message ?? 'account.error.field';
    else unplaced ??= message;
  }
  const known = unplaced ?? KNOWN_CODES[error.code];
  if (Object.keys(fieldErrors).length === 0) {
    return refused(error.status, {
      intent,
      fieldErrors,
      formError: known ? { key: known } : { text: error.message },
      values,
      ...extra,
    });
  }
  return refused(error.status, { intent, fieldErrors, values, ...extra });
}

function codeOf(detail: unknown): string {
  if (typeof detail === 'object' && detail !== null && 'code' in detail) return String(detail.code);
  return '';
}

/** Backend codes with a text of the site's own. */
const KNOWN_CODES: Record<string, MessageId> = {
  [ERRORS.oldPasswordIncorrect.code]: 'error.old_password.incorrect',
  [ERRORS.phoneInvalid.code]: 'account.phone.error.invalid',
  [ERRORS.vonagePhoneInvalid.code]: 'account.phone.error.invalid',
  [ERRORS.phoneAlreadyUsed.code]: 'account.phone.error.used',
  [ERRORS.smsCodeInvalid.code]: 'account.phone.error.code',
  [ERRORS.smsMaxAttempts.code]: 'account.phone.error.attempts',
  [ERRORS.rateLimited.code]: 'account.error.rateLimited',
  // Field codes of the backend's validationErrors (spec 2 §5: they land on their fields). The
  // contract lists no field codes (its ERRORS are the answers' codes), so these are the sandbox's.
  'error.address.invalid': 'account.address.error.address',
  'error.city.invalid': 'account.address.error.city',
  'error.postal_code.invalid': 'account.address.error.postalCode',
  'error.address.country_change': 'account.address.error.country',
  'error.province.unknown': 'account.province.error',
  'error.language.unsupported': 'account.language.error',
  'error.password.weak': 'account.password.rules',
  'error.password.same': 'account.password.error.same',
  'error.phone.unchanged': 'account.phone.error.unchanged',
};
