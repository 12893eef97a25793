/**
 * A brand's identity as configuration (issue 27 "two brands are two companies"): what makes two
 * brands read as two companies beyond their colours and typeface (`theme`, `fonts`).
 *
 * - `logo`: the wordmark, an SVG file in the brand's folder (`assets/identity/`). The site inlines
 *   it in the header and the footer, so its text may use `currentColor` and the page's typeface
 *   (a `<text>` without a font family paints in the brand's font) and follows the colour scheme.
 * - `illustrations.hero`: the brand's campaign art behind the home's first screen, an SVG too.
 * - `home`: the home page's composition, one of `HOME_COMPOSITIONS`: `hero-rows` (a full-bleed
 *   hero with the offer, then game rows) or `pay-and-play-first` (the bank-first Pay and Play
 *   amount card first, then the offer line and the rows).
 * - `tiles`: the game tiles' treatment, turned into theme tokens by `@casino/ui`'s theme: corner
 *   radius, where titles sit (`start` or `center`) and the badge style (`pill` or `tag`).
 *
 * Decisions where the issue is silent: every part is optional and defaulted (no logo: the site
 * keeps the mark drawn from the name, `/favicon.svg`; no hero art: the content's banner image), so
 * a brand folder copied before this existed still starts. SVG files are checked at start-up
 * (`svgProblem`): an `<svg>` root, at most 48 KB, no scripts, event handlers or outside references,
 * because the site puts them into its pages as markup.
 */
import { z } from 'zod';

export const HOME_COMPOSITIONS = ['hero-rows', 'pay-and-play-first'] as const;
export type HomeComposition = (typeof HOME_COMPOSITIONS)[number];

/** The largest SVG a brand may ship for its identity: the header inlines it on every page. */
export const MAX_SVG_BYTES = 48 * 1024;

const svgFile = z
  .string()
  .regex(/^assets\/[A-Za-z0-9_-][A-Za-z0-9._/-]*\.svg$/, {
    message: 'must be an SVG file in the brand\'s assets/ folder, e.g. "assets/identity/logo.svg"',
  })
  .refine((file) => !file.split('/').includes('..'), { message: 'must stay inside the brand folder' });

const length = z
  .string()
  .regex(/^\d+(\.\d+)?(px|rem)$/, { message: 'must be a length such as "8px" or "0.5rem"' });

export const tileTreatmentSchema = z
  .object({
    radius: length.default('12px'),
    titleAlign: z.enum(['start', 'center'], { message: 'must be "start" or "center"' }).default('start'),
    badge: z.enum(['pill', 'tag'], { message: 'must be "pill" or "tag"' }).default('pill'),
  })
  .strict();

export const identitySchema = z
  .object({
    logo: svgFile.optional(),
    illustrations: z.object({ hero: svgFile.optional() }).strict().default({}),
    home: z
      .enum(HOME_COMPOSITIONS, { message: `must be one of ${HOME_COMPOSITIONS.join(', ')}` })
      .default('hero-rows'),
    tiles: tileTreatmentSchema.default({ radius: '12px', titleAlign: 'start', badge: 'pill' }),
  })
  .strict();

export type BrandIdentity = z.output<typeof identitySchema>;
export type TileTreatment = BrandIdentity['tiles'];

/** The SVG files an identity names, with their field paths (for the start-up check). */
export function identityFiles(identity: BrandIdentity): Array<{ path: (string | number)[]; file: string }> {
  return [
    ...(identity.logo ? [{ path: ['identity', 'logo'], file: identity.logo }] : []),
    ...(identity.illustrations.hero
      ? [{ path: ['identity', 'illustrations', 'hero'], file: identity.illustrations.hero }]
      : []),
  ];
}

/**
 * Why an SVG file cannot be inlined in the site's pages, or null when it can (module header): its
 * root is `<svg>` (after an XML declaration or comments), it is small, and it has no script, no
 * event handler attribute, no `<foreignObject>` and no reference outside itself.
 */
export function svgProblem(text: string): string | null {
  if (new TextEncoder().encode(text).length > MAX_SVG_BYTES)
    return `is larger than ${MAX_SVG_BYTES / 1024} KB: the header inlines it on every page`;
  const body = text.replace(/^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*/, '');
  if (!/^<svg[\s>]/.test(body)) return 'is not an SVG file (its root element is not <svg>)';
  if (/<script[\s>]/i.test(text)) return 'has a <script>: identity art must be a picture only';
  if (/<foreignObject[\s>]/i.test(text)) return 'has a <foreignObject>: identity art must be SVG only';
  if (/\son[a-z]+\s*=/i.test(text)) return 'has an event handler attribute (on…=)';
  if (/(?:href|src)\s*=\s*["'](?!#)/i.test(text) || /url\(\s*["']?(?!#)/i.test(text))
    return 'refers to something outside itself (href, src or url() not starting with #)';
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return 'has a DOCTYPE or an entity declaration';
  return null;
}
