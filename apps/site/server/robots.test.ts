import { describe, expect, it } from 'vitest';
import { ROBOTS_CACHE_CONTROL, robotsTxt } from './robots.ts';

/** The file as records of `field: value` lines, the way crawlers read it. */
const records = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [field, ...value] = line.split(':');
      return [field!.trim(), value.join(':').trim()];
    });

describe('robots.txt', () => {
  it('lets every crawler in except the account pages of any locale, with no sitemap yet', () => {
    const text = robotsTxt();
    expect(records(text)).toEqual([
      ['User-agent', '*'],
      ['Allow', '/'],
      ['Disallow', '/*/my-account/'],
    ]);
    expect(text.endsWith('\n')).toBe(true);
    expect(text).not.toMatch(/sitemap/i);
  });

  it('names the sitemap when there is one', () => {
    expect(records(robotsTxt({ sitemapUrl: 'https://aurora.example/sitemap.xml' })).at(-1)).toEqual([
      'Sitemap',
      'https://aurora.example/sitemap.xml',
    ]);
  });

  it('is cacheable by anyone', () => {
    expect(ROBOTS_CACHE_CONTROL).toMatch(/^public, max-age=\d+$/);
  });
});
