/**
 * Reset password `/reset-password` (spec 1 §3 "Reset-password form", §4 "Reset-password steps",
 * §7 the password_reset calls, §8 "Generic"): the flow of packages/flows `resetPasswordMachine`,
 * driven by the server so every step is a plain form post that works before JavaScript loads.
 *
 * - Each post restores the machine from the encrypted flow cookie (features/signup/resetPassword.flow.server.ts),
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
import { RESET_PASSWORD_STEPS, type ResetErrorMessageId } from '@casino/flows';
import type { Route } from './+types/reset-password';
import {
  brokenLinkFlow,
  resetKeySchema,
  resetPasswordEventOf,
  resetPasswordFlow,
  resetPasswordMachineFor,
  resetPasswordView,
  type ResetRefusal,
} from '../features/signup/index.server.ts';
import { ResetPasswordSteps } from '../features/signup/index.ts';
import { readForm } from '../lib/form.server.ts';
import { pageContext } from '../lib/page.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  const store = resetPasswordFlow.store(page.app.flowCookies);
  const url = new URL(args.request.url);
  const linkKey = url.searchParams.get('resetKey');

  if (linkKey !== null) {
    const parsed = resetKeySchema.safeParse(linkKey);
    let cookie: string;
    if (parsed.success) {
      const { resting } = await resetPasswordFlow.run(
        resetPasswordMachineFor(page.playerApi),
        store.read(args.request),
        [{ type: 'openLink', resetKey: parsed.data }],
      );
      cookie = store.write(resting);
    } else {
      cookie = store.write(brokenLinkFlow());
    }
    url.searchParams.delete('resetKey');
    throw redirect(`${url.pathname}${url.search}`, { status: 303, headers: { 'Set-Cookie': cookie } });
  }

  return { total: RESET_PASSWORD_STEPS.length, view: resetPasswordView(store.read(args.request)) };
}

export interface ResetActionData extends ResetRefusal {
  backendError?: ResetErrorMessageId;
}

export async function action(args: Route.ActionArgs) {
  const page = pageContext(args);
  const store = resetPasswordFlow.store(page.app.flowCookies);
  const here = page.href('reset-password');
  const persisted = store.read(args.request);
  const given = resetPasswordEventOf((await readForm(args.request)) ?? {}, persisted);
  if (!given.ok) return data(given.refusal satisfies ResetActionData, { status: 400 });
  const { event } = given;

  const { accepted, snapshot, resting } = await resetPasswordFlow.run(
    resetPasswordMachineFor(page.playerApi),
    persisted,
    [event],
  );
  if (!accepted) {
    // back and next clamp at the ends; a step's form posted after the flow moved on (another tab,
    // an expired cookie) shows the step the flow is on, and says why.
    if (event.type === 'back' || event.type === 'next') return redirect(here, 303);
    return data({ formError: 'reset.error.expired' } satisfies ResetActionData, { status: 409 });
  }
  const cookie = store.write(resting);
  if (!resting) {
    page.toast({ kind: 'success', messageId: 'reset.password.success.toast' });
    return redirect(page.href('home'), { status: 303, headers: { 'Set-Cookie': cookie } });
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
