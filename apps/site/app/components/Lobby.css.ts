/**
 * Casino and live-casino lobbies (spec 3 §3 "Grid tile sizes: 4x (big square, 2 by 2), 2xh
 * (horizontal, 2 by 1), 2xv (vertical, 1 column by 2 rows), 1x"). A content grid sets its column
 * count through `--lobby-columns`; lists without a grid fill the width with cells of at least
 * `cellMin`.
 */
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@casino/ui';

/** The search field looks like every form's (forms.css.ts). */
export { input } from './forms.css.ts';

const cellMin = '9.5rem';

export const page = style({
  display: 'grid',
  // One column exactly as wide as the page: an auto column grew to the category row's full
  // length (1,047 px on a 390 px phone) instead of letting the row scroll.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '1.5rem',
  minWidth: 0,
  // Room for the bottom navigation below md.
  paddingBottom: '4.5rem',
  '@media': { [media.md]: { paddingBottom: 0 } },
});

export const heading = style({ margin: 0 });

export const menu = style({
  display: 'flex',
  gap: '0.5rem',
  margin: 0,
  padding: '0.25rem 0.125rem',
  listStyle: 'none',
  overflowX: 'auto',
});

export const menuLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.375rem',
  minHeight: '44px',
  padding: '0.5rem 0.875rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: '999px',
  whiteSpace: 'nowrap',
  color: vars.colors.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      backgroundColor: vars.colors.primary,
      borderColor: vars.colors.primary,
      color: vars.colors.onPrimary,
    },
  },
});

export const icon = style({ display: 'inline-flex', width: '1.25rem', height: '1.25rem' });

export const search = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.75rem',
  alignItems: 'end',
  padding: '1rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  backgroundColor: vars.colors.surface,
});

export const field = style({ display: 'grid', gap: '0.25rem', flex: '1 1 14rem' });

export const button = style({
  minHeight: '44px',
  padding: '0.625rem 1.25rem',
  border: `1px solid ${vars.colors.primary}`,
  borderRadius: vars.radius,
  backgroundColor: vars.colors.primary,
  color: vars.colors.onPrimary,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
});

export const secondary = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: '0.625rem 1.25rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  color: vars.colors.text,
  textDecoration: 'none',
  justifySelf: 'start',
});

export const filterPanel = style({ flexBasis: '100%' });

export const filterSummary = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  cursor: 'pointer',
  fontWeight: 600,
});

export const providers = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: '0.25rem 1rem',
  margin: '0.5rem 0 0',
  padding: '0.75rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
});

export const choice = style({ display: 'flex', alignItems: 'center', gap: '0.5rem', minHeight: '44px' });

export const section = style({
  display: 'grid',
  gap: '0.75rem',
  minWidth: 0,
  selectors: {
    // Every section after the first is laid out and painted only near the viewport, and its lazy
    // tile images are fetched only then: the casino lobby's first load on a phone otherwise lays
    // out about 165 tiles and fetched 59 images (316 KB) before the first screen needed 6.
    // Content stays in the accessibility tree and in find-in-page; the size is remembered.
    '&:nth-of-type(n+2)': { contentVisibility: 'auto', containIntrinsicSize: 'auto 20rem' },
  },
});

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem 1rem',
  alignItems: 'baseline',
  justifyContent: 'space-between',
});

export const sectionHeading = style({ margin: 0, fontSize: '1.25rem' });

/** Tiles of a content grid, `--lobby-columns` wide; tiles span cells by size. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(var(--lobby-columns, 2), minmax(0, 1fr))',
  gridAutoFlow: 'dense',
  gap: '0.75rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
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

/** One scrolling row (carousels); `--lobby-rows` rows of it (the recent-played carousel, spec 3 §4). */
export const row = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridTemplateRows: 'repeat(var(--lobby-rows, 1), auto)',
  gridAutoColumns: cellMin,
  gap: '0.75rem',
  margin: 0,
  padding: '0 0 0.5rem',
  listStyle: 'none',
  overflowX: 'auto',
  '@media': { [media.lg]: { gridAutoColumns: '11rem' } },
});

// A carousel's tiles past the first screen are laid out, painted and have their lazy images
// fetched only when scrolled near (the browser's own lazy loading fetched all 24 of a phone's
// first carousel at once). Their height until then is less than a tile's, so the row keeps the
// height of the tiles shown and nothing moves when they render.
const offscreenTile = { contentVisibility: 'auto', containIntrinsicSize: 'auto 9.5rem auto 8rem' } as const;
globalStyle(`${row} > li:nth-child(n+5)`, offscreenTile);
globalStyle(`${row} > li:nth-child(-n+8)`, { '@media': { [media.lg]: { contentVisibility: 'visible' } } });

export const size = styleVariants({
  '4x': { gridColumn: 'span 2', gridRow: 'span 2' },
  '2xh': { gridColumn: 'span 2' },
  '2xv': { gridRow: 'span 2' },
  '1x': {},
});

/** A grid cell: the tile, with the favourite heart over its corner. */
export const cell = style({ position: 'relative', minWidth: 0 });

export const favourite = style({
  position: 'absolute',
  top: '0.375rem',
  insetInlineEnd: '0.375rem',
  zIndex: 1,
});

export const tile = style({
  position: 'relative',
  display: 'grid',
  gridTemplateRows: '1fr auto',
  height: '100%',
  overflow: 'hidden',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  textDecoration: 'none',
  selectors: {
    'a&:hover': { borderColor: vars.colors.primary },
    'a&:focus-visible': { outline: `3px solid ${vars.colors.accent}`, outlineOffset: '2px' },
  },
});

export const restricted = style({ opacity: 0.6 });

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  backgroundColor: vars.colors.background,
});

export const caption = style({ display: 'grid', padding: '0.375rem 0.5rem', lineHeight: 1.3 });

export const name = style({ fontWeight: 600, overflowWrap: 'anywhere' });

export const meta = style({ color: vars.colors.textMuted, fontSize: '0.875rem' });

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

export const jackpot = style({
  justifySelf: 'start',
  marginTop: '0.125rem',
  padding: '0.125rem 0.375rem',
  borderRadius: vars.radius,
  backgroundColor: vars.colors.primary,
  color: vars.colors.onPrimary,
  fontSize: '0.8125rem',
  fontWeight: 700,
});

/** Winners: one list of rows. */
export const winners = style({
  display: 'grid',
  gap: '0.5rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
});

export const winner = style({
  display: 'grid',
  gridTemplateColumns: '3rem 1fr',
  gap: '0.25rem 0.75rem',
  alignItems: 'center',
  padding: '0.5rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  backgroundColor: vars.colors.surface,
});

export const winnerImage = style({
  gridRow: 'span 3',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius,
  objectFit: 'cover',
});

export const winnerAmount = style({ fontWeight: 700 });

export const ranges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const notice = style({ margin: 0 });

/** The bottom navigation (components/BottomNav.tsx), phones only. */
export const bottomNav = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 15,
  borderTop: `1px solid ${vars.colors.border}`,
  backgroundColor: vars.colors.surface,
  '@media': { [media.md]: { display: 'none' } },
});

export const bottomNavList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const bottomNavLink = style({
  display: 'grid',
  justifyItems: 'center',
  gap: '0.125rem',
  minHeight: '56px',
  padding: '0.375rem 0.25rem',
  color: vars.colors.text,
  fontSize: '0.75rem',
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { color: vars.colors.primary, fontWeight: 700 } },
});

export const bottomNavIcon = style({ width: '1.5rem', height: '1.5rem' });
