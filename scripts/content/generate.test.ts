/**
 * The committed datasets (brands/<id>/content, brands/<id>/assets) are exactly what the generator
 * writes, so a change to the generator or its copy without `npm run content:generate` fails here;
 * and they hold what the site needs of them: enough games from every provider, lobbies with every
 * tile size, terms versions and static pages, banners across time, text in every full language.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STATIC_PAGE_SLUGS } from '@casino/schemas';
import { afterAll, describe, expect, it } from 'vitest';
import { FONTS } from './art/text.ts';
import { artStyleFor } from './artwork.ts';
import { PROVIDERS } from './catalogue.ts';
import { BRAND_PLANS, BRANDS_DIR, generateDataset, writeDataset } from './generate.ts';
import { LICENSES_FILE } from './licences.ts';

/** The exact versions scripts/package.json pins. */
const pinned = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    dependencies: Record<string, string>;
  }
).dependencies;

const brands = Object.keys(BRAND_PLANS);
const temporary: string[] = [];
afterAll(async () => {
  await Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The files of a folder (its folders, such as assets/fonts/, are not the generator's). */
async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}

async function differences(expectedDir: string, actualDir: string): Promise<string[]> {
  const [expected, actual] = await Promise.all([filesOf(expectedDir), filesOf(actualDir)]);
  const problems = [
    ...expected.filter((name) => !actual.includes(name)).map((name) => `${name} is not generated any more`),
    ...actual
      .filter((name) => !expected.includes(name))
      .map((name) => `${name} is generated but not committed`),
  ];
  for (const name of expected.filter((file) => actual.includes(file))) {
    const [a, b] = await Promise.all([readFile(join(expectedDir, name)), readFile(join(actualDir, name))]);
    if (!a.equals(b)) problems.push(`${name} differs`);
  }
  return problems;
}

describe.each(brands)('the %s dataset', (brandId) => {
  const generated = generateDataset(brandId);
  const documents = generated.documents;
  const ofType = (type: string) => documents.filter((document) => document._type === type);
  const byId = new Map(documents.map((document) => [document._id, document]));
  const ref = (value: unknown) => (value as { _ref: string })._ref;

  it('is committed exactly as the generator writes it (run `npm run content:generate` if not)', async () => {
    const dir = await mkdtemp(join(tmpdir(), `dataset-${brandId}-`));
    temporary.push(dir);
    await writeDataset(generated, dir);
    for (const folder of ['content', 'assets']) {
      expect(await differences(join(BRANDS_DIR, brandId, folder), join(dir, brandId, folder))).toEqual([]);
    }
  });

  it('is the same on every run', () => {
    const again = generateDataset(brandId);
    expect([...again.content.entries()]).toEqual([...generated.content.entries()]);
    expect([...again.assets.keys()]).toEqual([...generated.assets.keys()]);
  });

  it('draws every game its own picture, each small, its text as paths, its sources credited', () => {
    const games = ofType('game');
    const thumbnails = games.map((game) =>
      ref((game.thumbnail as { img1x: { asset: unknown } }).img1x.asset),
    );
    expect(new Set(thumbnails).size).toBe(games.length);
    for (const [name, svg] of generated.assets) {
      if (name === LICENSES_FILE) continue;
      expect(Buffer.byteLength(svg), name).toBeLessThan(15 * 1024);
      expect(svg, name).not.toMatch(/<text|font-family|href="(?!#)/);
    }
    const licences = generated.assets.get(LICENSES_FILE) ?? '';
    const font = FONTS[artStyleFor(BRAND_PLANS[brandId]!.config).font].package;
    for (const name of ['@iconify-json/fluent-emoji-flat', '@iconify-json/game-icons', font, 'opentype.js']) {
      expect(licences).toContain(`## ${name} ${pinned[name]}`);
    }
    expect(licences).toContain('Icons made by Lorc (game-icons.net), CC BY 3.0');
    expect(licences).toContain('Copyright (c) Microsoft Corporation.');
  });

  it('has at least 200 casino games and 30 live tables, from every provider the specs name', () => {
    const games = ofType('game');
    const casino = games.filter((game) => game.type === 'casino' && game.enabled !== false);
    const live = games.filter((game) => game.type === 'liveCasino' && game.enabled !== false);
    expect(casino.length).toBeGreaterThanOrEqual(200);
    expect(live.length).toBeGreaterThanOrEqual(30);
    const providersOf = (list: typeof games) =>
      new Set(list.map((game) => byId.get(ref(game.provider))?.providerId));
    for (const { providerId } of PROVIDERS) expect(providersOf(casino)).toContain(providerId);
    for (const providerId of ['evolution', 'pragmaticplay', 'pariplay', 'softswiss', 'creedroomz']) {
      expect(providersOf(live)).toContain(providerId);
    }
    expect(games.some((game) => game.jackpotExist === true)).toBe(true);
    expect(live.filter((game) => typeof game.seats === 'number').length).toBeGreaterThan(5);
    expect(ofType('subProviderExclusion').length).toBeGreaterThanOrEqual(1);
  });

  it('lays out lobbies with every tile size, each big tile with images at 1x, 2x and 3x', () => {
    const tiles = ofType('lobbyWidget').flatMap((widget) =>
      (
        (widget.gameGrids as { grid: { size: string; images?: Record<string, unknown> }[] }[] | undefined) ??
        []
      ).flatMap((grid) => grid.grid),
    );
    expect(new Set(tiles.map((tile) => tile.size))).toEqual(new Set(['4x', '2xh', '2xv', '1x']));
    for (const tile of tiles.filter((candidate) => candidate.size !== '1x')) {
      expect(Object.keys(tile.images ?? {})).toEqual(expect.arrayContaining(['img1x', 'img2x', 'img3x']));
    }
    expect(new Set(ofType('lobbyLayout').map((layout) => layout.type))).toEqual(
      new Set(['casino', 'liveCasino']),
    );
  });

  it('has two terms versions, increasing with their effective dates, and a static page per route', () => {
    const terms = ofType('termsVersion').sort((a, b) => Number(a.version) - Number(b.version));
    expect(terms.map((version) => version.version)).toEqual([1, 2]);
    expect(Date.parse(String(terms[1]!.effectiveDate))).toBeGreaterThan(
      Date.parse(String(terms[0]!.effectiveDate)),
    );
    const slugs = ofType('staticPage').map((page) => (page.slug as { current: string }).current);
    expect(slugs.sort()).toEqual([...STATIC_PAGE_SLUGS].sort());
  });

  it("serves the brand's markets, with banners in the past, now and the future", () => {
    const plan = BRAND_PLANS[brandId]!;
    const enabled = ofType('market').filter((market) => market.isMarketEnabled === true);
    expect(enabled.map((market) => market.marketId).sort()).toEqual([...plan.config.markets].sort());
    const now = Date.parse('2026-11-21T00:00:00Z');
    const banners = ofType('banner');
    expect(banners.some((banner) => Date.parse(String(banner.endDate)) < now)).toBe(true);
    expect(banners.some((banner) => Date.parse(String(banner.startDate)) > now)).toBe(true);
    expect(
      banners.some(
        (banner) => Date.parse(String(banner.startDate)) < now && String(banner.endDate).startsWith('2027'),
      ),
    ).toBe(true);
  });

  it('writes every text in each full content language, none of them left in English', () => {
    const plan = BRAND_PLANS[brandId]!;
    const full = plan.profile.locales.filter((locale) => !locale.partial);
    const translated = full.filter((locale) => locale.base !== 'en');
    // Names and words shared across languages ("Blackjack", "Chile", "Aurora Casino VIP") may
    // read the same; a sentence of three words or more, the brand's name aside, may not.
    const textOf = (value: unknown): string =>
      typeof value === 'string'
        ? value
        : Array.isArray(value)
          ? value.map(textOf).join(' ')
          : value && typeof value === 'object'
            ? Object.entries(value)
                .filter(([key]) => key === 'text' || key === 'children')
                .map(([, field]) => textOf(field))
                .join(' ')
            : '';
    const sentence = (value: unknown) =>
      textOf(value).replaceAll(plan.profile.name, '').trim().split(/\s+/).filter(Boolean).length >= 3;
    const problems: string[] = [];
    const visit = (value: unknown, where: string) => {
      if (Array.isArray(value)) return value.forEach((item) => visit(item, where));
      if (!value || typeof value !== 'object') return;
      const fields = value as Record<string, unknown>;
      if (['localeString', 'localeText', 'localeBlock'].includes(String(fields['_type']))) {
        const english = JSON.stringify(fields['en']);
        for (const locale of full) {
          if (fields[locale.field] === undefined) problems.push(`${where}: no ${locale.field}`);
        }
        for (const locale of translated) {
          if (JSON.stringify(fields[locale.field]) === english && sentence(fields['en']))
            problems.push(`${where}: ${locale.field} is the English ${english.slice(0, 60)}`);
        }
        return;
      }
      for (const [key, field] of Object.entries(fields)) visit(field, `${where}.${key}`);
    };
    for (const document of documents) visit(document, document._id);
    expect(problems).toEqual([]);
  });
});
