/** The upload page's file sniffing, with no database. */
import { describe, expect, it } from 'vitest';
import { checkFile, sniffType, MAX_UPLOAD_BYTES } from './uploads.ts';

describe('file sniffing', () => {
  const bytes = (...values: Array<number | string>) =>
    new Uint8Array(
      values.flatMap((value) => (typeof value === 'string' ? [...Buffer.from(value)] : [value])),
    );

  it('knows JPEG, PNG, WebP and PDF by their first bytes', () => {
    expect(sniffType(bytes(0xff, 0xd8, 0xff, 0xe0, 0))).toBe('image/jpeg');
    expect(sniffType(bytes(0x89, 'PNG\r\n', 0x1a, '\n', 0))).toBe('image/png');
    expect(sniffType(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it('refuses anything else, empty and oversized files', () => {
    expect(sniffType(bytes('GIF89a'))).toBeNull();
    expect(sniffType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeNull();
    expect(sniffType(bytes('<html>'))).toBeNull();
    expect(checkFile(null)).toEqual({ ok: false, reason: 'missing' });
    expect(checkFile(new Uint8Array(0))).toEqual({ ok: false, reason: 'empty' });
    expect(checkFile(bytes('hello'))).toEqual({ ok: false, reason: 'wrongType' });
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(checkFile(big)).toEqual({ ok: false, reason: 'tooLarge' });
  });
});
