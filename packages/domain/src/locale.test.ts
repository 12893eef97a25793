import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseLocaleSegment, resolveLocale, type LocaleSite } from './locale.ts';

const site: LocaleSite = { defaultLocale: { language: 'en', market: 'UN' }, markets: ['UN', 'FI', 'CA'] };

describe('parseLocaleSegment (spec 1 §2 Locale prefix)', () => {
  it.each([
    ['en-UN', { language: 'en', market: 'UN' }],
    ['fi-FI', { language: 'fi', market: 'FI' }],
    ['EN-un', { language: 'en', market: 'UN' }],
    ['fi', { language: 'fi' }],
  ])('accepts %s', (segment, expected) => {
    expect(parseLocaleSegment(segment)).toEqual(expected);
  });

  it.each(['', 'e', 'eng', 'en-', 'en-UNX', 'xx-bad', 'en_UN', 'e1-UN', 'online-casino', 'en-U'])(
    'rejects %j',
    (segment) => {
      expect(parseLocaleSegment(segment)).toBeNull();
    },
  );

  it('never accepts a segment longer than 5 characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 6 }), (segment) => {
        expect(parseLocaleSegment(segment)).toBeNull();
      }),
    );
  });
});

describe('resolveLocale', () => {
  it('redirects the root to the default locale', () => {
    expect(resolveLocale('/', '', site)).toEqual({ kind: 'redirect', location: '/en-UN' });
  });

  it('puts the default locale in front of a path without a valid prefix, keeping the query', () => {
    expect(resolveLocale('/xx-bad/anything', '?a=1', site)).toEqual({
      kind: 'redirect',
      location: '/en-UN/xx-bad/anything?a=1',
    });
    expect(resolveLocale('/online-casino', '', site)).toEqual({
      kind: 'redirect',
      location: '/en-UN/online-casino',
    });
  });

  it('uses the brand default locale, not the global one', () => {
    const fiSite: LocaleSite = { defaultLocale: { language: 'fi', market: 'FI' }, markets: ['FI'] };
    expect(resolveLocale('/', '', fiSite)).toEqual({ kind: 'redirect', location: '/fi-FI' });
  });

  it('canonicalises case', () => {
    expect(resolveLocale('/EN-un/promotions', '', site)).toEqual({
      kind: 'redirect',
      location: '/en-UN/promotions',
    });
  });

  it('fills a missing market with the default market', () => {
    expect(resolveLocale('/fr/x', '', site)).toEqual({ kind: 'redirect', location: '/fr-UN/x' });
  });

  it('redirects a market the brand does not serve to the default locale', () => {
    expect(resolveLocale('/de-DE/x', '', site)).toEqual({ kind: 'redirect', location: '/en-UN/x' });
  });

  it('accepts a served locale and returns the rest of the path', () => {
    expect(resolveLocale('/fi-FI', '', site)).toEqual({
      kind: 'ok',
      locale: { language: 'fi', market: 'FI' },
      rest: '/',
    });
    expect(resolveLocale('/en-CA/online-casino/slots', '', site)).toEqual({
      kind: 'ok',
      locale: { language: 'en', market: 'CA' },
      rest: '/online-casino/slots',
    });
  });

  it('always ends at a served locale within one redirect', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-z0-9-]{0,8}$/), { maxLength: 4 }), (parts) => {
        const first = resolveLocale(`/${parts.join('/')}`, '', site);
        if (first.kind === 'ok') return;
        const second = resolveLocale(first.location, '', site);
        expect(second.kind).toBe('ok');
      }),
    );
  });
});
