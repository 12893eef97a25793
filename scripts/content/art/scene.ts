/**
 * Editorial pictures (banners, content boxes, heroes, sign-up backgrounds): a themed scene with a few
 * symbols and no text, since the site sets the banner's copy over it as real text. The motif names
 * the scene: `waves` northern lights, `stars` a night sky with trophies, `rings` VIP gems and crowns,
 * `cards` a card table, `stripes` speed, `orbs` a party, `wheel` roulette, `diamonds` gems.
 */
import type { ArtStyle } from './style.ts';
import { mix } from './style.ts';
import { num, type Canvas } from './svg.ts';
import { card, CHIP_COLORS, chipStack, defineCard, felt, FELTS, rouletteWheel } from './tables.ts';
import { drawSymbol, glow, sparkles, THEME_ART, type Symbol } from './themes.ts';

export type Motif = 'orbs' | 'stripes' | 'diamonds' | 'waves' | 'stars' | 'wheel' | 'cards' | 'rings';
export const MOTIFS: readonly Motif[] = [
  'orbs',
  'stripes',
  'diamonds',
  'waves',
  'stars',
  'wheel',
  'cards',
  'rings',
];

const f = (name: string): Symbol => ({ icon: `fluent:${name}` });

const SCENES: Record<Motif, { theme: keyof typeof THEME_ART; symbols: Symbol[] }> = {
  waves: { theme: 'nordic', symbols: [f('coin'), f('glowing-star'), f('sparkles')] },
  stars: { theme: 'space', symbols: [f('trophy'), f('glowing-star'), f('1st-place-medal')] },
  rings: { theme: 'gems', symbols: [f('crown'), f('gem-stone'), f('ring')] },
  cards: { theme: 'fruit', symbols: [] },
  stripes: { theme: 'myth', symbols: [f('high-voltage'), f('rocket'), f('coin')] },
  orbs: { theme: 'candy', symbols: [f('wrapped-gift'), f('party-popper'), f('balloon')] },
  wheel: { theme: 'fruit', symbols: [] },
  diamonds: { theme: 'gems', symbols: [f('gem-stone'), f('money-bag'), f('coin')] },
};

/** Diagonal speed stripes in the brand's colours. */
function stripes(canvas: Canvas, style: ArtStyle, rnd: () => number): void {
  const { width: w, height: h } = canvas;
  canvas.add(
    `<rect width="${num(w)}" height="${num(h)}" fill="${canvas.linear(
      [
        [0, mix(style.colors.background, '#000000', 0.3)],
        [1, mix(style.colors.primary, '#000000', 0.45)],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  );
  const parts: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = w * (i / 7 + rnd() * 0.05);
    const width = w * (0.02 + rnd() * 0.05);
    parts.push(`M${num(x)} ${num(h)}L${num(x + h * 0.8)} 0h${num(width)}L${num(x + width)} ${num(h)}Z`);
  }
  canvas.add(`<path d="${parts.join('')}" fill="${style.colors.primary}" opacity="0.22"/>`);
  canvas.add(
    `<path d="${parts.slice(0, 3).join('')}" fill="${style.colors.accent}" opacity="0.2" transform="translate(${num(w * 0.08)} 0)"/>`,
  );
}

/** `identity` picks the palette and table colour, `rnd` the scenery's details. */
export function drawScene(
  canvas: Canvas,
  style: ArtStyle,
  motif: Motif,
  identity: () => number,
  rnd: () => number,
): void {
  const { width: w, height: h } = canvas;
  const scene = SCENES[motif];
  const theme = THEME_ART[scene.theme];
  const palette = theme.palettes[Math.floor(identity() * theme.palettes.length)]!;
  // Symbols sit on the right of wide pictures (copy goes on the left) and low on square ones.
  const wide = w > h * 1.3;
  const tall = h > w * 1.3;
  const cx = wide ? w * 0.74 : w / 2;
  const cy = wide ? h * 0.5 : tall ? h * 0.62 : h * 0.6;
  const size = wide ? h * 0.56 : Math.min(w, h) * 0.42;
  if (motif === 'cards' || motif === 'wheel') {
    const feltColors = FELTS[Math.floor(identity() * FELTS.length)]!;
    felt(canvas, feltColors, true);
    glow(canvas, cx, cy, size, '#ffffff', 0.15);
    if (motif === 'wheel') {
      canvas.add(rouletteWheel(canvas, cx, cy, size * 0.75));
    } else {
      const hand: [string, 'S' | 'H' | 'D' | 'C'][] = [
        ['A', 'S'],
        ['K', 'H'],
        ['Q', 'D'],
      ];
      hand.forEach(([rank, suit], index) => {
        canvas.add(
          card(
            defineCard(canvas, style, rank, suit),
            cx + (index - 1) * size * 0.42,
            cy + Math.abs(index - 1) * size * 0.05,
            size * 0.9,
            (index - 1) * 12,
          ),
        );
      });
    }
    canvas.add(
      chipStack(canvas, cx + size * 0.95, cy + size * 0.45, size * 0.16, 6, CHIP_COLORS[0]!),
      chipStack(canvas, cx - size * 0.95, cy + size * 0.5, size * 0.16, 4, CHIP_COLORS[1]!),
    );
    return;
  }
  if (motif === 'stripes') stripes(canvas, style, rnd);
  else theme.scenery(canvas, palette, rnd);
  glow(canvas, cx, cy, size * 0.9, palette.glow, 0.55);
  const [hero, left, right] = scene.symbols as [Symbol, Symbol, Symbol];
  canvas.add(
    drawSymbol(canvas, left, cx - size * 0.75, cy + size * 0.18, size * 0.5, { rotate: -12 }),
    drawSymbol(canvas, right, cx + size * 0.75, cy + size * 0.12, size * 0.5, { rotate: 12 }),
    drawSymbol(canvas, hero, cx, cy, size),
  );
  sparkles(
    canvas,
    rnd,
    5,
    { x: cx - size * 1.2, y: cy - size, w: size * 2.4, h: size * 1.6 },
    palette.accent,
    16,
  );
}
