import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_MAX_LENGTH,
  ID_TOKEN_COOKIE_NAME,
  ID_TOKEN_MAX_LENGTH,
  loginTokensSchema,
  REFRESH_TOKEN_MAX_LENGTH,
  SESSION_COOKIE_NAME,
  createSessionStorage,
  sessionTokens,
  takeToast,
} from './session.server.ts';

const storage = createSessionStorage({ secret: 'x'.repeat(40), secure: true });
const bigIdToken = `eyJ${'a'.repeat(2600)}.${'b'.repeat(300)}.${'c'.repeat(342)}`;
const tokens = {
  idToken: bigIdToken,
  accessToken: `eyJ${'d'.repeat(760)}`,
  refreshToken: 'r'.repeat(43),
  accessTokenExpiresAt: 1_900_000_000_000,
};

/** The Cookie header a browser sends back for Set-Cookie values. */
const cookieHeader = (setCookies: string[]) =>
  setCookies
    .map((value) => value.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');

describe('the session cookies', () => {
  it('keep the tokens across a round trip, with the id token in a cookie of its own', async () => {
    const session = await storage.getSession(null);
    session.set('tokens', tokens);
    session.set('lastActiveAt', 1);
    const setCookies = await storage.commitSession(session);
    expect(setCookies.map((c) => c.split('=')[0])).toEqual([SESSION_COOKIE_NAME, ID_TOKEN_COOKIE_NAME]);
    for (const value of setCookies) {
      // Browsers drop cookies over 4096 bytes.
      expect(value.split(';')[0]!.length).toBeLessThan(4096);
      expect(value).toContain('HttpOnly');
      expect(value).toContain('Secure');
      expect(value).toContain('SameSite=Lax');
      expect(value).toContain('Max-Age=31536000');
    }
    const again = await storage.getSession(cookieHeader(setCookies));
    expect(sessionTokens(again)).toEqual(tokens);
  });

  it('reads a forged session cookie as no session', async () => {
    const session = await storage.getSession(null);
    session.set('tokens', tokens);
    const [sessionCookie] = await storage.commitSession(session);
    const pair = sessionCookie!.split(';')[0]!;
    const forged = `${pair.slice(0, -3)}xyz`;
    expect(sessionTokens(await storage.getSession(forged))).toBeNull();
  });

  it('deletes both cookies when the session is empty, and keeps a flash toast for one read', async () => {
    const session = await storage.getSession(null);
    session.flash('toast', { kind: 'success', messageId: 'session.loggedOut' });
    const withToast = await storage.commitSession(session);
    expect(withToast[1]).toContain('Max-Age=0');
    const next = await storage.getSession(cookieHeader(withToast));
    expect(takeToast(next)).toEqual({ kind: 'success', messageId: 'session.loggedOut' });
    const emptied = await storage.commitSession(next);
    expect(emptied[0]).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(emptied[1]).toContain('Max-Age=0');
  });

  it('ignores tokens of the wrong shape', async () => {
    const session = await storage.getSession(null);
    session.set('tokens', { idToken: 'only' } as never);
    expect(sessionTokens(session)).toBeNull();
  });

  it('keep the longest tokens the site accepts, with the activity time and a toast', async () => {
    const longest = {
      idToken: `eyJ${'a'.repeat(ID_TOKEN_MAX_LENGTH - 49)}.${'b'.repeat(2)}.${'c'.repeat(42)}`,
      accessToken: 'd'.repeat(ACCESS_TOKEN_MAX_LENGTH),
      refreshToken: 'r'.repeat(REFRESH_TOKEN_MAX_LENGTH),
    };
    expect(longest.idToken).toHaveLength(ID_TOKEN_MAX_LENGTH);
    expect(loginTokensSchema.safeParse(longest).success).toBe(true);
    const session = await storage.getSession(null);
    session.set('tokens', { ...longest, accessTokenExpiresAt: 1_900_000_000_000 });
    session.set('lastActiveAt', 1_900_000_000_000);
    session.flash('toast', { kind: 'warning', messageId: 'session.ended.expired', values: { minutes: 30 } });
    const setCookies = await storage.commitSession(session);
    for (const value of setCookies) expect(value.split(';')[0]!.length).toBeLessThan(4096);
    const again = await storage.getSession(cookieHeader(setCookies));
    expect(sessionTokens(again)).toMatchObject(longest);
  });

  it('refuse login tokens one character longer, or of the wrong shape', () => {
    const valid = { idToken: 'h.p.s', accessToken: 'a', refreshToken: 'r' };
    expect(loginTokensSchema.safeParse(valid).success).toBe(true);
    for (const tokens of [
      { ...valid, idToken: `h.p.${'s'.repeat(ID_TOKEN_MAX_LENGTH - 3)}` },
      { ...valid, idToken: 'h.p' },
      { ...valid, idToken: 'h.p.s; Path=/' },
      { ...valid, accessToken: 'a'.repeat(ACCESS_TOKEN_MAX_LENGTH + 1) },
      { ...valid, accessToken: 'a b' },
      { ...valid, refreshToken: 'r'.repeat(REFRESH_TOKEN_MAX_LENGTH + 1) },
    ]) {
      expect(loginTokensSchema.safeParse(tokens).success).toBe(false);
    }
  });
});
