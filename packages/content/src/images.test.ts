import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createImageUrlFor, createLocalImageServer, LOCAL_PROJECT_ID } from './images.ts';

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
