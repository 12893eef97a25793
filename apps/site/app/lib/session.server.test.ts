import { describe, expect, it } from 'vitest';
import {
  ID_TOKEN_COOKIE_NAME,
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
});
