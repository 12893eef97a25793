import { describe, expect, it } from 'vitest';
import { foldSearchText, gameSearchTier, rankBySearch, searchWords, withinOneEdit } from './gameSearch.ts';

describe('withinOneEdit', () => {
  it('accepts one letter changed, added, taken away, or two neighbours swapped', () => {
    expect(withinOneEdit('ravens', 'ravens')).toBe(true);
    expect(withinOneEdit('rovens', 'ravens')).toBe(true);
    expect(withinOneEdit('ravns', 'ravens')).toBe(true);
    expect(withinOneEdit('raveens', 'ravens')).toBe(true);
    expect(withinOneEdit('raevns', 'ravens')).toBe(true);
    expect(withinOneEdit('ravens', 'ravesn')).toBe(true);
  });
  it('refuses two edits', () => {
    expect(withinOneEdit('rvns', 'ravens')).toBe(false);
    expect(withinOneEdit('rovenz', 'ravens')).toBe(false);
    expect(withinOneEdit('dade', 'dead')).toBe(false);
    expect(withinOneEdit('ab', 'ba ')).toBe(false);
  });
});

describe('folding', () => {
  it('ignores case and accents; words are runs of letters and digits', () => {
    expect(foldSearchText('Jättipotti ÅÄÖ')).toBe('jattipotti aao');
    expect(searchWords('Misty Ravens 1000 — Deluxe!')).toEqual(['misty', 'ravens', '1000', 'deluxe']);
  });
});

describe('gameSearchTier', () => {
  it('ranks the label start, then a word start, then a substring, then a near miss', () => {
    expect(gameSearchTier('Ravens of the North', 'rav')).toBe(0);
    expect(gameSearchTier('Misty Ravens', 'rav')).toBe(1);
    expect(gameSearchTier('Caravan of Embers', 'rav')).toBe(2);
    expect(gameSearchTier('Misty Ravens', 'ravns')).toBe(3);
    expect(gameSearchTier('Misty Ravens', 'raevns')).toBe(3);
  });
  it('finds what the spec finds: any case-insensitive substring, accents ignored', () => {
    expect(gameSearchTier('Book of Dead', 'of de')).toBe(1);
    expect(gameSearchTier('Book of Dead', 'OOK')).toBe(2);
    expect(gameSearchTier('Jättipotti Gold', 'jatti')).toBe(0);
  });
  it('forgives one typo per word of four letters or more, each word starting a label word', () => {
    expect(gameSearchTier('Book of Dead', 'bookk of dead')).toBe(3);
    expect(gameSearchTier('Book of Dead', 'dead boook')).toBe(3);
    // Still typing: the typo is judged against the start of the word.
    expect(gameSearchTier('Hollow Ravens Deluxe', 'delxu')).toBe(3);
    expect(gameSearchTier('Hollow Ravens Deluxe', 'dxlxu')).toBe(null);
    expect(gameSearchTier('Hollow Ravens Deluxe', 'dleu')).toBe(3);
  });
  it('gives short words no typo and refuses two typos', () => {
    expect(gameSearchTier('Misty Ravens', 'rvn')).toBe(null);
    expect(gameSearchTier('Misty Ravens', 'rvns')).toBe(null);
    expect(gameSearchTier('Book of Dead', 'Reactoonz')).toBe(null);
    expect(gameSearchTier(null, 'x')).toBe(null);
  });
  it('matches everything on an empty search', () => {
    expect(gameSearchTier('Anything', '   ')).toBe(0);
  });
});

describe('rankBySearch', () => {
  const labels = [
    'Burning Caravan',
    'Caravan of Embers',
    'Hidden Caravan',
    'Misty Ravens',
    'Moonlit Ravens',
    'Ravens of the North',
    'Money Train',
  ];
  const rank = (search: string) => rankBySearch(labels, search, (label) => label);
  it('puts word-start matches before substrings ("rav": the Ravens before any Caravan)', () => {
    expect(rank('rav')).toEqual([
      'Ravens of the North',
      'Misty Ravens',
      'Moonlit Ravens',
      'Burning Caravan',
      'Caravan of Embers',
      'Hidden Caravan',
    ]);
  });
  it('puts typo matches after every exact one, and keeps the given order within a tier', () => {
    expect(rank('ravnes')).toEqual(['Misty Ravens', 'Moonlit Ravens', 'Ravens of the North']);
    expect(rank('carvan')).toEqual(['Burning Caravan', 'Caravan of Embers', 'Hidden Caravan']);
  });
  it('keeps every item in order for an empty search, and drops non-matches', () => {
    expect(rank('')).toEqual(labels);
    expect(rank('zzzz')).toEqual([]);
  });
});
