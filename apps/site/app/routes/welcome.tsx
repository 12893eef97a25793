/**
 * The brand's welcome page `/welcome` (spec 1 §2 "a welcome path named after one brand"; the
 * domain's route table keeps one fixed path, a brand may alias it).
 *
 * Decisions where the spec is silent (a regulated operator's first page for a new visitor):
 * - Its words are the content's landing page `welcome` for the page's language and market (editors
 *   write each brand's own), drawn as a landing page with its call to action (sign-up).
 * - Beside them, the market's welcome offer from its one source (lib/welcomeOffer.server.ts): the
 *   offer in large type, its key terms and significant terms, and the offer's own call to action.
 * - A signed-in player has been welcomed already: the page sends them home. No landing page for
 *   this market and language answers 'Page not found!' with a 404.
 */
import { data, Link, redirect } from 'react-router';
import { layout } from '@casino/ui';
import type { Route } from './+types/welcome';
import { LandingPage } from '../features/content/index.ts';
import { loadLandingPage } from '../features/content/index.server.ts';
import { pageContext } from '../lib/page.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { loadWelcomeOffer } from '../lib/welcomeOffer.server.ts';

/** The content's landing page id the welcome page shows. */
const WELCOME_LANDING_ID = 'welcome';

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  if (page.player) throw redirect(page.href('home'));
  const [view, offer] = await Promise.all([
    loadLandingPage(page, WELCOME_LANDING_ID),
    loadWelcomeOffer(page).catch((error: unknown) => {
      console.warn(`[site] welcome offer unavailable: ${(error as Error).message}`);
      return null;
    }),
  ]);
  if (!view) throw data(null, { status: 404 });
  return { view, offer, locale: page.prefix };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seoMeta(matches, loaderData?.view.title);
}

export default function Welcome({ loaderData }: Route.ComponentProps) {
  const { offer } = loaderData;
  return (
    <LandingPage
      view={loaderData.view}
      locale={loaderData.locale}
      aside={
        offer ? (
          <aside className={layout.card} aria-labelledby="welcome-offer" data-testid="welcome-offer">
            <p>{offer.title}</p>
            <h2 id="welcome-offer">{offer.headline}</h2>
            <p>{offer.keyTerms}</p>
            {offer.significantTerms ? (
              <p>
                <small>{offer.significantTerms}</small>
              </p>
            ) : null}
            {offer.action ? <Link to={offer.action.href}>{offer.action.label}</Link> : null}
          </aside>
        ) : null
      }
    />
  );
}
