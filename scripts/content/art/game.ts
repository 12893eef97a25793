/**
 * A game's picture (thumbnail, portrait art, lobby tiles): a themed scene with large symbols, or a
 * table (cards, chips, wheels; a dealer and studio lights for live tables), and the game's title in
 * the brand's font. What a game shows (palette, symbols, table colour) follows from the game, so its
 * thumbnail and its tiles belong together; how it is laid out follows from the picture's own seed
 * and shape, so neighbouring pictures differ.
 *
 * The pictures are drawn in slotArt.ts (slots) and tableArt.ts (tables and live tables), over what
 * gameLayout.ts gives them all (the spec, the layout per shape, the title).
 */
import type { GameArtSpec } from './gameLayout.ts';
import { slotArt } from './slotArt.ts';
import type { ArtStyle } from './style.ts';
import type { Canvas } from './svg.ts';
import { liveArt, tableArt } from './tableArt.ts';

export type { GameArtSpec };

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
