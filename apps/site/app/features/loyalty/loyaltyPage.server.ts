/**
 * The loyalty page `/loyalty-page` and the VIP page `/qrewards` (spec 3 §2 "Promotions and
 * loyalty", §3 "Loyalty level", §7 "VIP page"), from content.
 *
 * Decisions where the spec is silent:
 * - The loyalty page is the content's page for the market, else the one with no markets (schema:
 *   "empty makes this the page of every market without its own"): its title, introduction, art,
 *   text and its ladder of levels (title, perks, icon) in order. 404 when content has none.
 * - A signed-in player also sees where they stand (the player API's loyalty level): their level
 *   marked on the ladder, their points and how many the next level needs. A visitor is asked to
 *   sign up to start earning. A failed level call leaves the ladder without a mark.
 * - The VIP page is the `vipPage` singleton: title, introduction, text and its button (the VIP
 *   team's chat by default). 404 when content has none.
 */
import { data } from 'react-router';
import { graphql } from '../../generated/graphql';
import { contentImage } from '../../lib/contentImage.server.ts';
import { hrefFor } from '../../lib/links.ts';
import type { PageContext } from '../../lib/page.server.ts';
import { loadLoyaltyLevel, type LoyaltyLevelView } from './loyaltyLevel.server.ts';

export async function loadLoyaltyPage(page: PageContext) {
  const language = page.locale.siteLanguage;
  const market = page.locale.market.toUpperCase();
  const [{ allLoyaltyPage }, standing] = await Promise.all([
    page.content.query(LOYALTY_PAGE_QUERY, { language }),
    page.sessionState.kind === 'authorised'
      ? loadLoyaltyLevel(page).catch((error: unknown): LoyaltyLevelView | null => {
          console.warn(`[site] loyalty level unavailable: ${(error as Error).message}`);
          return null;
        })
      : null,
  ]);
  const marketsOf = (doc: (typeof allLoyaltyPage)[number]) =>
    (doc.markets ?? []).flatMap((entry) => (entry?.marketId ? [entry.marketId.toUpperCase()] : []));
  const loyalty =
    allLoyaltyPage.find((doc) => marketsOf(doc).includes(market)) ??
    allLoyaltyPage.find((doc) => marketsOf(doc).length === 0);
  const title = loyalty?.title?.text?.trim();
  if (!loyalty || !title) throw data(null, { status: 404 });
  const levels = (loyalty.levels ?? [])
    .flatMap((level) => (level && typeof level.level === 'number' ? [level] : []))
    .sort((a, b) => a.level! - b.level!)
    .map((level) => ({
      level: level.level!,
      title: level.title?.text?.trim() || level.levelType || String(level.level),
      perks: level.content?.blocks as unknown,
      icon: contentImage(page.imageUrlFor, level.icon?.asset?._id, { width: 64, height: 64 }),
    }));
  const next = standing ? levels.find((level) => level.level > standing.level) : undefined;
  return {
    title,
    intro: loyalty.intro?.text?.trim() || null,
    image: contentImage(page.imageUrlFor, loyalty.images?.tablet?.asset?._id, { width: 800, height: 400 }),
    body: loyalty.body?.blocks as unknown,
    levels,
    standing: standing && {
      level: standing.level,
      title: standing.title,
      points: standing.points,
      next:
        next && standing.pointsToNextLevel !== null
          ? { title: next.title, points: standing.pointsToNextLevel }
          : null,
    },
    signupHref: page.href('signup'),
    locale: page.prefix,
  };
}

export async function loadVipPage(page: PageContext) {
  const language = page.locale.siteLanguage;
  const { vipPage } = await page.content.query(VIP_PAGE_QUERY, { language });
  const title = vipPage?.title?.text?.trim();
  if (!vipPage || !title) throw data(null, { status: 404 });
  const label = vipPage.button?.text?.trim();
  return {
    title,
    intro: vipPage.intro?.text?.trim() || null,
    body: vipPage.body?.blocks as unknown,
    action: label && vipPage.urlAction ? { label, href: hrefFor(page.prefix, vipPage.urlAction) } : null,
    locale: page.prefix,
  };
}

const LOYALTY_PAGE_QUERY = graphql(`
  query LoyaltyPage($language: String!) {
    allLoyaltyPage(sort: [{ _id: ASC }]) {
      title {
        text(language: $language)
      }
      intro {
        text(language: $language)
      }
      body {
        blocks(language: $language)
      }
      images {
        tablet {
          asset {
            _id
          }
        }
      }
      markets {
        marketId
      }
      levels {
        level
        levelType
        title {
          text(language: $language)
        }
        content {
          blocks(language: $language)
        }
        icon {
          asset {
            _id
          }
        }
      }
    }
  }
`);

const VIP_PAGE_QUERY = graphql(`
  query VipPage($language: String!) {
    vipPage {
      title {
        text(language: $language)
      }
      intro {
        text(language: $language)
      }
      body {
        blocks(language: $language)
      }
      button {
        text(language: $language)
      }
      urlAction
    }
  }
`);
