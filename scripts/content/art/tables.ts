/**
 * Casino table pieces: felt, playing cards (rank in the brand's font, suit from the emoji set), chips,
 * a roulette wheel, a game-show wheel, bingo balls; and the live studio around them (lights, a dealer
 * behind the table).
 */
import { drawIcon, type IconRef } from './icons.ts';
import type { ArtStyle } from './style.ts';
import { mix } from './style.ts';
import { circle, ellipse, num, rect, type Canvas } from './svg.ts';
import { blockWidth, defineText, fitText } from './text.ts';

export const FELTS: [string, string][] = [
  ['#1f8a55', '#0a3d24'],
  ['#1f5fa0', '#0a2448'],
  ['#a02a3a', '#45080f'],
  ['#5a3a9a', '#22104a'],
];

export const CHIP_COLORS = ['#d81f26', '#1f5fd8', '#1a1a1a', '#1f9a4a', '#7a2ec4', '#f2a516'];

/** A felt background: lit in the middle, dark at the edges, with a printed arc. */
export function felt(canvas: Canvas, colors: [string, string], arc: boolean): void {
  const { width: w, height: h } = canvas;
  canvas.add(
    `<rect width="${num(w)}" height="${num(h)}" fill="${canvas.radial(
      [
        [0, colors[0]],
        [1, colors[1]],
      ],
      0.5,
      0.4,
      0.75,
    )}"/>`,
  );
  if (arc) {
    canvas.add(
      ellipse(
        w / 2,
        -h * 0.1,
        w * 0.62,
        h * 0.62,
        `fill="none" stroke="#ffe9a8" stroke-width="3" opacity="0.35"`,
      ),
      ellipse(
        w / 2,
        -h * 0.1,
        w * 0.72,
        h * 0.74,
        `fill="none" stroke="#ffe9a8" stroke-width="1.5" opacity="0.25"`,
      ),
    );
  }
}

const SUITS: Record<'S' | 'H' | 'D' | 'C', { icon: IconRef; red: boolean }> = {
  S: { icon: 'fluent:spade-suit', red: false },
  H: { icon: 'fluent:heart-suit', red: true },
  D: { icon: 'fluent:diamond-suit', red: true },
  C: { icon: 'fluent:club-suit', red: false },
};

export type Suit = keyof typeof SUITS;

/** A playing card (60 × 84 units, centred on 0,0), defined once per rank and suit. */
export function defineCard(canvas: Canvas, style: ArtStyle, rank: string, suit: Suit): string {
  return canvas.define(
    `card:${rank}${suit}`,
    (id) => {
      const { icon, red } = SUITS[suit];
      const ink = red ? '#d0142c' : '#1a1a22';
      const block = fitText(style.font, rank, { width: 20, height: 17 }, { maxLines: 1 });
      const text = defineText(canvas, style.font, block, -22 + blockWidth(block) / 2, -36);
      return (
        `<g id="${id}">` +
        rect(-30, -42, 60, 84, 6, `fill="#fffdf8" stroke="#c9c2b4" stroke-width="1.5"`) +
        `<use href="#${text}" fill="${ink}"/>` +
        drawIcon(canvas, icon, -18, -8, 12) +
        drawIcon(canvas, icon, 4, 14, 34) +
        `</g>`
      );
    },
    'c',
  );
}

/** Places a card: centre, size (card height in units) and turn in degrees. */
export function card(id: string, cx: number, cy: number, height: number, turn: number): string {
  const s = Math.round((height / 84) * 1000) / 1000;
  return `<use href="#${id}" transform="translate(${num(cx)} ${num(cy)}) rotate(${num(turn)}) scale(${s})"/>`;
}

/** A chip seen from above (radius 1 unit), coloured by its `<use>`'s fill. */
function chipTop(canvas: Canvas): string {
  return canvas.define(
    'chip-top',
    (id) =>
      `<g id="${id}"><circle r="1" stroke="#000" stroke-opacity="0.35" stroke-width="0.04"/>` +
      `<circle r="0.84" fill="none" stroke="#fff" stroke-width="0.2" stroke-dasharray="0.44 0.44"/>` +
      `<circle r="0.58" fill="none" stroke="#fff" stroke-width="0.05" opacity="0.8"/></g>`,
    'h',
  );
}

/** One chip from above. */
export function chip(canvas: Canvas, cx: number, cy: number, r: number, color: string): string {
  return `<use href="#${chipTop(canvas)}" transform="translate(${num(cx)} ${num(cy)}) scale(${num(r)})" fill="${color}"/>`;
}

/** A stack of chips seen from the side (a squashed chip per layer). */
export function chipStack(
  canvas: Canvas,
  cx: number,
  bottom: number,
  r: number,
  count: number,
  color: string,
): string {
  const id = canvas.define(
    'chip-side',
    (sid) =>
      `<g id="${sid}"><ellipse rx="1" ry="0.42" cy="0.16" fill="#000" opacity="0.35"/><ellipse rx="1" ry="0.42" stroke="#fff" stroke-width="0.09" stroke-dasharray="0.3 0.3"/></g>`,
    'h',
  );
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    parts.push(
      `<use href="#${id}" transform="translate(${num(cx)} ${num(bottom - i * r * 0.2)}) scale(${num(r)})" fill="${color}"/>`,
    );
  }
  return parts.join('');
}

/** A roulette wheel from above: wooden rim, red and black pockets with one green, a turret, a ball. */
export function rouletteWheel(canvas: Canvas, cx: number, cy: number, r: number, squash = 1): string {
  const id = canvas.define(
    'roulette',
    (wid) => {
      const pocketR = 0.74;
      const circumference = 2 * Math.PI * pocketR;
      const pocket = circumference / 37;
      const wood = canvas.radial(
        [
          [0.8, '#8a4a1c'],
          [0.93, '#5a2a0c'],
          [1, '#2a1204'],
        ],
        0.5,
        0.5,
        0.5,
      );
      const cone = canvas.radial(
        [
          [0, '#f2d27a'],
          [0.6, '#b07a2a'],
          [1, '#6a3a0a'],
        ],
        0.45,
        0.4,
        0.6,
      );
      const f = (n: number) => String(Math.round(n * 1000) / 1000);
      return (
        `<g id="${wid}">` +
        `<circle r="1" fill="${wood}"/>` +
        `<circle r="0.86" fill="#3a1a06"/>` +
        `<circle r="${pocketR}" fill="none" stroke="#c8102e" stroke-width="0.2"/>` +
        `<circle r="${pocketR}" fill="none" stroke="#141414" stroke-width="0.2" stroke-dasharray="${f(pocket)} ${f(pocket)}"/>` +
        `<circle r="${pocketR}" fill="none" stroke="#0f9a4a" stroke-width="0.2" stroke-dasharray="${f(pocket)} ${f(circumference - pocket)}"/>` +
        `<circle r="0.84" fill="none" stroke="#e8c46a" stroke-width="0.02"/>` +
        `<circle r="0.64" fill="none" stroke="#e8c46a" stroke-width="0.025"/>` +
        `<circle r="0.62" fill="${cone}"/>` +
        `<path d="M-0.42 0H0.42M0-0.42V0.42" stroke="#e8c46a" stroke-width="0.06" stroke-linecap="round"/>` +
        `<circle r="0.1" fill="#f7e2a0" stroke="#8a5a0a" stroke-width="0.02"/>` +
        `<circle cx="0.52" cy="-0.52" r="0.055" fill="#ffffff" stroke="#9a9a9a" stroke-width="0.01"/>` +
        `</g>`
      );
    },
    'w',
  );
  const sy = squash === 1 ? num(r) : `${num(r)} ${num(r * squash)}`;
  return (
    ellipse(cx, cy + r * squash * 0.12, r * 1.02, r * squash * 1.02, `fill="#000" opacity="0.35"`) +
    `<use href="#${id}" transform="translate(${num(cx)} ${num(cy)}) scale(${sy})"/>`
  );
}

/** A game-show money wheel: bright segments, pegs and a pointer. */
export function showWheel(canvas: Canvas, cx: number, cy: number, r: number, colors: string[]): string {
  const id = canvas.define(
    'showwheel',
    (wid) => {
      const slices = 16;
      const parts: string[] = [];
      for (let i = 0; i < slices; i++) {
        const a0 = (2 * Math.PI * i) / slices;
        const a1 = (2 * Math.PI * (i + 1)) / slices;
        parts.push(
          `<path d="M0 0L${Math.round(Math.cos(a0) * 900) / 1000} ${Math.round(Math.sin(a0) * 900) / 1000}A0.9 0.9 0 0 1 ${
            Math.round(Math.cos(a1) * 900) / 1000
          } ${Math.round(Math.sin(a1) * 900) / 1000}Z" fill="${colors[i % colors.length]}"/>`,
        );
      }
      return (
        `<g id="${wid}"><circle r="1" fill="#f2c23a" stroke="#8a5a0a" stroke-width="0.03"/>${parts.join('')}` +
        `<circle r="0.95" fill="none" stroke="#fff6c8" stroke-width="0.035" stroke-dasharray="0.05 0.323"/>` +
        `<circle r="0.22" fill="#f7e2a0" stroke="#8a5a0a" stroke-width="0.03"/></g>`
      );
    },
    'w',
  );
  return (
    `<use href="#${id}" transform="translate(${num(cx)} ${num(cy)}) scale(${num(r)})"/>` +
    `<path d="M${num(cx - r * 0.12)} ${num(cy - r * 1.08)}h${num(r * 0.24)}l${num(-r * 0.12)} ${num(r * 0.24)}Z" fill="#ffffff" stroke="#8a5a0a" stroke-width="2"/>`
  );
}

/** A bingo ball with a number in the brand's font. */
export function bingoBall(
  canvas: Canvas,
  style: ArtStyle,
  cx: number,
  cy: number,
  r: number,
  color: string,
  value: number,
): string {
  const shade = canvas.radial(
    [
      [0, '#ffffff', 0.6],
      [0.5, '#ffffff', 0],
      [1, '#000000', 0.35],
    ],
    0.35,
    0.3,
    0.75,
  );
  const block = fitText(style.font, String(value), { width: r * 0.9, height: r * 0.62 }, { maxLines: 1 });
  const text = defineText(canvas, style.font, block, cx, cy - (block.capHeight * block.size) / 2);
  return (
    circle(cx, cy, r, `fill="${color}"`) +
    circle(cx, cy, r * 0.6, `fill="#ffffff"`) +
    `<use href="#${text}" fill="#1a1a22"/>` +
    circle(cx, cy, r, `fill="${shade}"`)
  );
}

/** The live studio behind a table: a dark room with soft lights in the brand's colours. */
export function studio(canvas: Canvas, style: ArtStyle, rnd: () => number, tint: string): void {
  const { width: w, height: h } = canvas;
  const top = style.titles === 'plaque' ? '#1e0f08' : '#080a1c';
  const bottom = mix(top, tint, 0.35);
  canvas.add(
    `<rect width="${num(w)}" height="${num(h)}" fill="${canvas.linear([
      [0, top],
      [1, bottom],
    ])}"/>`,
  );
  const light = canvas.radial([
    [0, style.titles === 'plaque' ? '#ffcf7a' : style.colors.accent, 0.55],
    [1, style.titles === 'plaque' ? '#ffcf7a' : style.colors.accent, 0],
  ]);
  const warm = canvas.radial([
    [0, style.colors.primary, 0.45],
    [1, style.colors.primary, 0],
  ]);
  for (let i = 0; i < 9; i++) {
    const r = w * (0.04 + rnd() * 0.08);
    canvas.add(circle(rnd() * w, rnd() * h * 0.55, r, `fill="${i % 3 === 0 ? warm : light}"`));
  }
  // A lit back wall arch behind the dealer.
  canvas.add(
    ellipse(
      w / 2,
      h * 0.42,
      w * 0.46,
      h * 0.36,
      `fill="${canvas.radial([
        [0, tint, 0.55],
        [1, tint, 0],
      ])}"`,
    ),
  );
}

/** A dealer in evening dress (an emoji bust), in one of several looks. */
export const DEALERS: IconRef[] = [
  'fluent:man-in-tuxedo-light',
  'fluent:woman-in-tuxedo-medium-light',
  'fluent:man-in-tuxedo-medium-dark',
  'fluent:woman-in-tuxedo-light',
  'fluent:person-in-tuxedo-medium',
  'fluent:man-in-tuxedo-dark',
  'fluent:woman-in-tuxedo-medium-dark',
  'fluent:person-in-tuxedo-light',
];

/** A table edge seen from the dealer's side: a wooden rail and the felt, from `top` to the bottom. */
export function tableTop(canvas: Canvas, top: number, feltColors: [string, string]): void {
  const { width: w, height: h } = canvas;
  const rail = canvas.linear([
    [0, '#b5722e'],
    [0.5, '#6a3510'],
    [1, '#3a1a06'],
  ]);
  const cloth = canvas.linear([
    [0, feltColors[0]],
    [1, feltColors[1]],
  ]);
  const dip = h * 0.08;
  canvas.add(
    `<path d="M${num(-w * 0.05)} ${num(top + dip)}Q${num(w / 2)} ${num(top - dip)} ${num(w * 1.05)} ${num(top + dip)}V${num(h)}H${num(-w * 0.05)}Z" fill="${rail}"/>`,
    `<path d="M${num(-w * 0.05)} ${num(top + dip + h * 0.035)}Q${num(w / 2)} ${num(top - dip + h * 0.035)} ${num(w * 1.05)} ${num(top + dip + h * 0.035)}V${num(h)}H${num(-w * 0.05)}Z" fill="${cloth}"/>`,
    `<path d="M${num(w * 0.08)} ${num(top + dip + h * 0.16)}Q${num(w / 2)} ${num(top + h * 0.06)} ${num(w * 0.92)} ${num(top + dip + h * 0.16)}" fill="none" stroke="#ffe9a8" stroke-width="2.5" opacity="0.45"/>`,
  );
}
