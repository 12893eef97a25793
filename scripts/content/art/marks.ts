/**
 * Marks: provider, studio, payment-method and partner wordmarks (the name in the brand's font as
 * paths, beside a simple emblem, on a plain tile); licence seals and responsible-gambling badges
 * ("18+", the regulator's short name, the help line's name); and loyalty emblems (a medal with a
 * symbol). Marks, not pictures: flat shapes, few colours, the text large.
 */
import { cornerRadius } from './brandStyle.ts';
import { drawIcon, type IconRef } from './icons.ts';
import type { ArtStyle } from './style.ts';
import { hsl, lightness, mix } from './style.ts';
import { circle, num, polygon, rect, starPoints, type Canvas } from './svg.ts';
import { blockHeight, blockWidth, defineText, fitText } from './text.ts';
import { METALS, type Metal } from './themes.ts';

export interface WordmarkSpec {
  kind: 'wordmark';
  text: string;
  /** An emoji beside the name (payment methods: a card, a bank, a phone); else a geometric emblem. */
  icon?: IconRef;
}

export interface BadgeSpec {
  kind: 'badge';
  /** `age`: a ringed "18+"; `seal`: a licence seal with the regulator's short name; `help`: a help line. */
  shape: 'age' | 'seal' | 'help';
  text: string;
  /** A smaller second line (the regulator's full name). */
  sub?: string;
}

export interface EmblemSpec {
  kind: 'emblem';
  icon: IconRef;
  /** 0 (bronze) and up: the medal's metal. */
  tier: number;
}

/** A stable number 0–1 from a name. */
function hashUnit(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return (h >>> 0) / 4294967296;
}

/** A colour of its own for a name, readable on the tile. */
function nameColor(text: string, onDark: boolean): string {
  const hue = Math.round(hashUnit(text) * 360);
  return onDark ? hsl(hue, 0.75, 0.62) : hsl(hue, 0.7, 0.36);
}

function tile(canvas: Canvas, style: ArtStyle): boolean {
  const { width: w, height: h } = canvas;
  const dark = lightness(style.colors.surface) < 0.5;
  canvas.add(
    `<rect width="${num(w)}" height="${num(h)}" fill="${style.colors.surface}"/>`,
    rect(
      4,
      4,
      w - 8,
      h - 8,
      cornerRadius(canvas, style, 120),
      `fill="none" stroke="${style.colors.border}" stroke-width="6"`,
    ),
  );
  return dark;
}

/** A small geometric emblem, one of a few shapes, chosen by the name. */
function emblem(canvas: Canvas, text: string, cx: number, cy: number, r: number, color: string): string {
  const shape = Math.floor(hashUnit(`${text}/shape`) * 5);
  const paint = `fill="${color}"`;
  switch (shape) {
    case 0:
      return circle(cx, cy, r, paint) + circle(cx, cy, r * 0.45, 'fill="#ffffff" opacity="0.9"');
    case 1:
      return (
        polygon(
          [
            [cx, cy - r],
            [cx + r, cy],
            [cx, cy + r],
            [cx - r, cy],
          ],
          paint,
        ) +
        polygon(
          [
            [cx, cy - r * 0.45],
            [cx + r * 0.45, cy],
            [cx, cy + r * 0.45],
            [cx - r * 0.45, cy],
          ],
          `fill="#ffffff" opacity="0.85"`,
        )
      );
    case 2:
      return (
        polygon(
          Array.from(
            { length: 6 },
            (_, k) =>
              [cx + Math.cos((Math.PI / 3) * k) * r, cy + Math.sin((Math.PI / 3) * k) * r] as [
                number,
                number,
              ],
          ),
          paint,
        ) + circle(cx, cy, r * 0.35, `fill="#ffffff" opacity="0.85"`)
      );
    case 3:
      return polygon(starPoints(cx, cy, r, r * 0.45, 5), paint);
    default:
      return (
        `<path d="M${num(cx - r)} ${num(cy - r * 0.6)}l${num(r)} ${num(r * 0.6)}l${num(r)} ${num(-r * 0.6)}v${num(r * 0.6)}l${num(-r)} ${num(r * 0.6)}l${num(-r)} ${num(-r * 0.6)}Z" ${paint}/>` +
        `<path d="M${num(cx - r)} ${num(cy + r * 0.05)}l${num(r)} ${num(r * 0.6)}l${num(r)} ${num(-r * 0.6)}v${num(r * 0.5)}l${num(-r)} ${num(r * 0.6)}l${num(-r)} ${num(-r * 0.6)}Z" ${paint} opacity="0.6"/>`
      );
  }
}

/** Writes text into a box; returns the block's width. */
function write(
  canvas: Canvas,
  style: ArtStyle,
  text: string,
  box: { x: number; y: number; w: number; h: number },
  fill: string,
  options: { maxLines?: number; align?: 'center' | 'left'; maxSize?: number } = {},
): number {
  const block = fitText(
    style.font,
    text,
    { width: box.w, height: box.h },
    {
      maxLines: options.maxLines ?? 2,
      ...(options.maxSize ? { maxSize: options.maxSize } : {}),
    },
  );
  const align = options.align ?? 'center';
  const top = box.y + (box.h - blockHeight(block)) / 2;
  const id = defineText(
    canvas,
    style.font,
    block,
    align === 'center' ? box.x + box.w / 2 : box.x,
    top,
    align,
  );
  canvas.add(`<use href="#${id}" fill="${fill}"/>`);
  return blockWidth(block);
}

export function drawWordmark(canvas: Canvas, style: ArtStyle, spec: WordmarkSpec): void {
  const { width: w, height: h } = canvas;
  const dark = tile(canvas, style);
  const color = nameColor(spec.text, dark);
  const size = h * 0.42;
  // Emblem and name as one lockup, centred: measure the name first.
  const box = { x: 0, y: h * 0.2, w: w - size - w * 0.2, h: h * 0.6 };
  const block = fitText(
    style.font,
    spec.text,
    { width: box.w, height: box.h },
    { maxLines: 2, maxSize: h * 0.36 },
  );
  const textWidth = blockWidth(block);
  const gap = size * 0.3;
  const left = (w - (size + gap + textWidth)) / 2;
  const ex = left + size / 2;
  canvas.add(
    spec.icon
      ? drawIcon(canvas, spec.icon, ex, h / 2, size)
      : emblem(canvas, spec.text, ex, h / 2, size / 2, color),
  );
  const id = defineText(
    canvas,
    style.font,
    block,
    left + size + gap,
    box.y + (box.h - blockHeight(block)) / 2,
    'left',
  );
  canvas.add(`<use href="#${id}" fill="${style.colors.text}"/>`);
}

export function drawBadge(canvas: Canvas, style: ArtStyle, spec: BadgeSpec): void {
  const { width: w, height: h } = canvas;
  const dark = tile(canvas, style);
  if (spec.shape === 'age') {
    const r = h * 0.4;
    canvas.add(circle(w / 2, h / 2, r, `fill="#ffffff" stroke="#d0142c" stroke-width="${num(r * 0.2)}"`));
    write(
      canvas,
      style,
      spec.text,
      { x: w / 2 - r * 0.72, y: h / 2 - r * 0.5, w: r * 1.44, h: r },
      '#1a1a22',
      { maxLines: 1 },
    );
    return;
  }
  if (spec.shape === 'seal') {
    // A shield with a check, then the short name and the regulator's full name.
    const sh = h * 0.66;
    const sx = w * 0.1;
    const sy = (h - sh) / 2;
    const sw = sh * 0.82;
    const metal = canvas.linear(
      [
        [0, mix(style.colors.primary, '#ffffff', 0.3)],
        [1, mix(style.colors.primary, '#000000', 0.35)],
      ],
      0,
      0,
      0,
      1,
    );
    canvas.add(
      `<path d="M${num(sx)} ${num(sy)}h${num(sw)}v${num(sh * 0.5)}q0 ${num(sh * 0.35)} ${num(-sw / 2)} ${num(sh * 0.5)}q${num(-sw / 2)} ${num(-sh * 0.15)} ${num(-sw / 2)} ${num(-sh * 0.5)}Z" fill="${metal}" stroke="${style.colors.text}" stroke-width="4"/>`,
      `<path d="M${num(sx + sw * 0.25)} ${num(sy + sh * 0.45)}l${num(sw * 0.18)} ${num(sh * 0.16)}l${num(sw * 0.34)} ${num(-sh * 0.3)}" fill="none" stroke="${style.colors.onPrimary}" stroke-width="${num(sw * 0.12)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
    const textX = sx + sw + w * 0.05;
    const textW = w - textX - w * 0.06;
    write(
      canvas,
      style,
      spec.text,
      { x: textX, y: h * 0.16, w: textW, h: spec.sub ? h * 0.4 : h * 0.68 },
      style.colors.text,
      {
        maxLines: 1,
        align: 'left',
      },
    );
    if (spec.sub) {
      write(
        canvas,
        style,
        spec.sub,
        { x: textX, y: h * 0.6, w: textW, h: h * 0.26 },
        style.colors.textMuted,
        {
          maxLines: 2,
          align: 'left',
        },
      );
    }
    return;
  }
  // A help line: a pill in a calm colour with a heart and the name.
  const pill = dark ? mix(nameColor(spec.text, true), '#000000', 0.25) : nameColor(spec.text, false);
  const ph = h * 0.7;
  const py = (h - ph) / 2;
  canvas.add(rect(w * 0.05, py, w * 0.9, ph, ph / 2, `fill="${pill}"`));
  const hr = ph * 0.32;
  const hx = w * 0.05 + ph * 0.55;
  const hy = h / 2;
  canvas.add(
    circle(hx, hy, hr * 1.15, `fill="#ffffff"`),
    `<path d="M${num(hx)} ${num(hy + hr * 0.6)}C${num(hx - hr * 1.3)} ${num(hy - hr * 0.1)} ${num(hx - hr * 0.6)} ${num(hy - hr * 1)} ${num(hx)} ${num(hy - hr * 0.35)}C${num(hx + hr * 0.6)} ${num(hy - hr * 1)} ${num(hx + hr * 1.3)} ${num(hy - hr * 0.1)} ${num(hx)} ${num(hy + hr * 0.6)}Z" fill="${pill}"/>`,
  );
  const textX = hx + hr * 1.6;
  write(
    canvas,
    style,
    spec.text,
    { x: textX, y: py + ph * 0.15, w: w * 0.92 - textX, h: ph * 0.7 },
    '#ffffff',
    {
      maxLines: 2,
    },
  );
}

const TIERS: Metal[] = ['bronze', 'silver', 'gold', 'sapphire', 'amethyst'];

export function drawEmblem(canvas: Canvas, style: ArtStyle, spec: EmblemSpec): void {
  const { width: w, height: h } = canvas;
  canvas.add(`<rect width="${num(w)}" height="${num(h)}" fill="${style.colors.surface}"/>`);
  const [light, mid, deep, dark] = METALS[TIERS[Math.min(spec.tier, TIERS.length - 1)]!] as [
    string,
    string,
    string,
    string,
  ];
  const r = Math.min(w, h) * 0.42;
  const cx = w / 2;
  const cy = h / 2;
  const rim = canvas.linear(
    [
      [0, light],
      [0.5, mid],
      [1, dark],
    ],
    0,
    0,
    1,
    1,
  );
  canvas.add(
    polygon(starPoints(cx, cy, r * 1.08, r * 0.92, 16, 0), `fill="${rim}"`),
    circle(
      cx,
      cy,
      r * 0.8,
      `fill="${canvas.radial([
        [0, mix(deep, '#ffffff', 0.2)],
        [1, dark],
      ])}" stroke="${light}" stroke-width="${num(r * 0.05)}"`,
    ),
    drawIcon(canvas, spec.icon, cx, cy, r * 1.05),
  );
}
