import { describe, expect, it } from 'vitest';
import {
  countryCodeRule,
  localeMappingRule,
  marketIdRule,
  originCountryCodeRule,
  regionLanguageRule,
} from './market.rules.ts';

describe('market rules', () => {
  it('marketIdRule takes two upper-case letters, custom ids included', () => {
    for (const id of ['FI', 'UN', 'JJ', 'PP']) expect(marketIdRule(id)).toBe(true);
    for (const id of ['fi', 'FIN', 'F', 'F1', '']) expect(marketIdRule(id)).toMatch(/two upper-case letters/);
    expect(marketIdRule(undefined)).toBe(true); // presence is rule.required()'s job
  });

  it('countryCodeRule takes ISO alpha-2 codes', () => {
    expect(countryCodeRule('DE')).toBe(true);
    expect(countryCodeRule('de')).toMatch(/country code/);
    expect(countryCodeRule('DEU')).toMatch(/country code/);
  });

  it('originCountryCodeRule requires the country behind a custom market id', () => {
    expect(originCountryCodeRule(undefined, { document: { isCustomMarketId: true } })).toMatch(
      /custom market id/,
    );
    expect(originCountryCodeRule('', { document: { isCustomMarketId: true } })).toMatch(/custom market id/);
    expect(originCountryCodeRule(undefined, { document: { isCustomMarketId: false } })).toBe(true);
    expect(originCountryCodeRule(undefined, {})).toBe(true);
    expect(originCountryCodeRule('DE', { document: { isCustomMarketId: true } })).toBe(true);
    expect(originCountryCodeRule('Germany', { document: {} })).toMatch(/country code/);
  });

  it('localeMappingRule takes a language-COUNTRY locale', () => {
    for (const locale of ['fi-FI', 'nb-NO', 'ja_JP']) expect(localeMappingRule(locale)).toBe(true);
    for (const locale of ['fi', 'FI-fi', 'fi-FIN', 'fi FI'])
      expect(localeMappingRule(locale)).toMatch(/locale/);
  });

  it('regionLanguageRule takes the custom language codes of spec 1 §9', () => {
    for (const code of ['br', 'pe', 'caf', 'inen']) expect(regionLanguageRule(code)).toBe(true);
    for (const code of ['b', 'BR', 'portuguese', 'pt-BR'])
      expect(regionLanguageRule(code)).toMatch(/lower-case/);
  });
});
