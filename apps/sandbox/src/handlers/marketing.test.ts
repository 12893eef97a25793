/**
 * Cookie consent over HTTP through the typed client, on PGlite and PostgreSQL (spec 2 §3
 * "Marketing and cookies", §7 "Cookie consent"): all categories on by default under a consent id
 * that stays put until a choice is recorded; a recorded choice persists, per player and per site,
 * under a new consent id; essentials cannot be turned off; no session → 401.
 */
import { describe, expect, it } from 'vitest';
import { ERRORS, createPlayerApiClient, type PlayerApiClient } from '@casino/player-api';
import { DATABASE_KINDS, useTestDatabase } from '../../test/databases.ts';
import { useSandboxServer } from '../../test/server.ts';
import { DEMO_PASSWORD } from '../demoPlayers.ts';

describe.each(DATABASE_KINDS)('cookie consent over HTTP on %s', (kind) => {
  const t = useTestDatabase(kind);
  const server = useSandboxServer(t);
  let n = 0;

  async function signedIn(email: string, siteId = 6): Promise<PlayerApiClient> {
    n++;
    const forwardedFor = `10.9.${n >> 8}.${n & 255}`;
    const api = createPlayerApiClient({ baseUrl: server.baseUrl, siteId, forwardedFor });
    const tokens = await api.signIn({ body: { email, password: DEMO_PASSWORD } });
    return createPlayerApiClient({ baseUrl: server.baseUrl, siteId, forwardedFor, tokens });
  }

  it('answers all categories on by default, under a consent id that stays the same', async () => {
    const api = await signedIn('new@demo.test');
    const first = await api.cookieConsent();
    expect(first).toMatchObject({ essentials: true, performanceFunctional: true, marketing: true });
    expect(first.consentId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await api.cookieConsent()).toEqual(first);
  });

  it('records a choice under a new consent id and reads it back in a later session', async () => {
    const api = await signedIn('player@demo.test');
    const before = await api.cookieConsent();
    const updated = await api.updateCookieConsent({
      body: { performanceFunctional: false, marketing: true },
    });
    expect(updated).toMatchObject({ essentials: true, performanceFunctional: false, marketing: true });
    expect(updated.consentId).not.toBe(before.consentId);

    const again = await api.updateCookieConsent({ body: { performanceFunctional: false, marketing: false } });
    expect(again.consentId).not.toBe(updated.consentId);

    const later = await signedIn('player@demo.test');
    expect(await later.cookieConsent()).toEqual(again);
    // The same e-mail on another site is another player with its own consent.
    const otherSite = await signedIn('player@demo.test', 7);
    expect(await otherSite.cookieConsent()).toMatchObject({ performanceFunctional: true, marketing: true });
  });

  it('refuses a body without both categories, and essentials cannot be turned off', async () => {
    const api = await signedIn('new@demo.test');
    // @ts-expect-error: the body leaves performanceFunctional out on purpose.
    const missing = api.updateCookieConsent({ body: { marketing: false } });
    await expect(missing).rejects.toMatchObject({
      status: 400,
      code: ERRORS.requestInvalid.code,
    });

    // Past the client's own check, straight at the sandbox.
    const tokens = await createPlayerApiClient({
      baseUrl: server.baseUrl,
      siteId: 6,
      forwardedFor: '10.9.250.1',
    }).signIn({ body: { email: 'new@demo.test', password: DEMO_PASSWORD } });
    const patch = (body: unknown) =>
      fetch(`${server.baseUrl}/v1/player/cookies/consent`, {
        method: 'PATCH',
        headers: {
          'Content-Type': 'application/json',
          SiteContext: '6',
          Authorization: tokens.idToken,
          'Access-Token': tokens.accessToken,
        },
        body: JSON.stringify(body),
      });
    const invalid = await patch({ performanceFunctional: 'yes', marketing: true });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      code: ERRORS.requestInvalid.code,
      validationErrors: { performanceFunctional: expect.any(Object) },
    });
    const essentialsOff = await patch({ essentials: false, performanceFunctional: true, marketing: false });
    expect(essentialsOff.status).toBe(200);
    expect(await essentialsOff.json()).toMatchObject({ essentials: true, marketing: false });
  });

  it('needs a session: without one the answer is 401 error.token.expired', async () => {
    const response = await fetch(`${server.baseUrl}/v1/player/cookies/consent`, {
      headers: { SiteContext: '6' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: ERRORS.tokenExpired.code });
  });
});
