import { describe, expect, it } from 'vitest';
import { createPlayerApiClient, PlayerApiError } from './client.ts';

const station = {
  ipAddress: '192.0.2.10',
  autodetectedCountry: 'FI',
  autodetectedRegion: 'Uusimaa',
  autodetectedCity: 'Helsinki',
  market: 'FI',
  device: { isMobile: false, isTablet: false, isDesktop: true },
};

function fakeFetch(status: number, body: unknown, seen: Request[] = []): typeof fetch {
  return async (input, init) => {
    seen.push(new Request(input as URL, init));
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
}

describe('player API client', () => {
  it('sends the SiteContext header with the brand site id and the forwarded address', async () => {
    const seen: Request[] = [];
    const client = createPlayerApiClient({
      baseUrl: 'http://api.test/',
      siteId: 7,
      forwardedFor: '192.0.2.10',
      fetch: fakeFetch(200, station, seen),
    });
    await expect(client.playerStation()).resolves.toEqual(station);
    expect(seen[0]!.url).toBe('http://api.test/v1/player/station');
    expect(seen[0]!.method).toBe('GET');
    expect(seen[0]!.headers.get('SiteContext')).toBe('7');
    expect(seen[0]!.headers.get('X-Forwarded-For')).toBe('192.0.2.10');
    expect(seen[0]!.headers.get('Authorization')).toBeNull();
  });

  it('turns an error body into a PlayerApiError with its code', async () => {
    const client = createPlayerApiClient({
      baseUrl: 'http://api.test',
      siteId: 6,
      fetch: fakeFetch(400, { code: 'error.site_context.invalid', message: 'Unknown site 99' }),
    });
    const error = await client.playerStation().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlayerApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'error.site_context.invalid',
      message: 'Unknown site 99',
    });
  });

  it('refuses a response that breaks the contract (missing ipAddress is an error, spec 1 §8)', async () => {
    const { ipAddress: _omitted, ...withoutIp } = station;
    const client = createPlayerApiClient({
      baseUrl: 'http://api.test',
      siteId: 6,
      fetch: fakeFetch(200, withoutIp),
    });
    await expect(client.playerStation()).rejects.toMatchObject({
      status: 502,
      code: 'error.api.invalid_response',
    });
  });

  it('reports a network failure as a Network Error without status', async () => {
    const client = createPlayerApiClient({
      baseUrl: 'http://api.test',
      siteId: 6,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(client.playerStation()).rejects.toMatchObject({ status: 0, code: 'error.network' });
  });

  it('maps a non-JSON failure to the system error code', async () => {
    const client = createPlayerApiClient({
      baseUrl: 'http://api.test',
      siteId: 6,
      fetch: async () => new Response('<html>bad gateway</html>', { status: 502 }),
    });
    await expect(client.playerStation()).rejects.toMatchObject({ status: 502, code: 'error.system.error' });
  });
});
