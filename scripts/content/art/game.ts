/**
 * A game's picture (thumbnail, portrait art, lobby tiles): a themed scene with large symbols, or a
 * table (cards, chips, wheels; a dealer and studio lights for live tables), and the game's title in
 * the brand's font. What a game shows (palette, symbols, table colour) follows from the game, so its
 * thumbnail and its tiles belong together; how it is laid out follows from the picture's own seed
 * and shape, so neighbouring pictures differ.
 */
import { drawFrame, drawLiveBadge, drawTitle, type Box } from './brandStyle.ts';
import { drawIcon } from './icons.ts';
import type { ArtStyle } from './style.ts';
import { mix } from './style.ts';
import { ellipse, num, rect, type Canvas } from './svg.ts';
import {
  bingoBall,
  card,
  CHIP_COLORS,
  chip,
  chipStack,
  DEALERS,
  defineCard,
  felt,
  FELTS,
  rouletteWheel,
  showWheel,
  studio,
  tableTop,
  type Suit,
} from './tables.ts';
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

type Shape = 'square' | 'tall' | 'wide';

interface Layout {
  shape: Shape;
  /** Where the symbols go. */
  cx: number;
  cy: number;
  size: number;
  title: Box;
  maxLines: number;
}

function layoutOf(canvas: Canvas): Layout {
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

function pick<T>(rnd: () => number, items: readonly T[]): T {
  return items[Math.floor(rnd() * items.length)]!;
}

function shuffled<T>(rnd: () => number, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

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

function slotArt(
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

/** The title with, for the glow style, a scrim under it for legibility. */
function titleOver(
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

const CARD_HANDS: Record<string, [string, Suit][]> = {
  blackjack: [
    ['A', 'S'],
    ['K', 'H'],
  ],
  baccarat: [
    ['9', 'D'],
    ['8', 'C'],
  ],
  poker: [
    ['A', 'H'],
    ['A', 'S'],
    ['K', 'D'],
  ],
  tableGames: [
    ['Q', 'H'],
    ['J', 'C'],
  ],
};

const OTHER_HANDS: [string, Suit][][] = [
  [
    ['A', 'D'],
    ['Q', 'S'],
  ],
  [
    ['10', 'H'],
    ['A', 'C'],
  ],
  [
    ['K', 'S'],
    ['J', 'H'],
  ],
];

/** The cards of a table game: a fan centred at `cx, cy`. */
function hand(
  canvas: Canvas,
  style: ArtStyle,
  cards: [string, Suit][],
  cx: number,
  cy: number,
  height: number,
  spreadAngle = 12,
): string {
  const n = cards.length;
  return cards
    .map(([rank, suit], index) => {
      const offset = index - (n - 1) / 2;
      return card(
        defineCard(canvas, style, rank, suit),
        cx + offset * height * 0.42,
        cy + Math.abs(offset) * height * 0.05,
        height,
        offset * spreadAngle,
      );
    })
    .join('');
}

function dice(canvas: Canvas, cx: number, cy: number, size: number, count: number): string {
  const places: [number, number, number][] = [
    [-0.45, 0.05, -14],
    [0.42, -0.08, 12],
    [0, 0.3, 4],
  ];
  return places
    .slice(0, count)
    .map(([dx, dy, turn]) =>
      drawIcon(canvas, 'fluent:game-die', cx + dx * size, cy + dy * size, size * 0.62, { rotate: turn }),
    )
    .join('');
}

/** Table game items for a non-live (RNG) game: seen from above on felt. */
function tableItems(
  canvas: Canvas,
  style: ArtStyle,
  spec: GameArtSpec,
  layout: Layout,
  identity: () => number,
): void {
  const { cx, cy, size } = layout;
  const colors = shuffled(identity, CHIP_COLORS);
  const chips = (x: number, y: number, r: number) =>
    chip(canvas, x, y, r, colors[0]!) +
    chip(canvas, x + r * 0.9, y + r * 0.7, r, colors[1]!) +
    chip(canvas, x - r * 0.5, y + r * 1.1, r, colors[2]!);
  switch (spec.gameType) {
    case 'roulette':
      canvas.add(
        rouletteWheel(canvas, cx, cy, size * 0.62),
        chips(cx + size * 0.62, cy + size * 0.38, size * 0.13),
      );
      break;
    case 'gameShow':
      canvas.add(
        showWheel(
          canvas,
          cx,
          cy,
          size * 0.62,
          shuffled(identity, ['#e0182d', '#1f8ad8', '#f2c23a', '#2fb85a', '#8a3ad8', '#ff7a1a']),
        ),
      );
      break;
    case 'dice':
      canvas.add(dice(canvas, cx, cy, size, 3), chips(cx + size * 0.7, cy + size * 0.45, size * 0.11));
      break;
    case 'bingo': {
      const balls = [7, 22, 41, 58, 75].slice(0, layout.shape === 'square' ? 3 : 4);
      const ballColors = ['#e0182d', '#1f8ad8', '#f2a516', '#2fb85a'];
      balls.forEach((value, index) => {
        const angle = (index / balls.length) * Math.PI * 2 + identity();
        canvas.add(
          bingoBall(
            canvas,
            style,
            cx + Math.cos(angle) * size * 0.36,
            cy + Math.sin(angle) * size * 0.3,
            size * 0.25,
            ballColors[index % ballColors.length]!,
            value,
          ),
        );
      });
      break;
    }
    case 'crash': {
      const { width: w, height: h } = canvas;
      const x0 = cx - size;
      const y0 = cy + size * 0.55;
      const path = `M${num(x0)} ${num(y0)}Q${num(cx + size * 0.1)} ${num(y0)} ${num(cx + size * 0.7)} ${num(cy - size * 0.5)}`;
      canvas.add(
        `<path d="M0 ${num(h * 0.25)}H${num(w)}M0 ${num(h * 0.5)}H${num(w)}M${num(w * 0.25)} 0V${num(h)}M${num(w * 0.5)} 0V${num(h)}M${num(w * 0.75)} 0V${num(h)}" stroke="#ffffff" stroke-width="1" opacity="0.12"/>`,
        `<path d="${path}" stroke="${style.colors.primary}" stroke-width="16" fill="none" stroke-linecap="round" opacity="0.35"/>`,
        `<path d="${path}" stroke="#ffffff" stroke-width="6" fill="none" stroke-linecap="round"/>`,
        drawIcon(canvas, 'fluent:rocket', cx + size * 0.7, cy - size * 0.5, size * 0.6),
      );
      break;
    }
    case 'scratch': {
      const w = size * 1.5;
      const h = size * 0.95;
      canvas.add(
        `<g transform="rotate(-6 ${num(cx)} ${num(cy)})">` +
          rect(cx - w / 2, cy - h / 2, w, h, 14, `fill="#fff8e0" stroke="#c9a040" stroke-width="4"`) +
          rect(
            cx - w * 0.42,
            cy - h * 0.3,
            w * 0.84,
            h * 0.6,
            8,
            `fill="${canvas.linear([
              [0, '#e8eaf0'],
              [0.5, '#a8adba'],
              [1, '#d8dbe4'],
            ])}"`,
          ) +
          `</g>`,
        drawIcon(canvas, 'fluent:coin', cx - w * 0.22, cy, size * 0.36),
        drawIcon(canvas, 'fluent:glowing-star', cx + w * 0.18, cy + h * 0.04, size * 0.34),
      );
      break;
    }
    default: {
      const cards = CARD_HANDS[spec.gameType] ?? pick(identity, OTHER_HANDS);
      const variant = identity() < 0.5 ? cards : pick(identity, OTHER_HANDS);
      canvas.add(
        hand(
          canvas,
          style,
          spec.gameType === 'poker' ? CARD_HANDS.poker! : variant,
          cx - size * 0.1,
          cy,
          size * 0.82,
        ),
        chipStack(canvas, cx + size * 0.75, cy + size * 0.45, size * 0.14, 5, colors[0]!),
        chipStack(canvas, cx + size * 0.48, cy + size * 0.55, size * 0.14, 3, colors[1]!),
      );
    }
  }
}

function tableArt(
  canvas: Canvas,
  style: ArtStyle,
  spec: GameArtSpec,
  identity: () => number,
  rnd: () => number,
): void {
  const feltColors = pick(identity, FELTS);
  const layout = layoutOf(canvas);
  if (spec.gameType === 'crash') {
    canvas.add(
      `<rect width="${num(canvas.width)}" height="${num(canvas.height)}" fill="${canvas.linear([
        [0, '#0a0a24'],
        [1, mix('#0a0a24', feltColors[0], 0.5)],
      ])}"/>`,
    );
  } else {
    felt(canvas, feltColors, true);
  }
  glow(canvas, layout.cx, layout.cy, layout.size * 0.9, '#ffffff', 0.18);
  sparkles(canvas, rnd, 3, { x: 0, y: 0, w: canvas.width, h: canvas.height * 0.6 }, '#fff3c2', 12);
  tableItems(canvas, style, spec, layout, identity);
  titleOver(canvas, style, spec, layout, '#ffe08a', feltColors[1]);
}

/** A live table: studio lights, a dealer behind the table, the game's items on the felt, a LIVE badge. */
function liveArt(
  canvas: Canvas,
  style: ArtStyle,
  spec: GameArtSpec,
  identity: () => number,
  rnd: () => number,
): void {
  const feltColors = pick(identity, FELTS);
  const dealer = pick(identity, DEALERS);
  const { width: w, height: h } = canvas;
  const layout = layoutOf(canvas);
  const wide = layout.shape === 'wide';
  const tall = layout.shape === 'tall';
  studio(canvas, style, rnd, feltColors[0]);
  const dx = wide ? w * 0.25 : w / 2;
  const tableY = wide ? h * 0.6 : tall ? h * 0.44 : h * 0.48;
  const dealerSize = wide ? h * 0.56 : tall ? w * 0.62 : h * 0.4;
  if (spec.gameType === 'gameShow') {
    canvas.add(
      showWheel(
        canvas,
        dx,
        tableY - dealerSize * 0.55,
        dealerSize * 0.78,
        shuffled(identity, ['#e0182d', '#1f8ad8', '#f2c23a', '#2fb85a', '#8a3ad8', '#ff7a1a']),
      ),
    );
  }
  canvas.add(drawIcon(canvas, dealer, dx, tableY - dealerSize * 0.3, dealerSize));
  tableTop(canvas, tableY, feltColors);
  const itemY = tableY + (wide ? h * 0.2 : tall ? h * 0.1 : h * 0.09);
  const itemSize = wide ? h * 0.28 : tall ? w * 0.34 : h * 0.2;
  const colors = shuffled(identity, CHIP_COLORS);
  const stacks = (x: number) =>
    chipStack(canvas, x, itemY + itemSize * 0.2, itemSize * 0.2, 5, colors[0]!) +
    chipStack(canvas, x + itemSize * 0.45, itemY + itemSize * 0.3, itemSize * 0.2, 3, colors[1]!);
  switch (spec.gameType) {
    case 'roulette':
      canvas.add(
        rouletteWheel(canvas, dx + itemSize * 0.9, itemY, itemSize * 0.9, 0.42),
        stacks(dx - itemSize * 1.4),
      );
      break;
    case 'dice':
      canvas.add(dice(canvas, dx, itemY, itemSize * 0.8, 3), stacks(dx + itemSize * 1.1));
      break;
    case 'bingo':
      [0, 1, 2].forEach((index) => {
        canvas.add(
          bingoBall(
            canvas,
            style,
            dx + (index - 1) * itemSize * 0.7,
            itemY,
            itemSize * 0.3,
            ['#e0182d', '#1f8ad8', '#f2a516'][index]!,
            [12, 47, 68][index]!,
          ),
        );
      });
      break;
    case 'gameShow':
      canvas.add(stacks(dx - itemSize * 0.8), stacks(dx + itemSize * 0.6));
      break;
    default: {
      const cards = CARD_HANDS[spec.gameType] ?? CARD_HANDS.tableGames!;
      canvas.add(
        hand(canvas, style, cards, dx - itemSize * 0.3, itemY, itemSize * 0.9, 8),
        stacks(dx + itemSize * 0.8),
      );
    }
  }
  drawLiveBadge(canvas, style, w * 0.05, h * 0.05 * (wide ? 2 : 1), Math.min(w, h) * 0.1);
  titleOver(canvas, style, spec, layout, '#ffe08a', feltColors[1]);
}

export function drawGame(
  canvas: Canvas,
  style: ArtStyle,
  spec: GameArtSpec,
  identity: () => number,
  rnd: () => number,
): void {
  if (spec.live) liveArt(canvas, style, spec, identity, rnd);
  else if (spec.gameType === 'slots') slotArt(canvas, style, spec, identity, rnd);
  else tableArt(canvas, style, spec, identity, rnd);
}
