import { describe, expect, it } from 'vitest';
import { afterLoginPath, safeSitePath } from './afterLogin.ts';

describe('afterLoginPath (spec 1 §2 "After login")', () => {
  it('goes to the requested redirect path first', () => {
    expect(
      afterLoginPath({ redirect: '/my-account/banking', storedRedirect: '/promotions', termsPending: true }),
    ).toBe('/my-account/banking');
  });

  it('else to the stored redirect page', () => {
    expect(afterLoginPath({ storedRedirect: '/promotions', termsPending: true, currentPath: '/x' })).toBe(
      '/promotions',
    );
  });

  it('else to the terms page when newer terms are pending', () => {
    expect(afterLoginPath({ termsPending: true, currentPath: '/online-casino' })).toBe(
      '/accept-terms-condition',
    );
  });

  it('else stays on the page the login was opened on, or goes home', () => {
    expect(afterLoginPath({ termsPending: false, currentPath: '/online-casino?x=1' })).toBe(
      '/online-casino?x=1',
    );
    expect(afterLoginPath({ termsPending: false })).toBe('/');
  });

  it.each([
    '/401?redirect=%2Fx',
    '/signup',
    '/signup/pnp',
    '/reset-password',
    '/closed-account',
    '/restricted',
  ])('replaces %s by the root', (path) => {
    expect(afterLoginPath({ termsPending: false, currentPath: path })).toBe('/');
    expect(afterLoginPath({ termsPending: false, redirect: path })).toBe('/');
  });

  it('keeps a bonus code in the query string', () => {
    expect(
      afterLoginPath({ redirect: '/my-account/bonus-code', termsPending: false, bonusCode: 'WELCOME' }),
    ).toBe('/my-account/bonus-code?bonusCode=WELCOME');
    expect(afterLoginPath({ termsPending: false, currentPath: '/?a=1', bonusCode: 'X 1' })).toBe(
      '/?a=1&bonusCode=X+1',
    );
  });

  it('ignores redirects that leave the site', () => {
    for (const bad of ['https://evil.test/', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)', 'x']) {
      expect(safeSitePath(bad)).toBeNull();
      expect(afterLoginPath({ redirect: bad, termsPending: false, currentPath: '/promotions' })).toBe(
        '/promotions',
      );
    }
  });
});
