/**
 * Reset password `/reset-password` (spec 1 §3 "Reset-password form", §4 "Reset-password steps",
 * §7 the password_reset calls, §8 "Generic"): the flow of packages/flows `resetPasswordMachine`,
 * driven by the server so every step is a plain form post that works before JavaScript loads.
 *
 * - Each post restores the machine from the encrypted flow cookie (flows/reset-password.server.ts),
 *   sends the step's event, waits until no call is running, stores the next snapshot and redirects back
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
import { formatLocale } from '@casino/domain';
import { RESET_PASSWORD_STEPS, type ResetErrorMessageId, type ResetPasswordEvent } from '@casino/flows';
import type { MessageId } from '@casino/i18n';
import type { Route } from './+types/reset-password';
import { ResetPasswordSteps, type ResetFieldErrors } from '../components/ResetPasswordSteps.tsx';
import {
  brokenLinkFlow,
  resetCodeForm,
  resetEmailForm,
  resetIntentSchema,
  resetKeySchema,
  resetPasswordFlow,
  resetPasswordForm,
  resetPasswordMachineFor,
  resetPasswordView,
} from '../flows/reset-password.server.ts';
import { parseForm, readForm } from '../lib/form.server.ts';
import { appContext, localeContext, sessionContext } from '../lib/context.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const store = resetPasswordFlow.store(app.flowCookies);
  const url = new URL(request.url);
  const linkKey = url.searchParams.get('resetKey');

  if (linkKey !== null) {
    const parsed = resetKeySchema.safeParse(linkKey);
    let cookie: string;
    if (parsed.success) {
      const { resting } = await resetPasswordFlow.run(
        resetPasswordMachineFor(app.playerApi),
        store.read(request),
        [{ type: 'openLink', resetKey: parsed.data }],
      );
      cookie = store.write(resting);
    } else {
      cookie = store.write(brokenLinkFlow());
    }
    url.searchParams.delete('resetKey');
    throw redirect(`${url.pathname}${url.search}`, { status: 303, headers: { 'Set-Cookie': cookie } });
  }

  return { total: RESET_PASSWORD_STEPS.length, view: resetPasswordView(store.read(request)) };
}

export interface ResetActionData {
  fieldErrors?: ResetFieldErrors;
  formError?: MessageId;
  backendError?: ResetErrorMessageId;
  /** What the player typed, to fill the form again (never a password). */
  values?: { email?: string; method?: string };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const locale = context.get(localeContext);
  const { session } = context.get(sessionContext);
  const store = resetPasswordFlow.store(app.flowCookies);
  const here = `/${formatLocale(locale)}/reset-password`;
  const form = (await readForm(request)) ?? {};
  const persisted = store.read(request);
  const invalid = (body: ResetActionData, status = 400) => data(body, { status });

  const intent = resetIntentSchema.safeParse(form);
  if (!intent.success) return invalid({ formError: 'reset.error.form' });

  let event: ResetPasswordEvent;
  switch (intent.data.intent) {
    case 'email': {
      const parsed = parseForm(resetEmailForm, form);
      if (!parsed.ok) {
        return invalid({
          fieldErrors: parsed.fieldErrors,
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
      const parsed = parseForm(resetCodeForm, form);
      if (!parsed.ok) return invalid({ fieldErrors: parsed.fieldErrors });
      event = { type: 'submitCode', code: parsed.data.code };
      break;
    }
    case 'password': {
      const parsed = parseForm(resetPasswordForm(persisted?.context.email ?? null), form);
      if (!parsed.ok) return invalid({ fieldErrors: parsed.fieldErrors });
      event = { type: 'submitPassword', password: parsed.data.password };
      break;
    }
    default:
      event = { type: intent.data.intent };
  }

  const { accepted, snapshot, resting } = await resetPasswordFlow.run(
    resetPasswordMachineFor(app.playerApi),
    persisted,
    [event],
  );
  if (!accepted) {
    // back and next clamp at the ends; a step's form posted after the flow moved on (another tab,
    // an expired cookie) shows the step the flow is on, and says why.
    if (event.type === 'back' || event.type === 'next') return redirect(here, 303);
    return invalid({ formError: 'reset.error.expired' }, 409);
  }
  const cookie = store.write(resting);
  if (!resting) {
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
