/**
 * The sign-up callback `/signup/callback` (spec 1 §2: "only registered when a sign-up callback
 * condition holds"). Decision: the condition is that the brand signs up with pay and play
 * (lib/access.server.ts `signupCallback`); elsewhere the path is unknown (404).
 *
 * It is the one fixed address the bank's identification returns to (an operator registers a single
 * return URL with its identity provider, whichever page started the sign-up): the return's query
 * (`sessionId`, `code`, `state`) goes on to the pay-and-play page, whose loader checks the state
 * against this browser's flow and finishes the sign-up (features/signup/payAndPlayPage.server.ts).
 * Nothing is read or kept here, so a forged or replayed return meets the same checks there.
 */
import { data, redirect } from 'react-router';
import type { Route } from './+types/signup-callback';
import { pageContext } from '../lib/page.server.ts';

export function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  // Loaders run together: where the guards found no such route here (no pay and play), this one
  // must not send anyone on, so the layout's 'Page not found!' stands.
  if (page.route?.id !== 'signup-callback') throw data(null, { status: 404 });
  throw redirect(`${page.href('signup-pnp')}${new URL(args.request.url).search}`, 303);
}
