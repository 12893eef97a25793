/**
 * The shipped brand datasets (brands/<id>/content) are valid Sanity content: every document
 * passes the schema's validation as the studio would run it, every reference points at a
 * document of the same dataset, and each dataset holds its brand's own brand document.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@sanity/client';
import { schemaTypes } from '@casino/schemas';
import { createSchema, validateDocument } from 'sanity';
import { describe, expect, it } from 'vitest';
import { createLocalContentSource, type SanityDocument } from './source.ts';

const brandsRoot = fileURLToPath(new URL('../../../brands/', import.meta.url));
const brandIds = readdirSync(brandsRoot).filter((name) => existsSync(join(brandsRoot, name, 'content')));

const schema = createSchema({ name: 'default', types: schemaTypes });
// Offline: custom rules receive a client but ours never call it.
const client = createClient({
  projectId: 'offline',
  dataset: 'local',
  apiVersion: '2025-02-19',
  useCdn: false,
});
const workspace = {
  schema,
  getClient: () => client,
  i18n: { loadNamespaces: async () => undefined, t: (key: string) => key },
};

async function problemsOf(document: SanityDocument, ids: ReadonlySet<string>): Promise<string[]> {
  const markers = await validateDocument({
    document: document as never,
    workspace: workspace as never,
    getDocumentExists: async ({ id }) => ids.has(id),
  });
  return markers
    .filter((marker) => marker.level === 'error')
    .map((marker) => `${document._id} ${marker.path.join('.')}: ${marker.message}`);
}

function referencesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(referencesIn);
  if (value === null || typeof value !== 'object') return [];
  const ref = (value as { _ref?: unknown })._ref;
  return [...(typeof ref === 'string' ? [ref] : []), ...Object.values(value).flatMap(referencesIn)];
}

describe.each(brandIds)('the %s dataset', (brandId) => {
  const source = createLocalContentSource(join(brandsRoot, brandId, 'content'), { perspective: 'raw' });

  it('passes the schema validation', async () => {
    const documents = await source.fetch<SanityDocument[]>('*');
    const ids = new Set(documents.map((document) => document._id));
    const problems = (await Promise.all(documents.map((document) => problemsOf(document, ids)))).flat();
    expect(problems).toEqual([]);
  });

  it('references only its own documents', async () => {
    const documents = await source.fetch<SanityDocument[]>('*');
    const ids = new Set(documents.map((document) => document._id));
    expect(referencesIn(documents).filter((ref) => !ids.has(ref))).toEqual([]);
  });

  it('holds one brand document, for this brand', async () => {
    expect(await source.fetch('*[_type == "brand"].brandId')).toEqual([brandId]);
  });
});

describe('validation of a dataset document', () => {
  it('catches a broken market', async () => {
    const broken: SanityDocument = {
      _id: 'market-xx',
      _type: 'market',
      marketId: 'xx',
      name: 'Broken',
      isCustomMarketId: true,
      languages: [{ _key: 'a', _type: 'reference', _ref: 'language-zz' }],
      localeMapping: 'fi',
    };
    const problems = await problemsOf(broken, new Set(['language-en']));
    expect(problems).toEqual(
      expect.arrayContaining([
        'market-xx marketId: Must be two upper-case letters, e.g. "FI"',
        'market-xx originCountryCode: A custom market id needs the country it stands for, e.g. "DE" for JJ',
        'market-xx localeMapping: Must be a locale such as "fi-FI"',
      ]),
    );
    expect(problems.some((problem) => problem.startsWith('market-xx languages'))).toBe(true);
  });
});
