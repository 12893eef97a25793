/**
 * Game tiles (spec 3 §3 "Grid tile sizes: 4x (big square, 2 by 2), 2xh (horizontal, 2 by 1), 2xv
 * (vertical, 1 column by 2 rows), 1x"). A tile is its art with the name and provider below; the art
 * keeps one ratio per size and comes first, the caption takes what is left, so tiles of a row line
 * up whatever their names. No text of a tile is cut (issue 27: names, bet ranges and jackpot
 * amounts wrap rather than end in "…"; a number is broken only when its box is narrower than it).
 */
import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../breakpoints.ts';
import { vars } from '../theme.css.ts';

export const size = styleVariants({
  '4x': { gridColumn: 'span 2', gridRow: 'span 2' },
  '2xh': { gridColumn: 'span 2' },
  '2xv': { gridRow: 'span 2' },
  '1x': {},
});

/** A grid cell: the tile, with an action (the favourite heart) over its corner. */
export const cell = style({ position: 'relative', minWidth: 0 });

export const action = style({ position: 'absolute', top: '0.375rem', insetInlineEnd: '0.375rem', zIndex: 1 });

export const tile = style({
  position: 'relative',
  display: 'grid',
  // The art at its ratio, then the caption, top-aligned in whatever height the row gives.
  gridTemplateRows: 'auto 1fr',
  alignContent: 'start',
  height: '100%',
  overflow: 'hidden',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  textDecoration: 'none',
  transition: 'border-color 120ms, transform 120ms',
  selectors: {
    'a&:hover': { borderColor: vars.colors.primary },
    'a&:focus-visible': { outline: `3px solid ${vars.colors.accent}`, outlineOffset: '2px' },
  },
  '@media': {
    '(hover: hover) and (prefers-reduced-motion: no-preference)': {
      selectors: { 'a&:hover': { transform: 'translateY(-2px)' } },
    },
  },
});

export const restricted = style({ opacity: 0.6 });

/** The art fills its cell in a grid; in rows and lists it keeps the art's own ratio. */
export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  minHeight: 0,
  objectFit: 'cover',
  backgroundColor: vars.colors.background,
});

export const ratio = styleVariants({
  '4x': { aspectRatio: '1', height: 'auto' },
  '2xh': { aspectRatio: '2', height: 'auto' },
  '2xv': { aspectRatio: '0.5', height: 'auto' },
  '1x': { aspectRatio: '1', height: 'auto' },
});

export const caption = style({
  display: 'grid',
  alignContent: 'start',
  padding: '0.375rem 0.5rem',
  lineHeight: 1.3,
  minWidth: 0,
});

/**
 * In a content grid the art is the whole tile (it carries the game's title): the name and studio
 * stay for screen readers, a highlight (the jackpot) sits over the art's top edge, away from the
 * title the art paints at its foot.
 */
export const filled = style({ display: 'block' });

export const filledImage = style({ position: 'absolute', inset: 0 });

export const filledCaption = style({
  position: 'absolute',
  insetInlineStart: 0,
  top: 0,
  maxWidth: '100%',
  padding: '0.375rem',
  pointerEvents: 'none',
  selectors: {
    // Clear of the favourite heart in the other top corner.
    [`${cell}:has(${action}) &`]: { maxWidth: 'calc(100% - 3rem)' },
  },
});

/** Words wrap; a word longer than its box (a long number on a narrow tile) breaks, never hides. */
const wraps = { overflowWrap: 'anywhere' } as const;

export const name = style({ ...wraps, fontWeight: 600 });

export const meta = style({ ...wraps, color: vars.colors.textMuted, fontSize: '0.8125rem' });

export const badge = style({
  position: 'absolute',
  insetInline: '0.375rem',
  top: '0.375rem',
  padding: '0.125rem 0.375rem',
  borderRadius: vars.radius,
  backgroundColor: vars.colors.background,
  color: vars.colors.text,
  fontSize: '0.75rem',
  fontWeight: 600,
});

/**
 * A highlight under the name, or over the art's top edge in a grid: the jackpot amount. It wraps
 * between its words (the amount itself keeps together unless its box is narrower than it).
 */
export const highlight = style({
  ...wraps,
  justifySelf: 'start',
  marginTop: '0.125rem',
  padding: '0.125rem 0.375rem',
  borderRadius: vars.radius,
  backgroundColor: vars.colors.primary,
  color: vars.colors.onPrimary,
  fontSize: '0.75rem',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1.25,
  maxWidth: '100%',
  '@media': { [media.md]: { fontSize: '0.8125rem' } },
});
