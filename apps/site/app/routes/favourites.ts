/**
 * Adds or removes a favourite game (spec 3 §7 "POST and DELETE favourite games: body gameId,
 * lobbyPageType"), posted by the heart of a game tile or game page (the kit's FavouriteToggle).
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
import { safeSitePath } from '@casino/domain';
import type { Route } from './+types/favourites';
import { changeFavourite, favouriteForm } from '../features/lobby/index.server.ts';
import { parseForm, readForm } from '../lib/form.server.ts';
import { pageContext } from '../lib/page.server.ts';

const isDataRequest = (request: Request) => new URL(request.url).pathname.endsWith('.data');

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const page = pageContext(args);
  const home = page.href('home');
  const form = (await readForm(request)) ?? {};
  const from = safeSitePath(typeof form['from'] === 'string' ? form['from'] : null);
  const back =
    from && (from === home || from.startsWith(`${home}/`) || from.startsWith(`${home}?`))
      ? from
      : page.href('casino-lobby');
  const script = isDataRequest(request);

  if (!page.player) {
    if (script) return data({ ok: false as const, error: 'favourites.error.login' }, { status: 401 });
    return redirect(`${back}#login`, 303);
  }

  const parsed = parseForm(favouriteForm, form);
  if (!parsed.ok) {
    return data({ ok: false as const, error: 'favourites.error.invalid' }, { status: 400 });
  }
  const changed = await changeFavourite(page.playerApi, parsed.data);
  if (!changed.ok) {
    if (script)
      return data({ ok: false as const, error: 'favourites.error.failed' }, { status: changed.status });
    page.toast({ kind: 'error', messageId: 'favourites.error.failed' });
    return redirect(back, 303);
  }

  const { gameId, intent } = parsed.data;
  if (script) return { ok: true as const, gameId, favourite: intent === 'add' };
  return redirect(back, 303);
}
