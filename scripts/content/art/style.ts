/**
 * A brand's drawing style, from its config (brands/<id>/brand.ts): colours, corner radius and a
 * display font chosen for the brand's own font stack (a serif brand gets a slab serif, a sans-serif
 * brand a rounded bold sans), plus how it sets titles.
 */
import type { FontId } from './text.ts';

export interface BrandColors {
  background: string;
  surface: string;
  text: string;
  textMuted: string;
  primary: string;
  onPrimary: string;
  accent: string;
  border: string;
}

export interface ArtStyle {
  /** Who the style belongs to (part of every picture's seed, so brands never share a picture). */
  brandId: string;
  colors: BrandColors;
  /** Corner radius in CSS pixels (brand.ts `theme.radius`). */
  radius: number;
  font: FontId;
  /**
   * How titles are set: `glow`, mixed case on the art with a dark outline and a glow in the brand's
   * primary colour (a dark, rounded brand); `plaque`, capitals on a ribbon in the brand's primary
   * colour with a double rule (a light, serif brand).
   */
  titles: 'glow' | 'plaque';
  uppercase: boolean;
}

export interface BrandThemeInput {
  id: string;
  theme: { colors: BrandColors; fontFamily: string; radius: string };
}

/** The style for a brand config. */
export function artStyleFor(config: BrandThemeInput): ArtStyle {
  const stack = config.theme.fontFamily.toLowerCase();
  const serif = /\bserif\b/.test(stack.replace(/sans-serif/g, ''));
  return {
    brandId: config.id,
    colors: config.theme.colors,
    radius: Number.parseFloat(config.theme.radius) || 0,
    font: serif ? 'alfa-slab-one' : 'lilita-one',
    titles: serif ? 'plaque' : 'glow',
    uppercase: serif,
  };
}

/** A neutral style for pictures made outside a brand (tests). */
export const DEFAULT_STYLE: ArtStyle = artStyleFor({
  id: 'default',
  theme: {
    colors: {
      background: '#10131f',
      surface: '#1c2033',
      text: '#f5f6fa',
      textMuted: '#b8bccc',
      primary: '#ffcf4d',
      onPrimary: '#1b1400',
      accent: '#7fd1ff',
      border: '#3b4060',
    },
    fontFamily: 'system-ui, sans-serif',
    radius: '8px',
  },
});

/** `#rrggbb` mixed with another colour (t = 0 gives `a`). */
export function mix(a: string, b: string, t: number): string {
  const parse = (hex: string) => {
    const value = hex.replace('#', '');
    const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
    return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
  };
  const [x, y] = [parse(a), parse(b)];
  return `#${x
    .map((channel, i) =>
      Math.round(channel + (y[i]! - channel) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Perceived lightness 0–1 of `#rrggbb`. */
export function lightness(hex: string): number {
  const value = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(value.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

/** `#rrggbb` from hue (degrees), saturation and lightness (0–1). */
export function hsl(hue: number, saturation: number, light: number): string {
  const a = saturation * Math.min(light, 1 - light);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}
