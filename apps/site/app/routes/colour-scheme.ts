/**
 * Stores the player's colour-scheme choice (lib/colourScheme.server.ts) from the footer's
 * appearance buttons: a form post that goes back (303) to the page it came from, or, from a
 * script (`.data`), `{ ok: true, scheme }`. A brand without an alternate theme has no choice to
 * make: 404. A choice that is not one: 400.
 */
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { safeSitePath } from '@casino/domain';
import type { Route } from './+types/colour-scheme';
import { colourSchemeChoice, colourSchemeCookie } from '../lib/colourScheme.server.ts';
import { parseFormRequest } from '../lib/form.server.ts';
import { pageContext } from '../lib/page.server.ts';

const schemeForm = z.object({ scheme: colourSchemeChoice, from: z.string().max(2000).optional() });

export async function action(args: Route.ActionArgs) {
  const page = pageContext(args);
  if (!page.brand.alternateTheme) throw data({ ok: false as const, error: 'not-found' }, { status: 404 });
  const parsed = await parseFormRequest(args.request, schemeForm);
  if (!parsed.ok) return data({ ok: false as const, error: 'invalid' }, { status: 400 });
  const headers = { 'Set-Cookie': colourSchemeCookie(parsed.data.scheme, page.app.flowCookies.secure) };
  if (new URL(args.request.url).pathname.endsWith('.data')) {
    return data({ ok: true as const, scheme: parsed.data.scheme }, { headers });
  }
  const home = page.href('home');
  const from = safeSitePath(parsed.data.from ?? null);
  const back = from && (from === home || from.startsWith(`${home}/`)) ? from : home;
  return redirect(back, { status: 303, headers });
}
