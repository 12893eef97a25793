/**
 * Pay-and-play end to end over HTTP, on PGlite and PostgreSQL: authorise
 * on kestrel → the sandbox bank-ID page → its form → the one-time code → the sign-up form → login;
 * a returning player known by the personal identity number skips the form; codes and sessions
 * work once; aurora (no pay-and-play) refuses.
 */
import { describe, expect, it } from 'vitest';
import { ERRORS, createPlayerApiClient, type PlayerApiClient } from '@casino/player-api';
import { DATABASE_KINDS, useTestDatabase } from '../../test/databases.ts';
import { useSandboxServer } from '../../test/server.ts';
import { SESSION_TTL_MS } from '../services/identity/payAndPlay.ts';

const KESTREL = 7;
const AURORA = 6;
const REDIRECT = 'https://kestrel.example.com/fi-FI/signup/callback?from=pnp';
const META = { blackbox: 'bb', ipAddress: '198.51.100.7', country: 'FI' };

describe.each(DATABASE_KINDS)('pay-and-play over HTTP on %s', (kind) => {
  const t = useTestDatabase(kind);
  const server = useSandboxServer(t);
  let n = 0;

  function client(siteId = KESTREL): PlayerApiClient {
    return createPlayerApiClient({ baseUrl: server.baseUrl, siteId });
  }

  async function authorise(api: PlayerApiClient, redirectUrl: string | null = REDIRECT) {
    return api.payAndPlayAuthorize({
      body: {
        amount: '25',
        currency: 'EUR',
        country: 'FI',
        language: 'fi',
        ...(redirectUrl ? { redirectUrl } : {}),
      },
    });
  }

  /** Posts the bank-ID form as a browser would; answers the response without following redirects. */
  function confirm(pageUrl: string, fields: Record<string, string>) {
    const action = new URL(pageUrl);
    action.search = '';
    return fetch(action, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: 'confirm', ...fields }).toString(),
      redirect: 'manual',
    });
  }

  function identity() {
    n++;
    return {
      personId: `PNP-TEST-${kind}-${n}`,
      firstName: 'Pia',
      lastName: 'Payplay',
      dateOfBirth: '1988-08-08',
    };
  }

  it('takes a new player from authorise through the bank-ID page, the code, the form and login', async () => {
    const api = client();
    const authorised = await authorise(api);
    const pageUrl = authorised.redirectOutput.url;
    expect(pageUrl).toMatch(new RegExp(`^${server.baseUrl}/sandbox/bank-id/${authorised.sessionId}\\?`));
    const query = new URL(pageUrl).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      response_type: 'code',
      redirect_uri: REDIRECT,
      amount: '25',
      currency: 'EUR',
      country: 'FI',
    });

    const page = await fetch(pageUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Kestrel Bet');
    expect(html).toContain('25.00 EUR');
    expect(html).toMatch(/<label for="personId">Personal identity number<\/label>/);
    expect(html).toMatch(/<button type="submit" name="action" value="confirm">Confirm identity<\/button>/);

    const posted = await confirm(pageUrl, identity());
    expect(posted.status).toBe(303);
    const back = new URL(posted.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe('https://kestrel.example.com/fi-FI/signup/callback');
    expect(back.searchParams.get('from')).toBe('pnp');
    expect(back.searchParams.get('sessionId')).toBe(authorised.sessionId);
    const oneTimeCode = back.searchParams.get('code')!;
    // The page is done once confirmed.
    expect((await fetch(pageUrl)).status).toBe(404);

    const sessionId = authorised.sessionId;
    await expect(
      api.payAndPlayCode({
        body: { oneTimeCode: 'wrong', sessionId, ipAddress: META.ipAddress, blackbox: 'bb' },
      }),
    ).rejects.toMatchObject({ status: 400, code: ERRORS.payAndPlayCodeInvalid.code });
    const verified = await api.payAndPlayCode({
      body: { oneTimeCode, sessionId, ipAddress: META.ipAddress, blackbox: 'bb' },
    });
    expect(verified).toEqual({ email: null, mobilePhone: null, playerId: expect.any(String) });
    await expect(
      api.payAndPlayCode({ body: { oneTimeCode, sessionId, ipAddress: META.ipAddress, blackbox: 'bb' } }),
    ).rejects.toMatchObject({ code: ERRORS.payAndPlayCodeInvalid.code });

    // No login before the sign-up form.
    await expect(api.payAndPlayLogin({ body: { sessionId, metadata: META } })).rejects.toMatchObject({
      code: ERRORS.payAndPlaySessionInvalid.code,
    });
    const form = {
      playerId: verified.playerId,
      sessionId,
      email: `pnp${kind}${n}@test.example`,
      mobilePhone: `+3585200${String(n).padStart(5, '0')}`,
      termsAndConditionsAccepted: true,
      termsAndConditionsAcceptedVersion: 2,
      marketingOptIn: true,
      languageCode: 'fi',
    };
    await expect(
      api.payAndPlayUpdate({ body: { ...form, email: 'player@demo.test' } }),
    ).rejects.toMatchObject({
      status: 409,
      code: ERRORS.playerAlreadyExists.code,
    });
    await expect(
      api.payAndPlayUpdate({ body: { ...form, mobilePhone: '+35840070000' } }),
    ).rejects.toMatchObject({
      status: 409,
      code: ERRORS.sameCustomerInfoDetected.code,
    });
    await expect(
      api.payAndPlayUpdate({ headers: { hcaptchaToken: 'fail' }, body: form }),
    ).rejects.toMatchObject({
      status: 403,
      code: ERRORS.captchaDenied.code,
    });
    expect(await api.payAndPlayUpdate({ body: form })).toEqual({ playerId: verified.playerId });

    const tokens = await api.payAndPlayLogin({ body: { sessionId, metadata: META } });
    expect(tokens).toMatchObject({ idToken: expect.any(String), lastAuth: null });
    const player = createPlayerApiClient({ baseUrl: server.baseUrl, siteId: KESTREL, tokens });
    expect((await player.currentSession()).claims).toMatchObject({
      login_method: 'PAY_AND_PLAY',
      player_id: verified.playerId,
      email: form.email,
    });
    expect(await player.playerProfile()).toMatchObject({
      firstName: 'Pia',
      lastName: 'Payplay',
      dateOfBirth: '1988-08-08',
      status: 'REGISTERED',
      kycStatus: 'DATA_VERIFIED',
      phonePrefix: '+358',
    });
    // The session signs in once.
    await expect(api.payAndPlayLogin({ body: { sessionId, metadata: META } })).rejects.toMatchObject({
      code: ERRORS.payAndPlaySessionInvalid.code,
    });
  });

  it('recognises a returning player by the personal identity number and skips the form', async () => {
    const api = client();
    const { sessionId, redirectOutput } = await authorise(api);
    const posted = await confirm(redirectOutput.url, {
      personId: '010190-123A',
      firstName: 'Paula',
      lastName: 'Player',
      dateOfBirth: '1990-01-01',
    });
    const oneTimeCode = new URL(posted.headers.get('location')!).searchParams.get('code')!;
    const verified = await api.payAndPlayCode({
      body: { oneTimeCode, sessionId, ipAddress: META.ipAddress, blackbox: 'bb' },
    });
    expect(verified).toMatchObject({ email: 'player@demo.test', mobilePhone: '+35840070000' });
    const tokens = await api.payAndPlayLogin({ body: { sessionId, metadata: META } });
    const player = createPlayerApiClient({ baseUrl: server.baseUrl, siteId: KESTREL, tokens });
    expect(await player.playerProfile()).toMatchObject({
      email: 'player@demo.test',
      playerId: verified.playerId,
    });
  });

  it('shows the code on the page without a redirect URL, re-shows the form on bad input, and cancels', async () => {
    const api = client();
    const plain = await authorise(api, null);
    const invalid = await confirm(plain.redirectOutput.url, {
      ...identity(),
      dateOfBirth: '2020-01-01',
      lastName: '',
    });
    expect(invalid.status).toBe(400);
    const html = await invalid.text();
    expect(html).toContain('role="alert"');
    expect(html).toMatch(/id="lastName"[^>]*aria-invalid="true" aria-describedby="lastName-error"/);
    expect(html).toContain('You must be 18 or older');

    const shown = await confirm(plain.redirectOutput.url, identity());
    expect(shown.status).toBe(200);
    const code = /<output><code>([^<]+)<\/code><\/output>/.exec(await shown.text())![1]!;
    expect(
      await api.payAndPlayCode({
        body: { oneTimeCode: code, sessionId: plain.sessionId, ipAddress: META.ipAddress, blackbox: 'bb' },
      }),
    ).toHaveProperty('playerId');

    const cancelled = await authorise(api);
    const action = new URL(cancelled.redirectOutput.url);
    action.search = '';
    const response = await fetch(action, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'action=cancel',
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(new URL(response.headers.get('location')!).searchParams.get('error')).toBe('access_denied');
    expect((await fetch(cancelled.redirectOutput.url)).status).toBe(404);
  });

  it('refuses sessions of another site, expired sessions and unknown pages', async () => {
    const api = client();
    const { sessionId, redirectOutput } = await authorise(api);
    const posted = await confirm(redirectOutput.url, identity());
    const oneTimeCode = new URL(posted.headers.get('location')!).searchParams.get('code')!;
    await expect(
      client(AURORA).payAndPlayCode({
        body: { oneTimeCode, sessionId, ipAddress: META.ipAddress, blackbox: 'bb' },
      }),
    ).rejects.toMatchObject({ status: 400, code: ERRORS.payAndPlaySessionInvalid.code });
    await t.ctx.clock.advance(SESSION_TTL_MS + 1000);
    await expect(
      api.payAndPlayCode({ body: { oneTimeCode, sessionId, ipAddress: META.ipAddress, blackbox: 'bb' } }),
    ).rejects.toMatchObject({ code: ERRORS.payAndPlaySessionInvalid.code });
    const unknown = await fetch(`${server.baseUrl}/sandbox/bank-id/not-a-session`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Identification ended');
    await expect(api.payAndPlayLogin({ body: { sessionId: 'nope', metadata: META } })).rejects.toMatchObject({
      code: ERRORS.payAndPlaySessionInvalid.code,
    });
  });

  it("sends the player back only to the brand's own site: another server never gets the code", async () => {
    for (const redirectUrl of [
      'https://attacker.example/steal',
      'https://kestrel.example.com.attacker.example/steal',
      'https://aurora.example.com/en-UN/signup',
      'javascript:alert(1)',
    ]) {
      const refused = await authorise(client(), redirectUrl).then(
        () => null,
        (error: unknown) => error as { status: number; code: string; validationErrors?: object },
      );
      expect(refused, redirectUrl).toMatchObject({ status: 400, code: ERRORS.requestInvalid.code });
      expect(Object.keys(refused!.validationErrors ?? {})).toEqual(['redirectUrl']);
    }
    await expect(authorise(client(), 'http://kestrel.localhost:3000/fi-FI/signup')).resolves.toBeTruthy();
  });

  it('is refused on a site without pay-and-play (aurora)', async () => {
    await expect(authorise(client(AURORA), 'https://aurora.example.com/en-UN/signup')).rejects.toMatchObject({
      status: 409,
      code: ERRORS.payAndPlayUnavailable.code,
    });
  });
});
