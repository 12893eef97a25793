/**
 * Resolvers of the domain root fields (src/domain.graphql): what the specs fetch from the content
 * service (spec 3 §7 "Tournaments and content", spec 1 §7 "banner fetch"), assembled from one
 * module per area (lobby, game lists, lists, footer, pages, offers). Each root field runs one GROQ query
 * on the ContentSource, written so that its result depends only on the dataset and the arguments
 * that select documents (never on the player's channel, device, country or the time); the local
 * source caches it per dataset version. The rules of the specs (which games a player sees,
 * markets, languages, schedules, audiences, grids per device) are @casino/domain's functions,
 * applied to that result here.
 *
 * Values computed in GROQ go in `_`-prefixed keys (`_games`, `_marketIds`), which no schema field
 * uses, so the documents' own fields keep their meaning in GraphQL. References the resolvers need
 * are followed in the query (`provider->`); so are the ones a lobby tile shows (image assets, the
 * widget's category), because a reference left to the graph's document loader costs a promise per
 * field while GraphQL walks hundreds of tiles, and on the Content Lake a second round trip. The
 * rest resolve through the loader.
 *
 * The graph keeps whole answers per dataset version (graph.ts); resolvers that judge schedules by
 * the current time mark their answer so it is not kept.
 */
import { localisedValue } from '@casino/domain';
import type { Resolver } from './context.ts';
import { resolveFooterRegulationLogos, resolveSiteFooter } from './footer.ts';
import { resolveGameListRange } from './gameList.ts';
import {
  byMarket,
  categoryFields,
  resolveCategories,
  resolveLanguagesByMarket,
  resolveMarkets,
} from './lists.ts';
import { resolveLobby } from './lobby.ts';
import { resolvePromotions, resolveWelcomeOffer } from './offers.ts';
import {
  resolveBanners,
  resolveContentBoxes,
  resolveTournamentBoxes,
  resolveLandingPage,
  resolveRegistrationPage,
  resolveLiveChatSettings,
  resolvePayAndPlayBanner,
  resolveSeoDescription,
  singleton,
} from './pages.ts';

/** Resolvers by type and field; graph.ts installs them over the generic ones. */
export const domainResolvers: Record<string, Record<string, Resolver<never>>> = {
  RootQuery: {
    lobby: resolveLobby,
    gameListRange: resolveGameListRange,
    categories: resolveCategories,
    siteSettings: singleton('siteSettings'),
    siteFooter: resolveSiteFooter,
    footerRegulationLogos: resolveFooterRegulationLogos,
    partners: byMarket('partner'),
    markets: resolveMarkets,
    languagesByMarket: resolveLanguagesByMarket,
    paymentMethods: byMarket('paymentMethod'),
    seoDescriptionByPath: resolveSeoDescription,
    landingPageById: resolveLandingPage,
    registrationPageBySlug: resolveRegistrationPage,
    vipPage: singleton('vipPage'),
    liveChatSettings: resolveLiveChatSettings,
    payAndPlayBannerByMarket: resolvePayAndPlayBanner,
    banners: resolveBanners,
    contentBoxes: resolveContentBoxes,
    tournamentBoxes: resolveTournamentBoxes,
    welcomeOffer: resolveWelcomeOffer,
    promotions: resolvePromotions,
  },
  Category: categoryFields,
  LocaleString: { text: localisedText },
  LocaleText: { text: localisedText },
  LocaleBlock: { blocks: localisedText },
};

/** A localised value's text in a language: the language, else its base language, else English. */
function localisedText(parent: unknown, args: { language: string }): unknown {
  return localisedValue(parent as Record<string, unknown>, args.language);
}
