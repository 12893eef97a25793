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
import { z } from 'zod';
import {
  afterLoginPath,
  classifyLoginError,
  formatLocale,
  localisedPath,
  safeSitePath,
} from '@casino/domain';
import { LOGIN_FAILURE_MESSAGES, STRING_LIMITS } from '@casino/player-api';
import type { Route } from './+types/login';
import { loadSiteAccess, latestTermsVersion } from '../lib/access.server.ts';
import { signIn } from '../lib/auth.server.ts';
import { readForm } from '../lib/form.server.ts';
import { appContext, localeContext, sessionContext } from '../lib/context.ts';
import type { LoginFailure } from '../lib/session.server.ts';

const loginForm = z.object({
  email: z.email({ message: 'login.error.email' }).max(254),
  password: z.string().min(1, { message: 'login.error.password' }).max(STRING_LIMITS.password),
  redirect: z.string().max(2000).optional(),
  /** The page the popup was opened on (relative to the locale prefix). */
  from: z.string().max(2000).optional(),
  bonusCode: z
    .string()
    .max(64)
    .regex(/^[\w-]*$/)
    .optional(),
});

const isDataRequest = (request: Request) => new URL(request.url).pathname.endsWith('.data');

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const locale = context.get(localeContext);
  const { session, state } = context.get(sessionContext);
  const prefix = formatLocale(locale);
  const form = (await readForm(request)) ?? {};
  const from = safeSitePath(typeof form['from'] === 'string' ? form['from'] : null) ?? '/';

  const fail = (failure: LoginFailure, status = 400) => {
    if (isDataRequest(request)) return data({ failure }, { status });
    session.flash('loginFailure', failure);
    const back = new URL(localisedPath(prefix, from), 'https://site.invalid');
    return redirect(`${back.pathname}${back.search}#login`, 303);
  };

  if (state.kind === 'authorised') return redirect(localisedPath(prefix, from), 303);

  const parsed = loginForm.safeParse(form);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    if (issue.path[0] === 'password' && issue.code === 'too_big') {
      // Longer than the contract takes, so no account has it (sign-up and reset cap it too):
      // answered as the wrong password it is, without a call.
      const wrong = classifyLoginError(LOGIN_FAILURE_MESSAGES.unauthorized());
      return fail({ messageId: wrong.messageId, uiKey: wrong.uiKey });
    }
    const field = issue.path[0] === 'password' ? 'password' : 'email';
    return fail({
      messageId: issue.message.startsWith('login.') ? issue.message : `login.error.${field}`,
      field,
    });
  }

  const now = Date.now();
  const access = await loadSiteAccess({
    brand: app.brand,
    content: app.content,
    playerApi: app.playerApi,
    address: app.clientAddress,
    language: locale.siteLanguage,
    now,
  });
  if (access.site.maintenance) return fail({ messageId: 'maintenance.title' }, 503);
  if (access.visitor.restrictedCountry || access.visitor.restrictedIp) {
    return fail({ messageId: 'restricted.title' }, 403);
  }

  const storedRedirect = session.get('redirect') ?? null;
  const result = await signIn({
    session,
    auth: app.auth,
    playerApi: app.playerApi,
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
    app.playerApi.playerProfile(),
    latestTermsVersion(app.content, now),
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
