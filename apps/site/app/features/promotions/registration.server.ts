/**
 * A registration landing page `/promo/:slug` (spec 1 §2 "Registration landing page"; spec 3 §3
 * "registration page"; the graph's `registrationPageBySlug`): an offer that leads into sign-up.
 *
 * Decisions where the spec is silent (a regulated operator's sign-up entry):
 * - The page is found by its slug for the page's market and moment; none, or one that has ended
 *   or is not for this market, answers 404 ("Page not found!").
 * - A visitor's call to action is sign-up carrying the page's bonus code in the address
 *   (`/signup?bonusCode=…`): the sign-up keeps the code through its steps and, once the account
 *   is open, offers to claim it on the bonus-code page (the registration call has no bonus-code
 *   field, and a bonus is the player's explicit choice, never claimed behind their back). A page
 *   without a code leads to plain sign-up. A visitor may log in instead.
 * - A player (already signed up) is offered the code on the bonus-code page, or the cashier when
 *   the page has no code.
 * - The code is shown as text on the page too, with the offer's significant terms beside the call
 *   to action and the page's text below.
 */
import { data } from 'react-router';
import { graphql } from '../../generated/graphql';
import { contentImage } from '../../lib/contentImage.server.ts';
import type { PageContext } from '../../lib/page.server.ts';

const HERO = { width: 800, height: 400 };

/** `/promo/:slug` (module header); a 404 when there is no such page here and now. */
export async function loadRegistrationPage(page: PageContext, slug: string) {
  const language = page.locale.siteLanguage;
  const { registrationPageBySlug: found } = await page.content.query(REGISTRATION_PAGE_QUERY, {
    slug,
    language,
    market: page.locale.market.toUpperCase(),
  });
  const title = found?.title?.text?.trim();
  if (!found || !title) throw data(null, { status: 404 });
  const bonusCode = found.bonusCode?.trim() || null;
  const withCode = (path: string) =>
    bonusCode ? `${path}?bonusCode=${encodeURIComponent(bonusCode)}` : path;
  const player = page.sessionState.kind === 'authorised';
  return {
    slug,
    title,
    headline: found.headline?.text?.trim() || null,
    significantTerms: found.significantTerms?.text?.trim() || null,
    // Portable Text as the content gives it: the route reads it with the content area's reader.
    body: found.body?.blocks as unknown,
    image: contentImage(page.imageUrlFor, found.images?.tablet?.asset?._id, HERO),
    alt: found.images?.alt?.text ?? '',
    bonusCode,
    player,
    locale: page.prefix,
    action: player
      ? {
          kind: bonusCode ? ('claim' as const) : ('deposit' as const),
          href: bonusCode ? withCode(page.href('bonus-code')) : page.href('deposit-modal'),
        }
      : { kind: 'signup' as const, href: withCode(page.href('signup')) },
  };
}

const REGISTRATION_PAGE_QUERY = graphql(`
  query RegistrationPage($slug: String!, $language: String!, $market: String!) {
    registrationPageBySlug(slug: $slug, market: $market) {
      title {
        text(language: $language)
      }
      headline {
        text(language: $language)
      }
      body {
        blocks(language: $language)
      }
      significantTerms {
        text(language: $language)
      }
      images {
        tablet {
          asset {
            _id
          }
        }
        alt {
          text(language: $language)
        }
      }
      bonusCode
    }
  }
`);
