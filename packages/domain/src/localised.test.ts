import { describe, expect, it } from 'vitest';
import { contentLanguageChain, localisedValue } from './localised.ts';

describe('contentLanguageChain', () => {
  it('falls back from a region language to its base language, then English', () => {
    expect(contentLanguageChain('caf')).toEqual(['caf', 'fr', 'en']);
    expect(contentLanguageChain('br')).toEqual(['br', 'pt', 'en']);
    expect(contentLanguageChain('nz')).toEqual(['nz', 'en']);
    expect(contentLanguageChain('FI')).toEqual(['fi', 'en']);
    expect(contentLanguageChain('en')).toEqual(['en']);
    expect(contentLanguageChain(undefined)).toEqual(['en']);
  });
});

describe('localisedValue', () => {
  const title = { en: 'Welcome', fi: 'Tervetuloa', fr: 'Bienvenue', de: '' };
  it('answers in the language, its base, else English; empty text counts as missing', () => {
    expect(localisedValue(title, 'fi')).toBe('Tervetuloa');
    expect(localisedValue(title, 'caf')).toBe('Bienvenue');
    expect(localisedValue(title, 'de')).toBe('Welcome');
    expect(localisedValue(title, 'ja')).toBe('Welcome');
    expect(localisedValue({ fi: 'Vain suomeksi' }, 'no')).toBeNull();
    expect(localisedValue(null, 'en')).toBeNull();
  });
  it('skips empty rich-text arrays', () => {
    expect(localisedValue({ en: [{ _type: 'block' }], fi: [] }, 'fi')).toEqual([{ _type: 'block' }]);
  });
});
