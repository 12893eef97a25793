/**
 * Table and live-table pictures: felt with the game's items (cards, chips, wheels, dice, balls),
 * and for live tables studio lights, a dealer and a LIVE badge.
 */
import { drawLiveBadge } from './brandStyle.ts';
import { layoutOf, pick, shuffled, titleOver, type GameArtSpec, type Layout } from './gameLayout.ts';
import { drawIcon } from './icons.ts';
import type { ArtStyle } from './style.ts';
import { mix } from './style.ts';
import { num, rect, type Canvas } from './svg.ts';
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
import { glow, sparkles } from './themes.ts';

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

export function tableArt(
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
export function liveArt(
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
