/** The conformance suite on fake backends (unit test of this module; the real run is against the sandbox). */
import { describe, expect, it } from 'vitest';
import { runConformance } from './run.ts';

const station = {
  ipAddress: '127.0.0.1',
  autodetectedCountry: 'FI',
  autodetectedRegion: null,
  autodetectedCity: null,
  market: 'FI',
  device: { isMobile: false, isTablet: false, isDesktop: true },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A backend that honours the contract for player station. */
const conformant: typeof fetch = async (_input, init) => {
  const site = new Headers(init?.headers).get('SiteContext');
  if (site !== '6') return json(400, { code: 'error.site_context.invalid', message: 'Unknown site' });
  return json(200, station);
};

describe('runConformance', () => {
  it('passes a backend that honours the contract', async () => {
    const report = await runConformance({
      baseUrl: 'http://api.test',
      fetch: conformant,
      only: /^playerStation$/,
    });
    expect(report.failed).toBe(0);
    expect(report.results.map((r) => r.check)).toEqual(['site-context', 'answer']);
  });

  it('fails a backend without the route, naming the call and what went wrong', async () => {
    const report = await runConformance({
      baseUrl: 'http://api.test',
      fetch: async () =>
        new Response('<h1>Not Found</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } }),
      only: /^(playerStation|playerProfile)$/,
    });
    expect(report.failed).toBeGreaterThanOrEqual(2);
    expect(
      report.results.find((r) => r.call === 'playerStation' && r.check === 'site-context')?.detail,
    ).toMatch(/status 404 without a JSON body/);
  });

  it('fails an answer that breaks the response schema, and a code the call does not list', async () => {
    const broken = await runConformance({
      baseUrl: 'http://api.test',
      fetch: async (input, init) =>
        new Headers(init?.headers).get('SiteContext')
          ? json(200, { ...station, ipAddress: undefined })
          : json(400, { code: 'error.site_context.invalid', message: 'x' }),
      only: /^playerStation$/,
    });
    expect(broken.results.find((r) => r.check === 'answer')?.detail).toMatch(/breaks the contract/);
    const wrongCode = await runConformance({
      baseUrl: 'http://api.test',
      fetch: async () => json(400, { code: 'error.made_up', message: 'x' }),
      only: /^playerStation$/,
    });
    expect(wrongCode.results[0]?.detail).toMatch(
      /expected error.site_context.invalid, got 400 error.made_up/,
    );
  });

  it('reports 501 as not implemented, and as a failure in strict mode', async () => {
    const backend: typeof fetch = async (_input, init) =>
      new Headers(init?.headers).get('SiteContext')
        ? json(501, { code: 'error.not_implemented', message: 'later' })
        : json(400, { code: 'error.site_context.invalid', message: 'x' });
    const lenient = await runConformance({
      baseUrl: 'http://api.test',
      fetch: backend,
      only: /^playerStation$/,
    });
    expect(lenient.notImplementedCalls).toEqual(['playerStation']);
    expect(lenient.failed).toBe(0);
    const strict = await runConformance({
      baseUrl: 'http://api.test',
      fetch: backend,
      only: /^playerStation$/,
      strict: true,
    });
    expect(strict.failed).toBe(1);
  });

  it('sends a call that takes input its example, and names it when it validates and then answers 501', async () => {
    // A backend like the sandbox before issue 28: the sportsbook context validates its body, then 501.
    const bodies: unknown[] = [];
    const backend: typeof fetch = async (_input, init) => {
      if (!new Headers(init?.headers).get('SiteContext')) {
        return json(400, { code: 'error.site_context.invalid', message: 'x' });
      }
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      bodies.push(body);
      if (!body['brand']) {
        return json(400, {
          code: 'error.request.invalid',
          message: 'x',
          validationErrors: { brand: { message: 'Required' } },
        });
      }
      return json(501, { code: 'error.not_implemented', message: 'later' });
    };
    const strict = await runConformance({
      baseUrl: 'http://api.test',
      fetch: backend,
      only: /^sportsbookContext$/,
      strict: true,
    });
    expect(strict.results.map((r) => `${r.check} ${r.outcome}`)).toEqual([
      'site-context pass',
      'invalid-input pass',
      'example fail',
    ]);
    // The example is a valid request of the call (the contract's own schema accepts it).
    expect(bodies.at(-1)).toMatchObject({ jurisdiction: expect.any(String), deepLinks: expect.any(Object) });
  });
});
