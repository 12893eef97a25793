/**
 * Original artwork for the brands' datasets, generated (no downloads): deterministic SVG from a
 * seed, so rerunning the generator gives the same bytes and the same asset ids. Each picture is
 * stored once as an SVG asset (`<sha1>-<W>x<H>.svg`, the name Sanity gives assets) and served at
 * any size through the image route, which rasterises it to webp.
 * Pictures carry no text: the site renders names as real text for screen readers and search.
 */
import { createHash } from 'node:crypto';

export type Motif = 'orbs' | 'stripes' | 'diamonds' | 'waves' | 'stars' | 'wheel' | 'cards' | 'rings';
export const MOTIFS: readonly Motif[] = [
  'orbs',
  'stripes',
  'diamonds',
  'waves',
  'stars',
  'wheel',
  'cards',
  'rings',
];

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

function hsl(h: number, s: number, l: number): string {
  return `hsl(${Math.round(h) % 360} ${Math.round(s)}% ${Math.round(l)}%)`;
}

const r2 = (n: number) => Math.round(n * 10) / 10;

function shapes(motif: Motif, rnd: () => number, w: number, h: number, hue: number): string {
  const out: string[] = [];
  const accent = (i: number) => hsl(hue + 40 + i * 25, 70 + rnd() * 20, 55 + rnd() * 20);
  const count = 6 + Math.floor(rnd() * 6);
  switch (motif) {
    case 'orbs':
      for (let i = 0; i < count; i++) {
        out.push(
          `<circle cx="${r2(rnd() * w)}" cy="${r2(rnd() * h)}" r="${r2(10 + rnd() * Math.min(w, h) * 0.25)}" fill="${accent(i)}" opacity="${r2(0.35 + rnd() * 0.5)}"/>`,
        );
      }
      break;
    case 'stripes':
      for (let i = 0; i < count; i++) {
        const x = r2((i / count) * w * 1.6 - w * 0.3);
        out.push(
          `<rect x="${x}" y="${-h}" width="${r2(w / count / 2)}" height="${h * 3}" fill="${accent(i)}" opacity="0.6" transform="rotate(${r2(20 + rnd() * 20)} ${w / 2} ${h / 2})"/>`,
        );
      }
      break;
    case 'diamonds':
      for (let i = 0; i < count; i++) {
        const cx = rnd() * w;
        const cy = rnd() * h;
        const s = 12 + rnd() * Math.min(w, h) * 0.18;
        out.push(
          `<path d="M${r2(cx)} ${r2(cy - s)}L${r2(cx + s * 0.7)} ${r2(cy)}L${r2(cx)} ${r2(cy + s)}L${r2(cx - s * 0.7)} ${r2(cy)}Z" fill="${accent(i)}" opacity="0.75"/>`,
        );
      }
      break;
    case 'waves':
      for (let i = 0; i < 5; i++) {
        const y = (h / 6) * (i + 1);
        const a = 10 + rnd() * h * 0.08;
        out.push(
          `<path d="M0 ${r2(y)} Q ${r2(w / 4)} ${r2(y - a)} ${r2(w / 2)} ${r2(y)} T ${w} ${r2(y)}" stroke="${accent(i)}" stroke-width="${r2(4 + rnd() * 10)}" fill="none" opacity="0.8"/>`,
        );
      }
      break;
    case 'stars':
      for (let i = 0; i < count * 2; i++) {
        const cx = rnd() * w;
        const cy = rnd() * h;
        const s = 3 + rnd() * 12;
        const points = Array.from({ length: 10 }, (_, k) => {
          const angle = (Math.PI / 5) * k - Math.PI / 2;
          const radius = k % 2 ? s / 2.5 : s;
          return `${r2(cx + Math.cos(angle) * radius)},${r2(cy + Math.sin(angle) * radius)}`;
        });
        out.push(`<polygon points="${points.join(' ')}" fill="${accent(i)}"/>`);
      }
      break;
    case 'wheel': {
      const cx = w / 2;
      const cy = h / 2;
      const radius = Math.min(w, h) * 0.38;
      const slices = 18;
      for (let i = 0; i < slices; i++) {
        const a0 = (2 * Math.PI * i) / slices;
        const a1 = (2 * Math.PI * (i + 1)) / slices;
        const fill = i === 0 ? '#1f9d55' : i % 2 ? '#b3202a' : '#1b1b1b';
        out.push(
          `<path d="M${r2(cx)} ${r2(cy)}L${r2(cx + Math.cos(a0) * radius)} ${r2(cy + Math.sin(a0) * radius)}A${r2(radius)} ${r2(radius)} 0 0 1 ${r2(cx + Math.cos(a1) * radius)} ${r2(cy + Math.sin(a1) * radius)}Z" fill="${fill}"/>`,
        );
      }
      out.push(`<circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(radius * 0.35)}" fill="${accent(0)}"/>`);
      break;
    }
    case 'cards':
      for (let i = 0; i < 4; i++) {
        const cw = Math.min(w, h) * 0.28;
        const x = w * 0.2 + i * cw * 0.45;
        const y = h * 0.25 + (i % 2) * 8;
        out.push(
          `<rect x="${r2(x)}" y="${r2(y)}" width="${r2(cw)}" height="${r2(cw * 1.4)}" rx="${r2(cw * 0.08)}" fill="#fdfdfd" stroke="${accent(i)}" stroke-width="3" transform="rotate(${(i - 1.5) * 8} ${r2(x + cw / 2)} ${r2(y + cw * 0.7)})"/>`,
        );
      }
      break;
    case 'rings':
      for (let i = 0; i < count; i++) {
        out.push(
          `<circle cx="${r2(w / 2)}" cy="${r2(h / 2)}" r="${r2((Math.min(w, h) / 2) * ((i + 1) / count))}" stroke="${accent(i)}" stroke-width="${r2(3 + rnd() * 6)}" fill="none" opacity="0.8"/>`,
        );
      }
      break;
  }
  return out.join('');
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
}

export function renderArtwork(seed: string, width: number, height: number, motif?: Motif): Artwork {
  const rnd = random(seed);
  const chosen = motif ?? MOTIFS[Math.floor(rnd() * MOTIFS.length)]!;
  const hue = rnd() * 360;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${hsl(hue, 65, 22)}"/><stop offset="1" stop-color="${hsl(hue + 60, 70, 38)}"/>` +
    `</linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>` +
    shapes(chosen, rnd, width, height, hue) +
    `</svg>\n`;
  const sha1 = createHash('sha1').update(svg).digest('hex');
  return {
    assetId: `image-${sha1}-${width}x${height}-svg`,
    fileName: `${sha1}-${width}x${height}.svg`,
    svg,
    width,
    height,
    sha1,
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
