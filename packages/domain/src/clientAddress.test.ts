import { describe, expect, it } from 'vitest';
import { forwardedClientAddress, parseIpAddress } from './clientAddress.ts';

const loopback = (address: string) => address === '127.0.0.1' || address === '::1';

describe('parseIpAddress', () => {
  it('accepts IPv4 and IPv6 addresses in canonical form', () => {
    expect(parseIpAddress('203.0.113.230')).toBe('203.0.113.230');
    expect(parseIpAddress(' ::ffff:10.1.1.1 ')).toBe('10.1.1.1');
    expect(parseIpAddress('2001:DB8:0:0::1')).toBe('2001:db8::1');
    expect(parseIpAddress('::1')).toBe('::1');
  });

  it('refuses anything else: names, ports, out-of-range octets, control characters, long text', () => {
    for (const text of [
      '',
      'unknown',
      'example.com',
      '10.1.1.1:443',
      '256.1.1.1',
      '1.2.3',
      '10.0.0.1\u0000',
      ':::',
      'a'.repeat(5000),
      '1:2',
      '[::1]',
    ]) {
      expect(parseIpAddress(text), JSON.stringify(text.slice(0, 20))).toBeNull();
    }
  });
});

describe('forwardedClientAddress', () => {
  it('takes the hop the trusted proxy appended, not a forged first hop', () => {
    // What a real proxy sends for a client in the restricted range who wrote its own first hop.
    const input = { socket: '127.0.0.1', forwardedFor: '10.1.1.1, 203.0.113.230' };
    expect(forwardedClientAddress({ ...input, trust: 1 })).toBe('203.0.113.230');
    expect(forwardedClientAddress({ ...input, trust: loopback })).toBe('203.0.113.230');
  });

  it('counts trusted hops from the right', () => {
    const input = { socket: '10.0.0.2', forwardedFor: '198.51.100.7, 203.0.113.9, 10.0.0.1' };
    expect(forwardedClientAddress({ ...input, trust: 0 })).toBe('10.0.0.2');
    expect(forwardedClientAddress({ ...input, trust: 1 })).toBe('10.0.0.1');
    expect(forwardedClientAddress({ ...input, trust: 2 })).toBe('203.0.113.9');
    expect(forwardedClientAddress({ ...input, trust: 9 })).toBe('198.51.100.7');
  });

  it('ignores the header from a caller that is not a trusted proxy', () => {
    expect(
      forwardedClientAddress({ socket: '203.0.113.230', forwardedFor: '10.1.1.1', trust: loopback }),
    ).toBe('203.0.113.230');
  });

  it('never answers header text that is not an address', () => {
    expect(
      forwardedClientAddress({
        socket: '127.0.0.1',
        forwardedFor: 'evil\u0000, 198.51.100.7',
        trust: loopback,
      }),
    ).toBe('198.51.100.7');
    expect(
      forwardedClientAddress({ socket: '127.0.0.1', forwardedFor: 'x'.repeat(100_000), trust: loopback }),
    ).toBe('127.0.0.1');
    expect(forwardedClientAddress({ socket: undefined, forwardedFor: '10.1.1.1', trust: 1 })).toBeNull();
  });
});
