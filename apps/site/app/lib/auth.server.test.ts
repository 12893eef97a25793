/**
 * The session check of auth.server.ts with a fake player API (the module's only
 * collaborator); the real API is exercised end to end in e2e/shell.spec.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { PlayerApiError, type PlayerApiClient } from '@casino/player-api';
import {
  REFRESH_MARGIN_MS,
  checkSession,
  watchSessionLoss,
  type AuthHolder,
  type SessionCheckInput,
} from './auth.server.ts';
import { createSessionStorage, sessionTokens, type PlayerSession } from './session.server.ts';

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
const tokens = {
  idToken: 'id.t.k',
  accessToken: 'acc',
  refreshToken: 'ref',
  accessTokenExpiresAt: NOW + HOUR,
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

async function sessionWith(
  data: Partial<{ tokens: typeof tokens; lastActiveAt: number }>,
): Promise<PlayerSession> {
  const session = await storage.getSession(null);
  if (data.tokens) session.set('tokens', data.tokens);
  if (data.lastActiveAt !== undefined) session.set('lastActiveAt', data.lastActiveAt);
  return session;
}

function input(session: PlayerSession, api: PlayerApiClient, extra: Partial<SessionCheckInput> = {}) {
  const auth: AuthHolder = { tokens: undefined, lost: false };
  return {
    auth,
    input: {
      session,
      auth,
      playerApi: api,
      now: NOW,
      idleMs: 30 * 60_000,
      latestTermsVersion: async () => 2,
      ...extra,
    } satisfies SessionCheckInput,
  };
}

describe('checkSession (spec 1 §4 "Session check")', () => {
  it('is anonymous without tokens, and calls nothing', async () => {
    const api = fakeApi();
    const { input: i } = input(await storage.getSession(null), api);
    expect(await checkSession(i)).toEqual({ kind: 'anonymous' });
    expect(api.accessDetails).not.toHaveBeenCalled();
  });

  it('is authorised with the gating flags and the terms state', async () => {
    const api = fakeApi();
    const session = await sessionWith({ tokens, lastActiveAt: NOW - 1000 });
    const { input: i, auth } = input(session, api, { latestTermsVersion: async () => 3 });
    const result = await checkSession(i);
    expect(result).toMatchObject({
      kind: 'authorised',
      player: {
        firstName: 'Paula',
        acceptedTermsVersion: 2,
        flags: { casinoAccess: true, sportsbookAccess: false, manualClaimAllowed: true, termsPending: true },
      },
    });
    expect(auth.tokens).toEqual(tokens);
    expect(api.refreshSession).not.toHaveBeenCalled();
  });

  it('logs an idle player out after the threshold, ending the API session', async () => {
    const api = fakeApi();
    const session = await sessionWith({ tokens, lastActiveAt: NOW - 30 * 60_000 });
    const { input: i } = input(session, api);
    expect(await checkSession(i)).toEqual({ kind: 'anonymous', ended: 'idle' });
    expect(api.signOut).toHaveBeenCalledOnce();
    expect(sessionTokens(session)).toBeNull();
  });

  it('refreshes an access token about to expire, and keeps the new tokens', async () => {
    const api = fakeApi();
    const session = await sessionWith({
      tokens: { ...tokens, accessTokenExpiresAt: NOW + REFRESH_MARGIN_MS - 1 },
      lastActiveAt: NOW,
    });
    const { input: i } = input(session, api);
    expect((await checkSession(i)).kind).toBe('authorised');
    expect(api.refreshSession).toHaveBeenCalledWith({ body: { refreshToken: 'ref' } });
    expect(sessionTokens(session)).toEqual({
      idToken: 'id.n.w',
      accessToken: 'acc2',
      refreshToken: 'ref2',
      accessTokenExpiresAt: NOW + 2 * HOUR,
    });
  });

  it('logs out when the refresh fails (an expired session)', async () => {
    const api = fakeApi({
      refreshSession: async () => {
        throw new PlayerApiError(401, 'error.token.expired', 'Token expired');
      },
    });
    const session = await sessionWith({
      tokens: { ...tokens, accessTokenExpiresAt: NOW - 1 },
      lastActiveAt: NOW,
    });
    const { input: i } = input(session, api);
    expect(await checkSession(i)).toEqual({ kind: 'anonymous', ended: 'expired' });
    expect(sessionTokens(session)).toBeNull();
  });

  it.each([401, 403])('logs out on a %i from the session check', async (status) => {
    const api = fakeApi({
      accessDetails: async () => {
        throw new PlayerApiError(status, 'error.token.expired', 'Token expired', { sessionCall: true });
      },
    });
    const session = await sessionWith({ tokens, lastActiveAt: NOW });
    const { input: i } = input(session, api);
    expect(await checkSession(i)).toEqual({ kind: 'anonymous', ended: 'expired' });
    expect(sessionTokens(session)).toBeNull();
  });

  it('keeps the session when the API is down: the request fails instead', async () => {
    const api = fakeApi({
      playerProfile: async () => {
        throw new PlayerApiError(0, 'error.api.network', 'Network Error');
      },
    });
    const session = await sessionWith({ tokens, lastActiveAt: NOW });
    const { input: i } = input(session, api);
    await expect(checkSession(i)).rejects.toThrow('Network Error');
    expect(sessionTokens(session)).toEqual(tokens);
  });
});

describe('watchSessionLoss', () => {
  it('marks the session lost on a 401/403 of a player call and passes the error on', async () => {
    const auth: AuthHolder = { tokens, lost: false };
    const api = watchSessionLoss(
      fakeApi({
        playerProfile: async () => {
          throw new PlayerApiError(403, 'error.forbidden', 'Forbidden', { sessionCall: true });
        },
        accessDetails: async () => {
          throw new PlayerApiError(500, 'error.system', 'Boom', { sessionCall: true });
        },
      }),
      auth,
    );
    await expect(api.accessDetails()).rejects.toThrow('Boom');
    expect(auth.lost).toBe(false);
    await expect(api.playerProfile()).rejects.toThrow('Forbidden');
    expect(auth.lost).toBe(true);
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

  it('a refresh answering a huge id token logs out as an expired session, logging no token', async () => {
    const api = fakeApi({
      refreshSession: async () => ({
        idToken: huge,
        accessToken: 'a.b.c',
        refreshToken: 'r',
        lastAuth: null,
      }),
      currentSession: headerTooLarge,
    });
    const session = await sessionWith({
      tokens: { ...tokens, accessTokenExpiresAt: NOW - 1 },
      lastActiveAt: NOW,
    });
    const { input: i, auth } = input(session, api);
    const logs = captureLogs();
    const result = await checkSession(i);
    logs.restore();
    expect(result).toEqual({ kind: 'anonymous', ended: 'expired' });
    expect(auth.tokens).toBeUndefined();
    expect(sessionTokens(session)).toBeNull();
    expect(logs.text()).not.toContain(huge.slice(0, 40));
  });
});
