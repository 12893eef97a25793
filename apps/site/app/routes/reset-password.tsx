/**
 * Reset password `/reset-password` (spec 1 §3 "Reset-password form", §4 "Reset-password steps",
 * §7 the password_reset calls, §8 "Generic"): the flow of packages/flows `resetPasswordMachine`,
 * driven by the server so every step is a plain form post that works before JavaScript loads.
 *
 * - Each post restores the machine from the encrypted flow cookie (lib/flowState.server.ts), sends
 *   the step's event, waits until no call is running, stores the next snapshot and redirects back
 *   here (303), so the loader shows the step the machine is on. With JavaScript, React Router's
 *   `<Form>` makes the same post without a full reload.
 * - Every form is validated with zod; bad input answers 400 with message ids per field. A refused
 *   call answers its 4xx (a failure of the API 502) with the backend error of spec 1 §8; the step
 *   does not change, so neither does what the loader shows.
 * - The e-mail link (`/reset-password?resetKey=…`, the sandbox's link; without a locale it lands on
 *   the brand's default one) opens the flow at the Password step: the loader sends `openLink` and
 *   redirects to the page without the key, so the key leaves the address bar and history.
 * - Complete: the flow cookie is deleted, the player goes to the locale root and the success toast
 *   `reset.password.success.toast` shows (spec 1 §2 "After a password reset the user goes to the
 *   root").
 */
import { data, redirect } from 'react-router';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { z } from 'zod';
import { formatLocale } from '@casino/domain';
import {
  INITIAL_RESET_PASSWORD_CONTEXT,
  RESET_ERROR_MESSAGE_IDS,
  RESET_PASSWORD_RULES,
  RESET_PASSWORD_STEPS,
  resetBackendErrorOf,
  resetPasswordMachine,
  resetPasswordProblem,
  resetPasswordStepOf,
  type ResetErrorMessageId,
  type ResetPasswordEvent,
  type SetPasswordInput,
} from '@casino/flows';
import type { MessageId } from '@casino/i18n';
import type { PlayerApiClient } from '@casino/player-api';
import type { Route } from './+types/reset-password';
import { ResetPasswordSteps, type ResetFieldErrors } from '../components/ResetPasswordSteps.tsx';
import { createFlowStore } from '../lib/flowState.server.ts';
import { runFlow } from '../lib/flowRunner.server.ts';
import { readForm } from '../lib/form.server.ts';
import { appContext, localeContext, sessionContext } from '../lib/context.ts';

const FLOW_COOKIE = 'casino_flow_reset_password';
/** What the flow cookie keeps: a resting state of the machine and its context. */
const persistedSchema = z.object({
  value: z.enum(['email', 'verification', 'password']),
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
type Persisted = z.infer<typeof persistedSchema>;

type ResetSnapshot = SnapshotFrom<typeof resetPasswordMachine>;

function flowStore(context: Route.ActionArgs['context']) {
  return createFlowStore(FLOW_COOKIE, persistedSchema, context.get(appContext).flowCookies);
}

/** The machine with the player API calls of spec 1 §7. */
function machineFor(playerApi: PlayerApiClient) {
  return resetPasswordMachine.provide({
    actors: {
      requestReset: fromPromise<unknown, { email: string; method: 'EMAIL' | 'SMS' }>(({ input }) =>
        playerApi.passwordReset({ body: input }),
      ),
      verifyCode: fromPromise<{ resetKey: string; smsResetKeyId: string }, { email: string; code: string }>(
        ({ input }) => playerApi.passwordResetSmsVerification({ body: input }),
      ),
      emailForKey: fromPromise<{ email: string }, { resetKey: string }>(({ input }) =>
        playerApi.emailByResetKey({ query: input }),
      ),
      setPassword: fromPromise<unknown, SetPasswordInput>(({ input }) =>
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

/**
 * Restores the flow, sends `event` when the current step takes it, and waits for the machine to
 * settle. `accepted` is false when the step does not take the event (a clamp, or a stale form).
 */
async function step(
  playerApi: PlayerApiClient,
  persisted: Persisted | null,
  event: ResetPasswordEvent,
): Promise<{ accepted: boolean; snapshot: ResetSnapshot }> {
  return runFlow(machineFor(playerApi), [event], { restore: persisted });
}

/** The cookie for a settled snapshot (deleted once the flow is complete). */
function persist(store: ReturnType<typeof flowStore>, snapshot: ResetSnapshot): string {
  if (snapshot.status === 'done') return store.write(null);
  const value = resetPasswordStepOf(String(snapshot.value));
  return store.write({
    value: value === 'complete' ? 'email' : value,
    context: snapshot.context,
  });
}

/** The link's key as it looks in the sandbox (base64url); anything else is not a key. */
const resetKeySchema = z
  .string()
  .min(16)
  .max(512)
  .regex(/^[\w-]+$/);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { playerApi } = context.get(appContext);
  const store = flowStore(context);
  const url = new URL(request.url);
  const linkKey = url.searchParams.get('resetKey');

  if (linkKey !== null) {
    const parsed = resetKeySchema.safeParse(linkKey);
    let cookie: string;
    if (parsed.success) {
      const { snapshot } = await step(playerApi, store.read(request), {
        type: 'openLink',
        resetKey: parsed.data,
      });
      cookie = persist(store, snapshot);
    } else {
      cookie = store.write({
        value: 'email',
        context: {
          ...INITIAL_RESET_PASSWORD_CONTEXT,
          backendError: resetBackendErrorOf({ status: 400, code: 'error.password.reset' }, 'emailForKey'),
        },
      });
    }
    url.searchParams.delete('resetKey');
    throw redirect(`${url.pathname}${url.search}`, { status: 303, headers: { 'Set-Cookie': cookie } });
  }

  const persisted = store.read(request);
  const value = persisted?.value ?? 'email';
  const flow = persisted?.context ?? INITIAL_RESET_PASSWORD_CONTEXT;
  const machine = resetPasswordMachine.resolveState({ value, context: flow });
  return {
    total: RESET_PASSWORD_STEPS.length,
    view: {
      step: value,
      email: flow.email,
      method: flow.method,
      resent: flow.requests > 1,
      canNext: machine.can({ type: 'next' }),
      rules: { min: RESET_PASSWORD_RULES.minLength, max: RESET_PASSWORD_RULES.maxLength },
      backendError: flow.backendError?.messageId ?? null,
    },
  };
}

const intentSchema = z.object({
  intent: z.enum(['email', 'code', 'resend', 'password', 'back', 'next']),
});

const emailForm = z.object({
  email: z
    .string({ message: 'reset.error.email' })
    .trim()
    .pipe(z.email({ message: 'reset.error.email' }).max(254, { message: 'reset.error.email' })),
  method: z.enum(['EMAIL', 'SMS'], { message: 'reset.error.method' }),
});

const codeForm = z.object({
  code: z
    .string({ message: 'reset.error.codeFormat' })
    .transform((code) => code.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{4,8}$/, { message: 'reset.error.codeFormat' })),
});

/** The new-password rules of the flow (`resetPasswordProblem`), with the account's e-mail. */
function passwordForm(email: string | null) {
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

export interface ResetActionData {
  fieldErrors?: ResetFieldErrors;
  formError?: MessageId;
  backendError?: ResetErrorMessageId;
  /** What the player typed, to fill the form again (never a password). */
  values?: { email?: string; method?: string };
}

function fieldErrorsOf(error: z.ZodError): ResetFieldErrors {
  const errors: ResetFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) {
      (errors as Record<string, string>)[field] = issue.message;
    }
  }
  return errors;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { playerApi } = context.get(appContext);
  const locale = context.get(localeContext);
  const { session } = context.get(sessionContext);
  const store = flowStore(context);
  const here = `/${formatLocale(locale)}/reset-password`;
  const form = (await readForm(request)) ?? {};
  const persisted = store.read(request);
  const invalid = (body: ResetActionData, status = 400) => data(body, { status });

  const intent = intentSchema.safeParse(form);
  if (!intent.success) return invalid({ formError: 'reset.error.form' });

  let event: ResetPasswordEvent;
  switch (intent.data.intent) {
    case 'email': {
      const parsed = emailForm.safeParse(form);
      if (!parsed.success) {
        return invalid({
          fieldErrors: fieldErrorsOf(parsed.error),
          values: {
            email: typeof form['email'] === 'string' ? form['email'].slice(0, 254) : '',
            method: typeof form['method'] === 'string' ? form['method'].slice(0, 8) : '',
          },
        });
      }
      event = { type: 'submitEmail', email: parsed.data.email, method: parsed.data.method };
      break;
    }
    case 'code': {
      const parsed = codeForm.safeParse(form);
      if (!parsed.success) return invalid({ fieldErrors: fieldErrorsOf(parsed.error) });
      event = { type: 'submitCode', code: parsed.data.code };
      break;
    }
    case 'password': {
      const parsed = passwordForm(persisted?.context.email ?? null).safeParse(form);
      if (!parsed.success) return invalid({ fieldErrors: fieldErrorsOf(parsed.error) });
      event = { type: 'submitPassword', password: parsed.data.password };
      break;
    }
    default:
      event = { type: intent.data.intent };
  }

  const { accepted, snapshot } = await step(playerApi, persisted, event);
  if (!accepted) {
    // back and next clamp at the ends; a step's form posted after the flow moved on (another tab,
    // an expired cookie) shows the step the flow is on, and says why.
    if (event.type === 'back' || event.type === 'next') return redirect(here, 303);
    return invalid({ formError: 'reset.error.expired' }, 409);
  }
  const cookie = persist(store, snapshot);
  if (snapshot.status === 'done') {
    session.flash('toast', { kind: 'success', messageId: 'reset.password.success.toast' });
    return redirect(`/${formatLocale(locale)}`, { status: 303, headers: { 'Set-Cookie': cookie } });
  }
  const failure = snapshot.context.backendError;
  if (failure) {
    const status = failure.status >= 400 && failure.status < 500 ? failure.status : 502;
    return data(
      {
        backendError: failure.messageId,
        ...(event.type === 'submitEmail' ? { values: { email: event.email, method: event.method } } : {}),
      } satisfies ResetActionData,
      { status, headers: { 'Set-Cookie': cookie } },
    );
  }
  return redirect(here, { status: 303, headers: { 'Set-Cookie': cookie } });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ResetPasswordSteps
      view={loaderData.view}
      total={loaderData.total}
      result={(actionData as ResetActionData | undefined) ?? null}
    />
  );
}
