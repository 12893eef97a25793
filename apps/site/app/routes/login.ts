/**
 * The login action (spec 1 §4 "Login popup", "Login attempts"; spec 1 §2 "After login"), posted by
 * the login popup (`#login`) and the access-error page.
 *
 * - The form is validated with zod; a bad form answers 400 with a message id, never a call.
 * - Restricted visitors and maintenance refuse the login (the guards would refuse every page).
 * - Refused sign-ins answer 400 with the classified error of spec 1 §8 (UI key, message id,
 *   cooling details) for the popup to show.
 * - Success stores the session (root middleware writes the cookie) and redirects per "After login".
 * Without JavaScript the form posts here directly: errors then go back to the page (flash) with
 * the popup open, so the form works before the bundle loads.
 */
import { data, redirect } from 'react-router';
import { afterLoginPath, localisedPath, safeSitePath } from '@casino/domain';
import type { Route } from './+types/login';
import { loginForm, loginFormFailure, signIn } from '../features/signup/index.server.ts';
import { latestTermsVersion } from '../lib/access.server.ts';
import { parseForm, readForm } from '../lib/form.server.ts';
import { pageContext } from '../lib/page.server.ts';
import type { LoginFailure } from '../lib/session.server.ts';

const isDataRequest = (request: Request) => new URL(request.url).pathname.endsWith('.data');

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const page = pageContext(args);
  const { session, prefix } = page;
  const form = (await readForm(request)) ?? {};
  const from = safeSitePath(typeof form['from'] === 'string' ? form['from'] : null) ?? '/';

  const fail = (failure: LoginFailure, status = 400) => {
    if (isDataRequest(request)) return data({ failure }, { status });
    session.flash('loginFailure', failure);
    const back = new URL(localisedPath(prefix, from), 'https://site.invalid');
    return redirect(`${back.pathname}${back.search}#login`, 303);
  };

  if (page.player) return redirect(localisedPath(prefix, from), 303);

  const parsed = parseForm(loginForm, form);
  if (!parsed.ok) return fail(loginFormFailure(parsed.fieldErrors));

  const now = Date.now();
  const access = await page.siteAccess();
  if (access.site.maintenance) return fail({ messageId: 'maintenance.title' }, 503);
  if (access.visitor.restrictedCountry || access.visitor.restrictedIp) {
    return fail({ messageId: 'restricted.title' }, 403);
  }

  const storedRedirect = session.get('redirect') ?? null;
  const result = await signIn({
    session,
    auth: page.app.auth,
    playerApi: page.playerApi,
    email: parsed.data.email,
    password: parsed.data.password,
    now,
  });
  if (!result.ok) {
    const { error } = result;
    return fail({
      messageId: error.messageId,
      uiKey: error.uiKey,
      ...(error.remainingDays !== undefined ? { remainingDays: error.remainingDays } : {}),
      ...(error.isCooling !== undefined ? { isCooling: error.isCooling } : {}),
    });
  }

  const [profile, latest] = await Promise.all([
    page.playerApi.playerProfile(),
    latestTermsVersion(page.content, now),
  ]);
  const target = afterLoginPath({
    redirect: parsed.data.redirect ?? null,
    storedRedirect,
    termsPending: latest !== null && latest > profile.termsAndConditionsAcceptedVersion,
    currentPath: from,
    bonusCode: parsed.data.bonusCode ?? null,
  });
  return redirect(localisedPath(prefix, target), 303);
}

export function loader({ params }: Route.LoaderArgs) {
  // A GET (a bookmark, a reload after a failed no-JS post) opens the popup on the home page.
  return redirect(`/${params.locale}#login`);
}
