import { describe, expect, it } from 'vitest';
import { contentPath } from './contentPath.ts';

describe('contentPath', () => {
  it('keys paths without query, hash, repeated or trailing slashes', () => {
    expect(contentPath('/online-casino/')).toBe('/online-casino');
    expect(contentPath('online-casino?x=1#top')).toBe('/online-casino');
    expect(contentPath('//promotions//summer/')).toBe('/promotions/summer');
    expect(contentPath('/')).toBe('/');
    expect(contentPath('')).toBe('/');
  });
});
