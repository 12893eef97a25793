/**
 * The slot themes of the catalogue as pictures: per theme a few palettes, a scenery (sky, horizon,
 * silhouettes) drawn from simple shapes, and the symbols a game of that theme shows, some matched to
 * words of its title ("Golden Scarab" shows a scarab, "Kraken" an octopus).
 *
 * Content data, long by nature (one entry per theme and symbol); not split by size.
 */
import { drawIcon, type IconRef } from './icons.ts';
import { circle, ellipse, num, polygon, type Canvas } from './svg.ts';

export type SlotTheme =
  | 'nordic'
  | 'desert'
  | 'fruit'
  | 'gems'
  | 'ocean'
  | 'space'
  | 'myth'
  | 'wild'
  | 'candy'
  | 'western'
  | 'orient'
  | 'mystery'
  | 'jungle';

export const SLOT_THEMES: readonly SlotTheme[] = [
  'nordic',
  'desert',
  'fruit',
  'gems',
  'ocean',
  'space',
  'myth',
  'wild',
  'candy',
  'western',
  'orient',
  'mystery',
  'jungle',
];

export type Metal = 'gold' | 'silver' | 'bronze' | 'jade' | 'ruby' | 'sapphire' | 'amethyst' | 'emerald';

export interface Palette {
  /** Sky, top to bottom. */
  sky: [string, string];
  /** The light behind the symbols. */
  glow: string;
  /** Far and near silhouettes. */
  far: string;
  near: string;
  /** Sparkles and small details. */
  accent: string;
  /** The lower colour of the title's gradient (the upper one is nearly white). */
  title: string;
  /** Paint for one-colour symbols. */
  metal: Metal;
}

/** A symbol: a full-colour icon, or a one-colour one painted with a metal. */
export interface Symbol {
  icon: IconRef;
  metal?: Metal;
}

export interface ThemeArt {
  palettes: Palette[];
  /** Symbols a game of the theme may show as its main picture. */
  heroes: Symbol[];
  /** Title words (lower case, singular) that pick a symbol. */
  words: Record<string, Symbol>;
  scenery: (canvas: Canvas, palette: Palette, rnd: () => number) => void;
}

export const METALS: Record<Metal, string[]> = {
  gold: ['#fff6c2', '#ffd44d', '#e0a01a', '#8a5a06'],
  silver: ['#ffffff', '#dfe6ee', '#a7b3c2', '#5d6878'],
  bronze: ['#ffe0c2', '#e0955a', '#a8591f', '#5c2b0a'],
  jade: ['#e6fff1', '#6fe0a0', '#1f9a5c', '#0b4a2a'],
  ruby: ['#ffe0e6', '#ff5a78', '#c4102e', '#5c0414'],
  sapphire: ['#e0f0ff', '#5aa8ff', '#1650c4', '#0a2460'],
  amethyst: ['#f3e6ff', '#c07aff', '#7a2ec4', '#3a0e66'],
  emerald: ['#e0ffe8', '#4fe08a', '#139a4a', '#06461f'],
};

/** Fills for one-colour symbols: a metal gradient with a dark edge. */
export function metalPaint(canvas: Canvas, metal: Metal, edge = 12): string {
  const [a, b, c, d] = METALS[metal] as [string, string, string, string];
  const fill = canvas.linear(
    [
      [0, a],
      [0.35, b],
      [0.7, c],
      [1, b],
    ],
    0,
    0,
    0.3,
    1,
  );
  return `fill="${fill}" stroke="${d}" stroke-width="${edge}" paint-order="stroke" stroke-linejoin="round"`;
}

/** Draws a symbol centred at `cx, cy`, `size` across. */
export function drawSymbol(
  canvas: Canvas,
  symbol: Symbol,
  cx: number,
  cy: number,
  size: number,
  options: { flip?: boolean; rotate?: number } = {},
): string {
  return drawIcon(canvas, symbol.icon, cx, cy, size, {
    ...options,
    ...(symbol.icon.startsWith('game:') ? { attributes: metalPaint(canvas, symbol.metal ?? 'gold') } : {}),
  });
}

const f = (name: string): Symbol => ({ icon: `fluent:${name}` });
const g = (name: string, metal: Metal = 'gold'): Symbol => ({ icon: `game:${name}`, metal });

// ——— scenery pieces ———

/** The sky: a vertical gradient over the whole picture. */
export function sky(canvas: Canvas, top: string, bottom: string): void {
  canvas.add(
    `<rect width="${num(canvas.width)}" height="${num(canvas.height)}" fill="${canvas.linear([
      [0, top],
      [1, bottom],
    ])}"/>`,
  );
}

/** Light rays from a point, as one path. */
export function rays(
  canvas: Canvas,
  cx: number,
  cy: number,
  color: string,
  count: number,
  opacity: number,
  turn = 0,
): void {
  const reach = Math.hypot(canvas.width, canvas.height);
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const a0 = turn + (2 * Math.PI * i) / count;
    const a1 = a0 + Math.PI / count;
    parts.push(
      `M${num(cx)} ${num(cy)}L${num(cx + Math.cos(a0) * reach)} ${num(cy + Math.sin(a0) * reach)}L${num(
        cx + Math.cos(a1) * reach,
      )} ${num(cy + Math.sin(a1) * reach)}Z`,
    );
  }
  canvas.add(`<path d="${parts.join('')}" fill="${color}" opacity="${opacity}"/>`);
}

/** A soft round light. */
export function glow(
  canvas: Canvas,
  cx: number,
  cy: number,
  r: number,
  color: string,
  strength = 0.85,
): void {
  canvas.add(
    circle(
      cx,
      cy,
      r,
      `fill="${canvas.radial([
        [0, color, strength],
        [0.55, color, strength * 0.35],
        [1, color, 0],
      ])}"`,
    ),
  );
}

/** Small dots (stars, bubbles, snow) as one path of round-capped zero-length strokes. */
export function dots(
  canvas: Canvas,
  rnd: () => number,
  count: number,
  area: { x: number; y: number; w: number; h: number },
  color: string,
  width: number,
  opacity = 1,
): void {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    parts.push(`M${num(area.x + rnd() * area.w)} ${num(area.y + rnd() * area.h)}h0`);
  }
  canvas.add(
    `<path d="${parts.join('')}" stroke="${color}" stroke-width="${num(width)}" stroke-linecap="round"${
      opacity < 1 ? ` opacity="${opacity}"` : ''
    }/>`,
  );
}

/** Four-pointed sparkles, defined once and placed. */
export function sparkles(
  canvas: Canvas,
  rnd: () => number,
  count: number,
  area: { x: number; y: number; w: number; h: number },
  color: string,
  size = 14,
): void {
  const id = canvas.define(
    'sparkle',
    (sid) => `<path id="${sid}" d="M0-10Q1-1 10 0Q1 1 0 10Q-1 1-10 0Q-1-1 0-10Z"/>`,
    's',
  );
  for (let i = 0; i < count; i++) {
    const s = (size / 10) * (0.5 + rnd());
    canvas.add(
      `<use href="#${id}" transform="translate(${num(area.x + rnd() * area.w)} ${num(area.y + rnd() * area.h)}) scale(${Math.round(s * 100) / 100})" fill="${color}"/>`,
    );
  }
}

/** A jagged mountain range from `y` down to the bottom, optionally snow-capped. */
export function mountains(
  canvas: Canvas,
  rnd: () => number,
  y: number,
  height: number,
  color: string,
  snow?: string,
): void {
  const { width: w, height: h } = canvas;
  const peaks = 3 + Math.floor(rnd() * 3);
  const points: [number, number][] = [[0, h]];
  const caps: string[] = [];
  for (let i = 0; i <= peaks * 2; i++) {
    const x = (w * i) / (peaks * 2);
    const top = i % 2 === 1;
    const py = top ? y - height * (0.55 + rnd() * 0.45) : y - height * rnd() * 0.25;
    points.push([x, py]);
    if (top && snow) {
      const d = height * 0.22;
      caps.push(
        `M${num(x)} ${num(py)}L${num(x + d * 0.8)} ${num(py + d)}L${num(x + d * 0.2)} ${num(py + d * 0.75)}L${num(
          x - d * 0.3,
        )} ${num(py + d * 1.05)}L${num(x - d * 0.8)} ${num(py + d)}Z`,
      );
    }
  }
  points.push([w, h]);
  canvas.add(polygon(points, `fill="${color}"`));
  if (caps.length > 0) canvas.add(`<path d="${caps.join('')}" fill="${snow}"/>`);
}

/** Rolling hills (dunes, candy hills) from `y` to the bottom. */
export function hills(canvas: Canvas, rnd: () => number, y: number, amplitude: number, color: string): void {
  const { width: w, height: h } = canvas;
  const n = 2 + Math.floor(rnd() * 2);
  let d = `M0 ${num(h)}L0 ${num(y + (rnd() - 0.5) * amplitude)}`;
  for (let i = 1; i <= n; i++) {
    const x = (w * i) / n;
    const cx = x - w / n / 2;
    d += `Q${num(cx)} ${num(y - amplitude * (0.5 + rnd() * 0.8))} ${num(x)} ${num(y + (rnd() - 0.5) * amplitude)}`;
  }
  canvas.add(`<path d="${d}L${num(w)} ${num(h)}Z" fill="${color}"/>`);
}

/** Wavy ribbons of light (the northern lights). */
function aurora(canvas: Canvas, rnd: () => number, colors: [string, string], y: number): void {
  const { width: w } = canvas;
  const paint = canvas.linear(
    [
      [0, colors[0], 0],
      [0.3, colors[0], 0.75],
      [0.7, colors[1], 0.75],
      [1, colors[1], 0],
    ],
    0,
    0,
    1,
    0,
  );
  for (let i = 0; i < 2; i++) {
    const base = y + i * w * 0.07;
    const a = w * (0.05 + rnd() * 0.06);
    canvas.add(
      `<path d="M${num(-w * 0.1)} ${num(base)}C${num(w * 0.25)} ${num(base - a * 2)} ${num(w * 0.55)} ${num(base + a * 2)} ${num(w * 1.1)} ${num(base - a)}" stroke="${paint}" stroke-width="${num(w * (0.09 - i * 0.03))}" fill="none" stroke-linecap="round" opacity="${0.7 - i * 0.25}"/>`,
    );
  }
}

function pyramids(canvas: Canvas, rnd: () => number, ground: number, light: string, shade: string): void {
  const { width: w } = canvas;
  const count = 2 + Math.floor(rnd() * 2);
  for (let i = 0; i < count; i++) {
    const size = w * (0.22 + rnd() * 0.16) * (i === 0 ? 1.25 : 1);
    const cx = w * (0.15 + ((i + rnd() * 0.4) / count) * 0.8);
    const top: [number, number] = [cx, ground - size * 0.75];
    canvas.add(
      polygon([top, [cx - size * 0.6, ground], [cx, ground]], `fill="${light}"`),
      polygon([top, [cx, ground], [cx + size * 0.6, ground]], `fill="${shade}"`),
    );
  }
}

function clouds(
  canvas: Canvas,
  rnd: () => number,
  count: number,
  y: number,
  color: string,
  opacity: number,
): void {
  const { width: w } = canvas;
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const cx = w * ((i + 0.5 + (rnd() - 0.5) * 0.6) / count);
    const cy = y + (rnd() - 0.5) * w * 0.12;
    const s = w * (0.08 + rnd() * 0.05);
    parts.push(
      ellipse(cx, cy, s * 1.6, s * 0.55, ''),
      circle(cx - s * 0.5, cy - s * 0.25, s * 0.6, ''),
      circle(cx + s * 0.35, cy - s * 0.35, s * 0.75, ''),
    );
  }
  canvas.add(`<g fill="${color}" opacity="${opacity}">${parts.join('')}</g>`);
}

function columns(canvas: Canvas, color: string): void {
  const { width: w, height: h } = canvas;
  const cw = w * 0.09;
  const parts: string[] = [];
  for (const x of [w * 0.04, w - w * 0.04 - cw]) {
    parts.push(
      `M${num(x)} ${num(h * 0.12)}h${num(cw)}v${num(h)}h${num(-cw)}Z`,
      `M${num(x - cw * 0.25)} ${num(h * 0.08)}h${num(cw * 1.5)}v${num(h * 0.05)}h${num(-cw * 1.5)}Z`,
    );
  }
  canvas.add(`<path d="${parts.join('')}" fill="${color}"/>`);
}

function bolt(canvas: Canvas, x: number, y: number, s: number, color: string): void {
  canvas.add(
    polygon(
      [
        [x, y],
        [x - s * 0.35, y + s * 0.55],
        [x - s * 0.05, y + s * 0.5],
        [x - s * 0.3, y + s],
        [x + s * 0.3, y + s * 0.35],
        [x, y + s * 0.4],
        [x + s * 0.2, y],
      ],
      `fill="${color}" opacity="0.8"`,
    ),
  );
}

function planet(
  canvas: Canvas,
  cx: number,
  cy: number,
  r: number,
  colors: [string, string],
  ring: string,
): void {
  canvas.add(
    circle(
      cx,
      cy,
      r,
      `fill="${canvas.radial(
        [
          [0, colors[0]],
          [1, colors[1]],
        ],
        0.35,
        0.3,
        0.8,
      )}"`,
    ),
    ellipse(
      cx,
      cy,
      r * 1.7,
      r * 0.35,
      `fill="none" stroke="${ring}" stroke-width="${num(r * 0.12)}" opacity="0.8" transform="rotate(-18 ${num(cx)} ${num(cy)})"`,
    ),
  );
}

function beams(canvas: Canvas, rnd: () => number, color: string): void {
  const { width: w, height: h } = canvas;
  const parts: string[] = [];
  for (let i = 0; i < 4; i++) {
    const x = w * (0.1 + i * 0.25 + rnd() * 0.1);
    const spread = w * 0.06;
    parts.push(`M${num(x)} 0h${num(spread)}L${num(x + spread * 3)} ${num(h)}h${num(-spread * 3)}Z`);
  }
  canvas.add(`<path d="${parts.join('')}" fill="${color}" opacity="0.12"/>`);
}

function mesas(canvas: Canvas, rnd: () => number, ground: number, color: string): void {
  const { width: w, height: h } = canvas;
  const points: [number, number][] = [
    [0, h],
    [0, ground],
  ];
  let x = 0;
  while (x < w) {
    const width = w * (0.15 + rnd() * 0.2);
    const height = h * (0.08 + rnd() * 0.14);
    points.push(
      [x + width * 0.15, ground - height],
      [x + width * 0.75, ground - height],
      [x + width, ground],
    );
    x += width * (1.1 + rnd() * 0.3);
    points.push([x, ground]);
  }
  points.push([w, ground], [w, h]);
  canvas.add(polygon(points, `fill="${color}"`));
}

function lanterns(canvas: Canvas, rnd: () => number, color: string): void {
  const { width: w } = canvas;
  const parts: string[] = [];
  const count = 3 + Math.floor(rnd() * 2);
  for (let i = 0; i < count; i++) {
    const x = w * ((i + 0.5) / count);
    const y = w * (0.06 + rnd() * 0.08);
    parts.push(ellipse(x, y, w * 0.035, w * 0.045, ''));
  }
  canvas.add(
    `<path d="M0 ${num(w * 0.02)}Q${num(w / 2)} ${num(w * 0.12)} ${num(w)} ${num(w * 0.02)}" stroke="${color}" stroke-width="2" fill="none" opacity="0.6"/>`,
  );
  canvas.add(`<g fill="${color}" opacity="0.85">${parts.join('')}</g>`);
}

function leaves(canvas: Canvas, rnd: () => number, color: string): void {
  const { width: w, height: h } = canvas;
  const spots: [number, number, number, number][] = [
    [0.05, 0.08, 0.32, 140],
    [0.95, 0.1, 0.3, 220],
    [0.02, 0.6, 0.28, 70],
    [0.98, 0.62, 0.3, 290],
  ];
  for (const [x, y, s, turn] of spots) {
    canvas.add(
      drawIcon(canvas, 'game:monstera-leaf', w * x, h * y, Math.min(w, h) * s * (0.85 + rnd() * 0.3), {
        rotate: turn + (rnd() - 0.5) * 30,
        attributes: `fill="${color}"`,
      }),
    );
  }
}

// ——— themes ———

export const THEME_ART: Record<SlotTheme, ThemeArt> = {
  nordic: {
    palettes: [
      {
        sky: ['#071634', '#1d5a78'],
        glow: '#7fe8ff',
        far: '#3d5f8a',
        near: '#0c1a30',
        accent: '#d8f6ff',
        title: '#8fe3ff',
        metal: 'silver',
      },
      {
        sky: ['#150c33', '#3b3f8c'],
        glow: '#b89cff',
        far: '#5a4f9e',
        near: '#120f2e',
        accent: '#e8ddff',
        title: '#c9b4ff',
        metal: 'gold',
      },
      {
        sky: ['#06202a', '#1f6f6a'],
        glow: '#7dffc8',
        far: '#3f8a8a',
        near: '#08211f',
        accent: '#dcfff2',
        title: '#9dffd6',
        metal: 'silver',
      },
    ],
    heroes: [
      g('viking-helmet', 'silver'),
      g('crossed-axes', 'silver'),
      g('thor-hammer', 'silver'),
      g('drakkar-dragon'),
      g('rune-stone', 'sapphire'),
      f('wolf'),
      f('snowflake'),
      f('moose'),
      f('shield'),
    ],
    words: {
      fjord: f('snow-capped-mountain'),
      lynx: f('cat-face'),
      raven: g('raven', 'silver'),
      rune: g('rune-stone', 'sapphire'),
      saga: g('viking-helmet', 'silver'),
      glacier: f('snowflake'),
      longship: g('drakkar-dragon'),
      elk: f('moose'),
      tundra: f('polar-bear'),
      wolfpack: f('wolf'),
      polar: f('polar-bear'),
      frozen: f('snowflake'),
      arctic: f('polar-bear'),
    },
    scenery(canvas, palette, rnd) {
      const { width: w, height: h } = canvas;
      sky(canvas, ...palette.sky);
      dots(canvas, rnd, 26, { x: 0, y: 0, w, h: h * 0.5 }, palette.accent, 2.5, 0.8);
      aurora(canvas, rnd, [palette.glow, palette.title], h * 0.18);
      mountains(canvas, rnd, h * 0.62, h * 0.3, palette.far, '#eef8ff');
      hills(canvas, rnd, h * 0.8, h * 0.05, palette.near);
    },
  },
  desert: {
    palettes: [
      {
        sky: ['#2a1150', '#f0883a'],
        glow: '#ffd36b',
        far: '#b9652a',
        near: '#e3a352',
        accent: '#fff1c2',
        title: '#ffc53d',
        metal: 'gold',
      },
      {
        sky: ['#0c2b3d', '#2f8c8a'],
        glow: '#ffe08a',
        far: '#c28a45',
        near: '#e7b968',
        accent: '#fff6d6',
        title: '#ffd66b',
        metal: 'gold',
      },
      {
        sky: ['#4a0f1c', '#e0603a'],
        glow: '#ffb45c',
        far: '#8f3d1c',
        near: '#d78a3e',
        accent: '#ffe3b8',
        title: '#ffb347',
        metal: 'gold',
      },
    ],
    heroes: [
      g('egyptian-profile'),
      g('ankh'),
      g('gold-scarab'),
      g('eye-of-horus'),
      g('egyptian-sphinx'),
      f('camel'),
      f('lotus'),
      f('scorpion'),
    ],
    words: {
      scarab: g('gold-scarab'),
      pharaoh: g('egyptian-profile'),
      obelisk: g('egyptian-temple'),
      sphinx: g('egyptian-sphinx'),
      oasis: f('palm-tree'),
      dune: f('camel'),
      lotus: f('lotus'),
      caravan: f('camel'),
      sacred: g('ankh'),
      eternal: g('ankh'),
      nile: g('eye-of-horus'),
    },
    scenery(canvas, palette, rnd) {
      const { width: w, height: h } = canvas;
      sky(canvas, ...palette.sky);
      glow(canvas, w * (0.3 + rnd() * 0.4), h * 0.5, w * 0.42, palette.glow, 0.7);
      pyramids(canvas, rnd, h * 0.7, palette.near, palette.far);
      hills(canvas, rnd, h * 0.76, h * 0.06, palette.near);
    },
  },
  fruit: {
    palettes: [
      {
        sky: ['#5c0718', '#c4122f'],
        glow: '#ffd86b',
        far: '#8a0c22',
        near: '#3d0410',
        accent: '#fff0a8',
        title: '#ffd23f',
        metal: 'gold',
      },
      {
        sky: ['#2a0748', '#7b1fa2'],
        glow: '#ff9bf0',
        far: '#4a0f74',
        near: '#1a0330',
        accent: '#ffe0ff',
        title: '#ffb3f5',
        metal: 'gold',
      },
      {
        sky: ['#062047', '#1565c0'],
        glow: '#8ad8ff',
        far: '#0c3a7a',
        near: '#03142e',
        accent: '#e0f6ff',
        title: '#7fdcff',
        metal: 'silver',
      },
    ],
    heroes: [
      f('cherries'),
      f('lemon'),
      f('bell'),
      f('watermelon'),
      f('grapes'),
      f('tangerine'),
      f('four-leaf-clover'),
    ],
    words: {
      cherry: f('cherries'),
      cherrie: f('cherries'),
      lemon: f('lemon'),
      bell: f('bell'),
      melon: f('watermelon'),
      plum: f('grapes'),
      fruit: f('cherries'),
      lucky: f('four-leaf-clover'),
    },
    scenery(canvas, palette, rnd) {
      const { width: w, height: h } = canvas;
      sky(canvas, ...palette.sky);
      rays(canvas, w / 2, h * 0.4, palette.glow, 14, 0.12, rnd());
      sparkles(canvas, rnd, 6, { x: 0, y: 0, w, h: h * 0.7 }, palette.accent);
    },
  },
  gems: {
    palettes: [
      {
        sky: ['#14042e', '#4b1d7a'],
        glow: '#d08cff',
        far: '#2e0f55',
        near: '#0e0322',
        accent: '#f6e8ff',
        title: '#e2b8ff',
        metal: 'amethyst',
      },
      {
        sky: ['#021a2e', '#0b5a7a'],
        glow: '#6ff0ff',
        far: '#06334d',
        near: '#01101d',
        accent: '#e0fbff',
        title: '#8ff3ff',
        metal: 'sapphire',
      },
      {
        sky: ['#2a0210', '#7a0a2e'],
        glow: '#ff7aa2',
        far: '#4a0420',
        near: '#1a0108',
        accent: '#ffe0ea',
        title: '#ff9bbb',
        metal: 'ruby',
      },
    ],
    heroes: [
      f('gem-stone'),
      g('cut-diamond', 'sapphire'),
      f('crown'),
      f('ring'),
      g('emerald', 'emerald'),
      g('crystal-growth', 'amethyst'),
    ],
    words: {
      gem: f('gem-stone'),
      jewel: f('crown'),
      sapphire: g('cut-diamond', 'sapphire'),
      ruby: g('cut-diamond', 'ruby'),
      rubie: g('cut-diamond', 'ruby'),
      emerald: g('emerald', 'emerald'),
      diamond: f('gem-stone'),
      opal: g('crystal-growth', 'amethyst'),
      amethyst: g('crystal-growth', 'amethyst'),
      royal: f('crown'),
      crystal: g('crystal-growth', 'sapphire'),
    },
    scenery(canvas, palette, rnd) {
      const { width: w, height: h } = canvas;
      sky(canvas, ...palette.sky);
      rays(canvas, w / 2, h * 0.42, palette.glow, 12, 0.1, rnd());
      const shards: [number, number][][] = [];
      for (let i = 0; i < 5; i++) {
        const x = w * (i / 4);
        const s = w * (0.1 + rnd() * 0.08);
        shards.push([
          [x - s * 0.5, h],
          [x - s * 0.2, h * 0.82 - s],
          [x + s * 0.3, h * 0.85 - s * 0.6],
          [x + s * 0.5, h],
        ]);
      }
      canvas.add(...shards.map((points) => polygon(points, `fill="${palette.far}" opacity="0.9"`)));
      sparkles(canvas, rnd, 8, { x: 0, y: 0, w, h: h * 0.75 }, palette.accent);
    },
  },
  ocean: {
    palettes: [
      {
        sky: ['#0a7aa0', '#021a3a'],
        glow: '#7ff0ff',
        far: '#0b3f66',
        near: '#e8c48a',
        accent: '#d8fbff',
        title: '#7ff0ff',
        metal: 'gold',
      },
      {
        sky: ['#11a39a', '#03283d'],
        glow: '#a5fff0',
        far: '#0d4a5a',
        near: '#d9b277',
        accent: '#e6fffa',
        title: '#8dffe6',
        metal: 'gold',
      },
      {
        sky: ['#1a4fa0', '#070f33'],
        glow: '#8fb8ff',
        far: '#14306b',
        near: '#c9a46e',
        accent: '#e0ecff',
        title: '#9cc4ff',
        metal: 'silver',
      },
    ],
    heroes: [
      f('octopus'),
      f('anchor'),
      f('spiral-shell'),
      f('tropical-fish'),
      f('spouting-whale'),
      f('shark'),
      g('open-treasure-chest'),
      g('trident'),
    ],
    words: {
      doubloon: f('coin'),
      kraken: f('octopus'),
      lagoon: f('tropical-fish'),
      harbour: f('anchor'),
      reef: f('coral'),
      anchor: f('anchor'),
      mermaid: g('trident'),
      pearl: f('spiral-shell'),
      sunken: g('open-treasure-chest'),
      salty: f('pirate-flag'),
      stormy: f('spouting-whale'),
    },
    scenery(canvas, palette, rnd) {
      const { width: w, height: h } = canvas;
      sky(canvas, ...palette.sky);
      beams(canvas, rnd, palette.glow);
      canvas.add(
        `<path d="M0 ${num(h * 0.08)}q${num(w / 8)} ${num(-h * 0.04)} ${num(w / 4)} 0t${num(w / 4)} 0t${num(w / 4)} 0t${num(w / 4)} 0V0H0Z" fill="${palette.glow}" opacity="0.25"/>`,
      );
      dots(canvas, rnd, 14, { x: 0, y: h * 0.1, w, h: h * 0.6 }, palette.accent, 5, 0.35);
      hills(canvas, rnd, h * 0.86, h * 0.05, palette.near);
    },
  },
  space: {
    palettes: [
      {
        sky: ['#03051a', '#2a0f5c'],
        glow: '#8a7dff',
        far: '#ff6fb0',
        near: '#0a0820',
        accent: '#ffffff',
        title: '#b7a8ff',
        metal: 'silver',
      },
      {
        sky: ['#010914', '#0b3a5c'],
        glow: '#5ce1ff',
        far: '#4fd1a5',
        near: '#020a14',
        accent: '#ffffff',
        title: '#7ff0ff',
        metal: 'silver',
      },
      {
        sky: ['#12021f', '#5a0f4a'],
        glow: '#ff7ad9',
        far: '#ffb35c',
        near: '#0c0114',
        accent: '#fff0fb',
        title: '#ff9be6',
        metal: 'gold',
      },
    ],
    heroes: [
      f('rocket'),
      f('ringed-planet'),
      f('alien'),
      f('flying-saucer'),
      f('comet'),
      f('crescent-moon'),
      f('satellite'),
    ],
    words: {
      comet: f('comet'),
      nebula: f('milky-way'),
      rocket: f('rocket'),
      meteor: f('comet'),
      cat: f('cat-face'),
      moonbase: f('crescent-moon'),
      starlight: f('glowing-star'),
      satellite: f('satellite'),
      lunar: f('crescent-moon'),
      orbital: f('ringed-planet'),
    },
    scenery(canvas, palette, rnd) {
      const { width: w, height: h } = canvas;
      sky(canvas, ...palette.sky);
      glow(canvas, w * (0.2 + rnd() * 0.6), h * (0.2 + rnd() * 0.3), w * 0.45, palette.glow, 0.35);
      dots(canvas, rnd, 40, { x: 0, y: 0, w, h }, palette.accent, 2.2, 0.9);
      const right = rnd() < 0.5;
      planet(
        canvas,
        right ? w * 0.92 : w * 0.08,
        h * 0.12,
        w * 0.16,
        [palette.far, palette.near],
        palette.accent,
      );
    },
  },
  myth: {
    palettes: [
      {
        sky: ['#140c3a', '#6a3fa0'],
        glow: '#ffd86b',
        far: '#2c1f66',
        near: '#0f0a2a',
        accent: '#fff2c2',
        title: '#ffd23f',
        metal: 'gold',
      },
      {
        sky: ['#0a1f3a', '#3f7fb0'],
        glow: '#c2ecff',
        far: '#1d3f66',
        near: '#081628',
        accent: '#f0fbff',
        title: '#a8e4ff',
        metal: 'silver',
      },
      {
        sky: ['#2a0606', '#a0301a'],
        glow: '#ffb45c',
        far: '#4f0f0a',
        near: '#1a0303',
        accent: '#ffe6c2',
        title: '#ffb347',
        metal: 'gold',
      },
    ],
    heroes: [
      f('dragon'),
      f('unicorn'),
      g('greek-temple'),
      g('minotaur', 'bronze'),
      g('hydra', 'jade'),
      g('griffin-symbol'),
      f('crossed-swords'),
      f('trident-emblem'),
    ],
    words: {
      titan: f('high-voltage'),
      oracle: f('crystal-ball'),
      phoenix: f('fire'),
      dragon: f('dragon'),
      griffin: g('griffin-symbol'),
      olympus: g('greek-temple'),
      minotaur: g('minotaur', 'bronze'),
      hydra: g('hydra', 'jade'),
      thundering: f('high-voltage'),
      mighty: g('zeus-sword'),
    },
    scenery(canvas, palette, rnd) {
      const { width: w, height: h } = canvas;
      sky(canvas, ...palette.sky);
      glow(canvas, w / 2, h * 0.38, w * 0.5, palette.glow, 0.45);
      bolt(canvas, w * (0.15 + rnd() * 0.1), h * 0.04, h * 0.22, palette.accent);
      bolt(canvas, w * (0.8 + rnd() * 0.08), h * 0.1, h * 0.18, palette.accent);
      columns(canvas, palette.far);
      clouds(canvas, rnd, 3, h * 0.78, palette.far, 0.95);
    },
  },
  wild: {
    palettes: [
      {
        sky: ['#3a0d2e', '#ff8a3a'],
        glow: '#ffd36b',
        far: '#5a1a20',
        near: '#2a0c0a',
        accent: '#fff0c2',
        title: '#ffc53d',
        metal: 'bronze',
      },
      {
        sky: ['#1f2a10', '#c2a03a'],
        glow: '#fff0a0',
        far: '#4a4a1a',
        near: '#1e1a08',
        accent: '#fffbe0',
        title: '#ffe066',
        metal: 'gold',
      },
      {
        sky: ['#1a1040', '#c05a7a'],
        glow: '#ffb4a0',
        far: '#3a1a40',
        near: '#150a1e',
        accent: '#ffe6e0',
        title: '#ffb4a0',
        metal: 'bronze',
      },
    ],
    heroes: [
      f('wolf'),
      f('bison'),
      f('tiger-face'),
      f('rhinoceros'),
      f('eagle'),
      f('horse'),
      f('lion'),
      f('water-buffalo'),
      f('bear'),
    ],
    words: {
      buffalo: f('water-buffalo'),
      wolve: f('wolf'),
      wolf: f('wolf'),
      tiger: f('tiger-face'),
      rhino: f('rhinoceros'),
      eagle: f('eagle'),
      bison: f('bison'),
      stallion: f('horse'),
      grizzly: f('bear'),
    },
    scenery(canvas, palette, rnd) {
      const { width: w, height: h } = canvas;
      sky(canvas, ...palette.sky);
      glow(canvas, w * (0.3 + rnd() * 0.4), h * 0.62, w * 0.35, palette.glow, 0.9);
      mountains(canvas, rnd, h * 0.7, h * 0.16, palette.far);
      hills(canvas, rnd, h * 0.8, h * 0.06, palette.near);
    },
  },
  candy: {
    palettes: [
      {
        sky: ['#ff8fd0', '#a77dff'],
        glow: '#ffffff',
        far: '#ff6fb5',
        near: '#ff4f9a',
        accent: '#ffffff',
        title: '#ffe3f5',
        metal: 'ruby',
      },
      {
        sky: ['#7fe0ff', '#b48cff'],
        glow: '#ffffff',
        far: '#6fb8ff',
        near: '#ff7ac0',
        accent: '#ffffff',
        title: '#e6f6ff',
        metal: 'sapphire',
      },
      {
        sky: ['#ffb86b', '#ff6fa8'],
        glow: '#fff3c2',
        far: '#ff8f6b',
        near: '#c94f8f',
        accent: '#ffffff',
        title: '#fff0c2',
        metal: 'ruby',
      },
    ],
    heroes: [
      f('candy'),
      f('lollipop'),
      f('cupcake'),
      f('doughnut'),
      f('shortcake'),
      f('soft-ice-cream'),
      f('chocolate-bar'),
      f('cookie'),
    ],
    words: {
      drop: f('candy'),
      gummie: f('candy'),
      candyland: f('lollipop'),
      lollie: f('lollipop'),
      cupcake: f('cupcake'),
      macaron: f('cookie'),
      bonbon: f('candy'),
      frosted: f('doughnut'),
      sugar: f('shortcake'),
    },
    scenery(canvas, palette, rnd) {
      const { width: w, height: h } = canvas;
      sky(canvas, ...palette.sky);
      dots(canvas, rnd, 16, { x: 0, y: 0, w, h }, palette.accent, w * 0.05, 0.18);
      clouds(canvas, rnd, 3, h * 0.16, '#ffffff', 0.55);
      hills(canvas, rnd, h * 0.8, h * 0.08, palette.near);
    },
  },
  western: {
    palettes: [
      {
        sky: ['#f7c46b', '#c0392b'],
        glow: '#fff0b0',
        far: '#8a3a1a',
        near: '#4a1d0c',
        accent: '#fff6d6',
        title: '#ffd66b',
        metal: 'gold',
      },
      {
        sky: ['#2a1a3a', '#e07a3a'],
        glow: '#ffd08a',
        far: '#5a2a2a',
        near: '#2a120c',
        accent: '#ffe6c2',
        title: '#ffb347',
        metal: 'silver',
      },
      {
        sky: ['#8fd0e8', '#e8a35a'],
        glow: '#ffffff',
        far: '#b0562a',
        near: '#6a2a12',
        accent: '#fffbe6',
        title: '#ffe08a',
        metal: 'bronze',
      },
    ],
    heroes: [
      g('revolver', 'silver'),
      g('outback-hat', 'bronze'),
      g('horseshoe'),
      g('saloon-doors', 'bronze'),
      f('cactus'),
      f('money-bag'),
      f('horse'),
      g('dynamite', 'ruby'),
    ],
    words: {
      saloon: g('saloon-doors', 'bronze'),
      sheriff: g('outback-hat', 'bronze'),
      bandit: g('revolver', 'silver'),
      outlaw: g('revolver', 'silver'),
      gold: f('money-bag'),
      rush: f('money-bag'),
      canyon: f('cactus'),
      stagecoach: f('horse'),
      prospector: f('pick'),
      dusty: g('outback-hat', 'bronze'),
    },
    scenery(canvas, palette, rnd) {
      const { width: w, height: h } = canvas;
      sky(canvas, ...palette.sky);
      glow(canvas, w * (0.25 + rnd() * 0.5), h * 0.55, w * 0.3, palette.glow, 0.95);
      mesas(canvas, rnd, h * 0.72, palette.far);
      hills(canvas, rnd, h * 0.84, h * 0.04, palette.near);
    },
  },
  orient: {
    palettes: [
      {
        sky: ['#4a0000', '#c8102e'],
        glow: '#ffd86b',
        far: '#7a0a12',
        near: '#2a0004',
        accent: '#ffd86b',
        title: '#ffd23f',
        metal: 'gold',
      },
      {
        sky: ['#02261c', '#0f7a52'],
        glow: '#d8ff9b',
        far: '#064a33',
        near: '#011a12',
        accent: '#ffd86b',
        title: '#ffe066',
        metal: 'jade',
      },
      {
        sky: ['#1a0a2e', '#8a1f4a'],
        glow: '#ffb4c8',
        far: '#3a0f3a',
        near: '#12041a',
        accent: '#ffd86b',
        title: '#ffc2d6',
        metal: 'gold',
      },
    ],
    heroes: [
      f('red-paper-lantern'),
      f('dragon'),
      f('panda'),
      f('japanese-castle'),
      f('red-envelope'),
      f('lotus'),
      f('mahjong-red-dragon'),
      f('firecracker'),
    ],
    words: {
      koi: f('tropical-fish'),
      lantern: f('red-paper-lantern'),
      dragon: f('dragon'),
      panda: f('panda'),
      cat: f('cat-face'),
      temple: f('japanese-castle'),
      tiger: f('tiger-face'),
      jade: g('jewel-crown', 'jade'),
      silk: f('red-envelope'),
      imperial: f('japanese-castle'),
    },
    scenery(canvas, palette, rnd) {
      const { width: w, height: h } = canvas;
      sky(canvas, ...palette.sky);
      canvas.add(circle(w * (0.3 + rnd() * 0.4), h * 0.42, w * 0.3, `fill="${palette.glow}" opacity="0.22"`));
      lanterns(canvas, rnd, palette.accent);
      mountains(canvas, rnd, h * 0.74, h * 0.18, palette.far);
      clouds(canvas, rnd, 3, h * 0.82, palette.near, 0.9);
    },
  },
  mystery: {
    palettes: [
      {
        sky: ['#07061a', '#3b2a5a'],
        glow: '#f5f0c8',
        far: '#1f1838',
        near: '#0a0814',
        accent: '#c8f7a0',
        title: '#c8f7a0',
        metal: 'silver',
      },
      {
        sky: ['#020f12', '#1f4a4a'],
        glow: '#e0fff6',
        far: '#0f2a2c',
        near: '#03100f',
        accent: '#9dffd6',
        title: '#9dffd6',
        metal: 'silver',
      },
      {
        sky: ['#12020a', '#5a1030'],
        glow: '#ffe0c2',
        far: '#2a0818',
        near: '#0c0106',
        accent: '#ff9bbb',
        title: '#ffb4c8',
        metal: 'ruby',
      },
    ],
    heroes: [
      f('ghost'),
      f('bat'),
      f('jack-o-lantern'),
      f('skull'),
      f('crystal-ball'),
      f('alembic'),
      f('owl'),
      f('black-cat'),
      f('coffin'),
    ],
    words: {
      manor: f('ghost'),
      haunted: f('ghost'),
      crypt: f('coffin'),
      raven: g('raven', 'silver'),
      vampire: f('bat'),
      alchemist: f('alembic'),
      potion: f('alembic'),
      séance: f('crystal-ball'),
      shadow: f('black-cat'),
      hollow: f('jack-o-lantern'),
    },
    scenery(canvas, palette, rnd) {
      const { width: w, height: h } = canvas;
      sky(canvas, ...palette.sky);
      const mx = w * (rnd() < 0.5 ? 0.22 : 0.78);
      glow(canvas, mx, h * 0.2, w * 0.28, palette.glow, 0.5);
      canvas.add(circle(mx, h * 0.2, w * 0.1, `fill="${palette.glow}"`));
      dots(canvas, rnd, 18, { x: 0, y: 0, w, h: h * 0.5 }, '#ffffff', 2, 0.6);
      hills(canvas, rnd, h * 0.78, h * 0.08, palette.far);
      clouds(canvas, rnd, 4, h * 0.86, palette.accent, 0.12);
    },
  },
  jungle: {
    palettes: [
      {
        sky: ['#062a14', '#2f8a3a'],
        glow: '#e8ff9b',
        far: '#0b4a22',
        near: '#031a0c',
        accent: '#f0ffd0',
        title: '#d8ff6b',
        metal: 'gold',
      },
      {
        sky: ['#032226', '#138a7a'],
        glow: '#b8fff0',
        far: '#064a44',
        near: '#021614',
        accent: '#e0fff8',
        title: '#9dffe6',
        metal: 'jade',
      },
      {
        sky: ['#1f2a06', '#8aa02a'],
        glow: '#fff0a0',
        far: '#3a4a0c',
        near: '#141a03',
        accent: '#fffbe0',
        title: '#ffe066',
        metal: 'gold',
      },
    ],
    heroes: [
      f('moai'),
      g('mayan-pyramid'),
      g('tribal-mask', 'jade'),
      g('totem-mask'),
      g('colombian-statue'),
      f('parrot'),
      f('monkey'),
      f('leopard'),
      f('snake'),
    ],
    words: {
      temple: g('mayan-pyramid'),
      relic: g('colombian-statue'),
      idol: f('moai'),
      explorer: f('compass'),
      expedition: f('compass'),
      ruin: g('mayan-pyramid'),
      jaguar: f('leopard'),
      overgrown: f('snake'),
    },
    scenery(canvas, palette, rnd) {
      const { width: w, height: h } = canvas;
      sky(canvas, ...palette.sky);
      beams(canvas, rnd, palette.glow);
      glow(canvas, w / 2, h * 0.4, w * 0.4, palette.glow, 0.4);
      leaves(canvas, rnd, palette.far);
      hills(canvas, rnd, h * 0.84, h * 0.05, palette.near);
    },
  },
};

/** The theme's symbol for a title word, if one matches (plural and possessive forms too). */
export function symbolForTitle(theme: ThemeArt, title: string): Symbol | undefined {
  for (const raw of title.toLowerCase().split(/[^a-zà-ÿ]+/)) {
    const word = raw.replace(/'s$/, '');
    const found = theme.words[word] ?? theme.words[word.replace(/s$/, '')];
    if (found) return found;
  }
  return undefined;
}
