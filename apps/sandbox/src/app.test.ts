/** Integration: the sandbox over real HTTP on a fresh database of each kind, called through the typed client. */
import { describe, expect, it } from 'vitest';
import { createPlayerApiClient } from '@casino/player-api';
import { DATABASE_KINDS, useTestDatabase } from '../test/databases.ts';
import { useSandboxServer } from '../test/server.ts';
import { CLIENT_IP_HEADER, TEST_KEY_HEADER, createSandboxApp, loggableError } from './app.ts';
import { RESTRICTED_RANGE, locate } from './geo.ts';
import { sendMessage } from './services/platform/index.ts';

describe('loggableError', () => {
  it('leaves out query parameters and the database detail, keeps the cause code and the stack', () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "players_site_email_unique"'),
      {
        code: '23505',
        detail: 'Key (site_id, email)=(6, someone@demo.test) already exists.',
      },
    );
    const error = new Error(
      'Failed query: insert into "players" values ($1, $2)\nparams: 6,someone@demo.test',
      {
        cause,
      },
    );
    const logged = loggableError(error);
    expect(logged).not.toContain('someone@demo.test');
    expect(logged).toContain('23505');
    expect(logged).toContain('players_site_email_unique');
    expect(logged).toMatch(/\n\s+at /);
  });
});

describe.each(DATABASE_KINDS)('sandbox player API on %s', (kind) => {
  const t = useTestDatabase(kind);
  const server = useSandboxServer(t);

  it('answers /health with the database state', async () => {
    const response = await fetch(`${server.baseUrl}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers player station for the loopback caller of the default brand', async () => {
    const client = createPlayerApiClient({ baseUrl: server.baseUrl, siteId: 6 });
    const station = await client.playerStation();
    expect(station).toMatchObject({ ipAddress: '127.0.0.1', autodetectedCountry: 'FI', market: 'FI' });
    expect(station.device.isDesktop).toBe(true);
  });

  it('locates a forwarded address and picks the market of that brand', async () => {
    const aurora = createPlayerApiClient({
      baseUrl: server.baseUrl,
      siteId: 6,
      forwardedFor: '198.51.100.20',
    });
    const kestrel = createPlayerApiClient({
      baseUrl: server.baseUrl,
      siteId: 7,
      forwardedFor: '198.51.100.20',
    });
    expect(await aurora.playerStation()).toMatchObject({ autodetectedCountry: 'DE', market: 'UN' });
    expect(await kestrel.playerStation()).toMatchObject({ autodetectedCountry: 'DE', market: 'JJ' });
  });

  it('answers an unknown address with the unknown country, never nothing', async () => {
    const client = createPlayerApiClient({ baseUrl: server.baseUrl, siteId: 6, forwardedFor: '2001:db8::1' });
    expect(await client.playerStation()).toMatchObject({ autodetectedCountry: 'ZZ', market: 'UN' });
  });

  it(`takes the player's address from ${CLIENT_IP_HEADER} when the caller is on loopback`, async () => {
    // A direct loopback caller only: with a forwarding header beside it the header means nothing
    // (operatorSurfaces.test.ts).
    const response = await fetch(`${server.baseUrl}/v1/player/station`, {
      headers: { SiteContext: '6', [CLIENT_IP_HEADER]: '192.0.2.44' },
    });
    expect(await response.json()).toMatchObject({
      ipAddress: '192.0.2.44',
      autodetectedCountry: 'CA',
      market: 'CA',
    });
  });

  /** A request through app.request() from a socket at `address` (as @hono/node-server passes it). */
  function fromAddress(address: string) {
    return { incoming: { socket: { remoteAddress: address, remotePort: 40000, remoteFamily: 'IPv4' } } };
  }

  it(`ignores ${CLIENT_IP_HEADER} and X-Forwarded-For from a caller that is not a trusted proxy`, async () => {
    const app = createSandboxApp({ db: t.db, context: t.ctx });
    const response = await app.request(
      '/v1/player/station',
      { headers: { SiteContext: '6', [CLIENT_IP_HEADER]: '192.0.2.44', 'X-Forwarded-For': '198.51.100.20' } },
      fromAddress('203.0.113.5'),
    );
    expect(await response.json()).toMatchObject({ ipAddress: '203.0.113.5', autodetectedCountry: 'BR' });
  });

  it('reads X-Forwarded-For from the right: a forged first hop does not pass the restricted-range block', async () => {
    // What a real proxy on loopback sends for a client in the restricted range who wrote its own first hop.
    const response = await fetch(`${server.baseUrl}/v1/player/station`, {
      headers: { SiteContext: '6', 'X-Forwarded-For': `10.1.1.1, ${RESTRICTED_RANGE.from}` },
    });
    expect(await response.json()).toMatchObject({ ipAddress: RESTRICTED_RANGE.from });
    const access = createPlayerApiClient({
      baseUrl: server.baseUrl,
      siteId: 6,
      forwardedFor: `10.1.1.1, ${RESTRICTED_RANGE.from}`,
    });
    expect((await access.accessContext()).restrictedCountry).toBe(true);
  });

  it('believes X-Forwarded-For from a configured trusted proxy only, and never stores header text as an address', async () => {
    const app = createSandboxApp({ db: t.db, context: t.ctx, trustedProxies: ['192.0.2.0/24'] });
    const station = async (socket: string, forwardedFor: string) =>
      (await (
        await app.request(
          '/v1/player/station',
          { headers: { SiteContext: '6', 'X-Forwarded-For': forwardedFor } },
          fromAddress(socket),
        )
      ).json()) as { ipAddress: string };
    expect((await station('192.0.2.9', '198.51.100.20')).ipAddress).toBe('198.51.100.20');
    expect((await station('198.51.100.99', '10.1.1.1')).ipAddress).toBe('198.51.100.99');
    expect((await station('192.0.2.9', '<script>, 198.51.100.20')).ipAddress).toBe('198.51.100.20');
    expect((await station('192.0.2.9', 'not-an-address')).ipAddress).toBe('192.0.2.9');
  });

  it('keeps the test surfaces from anyone but a local caller or the test key holder', async () => {
    const testKey = 'k'.repeat(40);
    const app = createSandboxApp({ db: t.db, context: t.ctx, testKey });
    const remote = fromAddress('203.0.113.5');
    const surfaces: Array<[string, string, string?]> = [
      ['GET', '/sandbox/outbox'],
      ['GET', '/sandbox/clock'],
      ['POST', '/sandbox/clock', '{"advanceMs":0}'],
      ['POST', '/sandbox/rate-limits/login/reset'],
      ['POST', '/sandbox/payments/unknown/settle', '{"status":"SUCCESS"}'],
      ['POST', '/sandbox/withdrawals/unknown/process'],
    ];
    for (const [method, path, body] of surfaces) {
      const init = { method, body, headers: { 'Content-Type': 'application/json' } };
      const refused = await app.request(path, init, remote);
      expect(refused.status, `${method} ${path} from afar`).toBe(404);
      expect(await refused.json()).toMatchObject({ code: 'error.not_found' });
      // Relayed by a proxy on loopback: still not a local caller.
      const relayed = await fetch(`${server.baseUrl}${path}`, {
        ...init,
        headers: { ...init.headers, 'X-Forwarded-For': '203.0.113.5' },
      });
      expect(relayed.status, `${method} ${path} through a proxy`).toBe(404);
      const wrongKey = await app.request(
        path,
        { ...init, headers: { ...init.headers, [TEST_KEY_HEADER]: 'x'.repeat(40) } },
        remote,
      );
      expect(wrongKey.status).toBe(404);
    }
    const withKey = await app.request('/sandbox/outbox', { headers: { [TEST_KEY_HEADER]: testKey } }, remote);
    expect(withKey.status).toBe(200);
    const local = await fetch(`${server.baseUrl}/sandbox/outbox`);
    expect(local.status).toBe(200);
    const off = createSandboxApp({ db: t.db, context: t.ctx, testRoutes: false, testKey });
    expect(
      (await off.request('/sandbox/outbox', { headers: { [TEST_KEY_HEADER]: testKey } }, remote)).status,
    ).toBe(404);
  });

  it('lists the restricted IP range in the geo table', async () => {
    expect(await locate(t.db, RESTRICTED_RANGE.from)).toMatchObject({ countryCode: 'BR', restricted: true });
    expect(await locate(t.db, RESTRICTED_RANGE.to)).toMatchObject({ restricted: true });
    expect(await locate(t.db, '203.0.113.223')).toMatchObject({ countryCode: 'BR', restricted: false });
  });

  it('refuses a missing or unknown SiteContext with a 400 and a code', async () => {
    const missing = await fetch(`${server.baseUrl}/v1/player/station`);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'error.site_context.invalid' });
    const client = createPlayerApiClient({ baseUrl: server.baseUrl, siteId: 99 });
    await expect(client.playerStation()).rejects.toMatchObject({
      status: 400,
      code: 'error.site_context.invalid',
    });
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await fetch(`${server.baseUrl}/v1/nope`, { headers: { SiteContext: '6' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'error.not_found' });
  });

  it('shows every SMS and e-mail sent at /sandbox/outbox, newest last, filtered by ?to=', async () => {
    await sendMessage(t.ctx, { channel: 'EMAIL', kind: 'test.a', to: 'outbox@demo.test', body: 'first' });
    await sendMessage(t.ctx, {
      channel: 'SMS',
      kind: 'test.b',
      to: '+358400000001',
      body: 'code 123456',
      code: '123456',
    });
    await sendMessage(t.ctx, { channel: 'EMAIL', kind: 'test.c', to: 'outbox@demo.test', body: 'second' });
    const all = (await (await fetch(`${server.baseUrl}/sandbox/outbox`)).json()) as {
      messages: Array<{ body: string }>;
    };
    expect(all.messages.map((m) => m.body).slice(-3)).toEqual(['first', 'code 123456', 'second']);
    const filtered = (await (await fetch(`${server.baseUrl}/sandbox/outbox?to=Outbox@demo.test`)).json()) as {
      messages: Array<{ body: string; to: string }>;
    };
    expect(filtered.messages.map((m) => m.body)).toEqual(['first', 'second']);
  });

  it('moves the sandbox clock forward with POST /sandbox/clock', async () => {
    const before = (await (await fetch(`${server.baseUrl}/sandbox/clock`)).json()) as {
      now: string;
      offsetMs: number;
    };
    const moved = await fetch(`${server.baseUrl}/sandbox/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ advanceMs: 86_400_000 }),
    });
    expect(moved.status).toBe(200);
    const after = (await moved.json()) as { now: string; offsetMs: number };
    expect(after.offsetMs).toBe(before.offsetMs + 86_400_000);
    expect(Date.parse(after.now) - Date.parse(before.now)).toBeGreaterThanOrEqual(86_400_000);
    expect(await t.ctx.clock.offsetMs()).toBe(after.offsetMs);
    for (const body of ['{"advanceMs":-1}', '{"advanceMs":"soon"}', 'not json']) {
      const refused = await fetch(`${server.baseUrl}/sandbox/clock`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: 'error.request.invalid' });
    }
  });

  it('hides the test surfaces when they are turned off', async () => {
    const app = createSandboxApp({ db: t.db, context: t.ctx, testRoutes: false });
    expect((await app.request('/sandbox/outbox')).status).toBe(404);
    expect((await app.request('/sandbox/clock', { method: 'POST', body: '{"advanceMs":1}' })).status).toBe(
      404,
    );
  });
});
