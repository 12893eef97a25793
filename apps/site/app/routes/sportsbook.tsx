/**
 * The sportsbook `/sportsbook/:category?/:region?/:competition?/:event?` and virtual sports
 * `/virtuals` (spec 1 §2, §7, §9; issue 28): the operator's sportsbook provider in a frame, opened
 * with the context features/sportsbook/sportsbook.server.ts asks for. The guards (locale layout)
 * have already applied sportsbook access, risk-payout and multibrand suspension; a brand without
 * the sportsbook never registers these routes (they go home).
 *
 * The loader runs again only when the path changes or after a post (the login): the frame keeps
 * its own place while the site's address follows it and while the login popup's `?redirect=` is
 * added.
 */
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/sportsbook';
import { SportsbookPage } from '../features/sportsbook/index.ts';
import { loadSportsbookPage } from '../features/sportsbook/index.server.ts';
import { useSitePaths } from '../lib/links.ts';
import { pageContext } from '../lib/page.server.ts';

export function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  return loadSportsbookPage(page, page.route?.id === 'virtuals' ? 'virtuals' : 'sportsbook');
}

export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return currentUrl.pathname !== nextUrl.pathname;
}

export default function Sportsbook({ loaderData }: Route.ComponentProps) {
  const paths = useSitePaths();
  return (
    <SportsbookPage
      key={loaderData.frameUrl ?? 'none'}
      data={loaderData}
      balanceEndpoint={paths.sportsbookBalance}
    />
  );
}
