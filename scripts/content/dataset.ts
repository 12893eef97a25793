/**
 * The building blocks of a brand dataset: documents with system fields, references, images backed
 * by generated artwork, localised values, Portable Text, and the export to NDJSON (one file per
 * document type, sorted by `_id`, stable `_key`s and `_rev`s), so the same input always gives the
 * same bytes.
 *
 * Localised copy is written once per base language (en, fi, no, de, fr, pt, es) and rendered into
 * every content-language field the brand fills (schemas/contentLanguages.ts): region languages
 * (ca, caf, nz, inen, br, pe, cl) take their base language's text. The extra languages (ja, tl,
 * tr, pl) have copy only where it was translated (headings, the restricted page); a brand fills
 * them, and any base language its own copy lacks, as `partial` fields: written where the copy has
 * the language and left out elsewhere, so the site falls back to English (packages/domain
 * localised.ts) instead of the generator inventing a translation. Two tokens are rendered per field:
 * `{brand}` (the brand's name) and `{€200}` (an amount in euros, shown in the field's currency,
 * e.g. "C$300" in `ca`, "R$ 1.000" in `br`), so offers read right in every market; `{=€20000}` stays
 * in euros, written the language's way ("20 000 €").
 */
import { createHash } from 'node:crypto';
import type { ContentLanguage } from '@casino/schemas';
import {
  DEFAULT_STYLE,
  imageAssetDocument,
  imageField,
  MOTIFS,
  random,
  renderArtwork,
  type ArtSpec,
  type ArtStyle,
  type Artwork,
  type Motif,
} from './artwork.ts';

export const BASE_LANGUAGES = ['en', 'fi', 'no', 'de', 'fr', 'pt', 'es'] as const;
export type BaseLanguage = (typeof BASE_LANGUAGES)[number];
export const EXTRA_LANGUAGES = ['ja', 'tl', 'tr', 'pl'] as const;
export type ExtraLanguage = (typeof EXTRA_LANGUAGES)[number];
/** A language copy can be written in. */
export type CopyLanguage = BaseLanguage | ExtraLanguage;

/** Copy in the base languages; a brand needs the ones its full content languages are based on. */
export type Texts = Partial<Record<CopyLanguage, string>>;

/** Copy with every base language, checked by the type. */
export type AllTexts = Record<BaseLanguage, string>;

/**
 * Copy in the extra languages (ja, tl, tr, pl) as well: what every site language must read
 * translated, such as page headings (elsewhere those languages fall back to English).
 */
export type EveryTexts = Record<CopyLanguage, string>;

export interface CurrencyFormat {
  code: string;
  /** Euros to this currency, rounded for editorial copy (e.g. €200 is shown as 2 000 kr). */
  rate: number;
  symbol: string;
  position: 'before' | 'after';
  space: boolean;
  thousands: string;
  decimal: string;
  /** Indian grouping: the last three digits, then pairs (₹18,00,000). */
  lakh?: boolean;
}

export const CURRENCY_FORMATS = {
  EUR_en: {
    code: 'EUR',
    rate: 1,
    symbol: '€',
    position: 'before',
    space: false,
    thousands: ',',
    decimal: '.',
  },
  EUR_fi: { code: 'EUR', rate: 1, symbol: '€', position: 'after', space: true, thousands: ' ', decimal: ',' },
  EUR_de: { code: 'EUR', rate: 1, symbol: '€', position: 'after', space: true, thousands: '.', decimal: ',' },
  NOK: { code: 'NOK', rate: 10, symbol: 'kr', position: 'after', space: true, thousands: ' ', decimal: ',' },
  CAD_en: {
    code: 'CAD',
    rate: 1.5,
    symbol: 'C$',
    position: 'before',
    space: false,
    thousands: ',',
    decimal: '.',
  },
  CAD_fr: {
    code: 'CAD',
    rate: 1.5,
    symbol: '$',
    position: 'after',
    space: true,
    thousands: ' ',
    decimal: ',',
  },
  NZD: {
    code: 'NZD',
    rate: 1.5,
    symbol: 'NZ$',
    position: 'before',
    space: false,
    thousands: ',',
    decimal: '.',
  },
  BRL: { code: 'BRL', rate: 5, symbol: 'R$', position: 'before', space: true, thousands: '.', decimal: ',' },
  PEN: { code: 'PEN', rate: 4, symbol: 'S/', position: 'before', space: true, thousands: ',', decimal: '.' },
  CLP: {
    code: 'CLP',
    rate: 1000,
    symbol: '$',
    position: 'before',
    space: false,
    thousands: '.',
    decimal: ',',
  },
  INR: {
    code: 'INR',
    rate: 90,
    symbol: '₹',
    position: 'before',
    space: false,
    thousands: ',',
    decimal: '.',
    lakh: true,
  },
} as const satisfies Record<string, CurrencyFormat>;

/** Euros written the way each base language writes them (for `{=€…}`, amounts that stay in euros). */
const EURO_FORMATS: Record<CopyLanguage, CurrencyFormat> = {
  en: CURRENCY_FORMATS.EUR_en,
  fi: CURRENCY_FORMATS.EUR_fi,
  no: CURRENCY_FORMATS.EUR_fi,
  fr: CURRENCY_FORMATS.EUR_fi,
  de: CURRENCY_FORMATS.EUR_de,
  pt: CURRENCY_FORMATS.EUR_de,
  es: CURRENCY_FORMATS.EUR_de,
  ja: CURRENCY_FORMATS.EUR_en,
  tl: CURRENCY_FORMATS.EUR_en,
  tr: CURRENCY_FORMATS.EUR_de,
  pl: CURRENCY_FORMATS.EUR_fi,
};

/** A content-language field a brand fills: which base copy it shows and in which currency. */
export interface ContentLocale {
  field: ContentLanguage;
  base: CopyLanguage;
  currency: CurrencyFormat;
  /** Written only where the copy has the base language (see above); otherwise every text needs it. */
  partial?: boolean;
}

export interface BrandProfile {
  id: string;
  name: string;
  /** The support address, for `{email}` in copy. */
  email: string;
  /** Every content-language field the brand fills, in schema order. */
  locales: readonly ContentLocale[];
  /** When the brand's documents were first created and when the dataset was exported. */
  createdFrom: string;
  exportedAt: string;
}

export interface SanityDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

export interface Reference {
  _type: 'reference';
  _ref: string;
}

export type ImageValue = ReturnType<typeof imageField>;

/** Formats an amount given in euros in a currency, e.g. 1000 → "R$ 5.000". */
export function formatDatasetMoney(euros: number, currency: CurrencyFormat): string {
  const amount = Math.round(euros * currency.rate * 100) / 100;
  const [whole = '0', fraction] = amount.toFixed(Number.isInteger(amount) ? 0 : 2).split('.');
  const grouped = currency.lakh
    ? whole.replace(/\B(?=(\d{2})*\d{3}$)/g, currency.thousands)
    : whole.replace(/\B(?=(\d{3})+(?!\d))/g, currency.thousands);
  const number = fraction ? `${grouped}${currency.decimal}${fraction}` : grouped;
  const gap = currency.space ? ' ' : '';
  return currency.position === 'before'
    ? `${currency.symbol}${gap}${number}`
    : `${number}${gap}${currency.symbol}`;
}

/** The `_key` and `_rev` style of Sanity: short hashes. */
function hash(value: string): Buffer {
  return createHash('sha1').update(value).digest();
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
function base62(bytes: Buffer, length: number): string {
  let out = '';
  for (let i = 0; out.length < length; i++) out += BASE62[bytes[i % bytes.length]! % 62];
  return out;
}

type Block = {
  _type: 'block';
  style: string;
  listItem?: 'bullet' | 'number';
  level?: number;
  markDefs: never[];
  children: { _type: 'span'; text: string; marks: string[] }[];
};

/** Inline `**strong**` runs as spans. */
function spans(line: string): Block['children'] {
  const parts = line.split('**');
  return parts
    .map((text, index) => ({ _type: 'span' as const, text, marks: index % 2 === 1 ? ['strong'] : [] }))
    .filter((span) => span.text !== '');
}

/**
 * A small markup for Portable Text: one block per line; "## " and "### " headings, "- " bullets,
 * "1. " numbered items, `**strong**`.
 */
export function portableText(markup: string): Block[] {
  return markup
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line): Block => {
      const heading = /^(#{2,4}) (.*)$/.exec(line);
      if (heading) {
        return {
          _type: 'block',
          style: `h${heading[1]!.length}`,
          markDefs: [],
          children: spans(heading[2]!),
        };
      }
      const bullet = /^- (.*)$/.exec(line);
      if (bullet) {
        return {
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: spans(bullet[1]!),
        };
      }
      const numbered = /^\d+\. (.*)$/.exec(line);
      if (numbered) {
        return {
          _type: 'block',
          style: 'normal',
          listItem: 'number',
          level: 1,
          markDefs: [],
          children: spans(numbered[1]!),
        };
      }
      return { _type: 'block', style: 'normal', markDefs: [], children: spans(line) };
    });
}

/** One brand's dataset under construction. */
export class Dataset {
  readonly brand: BrandProfile;
  private readonly documents = new Map<string, SanityDocument>();
  /** How the brand's pictures are drawn (its colours, corners and display font). */
  readonly style: ArtStyle;
  private readonly artworks = new Map<string, Artwork>();

  constructor(brand: BrandProfile, style: ArtStyle = { ...DEFAULT_STYLE, brandId: brand.id }) {
    this.brand = brand;
    this.style = style;
  }

  /** Adds a document; its id must be new, without dots and not a draft. */
  add<T extends SanityDocument>(document: T): T {
    if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(document._id)) {
      throw new Error(`Document id "${document._id}" must be letters, digits, dashes and underscores`);
    }
    if (this.documents.has(document._id)) throw new Error(`Document id "${document._id}" is used twice`);
    this.documents.set(document._id, document);
    return document;
  }

  has(id: string): boolean {
    return this.documents.has(id);
  }

  get(id: string): SanityDocument {
    const document = this.documents.get(id);
    if (!document) throw new Error(`No document "${id}" in ${this.brand.id}`);
    return document;
  }

  ofType(type: string): SanityDocument[] {
    return [...this.documents.values()].filter((document) => document._type === type);
  }

  ref(id: string): Reference {
    return { _type: 'reference', _ref: id };
  }

  refs(ids: readonly string[]): Reference[] {
    return ids.map((id) => this.ref(id));
  }

  /**
   * An image field showing generated artwork (seeded by the brand and `seed`), registered as an
   * asset: `shows` says what it shows (a game, a mark, a scene in a motif; a scene by default).
   */
  image(seed: string, width: number, height: number, shows?: ArtSpec | Motif): ImageValue {
    const art = renderArtwork(`${this.brand.id}/${seed}`, width, height, shows, this.style);
    this.artworks.set(art.assetId, art);
    return imageField(art);
  }

  /**
   * An `imageSet`: `scaled` renders the picture at 1x, 2x and 3x (lobby tiles; one drawing at three
   * pixel sizes); otherwise one rendering serves all three densities (thumbnails: SVG scales, and
   * the image route resizes).
   */
  imageSet(
    seed: string,
    width: number,
    height: number,
    options: { scaled?: boolean; shows?: ArtSpec | Motif; alt?: Texts } = {},
  ) {
    const at = (density: number) =>
      options.scaled
        ? this.image(seed, width * density, height * density, options.shows)
        : this.image(seed, width * 2, height * 2, options.shows);
    return {
      _type: 'imageSet',
      img1x: at(1),
      img2x: at(2),
      img3x: at(3),
      ...(options.alt ? { alt: this.ls(options.alt) } : {}),
    };
  }

  /** `deviceImages`: a scene (no text: the site sets the copy over it) drawn per device. */
  deviceImages(seed: string, alt?: Texts, motif?: Motif) {
    // One scene (motif, palette) for the three devices, drawn to each one's shape.
    const shows: ArtSpec = {
      kind: 'scene',
      id: seed,
      motif: motif ?? MOTIFS[Math.floor(random(`${this.brand.id}/${seed}`)() * MOTIFS.length)]!,
    };
    return {
      _type: 'deviceImages',
      desktop: this.image(`${seed}/desktop`, 1440, 480, shows),
      tablet: this.image(`${seed}/tablet`, 1024, 512, shows),
      mobile: this.image(`${seed}/mobile`, 750, 750, shows),
      ...(alt ? { alt: this.ls(alt) } : {}),
    };
  }

  /** The text of one content-language field. */
  text(texts: Texts, locale: ContentLocale): string {
    const copy = texts[locale.base];
    if (copy === undefined) {
      throw new Error(
        `${this.brand.id}: text "${texts.en ?? Object.values(texts)[0]}" has no ${locale.base} version`,
      );
    }
    return copy
      .replaceAll('{brand}', this.brand.name)
      .replaceAll('{email}', this.brand.email)
      .replace(/\{€([\d.]+)\}/g, (_, amount: string) => formatDatasetMoney(Number(amount), locale.currency))
      .replace(/\{=€([\d.]+)\}/g, (_, amount: string) =>
        formatDatasetMoney(Number(amount), EURO_FORMATS[locale.base]),
      );
  }

  private localised<T>(type: string, texts: Texts, render: (text: string) => T) {
    const value: Record<string, unknown> = { _type: type };
    for (const locale of this.brand.locales) {
      if (locale.partial && texts[locale.base] === undefined) continue;
      value[locale.field] = render(this.text(texts, locale));
    }
    return value;
  }

  /** A `localeString` in every content language of the brand. */
  ls(texts: Texts) {
    return this.localised('localeString', texts, (text) => text);
  }

  /** A `localeText` in every content language of the brand. */
  lt(texts: Texts) {
    return this.localised('localeText', texts, (text) => text);
  }

  /** A `localeBlock` (Portable Text) in every content language of the brand, from the markup above. */
  lb(texts: Texts) {
    return this.localised('localeBlock', texts, portableText);
  }

  /** Fixed `_createdAt` and `_updatedAt` per document, spread between the brand's start and the export. */
  private systemTimes(id: string): { createdAt: string; updatedAt: string } {
    const digest = hash(`${this.brand.id}/${id}/time`);
    const from = Date.parse(this.brand.createdFrom);
    const until = Date.parse(this.brand.exportedAt);
    const created = from + (digest.readUInt32LE(0) % Math.floor((until - from) / 2000)) * 1000;
    const updated = created + (digest.readUInt32LE(4) % Math.floor((until - created) / 1000)) * 1000;
    const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
    return { createdAt: iso(created), updatedAt: iso(updated) };
  }

  /** Every document of the dataset with its system fields, `_key`s and `_rev`, sorted by `_id`. */
  export(): SanityDocument[] {
    const createdAt = this.brand.createdFrom;
    const assets = [...this.artworks.values()].map(
      (art) => imageAssetDocument(art, this.brand.id, createdAt) as SanityDocument,
    );
    const documents = [...this.documents.values()].map((document) => {
      const { _id, _type, ...fields } = document;
      const keyed = withKeys(fields, _id, '') as Record<string, unknown>;
      const { createdAt: created, updatedAt } = this.systemTimes(_id);
      const rev = base62(hash(JSON.stringify({ _id, _type, ...keyed })), 22);
      return { _id, _type, _rev: rev, _createdAt: created, _updatedAt: updatedAt, ...keyed };
    });
    return [...documents, ...assets].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  }

  /** The artwork behind the dataset's image assets, by asset id. */
  artwork(): Artwork[] {
    return [...this.artworks.values()].sort((a, b) => (a.fileName < b.fileName ? -1 : 1));
  }
}

/**
 * Gives every object in an array a `_key` (Sanity requires them): a hash of the document id, the
 * array's path and the item, so keys stay put when other items move. Drops undefined fields.
 */
function withKeys(value: unknown, id: string, path: string): unknown {
  if (Array.isArray(value)) {
    const seen = new Set<string>();
    return value.map((item, index) => {
      const inner = withKeys(item, id, `${path}[${index}]`);
      if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return inner;
      const content = JSON.stringify(inner);
      let key = hash(`${id}${path}${content}`).toString('hex').slice(0, 12);
      for (let n = 1; seen.has(key); n++)
        key = hash(`${id}${path}${content}#${n}`).toString('hex').slice(0, 12);
      seen.add(key);
      return { _key: key, ...(inner as Record<string, unknown>) };
    });
  }
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [field, child] of Object.entries(value)) {
    if (child === undefined) continue;
    out[field] = withKeys(child, id, `${path}.${field}`);
  }
  return out;
}

/** Documents grouped into NDJSON files by type: `<type>.ndjson`, one document per line. */
export function toNdjsonFiles(documents: readonly SanityDocument[]): Map<string, string> {
  const files = new Map<string, string[]>();
  for (const document of documents) {
    const name = `${document._type}.ndjson`;
    const lines = files.get(name) ?? [];
    lines.push(JSON.stringify(document));
    files.set(name, lines);
  }
  return new Map(
    [...files.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, lines]) => [name, `${lines.join('\n')}\n`]),
  );
}

/** A stable slug from a name: "Frostfire & Fortune" → "frostfire-fortune". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function slug(current: string) {
  return { _type: 'slug', current };
}
