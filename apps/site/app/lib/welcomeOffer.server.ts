/**
 * The welcome offer, from its one content source (issue 27 "one offer, one source"): the promotion
 * marked as the brand's welcome offer in the page's market (schemas/promotion.ts `welcomeOffer`,
 * the graph's `welcomeOffer(market:)`). The home's first screen, the sign-up, the cashier and the
 * promotions page read it here, so the offer reads the same everywhere: its headline number
 * ("100 % up to €200"), one line of key terms ("Min. deposit €10 · 35× wagering · 18+"), the
 * fuller significant terms, its call to action and the path of its promotion page.
 *
 * Shared by areas (lobby, signup, banking), so it lives in lib: areas do not import each other.
 * Null when the market has no welcome offer, or the content lacks its headline in the language (and
 * English): a page then shows no offer rather than half of one. Amounts are in the copy already
 * (the dataset writes each market's currency).
 */
import { graphql } from '../generated/graphql';
import { hrefFor } from './links.ts';
import type { PageContext } from './page.server.ts';

export interface WelcomeOffer {
  /** The promotion's document id, for test ids and keys. */
  id: string;
  /** The promotion's name, e.g. "Northern welcome". */
  title: string;
  /** The offer as one number: "100 % up to €200". */
  headline: string;
  /** One line of the terms that matter most: "Min. deposit €20 · 30× wagering · 18+". */
  keyTerms: string;
  /** The fuller significant terms (regulators: next to the offer wherever it is offered). */
  significantTerms: string | null;
  /** The offer's own call to action from the content, when it has one ("Claim offer"). */
  action: { label: string; href: string } | null;
  /** The promotion's page under the locale (`/en-UN/promotions/casino/northern-welcome`), if known. */
  promotionHref: string | null;
  /** The bonus code that claims it, when it has one (sign-up and cashier prefill it). */
  bonusCode: string | null;
  /** The player API's bonus campaign it is (spec 3 §3 Reward campaignId). */
  campaignId: string | null;
}

/** The welcome offer of the page's market and language (module header), or null. */
export async function loadWelcomeOffer(page: {
  content: PageContext['content'];
  locale: Pick<PageContext['locale'], 'siteLanguage' | 'market'>;
  /** The locale segment of the URL (`fi-FI`), for the offer's links. */
  prefix: string;
}): Promise<WelcomeOffer | null> {
  const language = page.locale.siteLanguage;
  const { welcomeOffer: offer } = await page.content.query(WELCOME_OFFER_QUERY, {
    market: page.locale.market.toUpperCase(),
    language,
  });
  const headline = offer?.headline?.text?.trim();
  const keyTerms = offer?.keyTerms?.text?.trim();
  if (!offer || !headline || !keyTerms) return null;
  const category = offer.category?.slug?.current;
  const slug = offer.slug?.current;
  const label = offer.button?.text?.trim();
  return {
    id: offer._id ?? slug ?? 'welcome-offer',
    title: offer.title?.text?.trim() || headline,
    headline,
    keyTerms,
    significantTerms: offer.significantTerms?.text?.trim() || null,
    action: label && offer.urlAction ? { label, href: hrefFor(page.prefix, offer.urlAction) } : null,
    promotionHref: category && slug ? hrefFor(page.prefix, `/promotions/${category}/${slug}`) : null,
    bonusCode: offer.bonusCode ?? null,
    campaignId: offer.campaignId ?? null,
  };
}

const WELCOME_OFFER_QUERY = graphql(`
  query WelcomeOffer($market: String!, $language: String!) {
    welcomeOffer(market: $market) {
      _id
      slug {
        current
      }
      category {
        slug {
          current
        }
      }
      title {
        text(language: $language)
      }
      headline {
        text(language: $language)
      }
      keyTerms {
        text(language: $language)
      }
      significantTerms {
        text(language: $language)
      }
      button {
        text(language: $language)
      }
      urlAction
      bonusCode
      campaignId
    }
  }
`);
