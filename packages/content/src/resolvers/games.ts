/**
 * Games as the domain resolvers fetch them and who sees them: the GROQ that follows each game's
 * provider and sub-provider (with the provider's market ids, so the availability rules need
 * nothing else; `Game.provider` and the images' `asset` then resolve without a fetch), the
 * sub-provider exclusions, and the viewer and facts packages/domain's game rules read.
 */
import {
  excludedSubProviders,
  gameAvailability,
  uniqueBy,
  type GameAvailability,
  type GameFacts,
  type GameViewer,
} from '@casino/domain';
import type { SanityDocument } from '../source.ts';

// ---------------------------------------------------------------------------------------------
// Documents as the queries return them (only the fields the resolvers read).

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

export interface GameDoc extends SanityDocument {
  enabled?: boolean | null;
  channels?: string[] | null;
  provider?: ProviderDoc | null;
  subProvider?: SubProviderDoc | null;
}

export interface ExclusionDoc {
  _marketIds?: string[] | null;
  _subProviders?: string[] | null;
}

// ---------------------------------------------------------------------------------------------
// GROQ

const IMAGE = `{..., "asset": asset->}`;
export const IMAGE_SET = `{..., "img1x": img1x${IMAGE}, "img2x": img2x${IMAGE}, "img3x": img3x${IMAGE}}`;
export const GAME = `{..., "provider": provider->{..., "_marketIds": markets[]->marketId}, "subProvider": subProvider->, "thumbnail": thumbnail${IMAGE_SET}, "verticalImage": verticalImage${IMAGE_SET}}`;
export const EXCLUSIONS = `*[_type == "subProviderExclusion"]{"_marketIds": markets[]->marketId, "_subProviders": subProviders[]._ref}`;

// ---------------------------------------------------------------------------------------------
// Rules

/** The facts of a game the availability rules read; memoised per (frozen, cached) game object. */
const factsCache = new WeakMap<GameDoc, GameFacts>();
export function gameFacts(game: GameDoc): GameFacts {
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
export function visibleGames(
  games: readonly (GameDoc | null)[] | null | undefined,
  viewer: GameViewer,
): VisibleGame[] {
  const present = (games ?? []).filter((game): game is GameDoc => game !== null);
  return uniqueBy(present, (game) => game._id).flatMap((game) => {
    const availability: GameAvailability = gameAvailability(gameFacts(game), viewer);
    return availability === 'hidden' ? [] : [{ game, restricted: availability === 'restricted' }];
  });
}

/** Who is looking at games, for the game rules of packages/domain (lobby and game lists alike). */
export function gameViewer(
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
