import { describe, expect, it } from 'vitest';
import { deviceFlags, ipv4ToInt } from './geo.ts';

describe('ipv4ToInt', () => {
  it('converts dotted quads, mapped and loopback IPv6', () => {
    expect(ipv4ToInt('0.0.0.0')).toBe(0);
    expect(ipv4ToInt('255.255.255.255')).toBe(2 ** 32 - 1);
    expect(ipv4ToInt('::ffff:127.0.0.1')).toBe(ipv4ToInt('127.0.0.1'));
    expect(ipv4ToInt('::1')).toBe(ipv4ToInt('127.0.0.1'));
  });
  it('rejects anything else', () => {
    for (const bad of ['', '1.2.3', '256.1.1.1', 'a.b.c.d', '2001:db8::1', '1.2.3.4.5']) {
      expect(ipv4ToInt(bad)).toBeNull();
    }
  });
});

describe('deviceFlags', () => {
  it('tells phones, tablets and desktops apart', () => {
    expect(deviceFlags('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36').isMobile).toBe(true);
    expect(deviceFlags('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)').isTablet).toBe(true);
    expect(deviceFlags('Mozilla/5.0 (X11; Linux x86_64) Chrome/140').isDesktop).toBe(true);
  });
});
