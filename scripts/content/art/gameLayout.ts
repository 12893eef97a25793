/**
 * What every game picture shares: the spec of what it shows, the layout per picture shape (where
 * the symbols or table items go, where the title goes), seeded picks, and the title drawn over the
 * art.
 */
import { drawFrame, drawTitle, type Box } from './brandStyle.ts';
import type { ArtStyle } from './style.ts';
import { mix } from './style.ts';
import { num, type Canvas } from './svg.ts';

export interface GameArtSpec {
  kind: 'game';
  /** The game's identity (its catalogue key): what the picture shows. */
  id: string;
  /** The game's name, drawn on the picture. */
  title: string;
  /** The slot theme (catalogue THEMES), for slots. */
  theme?: string;
  gameType: string;
  live: boolean;
}

export type Shape = 'square' | 'tall' | 'wide';

export interface Layout {
  shape: Shape;
  /** Where the symbols go. */
  cx: number;
  cy: number;
  size: number;
  title: Box;
  maxLines: number;
}

export function layoutOf(canvas: Canvas): Layout {
  const { width: w, height: h } = canvas;
  if (h > w * 1.3) {
    return {
      shape: 'tall',
      cx: w / 2,
      cy: h * 0.36,
      size: w * 0.72,
      title: { x: w * 0.07, y: h * 0.69, w: w * 0.86, h: h * 0.26 },
      maxLines: 3,
    };
  }
  if (w > h * 1.3) {
    return {
      shape: 'wide',
      cx: w * 0.25,
      cy: h * 0.5,
      size: h * 0.62,
      title: { x: w * 0.48, y: h * 0.12, w: w * 0.47, h: h * 0.76 },
      maxLines: 3,
    };
  }
  return {
    shape: 'square',
    cx: w / 2,
    cy: h * 0.37,
    size: h * 0.46,
    title: { x: w * 0.07, y: h * 0.68, w: w * 0.86, h: h * 0.27 },
    maxLines: 2,
  };
}

export function pick<T>(rnd: () => number, items: readonly T[]): T {
  return items[Math.floor(rnd() * items.length)]!;
}

export function shuffled<T>(rnd: () => number, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The title with, for the glow style, a scrim under it for legibility. */
export function titleOver(
  canvas: Canvas,
  style: ArtStyle,
  spec: GameArtSpec,
  layout: Layout,
  tone: string,
  dark: string,
): void {
  const { width: w, height: h } = canvas;
  const outline = mix(dark, '#000000', 0.55);
  if (style.titles === 'glow') {
    if (layout.shape === 'wide') {
      canvas.add(
        `<rect x="${num(w * 0.4)}" width="${num(w * 0.6)}" height="${num(h)}" fill="${canvas.linear(
          [
            [0, outline, 0],
            [0.35, outline, 0.55],
            [1, outline, 0.75],
          ],
          0,
          0,
          1,
          0,
        )}"/>`,
      );
    } else {
      const top = layout.title.y - h * 0.08;
      canvas.add(
        `<rect y="${num(top)}" width="${num(w)}" height="${num(h - top)}" fill="${canvas.linear([
          [0, outline, 0],
          [0.45, outline, 0.6],
          [1, outline, 0.85],
        ])}"/>`,
      );
    }
  }
  drawTitle(canvas, style, spec.title, layout.title, { tone, dark: outline, maxLines: layout.maxLines });
  drawFrame(canvas, style, layout.shape === 'square' ? 200 : Math.min(w, h) / 2);
}
