/**
 * Images (spec 3 §9: "quality 75, size doubled, webp"). URLs are built with `@sanity/image-url`, so
 * the same code points at Sanity's CDN in production and, locally, at the site's own image route,
 * which serves `brands/<id>/assets/<assetId>-<W>x<H>.<ext>` with the same URL parameters (resize,
 * crop rectangle, format, quality) through sharp, with long cache headers: the file names are
 * content hashes, so a changed image is a new URL.
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

const dimension = z.coerce.number().int().min(1).max(4096);
const paramsSchema = z.object({
  w: dimension.optional(),
  h: dimension.optional(),
  fm: z.enum(['webp', 'jpg', 'png', 'avif']).optional(),
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
  dpr: z.coerce.number().min(1).max(3).optional(),
});
export type ImageParams = z.output<typeof paramsSchema>;

export interface LocalImageServerOptions {
  /** The assets folder of a dataset (brand id), or undefined for an unknown dataset. */
  assetsDir(dataset: string): string | undefined;
  /** Transformed images kept in memory (least recently used go first). */
  maxCachedImages?: number;
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
  avif: 'image/avif',
};

function problem(status: number, message: string): ImageResponse {
  return {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    body: message,
  };
}

/**
 * Answers `/images/local/<dataset>/<file>?<params>`: 404 for anything that is not an asset of a
 * known brand, 400 for parameters outside the allowed ranges, else the transformed image.
 */
export function createLocalImageServer(options: LocalImageServerOptions) {
  const maxCached = options.maxCachedImages ?? 300;
  const cache = new Map<string, ImageResponse>();

  async function transform(file: string, params: ImageParams): Promise<ImageResponse> {
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
    const dpr = params.dpr ?? 1;
    const width = params.w ? Math.round(params.w * dpr) : undefined;
    const height = params.h ? Math.round(params.h * dpr) : undefined;
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
    const format = params.fm ?? 'webp';
    const quality = params.q ?? IMAGE_QUALITY;
    const body = await pipeline.toFormat(format === 'jpg' ? 'jpeg' : format, { quality }).toBuffer();
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

  return {
    async handle(dataset: string, fileName: string, search: URLSearchParams): Promise<ImageResponse> {
      const assetsDir = DATASET.test(dataset) ? options.assetsDir(dataset) : undefined;
      if (!assetsDir || !ASSET_FILE.test(fileName)) return problem(404, 'No such image');
      const parsed = paramsSchema.safeParse(Object.fromEntries(search));
      if (!parsed.success) {
        const fields = [...new Set(parsed.error.issues.map((i) => i.path.join('.')))].join(', ');
        return problem(400, `Invalid image parameters: ${fields}`);
      }
      const key = `${dataset}/${fileName}?${JSON.stringify(parsed.data)}`;
      const cached = cache.get(key);
      if (cached) {
        cache.delete(key);
        cache.set(key, cached);
        return cached;
      }
      const file = path.join(assetsDir, fileName);
      let response: ImageResponse;
      try {
        response = await transform(file, parsed.data);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return problem(404, 'No such image');
        return problem(422, 'The image could not be processed');
      }
      if (response.status === 200) {
        cache.set(key, response);
        if (cache.size > maxCached) cache.delete(cache.keys().next().value!);
      }
      return response;
    },
  };
}
