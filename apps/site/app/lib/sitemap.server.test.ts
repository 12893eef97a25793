/**
 * The sitemap (sitemap.server.ts) against Aurora's own content: every market in each of its
 * languages, the fixed pages, the promotions and landing pages a visitor may open now, and
 * nothing behind login.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBrands } from '@casino/brands';
import { createContentClient, createContentGraph, createLocalContentSource } from '@casino/content';
import type { SiteBrand } from './context.ts';
import { sitemapXml } from './sitemap.server.ts';

let xml = '';
let urls: string[] = [];

beforeAll(async () => {
  const brand = (await loadBrands()).find((b) => b.id === 'aurora')!;
  const content = createContentClient(
    createContentGraph(createLocalContentSource(path.join(brand.dir, 'content'))),
  );
  const site = { markets: brand.markets, features: { sportsbook: true } } as unknown as SiteBrand;
  xml = await sitemapXml(site, content, 'https://aurora.example.com');
  urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
});

describe('sitemapXml', () => {
  it('is a sitemap of unique absolute URLs', () => {
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(urls.length).toBeGreaterThan(100);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url).toMatch(/^https:\/\/aurora\.example\.com\/[a-z]{2}-[A-Z]{2}(\/|$)/);
  });

  it('lists the fixed pages of every market in each of its languages', () => {
    for (const page of ['', '/online-casino', '/live-casino-online', '/promotions', '/sportsbook']) {
      expect(urls).toContain(`https://aurora.example.com/en-UN${page}`);
      expect(urls).toContain(`https://aurora.example.com/fi-FI${page}`);
      expect(urls).toContain(`https://aurora.example.com/en-FI${page}`);
    }
  });

  it('lists the promotions and landing pages a visitor may open in the market, and nothing behind login', () => {
    expect(urls).toContain('https://aurora.example.com/en-UN/promotions/casino');
    expect(urls).toContain('https://aurora.example.com/en-UN/promotions/casino/northern-welcome');
    expect(urls).toContain('https://aurora.example.com/fi-FI/promotions/sports/hockey-odds-boost');
    expect(urls).not.toContain('https://aurora.example.com/en-UN/promotions/sports/hockey-odds-boost');
    expect(urls).toContain('https://aurora.example.com/en-UN/landing/live-studio');
    // Registration pages of the market: the Brazilian one in Brazil only.
    expect(urls).toContain('https://aurora.example.com/en-UN/promo/northern-welcome');
    expect(urls).toContain('https://aurora.example.com/pt-BR/promo/bem-vindo');
    expect(urls.some((url) => url.includes('/en-UN/promo/bem-vindo'))).toBe(false);
    // For signed-in players only.
    expect(urls.some((url) => url.includes('/landing/install-app'))).toBe(false);
    expect(urls.some((url) => url.includes('/promotions/casino/daily-cashback'))).toBe(false);
    expect(urls.some((url) => url.includes('/my-account'))).toBe(false);
  });
});
