/**
 * Hostile input over HTTP, on PGlite and PostgreSQL (findings of an outside probe): bodies over the
 * size limit, megabyte strings, NUL and other control characters, and form posts that cannot be
 * read. Each answers a 4xx in the contract's error shape and stores nothing; none is a 5xx.
 */
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ERRORS,
  HEADERS,
  STRING_LIMITS,
  createPlayerApiClient,
  errorBodySchema,
  type PlayerApiClient,
} from '@casino/player-api';
import { DATABASE_KINDS, useTestDatabase } from '../test/databases.ts';
import { requestOnce } from '../test/http.ts';
import { launchGame, registrationBody, sandboxLaunchInput } from '../test/fixtures.ts';
import { useSandboxServer } from '../test/server.ts';
import { BODY_LIMIT_BYTES } from './body.ts';
import { players } from './db/schema.ts';
import { DEMO_PASSWORD } from './demoPlayers.ts';

const SITE = '6';
const JSON_HEADERS = { [HEADERS.siteContext]: SITE, 'Content-Type': 'application/json' };

const registration = registrationBody;

async function answerOf(response: Response) {
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return {
    status: response.status,
    json: json as Record<string, unknown>,
    type: response.headers.get('content-type'),
  };
}

describe.each(DATABASE_KINDS)('hostile input over HTTP on %s', (kind) => {
  const t = useTestDatabase(kind);
  const server = useSandboxServer(t);

  /** Posts a body; one over the limit goes on a connection of its own (test/http.ts). */
  const post = async (path: string, body: string, headers: Record<string, string> = JSON_HEADERS) =>
    answerOf(
      Buffer.byteLength(body) > BODY_LIMIT_BYTES
        ? await requestOnce(`${server.baseUrl}${path}`, { method: 'POST', headers, body })
        : await fetch(`${server.baseUrl}${path}`, { method: 'POST', headers, body }),
    );

  async function playerCount(): Promise<number> {
    const [row] = await t.db.select({ n: count() }).from(players);
    return Number(row!.n);
  }

  async function signIn(): Promise<Record<string, string>> {
    const answer = await post(
      '/v1/auth/login',
      JSON.stringify({ email: 'player@demo.test', password: DEMO_PASSWORD }),
    );
    expect(answer.status).toBe(200);
    return {
      ...JSON_HEADERS,
      [HEADERS.authorization]: String(answer.json.idToken),
      [HEADERS.accessToken]: String(answer.json.accessToken),
    };
  }

  /** A demo slot session's page URL, launched as the site would. */
  function demoSlot(): Promise<string> {
    return launchGame(
      createPlayerApiClient({ baseUrl: server.baseUrl, siteId: Number(SITE) }),
      sandboxLaunchInput(server.baseUrl, {
        provider: 'novomatic',
        mode: 'demo',
        game: { id: 'novomatic-1', name: 'Game', type: 'casino' },
      }),
    );
  }

  function expectRefused(
    answer: Awaited<ReturnType<typeof answerOf>>,
    status: number,
    code: string,
    fields: string[] = [],
  ) {
    const context = JSON.stringify(answer.json).slice(0, 400);
    expect(answer.status, context).toBe(status);
    expect(answer.type, context).toContain('application/json');
    expect(errorBodySchema.safeParse(answer.json).success, context).toBe(true);
    expect(answer.json.code, context).toBe(code);
    for (const field of fields) expect(answer.json.validationErrors, context).toHaveProperty([field]);
  }

  it('refuses a body over 64 KB with 413 in the contract’s error shape, on every kind of route', async () => {
    const before = await playerCount();
    const huge = JSON.stringify(registration({ firstName: 'x'.repeat(13 * 1024 * 1024) }));
    expectRefused(await post('/v1/player/register', huge), 413, ERRORS.requestTooLarge.code);
    expectRefused(await post('/v1/auth/login', huge), 413, ERRORS.requestTooLarge.code);
    const justOver = JSON.stringify({ advanceMs: 0, pad: 'x'.repeat(BODY_LIMIT_BYTES) });
    for (const path of ['/sandbox/clock', '/sandbox/cashier/webhook', '/sandbox/bank-id/nobody']) {
      expectRefused(await post(path, justOver), 413, ERRORS.requestTooLarge.code);
    }
    // Without a Content-Length (a chunked upload) the count is kept while reading.
    const streamed = await requestOnce(`${server.baseUrl}/v1/auth/login`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: Array.from({ length: 40 }, () => 'x'.repeat(4096)),
    });
    expectRefused(await answerOf(streamed), 413, ERRORS.requestTooLarge.code);
    // Under the limit, the body reaches validation.
    const under = JSON.stringify(registration({ firstName: 'x'.repeat(BODY_LIMIT_BYTES - 1000) }));
    expectRefused(await post('/v1/player/register', under), 400, ERRORS.requestInvalid.code, ['firstName']);
    expect(await playerCount()).toBe(before);
  });

  it('caps every string: a name over 100 characters or a password over 128 answers 400 naming the field', async () => {
    const before = await playerCount();
    const long = registration({
      firstName: 'x'.repeat(STRING_LIMITS.name + 1),
      lastName: 'y'.repeat(10_000),
      password: 'P-1'.repeat(50),
    });
    expectRefused(await post('/v1/player/register', JSON.stringify(long)), 400, ERRORS.requestInvalid.code, [
      'firstName',
      'lastName',
      'password',
    ]);
    expectRefused(
      await post('/v1/auth/login', JSON.stringify({ email: 'player@demo.test', password: 'x'.repeat(129) })),
      400,
      ERRORS.requestInvalid.code,
      ['password'],
    );
    // At the limits the player registers.
    const atLimit = registration({ firstName: 'x'.repeat(STRING_LIMITS.name), lastName: 'Ünïcødé 😀' });
    expect((await post('/v1/player/register', JSON.stringify(atLimit))).status).toBe(201);
    expect(await playerCount()).toBe(before + 1);
  });

  it('refuses NUL and other control characters in body, query, path and headers with 400, never 500', async () => {
    const before = await playerCount();
    expectRefused(
      await post(
        '/v1/player/register',
        JSON.stringify(registration({ firstName: 'Ann\u0000', lastName: 'Pro\u0007be' })),
      ),
      400,
      ERRORS.requestInvalid.code,
      ['firstName', 'lastName'],
    );
    expectRefused(
      await post(
        '/v1/auth/login',
        JSON.stringify({ email: 'player@demo.test\u0000', password: DEMO_PASSWORD }),
      ),
      400,
      ERRORS.requestInvalid.code,
      ['email'],
    );
    expectRefused(
      await post(
        '/v1/paynplay/authorize',
        JSON.stringify({
          amount: '25',
          currency: 'EUR',
          country: 'FI',
          language: 'fi',
          redirectUrl: 'https://kestrel.example.com/\u0000',
        }),
      ),
      400,
      ERRORS.requestInvalid.code,
      ['redirectUrl'],
    );
    const session = await signIn();
    const deposit = {
      amount: '50',
      currencyCode: 'EUR',
      paymentMethod: 'TRUSTLY',
      ipAddress: '10.0.0.1',
      blackbox: '-',
      returnUrl: 'http://localhost:3000/en-UN/deposit/result?x=\u0000',
    };
    expectRefused(
      await post('/v1/player/wallet/deposit/request', JSON.stringify(deposit), session),
      400,
      ERRORS.requestInvalid.code,
      ['returnUrl'],
    );
    expectRefused(
      await post(
        '/v1/player/address',
        JSON.stringify({
          address: 'Main St 1\u001b[2J',
          city: 'Espoo',
          postalCode: '02100',
          countryCode: 'FI',
        }),
        session,
      ),
      400,
      ERRORS.requestInvalid.code,
      ['address'],
    );
    const get = async (path: string, headers: Record<string, string> = session) =>
      answerOf(await fetch(`${server.baseUrl}${path}`, { headers }));
    expectRefused(await get('/v1/player/favourites?category=%00'), 400, ERRORS.requestInvalid.code, [
      'query.category',
    ]);
    expectRefused(
      await answerOf(
        await fetch(`${server.baseUrl}/v1/player/favourites/game%00`, { method: 'DELETE', headers: session }),
      ),
      400,
      ERRORS.requestInvalid.code,
      ['params.gameId'],
    );
    expectRefused(
      await get('/v1/player/wallet', { ...session, [HEADERS.userAgent]: 'Probe\u0001' }).catch(() =>
        // fetch itself refuses some control characters in header values; send it raw then.
        get('/v1/player/wallet', { ...session, [HEADERS.userAgent]: 'x'.repeat(STRING_LIMITS.header + 1) }),
      ),
      400,
      ERRORS.requestInvalid.code,
    );
    // The test surface validates its query too.
    expectRefused(await get('/sandbox/outbox?to=%00', {}), 400, ERRORS.requestInvalid.code, ['to']);
    expect((await get('/sandbox/outbox?to=player%40demo.test', {})).status).toBe(200);
    expect(await playerCount()).toBe(before);
  });

  it('answers a form post it cannot read with 400, never 500 (games, cashier, bank-ID)', async () => {
    const slot = await demoSlot();
    const spin = `${new URL(slot).pathname}/spin`;
    const unreadable: Array<[string, string]> = [
      ['multipart/form-data; boundary=x', 'not a multipart body'],
      ['multipart/form-data', '--x\r\nContent-Disposition: form-data; name="stake"\r\n\r\n100\r\n--x--'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="stake"\r\n\r\n100'],
      ['application/json', '{"stake": 1'],
      ['application/json', '\u0000'],
    ];
    for (const [type, body] of unreadable) {
      const answer = await post(spin, body, { 'Content-Type': type, Accept: 'text/html' });
      expectRefused(answer, 400, ERRORS.requestInvalid.code);
      expect(String(answer.json.message)).toMatch(/body/i);
    }
    // The cashier and bank-ID pages read their forms the same way.
    const session = await signIn();
    const deposit = await post(
      '/v1/player/wallet/deposit/request',
      JSON.stringify({
        amount: '50',
        currencyCode: 'EUR',
        paymentMethod: 'TRUSTLY',
        ipAddress: '10.0.0.1',
        blackbox: '-',
        returnUrl: 'http://localhost:3000/en-UN/deposit/result',
      }),
      session,
    );
    expect(deposit.status).toBe(201);
    const kestrel: PlayerApiClient = createPlayerApiClient({ baseUrl: server.baseUrl, siteId: 7 });
    const authorised = await kestrel.payAndPlayAuthorize({
      body: { amount: '25', currency: 'EUR', country: 'FI', language: 'fi' },
    });
    for (const page of [String(deposit.json.redirectUrl), authorised.redirectOutput.url]) {
      const answer = await post(new URL(page).pathname, 'not a multipart body', {
        'Content-Type': 'multipart/form-data; boundary=x',
      });
      expectRefused(answer, 400, ERRORS.requestInvalid.code);
    }
    // A readable form still plays.
    const played = await post(
      spin,
      new URLSearchParams({ roundId: 'input-round-1', stake: '50' }).toString(),
      {
        'Content-Type': 'application/x-www-form-urlencoded',
      },
    );
    expect(played.status).toBe(200);
    // And a form over the limit is 413.
    const big = new URLSearchParams({
      roundId: 'input-round-2',
      stake: '50',
      pad: 'x'.repeat(BODY_LIMIT_BYTES),
    });
    expectRefused(
      await post(spin, big.toString(), { 'Content-Type': 'application/x-www-form-urlencoded' }),
      413,
      ERRORS.requestTooLarge.code,
    );
  });
});
