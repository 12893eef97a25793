/**
 * Signing in each demo player over HTTP returns either tokens with the right
 * claims (verified against the sandbox's JWKS) or the right classified error of spec 1 §8; and the
 * sandbox serves its contract as /openapi.json with a readable reference page.
 */
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { ERRORS, LOGIN_FAILURE_MESSAGES, createPlayerApiClient, PlayerApiError } from '@casino/player-api';
import { DATABASE_KINDS, useTestDatabase } from '../test/databases.ts';
import { useSandboxServer } from '../test/server.ts';
import { DEMO_PASSWORD, DEMO_PLAYERS } from './demoPlayers.ts';

const CODES: Record<string, string> = {
  exclusionInProgress: ERRORS.loginExclusionInProgress.code,
  exclusionIndefinitely: ERRORS.loginExclusionIndefinitely.code,
  timeoutInProgress: ERRORS.loginTimeoutInProgress.code,
  blacklisted: ERRORS.loginBlacklisted.code,
  closed: ERRORS.loginClosed.code,
  deactivated: ERRORS.loginDeactivated.code,
};

describe.each(DATABASE_KINDS)('demo players signing in over HTTP on %s', (kind) => {
  const t = useTestDatabase(kind);
  const server = useSandboxServer(t);
  // Each sign-in from its own address: the sandbox allows 30 per address per 10 minutes, and the
  // demo players of both sites are more than that.
  let n = 0;
  const forwardedFor = () => `10.14.${++n >> 8}.${n & 255}`;

  for (const siteId of [6, 7]) {
    it.each(DEMO_PLAYERS.map((p) => [p.email, p.signIn] as const))(
      `site ${siteId}: %s → %s`,
      async (email, expected) => {
        const client = createPlayerApiClient({
          baseUrl: server.baseUrl,
          siteId,
          forwardedFor: forwardedFor(),
        });
        const outcome = await client
          .signIn({ body: { email, password: DEMO_PASSWORD } })
          .catch((error: unknown) => error);
        if (expected === 'tokens') {
          const tokens = outcome as { idToken: string; accessToken: string };
          const keys = createRemoteJWKSet(new URL(`${server.baseUrl}/v1/auth/jwks`), {
            headers: { SiteContext: String(siteId) },
          });
          const { payload } = await jwtVerify(tokens.idToken, keys, {
            audience: `urn:casino:site:${siteId}`,
          });
          expect(payload).toMatchObject({ email, login_method: 'DEFAULT' });
          expect(typeof payload.player_id).toBe('string');
          expect(payload.multibrand).toEqual({ suspended: email === 'suspended@demo.test' });
        } else {
          expect(outcome).toBeInstanceOf(PlayerApiError);
          expect(outcome).toMatchObject({ status: 400, code: CODES[expected] });
          const message = (outcome as Error).message;
          if (expected === 'timeoutInProgress')
            expect(message).toMatch(/Player timeout in progress, \d+ days remaining/);
          if (expected === 'exclusionInProgress')
            expect(message).toMatch(/self exclusion in progress for \d+ days/);
          if (expected === 'blacklisted') expect(message).toBe(LOGIN_FAILURE_MESSAGES.blacklisted());
        }
      },
    );
  }

  it('refuses a wrong password with the unauthorized message', async () => {
    const client = createPlayerApiClient({
      baseUrl: server.baseUrl,
      siteId: 6,
      forwardedFor: forwardedFor(),
    });
    await expect(
      client.signIn({ body: { email: 'player@demo.test', password: 'nope' } }),
    ).rejects.toMatchObject({
      status: 400,
      code: ERRORS.loginUnauthorized.code,
      message: LOGIN_FAILURE_MESSAGES.unauthorized(),
    });
  });

  it('lets a third party lock only itself out, not the player', async () => {
    const attacker = createPlayerApiClient({
      baseUrl: server.baseUrl,
      siteId: 6,
      forwardedFor: forwardedFor(),
    });
    const refusals: string[] = [];
    for (let i = 0; i < 12; i++) {
      const refused = await attacker
        .signIn({ body: { email: 'limits@demo.test', password: `junk-${i}` } })
        .then(
          () => 'signed in',
          (error: PlayerApiError) => error.code,
        );
      refusals.push(refused);
    }
    // The guesser is locked and then rate limited...
    expect(refusals).toContain(ERRORS.loginAttemptsExceeded.code);
    expect(refusals.at(-1)).toBe(ERRORS.rateLimited.code);
    // ...while the player, from their own address, signs in at once.
    const player = createPlayerApiClient({
      baseUrl: server.baseUrl,
      siteId: 6,
      forwardedFor: forwardedFor(),
    });
    await expect(
      player.signIn({ body: { email: 'limits@demo.test', password: DEMO_PASSWORD } }),
    ).resolves.toMatchObject({
      idToken: expect.any(String),
    });
  });

  it('is no account oracle at volume: confirm-user and unknown e-mails share a lookup budget per address', async () => {
    const prober = createPlayerApiClient({
      baseUrl: server.baseUrl,
      siteId: 6,
      forwardedFor: forwardedFor(),
    });
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      statuses.push(
        await prober.confirmUser({ body: { email: `probe-${kind}-${i}@example.test` } }).then(
          () => 200,
          (error: PlayerApiError) => error.status,
        ),
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    // The address's sign-ins are refused too, whether the e-mail is a player's or not.
    await expect(
      prober.signIn({ body: { email: 'player@demo.test', password: 'whatever' } }),
    ).rejects.toMatchObject({ status: 429, code: ERRORS.rateLimited.code });

    // Unknown e-mails at sign-in spend the same budget.
    const guesser = createPlayerApiClient({
      baseUrl: server.baseUrl,
      siteId: 6,
      forwardedFor: forwardedFor(),
    });
    const answers: string[] = [];
    for (let i = 0; i < 22; i++) {
      answers.push(
        await guesser.signIn({ body: { email: `nobody-${kind}-${i}@example.test`, password: 'x' } }).then(
          () => 'signed in',
          (error: PlayerApiError) => error.code,
        ),
      );
    }
    expect(answers.slice(0, 20).every((code) => code === ERRORS.loginPlayerNotFound.code)).toBe(true);
    expect(answers.slice(20)).toEqual([ERRORS.rateLimited.code, ERRORS.rateLimited.code]);
  });

  it('serves the contract as OpenAPI 3.1 and a reference page', async () => {
    const document = await (await fetch(`${server.baseUrl}/openapi.json`)).json();
    expect(document.openapi).toMatch(/^3\.1/);
    expect(Object.keys(document.paths)).toContain('/v1/auth/login');
    const page = await fetch(`${server.baseUrl}/docs`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<code>POST /v1/auth/login</code>');
    expect(html).toContain('lang="en"');
  });
});
