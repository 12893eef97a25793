/**
 * Game tiles (routes/lobby.tsx, routes/home.tsx; spec 3 §3 "Lobby widget" tile sizes, §5 jackpots
 * and live seats): how a content game becomes a tile, in one place. A tile's size is the content's
 * (4x, 2xh, 2xv, 1x; anything else reads as 1x); its picture is asked at the size the tile shows
 * (cells of 176 px with 12 px gaps; the image URL asks for twice as much), from the vertical image
 * for the tall sizes; a restricted game shows without a link. Jackpot amounts and taken seats join
 * once those calls answered (`withLiveData`).
 */
import { gamePlayPath, type LobbyType } from '@casino/domain';
import type { ImageUrlFor } from '@casino/content';
import type { GameTileSize } from '@casino/ui/components';
import type { LobbyGameFieldsFragment, LobbyImageFieldsFragment } from '../../generated/graphql/graphql';
import { graphql } from '../../generated/graphql';

/** Displayed size of one grid cell in CSS pixels (the image URL asks for twice as much). */
const CELL = 176;
const GAP = 12;

const TILE_SIZES: readonly GameTileSize[] = ['4x', '2xh', '2xv', '1x'];

const SPAN: Record<GameTileSize, { columns: number; rows: number }> = {
  '4x': { columns: 2, rows: 2 },
  '2xh': { columns: 2, rows: 1 },
  '2xv': { columns: 1, rows: 2 },
  '1x': { columns: 1, rows: 1 },
};

export interface LobbyTileView {
  key: string;
  /** The content's game id (the player API's), for the favourite heart. */
  gameId: string;
  name: string;
  provider: string | null;
  /** The game page without the locale prefix; null for restricted games or without a play path. */
  path: string | null;
  size: GameTileSize;
  restricted: boolean;
  image: { src: string; width: number; height: number; alt: string } | null;
  eager: boolean;
  /** The page's first image, most likely its largest paint: fetched before the others. */
  priority?: boolean;
  seats: number | null;
  /** Taken seats from live seat data, when known. */
  seatsTaken: number | null;
  betLimit: { min: number; max: number; currency: string } | null;
  /** Whether the game has a jackpot (spec 3 §5: only these get amounts). */
  jackpotExist: boolean;
  jackpot: { amount: string; currency: string } | null;
}

/** A content image asset at a size (the builder takes an image field; an asset reference is one). */
export function assetImage(imageUrlFor: ImageUrlFor, assetId: string, width: number, height: number) {
  return { src: imageUrlFor({ asset: { _ref: assetId } } as never, { width, height }), width, height };
}

function tileSizeOf(size: string | null | undefined): GameTileSize {
  return TILE_SIZES.includes(size as GameTileSize) ? (size as GameTileSize) : '1x';
}

function imageOf(
  image: LobbyImageFieldsFragment | null | undefined,
  size: GameTileSize,
  alt: string,
  imageUrlFor: ImageUrlFor,
): LobbyTileView['image'] {
  const id = image?.asset?._id;
  if (!id) return null;
  const span = SPAN[size];
  const width = span.columns * CELL + (span.columns - 1) * GAP;
  const height = span.rows * CELL + (span.rows - 1) * GAP;
  return { ...assetImage(imageUrlFor, id, width, height), alt };
}

export interface TileInput {
  game: LobbyGameFieldsFragment;
  size: string | null | undefined;
  images?: LobbyGameFieldsFragment['thumbnail'] | null;
  restricted: boolean;
  eager: boolean;
}

/** A content game as a tile of a lobby of `type`, with bet limits in `currency`. */
export function gameTileOf(
  input: TileInput,
  type: LobbyType,
  currency: string,
  imageUrlFor: ImageUrlFor,
): LobbyTileView {
  const { game } = input;
  const size = tileSizeOf(input.size);
  const name = game.label ?? game.gameId ?? '';
  // The tile's own art for the big sizes; else the portrait art for 2xv and the thumbnail.
  const set =
    (size !== '1x' ? input.images : null) ??
    (size === '2xv' ? game.verticalImage : null) ??
    game.thumbnail ??
    null;
  const alt = set?.alt?.text ?? name;
  const limit = (game.betLimits ?? []).find((entry) => entry?.currency === currency) ?? null;
  return {
    key: game._id ?? name,
    gameId: game.gameId ?? '',
    name,
    provider: game.gameProvider ?? game.provider?.title ?? null,
    path: input.restricted ? null : gamePlayPath(type, game.provider?.providerId, game.gameId ?? ''),
    size,
    restricted: input.restricted,
    image: imageOf(set?.img1x, size, alt, imageUrlFor),
    eager: input.eager,
    seats: type === 'liveCasino' ? (game.seats ?? null) : null,
    seatsTaken: null,
    betLimit:
      type === 'liveCasino' && limit?.min != null && limit.max != null
        ? { min: limit.min, max: limit.max, currency }
        : null,
    jackpotExist: game.jackpotExist === true,
    jackpot: null,
  };
}

/** Jackpot amounts (spec 3 §5: only games with jackpotExist) and taken seats, onto the tiles. */
export function withLiveData(
  tiles: readonly LobbyTileView[],
  jackpots: ReadonlyMap<string, { amount: string; currencyCode: string }>,
  seatsTaken: ReadonlyMap<string, number>,
): void {
  for (const entry of tiles) {
    const jackpot = entry.jackpotExist ? jackpots.get(entry.gameId) : undefined;
    if (jackpot) entry.jackpot = { amount: jackpot.amount, currency: jackpot.currencyCode };
    if (entry.seats !== null) entry.seatsTaken = seatsTaken.get(entry.gameId) ?? null;
  }
}

// The fragments live here, in a module only loaders import: top-level `graphql()` calls in a route
// module stay in its client chunk with the whole document map (7 KB of first-load JavaScript).
graphql(`
  fragment LobbyImageFields on Image {
    asset {
      _id
    }
  }
`);

graphql(`
  fragment LobbyGameFields on Game {
    _id
    gameId
    label
    gameProvider
    seats
    jackpotExist
    betLimits {
      min
      max
      currency
    }
    provider {
      providerId
      title
    }
    thumbnail {
      img1x {
        ...LobbyImageFields
      }
      alt {
        text(language: $language)
      }
    }
    verticalImage {
      img1x {
        ...LobbyImageFields
      }
      alt {
        text(language: $language)
      }
    }
  }
`);

graphql(`
  fragment GameListPageFields on GameListPage {
    list {
      title {
        text(language: $language)
      }
    }
    games {
      restricted
      game {
        ...LobbyGameFields
      }
    }
  }
`);
