/**
 * Turns a brand's theme tokens into the CSS custom properties of the contract in `theme.css.ts`.
 * The result goes into one `<style>` element in the document head.
 *
 * A brand with an alternate theme (its other colour scheme) shows it only to a player who chose
 * it: `<html data-theme>` holds the choice ("dark", "light", or "system" for the device's
 * `prefers-color-scheme`), set on the server from the player's preference cookie so the page
 * paints in its scheme from the first frame. Without a choice the brand's own theme shows: its
 * look is its identity, and most phones say "light" without their owners ever choosing.
 * `color-scheme` follows, so native controls and scroll bars match.
 *
 * The brand's typefaces come first in that element: one `@font-face` rule per file the brand ships
 * (brands schema `fonts`), served by the site from its own origin. `font-display: swap` shows the
 * text at once in the fallback the theme's `fontFamily` names next, and `unicode-range` makes a
 * browser fetch a subset's file only for a page that has its characters.
 */
import { vars } from './theme.css.ts';

export interface ThemeTokens {
  colors: Record<keyof typeof vars.colors, string>;
  fontFamily: string;
  radius: string;
  /** The tiles' treatment as CSS values (`tileTokensOf`); absent: `DEFAULT_TILE_TOKENS`. */
  tile?: TileTokens;
}

/** The game tiles' treatment as the CSS values of the contract's `tile` variables. */
export type TileTokens = Record<keyof typeof vars.tile, string>;

/** A brand's tile treatment as configured (brands schema `identity.tiles`). */
export interface TileTreatment {
  radius: string;
  titleAlign: 'start' | 'center';
  badge: 'pill' | 'tag';
}

/** Rounded art and pill badges, titles at the start: the treatment of a brand that sets none. */
export const DEFAULT_TILE_TOKENS: TileTokens = {
  radius: '12px',
  badgeRadius: '999px',
  badgeCase: 'none',
  titleAlign: 'start',
};

/**
 * A tile treatment as tokens: a `pill` badge is fully rounded in sentence case, a `tag` badge is
 * square-cut (the tile's own radius at most 2 px) in capitals, like a printed label.
 */
export function tileTokensOf(treatment: TileTreatment): TileTokens {
  return {
    radius: treatment.radius,
    badgeRadius: treatment.badge === 'pill' ? '999px' : '2px',
    badgeCase: treatment.badge === 'pill' ? 'none' : 'uppercase',
    titleAlign: treatment.titleAlign,
  };
}

/** `var(--name)` → `--name`; vanilla-extract may add a fallback after a comma. */
function propertyName(reference: string): string {
  const match = /^var\((--[^,)]+)/.exec(reference);
  if (!match) throw new Error(`Unexpected theme variable reference ${reference}`);
  return match[1]!;
}

/** Characters that could end the declaration or the style element are refused. */
function safeValue(value: string): string {
  if (/[;{}<>]/.test(value)) throw new Error(`Unsafe theme value ${JSON.stringify(value)}`);
  return value;
}

export function themeDeclarations(tokens: ThemeTokens): string {
  const declarations: string[] = [];
  for (const key of Object.keys(vars.colors) as Array<keyof typeof vars.colors>) {
    declarations.push(`${propertyName(vars.colors[key])}:${safeValue(tokens.colors[key])}`);
  }
  declarations.push(`${propertyName(vars.fontFamily)}:${safeValue(tokens.fontFamily)}`);
  declarations.push(`${propertyName(vars.radius)}:${safeValue(tokens.radius)}`);
  const tile = tokens.tile ?? DEFAULT_TILE_TOKENS;
  for (const key of Object.keys(vars.tile) as Array<keyof typeof vars.tile>) {
    declarations.push(`${propertyName(vars.tile[key])}:${safeValue(tile[key])}`);
  }
  return declarations.join(';');
}

/** One web font file of a brand, where the site serves it. */
export interface WebFontFace {
  family: string;
  /** Same-origin URL of the WOFF2 file. */
  url: string;
  /** One weight, or a variable font's range. */
  weight: number | readonly [number, number];
  style: 'normal' | 'italic';
  unicodeRange: string;
}

/** The `@font-face` rules of a brand's fonts. */
export function fontFaceCss(faces: readonly WebFontFace[]): string {
  return faces
    .map((face) => {
      const weight = typeof face.weight === 'number' ? `${face.weight}` : face.weight.join(' ');
      const descriptors = [
        `font-family:"${safeValue(face.family).replace(/["\\]/g, '')}"`,
        `src:url(${JSON.stringify(safeValue(face.url))}) format("woff2")`,
        `font-weight:${safeValue(weight)}`,
        `font-style:${safeValue(face.style)}`,
        'font-display:swap',
        `unicode-range:${safeValue(face.unicodeRange)}`,
      ];
      return `@font-face{${descriptors.join(';')}}`;
    })
    .join('');
}

export type ColourScheme = 'dark' | 'light';

export const THEME_ATTRIBUTE = 'data-theme';

export function themeCss(tokens: ThemeTokens, scheme?: ColourScheme, alternate?: ThemeTokens): string {
  const main = `:root{${themeDeclarations(tokens)}${scheme ? `;color-scheme:${scheme}` : ''}}`;
  if (!scheme || !alternate) return main;
  const other: ColourScheme = scheme === 'dark' ? 'light' : 'dark';
  const second = `${themeDeclarations(alternate)};color-scheme:${other}`;
  return (
    `${main}@media (prefers-color-scheme:${other}){:root[${THEME_ATTRIBUTE}="system"]{${second}}}` +
    `:root[${THEME_ATTRIBUTE}="${other}"]{${second}}`
  );
}
