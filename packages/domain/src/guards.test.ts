import { describe, expect, it } from 'vitest';
import {
  guardPath,
  guardRoute,
  isIpv4InRange,
  localisedPath,
  type GuardResult,
  type GuardSession,
  type GuardState,
  type PlayerGuardFlags,
} from './guards.ts';
import {
  CASINO_PROVIDERS,
  LIVE_CASINO_PROVIDERS,
  ROUTES,
  routeById,
  type RouteDefinition,
} from './routes.ts';

/*
 * Expectations are written from the specs as explicit id lists, not read from the route table's
 * `requires` block, so a wrong requirement in routes.ts fails here.
 */
const CASINO_GAME_IDS = [...CASINO_PROVIDERS, 'creedroomz'].map((p) => `casino-play-${p}`);
const LIVE_TABLE_IDS = [...LIVE_CASINO_PROVIDERS, 'creedroomz'].map((p) => `live-casino-play-${p}`);
/** spec 1 §2 account routes, spec 2 §2, spec 3 §2 rewards area: authorised only. */
const AUTHORISED_ONLY = [
  'account',
  // The account details' short pages (issue 27), authorised like the page they split.
  'account-details',
  'account-phone',
  'account-address',
  'account-language',
  'account-password',
  'account-marketing',
  'account-cookies',
  'account-login-history',
  'account-activity',
  'account-verification',
  'banking',
  'banking-transactions',
  'banking-withdraw',
  'banking-deposit',
  'rewards',
  'rewards-active',
  'inbox',
  'inbox-notifications',
  'gambling-limits',
  'bonus-code',
];
/** Casino: needs casino access. */
const CASINO_IDS = ['casino-lobby', 'casino-category', ...CASINO_GAME_IDS];
const LIVE_IDS = ['live-casino-lobby', 'live-casino-category', ...LIVE_TABLE_IDS];
const SPORT_IDS = ['sportsbook', 'virtuals'];
/** Risk-payout and multibrand-suspended players are sent away from these. */
const BLOCKED_IDS = [
  'banking-deposit',
  'rewards',
  'rewards-active',
  'inbox',
  'inbox-notifications',
  'gambling-limits',
  'bonus-code',
  ...CASINO_IDS,
  ...LIVE_IDS,
  'play',
  ...SPORT_IDS,
];
const TERMS_EXEMPT = [...AUTHORISED_ONLY, 'accept-terms-condition', 'terms', 'terms_and_conditions'];

const plain: PlayerGuardFlags = {
  riskPayout: false,
  multibrandSuspended: false,
  casinoAccess: true,
  liveCasinoAccess: true,
  sportsbookAccess: true,
  manualClaimAllowed: true,
  termsPending: false,
};
const authorised = (overrides: Partial<PlayerGuardFlags> = {}): GuardSession => ({
  kind: 'authorised',
  player: { ...plain, ...overrides },
});

const PLAYER_STATES = {
  anonymous: { kind: 'anonymous' },
  authorised: authorised(),
  riskPayout: authorised({ riskPayout: true }),
  multibrandSuspended: authorised({ multibrandSuspended: true }),
  noCasinoAccess: authorised({ casinoAccess: false }),
  noLiveCasinoAccess: authorised({ liveCasinoAccess: false }),
  noSportsbookAccess: authorised({ sportsbookAccess: false }),
  manualClaimNotAllowed: authorised({ manualClaimAllowed: false }),
  termsPending: authorised({ termsPending: true }),
} satisfies Record<string, GuardSession>;
type PlayerStateName = keyof typeof PLAYER_STATES;

/** A concrete path for a pattern: params filled with sample values. */
const samplePath = (route: RouteDefinition): string =>
  route.id === 'content-page'
    ? '/about-us'
    : `/${route.path
        .split('/')
        .map((part) => (part.startsWith(':') ? `sample-${part.replace(/[:?]/g, '')}` : part))
        .join('/')}`;

const state = (path: string, session: GuardSession, overrides: Partial<GuardState> = {}): GuardState => ({
  site: {
    maintenance: false,
    flags: { creedroomz: true, gameSlugs: true, signupCallback: true, termsPage: false, sportsbook: true },
    contentPaths: ['/about-us'],
  },
  visitor: { restrictedCountry: false, restrictedIp: false },
  session,
  path,
  ...overrides,
});

const ALLOW: GuardResult = { kind: 'allow' };
const home = (reason: string) => ({ kind: 'redirect', to: '/', reason });

function expected(route: RouteDefinition, name: PlayerStateName, path: string): unknown {
  const id = route.id;
  if (id === 'maintenance') return home('not-in-maintenance');
  const back = encodeURIComponent(path);
  switch (name) {
    case 'anonymous':
      if (AUTHORISED_ONLY.includes(id))
        return { kind: 'redirect', to: `/401?redirect=${back}`, reason: 'not-authorised' };
      if (LIVE_TABLE_IDS.includes(id)) {
        return {
          kind: 'redirect',
          to: `/live-casino-online?redirect=${back}#login`,
          reason: 'login-required',
        };
      }
      return ALLOW;
    case 'authorised':
      return ALLOW;
    case 'riskPayout':
      return BLOCKED_IDS.includes(id) ? home('risk-payout') : ALLOW;
    case 'multibrandSuspended':
      return BLOCKED_IDS.includes(id) ? home('multibrand-suspended') : ALLOW;
    case 'noCasinoAccess':
      // `/play/:gameSlug` before its game is known still opens with live-casino access.
      return CASINO_IDS.includes(id) ? home('no-casino-access') : ALLOW;
    case 'noLiveCasinoAccess':
      return LIVE_IDS.includes(id) ? home('no-live-casino-access') : ALLOW;
    case 'noSportsbookAccess':
      return SPORT_IDS.includes(id) ? home('no-sportsbook-access') : ALLOW;
    case 'manualClaimNotAllowed':
      return id === 'bonus-code' ? home('manual-claim-not-allowed') : ALLOW;
    case 'termsPending':
      return TERMS_EXEMPT.includes(id)
        ? ALLOW
        : { kind: 'redirect', to: '/accept-terms-condition', reason: 'terms-pending' };
  }
}

const CASES = ROUTES.flatMap((route) =>
  (Object.keys(PLAYER_STATES) as PlayerStateName[]).map((name) => ({ route, name, path: samplePath(route) })),
);
const SESSIONS = Object.entries(PLAYER_STATES) as [PlayerStateName, GuardSession][];

describe('guard table: every route × every player state', () => {
  it('covers the whole table', () => {
    expect(CASES).toHaveLength(ROUTES.length * 9);
  });

  it.each(CASES.map((c) => [c.route.id, c.name, c] as const))(
    '%s as %s',
    (_id, _name, { route, name, path }) => {
      const result = guardPath(state(path, PLAYER_STATES[name]));
      expect(result.route?.id).toBe(route.id);
      expect({ ...guardRoute(route, state(path, PLAYER_STATES[name])) }).toEqual(expected(route, name, path));
    },
  );
});

describe('maintenance and restricted visitors: every route × every player state', () => {
  it.each(ROUTES.map((route) => [route.id, route] as const))('%s', (_id, route) => {
    const path = samplePath(route);
    for (const [name, session] of SESSIONS) {
      const base = state(path, session);
      const inMaintenance = guardRoute(route, { ...base, site: { ...base.site, maintenance: true } });
      expect(inMaintenance, `maintenance, ${name}`).toEqual(
        route.id === 'maintenance' ? ALLOW : { kind: 'redirect', to: '/maintenance', reason: 'maintenance' },
      );
      for (const visitor of [
        { restrictedCountry: true, restrictedIp: false },
        { restrictedCountry: false, restrictedIp: true },
      ]) {
        expect(guardRoute(route, { ...base, visitor }), `restricted, ${name}`).toEqual(
          route.id === 'restricted' ? ALLOW : { kind: 'redirect', to: '/restricted', reason: 'restricted' },
        );
        // Maintenance wins over restriction.
        expect(guardRoute(route, { ...base, visitor, site: { ...base.site, maintenance: true } })).toEqual(
          inMaintenance,
        );
      }
    }
  });
});

describe('guard precedence and edge cases', () => {
  it('answers not found for unknown and unregistered paths', () => {
    for (const [, session] of SESSIONS) {
      expect(guardPath(state('/nowhere', session))).toMatchObject({ kind: 'not-found' });
      expect(
        guardPath(state('/terms', session, { site: { maintenance: false, flags: { termsPage: true } } })),
      ).toMatchObject({ kind: 'not-found' });
      expect(
        guardPath(
          state('/live-casino-online/play/creedroomz/1', session, {
            site: { maintenance: false, flags: {} },
          }),
        ),
      ).toMatchObject({ kind: 'not-found' });
    }
    expect(guardRoute(null, state('/x', { kind: 'anonymous' }))).toEqual({ kind: 'not-found' });
  });

  it('sends a site without the sportsbook home from every sportsbook URL, after maintenance and restriction', () => {
    const off = { site: { maintenance: false, flags: { sportsbook: false } } };
    for (const [, session] of SESSIONS) {
      for (const path of ['/sportsbook', '/sportsbook/football/finland/fi-liiga/fi-liiga:1', '/virtuals']) {
        expect(guardPath(state(path, session, off))).toMatchObject(home('sportsbook-off'));
      }
      expect(guardPath(state('/nowhere', session, off))).toMatchObject({ kind: 'not-found' });
    }
    expect(
      guardPath(state('/virtuals', { kind: 'anonymous' }, { site: { maintenance: true, flags: {} } })),
    ).toMatchObject({ to: '/maintenance' });
  });

  it('pending terms win over every player block', () => {
    const session = authorised({ termsPending: true, riskPayout: true, casinoAccess: false });
    expect(guardPath(state('/online-casino', session))).toMatchObject({ to: '/accept-terms-condition' });
    expect(guardPath(state('/my-account/rewards', session))).toMatchObject(home('risk-payout'));
  });

  it('carries the query string in the access-error redirect', () => {
    expect(guardPath(state('/my-account/banking?tab=1', { kind: 'anonymous' }))).toMatchObject({
      to: '/401?redirect=%2Fmy-account%2Fbanking%3Ftab%3D1',
    });
    expect(guardPath(state('my-account/banking', { kind: 'anonymous' }))).toMatchObject({
      to: '/401?redirect=%2Fmy-account%2Fbanking',
    });
  });

  it('checks the generic game page against the loaded game type', () => {
    const casinoGame = { type: 'casino' as const };
    const liveGame = { type: 'live-casino' as const };
    const path = '/play/book-of-dead';
    expect(guardPath(state(path, authorised({ casinoAccess: false }), { game: casinoGame }))).toMatchObject(
      home('no-casino-access'),
    );
    expect(guardPath(state(path, authorised({ casinoAccess: false }), { game: liveGame })).kind).toBe(
      'allow',
    );
    expect(guardPath(state(path, authorised({ liveCasinoAccess: false }), { game: liveGame }))).toMatchObject(
      home('no-live-casino-access'),
    );
    expect(
      guardPath(state(path, authorised({ casinoAccess: false, liveCasinoAccess: false }))),
    ).toMatchObject(home('no-casino-access'));
    expect(guardPath(state(path, { kind: 'anonymous' }, { game: liveGame })).kind).toBe('allow');
  });

  it('redirects game pages whose game failed to load', () => {
    const failed = { type: 'casino' as const, loadFailed: true };
    for (const path of ['/play/x', '/online-casino/play/relax/1', '/live-casino-online/play/evolution/1']) {
      expect(guardPath(state(path, authorised(), { game: failed }))).toMatchObject(home('game-load-failed'));
    }
    expect(
      guardPath(state('/online-casino/play/relax/1', { kind: 'anonymous' }, { game: failed })),
    ).toMatchObject(home('game-load-failed'));
    expect(guardPath(state('/online-casino', authorised(), { game: failed })).kind).toBe('allow');
  });

  it('redirects a signed-in player opening a live game through the casino game route', () => {
    const live = { type: 'live-casino' as const };
    expect(guardPath(state('/online-casino/play/evolution/1', authorised(), { game: live }))).toMatchObject(
      home('live-game-on-casino-route'),
    );
    expect(
      guardPath(state('/online-casino/play/evolution/1', { kind: 'anonymous' }, { game: live })).kind,
    ).toBe('allow');
    expect(guardPath(state('/live-casino-online/play/evolution/1', authorised(), { game: live })).kind).toBe(
      'allow',
    );
  });

  it('sends /maintenance home when maintenance is off', () => {
    expect(guardPath(state('/maintenance', authorised()))).toMatchObject(home('not-in-maintenance'));
  });
});

describe('localisedPath', () => {
  it('prefixes guard targets with the locale segment', () => {
    expect(localisedPath('en-UN', '/')).toBe('/en-UN');
    expect(localisedPath('en-UN', '/401?redirect=%2Fx')).toBe('/en-UN/401?redirect=%2Fx');
    expect(localisedPath('fi-FI', '/accept-terms-condition')).toBe('/fi-FI/accept-terms-condition');
  });
});

describe('isIpv4InRange', () => {
  it('checks inclusive IPv4 ranges', () => {
    expect(isIpv4InRange('10.0.0.5', '10.0.0.1', '10.0.0.10')).toBe(true);
    expect(isIpv4InRange('10.0.0.1', '10.0.0.1', '10.0.0.10')).toBe(true);
    expect(isIpv4InRange('10.0.0.10', '10.0.0.1', '10.0.0.10')).toBe(true);
    expect(isIpv4InRange('10.0.1.0', '10.0.0.1', '10.0.0.10')).toBe(false);
    expect(isIpv4InRange('256.0.0.1', '0.0.0.0', '255.255.255.255')).toBe(false);
    expect(isIpv4InRange('2001:db8::1', '0.0.0.0', '255.255.255.255')).toBe(false);
    // The IPv6 loopback and IPv4-mapped addresses are read as their IPv4 addresses.
    expect(isIpv4InRange('::1', '127.0.0.0', '127.255.255.255')).toBe(true);
    expect(isIpv4InRange('::ffff:10.0.0.5', '10.0.0.1', '10.0.0.10')).toBe(true);
  });
});

it('looks routes up by id', () => {
  expect(routeById('bonus-code').path).toBe('my-account/bonus-code');
  expect(() => routeById('nope')).toThrow();
});
