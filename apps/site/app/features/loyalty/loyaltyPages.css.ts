/** The loyalty and VIP pages (LoyaltyPages.tsx): one readable column; the ladder as cards. */
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
});

export const heading = style({ margin: 0, fontSize: '1.75rem', lineHeight: 1.2 });

export const intro = style({ margin: 0, fontSize: '1.125rem' });

export const action = style({ justifySelf: 'stretch', '@media': { [media.md]: { justifySelf: 'start' } } });

export const standing = style({
  display: 'grid',
  gap: '0.25rem',
  padding: '1rem',
  border: `2px solid ${vars.colors.primary}`,
  borderRadius: vars.radius,
  backgroundColor: vars.colors.surface,
});

export const standingTitle = style({ margin: 0, fontSize: '1.25rem' });

export const points = style({ margin: 0, fontSize: '1.75rem', fontWeight: 800 });

export const levels = style({ display: 'grid', gap: '0.75rem', margin: 0, padding: 0, listStyle: 'none' });

export const level = style({
  display: 'grid',
  gridTemplateColumns: '3rem minmax(0, 1fr)',
  gap: '0.75rem',
  alignItems: 'start',
  padding: '0.75rem 1rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  backgroundColor: vars.colors.surface,
  selectors: { '&[aria-current="step"]': { borderColor: vars.colors.primary, borderWidth: '2px' } },
});

export const icon = style({ width: '3rem', height: '3rem', objectFit: 'contain' });

export const levelTitle = style({
  margin: 0,
  fontSize: '1.125rem',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  alignItems: 'center',
});

export const badge = style({
  padding: '0.125rem 0.5rem',
  borderRadius: '999px',
  backgroundColor: vars.colors.primary,
  color: vars.colors.onPrimary,
  fontSize: '0.8125rem',
  fontWeight: 700,
});
