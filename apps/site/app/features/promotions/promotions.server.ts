/**
 * The promotions pages on the server (spec 1 §2 "/promotions, /promotions/:category,
 * /promotions/:category/tag/:tagSlug, /promotions/:category/:promotionSlug"; spec 3 §2, §5
 * targeting; the graph's `promotions`, packages/content/src/resolvers/offers.ts).
 *
 * Decisions where the spec is silent (a regulated operator's shop window):
 * - A page shows the promotions of the page's market within their schedule, for the side asking
 *   (visitor or player) and, for a player, their audience: their deposit count (the transaction
 *   summary) and id, as the home's banners. A player whose summary cannot be read sees the
 *   promotions for everyone, never those of a group.
 * - The category chips list only categories with a promotion this viewer sees, so no chip leads to
 *   an empty page; a category's tag chips only the tags its promotions carry. An unknown category
 *   or tag answers 404 ("Page not found!").
 * - A promotion's page is found by its slug; under another category's path it redirects to its
 *   own (one address per page). One that has ended, is not for this market or not for this viewer
 *   answers 404.
 * - The call to action: a visitor is asked to sign up (the offer's words when it has them) and may
 *   log in; a player whose bonus engine offers the promotion's campaign (`rewards` ELIGIBLE) claims
 *   or activates it there, one who already has it (`rewards` ACTIVE) is led to their active
 *   rewards; otherwise the promotion's own button and link. Claims post to the rewards page's
 *   action, so its refusals, consent and forfeit prompts are the rewards page's.
 * - The running and coming tournaments are cards of the `tournaments` category (and of the list
 *   of all), after its promotions; each leads to the tournament's page.
 * - Cards badge what the player can claim and what is active; their art is the content's tablet
 *   image (2:1) in webp at two widths (`srcset`), sized before it loads (no layout shift).
 */
import { data, redirect } from 'react-router';
import { dateLocaleFor, formatDateTime, type MessageId } from '@casino/i18n';
import type { Reward } from '@casino/player-api';
import { graphql } from '../../generated/graphql';
import type { PromotionFieldsFragment } from '../../generated/graphql/graphql';
import { contentImage, type ContentImage } from '../../lib/contentImage.server.ts';
import { hrefFor } from '../../lib/links.ts';
import type { PageContext } from '../../lib/page.server.ts';
import { claimLabelOf, rewardsLanguage } from '../../lib/rewardKinds.ts';
import { loadTournamentCards, TOURNAMENTS_CATEGORY } from './tournament.server.ts';

/** A picture of a promotion: the URL at its size, the same at twice its size, its box. */
export type PromotionImage = ContentImage;

export interface Chip {
  slug: string;
  title: string;
  href: string;
  current: boolean;
}

/** What the bonus engine says of a promotion's campaign for this player. */
export type CampaignState =
  { kind: 'claimable'; campaignId: string; label: MessageId } | { kind: 'active' } | null;

export interface PromotionCard {
  id: string;
  slug: string;
  title: string;
  summary: string | null;
  href: string;
  category: string;
  image: PromotionImage | null;
  /** When it stops being offered (the content's end date), formatted; null when open-ended. */
  ends: string | null;
  state: CampaignState;
}

const CARD = { width: 400, height: 200 };
const HERO = { width: 800, height: 400 };

graphql(`
  fragment PromotionFields on Promotion {
    _id
    slug {
      current
    }
    category {
      slug {
        current
      }
      title {
        text(language: $language)
      }
    }
    tags {
      slug {
        current
      }
      title {
        text(language: $language)
      }
    }
    title {
      text(language: $language)
    }
    summary {
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
    campaignId
    endDate
  }
`);

const PROMOTIONS_QUERY = graphql(`
  query Promotions(
    $market: String!
    $language: String!
    $authorized: Boolean!
    $depositCount: Int
    $playerId: String
  ) {
    promotions(market: $market, authorized: $authorized, depositCount: $depositCount, playerId: $playerId) {
      ...PromotionFields
    }
    allPromotionCategory(sort: [{ sortOrder: ASC }, { _id: ASC }]) {
      slug {
        current
      }
      title {
        text(language: $language)
      }
    }
  }
`);

const PROMOTION_QUERY = graphql(`
  query Promotion(
    $market: String!
    $language: String!
    $authorized: Boolean!
    $depositCount: Int
    $playerId: String
    $slug: String!
  ) {
    promotions(
      market: $market
      authorized: $authorized
      depositCount: $depositCount
      playerId: $playerId
      slug: $slug
    ) {
      ...PromotionFields
      body {
        blocks(language: $language)
      }
      terms {
        blocks(language: $language)
      }
      significantTerms {
        text(language: $language)
      }
      headline {
        text(language: $language)
      }
      keyTerms {
        text(language: $language)
      }
      button {
        text(language: $language)
      }
      urlAction
      bonusCode
    }
  }
`);

/** Who is asking: the graph's audience arguments and the player's rewards by campaign. */
async function viewerOf(page: PageContext) {
  const state = page.sessionState;
  if (state.kind !== 'authorised') {
    return { authorized: false as const, audience: {}, states: new Map<string, CampaignState>() };
  }
  const lang = rewardsLanguage(page.locale.siteLanguage);
  const quiet = <T>(promise: Promise<T>, what: string): Promise<T | null> =>
    promise.catch((error: unknown) => {
      console.warn(`[site] ${what} unavailable for the promotions: ${(error as Error).message}`);
      return null;
    });
  const [summary, eligible, active] = await Promise.all([
    quiet(page.playerApi.transactionSummary(), 'transaction summary'),
    quiet(page.playerApi.rewards({ query: { rewardsType: 'ELIGIBLE', lang } }), 'eligible rewards'),
    quiet(page.playerApi.rewards({ query: { rewardsType: 'ACTIVE', lang } }), 'active rewards'),
  ]);
  const states = new Map<string, CampaignState>();
  for (const reward of (eligible ?? []).filter(claimable)) {
    states.set(reward.campaignId, {
      kind: 'claimable',
      campaignId: reward.campaignId,
      label: claimLabelOf(reward),
    });
  }
  for (const reward of active ?? []) states.set(reward.campaignId, { kind: 'active' });
  return {
    authorized: true as const,
    audience: {
      playerId: state.player.playerId,
      ...(summary ? { depositCount: summary.totalDepositsCount } : {}),
    },
    states,
  };
}

/** A reward the player takes with one press here: not a draft, not a queued one (the rewards page has those). */
const claimable = (reward: Reward) => reward.campaignStatus !== 'DRAFT' && reward.queuedPlayerBonus === null;

function imageOf(
  page: PageContext,
  images: PromotionFieldsFragment['images'],
  box: { width: number; height: number },
): PromotionImage | null {
  return contentImage(page.imageUrlFor, images?.tablet?.asset?._id, box);
}

function cardOf(
  page: PageContext,
  promotion: PromotionFieldsFragment,
  states: Map<string, CampaignState>,
): PromotionCard | null {
  const slug = promotion.slug?.current;
  const category = promotion.category?.slug?.current;
  const title = promotion.title?.text?.trim();
  if (!slug || !category || !title) return null;
  return {
    id: promotion._id ?? slug,
    slug,
    title,
    summary: promotion.summary?.text?.trim() || null,
    href: page.href('promotion', { category, promotionSlug: slug }),
    category,
    image: imageOf(page, promotion.images, CARD),
    ends: promotion.endDate
      ? formatDateTime(
          promotion.endDate,
          dateLocaleFor(page.locale.siteLanguage, page.locale.formatting),
          'date',
        )
      : null,
    state: (promotion.campaignId && states.get(promotion.campaignId)) || null,
  };
}

/** `/promotions`, `/promotions/:category` and `/promotions/:category/tag/:tagSlug` (module header). */
export async function loadPromotionsPage(page: PageContext, filter: { category?: string; tag?: string }) {
  const viewer = await viewerOf(page);
  const answer = await page.content.query(PROMOTIONS_QUERY, {
    market: page.locale.market.toUpperCase(),
    language: page.locale.siteLanguage,
    authorized: viewer.authorized,
    ...viewer.audience,
  });
  const shown = answer.promotions;
  // Tournaments are cards of their category (tournament.server.ts), on the list of all too.
  const tournaments =
    filter.tag || (filter.category && filter.category !== TOURNAMENTS_CATEGORY)
      ? []
      : await loadTournamentCards(page);
  const used = new Set(shown.map((promotion) => promotion.category?.slug?.current));
  if (tournaments.length > 0) used.add(TOURNAMENTS_CATEGORY);
  const categories: Chip[] = answer.allPromotionCategory.flatMap((category) => {
    const slug = category.slug?.current;
    if (!slug || !used.has(slug)) return [];
    return [
      {
        slug,
        title: category.title?.text ?? slug,
        href: page.href('promotions-category', { category: slug }),
        current: slug === filter.category,
      },
    ];
  });
  if (filter.category && !categories.some((chip) => chip.current)) throw data(null, { status: 404 });
  const inCategory = filter.category
    ? shown.filter((promotion) => promotion.category?.slug?.current === filter.category)
    : shown;
  const tags = new Map<string, Chip>();
  for (const tag of inCategory.flatMap((promotion) => promotion.tags ?? [])) {
    const slug = tag?.slug?.current;
    if (!slug || !filter.category || tags.has(slug)) continue;
    tags.set(slug, {
      slug,
      title: tag.title?.text ?? slug,
      href: page.href('promotions-tag', { category: filter.category, tagSlug: slug }),
      current: slug === filter.tag,
    });
  }
  if (filter.tag && !tags.get(filter.tag)) throw data(null, { status: 404 });
  const listed = filter.tag
    ? inCategory.filter((promotion) => promotion.tags?.some((tag) => tag?.slug?.current === filter.tag))
    : inCategory;
  const category = categories.find((chip) => chip.current) ?? null;
  return {
    category: category && { title: category.title, href: category.href },
    tag: filter.tag ? (tags.get(filter.tag)?.title ?? null) : null,
    allHref: page.href('promotions'),
    categories,
    tags: [...tags.values()].sort((a, b) => a.title.localeCompare(b.title)),
    promotions: [
      ...listed.flatMap((promotion) => cardOf(page, promotion, viewer.states) ?? []),
      ...tournaments,
    ],
  };
}

/** `/promotions/:category/:promotionSlug` (module header). */
export async function loadPromotionPage(page: PageContext, params: { category: string; slug: string }) {
  const viewer = await viewerOf(page);
  const { promotions } = await page.content.query(PROMOTION_QUERY, {
    market: page.locale.market.toUpperCase(),
    language: page.locale.siteLanguage,
    authorized: viewer.authorized,
    slug: params.slug,
    ...viewer.audience,
  });
  const promotion = promotions[0];
  const card = promotion && cardOf(page, promotion, viewer.states);
  if (!promotion || !card) throw data(null, { status: 404 });
  if (card.category !== params.category) throw redirect(card.href, 301);
  const button = promotion.button?.text?.trim();
  const own =
    button && promotion.urlAction ? { label: button, href: hrefFor(page.prefix, promotion.urlAction) } : null;
  return {
    ...card,
    image: imageOf(page, promotion.images, HERO),
    alt: promotion.images?.alt?.text ?? '',
    categoryTitle: promotion.category?.title?.text ?? card.category,
    categoryHref: page.href('promotions-category', { category: card.category }),
    headline: promotion.headline?.text?.trim() || null,
    keyTerms: promotion.keyTerms?.text?.trim() || null,
    significantTerms: promotion.significantTerms?.text?.trim() || null,
    // Portable Text as the content gives it: the route reads it with the content area's reader.
    body: promotion.body?.blocks as unknown,
    terms: promotion.terms?.blocks as unknown,
    bonusCode: promotion.bonusCode ?? null,
    locale: page.prefix,
    player: viewer.authorized,
    action: own,
    paths: {
      signup: page.href('signup'),
      rewards: page.href('rewards'),
      active: page.href('rewards-active'),
    },
  };
}
