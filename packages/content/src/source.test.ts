import { appendFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluate, parse } from 'groq-js';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ContentDatasetError,
  createLocalContentSource,
  createSanityContentSource,
  narrowScans,
  type SanityDocument,
} from './source.ts';

// A small copy of Aurora's first dataset, so exact counts stay stable while the real one grows.
const auroraContent = fileURLToPath(new URL('../test/fixtures/aurora-mini', import.meta.url));
const temporaryDirs: string[] = [];

async function copyOfAurora(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'content-source-'));
  temporaryDirs.push(dir);
  await cp(auroraContent, dir, { recursive: true });
  return dir;
}

afterEach(async () => {
  await Promise.all(temporaryDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('createLocalContentSource', () => {
  it('runs GROQ over every NDJSON file of the dataset, following references', async () => {
    const source = createLocalContentSource(auroraContent);
    const brand = await source.fetch<{ name: string; market: string }>(
      '*[_type == "brand"][0]{name, "market": defaultMarket->marketId}',
    );
    expect(brand).toEqual({ name: 'Aurora Casino', market: 'UN' });
    const counts = await source.fetch<number[]>(
      '[count(*[_type == "language"]), count(*[_type == "market"]), count(*[_type == "market" && isMarketEnabled])]',
    );
    expect(counts).toEqual([6, 8, 7]);
  });

  it('returns the cached result for the same query and parameters', async () => {
    const source = createLocalContentSource(auroraContent);
    const query = '*[_type == "market" && marketId == $id][0]';
    const first = await source.fetch<SanityDocument>(query, { id: 'FI' });
    expect(await source.fetch(query, { id: 'FI' })).toBe(first);
    expect(await source.fetch(query, { id: 'NO' })).not.toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('reloads when a dataset file changes, and the version says so', async () => {
    const dir = await copyOfAurora();
    const source = createLocalContentSource(dir, { checkIntervalMs: 0 });
    const query = 'count(*[_type == "market"])';
    expect(await source.fetch(query)).toBe(8);
    const before = source.version();
    expect(source.version()).toBe(before);

    await appendFile(
      join(dir, 'market.ndjson'),
      `${JSON.stringify({ _id: 'market-de', _type: 'market', marketId: 'DE', name: 'Deutschland' })}\n`,
    );
    expect(await source.fetch(query)).toBe(9);
    expect(source.version()).not.toBe(before);
  });

  it('checks the files at most once per interval', async () => {
    const dir = await copyOfAurora();
    const source = createLocalContentSource(dir, { checkIntervalMs: 60_000 });
    const query = 'count(*[_type == "language"])';
    expect(await source.fetch(query)).toBe(6);
    await writeFile(join(dir, 'language.ndjson'), '');
    expect(await source.fetch(query)).toBe(6);
  });

  it('names the file and line of a line that is not JSON', async () => {
    const dir = await copyOfAurora();
    await appendFile(join(dir, 'market.ndjson'), '{"_id": "market-xx", "_type": "market"\n');
    const source = createLocalContentSource(dir);
    const error = await source.fetch('*').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentDatasetError);
    expect((error as ContentDatasetError).message).toMatch(
      new RegExp(`^${join(dir, 'market.ndjson')}:9: not valid JSON`),
    );
    expect(error).toMatchObject({ file: join(dir, 'market.ndjson'), line: 9 });
  });

  it('names the file and line of a line that is not a document', async () => {
    const dir = await copyOfAurora();
    const lines = (await readFile(join(dir, 'language.ndjson'), 'utf8')).split('\n');
    lines.splice(2, 0, '', JSON.stringify({ _type: 'language', code: 'sv' }));
    await writeFile(join(dir, 'language.ndjson'), lines.join('\n'));
    const source = createLocalContentSource(dir);
    expect(() => source.version()).toThrow(`${join(dir, 'language.ndjson')}:4: not a document: _id`);
  });

  it('rejects a document id used twice', async () => {
    const dir = await copyOfAurora();
    await writeFile(
      join(dir, 'zz-extra.ndjson'),
      `${JSON.stringify({ _id: 'market-fi', _type: 'market' })}\n`,
    );
    expect(() => createLocalContentSource(dir).version()).toThrow(
      /zz-extra\.ndjson:1: duplicate _id "market-fi" \(first at .*market\.ndjson:2\)/,
    );
  });

  it('leaves out drafts unless the perspective is raw', async () => {
    const dir = await copyOfAurora();
    await writeFile(
      join(dir, 'drafts.ndjson'),
      `${JSON.stringify({ _id: 'drafts.market-fi', _type: 'market', marketId: 'FI', name: 'Suomi (draft)' })}\n`,
    );
    const query = '*[_type == "market" && marketId == "FI"].name';
    expect(await createLocalContentSource(dir).fetch(query)).toEqual(['Suomi/Finland']);
    const raw = await createLocalContentSource(dir, { perspective: 'raw' }).fetch<string[]>(query);
    expect([...raw].sort()).toEqual(['Suomi (draft)', 'Suomi/Finland']);
  });

  it('shows drafts over the published documents in the drafts perspective (an editor’s preview)', async () => {
    const dir = await copyOfAurora();
    await writeFile(
      join(dir, 'drafts.ndjson'),
      [
        { _id: 'drafts.market-fi', _type: 'market', marketId: 'FI', name: 'Suomi (draft)' },
        { _id: 'drafts.market-xx', _type: 'market', marketId: 'XX', name: 'New market (never published)' },
        { _id: 'versions.r1.market-no', _type: 'market', marketId: 'NO', name: 'Norge (release)' },
      ]
        .map((document) => JSON.stringify(document))
        .join('\n'),
    );
    const drafts = createLocalContentSource(dir, { perspective: 'drafts' });
    expect(await drafts.fetch('*[_type == "market" && marketId == "FI"]{_id, _originalId, name}')).toEqual([
      { _id: 'market-fi', _originalId: 'drafts.market-fi', name: 'Suomi (draft)' },
    ]);
    expect(await drafts.fetch('*[_id == "market-xx"][0].name')).toBe('New market (never published)');
    expect(await drafts.fetch('*[_type == "market" && marketId == "NO"].name')).toEqual(['Norge/Norway']);
    expect(await drafts.fetch('count(*[_id in path("drafts.**")])')).toBe(0);
    // The published perspective is untouched by the drafts.
    expect(
      await createLocalContentSource(dir).fetch('*[_type == "market" && marketId == "FI"][0].name'),
    ).toBe('Suomi/Finland');
  });

  it('fails clearly when the folder does not exist', () => {
    expect(() => createLocalContentSource(join(auroraContent, 'missing')).version()).toThrow(
      /Content dataset folder .*missing cannot be read/,
    );
  });
});

describe('narrowScans', () => {
  const documents: SanityDocument[] = [
    { _id: 'a', _type: 'market', name: 'A' },
    { _id: 'b', _type: 'language', name: 'B' },
    { _id: 'c', _type: 'market', name: 'C', lang: { _ref: 'b' } },
  ];
  const index = {
    byId: new Map(documents.map((document) => [document._id, document])),
    byType: new Map([
      ['market', [documents[0]!, documents[2]!]],
      ['language', [documents[1]!]],
    ]),
    position: new Map(documents.map((document, position) => [document._id, position])),
  };

  it.each([
    ['*[_type == "market"].name', {}],
    ['*[_type == $type && name != "A"].name', { type: 'market' }],
    ['*[_id == "c"]{name, "lang": lang->name}', {}],
    ['*[_id in ["c", "a", "zz"]].name', {}],
    ['*[_type == "market"]{name, "others": *[_type == "market" && _id != ^._id].name}', {}],
    ['*[name == "B" || _type == "market"].name', {}],
  ])('answers %s as a full scan would', async (query, params) => {
    const full = await (await evaluate(parse(query, { params }), { dataset: documents, params })).get();
    const narrowed = narrowScans(parse(query, { params }), index, params);
    const answer = await (await evaluate(narrowed, { dataset: documents, params })).get();
    expect(answer).toEqual(full);
  });

  it('narrows a type filter to the indexed documents', () => {
    const narrowed = narrowScans(parse('*[_type == "language"]'), index, {});
    expect(narrowed).toMatchObject({ type: 'Filter', base: { type: 'Value', value: [documents[1]] } });
  });
});

describe('createSanityContentSource', () => {
  it('builds a Content Lake source without touching the network', () => {
    const source = createSanityContentSource({ projectId: 'abc123', dataset: 'aurora', useCdn: true });
    expect(source.version()).toBe('sanity:abc123/aurora@2025-02-19/published');
    expect(typeof source.fetch).toBe('function');
  });
});
