/**
 * Resolvers of the domain root fields (src/domain.graphql): what the specs fetch from the content
 * service (spec 3 §7 "Tournaments and content", spec 1 §7 "banner fetch"). Each root field runs one
 * GROQ query on the ContentSource, written so that its result depends only on the dataset and the
 * arguments that select documents (never on the player's channel, device, country or the time);
 * the local source caches it per dataset version. The rules of the specs (which games a player
 * sees, markets, languages, schedules, audiences, grids per device) are @casino/domain's functions,
 * applied to that result here.
 *
 * Values computed in GROQ go in `_`-prefixed keys (`_games`, `_marketIds`), which no schema field
 * uses, so the documents' own fields keep their meaning in GraphQL. References the resolvers need
 * are followed in the query (`provider->`); so are the ones a lobby tile shows (image assets, the
 * widget's category), because a reference left to the graph's document loader costs a promise per
 * field while GraphQL walks hundreds of tiles, and on the Content Lake a second round trip. The
 * rest resolve through the loader.
 *
 * The lobby is the hot path (target: cached p50 under 5 ms, docs/benchmarks.md): its view per
 * player context is memoised on the cached query result, and the graph keeps whole answers per
 * dataset version (graph.ts); resolvers that judge schedules by the current time mark their answer
 * so it is not kept.
 */
import {
  categoryVisibility,
  contentPath,
  excludedSubProviders,
  gameAvailability,
  gridForDevice,
  isForLanguage,
  isForMarket,
  isInTargetAudience,
  isShownTo,
  isWithinSchedule,
  lobbyMarket,
  lobbyPageSize,
  localisedValue,
  marketCountry,
  matchesProviderFilter,
  uniqueBy,
  type AudiencePlayer,
  type GameAvailability,
  type GameFacts,
  type GameViewer,
  type LobbyPageSizes,
} from '@casino/domain';
import { GraphQLError, type GraphQLFieldResolver } from 'graphql';
import type {
  RootQueryBannersArgs,
  RootQueryCategoriesArgs,
  RootQueryFooterRegulationLogosArgs,
  RootQueryGameListRangeArgs,
  RootQueryLandingPageByIdArgs,
  RootQueryLanguagesByMarketArgs,
  RootQueryLiveChatSettingsArgs,
  RootQueryLobbyArgs,
  RootQueryMarketsArgs,
  RootQueryPartnersArgs,
  RootQueryPayAndPlayBannerByMarketArgs,
  RootQueryPaymentMethodsArgs,
  RootQuerySeoDescriptionByPathArgs,
  RootQuerySiteFooterArgs,
} from './generated/graphql.ts';
import type { ResolverContext } from './graph.ts';
import type { SanityDocument } from './source.ts';

type Resolver<TArgs = Record<string, unknown>> = GraphQLFieldResolver<unknown, ResolverContext, TArgs>;

/** Resolvers by type and field; graph.ts installs them over the generic ones. */
export const domainResolvers: Record<string, Record<string, Resolver<never>>> = {
  RootQuery: {
    lobby: resolveLobby,
    gameListRange: resolveGameListRange,
    categories: resolveCategories,
    siteSettings: (_parent, _args, { source }) => source.fetch(SINGLETON, { type: 'siteSettings' }),
    siteFooter: resolveSiteFooter,
    footerRegulationLogos: resolveFooterRegulationLogos,
    partners: byMarket('partner'),
    markets: resolveMarkets,
    languagesByMarket: resolveLanguagesByMarket,
    paymentMethods: byMarket('paymentMethod'),
    seoDescriptionByPath: resolveSeoDescription,
    landingPageById: resolveLandingPage,
    vipPage: (_parent, _args, { source }) => source.fetch(SINGLETON, { type: 'vipPage' }),
    liveChatSettings: resolveLiveChatSettings,
    payAndPlayBannerByMarket: resolvePayAndPlayBanner,
    banners: resolveBanners,
  },
  Category: {
    visibleInMenu: (parent) => categoryVisibility(parent as CategoryDoc).visibleInMenu,
    // The stored flag may be unset (its initial value is true); readers get the derived value.
    visibleInLobby: (parent) => categoryVisibility(parent as CategoryDoc).visibleInLobby,
  },
  LocaleString: { text: localisedText },
  LocaleText: { text: localisedText },
  LocaleBlock: { blocks: localisedText },
};

function localisedText(parent: unknown, args: { language: string }): unknown {
  return localisedValue(parent as Record<string, unknown>, args.language);
}

// ---------------------------------------------------------------------------------------------
// Documents as the queries below return them (only the fields the resolvers read).

interface MarketDoc extends SanityDocument {
  marketId: string;
  isCustomMarketId?: boolean | null;
  originCountryCode?: string | null;
}

interface ProviderDoc extends SanityDocument {
  providerId?: string | null;
  restrictedCountry?: string[] | null;
  removeRestrictedCountryOverlay?: boolean | null;
  _marketIds?: string[] | null;
}

interface SubProviderDoc extends SanityDocument {
  subProviderId?: string | null;
  restrictedCountry?: string[] | null;
  removeRestrictedCountryOverlay?: boolean | null;
}

interface GameDoc extends SanityDocument {
  enabled?: boolean | null;
  channels?: string[] | null;
  provider?: ProviderDoc | null;
  subProvider?: SubProviderDoc | null;
}

interface TileDoc {
  size?: string | null;
  images?: unknown;
  game?: GameDoc | null;
}

interface GridDoc {
  device?: string | null;
  columns?: number | null;
  _tiles?: (TileDoc | null)[] | null;
}

interface WidgetDoc extends SanityDocument {
  authorized?: string | null;
  _grids?: GridDoc[] | null;
  _games?: (GameDoc | null)[] | null;
  _listGames?: (GameDoc | null)[] | null;
  _categoryGames?: (GameDoc | null)[] | null;
}

interface LayoutDoc extends SanityDocument {
  _widgets?: (WidgetDoc | null)[] | null;
}

interface ExclusionDoc {
  _marketIds?: string[] | null;
  _subProviders?: string[] | null;
}

interface CategoryDoc extends SanityDocument {
  hideInMenu?: boolean | null;
  visibleInLobby?: boolean | null;
  _marketIds?: string[] | null;
}

interface TargetedDoc extends SanityDocument {
  _marketIds?: string[] | null;
  _languages?: string[] | null;
  startDate?: string | null;
  endDate?: string | null;
  authorized?: string | null;
  targetAudience?: Parameters<typeof isInTargetAudience>[0];
}

// ---------------------------------------------------------------------------------------------
// GROQ. Provider and sub-provider are followed on every game, with the provider's market ids, so
// the availability rules need nothing else; `Game.provider` and the images' `asset` then resolve
// without a fetch.

const IMAGE = `{..., "asset": asset->}`;
const IMAGE_SET = `{..., "img1x": img1x${IMAGE}, "img2x": img2x${IMAGE}, "img3x": img3x${IMAGE}}`;
const GAME = `{..., "provider": provider->{..., "_marketIds": markets[]->marketId}, "subProvider": subProvider->, "thumbnail": thumbnail${IMAGE_SET}, "verticalImage": verticalImage${IMAGE_SET}}`;
const MARKET = `*[_type == "market" && marketId == $market][0]{_id, _type, marketId, isCustomMarketId, originCountryCode}`;
const EXCLUSIONS = `*[_type == "subProviderExclusion"]{"_marketIds": markets[]->marketId, "_subProviders": subProviders[]._ref}`;
const SINGLETON = `*[_type == $type && _id == $type][0]`;

/**
 * The lobby's documents for a lobby type and market: the market's layout (the first by id when
 * several list the market), else the default layout of lobbySettings; each widget with the games
 * of every grid, its games, its list's games and its category's games (by label).
 */
export const LOBBY_QUERY = `{
  "market": ${MARKET},
  "settings": *[_type == "lobbySettings" && _id == "lobbySettings"][0],
  "exclusions": ${EXCLUSIONS},
  "layout": coalesce(
    *[_type == "lobbyLayout" && type == $type && $market in markets[]->marketId] | order(_id asc)[0],
    select(
      $type == "casino" => *[_type == "lobbySettings" && _id == "lobbySettings"][0].casino.defaultLayout,
      *[_type == "lobbySettings" && _id == "lobbySettings"][0].liveCasino.defaultLayout
    )->
  ){
    ...,
    "_widgets": widgets[]->{
      ...,
      "category": category->,
      "_grids": gameGrids[]{device, columns, "_tiles": grid[]{size, "images": images${IMAGE_SET}, "game": game->${GAME}}},
      "_games": games[]->${GAME},
      "_listGames": gameList->games[]->${GAME},
      "_categoryGames": select(
        defined(category._ref) => *[_type == "game" && references(^.category._ref)] | order(label asc, _id asc) ${GAME}
      )
    }
  }
}`;

const GAME_LIST_QUERY = `{
  "market": ${MARKET},
  "exclusions": ${EXCLUSIONS},
  "list": *[_type == "gameList" && listId == $listId] | order(_id asc)[0]{..., "_games": games[]->${GAME}}
}`;

const CATEGORIES_QUERY = `*[_type == "category" && type == $type] | order(sortOrder asc, _id asc){..., "_marketIds": markets[]->marketId}`;

const FOOTER_QUERY = `*[_type == "footer" && _id == "footer"][0]{
  ...,
  "_licences": licences[]->{..., "_marketIds": markets[]->marketId},
  "_logos": regulationLogos[]{..., "_marketIds": markets[]->marketId}
}`;

/** Documents of a type that some markets limit, by sort order then name. */
const BY_MARKET_QUERY = `*[_type == $type] | order(sortOrder asc, name asc, _id asc){..., "_marketIds": markets[]->marketId}`;

const TARGETED = `{..., "_marketIds": markets[]->marketId, "_languages": languages[]->code}`;

// ---------------------------------------------------------------------------------------------
// Arguments

/** A market argument as content stores market ids (upper case). */
const marketIdOf = (market: string): string => market.toUpperCase();

/**
 * The moment scheduled content is judged at: the `at` argument, else now. A result that used "now"
 * is marked so the graph does not keep it (it would go stale without the dataset changing).
 */
function momentOf(at: string | null | undefined, context: ResolverContext): Date {
  if (at == null) {
    context.timeDependent = true;
    return new Date();
  }
  const moment = new Date(at);
  if (Number.isNaN(moment.getTime())) throw new GraphQLError(`at: "${at}" is not an ISO 8601 date and time`);
  return moment;
}

/** The player's country: the argument, else the country the market stands for (none for UN). */
function countryOf(
  country: string | null | undefined,
  market: string,
  marketDoc: MarketDoc | null,
): string | null {
  if (country) return country.toUpperCase();
  return marketCountry(marketDoc ?? { marketId: market });
}

// ---------------------------------------------------------------------------------------------
// Games

/** The facts of a game the availability rules read; memoised per (frozen, cached) game object. */
const factsCache = new WeakMap<GameDoc, GameFacts>();
function gameFacts(game: GameDoc): GameFacts {
  let facts = factsCache.get(game);
  if (!facts) {
    const { provider, subProvider } = game;
    facts = {
      enabled: game.enabled,
      channels: game.channels,
      provider: provider && {
        providerId: provider.providerId,
        restrictedCountry: provider.restrictedCountry,
        removeRestrictedCountryOverlay: provider.removeRestrictedCountryOverlay,
        markets: provider._marketIds,
      },
      subProvider: subProvider && {
        id: subProvider._id,
        subProviderId: subProvider.subProviderId,
        restrictedCountry: subProvider.restrictedCountry,
        removeRestrictedCountryOverlay: subProvider.removeRestrictedCountryOverlay,
      },
    };
    factsCache.set(game, facts);
  }
  return facts;
}

interface VisibleGame {
  game: GameDoc;
  restricted: boolean;
}

/** The games a viewer sees, de-duplicated by id, in order; dangling references are skipped. */
function visibleGames(
  games: readonly (GameDoc | null)[] | null | undefined,
  viewer: GameViewer,
): VisibleGame[] {
  const present = (games ?? []).filter((game): game is GameDoc => game !== null);
  return uniqueBy(present, (game) => game._id).flatMap((game) => {
    const availability: GameAvailability = gameAvailability(gameFacts(game), viewer);
    return availability === 'hidden' ? [] : [{ game, restricted: availability === 'restricted' }];
  });
}

// ---------------------------------------------------------------------------------------------
// lobby

interface LobbyData {
  market: MarketDoc | null;
  settings: { casino?: Partial<LobbyPageSizes> | null; liveCasino?: Partial<LobbyPageSizes> | null } | null;
  exclusions: ExclusionDoc[];
  layout: LayoutDoc | null;
}

interface LobbyValue {
  type: string;
  market: string;
  channel: string;
  device: string;
  country: string | null;
  layout: LayoutDoc;
  widgets: LobbyWidgetGridValue[];
}

interface LobbyWidgetGridValue {
  widget: WidgetDoc;
  device: string | null;
  columns: number | null;
  tiles: { size: string; images: unknown; game: GameDoc; restricted: boolean }[];
  total: number;
}

/** Lobby views per cached query result and player context; bounded, since `country` is free text. */
const lobbyViews = new WeakMap<LobbyData, Map<string, LobbyValue | null>>();
const MAX_VIEWS_PER_RESULT = 256;

async function resolveLobby(
  _parent: unknown,
  args: RootQueryLobbyArgs,
  { source }: ResolverContext,
): Promise<LobbyValue | null> {
  const market = lobbyMarket(args.market);
  const data = await source.fetch<LobbyData>(LOBBY_QUERY, { type: args.type, market });
  const key = JSON.stringify([args.channel, args.device, args.country ?? null, args.authorized ?? null]);
  let views = lobbyViews.get(data);
  if (!views) lobbyViews.set(data, (views = new Map()));
  if (views.has(key)) return views.get(key)!;
  const view = lobbyView(data, args, market);
  if (views.size >= MAX_VIEWS_PER_RESULT) views.delete(views.keys().next().value!);
  views.set(key, view);
  return view;
}

/** Who is looking at games, for the game rules of packages/domain (lobby and game lists alike). */
function gameViewer(
  market: string,
  country: string | null,
  channel: GameViewer['channel'],
  exclusions: readonly ExclusionDoc[],
): GameViewer {
  const excluded = exclusions.map((exclusion) => ({
    markets: exclusion._marketIds,
    subProviders: exclusion._subProviders,
  }));
  return { market, country, channel, excludedSubProviders: excludedSubProviders(excluded, market) };
}

function lobbyView(data: LobbyData, args: RootQueryLobbyArgs, market: string): LobbyValue | null {
  const { layout } = data;
  if (!layout) return null;
  const country = countryOf(args.country, market, data.market);
  const viewer = gameViewer(market, country, args.channel, data.exclusions);
  const pageSize = lobbyPageSize(args.type, args.device, data.settings?.[args.type]);
  const widgets = (layout._widgets ?? []).flatMap((widget) => {
    if (!widget) return [];
    if (args.authorized != null && !isShownTo(widget.authorized, args.authorized)) return [];
    return [widgetGrid(widget, viewer, args.device, pageSize)];
  });
  return {
    type: args.type,
    market,
    channel: args.channel,
    device: args.device,
    country,
    layout,
    widgets,
  };
}

/**
 * A widget's tiles (schemas/lobbyWidget.ts): the grid for the device, else the widget's games, its
 * game list or its category, the first that has games, cut to the lobby's page size.
 */
function widgetGrid(
  widget: WidgetDoc,
  viewer: GameViewer,
  device: RootQueryLobbyArgs['device'],
  pageSize: number,
): LobbyWidgetGridValue {
  const grid = gridForDevice(widget._grids, device);
  if (grid) {
    const tiles = (grid._tiles ?? []).flatMap((tile) => {
      if (!tile?.game) return [];
      const availability = gameAvailability(gameFacts(tile.game), viewer);
      if (availability === 'hidden') return [];
      return [
        {
          size: tile.size ?? '1x',
          images: tile.images ?? null,
          game: tile.game,
          restricted: availability === 'restricted',
        },
      ];
    });
    return { widget, device: grid.device ?? null, columns: grid.columns ?? null, tiles, total: tiles.length };
  }
  const games = [widget._games, widget._listGames, widget._categoryGames].find((list) => list?.length) ?? [];
  const visible = visibleGames(games, viewer);
  return {
    widget,
    device: null,
    columns: null,
    tiles: visible
      .slice(0, pageSize)
      .map(({ game, restricted }) => ({ size: '1x', images: null, game, restricted })),
    total: visible.length,
  };
}

// ---------------------------------------------------------------------------------------------
// gameListRange

interface GameListData {
  market: MarketDoc | null;
  exclusions: ExclusionDoc[];
  list: (SanityDocument & { _games?: (GameDoc | null)[] | null }) | null;
}

async function resolveGameListRange(
  _parent: unknown,
  args: RootQueryGameListRangeArgs,
  { source }: ResolverContext,
) {
  const start = args.start ?? 0;
  if (start < 0) throw new GraphQLError('start must not be negative');
  if (args.end != null && args.end < start) throw new GraphQLError('end must not be before start');
  const market = lobbyMarket(args.market);
  const data = await source.fetch<GameListData>(GAME_LIST_QUERY, { listId: args.listId, market });
  if (!data.list) return null;
  const viewer = gameViewer(
    market,
    countryOf(args.country, market, data.market),
    args.channel,
    data.exclusions,
  );
  const providers = args.providers ?? [];
  const games = visibleGames(data.list._games, viewer).filter(({ game }) =>
    matchesProviderFilter(gameFacts(game), providers),
  );
  const end = Math.min(args.end ?? games.length, games.length);
  return {
    list: data.list,
    start,
    end: Math.max(end, start),
    total: games.length,
    hasMore: end < games.length,
    games: games.slice(start, end),
  };
}

// ---------------------------------------------------------------------------------------------
// categories, markets, languages, partners, payment methods

async function resolveCategories(
  _parent: unknown,
  args: RootQueryCategoriesArgs,
  { source }: ResolverContext,
) {
  const categories = await source.fetch<CategoryDoc[]>(CATEGORIES_QUERY, { type: args.type });
  return categories.filter((category) => {
    if (args.market != null && !isForMarket(category._marketIds, marketIdOf(args.market))) return false;
    const visibility = categoryVisibility(category);
    if (args.visibleInMenu != null && visibility.visibleInMenu !== args.visibleInMenu) return false;
    if (args.visibleInLobby != null && visibility.visibleInLobby !== args.visibleInLobby) return false;
    return true;
  });
}

function byMarket(type: string): Resolver<RootQueryPartnersArgs | RootQueryPaymentMethodsArgs> {
  return async (_parent, args, { source }) => {
    const documents = await source.fetch<TargetedDoc[]>(BY_MARKET_QUERY, { type });
    return args.market == null
      ? documents
      : documents.filter((document) => isForMarket(document._marketIds, marketIdOf(args.market!)));
  };
}

function resolveMarkets(_parent: unknown, args: RootQueryMarketsArgs, { source }: ResolverContext) {
  return source.fetch<MarketDoc[]>(
    `*[_type == "market" && ($includeDisabled || isMarketEnabled == true)] | order(name asc, _id asc)`,
    { includeDisabled: args.includeDisabled ?? false },
  );
}

async function resolveLanguagesByMarket(
  _parent: unknown,
  args: RootQueryLanguagesByMarketArgs,
  { source }: ResolverContext,
) {
  const { market, english } = await source.fetch<{
    market: { languages: (SanityDocument | null)[] | null } | null;
    english: SanityDocument | null;
  }>(
    `{
      "market": *[_type == "market" && marketId == $market][0]{"languages": languages[]->},
      "english": *[_type == "language" && code == "en"] | order(_id asc)[0]
    }`,
    { market: marketIdOf(args.market) },
  );
  if (!market) return [];
  const languages = (market.languages ?? []).filter((language) => language !== null);
  return languages.length > 0 ? languages : english ? [english] : [];
}

// ---------------------------------------------------------------------------------------------
// footer

interface FooterData extends SanityDocument {
  terms?: unknown;
  content?: unknown;
  links?: unknown[] | null;
  _licences?: (TargetedDoc | null)[] | null;
  _logos?: { _marketIds?: string[] | null }[] | null;
}

function logosFor(footer: FooterData, market: string | null | undefined) {
  const logos = footer._logos ?? [];
  return market == null ? logos : logos.filter((logo) => isForMarket(logo._marketIds, marketIdOf(market)));
}

async function resolveSiteFooter(_parent: unknown, args: RootQuerySiteFooterArgs, context: ResolverContext) {
  const { source } = context;
  const at = momentOf(args.at, context);
  const footer = await source.fetch<FooterData | null>(FOOTER_QUERY);
  if (!footer) return null;
  const licences = (footer._licences ?? []).filter(
    (licence): licence is TargetedDoc =>
      licence !== null &&
      isWithinSchedule(licence, at) &&
      (args.market == null || isForMarket(licence._marketIds, marketIdOf(args.market))),
  );
  return {
    terms: footer.terms ?? null,
    content: footer.content ?? null,
    links: footer.links ?? [],
    licences,
    regulationLogos: logosFor(footer, args.market),
  };
}

async function resolveFooterRegulationLogos(
  _parent: unknown,
  args: RootQueryFooterRegulationLogosArgs,
  { source }: ResolverContext,
) {
  const footer = await source.fetch<FooterData | null>(FOOTER_QUERY);
  return footer ? logosFor(footer, args.market) : [];
}

// ---------------------------------------------------------------------------------------------
// pages, live chat, banners

function resolveSeoDescription(
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

async function resolveLandingPage(
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

async function resolveLiveChatSettings(
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

async function resolvePayAndPlayBanner(
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

async function resolveBanners(_parent: unknown, args: RootQueryBannersArgs, context: ResolverContext) {
  const { source } = context;
  const at = momentOf(args.at, context);
  const market = marketIdOf(args.market);
  const player: AudiencePlayer | null =
    args.authorized === true ? { depositCount: args.depositCount, playerId: args.playerId } : null;
  const banners = await source.fetch<TargetedDoc[]>(
    `*[_type == "banner"] | order(sortOrder asc, _id asc)${TARGETED}`,
  );
  return banners.filter(
    (banner) =>
      isForMarket(banner._marketIds, market) &&
      isForLanguage(banner._languages, args.language) &&
      isWithinSchedule(banner, at) &&
      (args.authorized == null || isShownTo(banner.authorized, args.authorized)) &&
      isInTargetAudience(banner.targetAudience, player),
  );
}
