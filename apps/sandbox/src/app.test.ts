/** Integration: the sandbox over real HTTP on a fresh database, called through the typed client. */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import { loadBrands } from '@casino/brands';
import { createPlayerApiClient } from '@casino/player-api';
import { createSandboxApp } from './app.ts';
import { openDatabase, type OpenDatabase } from './db/database.ts';
import { seed } from './seed.ts';

let database: OpenDatabase;
let server: ServerType;
let baseUrl: string;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await seed(database.db, await loadBrands());
  const app = createSandboxApp({ db: database.db });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

describe('sandbox player API', () => {
  it('answers /health with the database state', async () => {
    const response = await fetch(`${baseUrl}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers player station for the loopback caller of the default brand', async () => {
    const client = createPlayerApiClient({ baseUrl, siteId: 6 });
    const station = await client.playerStation();
    expect(station).toMatchObject({ ipAddress: '127.0.0.1', autodetectedCountry: 'FI', market: 'FI' });
    expect(station.device.isDesktop).toBe(true);
  });

  it('locates a forwarded address and picks the market of that brand', async () => {
    const aurora = createPlayerApiClient({ baseUrl, siteId: 6, forwardedFor: '198.51.100.20' });
    const kestrel = createPlayerApiClient({ baseUrl, siteId: 7, forwardedFor: '198.51.100.20' });
    expect(await aurora.playerStation()).toMatchObject({ autodetectedCountry: 'DE', market: 'UN' });
    expect(await kestrel.playerStation()).toMatchObject({ autodetectedCountry: 'DE', market: 'JJ' });
  });

  it('answers an unknown address with the unknown country, never nothing', async () => {
    const client = createPlayerApiClient({ baseUrl, siteId: 6, forwardedFor: '2001:db8::1' });
    expect(await client.playerStation()).toMatchObject({ autodetectedCountry: 'ZZ', market: 'UN' });
  });

  it('refuses a missing or unknown SiteContext with a 400 and a code', async () => {
    const missing = await fetch(`${baseUrl}/v1/player/station`);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'error.site_context.invalid' });
    const client = createPlayerApiClient({ baseUrl, siteId: 99 });
    await expect(client.playerStation()).rejects.toMatchObject({
      status: 400,
      code: 'error.site_context.invalid',
    });
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await fetch(`${baseUrl}/v1/nope`, { headers: { SiteContext: '6' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'error.not_found' });
  });
});
