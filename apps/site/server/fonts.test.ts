import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadBrands } from '@casino/brands';
import { describe, expect, it } from 'vitest';
import { brandFonts } from './fonts.ts';

const brands = await loadBrands();

describe('brandFonts', () => {
  it("names each of the brand's files by its content, under /fonts/", () => {
    for (const brand of brands) {
      const { fonts, files } = brandFonts(brand);
      expect(fonts).toHaveLength(brand.fonts.length);
      for (const [index, font] of fonts.entries()) {
        expect(font.url).toMatch(/^\/fonts\/[a-z0-9.-]+\.[0-9a-f]{16}\.woff2$/);
        expect(font).toMatchObject({
          family: brand.fonts[index]!.family,
          preload: brand.fonts[index]!.preload,
        });
        const bytes = files.get(font.url.slice('/fonts/'.length));
        expect(Buffer.from(bytes!.subarray(0, 4)).toString('latin1')).toBe('wOF2');
      }
      // The same files give the same names (a deploy without font changes keeps browsers' caches).
      expect(brandFonts(brand).fonts.map((font) => font.url)).toEqual(fonts.map((font) => font.url));
    }
  });

  it('gives a changed file another name', async () => {
    const [aurora, kestrel] = brands;
    const font = aurora!.fonts[0]!;
    const dir = await mkdtemp(path.join(tmpdir(), 'site-fonts-'));
    await mkdir(path.join(dir, 'assets', 'fonts'), { recursive: true });
    await copyFile(path.join(kestrel!.dir, kestrel!.fonts[0]!.file), path.join(dir, font.file));
    const [own] = brandFonts(aurora!).fonts;
    const [changed] = brandFonts({ dir, fonts: [font] }).fonts;
    expect(changed!.url).not.toBe(own!.url);
    expect(changed!.url.split('.')[0]).toBe(own!.url.split('.')[0]);
    await rm(dir, { recursive: true, force: true });
  });
});
