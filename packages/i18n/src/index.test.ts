import { describe, expect, it } from 'vitest';
import en from '../locales/en/default.json' with { type: 'json' };
import fi from '../locales/fi/default.json' with { type: 'json' };
import { createTranslator, type MessageId } from './index.ts';

const DEFAULT_MESSAGES = en;

describe('createTranslator', () => {
  it('formats named placeholders in the player language with its messages', () => {
    expect(createTranslator('fi', fi).t('home.title', { brand: 'Kestrel Bet' })).toBe(
      'Tervetuloa, tässä Kestrel Bet',
    );
    expect(createTranslator('en', en).t('home.title', { brand: 'Aurora' })).toBe('Welcome to Aurora');
  });

  it('bundles no catalogue: without messages or a fallback an id stays an id', () => {
    expect(createTranslator('fi').t('nav.skip')).toBe('nav.skip');
    expect(createTranslator('ja', {}, en).t('home.title', { brand: 'Aurora' })).toBe('Welcome to Aurora');
  });

  it('falls back to the fallback messages for an id missing from the messages, and to the id for an unknown id', () => {
    expect(createTranslator('fi', {}, en).t('nav.skip')).toBe('Skip to content');
    expect(createTranslator('fi', { 'nav.home': '{brand} etusivu' }, en).t('nav.skip')).toBe(
      'Skip to content',
    );
    expect(createTranslator('en', en, en).t('no.such.id' as MessageId)).toBe('no.such.id');
  });

  it('falls back when a translation is not valid ICU', () => {
    const t = createTranslator('fi', { 'home.title': 'Tervetuloa {brand' }, en);
    expect(t.t('home.title', { brand: 'Aurora' })).toBe('Welcome to Aurora');
  });

  it('never throws for missing values or odd languages', () => {
    expect(createTranslator('en', en, en).t('home.title')).toBe(DEFAULT_MESSAGES['home.title']);
    for (const language of ['caf', 'inen', 'tl', 'no', 'not a tag!', '']) {
      expect(createTranslator(language, {}, en).t('nav.skip')).toBe('Skip to content');
    }
  });

  it('prints a year as digits, without grouping', () => {
    expect(createTranslator('en', en).t('footer.rights', { year: 2025, brand: 'Aurora' })).toBe(
      '© 2025 Aurora. Play responsibly. 18+',
    );
  });

  it('formats plurals with the rules of the site language', () => {
    const messages = {
      'nav.skip': '{count, plural, one {# rzecz} few {# rzeczy} many {# rzeczy} other {# rzeczy}}',
    };
    const t = createTranslator('pl', messages).t as (id: string, values: Record<string, number>) => string;
    expect(t('nav.skip', { count: 1 })).toBe('1 rzecz');
    expect(t('nav.skip', { count: 5 })).toBe('5 rzeczy');
  });
});
