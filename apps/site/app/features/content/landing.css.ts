/** A landing page (LandingPage.tsx): one readable column, the art as wide as the column in a 2:1 box. */
import { style } from '@vanilla-extract/css';
import { media, vars } from '@casino/ui';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '1rem',
  maxWidth: '46rem',
  minWidth: 0,
});

export const art = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '2 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius,
  backgroundColor: vars.colors.surface,
});

export const heading = style({
  margin: 0,
  fontSize: '1.75rem',
  lineHeight: 1.2,
  '@media': { [media.md]: { fontSize: '2.25rem' } },
});

export const action = style({ justifySelf: 'stretch', '@media': { [media.md]: { justifySelf: 'start' } } });
