import { describe, expect, it } from 'vitest';
import { baseSecurityHeaders, contentSecurityPolicy, originOf } from './security.ts';

const policy = contentSecurityPolicy({
  nonce: 'abc123',
  production: true,
  frameOrigins: ['http://127.0.0.1:4000', 'http://127.0.0.1:4000'],
  connectOrigins: ['ws://127.0.0.1:4000'],
  imageOrigins: [],
});
const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('security headers', () => {
  it('allows scripts only from the site and with the nonce, never inline or eval', () => {
    expect(directive('script-src')).toBe("script-src 'self' 'nonce-abc123'");
    expect(policy).not.toContain('unsafe-eval');
    expect(directive('script-src')).not.toContain('unsafe-inline');
  });

  it('limits frames and form targets to the site and the game/cashier/bank origins, and is never framed', () => {
    expect(directive('frame-src')).toBe("frame-src 'self' http://127.0.0.1:4000");
    expect(directive('form-action')).toBe("form-action 'self' http://127.0.0.1:4000");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('connect-src')).toBe("connect-src 'self' ws://127.0.0.1:4000");
    expect(directive('object-src')).toBe("object-src 'none'");
  });

  it('sends HSTS only in production, and the other headers always', () => {
    expect(baseSecurityHeaders(true)['Strict-Transport-Security']).toMatch(/max-age=31536000/);
    expect(baseSecurityHeaders(false)['Strict-Transport-Security']).toBeUndefined();
    expect(baseSecurityHeaders(false)).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    });
  });

  it('reads origins from URLs', () => {
    expect(originOf('wss://feed.example.com/v1/feed')).toBe('wss://feed.example.com');
    expect(originOf('nope')).toBeNull();
  });
});
