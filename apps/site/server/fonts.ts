/**
 * The brand's typefaces (issue 25; brands schema `fonts`): the WOFF2 files in
 * `brands/<id>/assets/fonts/`, served from the site's own origin (the CSP's `font-src 'self'`) at
 * `/fonts/<name>.<hash>.woff2`, whose hash is the file's content: a changed file is a new URL, so
 * each answer is cached for a year as immutable. Read once at start-up; unknown names are a 404.
 * The pages' `@font-face` rules (packages/ui `fontFaceCss`) and preloads (root.tsx) point here.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Brand } from '@casino/brands';
import type { SiteBrand } from '../app/lib/context.ts';

export const FONTS_PATH = '/fonts';
export const FONT_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const FONT_CONTENT_TYPE = 'font/woff2';

/** A brand font as pages use it: its rule, and whether the first screen preloads it. */
export type SiteFont = SiteBrand['fonts'][number];

export interface BrandFonts {
  fonts: SiteFont[];
  /** The files by the name in their URL. */
  files: ReadonlyMap<string, Uint8Array>;
}

/** Reads a brand's font files (validated at start-up by the brands loader) and names their URLs. */
export function brandFonts(brand: Pick<Brand, 'dir' | 'fonts'>): BrandFonts {
  const files = new Map<string, Uint8Array>();
  const fonts = brand.fonts.map((font): SiteFont => {
    const bytes = readFileSync(path.join(brand.dir, font.file));
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
    const name = `${path.basename(font.file, '.woff2')}.${hash}.woff2`;
    files.set(name, bytes);
    return {
      family: font.family,
      url: `${FONTS_PATH}/${name}`,
      weight: font.weight,
      style: font.style,
      unicodeRange: font.unicodeRange,
      preload: font.preload,
    };
  });
  return { fonts, files };
}
