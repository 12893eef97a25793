/**
 * Sections of game tiles (GameSection.tsx): a heading with a "see all" link, then a content grid
 * (`--lobby-columns` cells wide), a list (as many cells as fit) or a carousel row (Carousel.tsx).
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../breakpoints.ts';
import { vars } from '../theme.css.ts';

export const cellMin = '9.5rem';

export const section = style({
  display: 'grid',
  gap: '0.75rem',
  minWidth: 0,
  // The grid's rows are sized from this width (container units refer to an ancestor container).
  containerType: 'inline-size',
  selectors: {
    // Every section after the first is laid out and painted only near the viewport, and its lazy
    // tile images are fetched only then: the casino lobby's first load on a phone otherwise lays
    // out about 165 tiles and fetched 59 images (316 KB) before the first screen needed 6.
    // Content stays in the accessibility tree and in find-in-page; the size is remembered.
    '&:nth-of-type(n+2)': { contentVisibility: 'auto', containIntrinsicSize: 'auto 20rem' },
  },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem 1rem',
  alignItems: 'center',
  justifyContent: 'space-between',
  minWidth: 0,
});

export const heading = style({ margin: 0, fontSize: '1.25rem' });

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.colors.primary,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

/**
 * Tiles of a content grid, `--lobby-columns` wide; tiles span cells by size. Rows are as tall as
 * a column is wide (container units), so every size keeps its shape: 4x square, 2xh twice as wide
 * as high, 2xv twice as high as wide.
 */
export const grid = style({
  // On a phone at most `--lobby-columns-phone` (GameSection caps it at 4): eight columns of a
  // desktop layout made cells 30 px wide at 360 px.
  vars: { '--lobby-grid-columns': 'var(--lobby-columns-phone, var(--lobby-columns, 2))' },
  display: 'grid',
  gridTemplateColumns: 'repeat(var(--lobby-grid-columns), minmax(0, 1fr))',
  gridAutoRows: 'calc((100cqi - (var(--lobby-grid-columns) - 1) * 0.75rem) / var(--lobby-grid-columns))',
  gridAutoFlow: 'dense',
  gap: '0.75rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.md]: { vars: { '--lobby-grid-columns': 'var(--lobby-columns, 2)' } } },
});

/** Games without a grid: as many cells as fit. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${cellMin}, 1fr))`,
  gap: '0.75rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A carousel: its row, with arrows over both ends for mouse users. */
export const carousel = style({ position: 'relative', minWidth: 0 });

/**
 * One scrolling row; `--lobby-rows` rows of it (the recent-played carousel, spec 3 §4). On a phone
 * two and a half tiles show (issue 27, PLAYER-EXPERIENCE.md "Game tiles and rows"), so the cut
 * tile at the edge invites a swipe; from a tablet up, cells of a fixed width.
 */
export const row = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridTemplateRows: 'repeat(var(--lobby-rows, 1), auto)',
  gridAutoColumns: 'calc((100cqi - 2 * 0.75rem) / 2.5)',
  gap: '0.75rem',
  margin: 0,
  padding: '0 0 0.5rem',
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollPaddingInline: '0.125rem',
  overscrollBehaviorX: 'contain',
  '@media': {
    [media.md]: { gridAutoColumns: cellMin },
    [media.lg]: { gridAutoColumns: '11rem' },
    [media.reducedMotion]: { scrollBehavior: 'auto' },
  },
});

globalStyle(`${row} > li`, { scrollSnapAlign: 'start' });

// A carousel's tiles past the first screen are laid out, painted and have their lazy images
// fetched only when scrolled near (the browser's own lazy loading fetched all 24 of a phone's
// first carousel at once). Their height until then is less than a tile's, so the row keeps the
// height of the tiles shown and nothing moves when they render.
const offscreenTile = { contentVisibility: 'auto', containIntrinsicSize: 'auto 9.5rem auto 8rem' } as const;
globalStyle(`${row} > li:nth-child(n+5)`, offscreenTile);
globalStyle(`${row} > li:nth-child(-n+8)`, { '@media': { [media.lg]: { contentVisibility: 'visible' } } });

/** The arrows: round buttons over the row's ends, for pointers that hover (touch swipes). */
export const arrow = style({
  position: 'absolute',
  top: 'calc(50% - 1.5rem)',
  zIndex: 2,
  display: 'none',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: '50%',
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  boxShadow: '0 4px 12px rgb(0 0 0 / 0.35)',
  font: 'inherit',
  fontSize: '1.25rem',
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { opacity: 0, pointerEvents: 'none' },
    '&:hover': { borderColor: vars.colors.primary },
  },
  '@media': { '(hover: hover) and (pointer: fine)': { display: 'grid' } },
});

export const previous = style({ insetInlineStart: '-0.5rem' });
export const next = style({ insetInlineEnd: '-0.5rem' });
