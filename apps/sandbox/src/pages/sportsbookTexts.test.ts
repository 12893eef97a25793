/**
 * The sportsbook frame's words (pages/sportsbookTexts.ts): every language in the table has every
 * English key and Finnish's refusal codes, no empty text and the English placeholders, `{name}`
 * for `{name}`; a language without words reads English.
 */
import { describe, expect, it } from 'vitest';
import { en } from './sportsbookTextsEn.ts';
import { SPORTSBOOK_TEXT_LANGUAGES, sportsbookTexts } from './sportsbookTexts.ts';

/** Every text of a tree of words by its dotted key. */
function flatten(tree: object, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') texts.set(`${prefix}${key}`, value);
    else for (const entry of flatten(value as object, `${prefix}${key}.`)) texts.set(...entry);
  }
  return texts;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const REFUSALS = 'script.refusals.';

describe('the sportsbook frame’s words', () => {
  const english = flatten(en);

  it.each(SPORTSBOOK_TEXT_LANGUAGES.filter((language) => language !== 'en'))(
    'has every text in %s, none empty, with the English placeholders',
    (language) => {
      const texts = flatten(sportsbookTexts(language).texts);
      // The refusals have no English text (they come in English): the same codes as Finnish's.
      expect([...texts.keys()].filter((key) => !key.startsWith(REFUSALS)).sort()).toEqual(
        [...english.keys()].sort(),
      );
      expect(Object.keys(sportsbookTexts(language).texts.script.refusals).sort()).toEqual(
        Object.keys(sportsbookTexts('fi').texts.script.refusals).sort(),
      );
      for (const [key, text] of texts) {
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        if (english.has(key)) {
          expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english.get(key)!));
        }
      }
    },
  );

  it('speaks English to a language it has no words for', () => {
    expect(sportsbookTexts('xx')).toEqual({ lang: 'en', texts: en });
    expect(sportsbookTexts('de').lang).toBe('de');
  });
});
