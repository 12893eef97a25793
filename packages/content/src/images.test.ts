import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createImageUrlFor,
  createLocalImageServer,
  IMAGE_MAX_DIMENSION,
  IMAGE_TRANSFORM_CONCURRENCY,
  LOCAL_PROJECT_ID,
  transformImage,
  type ImageTransform,
  type LocalImageServerOptions,
} from './images.ts';

const ASSET = 'a1b2c3d4e5-800x400.png';
let assets: string;

beforeAll(async () => {
  assets = await mkdtemp(path.join(tmpdir(), 'assets-'));
  const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  await writeFile(path.join(assets, ASSET), png);
});

describe('createImageUrlFor (spec 3 §9)', () => {
  it('asks for webp at quality 75 and twice the displayed size', () => {
    const urlFor = createImageUrlFor({ projectId: 'abc123', dataset: 'production' });
    const url = new URL(
      urlFor({ _type: 'image', asset: { _ref: 'image-a1b2c3d4e5-800x400-png' } } as never, { width: 300 }),
    );
    expect(url.origin + url.pathname).toBe(
      'https://cdn.sanity.io/images/abc123/production/a1b2c3d4e5-800x400.png',
    );
    expect(url.searchParams.get('w')).toBe('600');
    expect(url.searchParams.get('fm')).toBe('webp');
    expect(url.searchParams.get('q')).toBe('75');
  });

  it('points at the local image route with baseUrl /', () => {
    const urlFor = createImageUrlFor({ projectId: LOCAL_PROJECT_ID, dataset: 'aurora', baseUrl: '/' });
    expect(urlFor('image-a1b2c3d4e5-800x400-png', { width: 100, height: 50 })).toMatch(
      /^\/images\/local\/aurora\/a1b2c3d4e5-800x400\.png\?.*w=200&h=100/,
    );
  });
});

describe('local image server', () => {
  const server = () =>
    createLocalImageServer({ assetsDir: (dataset) => (dataset === 'aurora' ? assets : undefined) });

  it('resizes and converts with the URL parameters and long cache headers', async () => {
    const response = await server().handle('aurora', ASSET, new URLSearchParams('w=200&fm=webp&q=75'));
    expect(response.status).toBe(200);
    expect(response.headers['Content-Type']).toBe('image/webp');
    expect(response.headers['Cache-Control']).toContain('immutable');
    const meta = await sharp(response.body as Uint8Array).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 200, 100]);
  });

  it('applies a crop rectangle then the size, as Sanity does for width and height', async () => {
    const response = await server().handle(
      'aurora',
      ASSET,
      new URLSearchParams('rect=200,0,400,400&w=100&h=100&fm=png'),
    );
    const meta = await sharp(response.body as Uint8Array).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 100, 100]);
  });

  it('answers the same request from its cache', async () => {
    const s = server();
    const first = await s.handle('aurora', ASSET, new URLSearchParams('w=64'));
    expect(await s.handle('aurora', ASSET, new URLSearchParams('w=64'))).toBe(first);
  });

  it('refuses unknown brands, odd file names and paths outside the assets with a 404', async () => {
    for (const [dataset, file] of [
      ['kestrel', ASSET],
      ['aurora', '../brand.ts'],
      ['aurora', 'missing-10x10.png'],
      ['..', ASSET],
    ] as const) {
      expect((await server().handle(dataset, file, new URLSearchParams())).status).toBe(404);
    }
  });

  it('refuses parameters outside the allowed ranges with a 400 naming them', async () => {
    const response = await server().handle('aurora', ASSET, new URLSearchParams('w=99999&fm=bmp'));
    expect(response.status).toBe(400);
    expect(response.body).toBe('Invalid image parameters: w, fm');
    expect((await server().handle('aurora', ASSET, new URLSearchParams('rect=700,0,400,400'))).status).toBe(
      400,
    );
  });
});

describe('local image server limits (security probe: w=4096&h=4096&fm=avif&q=100 took ~40 s of CPU)', () => {
  /** The real transform, counted: how many ran, and the most at the same time. */
  function counted(delayMs = 0) {
    const stats = { calls: 0, inFlight: 0, maxInFlight: 0 };
    const transform: ImageTransform = async (file, params) => {
      stats.calls += 1;
      stats.inFlight += 1;
      stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
      try {
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        return await transformImage(file, params);
      } finally {
        stats.inFlight -= 1;
      }
    };
    return { stats, transform };
  }
  const serverWith = (options: Partial<LocalImageServerOptions>) =>
    createLocalImageServer({
      assetsDir: (dataset) => (dataset === 'aurora' ? assets : undefined),
      ...options,
    });

  it('answers what the site asks for (its largest lobby tile, twice its size)', async () => {
    const urlFor = createImageUrlFor({ projectId: LOCAL_PROJECT_ID, dataset: 'aurora', baseUrl: '/' });
    const url = new URL(urlFor('image-a1b2c3d4e5-800x400-png', { width: 364, height: 364 }), 'http://x');
    const response = await serverWith({}).handle('aurora', ASSET, url.searchParams);
    expect(response.status).toBe(200);
  });

  it('refuses sizes above the largest allowed with a 400, without transforming', async () => {
    const { stats, transform } = counted();
    const server = serverWith({ transform });
    for (const search of [
      'w=4096&h=4096&fm=avif&q=100',
      `w=${IMAGE_MAX_DIMENSION + 1}`,
      `h=${IMAGE_MAX_DIMENSION + 1}`,
      `w=${IMAGE_MAX_DIMENSION}&dpr=2`,
    ]) {
      const response = await server.handle('aurora', ASSET, new URLSearchParams(search));
      expect([search, response.status]).toEqual([search, 400]);
    }
    expect(stats.calls).toBe(0);
  });

  it('refuses formats the site does not ask for, such as avif', async () => {
    const { stats, transform } = counted();
    for (const fm of ['avif', 'gif', 'tiff']) {
      const response = await serverWith({ transform }).handle(
        'aurora',
        ASSET,
        new URLSearchParams(`w=64&fm=${fm}`),
      );
      expect(response.status).toBe(400);
    }
    expect(stats.calls).toBe(0);
  });

  it('encodes every quality at the fixed one, so changing q does not defeat the cache', async () => {
    const { stats, transform } = counted();
    const server = serverWith({ transform });
    const first = await server.handle('aurora', ASSET, new URLSearchParams('w=120&fm=webp&q=75'));
    for (const q of ['100', '1', '99']) {
      expect(await server.handle('aurora', ASSET, new URLSearchParams(`w=120&fm=webp&q=${q}`))).toBe(first);
    }
    expect(await server.handle('aurora', ASSET, new URLSearchParams('w=120'))).toBe(first);
    expect(stats.calls).toBe(1);
  });

  it(`runs at most ${IMAGE_TRANSFORM_CONCURRENCY} transforms at a time`, async () => {
    const { stats, transform } = counted(20);
    const server = serverWith({ transform });
    const responses = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        server.handle('aurora', ASSET, new URLSearchParams(`w=${40 + i}`)),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 200));
    expect(stats.calls).toBe(24);
    expect(stats.maxInFlight).toBe(IMAGE_TRANSFORM_CONCURRENCY);
  });

  it('runs one transform for identical requests in flight', async () => {
    const { stats, transform } = counted(20);
    const server = serverWith({ transform });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => server.handle('aurora', ASSET, new URLSearchParams('w=77'))),
    );
    expect(new Set(responses).size).toBe(1);
    expect(stats.calls).toBe(1);
  });

  it('answers 503 with Retry-After when the queue of transforms is full', async () => {
    const { stats, transform } = counted(20);
    const server = serverWith({ transform, concurrency: 1, maxQueued: 2 });
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => server.handle('aurora', ASSET, new URLSearchParams(`w=${50 + i}`))),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 503, 503, 503]);
    expect(responses[5]!.headers['Retry-After']).toBe('1');
    expect(responses[5]!.headers['Cache-Control']).toBe('no-store');
    expect(stats.calls).toBe(3);
    expect(stats.maxInFlight).toBe(1);
  });
});
