/**
 * Images (spec 3 §9: "quality 75, size doubled, webp"). URLs are built with `@sanity/image-url`, so
 * the same code points at Sanity's CDN in production and, locally, at the site's own image route,
 * which serves `brands/<id>/assets/<assetId>-<W>x<H>.<ext>` with the same URL parameters (resize,
 * crop rectangle, format, quality) through sharp, with long cache headers: the file names are
 * content hashes, so a changed image is a new URL.
 *
 * The local route transforms only what the site asks for (security probe: `w=4096&h=4096&fm=avif
 * &q=100` took ~40 s of CPU, and each new `q` missed the cache). The policy:
 * - widths and heights (times `dpr`, 1, 2 or 3) at most IMAGE_MAX_DIMENSION, 2048 px; the site asks
 *   for at most 728 (a 2-by-2 lobby tile at twice its 364 px);
 * - formats webp (what the site asks), jpg and png; not avif (slow to encode) nor anything else;
 * - every image encoded at IMAGE_QUALITY (75): `q` is accepted (1–100) but ignored, so it is not
 *   part of the cache key, nor are `dpr` (folded into the size), a default `fm` or unknown parameters;
 * - at most IMAGE_TRANSFORM_CONCURRENCY (2) transforms at a time, IMAGE_TRANSFORM_QUEUE (64) more
 *   waiting; beyond that 503 with `Retry-After: 1`. Identical requests in flight share one transform.
 * Anything outside the policy answers 400 before any transform.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createImageUrlBuilder, type SanityImageSource } from '@sanity/image-url';
import sharp from 'sharp';
import { z } from 'zod';

/** spec 3 §9: quality 75, webp, twice the displayed size. */
export const IMAGE_QUALITY = 75;
export const IMAGE_FORMAT = 'webp';
export const IMAGE_DENSITY = 2;

export interface ImageUrlConfig {
  projectId: string;
  dataset: string;
  /** `https://cdn.sanity.io` by default; `/` for the site's local image route. */
  baseUrl?: string;
}

export interface ImageSize {
  /** Displayed (CSS) width in pixels; the URL asks for `IMAGE_DENSITY` times this. */
  width: number;
  height?: number;
  density?: number;
}

export type ImageUrlFor = (source: SanityImageSource, size: ImageSize) => string;

export function createImageUrlFor(config: ImageUrlConfig): ImageUrlFor {
  const builder = createImageUrlBuilder({
    projectId: config.projectId,
    dataset: config.dataset,
    ...(config.baseUrl ? { baseUrl: config.baseUrl } : {}),
  });
  return (source, { width, height, density = IMAGE_DENSITY }) => {
    let image = builder
      .image(source)
      .width(Math.round(width * density))
      .format(IMAGE_FORMAT)
      .quality(IMAGE_QUALITY);
    if (height) image = image.height(Math.round(height * density));
    return image.url();
  };
}

/** The project id of the local image route (`/images/local/<brand>/<file>`). */
export const LOCAL_PROJECT_ID = 'local';

const ASSET_FILE = /^[A-Za-z0-9]+-(\d{1,5})x(\d{1,5})\.(png|jpg|jpeg|webp|gif|svg)$/;
const DATASET = /^[a-z][a-z0-9-]{1,30}$/;

/** The largest width or height the local route makes (after `dpr`). */
export const IMAGE_MAX_DIMENSION = 2048;
/** Transforms run at the same time, and waiting, before the route answers 503. */
export const IMAGE_TRANSFORM_CONCURRENCY = 2;
export const IMAGE_TRANSFORM_QUEUE = 64;

const dimension = z.coerce.number().int().min(1).max(IMAGE_MAX_DIMENSION);
const paramsSchema = z.object({
  w: dimension.optional(),
  h: dimension.optional(),
  fm: z.enum(['webp', 'jpg', 'png']).default(IMAGE_FORMAT),
  // Accepted as Sanity's CDN accepts it, but every image is encoded at IMAGE_QUALITY.
  q: z.coerce.number().int().min(1).max(100).optional(),
  fit: z.enum(['clip', 'crop', 'fill', 'fillmax', 'max', 'scale', 'min']).optional(),
  rect: z
    .string()
    .regex(/^\d{1,5},\d{1,5},\d{1,5},\d{1,5}$/)
    .transform((value) => {
      const [left, top, width, height] = value.split(',').map(Number) as [number, number, number, number];
      return { left, top, width, height };
    })
    .optional(),
  dpr: z.coerce.number().int().min(1).max(3).optional(),
});

/** What a transform is asked for: the parameters in force, with `dpr` folded into the size. */
export interface ImageParams {
  /** Output width and height in pixels, at most IMAGE_MAX_DIMENSION. */
  w?: number;
  h?: number;
  fm: 'webp' | 'jpg' | 'png';
  fit?: z.output<typeof paramsSchema>['fit'];
  rect?: { left: number; top: number; width: number; height: number };
}

/** Turns an image's file and parameters into the response; `transformImage` unless a test swaps it. */
export type ImageTransform = (file: string, params: ImageParams) => Promise<ImageResponse>;

/** The URL parameters as the policy allows them, or the names of those it refuses. */
function imageParams(search: URLSearchParams): { params: ImageParams } | { invalid: string[] } {
  const parsed = paramsSchema.safeParse(Object.fromEntries(search));
  if (!parsed.success) return { invalid: [...new Set(parsed.error.issues.map((i) => i.path.join('.')))] };
  const { w, h, fm, fit, rect, dpr = 1 } = parsed.data;
  const params: ImageParams = {
    ...(w ? { w: w * dpr } : {}),
    ...(h ? { h: h * dpr } : {}),
    fm,
    ...(fit ? { fit } : {}),
    ...(rect ? { rect } : {}),
  };
  const invalid = (['w', 'h'] as const).filter((name) => (params[name] ?? 0) > IMAGE_MAX_DIMENSION);
  return invalid.length > 0 ? { invalid } : { params };
}

export interface LocalImageServerOptions {
  /** The assets folder of a dataset (brand id), or undefined for an unknown dataset. */
  assetsDir(dataset: string): string | undefined;
  /** Transformed images kept in memory (least recently used go first). */
  maxCachedImages?: number;
  /** Transforms at the same time (IMAGE_TRANSFORM_CONCURRENCY) and waiting (IMAGE_TRANSFORM_QUEUE). */
  concurrency?: number;
  maxQueued?: number;
  /** transformImage by default. */
  transform?: ImageTransform;
}

export interface ImageResponse {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array | string;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

function problem(status: number, message: string, headers: Record<string, string> = {}): ImageResponse {
  return {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
    body: message,
  };
}

const busy = () => problem(503, 'Too many images are being made; try again shortly', { 'Retry-After': '1' });

/** The sharp transform: crop rectangle, resize, then the format at IMAGE_QUALITY. */
export async function transformImage(file: string, params: ImageParams): Promise<ImageResponse> {
  const source = await readFile(file);
  let pipeline = sharp(source, { failOn: 'error' });
  const meta = await pipeline.metadata();
  if (params.rect) {
    const { left, top, width, height } = params.rect;
    if (
      !meta.width ||
      !meta.height ||
      left + width > meta.width ||
      top + height > meta.height ||
      !width ||
      !height
    ) {
      return problem(400, 'rect lies outside the image');
    }
    pipeline = pipeline.extract(params.rect);
  }
  const width = params.w;
  const height = params.h;
  if (width || height) {
    const fit =
      params.fit === 'crop'
        ? 'cover'
        : params.fit === 'fill'
          ? 'contain'
          : params.fit === 'scale'
            ? 'fill'
            : width && height && params.rect
              ? 'fill'
              : 'inside';
    pipeline = pipeline.resize({
      ...(width ? { width } : {}),
      ...(height ? { height } : {}),
      fit,
      withoutEnlargement: params.fit === 'max',
    });
  }
  const format = params.fm;
  const body = await pipeline
    .toFormat(format === 'jpg' ? 'jpeg' : format, { quality: IMAGE_QUALITY })
    .toBuffer();
  return {
    status: 200,
    headers: {
      'Content-Type': CONTENT_TYPES[format]!,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Length': String(body.byteLength),
    },
    body: new Uint8Array(body),
  };
}

/**
 * At most `concurrency` tasks at a time and `maxQueued` waiting; `undefined` when the queue is full.
 */
function createLimiter(concurrency: number, maxQueued: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T | undefined> {
    if (active < concurrency) active += 1;
    else if (waiting.length < maxQueued) await new Promise<void>((resolve) => waiting.push(resolve));
    else return undefined;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next)
        next(); // the slot passes to the next task
      else active -= 1;
    }
  };
}

/**
 * Answers `/images/local/<dataset>/<file>?<params>`: 404 for anything that is not an asset of a
 * known brand, 400 for parameters outside the policy (see the header), 503 when too many
 * transforms are waiting, else the transformed image.
 */
export function createLocalImageServer(options: LocalImageServerOptions) {
  const maxCached = options.maxCachedImages ?? 300;
  const cache = new Map<string, ImageResponse>();
  const inFlight = new Map<string, Promise<ImageResponse>>();
  const transform = options.transform ?? transformImage;
  const limit = createLimiter(
    options.concurrency ?? IMAGE_TRANSFORM_CONCURRENCY,
    options.maxQueued ?? IMAGE_TRANSFORM_QUEUE,
  );

  async function transformOnce(key: string, file: string, params: ImageParams): Promise<ImageResponse> {
    let response: ImageResponse;
    try {
      response = (await limit(() => transform(file, params))) ?? busy();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return problem(404, 'No such image');
      return problem(422, 'The image could not be processed');
    }
    if (response.status === 200) {
      cache.set(key, response);
      if (cache.size > maxCached) cache.delete(cache.keys().next().value!);
    }
    return response;
  }

  return {
    async handle(dataset: string, fileName: string, search: URLSearchParams): Promise<ImageResponse> {
      const assetsDir = DATASET.test(dataset) ? options.assetsDir(dataset) : undefined;
      if (!assetsDir || !ASSET_FILE.test(fileName)) return problem(404, 'No such image');
      const parsed = imageParams(search);
      if ('invalid' in parsed) return problem(400, `Invalid image parameters: ${parsed.invalid.join(', ')}`);
      const key = `${dataset}/${fileName}?${JSON.stringify(parsed.params)}`;
      const cached = cache.get(key);
      if (cached) {
        cache.delete(key);
        cache.set(key, cached);
        return cached;
      }
      let pending = inFlight.get(key);
      if (!pending) {
        pending = transformOnce(key, path.join(assetsDir, fileName), parsed.params).finally(() =>
          inFlight.delete(key),
        );
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}
