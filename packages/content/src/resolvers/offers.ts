/**
 * The welcome offer (issue 27 "one offer, one source"; schemas/promotion.ts): the promotion the
 * home's first screen, the sign-up, the cashier and the promotions page show as the brand's
 * welcome offer in a market. The first by sort order that is marked `welcomeOffer`, is for the
 * market (no markets: every market) and is within its schedule at `at` (default now); null when
 * there is none, and the pages then show no offer rather than a made-up one. Its audience fields
 * are not applied: a welcome offer is what a visitor is offered, and a signed-in player who has not
 * deposited yet is still offered it (the pages decide whom they show it to).
 *
 * The promotions (the promotions pages): every promotion of the market within its schedule, for
 * the side asking and, for a player, their audience (spec 3 §5, as banners), by sort order;
 * narrowed to a category, a tag or one promotion by their slugs.
 */
import {
  isForMarket,
  isInTargetAudience,
  isShownTo,
  isWithinSchedule,
  type AudiencePlayer,
} from '@casino/domain';
import type { RootQueryPromotionsArgs, RootQueryWelcomeOfferArgs } from '../generated/graphql.ts';
import type { ResolverContext } from './context.ts';
import { TARGETED, marketIdOf, momentOf, type TargetedDoc } from './shared.ts';

export async function resolveWelcomeOffer(
  _parent: unknown,
  args: RootQueryWelcomeOfferArgs,
  context: ResolverContext,
): Promise<TargetedDoc | null> {
  const at = momentOf(args.at, context);
  const market = marketIdOf(args.market);
  const offers = await context.source.fetch<TargetedDoc[]>(
    `*[_type == "promotion" && welcomeOffer == true] | order(sortOrder asc, _id asc)${TARGETED}`,
  );
  return offers.find((offer) => isForMarket(offer._marketIds, market) && isWithinSchedule(offer, at)) ?? null;
}

interface PromotionDoc extends TargetedDoc {
  _category?: string | null;
  _tags?: (string | null)[] | null;
  slug?: { current?: string | null } | null;
}

export async function resolvePromotions(
  _parent: unknown,
  args: RootQueryPromotionsArgs,
  context: ResolverContext,
): Promise<PromotionDoc[]> {
  const at = momentOf(args.at, context);
  const market = marketIdOf(args.market);
  const player: AudiencePlayer | null =
    args.authorized === true ? { depositCount: args.depositCount, playerId: args.playerId } : null;
  const promotions = await context.source.fetch<PromotionDoc[]>(
    `*[_type == "promotion"] | order(sortOrder asc, _id asc){..., "_marketIds": markets[]->marketId, "_category": category->slug.current, "_tags": tags[]->slug.current}`,
  );
  return promotions.filter(
    (promotion) =>
      (args.slug == null || promotion.slug?.current === args.slug) &&
      (args.category == null || promotion._category === args.category) &&
      (args.tag == null || (promotion._tags ?? []).includes(args.tag)) &&
      isForMarket(promotion._marketIds, market) &&
      isWithinSchedule(promotion, at) &&
      (args.authorized == null || isShownTo(promotion.authorized, args.authorized)) &&
      isInTargetAudience(promotion.targetAudience, player),
  );
}
