import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '1rem',
  padding: '0.75rem 1rem',
  backgroundColor: vars.colors.surface,
  borderBottom: `1px solid ${vars.colors.border}`,
  position: 'sticky',
  top: 0,
});

export const brandMark = style({
  fontSize: '1.25rem',
  fontWeight: 700,
  color: vars.colors.text,
  textDecoration: 'none',
});

export const main = style({
  maxWidth: '72rem',
  margin: '0 auto',
  padding: '1.5rem 1rem 3rem',
});

export const card = style({
  backgroundColor: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  padding: '1rem 1.25rem',
});

export const grid = style({
  display: 'grid',
  gap: '1rem',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const muted = style({ color: vars.colors.textMuted });

/** The primary button (the kit's forms.css.ts). */
export { primaryButton as button } from './forms.css.ts';

export const footer = style({
  borderTop: `1px solid ${vars.colors.border}`,
  padding: '1.5rem 1rem',
  color: vars.colors.textMuted,
  textAlign: 'center',
});

export const skipLink = style({
  position: 'absolute',
  left: '-9999px',
  top: 0,
  padding: '0.5rem 1rem',
  backgroundColor: vars.colors.primary,
  color: vars.colors.onPrimary,
  zIndex: 10,
  selectors: { '&:focus': { left: '1rem', top: '0.5rem' } },
});
