/**
 * `npm run content:deploy` (deploy.ts): a brand's dataset packs into the archive Sanity's own
 * importer takes. The archive is checked twice:
 * - by its contents: one `<brand>-export/` folder with `data.ndjson` (every document but the asset
 *   documents, no `_rev`, no image reference left) and `images/` with exactly the pictures the
 *   documents name, each the committed file;
 * - by `@sanity/import` itself (the library `sanity dataset import` runs), importing the archive
 *   into a stand-in for a Sanity project's HTTP API on this machine (this module's test double: it
 *   records what a project would be asked to do). Every document is created, every picture
 *   uploaded once, every image field set to the uploaded asset, with no warning.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { createClient } from '@sanity/client';
import { sanityImport } from '@sanity/import';
import { unpackTar } from 'modern-tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeployError, packDataset } from './deploy.ts';
import { BRANDS_DIR } from './generate.ts';

const BRAND = 'kestrel';

/** What the stand-in project was asked: documents written, pictures uploaded, asset references set. */
interface Recorded {
  created: Map<string, Record<string, unknown>>;
  uploads: Map<string, number>;
  assetPatches: number;
  queries: number;
}

function standInProject(): { server: http.Server; recorded: Recorded } {
  const recorded: Recorded = { created: new Map(), uploads: new Map(), assetPatches: 0, queries: 0 };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://project');
      const body = Buffer.concat(chunks);
      const reply = (status: number, value: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (/\/data\/query\//.test(url.pathname)) {
        recorded.queries += 1;
        return reply(200, { ms: 1, query: url.searchParams.get('query'), result: null });
      }
      if (/\/assets\/images\//.test(url.pathname)) {
        const sha1 = createHash('sha1').update(body).digest('hex');
        recorded.uploads.set(sha1, (recorded.uploads.get(sha1) ?? 0) + 1);
        return reply(200, {
          document: { _id: `image-${sha1}-100x100-svg`, _type: 'sanity.imageAsset', sha1hash: sha1 },
        });
      }
      if (/\/data\/mutate\//.test(url.pathname)) {
        const { mutations } = JSON.parse(body.toString('utf8')) as {
          mutations: Record<string, Record<string, unknown>>[];
        };
        const results = mutations.map((mutation) => {
          if (mutation['createOrReplace']) {
            const document = mutation['createOrReplace'];
            recorded.created.set(String(document['_id']), document);
            return { id: document['_id'], operation: 'create' };
          }
          const patch = mutation['patch']!;
          const set = (patch['set'] ?? {}) as Record<string, { _ref?: string }>;
          recorded.assetPatches += Object.values(set).filter((value) =>
            value?._ref?.startsWith('image-'),
          ).length;
          return { id: patch['id'], operation: 'update' };
        });
        return reply(200, { transactionId: `tx-${results.length}`, results });
      }
      reply(404, { error: `not part of this stand-in: ${request.method} ${url.pathname}` });
    });
  });
  return { server, recorded };
}

describe('content:deploy', () => {
  let packed: Awaited<ReturnType<typeof packDataset>>;
  const project = standInProject();
  beforeAll(async () => {
    packed = await packDataset(BRAND);
    await new Promise<void>((resolve) => project.server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => project.server.close(() => resolve())));

  it('packs the dataset as an export archive: data.ndjson and the pictures it names', async () => {
    const entries = await unpackTar(gunzipSync(packed.archive));
    const names = entries.map((entry) => entry.header.name);
    expect(names.every((name) => name.startsWith(`${BRAND}-export/`))).toBe(true);
    const data = entries.find((entry) => entry.header.name === `${BRAND}-export/data.ndjson`)!;
    const documents = new TextDecoder()
      .decode(data.data)
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(documents).toHaveLength(packed.documents);
    expect(documents.some((document) => String(document['_type']).startsWith('sanity.'))).toBe(false);
    expect(documents.some((document) => '_rev' in document)).toBe(false);
    const text = JSON.stringify(documents);
    expect(text).not.toMatch(/"_ref":"image-/);
    const named = new Set(
      [...text.matchAll(/"_sanityAsset":"image@file:\/\/\.\/images\/([^"]+)"/g)].map((m) => m[1]!),
    );
    const images = entries.filter(
      (entry) => entry.header.name.startsWith(`${BRAND}-export/images/`) && entry.data?.length,
    );
    expect(images.map((entry) => path.basename(entry.header.name)).sort()).toEqual([...named].sort());
    expect(images.length).toBe(packed.images);
    expect(images.length).toBeGreaterThan(50);
    // Each picture is the committed file, byte for byte.
    const sample = images[0]!;
    expect(
      Buffer.from(sample.data!).equals(
        await readFile(path.join(BRANDS_DIR, BRAND, 'assets', path.basename(sample.header.name))),
      ),
    ).toBe(true);
    // As many documents as the local dataset has, less its asset documents.
    const local = (await readFile(path.join(BRANDS_DIR, BRAND, 'content', 'brand.ndjson'), 'utf8')).trim();
    expect(documents).toContainEqual(
      expect.objectContaining({ _id: (JSON.parse(local) as { _id: string })._id }),
    );
  });

  it(
    'is imported by Sanity’s own importer: every document created, every picture uploaded and referenced',
    { timeout: 120_000 },
    async () => {
      const { port } = project.server.address() as AddressInfo;
      const client = createClient({
        projectId: 'standin',
        dataset: BRAND,
        token: 'write-token',
        apiHost: `http://127.0.0.1:${port}`,
        useProjectHostname: false,
        apiVersion: '2025-02-19',
        useCdn: false,
      });
      const result = await sanityImport(Readable.from([Buffer.from(packed.archive)]), {
        client,
        operation: 'createOrReplace',
      });
      expect(result.warnings).toEqual([]);
      expect(result.numDocs).toBe(packed.documents);
      expect(project.recorded.created.size).toBe(packed.documents);
      expect(project.recorded.uploads.size).toBe(packed.images);
      expect([...project.recorded.uploads.values()].every((count) => count === 1)).toBe(true);
      expect(project.recorded.assetPatches).toBeGreaterThanOrEqual(packed.images);
    },
  );

  it('refuses a brand without a dataset, saying so', async () => {
    await expect(packDataset('no-such-brand')).rejects.toThrow(DeployError);
    await expect(packDataset('no-such-brand')).rejects.toThrow(/has no content folder/);
  });
});
