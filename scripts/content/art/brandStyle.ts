/**
 * What every picture of a brand shares: how titles are set (outline, glow or plaque, in the brand's
 * font as paths) and the frame (the brand's corner radius, its colours).
 */
import type { ArtStyle } from './style.ts';
import { mix } from './style.ts';
import { circle, num, rect, type Canvas } from './svg.ts';
import { blockHeight, blockWidth, defineText, fitText, TEXT_EM, type TextBlock } from './text.ts';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The brand's corner radius in the picture's units (pictures are about twice their CSS size). */
export function cornerRadius(canvas: Canvas, style: ArtStyle, displayed = 200): number {
  return (style.radius * Math.min(canvas.width, canvas.height)) / displayed;
}

/**
 * Sets a title in a box, in the brand's style: `tone` is the picture's title colour (the gradient's
 * lower stop) and `dark` its outline colour.
 */
export function drawTitle(
  canvas: Canvas,
  style: ArtStyle,
  text: string,
  box: Box,
  options: { tone: string; dark: string; maxLines?: number; maxSize?: number; align?: 'center' | 'left' },
): TextBlock {
  const words = style.uppercase ? text.toUpperCase() : text;
  const plaque = style.titles === 'plaque';
  const inner: Box = plaque
    ? { x: box.x + box.w * 0.05, y: box.y + box.h * 0.1, w: box.w * 0.9, h: box.h * 0.8 }
    : box;
  const block = fitText(
    style.font,
    words,
    { width: inner.w, height: inner.h },
    {
      maxLines: options.maxLines ?? 2,
      maxSize: options.maxSize ?? Math.min(canvas.width, canvas.height) * 0.17,
      tracking: plaque ? 0.02 : 0,
      leading: plaque ? 1.08 : 1.0,
    },
  );
  const height = blockHeight(block);
  const width = blockWidth(block);
  const align = options.align ?? 'center';
  const cx = align === 'center' ? inner.x + inner.w / 2 : inner.x;
  const top = inner.y + (inner.h - height) / 2;
  if (plaque) {
    // A ribbon in the brand's primary colour, its ends cut in, with a thin rule inside.
    const padX = block.size * 0.55;
    const padY = block.size * 0.38;
    const pw = Math.min(box.w, width + padX * 2);
    const ph = height + padY * 2;
    const px = align === 'center' ? cx - pw / 2 : inner.x - padX;
    const py = top - padY;
    const notch = ph * 0.28;
    const fill = style.colors.primary;
    const edge = mix(style.colors.primary, '#000000', 0.45);
    canvas.add(
      `<path d="M${num(px - notch)} ${num(py + 4)}h${num(pw + notch * 2)}l${num(-notch)} ${num(ph / 2)}l${num(notch)} ${num(ph / 2)}h${num(-pw - notch * 2)}l${num(notch)} ${num(-ph / 2)}Z" fill="${edge}"/>`,
      rect(
        px,
        py,
        pw,
        ph,
        cornerRadius(canvas, style, 400),
        `fill="${fill}" stroke="${edge}" stroke-width="2"`,
      ),
      rect(
        px + 5,
        py + 5,
        pw - 10,
        ph - 10,
        cornerRadius(canvas, style, 400),
        `fill="none" stroke="${style.colors.onPrimary}" stroke-width="1.5" opacity="0.7"`,
      ),
    );
  }
  const id = defineText(canvas, style.font, block, cx, top, align);
  if (plaque) {
    const ink = style.colors.onPrimary;
    const outline = mix(style.colors.primary, '#000000', 0.6);
    canvas.add(
      `<use href="#${id}" x="${num(block.size * 0.04)}" y="${num(block.size * 0.06)}" fill="${outline}" opacity="0.6"/>`,
      `<use href="#${id}" fill="${ink}" stroke="${outline}" stroke-width="${TEXT_EM * 0.05}" paint-order="stroke" stroke-linejoin="round"/>`,
    );
  } else {
    // Glyph space: cap height is about 0.7 em above the baseline (y = 0) in TEXT_EM units.
    const fill = canvas.linear(
      [
        [0, '#ffffff'],
        [0.45, mix('#ffffff', options.tone, 0.35)],
        [1, options.tone],
      ],
      0,
      -TEXT_EM * 0.75,
      0,
      TEXT_EM * 0.05,
      true,
    );
    canvas.add(
      `<use href="#${id}" fill="none" stroke="${style.colors.primary}" stroke-width="${TEXT_EM * 0.24}" stroke-linejoin="round" opacity="0.3"/>`,
      `<use href="#${id}" x="0" y="${num(block.size * 0.07)}" fill="${options.dark}" stroke="${options.dark}" stroke-width="${TEXT_EM * 0.14}" stroke-linejoin="round"/>`,
      `<use href="#${id}" fill="${fill}" stroke="${options.dark}" stroke-width="${TEXT_EM * 0.12}" paint-order="stroke" stroke-linejoin="round"/>`,
    );
  }
  return block;
}

/** The brand's frame around a picture: a glowing rounded edge, or a square double rule. */
export function drawFrame(canvas: Canvas, style: ArtStyle, displayed = 200): void {
  const { width: w, height: h } = canvas;
  const r = cornerRadius(canvas, style, displayed);
  if (style.titles === 'plaque') {
    const ink = mix(style.colors.background, '#ffffff', 0.3);
    canvas.add(
      rect(7, 7, w - 14, h - 14, r, `fill="none" stroke="${ink}" stroke-width="3" opacity="0.85"`),
      rect(
        14,
        14,
        w - 28,
        h - 28,
        Math.max(0, r - 4),
        `fill="none" stroke="${ink}" stroke-width="1.2" opacity="0.7"`,
      ),
    );
  } else {
    const edge = canvas.linear(
      [
        [0, style.colors.primary],
        [1, style.colors.accent],
      ],
      0,
      0,
      1,
      1,
    );
    canvas.add(
      rect(2.5, 2.5, w - 5, h - 5, r, `fill="none" stroke="${edge}" stroke-width="5" opacity="0.9"`),
    );
  }
}

/** A "LIVE" badge: a red pill with a white dot and the word, at the top left. */
export function drawLiveBadge(canvas: Canvas, style: ArtStyle, x: number, y: number, height: number): void {
  const block = fitText(style.font, 'LIVE', { width: height * 3, height: height * 0.55 }, { maxLines: 1 });
  const textWidth = blockWidth(block);
  const w = height * 1.15 + textWidth + height * 0.45;
  const r = style.titles === 'plaque' ? cornerRadius(canvas, style, 400) : height / 2;
  canvas.add(
    rect(x, y + 3, w, height, r, `fill="#000000" opacity="0.35"`),
    rect(x, y, w, height, r, `fill="#e0182d" stroke="#ffffff" stroke-width="2"`),
    circle(x + height * 0.55, y + height / 2, height * 0.18, `fill="#ffffff"`),
  );
  const id = defineText(
    canvas,
    style.font,
    block,
    x + height * 0.95,
    y + (height - blockHeight(block)) / 2,
    'left',
  );
  canvas.add(`<use href="#${id}" fill="#ffffff"/>`);
}
