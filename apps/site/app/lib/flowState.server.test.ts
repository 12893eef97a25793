import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FLOW_MAX_AGE_SECONDS, createFlowStore } from './flowState.server.ts';

const schema = z.object({ step: z.enum(['details', 'verification']), email: z.string() });
const options = { secret: 'k'.repeat(40), secure: true };
const store = createFlowStore('casino_flow_test', schema, options);

const requestWith = (setCookie: string) =>
  new Request('http://site.test/', { headers: { Cookie: setCookie.split(';')[0]! } });

afterEach(() => vi.useRealTimers());

describe('flow state cookies', () => {
  it('round-trips a value, encrypted, with the cookie flags', () => {
    const cookie = store.write({ step: 'verification', email: 'new@demo.test' });
    expect(cookie).not.toContain('new@demo.test');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain(`Max-Age=${FLOW_MAX_AGE_SECONDS}`);
    expect(store.read(requestWith(cookie))).toEqual({ step: 'verification', email: 'new@demo.test' });
  });

  it('reads a tampered cookie, another flow’s cookie or another secret as no flow', () => {
    const cookie = store.write({ step: 'details', email: 'a@b.test' });
    const [pair] = cookie.split(';');
    const tampered = `${pair!.slice(0, -2)}${pair!.endsWith('A') ? 'B' : 'A'}A`;
    expect(store.read(new Request('http://x/', { headers: { Cookie: tampered } }))).toBeNull();
    const other = createFlowStore('casino_flow_test', schema, { ...options, secret: 'z'.repeat(40) });
    expect(other.read(requestWith(cookie))).toBeNull();
    const otherName = createFlowStore('casino_flow_other', schema, options);
    expect(
      otherName.read(
        new Request('http://x/', {
          headers: { Cookie: pair!.replace('casino_flow_test', 'casino_flow_other') },
        }),
      ),
    ).toBeNull();
  });

  it('forgets a flow after 30 minutes, and a value of the wrong shape', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-21T12:00:00Z') });
    const cookie = store.write({ step: 'details', email: 'a@b.test' });
    vi.setSystemTime(Date.parse('2026-11-21T12:31:00Z'));
    expect(store.read(requestWith(cookie))).toBeNull();
    const loose = createFlowStore('casino_flow_test', z.object({ step: z.string() }), options);
    vi.setSystemTime(Date.parse('2026-11-21T12:00:00Z'));
    const narrow = createFlowStore('casino_flow_test', z.object({ step: z.literal('other') }), options);
    expect(narrow.read(requestWith(loose.write({ step: 'details' })))).toBeNull();
  });

  it('deletes with Max-Age=0', () => {
    expect(store.write(null)).toMatch(/^casino_flow_test=; Max-Age=0/);
  });
});
