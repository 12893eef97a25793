import { describe, expect, it } from 'vitest';
import { isCrossSite } from './csrf.ts';

const request = (method: string, headers: Record<string, string>) => ({
  method,
  header: (name: string) => headers[name.toLowerCase()],
});

describe('isCrossSite', () => {
  it('lets safe methods through whatever their origin', () => {
    expect(isCrossSite(request('GET', { origin: 'https://evil.example', host: 'site.test' }), false)).toBe(
      false,
    );
  });

  it('refuses a POST from another origin, a null origin or a cross-site fetch', () => {
    expect(isCrossSite(request('POST', { origin: 'https://evil.example', host: 'site.test' }), false)).toBe(
      true,
    );
    expect(isCrossSite(request('POST', { origin: 'null', host: 'site.test' }), false)).toBe(true);
    expect(isCrossSite(request('POST', { 'sec-fetch-site': 'cross-site', host: 'site.test' }), false)).toBe(
      true,
    );
    expect(isCrossSite(request('PUT', { origin: 'not a url', host: 'site.test' }), false)).toBe(true);
  });

  it('accepts same-origin posts (the port counts) and posts without browser headers', () => {
    expect(
      isCrossSite(request('POST', { origin: 'http://site.test:3000', host: 'site.test:3000' }), false),
    ).toBe(false);
    expect(
      isCrossSite(request('POST', { origin: 'http://site.test:3001', host: 'site.test:3000' }), false),
    ).toBe(true);
    expect(isCrossSite(request('POST', { host: 'site.test' }), false)).toBe(false);
    expect(
      isCrossSite(
        request('POST', { 'sec-fetch-site': 'same-origin', origin: 'https://Site.test', host: 'site.test' }),
        false,
      ),
    ).toBe(false);
  });

  it('uses the forwarded host only behind a trusted proxy', () => {
    const behindProxy = request('POST', {
      origin: 'https://aurora.example.com',
      host: '10.0.0.5:3000',
      'x-forwarded-host': 'aurora.example.com',
    });
    expect(isCrossSite(behindProxy, true)).toBe(false);
    expect(isCrossSite(behindProxy, false)).toBe(true);
  });
});
