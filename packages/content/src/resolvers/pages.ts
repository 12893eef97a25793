/**
 * The page root fields: the site settings and VIP page singletons, SEO descriptions by path,
 * landing pages, registration pages, live chat settings, the pay-and-play banner, the banners of a market and the
 * content boxes of a placement.
 */
import {
  contentPath,
  isForLanguage,
  isForMarket,
  isInTargetAudience,
  isShownTo,
  isWithinSchedule,
  localisedValue,
  type AudiencePlayer,
} from '@casino/domain';
import type {
  RootQueryBannersArgs,
  RootQueryContentBoxesArgs,
  RootQueryTournamentBoxesArgs,
  RootQueryLandingPageByIdArgs,
  RootQueryLiveChatSettingsArgs,
  RootQueryPayAndPlayBannerByMarketArgs,
  RootQueryRegistrationPageBySlugArgs,
  RootQuerySeoDescriptionByPathArgs,
} from '../generated/graphql.ts';
import type { SanityDocument } from '../source.ts';
import type { Resolver, ResolverContext } from './context.ts';
import { SINGLETON, TARGETED, marketIdOf, momentOf, type TargetedDoc } from './shared.ts';

/** The singleton document of a type (its `_id` is the type's name). */
export function singleton(type: string): Resolver {
  return (_parent, _args, { source }) => source.fetch(SINGLETON, { type });
}

export function resolveSeoDescription(
  _parent: unknown,
  args: RootQuerySeoDescriptionByPathArgs,
  { source }: ResolverContext,
) {
  return source.fetch<SanityDocument | null>(
    `*[_type == "seoDescription" && path == $path] | order(_id asc)[0]`,
    {
      path: contentPath(args.path),
    },
  );
}

export async function resolveLandingPage(
  _parent: unknown,
  args: RootQueryLandingPageByIdArgs,
  context: ResolverContext,
) {
  const { source } = context;
  const at = momentOf(args.at, context);
  const page = await source.fetch<TargetedDoc | null>(
    `*[_type == "landingPage" && landingId == $id] | order(_id asc)[0]${TARGETED}`,
    { id: args.id },
  );
  if (!page) return null;
  if (!isForLanguage(page._languages, args.language)) return null;
  if (args.market != null && !isForMarket(page._marketIds, marketIdOf(args.market))) return null;
  if (!isWithinSchedule(page, at)) return null;
  if (args.authorized != null && !isShownTo(page.authorized, args.authorized)) return null;
  return page;
}

/** A registration page `/promo/:slug` for its markets and schedule (schema registrationPage.ts). */
export async function resolveRegistrationPage(
  _parent: unknown,
  args: RootQueryRegistrationPageBySlugArgs,
  context: ResolverContext,
) {
  const page = await context.source.fetch<TargetedDoc | null>(
    `*[_type == "registrationPage" && slug.current == $slug] | order(_id asc)[0]${TARGETED}`,
    { slug: args.slug },
  );
  if (!page) return null;
  if (args.market != null && !isForMarket(page._marketIds, marketIdOf(args.market))) return null;
  if (!isWithinSchedule(page, momentOf(args.at, context))) return null;
  return page;
}

export async function resolveLiveChatSettings(
  _parent: unknown,
  args: RootQueryLiveChatSettingsArgs,
  { source }: ResolverContext,
) {
  const language = args.language.toLowerCase();
  const market = marketIdOf(args.market);
  const setting = await source.fetch<{ disableLiveChat?: boolean | null } | null>(
    `*[_type == "liveChatSetting" && market->marketId == $market && language->code == $language] | order(_id asc)[0]`,
    { language, market },
  );
  return { language, market, disableLiveChat: setting?.disableLiveChat === true };
}

export async function resolvePayAndPlayBanner(
  _parent: unknown,
  args: RootQueryPayAndPlayBannerByMarketArgs,
  { source }: ResolverContext,
) {
  const banner = await source.fetch<(SanityDocument & { title?: Record<string, string> | null }) | null>(
    `*[_type == "payAndPlayBanner" && market->marketId == $market] | order(_id asc)[0]`,
    { market: marketIdOf(args.market) },
  );
  if (!banner || localisedValue(banner.title, args.language) === null) return null;
  return banner;
}

/** The documents of `type` for a market and moment, shown to the side and audience asking (banners, boxes). */
async function targetedFor(
  context: ResolverContext,
  type: string,
  args: Pick<RootQueryBannersArgs, 'market' | 'at' | 'authorized' | 'depositCount' | 'playerId'>,
  keep: (doc: TargetedDoc & { placement?: string[] | null }) => boolean,
) {
  const at = momentOf(args.at, context);
  const market = marketIdOf(args.market);
  const player: AudiencePlayer | null =
    args.authorized === true ? { depositCount: args.depositCount, playerId: args.playerId } : null;
  const docs = await context.source.fetch<(TargetedDoc & { placement?: string[] | null })[]>(
    `*[_type == $type] | order(sortOrder asc, _id asc)${TARGETED}`,
    { type },
  );
  return docs.filter(
    (doc) =>
      keep(doc) &&
      isForMarket(doc._marketIds, market) &&
      isWithinSchedule(doc, at) &&
      (args.authorized == null || isShownTo(doc.authorized, args.authorized)) &&
      isInTargetAudience(doc.targetAudience, player),
  );
}

export function resolveBanners(_parent: unknown, args: RootQueryBannersArgs, context: ResolverContext) {
  return targetedFor(context, 'banner', args, (banner) => isForLanguage(banner._languages, args.language));
}

export function resolveTournamentBoxes(
  _parent: unknown,
  args: RootQueryTournamentBoxesArgs,
  context: ResolverContext,
) {
  return targetedFor(context, 'tournamentBox', args, () => true);
}

export function resolveContentBoxes(
  _parent: unknown,
  args: RootQueryContentBoxesArgs,
  context: ResolverContext,
) {
  return targetedFor(context, 'contentBox', args, (box) => (box.placement ?? []).includes(args.placement));
}
