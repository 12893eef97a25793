import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { CATALOGUES, SUPPORTED_LANGUAGES, catalogueFor, hasCatalogue, translatorFor } from './catalogues.ts';
import type { MessageId } from './index.ts';
import { SAME_AS_ENGLISH } from './sameAsEnglish.ts';

const localesDir = new URL('../locales/', import.meta.url);
/** Read from disk (not the module graph) so keys added to English mid-run are seen. */
function readCatalogue(code: string): Record<string, string> {
  return JSON.parse(readFileSync(new URL(`${code}/default.json`, localesDir), 'utf8')) as Record<
    string,
    string
  >;
}
const en = readCatalogue('en');
const translated = SUPPORTED_LANGUAGES.filter((code) => code !== 'en');

/** The arguments of an ICU message as `name:type`, nested plural/select branches included. */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        found.add(`${element.value}:${TYPE[element.type]}`);
        break;
      case TYPE.plural:
      case TYPE.select:
        found.add(`${element.value}:${TYPE[element.type]}`);
        for (const option of Object.values(element.options)) argumentsOf(option.value, found);
        break;
      case TYPE.tag:
        found.add(`<${element.value}>`);
        argumentsOf(element.children, found);
        break;
      default:
        break;
    }
  }
  return found;
}

const placeholders = (message: string) => [...argumentsOf(parse(message))].sort();

describe('catalogue files', () => {
  it('exist for exactly the 18 site languages', () => {
    const dirs = readdirSync(localesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(dirs.sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    for (const code of SUPPORTED_LANGUAGES) expect(hasCatalogue(code)).toBe(true);
    expect(hasCatalogue('sv')).toBe(false);
  });

  it('English messages are valid ICU', () => {
    for (const [id, message] of Object.entries(en)) expect(() => parse(message), id).not.toThrow();
  });

  it.each(translated)('%s has exactly the ids of English', (code) => {
    const catalogue = readCatalogue(code);
    const ids = new Set(Object.keys(catalogue));
    expect(
      Object.keys(en).filter((id) => !ids.has(id)),
      'missing',
    ).toEqual([]);
    expect(
      [...ids].filter((id) => !(id in en)),
      'extra',
    ).toEqual([]);
  });

  it.each(translated)('%s keeps the ICU placeholders of English and is translated text', (code) => {
    const catalogue = readCatalogue(code);
    for (const [id, message] of Object.entries(catalogue)) {
      expect(message.trim(), `${code} ${id}`).not.toBe('');
      expect(placeholders(message), `${code} ${id}`).toEqual(placeholders(en[id] ?? ''));
    }
  });

  it.each(Object.keys(SAME_AS_ENGLISH))(
    '%s leaves no message in English but the listed cognates and placeholders',
    (code) => {
      const catalogue = readCatalogue(code);
      const allowed = new Set(SAME_AS_ENGLISH[code]);
      const english = Object.keys(en).filter((id) => catalogue[id] === en[id] && !allowed.has(id));
      expect(english, `${code}: translate these, or list them in sameAsEnglish.ts`).toEqual([]);
      const stale = [...allowed].filter((id) => catalogue[id] !== en[id]);
      expect(stale, `${code}: no longer the same as English, drop from sameAsEnglish.ts`).toEqual([]);
    },
  );

  it('lists every translated language in sameAsEnglish.ts', () => {
    const regionalEnglish = new Set(['ca', 'nz', 'inen']);
    expect(Object.keys(SAME_AS_ENGLISH).sort()).toEqual(
      translated.filter((c) => !regionalEnglish.has(c)).sort(),
    );
  });

  it('a non-English catalogue is really translated', () => {
    const regionalEnglish = new Set(['ca', 'nz', 'inen']);
    for (const code of translated.filter((c) => !regionalEnglish.has(c))) {
      const catalogue = readCatalogue(code);
      const same = Object.keys(en).filter((id) => catalogue[id] === en[id]);
      expect(same.length, `${code} untranslated: ${same.join(', ')}`).toBeLessThan(
        Object.keys(en).length / 2,
      );
    }
  });
});

describe('catalogueFor and translatorFor', () => {
  it('return every id of a site language', () => {
    for (const code of SUPPORTED_LANGUAGES) {
      expect(Object.keys(catalogueFor(code)).sort()).toEqual(Object.keys(en).sort());
      expect(catalogueFor(code)).toMatchObject(CATALOGUES[code]);
    }
  });

  it('give English for an unknown code and map tags', () => {
    expect(catalogueFor('sv')).toEqual(CATALOGUES.en);
    expect(catalogueFor('fi-FI')).toEqual(catalogueFor('fi'));
  });

  it('format every message of every catalogue with the English arguments', () => {
    for (const code of SUPPORTED_LANGUAGES) {
      const { t, language } = translatorFor(code);
      expect(language).toBe(code);
      for (const id of Object.keys(CATALOGUES[code]) as MessageId[]) {
        const values = Object.fromEntries(
          placeholders(en[id] ?? '').map((entry) => {
            const [name, type] = entry.split(':') as [string, string];
            return [name, type === 'date' || type === 'time' ? new Date(0) : 2];
          }),
        );
        expect(t(id, values), `${code} ${id}`).not.toMatch(/[{}]/);
      }
    }
    expect(translatorFor('fi').t('home.title', { brand: 'Kestrel Bet' })).toBe(
      'Tervetuloa, tässä Kestrel Bet',
    );
    expect(translatorFor('de-DE').t('nav.skip')).toBe('Zum Inhalt springen');
    expect(translatorFor('sv').t('nav.skip')).toBe('Skip to content');
  });
});
