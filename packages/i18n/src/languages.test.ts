import { describe, expect, it } from 'vitest';
import {
  SUPPORTED_LANGUAGES,
  catalogueCodeFor,
  dateLocaleFor,
  intlLocaleFor,
  isSupportedLanguage,
} from './languages.ts';

describe('site languages', () => {
  it('are the 18 languages of spec 1 §9', () => {
    expect([...SUPPORTED_LANGUAGES]).toEqual(
      'en fi no de caf ca nz fr inen cl pe pt br ja tl tr pl es'.split(' '),
    );
    expect(isSupportedLanguage('caf')).toBe(true);
    expect(isSupportedLanguage('sv')).toBe(false);
    expect(isSupportedLanguage(undefined)).toBe(false);
  });

  it('have a valid BCP 47 tag each', () => {
    for (const code of SUPPORTED_LANGUAGES) {
      const tag = intlLocaleFor(code);
      expect(Intl.getCanonicalLocales(tag)[0]).toBe(tag);
    }
    expect(intlLocaleFor('caf')).toBe('fr-CA');
    expect(intlLocaleFor('inen')).toBe('en-IN');
    expect(intlLocaleFor('sv_SE')).toBe('sv-SE');
    expect(intlLocaleFor('not a tag!')).toBe('en-US');
  });
});

describe('catalogueCodeFor', () => {
  it('keeps a site code', () => {
    for (const code of SUPPORTED_LANGUAGES) expect(catalogueCodeFor(code)).toBe(code);
    expect(catalogueCodeFor('FI')).toBe('fi');
  });

  it('maps the locale examples of spec 1 §9', () => {
    expect(catalogueCodeFor('ja_JP')).toBe('ja');
    expect(catalogueCodeFor('en-US')).toBe('en');
    expect(catalogueCodeFor('fr-FR')).toBe('fr');
    expect(catalogueCodeFor('nb-NO')).toBe('no');
    expect(catalogueCodeFor('fi-FI')).toBe('fi');
    expect(catalogueCodeFor('de-DE')).toBe('de');
    expect(catalogueCodeFor('tr-TR')).toBe('tr');
    expect(catalogueCodeFor('es-ES')).toBe('es');
    expect(catalogueCodeFor('pt-PT')).toBe('pt');
    expect(catalogueCodeFor('pl-PL')).toBe('pl');
  });

  it('maps regional tags to the region languages', () => {
    expect(catalogueCodeFor('fr-CA')).toBe('caf');
    expect(catalogueCodeFor('en_CA')).toBe('ca');
    expect(catalogueCodeFor('en-NZ')).toBe('nz');
    expect(catalogueCodeFor('en-IN')).toBe('inen');
    expect(catalogueCodeFor('es-CL')).toBe('cl');
    expect(catalogueCodeFor('es-PE')).toBe('pe');
    expect(catalogueCodeFor('pt-BR')).toBe('br');
    expect(catalogueCodeFor('fil-PH')).toBe('tl');
    expect(catalogueCodeFor('es-419')).toBe('es');
  });

  it('prefers a supported region language of the market', () => {
    expect(catalogueCodeFor('fr', 'caf')).toBe('caf');
    expect(catalogueCodeFor('en', 'inen')).toBe('inen');
    expect(catalogueCodeFor('pt', 'br')).toBe('br');
    expect(catalogueCodeFor('fi', 'xx')).toBe('fi');
    expect(catalogueCodeFor('fi', null)).toBe('fi');
    expect(catalogueCodeFor('fi', '')).toBe('fi');
  });

  it('falls back to English for unknown codes', () => {
    expect(catalogueCodeFor('sv')).toBe('en');
    expect(catalogueCodeFor('xx-YY')).toBe('en');
    expect(catalogueCodeFor('')).toBe('en');
    expect(catalogueCodeFor('sv', 'xx')).toBe('en');
  });
});

describe('dateLocaleFor', () => {
  it('is the page language with the market region', () => {
    expect(dateLocaleFor('en', 'fi-FI')).toBe('en-FI');
    expect(dateLocaleFor('fi', 'fi-FI')).toBe('fi-FI');
    expect(dateLocaleFor('caf', 'fr-CA')).toBe('fr-CA');
    expect(dateLocaleFor('en', 'en-US')).toBe('en-GB');
    expect(dateLocaleFor('en', 'en-US', 'USD')).toBe('en-US');
    expect(dateLocaleFor('fi', 'en-US', 'EUR')).toBe('fi');
    const date = new Date('2026-11-26T10:05:00Z');
    expect(date.toLocaleString(dateLocaleFor('en', 'fi-FI'), { timeZone: 'UTC' })).not.toContain('klo');
    expect(date.toLocaleString(dateLocaleFor('fi', 'fi-FI'), { timeZone: 'UTC' })).toContain('klo');
  });
});
