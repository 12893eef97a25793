import { describe, expect, it } from 'vitest';
import en from '../locales/en/default.json' with { type: 'json' };
import fi from '../locales/fi/default.json' with { type: 'json' };
import de from '../locales/de/default.json' with { type: 'json' };
import { createTranslator, type MessageId } from './index.ts';

describe('createTranslator', () => {
  it('formats named placeholders in the player language', () => {
    expect(createTranslator('fi').t('home.title', { brand: 'Kestrel Bet' })).toBe(
      'Tervetuloa, tässä Kestrel Bet',
    );
    expect(createTranslator('en').t('home.title', { brand: 'Aurora' })).toBe('Welcome to Aurora');
  });

  it('falls back to English for a language without a catalogue, and to the id for an unknown id', () => {
    expect(createTranslator('ja').t('nav.skip')).toBe('Skip to content');
    expect(createTranslator('en').t('no.such.id' as MessageId)).toBe('no.such.id');
  });

  it('falls back to the default message when a translation is missing', () => {
    expect(createTranslator('fi', {}).t('nav.skip')).toBe('Skip to content');
  });

  it('has every English message in every catalogue', () => {
    for (const catalogue of [fi, de]) expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
  });
});
