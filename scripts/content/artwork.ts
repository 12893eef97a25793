/**
 * Original artwork for the brands' datasets, generated (no downloads at run time): deterministic SVG
 * from a seed and a description, so rerunning the generator gives the same bytes and the same asset
 * ids. Each picture is stored once as an SVG asset (`<sha1>-<W>x<H>.svg`, the name Sanity gives
 * assets) and served at any size through the image route, which rasterises it to webp.
 *
 * What the pictures carry, as a real lobby's art does:
 * - games (thumbnail, portrait art, lobby tiles): a scene in the game's theme (fruit and sevens,
 *   gems, Egypt, dragons, the north, the deep sea …) with large symbols, or a table (cards, chips,
 *   roulette wheel; a dealer, studio lights and a LIVE badge for live tables), and the game's title;
 * - providers, studios, payment methods and partners: a wordmark (their name beside an emblem);
 * - licences and responsible-gambling links: a seal or badge with the short text ("18+", "MGA",
 *   the help line's name); loyalty levels: a medal;
 * - banners, boxes and heroes: a themed scene without text (the site sets their copy as real text).
 * Everything is drawn in the brand's style (art/style.ts: its colours, corner radius and a display
 * font matching its font stack). Text is drawn as paths from the font's outlines (art/text.ts), not
 * `<text>`: the image route rasterises with librsvg, which would otherwise set it in whatever font the
 * machine has, so a picture would differ between machines. The site still names every game,
 * provider and mark in real text (alt text, titles, labels) for screen readers and search.
 * Symbols come from open-licence icon sets on npm (art/icons.ts); the credits of what each picture
 * uses are kept with it, and brands/<id>/assets/LICENSES.md lists them (licences.ts).
 */
import { createHash } from 'node:crypto';
import { drawGame, type GameArtSpec } from './art/game.ts';
import {
  drawBadge,
  drawEmblem,
  drawWordmark,
  type BadgeSpec,
  type EmblemSpec,
  type WordmarkSpec,
} from './art/marks.ts';
import { drawScene, MOTIFS, type Motif } from './art/scene.ts';
import { DEFAULT_STYLE, type ArtStyle } from './art/style.ts';
import { Canvas } from './art/svg.ts';

export { MOTIFS, type Motif } from './art/scene.ts';
export { artStyleFor, DEFAULT_STYLE, type ArtStyle } from './art/style.ts';
export type { GameArtSpec } from './art/game.ts';
export type { BadgeSpec, EmblemSpec, WordmarkSpec } from './art/marks.ts';
export type { IconRef } from './art/icons.ts';

/** What a picture shows: a game, a mark, or (the default) a scene in a motif. */
export type ArtSpec =
  | GameArtSpec
  | WordmarkSpec
  | BadgeSpec
  | EmblemSpec
  /** A scene; `id` keeps one palette across pictures of the same thing (a banner's three devices). */
  | { kind: 'scene'; motif?: Motif; id?: string };

/** A small deterministic PRNG (mulberry32) seeded from a string. */
export function random(seed: string): () => number {
  let a = createHash('sha1').update(seed).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Artwork {
  /** Sanity asset document id, e.g. `image-<sha1>-600x600-svg`. */
  assetId: string;
  /** File name under brands/<id>/assets/. */
  fileName: string;
  svg: string;
  width: number;
  height: number;
  sha1: string;
  /** What the picture draws that has a licence: `fluent-emoji-flat:<icon>`, `game-icons:<icon>`, `font:<id>`. */
  credits: string[];
}

/** Pictures are drawn with their shorter side this many units long, whatever their pixel size. */
const UNITS = 400;

/**
 * Renders a picture `width` × `height` pixels. The drawing depends on the seed, the spec, the style
 * and the picture's proportions only, so one picture at 1x, 2x and 3x is the same drawing.
 */
export function renderArtwork(
  seed: string,
  width: number,
  height: number,
  spec: ArtSpec | Motif = { kind: 'scene' },
  style: ArtStyle = DEFAULT_STYLE,
): Artwork {
  const shorter = Math.min(width, height);
  const canvas = new Canvas(
    Math.round((width / shorter) * UNITS * 10) / 10,
    Math.round((height / shorter) * UNITS * 10) / 10,
  );
  const rnd = random(seed);
  const chosen: ArtSpec = typeof spec === 'string' ? { kind: 'scene', motif: spec } : spec;
  switch (chosen.kind) {
    case 'game':
      drawGame(canvas, style, chosen, random(`${style.brandId}/art/${chosen.id}`), rnd);
      break;
    case 'wordmark':
      drawWordmark(canvas, style, chosen);
      break;
    case 'badge':
      drawBadge(canvas, style, chosen);
      break;
    case 'emblem':
      drawEmblem(canvas, style, chosen);
      break;
    case 'scene':
      drawScene(
        canvas,
        style,
        chosen.motif ?? MOTIFS[Math.floor(rnd() * MOTIFS.length)]!,
        chosen.id ? random(`${style.brandId}/art/${chosen.id}`) : rnd,
        rnd,
      );
      break;
  }
  const svg = canvas.svg(width, height);
  const sha1 = createHash('sha1').update(svg).digest('hex');
  return {
    assetId: `image-${sha1}-${width}x${height}-svg`,
    fileName: `${sha1}-${width}x${height}.svg`,
    svg,
    width,
    height,
    sha1,
    credits: [...canvas.credits].sort(),
  };
}

/** The `sanity.imageAsset` document for an artwork, as a dataset export holds it. */
export function imageAssetDocument(art: Artwork, dataset: string, createdAt: string) {
  return {
    _id: art.assetId,
    _type: 'sanity.imageAsset',
    _rev: art.sha1.slice(0, 22),
    _createdAt: createdAt,
    _updatedAt: createdAt,
    assetId: art.sha1,
    extension: 'svg',
    mimeType: 'image/svg+xml',
    originalFilename: art.fileName,
    path: `images/local/${dataset}/${art.fileName}`,
    sha1hash: art.sha1,
    size: Buffer.byteLength(art.svg),
    url: `/images/local/${dataset}/${art.fileName}`,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: {
        _type: 'sanity.imageDimensions',
        width: art.width,
        height: art.height,
        aspectRatio: art.width / art.height,
      },
      hasAlpha: false,
      isOpaque: true,
    },
  };
}

/** An image field value referencing an artwork. */
export function imageField(art: Artwork) {
  return { _type: 'image', asset: { _type: 'reference', _ref: art.assetId } };
}
