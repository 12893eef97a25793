import { describe, expect, it } from 'vitest';
import {
  apiLanguage,
  apiMarket,
  formattingLocale,
  marketLanguages,
  siteLanguage,
  type MarketLanguageRules,
} from './siteLanguage.ts';

const market = (marketId: string, rules: Partial<MarketLanguageRules> = {}): MarketLanguageRules => ({
  marketId,
  languages: ['en'],
  mapLanguageToCustomLanguage: false,
  regionLanguage: null,
  localeMapping: null,
  ...rules,
});

describe('siteLanguage', () => {
  it.each([
    ['en', market('NZ', { mapLanguageToCustomLanguage: true, regionLanguage: 'nz' }), 'nz'],
    ['pt', market('BR', { mapLanguageToCustomLanguage: true, regionLanguage: 'br' }), 'br'],
    ['es', market('PE', { mapLanguageToCustomLanguage: true, regionLanguage: 'pe' }), 'pe'],
    ['es', market('CL', { mapLanguageToCustomLanguage: true, regionLanguage: 'cl' }), 'cl'],
    ['en', market('IN', { mapLanguageToCustomLanguage: true, regionLanguage: 'inen' }), 'inen'],
    ['en', market('CA', { mapLanguageToCustomLanguage: true, regionLanguage: 'ca' }), 'ca'],
    ['fr', market('CA', { mapLanguageToCustomLanguage: true, regionLanguage: 'ca' }), 'caf'],
    ['fi', market('FI', { regionLanguage: null }), 'fi'],
    ['en', market('UN'), 'en'],
    // The switch off: the plain language even where a region language is set.
    ['en', market('NZ', { mapLanguageToCustomLanguage: false, regionLanguage: 'nz' }), 'en'],
    // A language the region language is not based on stays as it is.
    ['en', market('BR', { mapLanguageToCustomLanguage: true, regionLanguage: 'br' }), 'en'],
  ])('%s in %o is %s', (language, rules, expected) => {
    expect(siteLanguage(language, rules)).toBe(expected);
  });
});

describe('what the API is sent', () => {
  it('sends inen and the other region languages as their base language', () => {
    expect(apiLanguage('inen')).toBe('en');
    expect(apiLanguage('caf')).toBe('fr');
    expect(apiLanguage('br')).toBe('pt');
    expect(apiLanguage('fi')).toBe('fi');
  });

  it('sends the custom markets PP, LL and JJ as SE, NL and DE', () => {
    expect(apiMarket('PP')).toBe('SE');
    expect(apiMarket('LL')).toBe('NL');
    expect(apiMarket('JJ')).toBe('DE');
    expect(apiMarket('FI')).toBe('FI');
  });
});

describe('formattingLocale and marketLanguages', () => {
  it('uses the market locale mapping, else en-US', () => {
    expect(formattingLocale({ localeMapping: 'fi-FI' })).toBe('fi-FI');
    expect(formattingLocale({ localeMapping: 'ja_JP' })).toBe('ja-JP');
    expect(formattingLocale({ localeMapping: null })).toBe('en-US');
    expect(formattingLocale({ localeMapping: 'not a locale!' })).toBe('en-US');
    expect(formattingLocale(null)).toBe('en-US');
  });

  it('offers English when a market lists no language', () => {
    expect(marketLanguages(market('UN', { languages: [] }))).toEqual(['en']);
    expect(marketLanguages(market('FI', { languages: ['fi', 'en'] }))).toEqual(['fi', 'en']);
  });
});
