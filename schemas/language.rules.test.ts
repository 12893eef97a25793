import { describe, expect, it } from 'vitest';
import { languageCodeRule } from './language.rules.ts';

describe('languageCodeRule', () => {
  it('takes two lower-case letters', () => {
    for (const code of ['en', 'fi', 'no']) expect(languageCodeRule(code)).toBe(true);
    expect(languageCodeRule(undefined)).toBe(true);
  });

  it('rejects anything else with a message an editor can act on', () => {
    for (const code of ['EN', 'eng', 'e', 'en-GB', '']) {
      expect(languageCodeRule(code)).toBe('Must be two lower-case letters, e.g. "fi"');
    }
  });
});
