/**
 * The sandbox's game catalogue (spec 3 §3 "Game (lobby item)"): labels, providers, thumbnails,
 * jackpotExist, seats and slugs of every brand's games, for the player-game calls (favourites,
 * jackpots, winners, game details, CreedRoomz tables).
 *
 * Decisions:
 * - A real operator API keeps its own game catalogue (fed by the providers' game lists); the sandbox
 *   has none, so it reads the games from each brand's content dataset (`brands/<id>/content/
 *   game.ndjson`, `provider.ndjson`, `subProvider.ndjson`: the Sanity NDJSON export the site's
 *   content graph reads too). A site's catalogue is its brand's dataset (`sites.brand_id`).
 * - Read once per brand, on first use, and kept for the life of the process: content edits need a
 *   restart of the sandbox (the site, which reloads the dataset, sees them at once).
 * - The answer is the contract's `Game` entity: `id` is the content's `gameId`, `provider` the
 *   provider's id (filters), `gameProvider` the studio name shown to players, `subProvider` the
 *   sub-provider's id or null; the restricted-country fields come from the provider and
 *   sub-provider documents. `seatsTaken` is null here: live seat data is added at request time
 *   (services/games/liveSeats.ts).
 * - Thumbnails are URLs of the site's local image route (`/images/local/<brand>/<asset file>`,
 *   webp, quality 75 as spec 3 §9), at 200, 400 and 600 px wide for img1x, img2x, img3x; relative,
 *   so they resolve against the site that shows them. Against Sanity's Content Lake these would be
 *   CDN URLs.
 * - Game ids and slugs are unique within a brand (the studio validates it); should a dataset hold
 *   a duplicate, the first document wins.
 * - A line that is not JSON or a document without `gameId` is skipped: the catalogue must not keep
 *   the sandbox from starting (the content package's own tests validate the datasets).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BRANDS_ROOT } from '@casino/brands';
import { DEFAULT_MARKET, gameAvailability, type GameAvailability } from '@casino/domain';
import type { Game } from '@casino/player-api';

export interface CatalogueGame extends Game {
  /** False takes the game out of every lobby (content `enabled`); details answer it unavailable. */
  enabled: boolean;
  /** Content `demoAvailable`: whether fun mode is offered. */
  demoAvailable: boolean;
}

export interface Catalogue {
  brandId: string;
  games: readonly CatalogueGame[];
  byId: ReadonlyMap<string, CatalogueGame>;
  bySlug: ReadonlyMap<string, CatalogueGame>;
}

type Doc = Record<string, unknown>;

const IMAGE_WIDTHS = { img1x: 200, img2x: 400, img3x: 600 } as const;

function readDocuments(file: string): Doc[] {
  if (!existsSync(file)) return [];
  const documents: Doc[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      const value: unknown = JSON.parse(line);
      if (value && typeof value === 'object' && !Array.isArray(value)) documents.push(value as Doc);
    } catch {
      // skipped, see the header
    }
  }
  return documents;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const refOf = (value: unknown): string | null => text((value as { _ref?: unknown } | null)?._ref);

/** `image-<hash>-<W>x<H>-<ext>` → `/images/local/<brand>/<hash>-<W>x<H>.<ext>?w=…&fm=webp&q=75`. */
function imageUrl(brandId: string, image: unknown, width: number): string | null {
  const ref = refOf((image as { asset?: unknown } | null)?.asset);
  const match = ref && /^image-([A-Za-z0-9]+-\d+x\d+)-([a-z0-9]+)$/.exec(ref);
  if (!match) return null;
  return `/images/local/${brandId}/${match[1]}.${match[2]}?w=${width}&fm=webp&q=75`;
}

function thumbnailOf(brandId: string, set: unknown): Game['thumbnail'] {
  const images = (set ?? {}) as Record<string, unknown>;
  const fallback =
    imageUrl(brandId, images['img1x'], IMAGE_WIDTHS.img1x) ??
    imageUrl(brandId, images['img2x'], IMAGE_WIDTHS.img1x) ??
    '';
  const at = (key: keyof typeof IMAGE_WIDTHS) =>
    imageUrl(brandId, images[key] ?? images['img1x'], IMAGE_WIDTHS[key]) ?? fallback;
  return { img1x: at('img1x'), img2x: at('img2x'), img3x: at('img3x') };
}

function betLimitsOf(value: unknown): Game['betLimits'] {
  if (!Array.isArray(value)) return [];
  const amountOf = (n: unknown) =>
    typeof n === 'number' && Number.isFinite(n) && n >= 0 && n < 1e12 ? n.toFixed(2) : null;
  return value.flatMap((limit: Doc) => {
    const min = amountOf(limit['min']);
    const max = amountOf(limit['max']);
    const currency = text(limit['currency']);
    return min !== null && max !== null && currency && /^[A-Z]{3}$/.test(currency)
      ? [{ min, max, currency }]
      : [];
  });
}

/** Builds a brand's catalogue from its content folder (exported for tests with other datasets). */
export function buildCatalogue(brandId: string, contentDir: string): Catalogue {
  const byDocId = new Map<string, Doc>();
  for (const type of ['provider', 'subProvider']) {
    for (const doc of readDocuments(path.join(contentDir, `${type}.ndjson`))) {
      const id = text(doc['_id']);
      if (id && !id.startsWith('drafts.')) byDocId.set(id, doc);
    }
  }
  const games: CatalogueGame[] = [];
  const byId = new Map<string, CatalogueGame>();
  const bySlug = new Map<string, CatalogueGame>();
  for (const doc of readDocuments(path.join(contentDir, 'game.ndjson'))) {
    const docId = text(doc['_id']);
    const id = text(doc['gameId']);
    if (!docId || docId.startsWith('drafts.') || doc['_type'] !== 'game' || !id || byId.has(id)) continue;
    const provider = byDocId.get(refOf(doc['provider']) ?? '') ?? {};
    const subProvider = byDocId.get(refOf(doc['subProvider']) ?? '');
    const providerId =
      text(provider['providerId']) ?? refOf(doc['provider'])?.replace(/^provider-/, '') ?? '';
    const slug = text((doc['gameSlug'] as { current?: unknown } | undefined)?.current);
    const seats = doc['seats'];
    const game: CatalogueGame = {
      id,
      type: doc['type'] === 'liveCasino' ? 'liveCasino' : 'casino',
      label: text(doc['label']) ?? id,
      gameProvider: text(doc['gameProvider']) ?? text(provider['title']) ?? providerId,
      provider: providerId,
      subProvider: subProvider ? (text(subProvider['subProviderId']) ?? null) : null,
      thumbnail: thumbnailOf(brandId, doc['thumbnail']),
      gameType: text(doc['gameType']) ?? 'slots',
      betLimits: betLimitsOf(doc['betLimits']),
      seats: typeof seats === 'number' && Number.isInteger(seats) && seats > 0 ? seats : null,
      seatsTaken: null,
      channels: strings(doc['channels']).filter((c): c is 'web' | 'mobile' => c === 'web' || c === 'mobile'),
      jackpotExist: doc['jackpotExist'] === true,
      gameSlug: slug,
      providerRestrictedCountry: strings(provider['restrictedCountry']),
      providerRemoveRestrictedCountryOverlay: provider['removeRestrictedCountryOverlay'] === true,
      restrictedCountry: strings(subProvider?.['restrictedCountry']),
      removeRestrictedCountryOverlay: subProvider?.['removeRestrictedCountryOverlay'] === true,
      enabled: doc['enabled'] !== false,
      demoAvailable: doc['demoAvailable'] !== false,
    };
    games.push(game);
    byId.set(id, game);
    if (slug && !bySlug.has(slug)) bySlug.set(slug, game);
  }
  return { brandId, games, byId, bySlug };
}

const catalogues = new Map<string, Catalogue>();
const documentSets = new Map<string, readonly Doc[]>();

/**
 * The published documents of one type in a brand's content folder (`<type>.ndjson`), read on
 * first use and kept as the catalogue is; drafts and documents of another type left out. The
 * tournaments wing reads its tournaments, games and markets here.
 */
export function brandDocuments(brandId: string, type: string): readonly Doc[] {
  const key = `${brandId}/${type}`;
  let documents = documentSets.get(key);
  if (!documents) {
    const safe = /^[a-z0-9][a-z0-9-]*$/.test(brandId) && /^[A-Za-z]+$/.test(type);
    documents = safe
      ? readDocuments(path.join(brandsRoot(), brandId, 'content', `${type}.ndjson`)).filter(
          (doc) => doc['_type'] === type && !String(doc['_id'] ?? '').startsWith('drafts.'),
        )
      : [];
    documentSets.set(key, documents);
  }
  return documents;
}

/** The brands folder: `BRANDS_DIR` (as main.ts reads it) or the repository's `brands/`. */
function brandsRoot(): string {
  return process.env['BRANDS_DIR'] ?? BRANDS_ROOT;
}

/** A brand's catalogue, read on first use and kept; an unknown brand has an empty one. */
export function catalogueOf(brandId: string): Catalogue {
  let catalogue = catalogues.get(brandId);
  if (!catalogue) {
    const safe = /^[a-z0-9][a-z0-9-]*$/.test(brandId);
    catalogue = safe
      ? buildCatalogue(brandId, path.join(brandsRoot(), brandId, 'content'))
      : { brandId, games: [], byId: new Map(), bySlug: new Map() };
    catalogues.set(brandId, catalogue);
  }
  return catalogue;
}

/** A game of the brand by id, enabled or not. */
export function findGame(brandId: string, gameId: string): CatalogueGame | undefined {
  return catalogueOf(brandId).byId.get(gameId);
}

/** A game of the brand by slug, enabled or not. */
export function findGameBySlug(brandId: string, slug: string): CatalogueGame | undefined {
  return catalogueOf(brandId).bySlug.get(slug);
}

/**
 * Where a country stands with the game (spec 3 §5, the domain's rule with the hard-coded lists):
 * `available`, `restricted` (shown with the overlay) or `hidden`; null country: available.
 */
export function availabilityIn(game: CatalogueGame, countryCode: string | null): GameAvailability {
  return gameAvailability(
    {
      enabled: game.enabled,
      provider: {
        providerId: game.provider,
        restrictedCountry: game.providerRestrictedCountry,
        removeRestrictedCountryOverlay: game.providerRemoveRestrictedCountryOverlay,
      },
      subProvider: game.subProvider
        ? {
            id: game.subProvider,
            subProviderId: game.subProvider,
            restrictedCountry: game.restrictedCountry,
            removeRestrictedCountryOverlay: game.removeRestrictedCountryOverlay,
          }
        : null,
    },
    { market: DEFAULT_MARKET, country: countryCode, channel: 'web', excludedSubProviders: new Set() },
  );
}

/** The contract's `Game` of a catalogue entry (drops the catalogue-only fields). */
export function toGame(game: CatalogueGame, live: Pick<Game, 'seats' | 'seatsTaken'>): Game {
  const { enabled: _enabled, demoAvailable: _demo, ...rest } = game;
  return { ...rest, ...live };
}
