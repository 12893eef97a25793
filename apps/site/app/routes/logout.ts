/**
 * Logout (spec 1 §4 "Logout"; spec 1 §2: "After logout the user goes to a default home path"):
 * ends the API session and clears the session cookie's player data, then lands on the locale's home
 * with a toast. `reason=idle` is sent by the idle timer (spec 1 §4 "Idle check").
 */
import { redirect } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/logout';
import { signOut } from '../lib/auth.server.ts';
import { parseFormRequest } from '../lib/form.server.ts';
import { pageContext } from '../lib/page.server.ts';

/** The idle timer posts `reason=idle`; the header's button posts nothing. */
const logoutForm = z.object({ reason: z.string().max(20).optional() });

export async function action(args: Route.ActionArgs) {
  const page = pageContext(args);
  const { app, session } = page;
  const form = await parseFormRequest(args.request, logoutForm);
  const idle = form.ok && form.data.reason === 'idle';
  if (page.player || app.auth.tokens) {
    await signOut({ session, auth: app.auth, playerApi: page.playerApi });
    page.toast({
      kind: idle ? 'warning' : 'success',
      messageId: idle ? 'session.ended.idle' : 'session.loggedOut',
      values: { minutes: page.brand.idleLogoutMinutes },
    });
  }
  return redirect(page.href('home'), 303);
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${params.locale}`);
}
