/**
 * Page titles and descriptions: the nearest-parent lookup of content's SEO entries and how a
 * page's meta merges the layout's entry with its own title, the brand and the catalogue.
 */
import { describe, expect, it } from 'vitest';
import { catalogueFor } from '@casino/i18n/catalogues';
import {
  brandedTitle,
  hrefLangOf,
  nearestSeo,
  seoErrorMeta,
  seoMeta,
  seoPathCandidates,
  type SeoData,
  type SeoEntry,
  type SeoMatch,
} from './seo.ts';

const ENTRIES: SeoEntry[] = [
  { path: '/', title: 'Aurora Casino: online casino', description: 'Casino games and live tables.' },
  { path: '/online-casino', title: 'Online casino games', description: 'Slots, jackpots and more.' },
  { path: '/online-casino/slots', title: 'Slots', description: '' },
  { path: '/my-account/banking/deposit', title: 'Deposit', description: 'Add money to your account.' },
];

/** The route matches React Router hands to a page's `meta` (root, locale, the SEO layout, the page). */
function matches(seo: Partial<SeoData> | undefined): SeoMatch[] {
  const data = seo && { brand: 'Aurora Casino', pattern: '{page} | Aurora Casino', ...seo };
  return [
    { id: 'root', loaderData: { brand: { id: 'aurora', name: 'Aurora Casino' } } },
    { id: 'locale', loaderData: { siteLanguage: 'en', messages: catalogueFor('en') } },
    { id: 'seo', loaderData: data },
    { id: 'casino-lobby', loaderData: {} },
  ];
}

describe('seoPathCandidates', () => {
  it('lists the path and each parent, nearest first, the home last', () => {
    expect(seoPathCandidates('/online-casino/play/relax/money-train')).toEqual([
      '/online-casino/play/relax/money-train',
      '/online-casino/play/relax',
      '/online-casino/play',
      '/online-casino',
      '/',
    ]);
  });

  it('ignores the query, fragments, repeated and trailing slashes', () => {
    expect(seoPathCandidates('/signup/?step=2#top')).toEqual(['/signup', '/']);
    expect(seoPathCandidates('//my-account//banking/')).toEqual(['/my-account/banking', '/my-account', '/']);
    expect(seoPathCandidates('/')).toEqual(['/']);
    expect(seoPathCandidates('')).toEqual(['/']);
  });
});

describe('nearestSeo', () => {
  it('uses the entry of the path itself', () => {
    expect(nearestSeo(ENTRIES, '/my-account/banking/deposit')).toEqual({
      title: 'Deposit',
      description: 'Add money to your account.',
    });
  });

  it('gives a game page its lobby entry', () => {
    expect(nearestSeo(ENTRIES, '/online-casino/play/relax/money-train?mode=demo')).toEqual({
      title: 'Online casino games',
      description: 'Slots, jackpots and more.',
    });
  });

  it('falls back to the home entry last', () => {
    expect(nearestSeo(ENTRIES, '/my-account/banking')).toEqual({
      title: 'Aurora Casino: online casino',
      description: 'Casino games and live tables.',
    });
  });

  it('takes a missing or blank description from the nearest parent that has one', () => {
    expect(nearestSeo(ENTRIES, '/online-casino/slots')).toEqual({
      title: 'Slots',
      description: 'Slots, jackpots and more.',
    });
    expect(nearestSeo([...ENTRIES, { path: '/signup', title: '  ', description: null }], '/signup')).toEqual({
      title: 'Aurora Casino: online casino',
      description: 'Casino games and live tables.',
    });
  });

  it('keeps the first entry of a path that editors entered twice', () => {
    const twice = [
      { path: '/signup', title: 'First', description: 'One' },
      { path: '/signup', title: 'Second', description: 'Two' },
    ];
    expect(nearestSeo(twice, '/signup')).toEqual({ title: 'First', description: 'One' });
  });

  it('finds nothing without entries', () => {
    expect(nearestSeo([], '/online-casino')).toEqual({ title: null, description: null });
  });
});

describe('brandedTitle', () => {
  it("puts the title into the catalogue's pattern", () => {
    expect(brandedTitle('{page} | Aurora Casino', 'Aurora Casino', 'Deposit')).toBe(
      'Deposit | Aurora Casino',
    );
    expect(brandedTitle('Aurora Casino – {page}', 'Aurora Casino', ' Deposit ')).toBe(
      'Aurora Casino – Deposit',
    );
  });

  it('does not repeat a brand the title already names, and is the brand without a title', () => {
    expect(brandedTitle('{page} | Aurora Casino', 'Aurora Casino', 'Welcome to aurora casino')).toBe(
      'Welcome to aurora casino',
    );
    expect(brandedTitle('{page} | Aurora Casino', 'Aurora Casino', null)).toBe('Aurora Casino');
    expect(brandedTitle('{page} | Aurora Casino', 'Aurora Casino', ' ')).toBe('Aurora Casino');
  });
});

describe('seoMeta', () => {
  const seo = { title: 'Online casino games', description: 'Slots, jackpots and more.' };

  it("renders the layout's entry as title and description", () => {
    expect(seoMeta(matches(seo))).toEqual([
      { title: 'Online casino games | Aurora Casino' },
      { name: 'description', content: 'Slots, jackpots and more.' },
    ]);
  });

  it("puts the page's own title first and keeps the content's description", () => {
    expect(seoMeta(matches(seo), 'Money Train 4')).toEqual([
      { title: 'Money Train 4 | Aurora Casino' },
      { name: 'description', content: 'Slots, jackpots and more.' },
    ]);
    expect(seoMeta(matches(seo), null)[0]).toEqual({ title: 'Online casino games | Aurora Casino' });
    expect(seoMeta(matches(seo), '')[0]).toEqual({ title: 'Online casino games | Aurora Casino' });
  });

  it('uses the pattern of the page language the layout sent', () => {
    const fi = seoMeta(matches({ ...seo, pattern: '{page} · Aurora Casino' }), 'Kolikkopelit | Kasino');
    expect(fi[0]).toEqual({ title: 'Kolikkopelit | Kasino · Aurora Casino' });
  });

  it('leaves the description out when content has none, and titles the page with the brand', () => {
    expect(seoMeta(matches({ title: null, description: null }))).toEqual([{ title: 'Aurora Casino' }]);
  });

  it('renders nothing without the layout (a page outside it)', () => {
    expect(seoMeta(matches(undefined), 'Deposit')).toEqual([]);
  });
});

describe('seoErrorMeta', () => {
  it('titles a missing page "Page not found!" in its language, without description and noindex', () => {
    expect(seoErrorMeta(catalogueFor('de'), 'Aurora Casino', 404)).toEqual([
      { title: `${catalogueFor('de')['error.screen.notFound.title']} | Aurora Casino` },
      { name: 'robots', content: 'noindex' },
    ]);
    expect(catalogueFor('de')['error.screen.notFound.title']).not.toBe(
      catalogueFor('en')['error.screen.notFound.title'],
    );
  });

  it('titles a failed page with the generic error heading', () => {
    expect(seoErrorMeta(catalogueFor('en'), 'Aurora Casino', 500)).toEqual([
      { title: 'Oops, something went wrong. | Aurora Casino' },
      { name: 'robots', content: 'noindex' },
    ]);
  });

  it('is the brand and noindex before any catalogue loaded', () => {
    expect(seoErrorMeta(undefined, 'Aurora Casino', undefined)).toEqual([
      { title: 'Aurora Casino' },
      { name: 'robots', content: 'noindex' },
    ]);
    expect(seoErrorMeta(undefined, undefined, 404)).toEqual([{ name: 'robots', content: 'noindex' }]);
  });
});

describe('seoMeta links', () => {
  it('adds the canonical and alternate links, Open Graph and the Twitter card', () => {
    const links = {
      canonical: 'https://aurora.example.com/fi-FI/online-casino',
      alternates: [
        { hrefLang: 'fi-FI', href: 'https://aurora.example.com/fi-FI/online-casino' },
        { hrefLang: 'en-FI', href: 'https://aurora.example.com/en-FI/online-casino' },
      ],
      ogLocale: 'fi_FI',
    };
    const tags = seoMeta(matches({ title: 'Kasino', description: 'Pelit.', links }));
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: links.canonical });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'en-FI',
      href: 'https://aurora.example.com/en-FI/online-casino',
    });
    expect(tags).toContainEqual({ property: 'og:title', content: 'Kasino | Aurora Casino' });
    expect(tags).toContainEqual({ property: 'og:url', content: links.canonical });
    expect(tags).toContainEqual({ property: 'og:locale', content: 'fi_FI' });
    expect(tags).toContainEqual({ name: 'twitter:description', content: 'Pelit.' });
  });

  it('gives the language alone where the market names no country', () => {
    expect(hrefLangOf('en', null)).toBe('en');
    expect(hrefLangOf('fi', 'FI')).toBe('fi-FI');
  });
});
