import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  CASINO_PROVIDERS,
  LIVE_CASINO_PROVIDERS,
  ROUTES,
  isRouteEnabled,
  matchPattern,
  matchRoute,
  pathSegments,
  pathTo,
  routeById,
  sportsbookPageType,
  type RouteId,
  type SiteRouteFlags,
} from './routes.ts';

const allFlags: SiteRouteFlags = {
  flags: { creedroomz: true, gameSlugs: true, signupCallback: true, termsPage: false, sportsbook: true },
  contentPaths: ['/about-us', 'contact-us'],
};

describe('route table (spec 1 §2, spec 2 §2, spec 3 §2)', () => {
  it('has unique ids and unique paths', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('lists every route of the three specs', () => {
    // Counted by hand: public 33 (14 site pages, /terms, 13 static pages, help centre, content
    // page, accept terms, restricted, maintenance), account 12 and the account details' 9 short
    // pages (issue 27), casino 13, live casino 7, generic play 1, sportsbook and virtuals 2.
    expect(ROUTES).toHaveLength(77);
    const paths = ROUTES.map((r) => r.path);
    for (const path of [
      '',
      'signup/callback',
      'promotions/:category/tag/:tagSlug',
      'terms',
      '401',
      '500',
      'accept-terms-condition',
      'restricted',
      'my-account/bonus-code',
      'my-account/banking/deposit',
      'my-account/account/phone',
      'my-account/account/login-history',
      'online-casino/play/trifecta/:id?',
      'live-casino-online/play/creedroomz/:id?',
      'play/:gameSlug',
      'sportsbook/:category?/:region?/:competition?/:event?',
      'virtuals',
    ]) {
      expect(paths).toContain(path);
    }
    for (const provider of CASINO_PROVIDERS) expect(paths).toContain(`online-casino/play/${provider}/:id?`);
    for (const provider of LIVE_CASINO_PROVIDERS)
      expect(paths).toContain(`live-casino-online/play/${provider}/:id?`);
  });

  it('registers flag-gated routes only with their flags', () => {
    expect(isRouteEnabled(routeById('terms'), { flags: {} })).toBe(true);
    expect(isRouteEnabled(routeById('terms'), { flags: { termsPage: true } })).toBe(false);
    for (const id of ['live-casino-play-creedroomz', 'casino-play-creedroomz']) {
      expect(isRouteEnabled(routeById(id), { flags: {} })).toBe(false);
      expect(isRouteEnabled(routeById(id), { flags: { creedroomz: true } })).toBe(true);
    }
    expect(isRouteEnabled(routeById('play'), { flags: {} })).toBe(false);
    expect(isRouteEnabled(routeById('signup-callback'), { flags: {} })).toBe(false);
    expect(isRouteEnabled(routeById('sportsbook'), { flags: {} })).toBe(false);
    expect(isRouteEnabled(routeById('virtuals'), { flags: { sportsbook: true } })).toBe(true);
    expect(matchRoute('/terms', { flags: { termsPage: true } })).toBeNull();
    expect(matchRoute('/play/book-of-dead', { flags: {} })).toBeNull();
  });
});

describe('matchPattern', () => {
  it('matches static, required, optional and splat segments', () => {
    expect(matchPattern('', [])).toEqual({});
    expect(matchPattern('online-casino/:id', ['online-casino', 'slots'])).toEqual({ id: 'slots' });
    expect(matchPattern('online-casino/:id', ['online-casino'])).toBeNull();
    expect(matchPattern('online-casino/play/relax/:id?', ['online-casino', 'play', 'relax'])).toEqual({
      id: undefined,
    });
    expect(matchPattern('sportsbook/:a?/:b?', ['sportsbook', 'football'])).toEqual({
      a: 'football',
      b: undefined,
    });
    expect(matchPattern('sportsbook/:a?', ['sportsbook', 'x', 'y'])).toBeNull();
    expect(matchPattern('*', ['a', 'b'])).toEqual({ '*': 'a/b' });
    expect(matchPattern('promo/:slug', ['promo', 'a%20b'])).toEqual({ slug: 'a b' });
  });

  it('drops query and hash when splitting', () => {
    expect(pathSegments('/my-account/banking?x=1#login')).toEqual(['my-account', 'banking']);
    expect(pathSegments('/')).toEqual([]);
    expect(pathSegments('')).toEqual([]);
  });
});

describe('matchRoute', () => {
  it('prefers static segments over params', () => {
    expect(matchRoute('/online-casino/slots', allFlags)?.route.id).toBe('casino-category');
    expect(matchRoute('/promotions/casino/tag/new', allFlags)?.route.id).toBe('promotions-tag');
    expect(matchRoute('/promotions/casino/welcome', allFlags)?.route.id).toBe('promotion');
    expect(matchRoute('/signup/pnp', allFlags)?.route.id).toBe('signup-pnp');
    expect(matchRoute('/', allFlags)?.route.id).toBe('home');
    expect(matchRoute('', allFlags)?.route.id).toBe('home');
  });

  it('matches content-defined pages only when the content lists them', () => {
    expect(matchRoute('/about-us', allFlags)?.route.id).toBe('content-page');
    expect(matchRoute('/contact-us', allFlags)?.route.id).toBe('content-page');
    expect(matchRoute('/nowhere', allFlags)).toBeNull();
    expect(matchRoute('/promotions', { ...allFlags, contentPaths: ['/promotions'] })?.route.id).toBe(
      'promotions',
    );
  });

  it('returns null for unknown paths', () => {
    expect(matchRoute('/online-casino/play/unknown/1', allFlags)).toBeNull();
    expect(matchRoute('/my-account', allFlags)).toBeNull();
  });

  it('reads the sportsbook page type from the category', () => {
    expect(matchRoute('/sportsbook/live', allFlags)?.params).toMatchObject({ category: 'live' });
    expect(sportsbookPageType({ category: 'live' })).toBe('live-betting');
    expect(sportsbookPageType({ category: 'bet-history' })).toBe('bet-history');
    expect(sportsbookPageType({ category: 'football' })).toBe('sport-base');
    expect(sportsbookPageType({})).toBe('sport-base');
  });
});

describe('pathTo: a route’s path from the table', () => {
  it('builds the path of a route without params', () => {
    expect(pathTo('home')).toBe('/');
    expect(pathTo('banking-deposit')).toBe('/my-account/banking/deposit');
    expect(pathTo('account-verification')).toBe('/my-account/account/verification');
    expect(pathTo('error-401')).toBe('/401');
    expect(pathTo('terms_and_conditions')).toBe('/terms_and_conditions');
  });

  it('fills required and optional params, encoded, and drops a missing optional one', () => {
    expect(pathTo('casino-category', { id: 'table games' })).toBe('/online-casino/table%20games');
    expect(pathTo('casino-play-relax', { id: 'book-of-x' })).toBe('/online-casino/play/relax/book-of-x');
    expect(pathTo('casino-play-relax')).toBe('/online-casino/play/relax');
    expect(pathTo('help-centre', { section: 'payments' })).toBe('/help-centre/payments');
    expect(pathTo('content-page', { '*': '/about/us' })).toBe('/about/us');
  });

  it('matches back to the same route for every id', () => {
    const flags: SiteRouteFlags = { ...allFlags, flags: { ...allFlags.flags, termsPage: false } };
    for (const definition of ROUTES) {
      if (definition.requires.contentDefined) continue;
      const params = Object.fromEntries(
        pathSegments(definition.path)
          .filter((part) => part.startsWith(':') && !part.endsWith('?'))
          .map((part) => [part.slice(1), 'x']),
      );
      const path = (pathTo as (id: string, params: object) => string)(definition.id, params);
      expect(matchRoute(path, flags)?.route.id, definition.id).toBe(definition.id);
    }
  });

  it('checks ids and params by type', () => {
    // @ts-expect-error an unknown id
    expect(() => pathTo('nowhere')).toThrow();
    // @ts-expect-error a required param missing
    expect(() => pathTo('casino-category')).toThrow('needs :id');
    expectTypeOf<RouteId>().toExtend<string>();
    expectTypeOf<'banking-deposit' | 'casino-play-relax' | 'error-401'>().toExtend<RouteId>();
  });
});
