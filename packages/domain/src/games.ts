/**
 * Which games a player sees (spec 3 §5 "Validation rules"): games are hidden per player country
 * against per-provider and per-sub-provider restricted-country lists, games from excluded
 * sub-providers are hidden, lobby game queries filter to providers available for the market
 * (default market UN), game lists are de-duplicated by id, and the provider filter matches the
 * provider id (case-insensitive) or the sub-provider id. Channels: spec 3 §3 Game `channels`.
 *
 * Decisions where the spec is silent:
 * - A country on a restricted list either removes the game (the provider or sub-provider sets
 *   `removeRestrictedCountryOverlay`) or keeps it greyed with the restricted overlay
 *   (`restricted`), as schemas/provider.ts describes.
 * - The spec's hard-coded lists (relax: FR, NL, CA, DE, SE, TR, PL) hide the games outright, as
 *   spec 3 §5 says, whatever the content's overlay setting; they apply on top of the content's
 *   lists, so an editor cannot lift them by accident.
 * - A game without channels launches everywhere (the schema's initial value is both).
 */
import { DEFAULT_MARKET } from './constants.ts';
import { isForMarket } from './targeting.ts';

/** Where a game launches (spec 3 §3 Game `channels`; spec 3 §9 "channels: web or mobile"). */
export const GAME_CHANNELS = ['web', 'mobile'] as const;
export type GameChannel = (typeof GAME_CHANNELS)[number];

/** spec 3 §5: "hard-coded lists exist; for relax: FR, NL, CA, DE, SE, TR, PL". */
export const PROVIDER_RESTRICTED_COUNTRIES: Readonly<Record<string, readonly string[]>> = {
  relax: ['FR', 'NL', 'CA', 'DE', 'SE', 'TR', 'PL'],
};

/** What a game's provider (the integration it launches through) says about where it may show. */
export interface GameProviderFacts {
  providerId?: string | null;
  restrictedCountry?: readonly string[] | null;
  removeRestrictedCountryOverlay?: boolean | null;
  /** Market ids where the provider is available; empty or absent means every market. */
  markets?: readonly string[] | null;
}

/** The studio behind an aggregator. `id` identifies it in exclusion lists. */
export interface GameSubProviderFacts {
  id: string;
  subProviderId?: string | null;
  restrictedCountry?: readonly string[] | null;
  removeRestrictedCountryOverlay?: boolean | null;
}

export interface GameFacts {
  enabled?: boolean | null;
  channels?: readonly string[] | null;
  provider?: GameProviderFacts | null;
  subProvider?: GameSubProviderFacts | null;
}

/** The player a lobby or game list is for. */
export interface GameViewer {
  /** Market id, e.g. "FI"; the lobby's default is DEFAULT_MARKET. */
  market: string;
  /** The player's country (upper-case ISO code); null when unknown, so no country list applies. */
  country: string | null;
  channel: GameChannel;
  /** Ids of the sub-providers excluded in this market (see `excludedSubProviders`). */
  excludedSubProviders: ReadonlySet<string>;
  /**
   * Provider ids (lower case) whose games have no play page on this site: their routes are
   * switched off by a route flag (`closedProviders` of lobbyBrowse.ts, e.g. CreedRoomz without
   * `creedroomz`). Their games are hidden, so no tile leads to "Page not found".
   */
  closedProviders?: ReadonlySet<string>;
}

/** `restricted`: shown greyed with the restricted-country overlay; `hidden`: left out. */
export type GameAvailability = 'available' | 'restricted' | 'hidden';

export function isOnChannel(channels: readonly string[] | null | undefined, channel: GameChannel): boolean {
  return !channels || channels.length === 0 || channels.includes(channel);
}

/** The lobby's market when none is given (spec 3 §5 "default market UN"). */
export function lobbyMarket(market: string | null | undefined): string {
  return market ? market.toUpperCase() : DEFAULT_MARKET;
}

function restrictsCountry(list: readonly string[] | null | undefined, country: string): boolean {
  return (list ?? []).some((code) => code.toUpperCase() === country);
}

/** Whether a game's provider is one whose play pages the site switches off (GameViewer `closedProviders`). */
export function isProviderClosed(
  closed: ReadonlySet<string> | undefined,
  providerId: string | null | undefined,
): boolean {
  return !!providerId && !!closed?.has(providerId.toLowerCase());
}

export function gameAvailability(game: GameFacts, viewer: GameViewer): GameAvailability {
  if (game.enabled === false) return 'hidden';
  if (!isOnChannel(game.channels, viewer.channel)) return 'hidden';
  if (game.provider && !isForMarket(game.provider.markets, viewer.market)) return 'hidden';
  if (game.subProvider && viewer.excludedSubProviders.has(game.subProvider.id)) return 'hidden';
  if (isProviderClosed(viewer.closedProviders, game.provider?.providerId)) return 'hidden';
  if (!viewer.country) return 'available';
  const country = viewer.country.toUpperCase();

  let restricted = false;
  const provider = game.provider;
  if (provider) {
    const hardCoded = provider.providerId
      ? PROVIDER_RESTRICTED_COUNTRIES[provider.providerId.toLowerCase()]
      : undefined;
    // The built-in lists are the spec's own ("games are hidden"): the provider may not serve there.
    if (restrictsCountry(hardCoded, country)) return 'hidden';
    if (restrictsCountry(provider.restrictedCountry, country)) {
      if (provider.removeRestrictedCountryOverlay) return 'hidden';
      restricted = true;
    }
  }
  const subProvider = game.subProvider;
  if (subProvider && restrictsCountry(subProvider.restrictedCountry, country)) {
    if (subProvider.removeRestrictedCountryOverlay) return 'hidden';
    restricted = true;
  }
  return restricted ? 'restricted' : 'available';
}

/** An exclusion of sub-providers (spec 3 §3 `exclusionSubProviders`), for some markets or all. */
export interface SubProviderExclusionFacts {
  /** Market ids; empty or absent means every market. */
  markets?: readonly string[] | null;
  /** Ids of the excluded sub-providers. */
  subProviders?: readonly string[] | null;
}

/** The sub-providers whose games are hidden in a market. */
export function excludedSubProviders(
  exclusions: readonly SubProviderExclusionFacts[],
  market: string,
): Set<string> {
  const excluded = new Set<string>();
  for (const exclusion of exclusions) {
    if (!isForMarket(exclusion.markets, market)) continue;
    for (const id of exclusion.subProviders ?? []) excluded.add(id);
  }
  return excluded;
}

/**
 * spec 3 §5: "the provider filter matches provider id (case-insensitive) or sub-provider id".
 * An empty filter matches every game.
 */
export function matchesProviderFilter(game: GameFacts, providerIds: readonly string[]): boolean {
  if (providerIds.length === 0) return true;
  const providerId = game.provider?.providerId?.toLowerCase();
  const subProviderId = game.subProvider?.subProviderId;
  return providerIds.some(
    (wanted) =>
      (providerId !== undefined && wanted.toLowerCase() === providerId) ||
      (subProviderId != null && wanted === subProviderId),
  );
}

/** spec 3 §5: "Game lists are de-duplicated by id": the first occurrence stays. */
export function uniqueBy<T>(items: readonly T[], idOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const id = idOf(item);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** What a market says about its players' country (schemas/market.ts). */
export interface MarketCountryFacts {
  marketId: string;
  isCustomMarketId?: boolean | null;
  originCountryCode?: string | null;
}

/**
 * The country a market's players are in, for restricted-country lists when the player's own
 * country is not known: the origin country of a custom market (JJ → DE), else the market id when it
 * is a country, and none for the international market UN.
 */
export function marketCountry(market: MarketCountryFacts): string | null {
  if (market.originCountryCode) return market.originCountryCode.toUpperCase();
  if (market.isCustomMarketId || market.marketId.toUpperCase() === DEFAULT_MARKET) return null;
  return market.marketId.toUpperCase();
}
