/**
 * Logout (spec 1 §4 "Logout"; spec 1 §2: "After logout the user goes to a default home path"):
 * ends the API session and clears the session cookie's player data, then lands on the locale's home
 * with a toast. `reason=idle` is sent by the idle timer (spec 1 §4 "Idle check").
 */
import { redirect } from 'react-router';
import { formatLocale } from '@casino/domain';
import type { Route } from './+types/logout';
import { signOut } from '../lib/auth.server.ts';
import { readForm } from '../lib/form.server.ts';
import { appContext, localeContext, sessionContext } from '../lib/context.ts';

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const { session, state } = context.get(sessionContext);
  const form = await readForm(request);
  const idle = form?.['reason'] === 'idle';
  if (state.kind === 'authorised' || app.auth.tokens) {
    await signOut({ session, auth: app.auth, playerApi: app.playerApi });
    session.flash('toast', {
      kind: idle ? 'warning' : 'success',
      messageId: idle ? 'session.ended.idle' : 'session.loggedOut',
      values: { minutes: app.brand.idleLogoutMinutes },
    });
  }
  return redirect(`/${formatLocale(context.get(localeContext))}`, 303);
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${params.locale}`);
}
