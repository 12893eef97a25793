/**
 * Pay-and-play `/signup/pnp` (spec 1 §4 "Pay-and-play", §6 "Pay-and-play is shown only when…",
 * §7 the pay-and-play calls, §8 "Pnp Banner not being configured!"), run by the pay-and-play
 * machine of packages/flows on the server:
 *
 * - Offered when the brand enables it (the content's `featureFlags.payAndPlay` over the brand file's
 *   `features.payAndPlay`), the player API's access context says `payAndPlayEnabled`, and the
 *   content's IP whitelist, when it lists any address, lists the visitor's. Otherwise the page says
 *   it is not available and links to the normal sign-up. A logged-in player is sent home.
 * The page on the server is features/signup/payAndPlayPage.server.ts, the page itself
 * features/signup/PayAndPlayPage.tsx.
 *
 * - Each post restores the flow from its encrypted cookie (lib/flowState.server.ts), sends one
 *   event, waits until the machine settles and stores the new state; then it redirects (303):
 *   to the bank-identification page after authorise, to the page after login, else back here.
 *   So every step is a plain form post without JavaScript, and a client-side navigation with it.
 * - The bank returns the player here with `?state=&sessionId=&code=` (or `&error=access_denied`):
 *   `state` is a random value made at authorise and kept in the flow cookie, so only the browser
 *   that started the identification can use its code (the API, for its part, sends
 *   the player back only to the brand's own site); the loader sends it to the flow (verify the code, and the login when the form is skipped) and
 *   redirects to the clean URL, so the one-time code leaves the address bar and the history.
 * - Login stores the tokens in the session (`establishSession`) and goes where "After login" says
 *   (spec 1 §2): the requested `?redirect=`, else the stored redirect, else home.
 * - Every form is validated with zod; bad input answers 400 with message ids on the fields.
 *
 * Decisions:
 * - The bank page is a redirect, not an iframe: it works without JavaScript and keeps the bank's
 *   page out of the site's frame (the spec's `iframeUrl` is the flow's `bankIdUrl`).
 * - Amounts are `PAY_AND_PLAY_MIN_AMOUNT`…`PAY_AND_PLAY_MAX_AMOUNT` (@casino/domain payAndPlay.ts) in the
 *   market's currency with at most two decimals,
 *   typed in the page's number format; the banner's amounts are one-click choices.
 * - No banner for the market (or not in the language) is reported as spec 1 §8 words it, and the
 *   page goes on without one.
 */
import { pathTo } from '@casino/domain';
import type { Route } from './+types/signup-pnp';
import { loadPageHeading } from '../features/content/index.server.ts';
import { loadPayAndPlayPage, runPayAndPlayAction } from '../features/signup/index.server.ts';
import { PayAndPlayPage } from '../features/signup/index.ts';
import { pageContext } from '../lib/page.server.ts';

export function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  return loadPayAndPlayPage(page, () =>
    loadPageHeading(page.content, pathTo('signup-pnp'), page.locale.siteLanguage),
  );
}

export function action(args: Route.ActionArgs) {
  return runPayAndPlayAction(pageContext(args));
}

export default function SignUpPayAndPlay({ loaderData, actionData }: Route.ComponentProps) {
  return <PayAndPlayPage loaderData={loaderData} actionData={actionData} />;
}
