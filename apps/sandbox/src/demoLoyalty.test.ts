/**
 * The loyalty ladders (src/demoLoyalty.ts) and the brands' content: every level of a brand's ladder
 * is a `loyaltyLevel` document of its content with the same `level` and `levelType`, and every
 * level the content describes is on the ladder, so the site's loyalty page and the player's level
 * always name the same thing. And the rung the points reach. And every loyalty page tells players
 * the rule the sandbox counts by (one point per 1.00 of their own money: services/loyalty/).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBrands } from '@casino/brands';
import { DEFAULT_LADDER, ladderOf, rungFor } from './demoLoyalty.ts';
import { MINOR_PER_POINT } from './services/loyalty/index.ts';

describe('the loyalty ladders', () => {
  it('name the levels of each brand’s content, level for level', async () => {
    const brands = await loadBrands();
    expect(brands.length).toBeGreaterThan(1);
    for (const brand of brands) {
      const levels = (await readFile(path.join(brand.dir, 'content', 'loyaltyLevel.ndjson'), 'utf8'))
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { level: number; levelType: string })
        .map(({ level, levelType }) => ({ level, levelType }))
        .sort((a, b) => a.level - b.level);
      expect(brand.loyaltyLevels, `${brand.id} names its levels`).toBeDefined();
      expect(
        ladderOf(brand.loyaltyLevels).map(({ level, levelType }) => ({ level, levelType })),
        brand.id,
      ).toEqual(levels);
    }
  });

  it('rise with the points, from 0 at the first level; a brand naming none gets the default ladder', () => {
    const ladder = ladderOf(['spark', 'glow', 'radiance', 'polar-star', 'zenith']);
    expect(ladder.map((rung) => rung.points)).toEqual([0, 500, 2_500, 10_000, 50_000]);
    expect(rungFor(ladder, 0).levelType).toBe('spark');
    expect(rungFor(ladder, 499).level).toBe(1);
    expect(rungFor(ladder, 500).levelType).toBe('glow');
    expect(rungFor(ladder, 1_000_000).levelType).toBe('zenith');
    expect(ladderOf(undefined)).toBe(DEFAULT_LADDER);
    expect(ladderOf(null)).toBe(DEFAULT_LADDER);
  });

  it('are explained on every loyalty page by the rule the points are counted by', async () => {
    const rule = `One point for every ${(Number(MINOR_PER_POINT) / 100).toFixed(2)} of your own money wagered`;
    let pages = 0;
    for (const brand of await loadBrands()) {
      const docs = (await readFile(path.join(brand.dir, 'content', 'loyaltyPage.ndjson'), 'utf8'))
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { _id: string; body: { en: { children: { text: string }[] }[] } });
      for (const doc of docs) {
        const text = doc.body.en
          .map((block) => block.children.map((child) => child.text).join(''))
          .join('\n');
        expect(text, doc._id).toContain(rule);
        pages += 1;
      }
    }
    expect(pages).toBeGreaterThan(1);
  });
});
