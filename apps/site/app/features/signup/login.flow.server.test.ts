/**
 * `signIn` (login.flow.server.ts: the login flow, then the session it opens) with a fake player
 * API; the real API is exercised end to end in e2e/shell.spec.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { PlayerApiError, type PlayerApiClient } from '@casino/player-api';
import type { AuthHolder } from '../../lib/auth.server.ts';
import { createSessionStorage, ID_TOKEN_MAX_LENGTH, sessionTokens } from '../../lib/session.server.ts';
import { LOGIN_PASSWORD_TOO_LONG, loginFormFailure, signIn } from './login.flow.server.ts';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const HOUR = 3_600_000;
const storage = createSessionStorage({ secret: 's'.repeat(40), secure: false });

const access = {
  riskPayout: false,
  multibrandSuspended: false,
  hasCasinoAccess: true,
  hasLiveCasinoAccess: true,
  hasSportsbookAccess: false,
  manualClaimAllowed: true,
  depositAllowed: true,
};
const profile = {
  playerId: 'p1',
  firstName: 'Paula',
  currencyCode: 'EUR',
  countryCode: 'FI',
  termsAndConditionsAcceptedVersion: 2,
};

function fakeApi(overrides: Partial<Record<keyof PlayerApiClient, (...args: never[]) => unknown>> = {}) {
  const api = {
    accessDetails: vi.fn(async () => access),
    playerProfile: vi.fn(async () => profile),
    signOut: vi.fn(async () => undefined),
    refreshSession: vi.fn(async () => ({
      idToken: 'id.n.w',
      accessToken: 'acc2',
      refreshToken: 'ref2',
      lastAuth: null,
    })),
    currentSession: vi.fn(async () => ({ accessTokenExpiresAt: new Date(NOW + 2 * HOUR).toISOString() })),
    ...overrides,
  };
  return api as unknown as PlayerApiClient & typeof api;
}

describe('signIn', () => {
  it('stores the tokens and the access-token expiry on success', async () => {
    const api = fakeApi({
      signIn: async () => ({ idToken: 'id.a.b', accessToken: 'a', refreshToken: 'r', lastAuth: null }),
    });
    const session = await storage.getSession(null);
    session.set('redirect', '/old');
    const auth: AuthHolder = { tokens: undefined, lost: false };
    const result = await signIn({
      session,
      auth,
      playerApi: api,
      email: 'p@x.test',
      password: 'pw',
      now: NOW,
    });
    expect(result).toEqual({ ok: true, firstLogin: false });
    expect(sessionTokens(session)).toEqual({
      idToken: 'id.a.b',
      accessToken: 'a',
      refreshToken: 'r',
      accessTokenExpiresAt: NOW + 2 * HOUR,
    });
    expect(session.get('lastActiveAt')).toBe(NOW);
  });

  it('classifies a refused sign-in by its message (spec 1 §8) and stores nothing', async () => {
    const api = fakeApi({
      signIn: async () => {
        throw new PlayerApiError(
          400,
          'error.login.exclusion_in_progress',
          'Self exclusion in progress for 180 days',
        );
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const session = await storage.getSession(null);
    const result = await signIn({
      session,
      auth: { tokens: undefined, lost: false },
      playerApi: api,
      email: 'p@x.test',
      password: 'pw',
      now: NOW,
    });
    warn.mockRestore();
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'exclusionInProgress', uiKey: 'blacklisted', remainingDays: 180 },
    });
    expect(sessionTokens(session)).toBeNull();
  });
});

describe('tokens the site cannot keep (a player with 1 MB names got a 3.7 MB id token)', () => {
  /** A JWT-shaped id token of `length` characters. */
  const jwtOf = (length: number) => `eyJhbGciOiJSUzI1NiJ9.${'a'.repeat(length - 64)}.${'s'.repeat(42)}`;
  const huge = jwtOf(3_700_000);
  /** The real player API refuses a request whose Authorization header passes Node's 16 KB limit. */
  const headerTooLarge = async () => {
    throw new PlayerApiError(431, 'error.api.invalid_response', 'Request Header Fields Too Large');
  };
  /** Everything logged, to check that no token is. */
  function captureLogs() {
    const spies = (['log', 'info', 'warn', 'error'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(() => {}),
    );
    return {
      text: () => spies.flatMap((spy) => spy.mock.calls.flat().map(String)).join('\n'),
      restore: () => spies.forEach((spy) => spy.mockRestore()),
    };
  }

  it.each([
    ['3.7 MB', huge],
    ['just over the cookie', jwtOf(ID_TOKEN_MAX_LENGTH + 1)],
    ['not a JWT', 'not a jwt at all'],
  ])(
    'a sign-in answering an id token %s fails with the generic error, storing and logging no token',
    async (_, idToken) => {
      const api = fakeApi({
        signIn: async () => ({ idToken, accessToken: 'a.b.c', refreshToken: 'r', lastAuth: null }),
        currentSession: vi.fn(headerTooLarge),
      });
      const logs = captureLogs();
      const session = await storage.getSession(null);
      const auth: AuthHolder = { tokens: undefined, lost: false };
      const result = await signIn({
        session,
        auth,
        playerApi: api,
        email: 'p@x.test',
        password: 'pw',
        now: NOW,
      });
      logs.restore();
      expect(result).toMatchObject({
        ok: false,
        error: { messageId: 'error.system.error', uiKey: 'unauthorized' },
      });
      expect(api.currentSession).not.toHaveBeenCalled();
      expect(auth.tokens).toBeUndefined();
      expect(sessionTokens(session)).toBeNull();
      expect(logs.text()).not.toContain(idToken.slice(0, 40));
      // The session still commits: the login answers the popup's error, not a 500.
      const cookies = await storage.commitSession(session);
      expect(cookies.every((cookie) => cookie.length < 4096)).toBe(true);
    },
  );

  it('the largest id token the site keeps signs in and fits its cookie', async () => {
    const idToken = jwtOf(ID_TOKEN_MAX_LENGTH);
    const api = fakeApi({
      signIn: async () => ({ idToken, accessToken: 'a.b.c', refreshToken: 'r', lastAuth: null }),
    });
    const session = await storage.getSession(null);
    const result = await signIn({
      session,
      auth: { tokens: undefined, lost: false },
      playerApi: api,
      email: 'p@x.test',
      password: 'pw',
      now: NOW,
    });
    expect(result).toEqual({ ok: true, firstLogin: false });
    const cookies = await storage.commitSession(session);
    for (const cookie of cookies) expect(cookie.split(';')[0]!.length).toBeLessThan(4096);
    const again = await storage.getSession(cookies.map((cookie) => cookie.split(';')[0]).join('; '));
    expect(sessionTokens(again)?.idToken).toBe(idToken);
  });
});

describe('loginFormFailure', () => {
  it('answers a password longer than any account has as the wrong password', () => {
    expect(loginFormFailure({ password: LOGIN_PASSWORD_TOO_LONG })).toMatchObject({ uiKey: 'unauthorized' });
  });

  it('shows the first problem on its field, with the popup’s own message', () => {
    expect(loginFormFailure({ email: 'login.error.email', password: 'login.error.password' })).toEqual({
      messageId: 'login.error.email',
      field: 'email',
    });
    expect(loginFormFailure({ bonusCode: 'Invalid string' })).toEqual({
      messageId: 'login.error.email',
      field: 'email',
    });
  });
});
