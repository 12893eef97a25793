/** The draft preview's cookie and targets (preview.ts): signed, expiring, HttpOnly, this site only. */
import { describe, expect, it } from 'vitest';
import {
  PREVIEW_TTL_S,
  localSecretGiven,
  previewCookie,
  previewCookieCleared,
  previewOn,
  previewTarget,
  safeTarget,
} from './preview.ts';

const SECRET = 'a-session-secret-of-at-least-32-characters';
const now = Date.parse('2026-11-29T12:00:00Z');
const valueOf = (header: string) => header.split(';')[0]!;

describe('the preview cookie', () => {
  it('is on for an hour, signed with the session secret, HttpOnly and Lax (Secure in production)', () => {
    const header = previewCookie(SECRET, now, true);
    expect(header).toMatch(
      /^__preview=\d+\.[\w-]{43}; Path=\/; Max-Age=3600; HttpOnly; SameSite=Lax; Secure$/,
    );
    expect(previewCookie(SECRET, now, false)).not.toContain('Secure');
    const cookie = valueOf(header);
    expect(previewOn(`other=1; ${cookie}`, SECRET, now)).toBe(true);
    expect(previewOn(cookie, SECRET, now + PREVIEW_TTL_S * 1000 - 1000)).toBe(true);
    expect(previewOn(cookie, SECRET, now + PREVIEW_TTL_S * 1000 + 1000)).toBe(false);
  });

  it('is off when forged, signed with another secret, extended, absent or cleared', () => {
    const cookie = valueOf(previewCookie(SECRET, now, false));
    const [expires, signature] = cookie.slice('__preview='.length).split('.') as [string, string];
    expect(previewOn(cookie, 'another-secret-of-at-least-32-characters', now)).toBe(false);
    expect(previewOn(`__preview=${Number(expires) + 86_400}.${signature}`, SECRET, now)).toBe(false);
    expect(previewOn('__preview=1', SECRET, now)).toBe(false);
    expect(previewOn(undefined, SECRET, now)).toBe(false);
    expect(valueOf(previewCookieCleared(false))).toBe('__preview=');
    expect(previewOn(valueOf(previewCookieCleared(false)), SECRET, now)).toBe(false);
  });
});

describe('the preview target', () => {
  it('is a path on this site, else the home', () => {
    expect(safeTarget('/en-UN/promotions')).toBe('/en-UN/promotions');
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'en-UN',
      '/a b',
      null,
      undefined,
    ]) {
      expect(safeTarget(bad), String(bad)).toBe('/');
    }
    expect(previewTarget(new URL('http://site/preview?redirect=%2Fen-UN'))).toBe('/en-UN');
    expect(previewTarget(new URL('http://site/preview?sanity-preview-pathname=%2Ffi-FI'))).toBe('/fi-FI');
  });

  it('takes the local secret only when it is configured and given exactly', () => {
    const url = (secret: string) => new URL(`http://site/preview?secret=${encodeURIComponent(secret)}`);
    expect(localSecretGiven(url('x'.repeat(40)), 'x'.repeat(40))).toBe(true);
    expect(localSecretGiven(url('x'.repeat(39)), 'x'.repeat(40))).toBe(false);
    expect(localSecretGiven(url('x'.repeat(40)), undefined)).toBe(false);
    expect(localSecretGiven(new URL('http://site/preview'), 'x'.repeat(40))).toBe(false);
  });
});
