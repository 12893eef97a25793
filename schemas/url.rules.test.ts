import { describe, expect, it } from 'vitest';
import { absoluteUrlRule, linkRule, pathRule } from './url.rules.ts';

describe('absoluteUrlRule (spec 1 §5: a site URL must start with http)', () => {
  it('takes http and https URLs with a host', () => {
    for (const url of ['https://example.com', 'http://example.com/a?b=c#d', 'https://mga.org.mt/licensee/1'])
      expect(absoluteUrlRule(url)).toBe(true);
    expect(absoluteUrlRule(undefined)).toBe(true);
  });

  it('rejects anything else', () => {
    for (const url of [
      'www.example.com',
      '/terms',
      'ftp://example.com',
      'https://',
      'javascript:alert(1)',
      '',
    ])
      expect(absoluteUrlRule(url)).toBe(
        'Must be an absolute URL starting with http, e.g. "https://example.com"',
      );
  });
});

describe('linkRule', () => {
  it('takes site paths, hashes and http URLs', () => {
    for (const url of ['/', '/promotions/casino', '#login', 'https://help.example.com'])
      expect(linkRule(url)).toBe(true);
  });

  it('rejects protocol-relative, script and bare links', () => {
    for (const url of ['//evil.example.com', 'javascript:alert(1)', 'promotions', '# login'])
      expect(linkRule(url)).toMatch(/^Must be a path such as "\/promotions"/);
  });
});

describe('pathRule', () => {
  it('takes lower-case paths without the locale', () => {
    for (const path of ['/', '/online-casino', '/promotions/casino/tag/free-spins', '/401'])
      expect(pathRule(path)).toBe(true);
  });

  it('rejects the locale prefix, queries and missing slashes', () => {
    expect(pathRule('/en-un/online-casino')).toMatch(/Leave out the locale prefix/);
    expect(pathRule('/fi-FI')).toMatch(/Leave out the locale prefix/);
    for (const path of ['online-casino', '/online-casino?x=1', '/Online-Casino', '/a//b'])
      expect(pathRule(path)).toMatch(/lower-case path/);
  });
});
