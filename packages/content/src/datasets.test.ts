/**
 * The shipped brand datasets (brands/<id>/content and assets) are valid Sanity content, as the
 * dataset validator (scripts/content/validate.ts, `npm run content:validate`) checks them: every
 * document passes the schemas' validation with the rules that query the dataset, every reference
 * resolves to a document of an allowed type, and every image asset matches its file. A broken
 * document is reported with its rules' messages.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BRANDS_DIR,
  formatProblem,
  validateBrandDataset,
  validateBrands,
  type DatasetDocument,
} from '../../../scripts/content/validate.ts';
import { createLocalContentSource } from './source.ts';

describe('the brand datasets', () => {
  // About 20 s of CPU for both brands; a loaded 2-core CI machine stretched it past 120 s once.
  it('pass the dataset validator', { timeout: 300_000 }, async () => {
    const problems = await validateBrands(['aurora', 'kestrel']);
    expect(problems.map(formatProblem)).toEqual([]);
  });

  it.each(['aurora', 'kestrel'])('%s holds one brand document, for this brand', async (brandId) => {
    const source = createLocalContentSource(join(BRANDS_DIR, brandId, 'content'));
    expect(await source.fetch('*[_type == "brand"].brandId')).toEqual([brandId]);
  });
});

describe('the dataset validator', () => {
  const system = { _rev: 'r1', _createdAt: '2026-11-01T00:00:00Z', _updatedAt: '2026-11-01T00:00:00Z' };
  const broken: DatasetDocument = {
    _id: 'banner-broken',
    _type: 'banner',
    ...system,
    title: { _type: 'localeString', en: 'Broken banner' },
    images: {
      _type: 'deviceImages',
      desktop: {
        _type: 'image',
        asset: { _type: 'reference', _ref: 'image-0000000000000000000000000000000000000000-10x10-svg' },
      },
    },
    authorized: 'both',
    urlAction: 'aurora.example.com/promotions',
    startDate: '2026-12-01T00:00:00Z',
    endDate: '2026-11-01T00:00:00Z',
    markets: [{ _key: 'm1', _type: 'reference', _ref: 'market-zz' }],
  };

  it('reports a broken document by brand, id, field and message', { timeout: 60_000 }, async () => {
    const problems = await validateBrandDataset('aurora', {
      extraDocuments: [broken],
      only: (document) => document._id === broken._id,
    });
    expect(problems.map(formatProblem)).toEqual(
      expect.arrayContaining([
        'aurora banner-broken urlAction: Must be a path such as "/promotions", a hash such as "#login", or an absolute URL starting with http',
        'aurora banner-broken endDate: The end date must be after the start date',
        'aurora banner-broken markets[m1]: Reference to a missing document "market-zz"',
        'aurora banner-broken images.desktop.asset: Reference to a missing document "image-0000000000000000000000000000000000000000-10x10-svg"',
      ]),
    );
    expect(problems.every((problem) => problem.documentId === broken._id)).toBe(true);
  });
});
