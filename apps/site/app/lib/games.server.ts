/**
 * What the lobbies and the game page share about games on one request (spec 3 §5 "Validation
 * rules"; §9 "Device class: tablet, mobile or desktop", "channels: web or mobile"): the device class
 * and channel of the request, the country the restricted-country lists apply to, the viewer the
 * game rules of @casino/domain read, and the facts of a game as the content graph returns it.
 *
 * - The device class comes from the User-Agent by the player station's rules (lobbyBrowse.ts).
 * - The country is the logged-in player's, else the one the player API detected for the visitor,
 *   else the market's own (a custom market's origin country; none for UN).
 */
import {
  channelOf,
  closedProviders,
  deviceFlagsFromUserAgent,
  excludedSubProviders,
  lobbyDeviceOf,
  marketCountry,
  type GameChannel,
  type GameFacts,
  type GameViewer,
  type LobbyDevice,
  type SiteRouteFlags,
} from '@casino/domain';
import { graphql } from '../generated/graphql';

type List<T> = readonly (T | null)[] | null | undefined;

/** The device class and game channel of a request. */
export function requestDevice(request: Request): { device: LobbyDevice; channel: GameChannel } {
  const device = lobbyDeviceOf(deviceFlagsFromUserAgent(request.headers.get('user-agent')));
  return { device, channel: channelOf(device) };
}

/** A market document's country facts as the content graph returns them. */
export interface ContentMarketFacts {
  isCustomMarketId?: boolean | null;
  originCountryCode?: string | null;
}

/** The country the game rules apply to (upper case), or null when none is known. */
export function viewerCountry(input: {
  /** The logged-in player's country, else the visitor's as the player API detected it. */
  detected: string | null | undefined;
  market: string;
  marketDoc?: ContentMarketFacts | null;
}): string | null {
  return (
    input.detected?.toUpperCase() ??
    marketCountry({
      marketId: input.market,
      isCustomMarketId: input.marketDoc?.isCustomMarketId ?? null,
      originCountryCode: input.marketDoc?.originCountryCode ?? null,
    })
  );
}

/** A sub-provider exclusion as the content graph returns it. */
export interface ContentExclusion {
  markets?: List<{ marketId?: string | null }>;
  subProviders?: List<{ _id?: string | null }>;
}

/**
 * The viewer of a market's games: country, channel, the sub-providers excluded there and, given
 * the site's route flags, the providers whose play pages are switched off (their games hidden).
 */
export function gameViewer(input: {
  market: string;
  country: string | null;
  channel: GameChannel;
  exclusions: readonly ContentExclusion[];
  site: SiteRouteFlags;
}): GameViewer {
  return {
    closedProviders: closedProviders(input.site),
    market: input.market,
    country: input.country,
    channel: input.channel,
    excludedSubProviders: excludedSubProviders(
      input.exclusions.map((exclusion) => ({
        markets: (exclusion.markets ?? []).flatMap((entry) => (entry?.marketId ? [entry.marketId] : [])),
        subProviders: (exclusion.subProviders ?? []).flatMap((entry) => (entry?._id ? [entry._id] : [])),
      })),
      input.market,
    ),
  };
}

/** A game's fields the game rules read, as the content graph returns them. */
export interface ContentGameFacts {
  enabled?: boolean | null;
  channels?: List<string>;
  provider?: {
    providerId?: string | null;
    restrictedCountry?: List<string>;
    removeRestrictedCountryOverlay?: boolean | null;
    markets?: List<{ marketId?: string | null }>;
  } | null;
  subProvider?: {
    _id?: string | null;
    subProviderId?: string | null;
    restrictedCountry?: List<string>;
    removeRestrictedCountryOverlay?: boolean | null;
  } | null;
}

function strings(list: List<string>): string[] {
  return (list ?? []).filter((value): value is string => value !== null);
}

/** The facts of packages/domain's game rules (games.ts) for a content game. */
export function contentGameFacts(game: ContentGameFacts): GameFacts {
  return {
    enabled: game.enabled ?? null,
    channels: game.channels ? strings(game.channels) : null,
    provider: game.provider
      ? {
          providerId: game.provider.providerId ?? null,
          restrictedCountry: strings(game.provider.restrictedCountry),
          removeRestrictedCountryOverlay: game.provider.removeRestrictedCountryOverlay ?? null,
          markets: (game.provider.markets ?? []).flatMap((market) =>
            market?.marketId ? [market.marketId] : [],
          ),
        }
      : null,
    subProvider: game.subProvider
      ? {
          id: game.subProvider._id ?? '',
          subProviderId: game.subProvider.subProviderId ?? null,
          restrictedCountry: strings(game.subProvider.restrictedCountry),
          removeRestrictedCountryOverlay: game.subProvider.removeRestrictedCountryOverlay ?? null,
        }
      : null,
  };
}

/**
 * What the game rules read of a game (availability: enabled, channels, the provider's and
 * sub-provider's restricted countries and markets) and of the request's market and exclusions;
 * spread into the lobby's and the game page's queries so both read the same facts.
 */
graphql(`
  fragment GameAvailabilityFields on Game {
    enabled
    channels
    provider {
      providerId
      title
      restrictedCountry
      removeRestrictedCountryOverlay
      markets {
        marketId
      }
    }
    subProvider {
      _id
      subProviderId
      title
      restrictedCountry
      removeRestrictedCountryOverlay
    }
  }
`);

graphql(`
  fragment GameAvailabilityContext on RootQuery {
    allSubProviderExclusion {
      markets {
        marketId
      }
      subProviders {
        _id
      }
    }
    allMarket(where: { marketId: { eq: $market } }, limit: 1) {
      marketId
      isCustomMarketId
      originCountryCode
    }
  }
`);
