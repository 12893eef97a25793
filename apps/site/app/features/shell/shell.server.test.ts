/**
 * The shell's data from a brand's local content (aurora): verticals by the brand's features,
 * menu categories, static pages with the terms flag, footer content in a region language with
 * its fallback, logo URLs.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBrands, type Brand } from '@casino/brands';
import {
  createContentClient,
  createContentGraph,
  createImageUrlFor,
  createLocalContentSource,
  LOCAL_PROJECT_ID,
  type ContentClient,
  type ImageUrlFor,
} from '@casino/content';
import { loadShell } from './shell.server.ts';

let brand: Brand;
let content: ContentClient;
let imageUrlFor: ImageUrlFor;

beforeAll(async () => {
  brand = (await loadBrands()).find((b) => b.id === 'aurora')!;
  content = createContentClient(
    createContentGraph(createLocalContentSource(path.join(brand.dir, 'content'))),
  );
  imageUrlFor = createImageUrlFor({ projectId: LOCAL_PROJECT_ID, dataset: brand.id, baseUrl: '/' });
});

describe('loadShell', () => {
  it('offers the enabled verticals, menu categories and the footer of the market', async () => {
    const shell = await loadShell({ content, locale: { language: 'en', market: 'UN' }, imageUrlFor, brand });
    expect(shell.brandName).toBeTruthy();
    expect(shell.verticals.map((v) => [v.id, v.href])).toEqual([
      ['casino', '/online-casino'],
      ['liveCasino', '/live-casino-online'],
      ['sportsbook', '/sportsbook'],
      ['promotions', '/promotions'],
    ]);
    expect(shell.categories.length).toBeGreaterThan(0);
    for (const category of shell.categories) {
      expect(category.label).toBeTruthy();
      expect(category.href).toMatch(/^\/|^https:/);
    }
    // aurora sets `termsPage`, which leaves /terms out (packages/domain routes.ts): the footer's
    // terms link goes to the terms_and_conditions page instead.
    expect(shell.footer.pages.find((p) => p.id === 'terms')?.href).toBe('/terms_and_conditions');
    expect(shell.footer.pages.map((p) => p.id)).toContain('cookiePolicy');
    expect(shell.footer.links.every((link) => link.href !== '/terms')).toBe(true);
    expect(shell.footer.minimumAge).toBeGreaterThanOrEqual(18);
    expect(shell.footer.terms.length).toBeGreaterThan(0);
    const logos = [...shell.footer.licences, ...shell.footer.partners, ...shell.footer.regulationLogos];
    expect(logos.length).toBeGreaterThan(0);
    for (const { logo } of logos) {
      if (logo) expect(logo.src).toMatch(/^\/images\/.*fm=webp.*q=75/);
    }
    expect(JSON.parse(JSON.stringify(shell))).toEqual(shell);
  });

  it('reads a region language with its fallback and leaves out verticals the brand turns off', async () => {
    const shell = await loadShell({
      content,
      locale: { language: 'caf', market: 'CA' },
      imageUrlFor,
      brand: { name: 'X', features: { ...brand.features, sportsbook: false, casino: false } },
    });
    expect(shell.verticals.map((v) => v.id)).toEqual(['liveCasino', 'promotions']);
    expect(shell.categories).toEqual([]);
    const english = await loadShell({
      content,
      locale: { language: 'en', market: 'CA' },
      imageUrlFor,
      brand,
    });
    expect(shell.footer.regulationLogos.map((l) => l.name)).not.toEqual(
      english.footer.regulationLogos.map((l) => l.name),
    );
  });
});
