/**
 * A slot's picture: the theme's backdrop with large symbols (or reels), the classic seven, and
 * the game's title.
 */
import { layoutOf, pick, shuffled, titleOver, type GameArtSpec, type Layout } from './gameLayout.ts';
import type { ArtStyle } from './style.ts';
import { ellipse, num, rect, type Canvas } from './svg.ts';
import { defineText, fitText } from './text.ts';
import {
  drawSymbol,
  glow,
  METALS,
  SLOT_THEMES,
  sparkles,
  symbolForTitle,
  THEME_ART,
  type Palette,
  type SlotTheme,
  type Symbol,
} from './themes.ts';

/** The classic red seven, in the brand's font. */
const SEVEN: Symbol = { icon: 'fluent:keycap-7' };

function drawSeven(canvas: Canvas, style: ArtStyle, cx: number, cy: number, size: number): string {
  const block = fitText(style.font, '7', { width: size * 0.8, height: size * 0.9 }, { maxLines: 1 });
  const id = defineText(canvas, style.font, block, cx, cy - (block.capHeight * block.size) / 2);
  const red = canvas.linear(
    [
      [0, '#ff8a8a'],
      [0.5, '#e0101e'],
      [1, '#7a0008'],
    ],
    0,
    -150,
    0,
    10,
    true,
  );
  const [, gold, , dark] = METALS.gold as [string, string, string, string];
  return (
    `<use href="#${id}" fill="none" stroke="${dark}" stroke-width="46" stroke-linejoin="round"/>` +
    `<use href="#${id}" fill="${red}" stroke="${gold}" stroke-width="22" paint-order="stroke" stroke-linejoin="round"/>`
  );
}

function symbol(
  canvas: Canvas,
  style: ArtStyle,
  chosen: Symbol,
  cx: number,
  cy: number,
  size: number,
  options: { flip?: boolean; rotate?: number } = {},
): string {
  return chosen === SEVEN
    ? drawSeven(canvas, style, cx, cy, size)
    : drawSymbol(canvas, chosen, cx, cy, size, options);
}

/** A soft shadow on the ground under a symbol. */
function groundShadow(canvas: Canvas, cx: number, y: number, width: number): string {
  return ellipse(
    cx,
    y,
    width * 0.42,
    width * 0.08,
    `fill="${canvas.radial([
      [0, '#000000', 0.5],
      [1, '#000000', 0],
    ])}"`,
  );
}

/** A slot machine's reel window showing three symbols on the win line. */
function reels(canvas: Canvas, style: ArtStyle, symbols: Symbol[], layout: Layout, palette: Palette): void {
  const { cx, cy, size } = layout;
  const w =
    layout.shape === 'tall' ? size * 1.15 : layout.shape === 'wide' ? cx * 2 - size * 0.3 : size * 1.7;
  const cell = w / 3;
  const h = cell * 1.15;
  const x = cx - w / 2;
  const y = cy - h / 2;
  const [light, gold, , dark] = METALS[palette.metal] as [string, string, string, string];
  const frame = canvas.linear(
    [
      [0, light],
      [0.5, gold],
      [1, dark],
    ],
    0,
    0,
    0,
    1,
  );
  const strip = canvas.linear([
    [0, '#b9bcc8'],
    [0.25, '#ffffff'],
    [0.75, '#ffffff'],
    [1, '#b9bcc8'],
  ]);
  const pad = cell * 0.08;
  canvas.add(
    rect(
      x - pad * 2,
      y - pad * 2,
      w + pad * 4,
      h + pad * 4,
      pad * 2,
      `fill="${frame}" stroke="${dark}" stroke-width="3"`,
    ),
  );
  canvas.add(rect(x - pad * 0.6, y - pad * 0.6, w + pad * 1.2, h + pad * 1.2, pad, `fill="#1a1a22"`));
  for (let i = 0; i < 3; i++) {
    canvas.add(rect(x + i * cell + pad * 0.3, y, cell - pad * 0.6, h, pad * 0.6, `fill="${strip}"`));
    canvas.add(symbol(canvas, style, symbols[i % symbols.length]!, x + cell * (i + 0.5), cy, cell * 0.74));
  }
  canvas.add(
    `<path d="M${num(x - pad * 2.5)} ${num(cy)}h${num(w + pad * 5)}" stroke="${palette.title}" stroke-width="3" opacity="0.6"/>`,
  );
}

export function slotArt(
  canvas: Canvas,
  style: ArtStyle,
  spec: GameArtSpec,
  identity: () => number,
  rnd: () => number,
): void {
  const themeName = (SLOT_THEMES as readonly string[]).includes(spec.theme ?? '')
    ? (spec.theme as SlotTheme)
    : pick(identity, SLOT_THEMES);
  const theme = THEME_ART[themeName];
  const palette = pick(identity, theme.palettes);
  const pool = shuffled(identity, themeName === 'fruit' ? [...theme.heroes, SEVEN, SEVEN] : theme.heroes);
  const fromTitle = /\bsevens?\b/i.test(spec.title) ? SEVEN : symbolForTitle(theme, spec.title);
  const hero = fromTitle ?? pool[0]!;
  const others = pool.filter((candidate) => candidate.icon !== hero.icon).slice(0, 2) as [Symbol, Symbol];
  const layout = layoutOf(canvas);
  const { cx, cy, size } = layout;

  theme.scenery(canvas, palette, rnd);
  const variants = [
    'hero',
    'trio',
    'scatter',
    ...(['fruit', 'gems', 'candy'].includes(themeName) ? ['reels', 'reels'] : []),
  ];
  const variant = pick(rnd, variants);
  glow(canvas, cx, cy, size * 0.75, palette.glow, 0.6);
  if (variant === 'reels') {
    reels(
      canvas,
      style,
      themeName === 'fruit' ? [hero, SEVEN, others[0]] : [others[0], hero, others[1]],
      layout,
      palette,
    );
  } else if (variant === 'trio') {
    const spread = { tall: 0.36, wide: 0.52, square: 0.7 }[layout.shape] * size;
    const lift = layout.shape === 'tall' ? -size * 0.62 : size * 0.12;
    const small = (layout.shape === 'wide' ? 0.42 : 0.5) * size;
    canvas.add(
      symbol(canvas, style, others[0], cx - spread, cy + lift, small, { rotate: -10 }),
      symbol(canvas, style, others[1], cx + spread, cy + lift, small, { rotate: 10 }),
      groundShadow(canvas, cx, cy + size * 0.5, size),
      symbol(canvas, style, hero, cx, cy + (layout.shape === 'tall' ? size * 0.12 : 0), size * 0.92),
    );
  } else if (variant === 'scatter') {
    const spots: [number, number][] =
      layout.shape === 'wide'
        ? [
            [-0.55, -0.42],
            [0.62, 0.3],
          ]
        : layout.shape === 'tall'
          ? [
              [-0.42, -0.62],
              [0.42, -0.55],
            ]
          : [
              [-0.62, -0.4],
              [0.64, -0.32],
            ];
    spots.forEach(([dx, dy], index) => {
      canvas.add(
        symbol(canvas, style, others[index]!, cx + dx * size, cy + dy * size, size * 0.36, {
          rotate: (index ? 1 : -1) * 14,
        }),
      );
    });
    canvas.add(groundShadow(canvas, cx, cy + size * 0.5, size), symbol(canvas, style, hero, cx, cy, size));
  } else {
    canvas.add(
      groundShadow(canvas, cx, cy + size * 0.52, size),
      symbol(canvas, style, hero, cx, cy, size * 1.05),
    );
    sparkles(
      canvas,
      rnd,
      4,
      { x: cx - size, y: cy - size * 0.7, w: size * 2, h: size * 1.2 },
      palette.accent,
      16,
    );
  }
  titleOver(canvas, style, spec, layout, palette.title, palette.near);
}
