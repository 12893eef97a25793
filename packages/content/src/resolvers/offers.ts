/**
 * The welcome offer (issue 27 "one offer, one source"; schemas/promotion.ts): the promotion the
 * home's first screen, the sign-up, the cashier and the promotions page show as the brand's
 * welcome offer in a market. The first by sort order that is marked `welcomeOffer`, is for the
 * market (no markets: every market) and is within its schedule at `at` (default now); null when
 * there is none, and the pages then show no offer rather than a made-up one. Its audience fields
 * are not applied: a welcome offer is what a visitor is offered, and a signed-in player who has not
 * deposited yet is still offered it (the pages decide whom they show it to).
 */
import { isForMarket, isWithinSchedule } from '@casino/domain';
import type { RootQueryWelcomeOfferArgs } from '../generated/graphql.ts';
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
