/**
 * Adds or removes a favourite game (spec 3 §7 "POST and DELETE favourite games: body gameId,
 * lobbyPageType"), posted by the heart of a game tile or game page (components/FavouriteButton).
 *
 * - With JavaScript the heart posts through a fetcher and gets `{ ok, favourite }` (or `{ ok:
 *   false, error }` with 400, 401, 404 or 502); the page's loaders then revalidate, so the
 *   favourites row follows without a reload. Without JavaScript the form posts here and is
 *   redirected (303) back to the page it came from, with a toast when the change failed.
 * - The form is validated with zod: a bad form is a 400, never a call. The page to return to must
 *   be a path of this site under the page's locale; anything else returns to the casino lobby.
 * - Anonymous callers are refused (401; without JavaScript: back with the login popup open).
 * - Cross-origin posts are refused by the server before they reach this action.
 */
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { formatLocale, localisedPath, safeSitePath } from '@casino/domain';
import { PlayerApiError } from '@casino/player-api';
import type { Route } from './+types/favourites';
import { appContext, localeContext, sessionContext } from '../lib/context.ts';
import { readForm } from '../lib/form.server.ts';

export const favouriteForm = z.object({
  gameId: z
    .string()
    .min(1)
    .max(120)
    .regex(/^[\w.:-]+$/),
  lobbyPageType: z.enum(['CASINO', 'LIVE_CASINO']),
  intent: z.enum(['add', 'remove']),
  category: z
    .string()
    .max(120)
    .regex(/^[\w-]*$/)
    .optional(),
  from: z.string().max(2000).optional(),
});

const isDataRequest = (request: Request) => new URL(request.url).pathname.endsWith('.data');

export async function action({ request, context }: Route.ActionArgs) {
  const { session, state } = context.get(sessionContext);
  const prefix = formatLocale(context.get(localeContext));
  const form = (await readForm(request)) ?? {};
  const from = safeSitePath(typeof form['from'] === 'string' ? form['from'] : null);
  const back =
    from && (from === `/${prefix}` || from.startsWith(`/${prefix}/`) || from.startsWith(`/${prefix}?`))
      ? from
      : localisedPath(prefix, '/online-casino');
  const script = isDataRequest(request);

  if (state.kind !== 'authorised') {
    if (script) return data({ ok: false as const, error: 'favourites.error.login' }, { status: 401 });
    return redirect(`${back}#login`, 303);
  }

  const parsed = favouriteForm.safeParse(form);
  if (!parsed.success) {
    return data({ ok: false as const, error: 'favourites.error.invalid' }, { status: 400 });
  }
  const { gameId, lobbyPageType, intent, category } = parsed.data;
  const playerApi = context.get(appContext).playerApi;

  try {
    if (intent === 'add') {
      await playerApi.addFavourite({ body: { gameId, lobbyPageType, ...(category ? { category } : {}) } });
    } else {
      await playerApi.removeFavourite({ params: { gameId }, query: { lobbyPageType } });
    }
  } catch (error) {
    if (!(error instanceof PlayerApiError)) throw error;
    const status = error.status === 404 ? 404 : error.status === 401 || error.status === 403 ? 401 : 502;
    if (script) return data({ ok: false as const, error: 'favourites.error.failed' }, { status });
    session.flash('toast', { kind: 'error', messageId: 'favourites.error.failed' });
    return redirect(back, 303);
  }

  if (script) return { ok: true as const, gameId, favourite: intent === 'add' };
  return redirect(back, 303);
}
