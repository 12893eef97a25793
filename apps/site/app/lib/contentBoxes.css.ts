/** Content boxes (ContentBoxes.tsx): cards in a grid that never scrolls the page sideways. */
import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@casino/ui';

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '0.75rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))' },
  },
});

export const box = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '6rem minmax(0, 1fr)',
  alignItems: 'center',
  overflow: 'hidden',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  backgroundColor: vars.colors.surface,
  selectors: { '&:focus-within': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: '2px' } },
  // From md the art sits above the text; the text's row takes what a taller neighbour adds, so
  // every box's art keeps its 3:2 box.
  '@media': {
    [media.md]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateRows: 'auto 1fr',
      alignItems: 'stretch',
    },
  },
});

export const art = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  backgroundColor: vars.colors.background,
});

export const body = style({ display: 'grid', gap: '0.25rem', padding: '0.625rem 0.875rem' });

export const title = style({ margin: 0, fontSize: '1rem', lineHeight: 1.3 });

export const text = style({ margin: 0, fontSize: '0.875rem', color: vars.colors.textMuted });

export const action = style({ fontWeight: 600, color: vars.colors.text, minHeight: '24px' });

/** The link's ::after covers the box, so the whole box follows it. */
export const stretch = style({});
globalStyle(`${stretch}::after`, { content: '""', position: 'absolute', inset: 0 });
