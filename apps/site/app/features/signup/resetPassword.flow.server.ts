/**
 * The reset-password flow on the server (spec 1 §4 "Reset-password steps", §7 the password_reset
 * calls): packages/flows `resetPasswordMachine` wired to the player API, its store, its forms (a
 * post as the machine's event) and what the page may see of it. The route
 * (routes/reset-password.tsx) keeps loader, action and page.
 */
import { z } from 'zod';
import {
  INITIAL_RESET_PASSWORD_CONTEXT,
  RESET_ERROR_MESSAGE_IDS,
  RESET_PASSWORD_RULES,
  resetBackendErrorOf,
  resetPasswordMachine,
  resetPasswordProblem,
  type SetPasswordInput,
} from '@casino/flows';
import type { ResetPasswordEvent } from '@casino/flows';
import type { MessageId } from '@casino/i18n';
import { ERRORS, type PlayerApiClient } from '@casino/player-api';
import { apiActor, serverFlow, type RestingFlow } from '../../lib/flowKit.server.ts';
import { parseForm, type FieldErrors } from '../../lib/form.server.ts';

export const resetPasswordFlow = serverFlow({
  cookie: 'casino_flow_reset_password',
  machine: resetPasswordMachine,
  context: z.object({
    email: z.string().max(254).nullable(),
    method: z.enum(['EMAIL', 'SMS']).nullable(),
    resetKey: z.string().max(512).nullable(),
    smsResetKeyId: z.string().max(128).nullable(),
    requests: z.number().int().nonnegative(),
    backendError: z
      .object({
        status: z.number().int(),
        code: z.string().max(120),
        messageId: z.enum(RESET_ERROR_MESSAGE_IDS),
      })
      .nullable(),
  }),
});
export type StoredReset = RestingFlow<typeof resetPasswordMachine>;

/** The machine with the player API calls of spec 1 §7. */
export function resetPasswordMachineFor(playerApi: PlayerApiClient) {
  return resetPasswordMachine.provide({
    actors: {
      requestReset: apiActor<unknown, { email: string; method: 'EMAIL' | 'SMS' }>((input) =>
        playerApi.passwordReset({ body: input }),
      ),
      verifyCode: apiActor<{ resetKey: string; smsResetKeyId: string }, { email: string; code: string }>(
        (input) => playerApi.passwordResetSmsVerification({ body: input }),
      ),
      emailForKey: apiActor<{ email: string }, { resetKey: string }>((input) =>
        playerApi.emailByResetKey({ query: input }),
      ),
      setPassword: apiActor<unknown, SetPasswordInput>((input) =>
        input.method === 'SMS'
          ? playerApi.newPassword({
              body: {
                resetKey: input.resetKey,
                smsResetKeyId: input.smsResetKeyId ?? '',
                password: input.password,
              },
            })
          : playerApi.newPasswordByEmail({ body: { resetKey: input.resetKey, password: input.password } }),
      ),
    },
  });
}

/** The flow of a link whose key is not a key: the e-mail step with the link's error. */
export function brokenLinkFlow(): StoredReset {
  return {
    value: 'email',
    context: {
      ...INITIAL_RESET_PASSWORD_CONTEXT,
      backendError: resetBackendErrorOf({ status: 400, code: ERRORS.passwordReset.code }, 'emailForKey'),
    },
  };
}

/** What the page shows of the flow (a new one starts at the e-mail step). */
export function resetPasswordView(stored: StoredReset | null) {
  const value = stored?.value ?? 'email';
  const flow = stored?.context ?? INITIAL_RESET_PASSWORD_CONTEXT;
  const machine = resetPasswordMachine.resolveState({ value, context: flow });
  return {
    // The store takes only the machine's resting states.
    step: value as 'email' | 'verification' | 'password',
    email: flow.email,
    method: flow.method,
    resent: flow.requests > 1,
    canNext: machine.can({ type: 'next' }),
    rules: { min: RESET_PASSWORD_RULES.minLength, max: RESET_PASSWORD_RULES.maxLength },
    backendError: flow.backendError?.messageId ?? null,
  };
}

/** The link's key as it looks in the sandbox (base64url); anything else is not a key. */
export const resetKeySchema = z
  .string()
  .min(16)
  .max(512)
  .regex(/^[\w-]+$/);

export const resetIntentSchema = z.object({
  intent: z.enum(['email', 'code', 'resend', 'password', 'back', 'next']),
});

export const resetEmailForm = z.object({
  email: z
    .string({ message: 'reset.error.email' })
    .trim()
    .pipe(z.email({ message: 'reset.error.email' }).max(254, { message: 'reset.error.email' })),
  method: z.enum(['EMAIL', 'SMS'], { message: 'reset.error.method' }),
});

export const resetCodeForm = z.object({
  code: z
    .string({ message: 'reset.error.codeFormat' })
    .transform((code) => code.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{4,8}$/, { message: 'reset.error.codeFormat' })),
});

/** The new-password rules of the flow (`resetPasswordProblem`), with the account's e-mail. */
export function resetPasswordForm(email: string | null) {
  return z
    .object({
      password: z.string({ message: 'reset.error.password.tooShort' }).max(1000, {
        message: 'reset.error.password.tooLong',
      }),
      confirm: z.string({ message: 'reset.error.confirm' }).max(1000, { message: 'reset.error.confirm' }),
    })
    .superRefine((form, ctx) => {
      const problem = resetPasswordProblem(form.password, email);
      if (problem) {
        ctx.addIssue({ code: 'custom', path: ['password'], message: `reset.error.password.${problem}` });
      } else if (form.password !== form.confirm) {
        ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'reset.error.confirm' });
      }
    });
}

/** The fields of the reset-password forms. */
export type ResetField = 'email' | 'method' | 'code' | 'password' | 'confirm';

/** A refused post: why, and what the player typed (never a password). */
export interface ResetRefusal {
  fieldErrors?: FieldErrors<ResetField>;
  formError?: MessageId;
  values?: { email?: string; method?: string };
}

/** A post of the page as the machine's event, or why it is refused (spec 1 §3 "Reset-password form"). */
export function resetPasswordEventOf(
  form: Record<string, FormDataEntryValue>,
  stored: StoredReset | null,
): { ok: true; event: ResetPasswordEvent } | { ok: false; refusal: ResetRefusal } {
  const intent = parseForm(resetIntentSchema, form);
  if (!intent.ok) return { ok: false, refusal: { formError: 'reset.error.form' } };
  switch (intent.data.intent) {
    case 'email': {
      const parsed = parseForm<typeof resetEmailForm, ResetField>(resetEmailForm, form);
      if (!parsed.ok) {
        return {
          ok: false,
          refusal: {
            fieldErrors: parsed.fieldErrors,
            values: {
              email: typeof form['email'] === 'string' ? form['email'].slice(0, 254) : '',
              method: typeof form['method'] === 'string' ? form['method'].slice(0, 8) : '',
            },
          },
        };
      }
      return {
        ok: true,
        event: { type: 'submitEmail', email: parsed.data.email, method: parsed.data.method },
      };
    }
    case 'code': {
      const parsed = parseForm<typeof resetCodeForm, ResetField>(resetCodeForm, form);
      if (!parsed.ok) return { ok: false, refusal: { fieldErrors: parsed.fieldErrors } };
      return { ok: true, event: { type: 'submitCode', code: parsed.data.code } };
    }
    case 'password': {
      const schema = resetPasswordForm(stored?.context.email ?? null);
      const parsed = parseForm<typeof schema, ResetField>(schema, form);
      if (!parsed.ok) return { ok: false, refusal: { fieldErrors: parsed.fieldErrors } };
      return { ok: true, event: { type: 'submitPassword', password: parsed.data.password } };
    }
    default:
      return { ok: true, event: { type: intent.data.intent } };
  }
}
