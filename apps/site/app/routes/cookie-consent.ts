/**
 * Records a signed-in player's cookie choice with the player API (spec 2 §7 "Cookie consent: PATCH
 * /player/cookies/consent", the consent id comes from the answer; spec 2 §3 categories). The cookie
 * notice posts here as JSON; a plain form post works too (a checkbox that is not sent is off).
 * Anonymous callers keep their choice on their device only: 204 without a call.
 * Answers: `{ ok: true, consentId, performanceFunctional, marketing }`, or `{ ok: false, error,
 * message }` with 400 (invalid choice) or the API's 4xx (502 when the API failed).
 */
import { data } from 'react-router';
import type { Route } from './+types/cookie-consent';
import {
  cookieChoiceSchema,
  readPostedCookieChoice,
  recordCookieChoice,
} from '../features/shell/index.server.ts';
import { parseForm } from '../lib/form.server.ts';
import { pageContext } from '../lib/page.server.ts';

export async function action(args: Route.ActionArgs) {
  const page = pageContext(args);
  if (!page.player) return new Response(null, { status: 204 });

  const parsed = parseForm(cookieChoiceSchema, await readPostedCookieChoice(args.request));
  if (!parsed.ok) {
    return data(
      {
        ok: false as const,
        error: 'cookies.error.invalid',
        message: 'Send performanceFunctional and marketing, each true or false.',
        fields: Object.keys(parsed.fieldErrors),
      },
      { status: 400 },
    );
  }
  const recorded = await recordCookieChoice(page.playerApi, parsed.data);
  if (recorded.ok) return recorded;
  const { status, ...refusal } = recorded;
  return data(refusal, { status });
}
