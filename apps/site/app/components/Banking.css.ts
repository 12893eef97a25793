import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui';

/** Banking pages: one column of cards. */
export const page = style({ display: 'grid', gap: '1.25rem', maxWidth: '48rem' });

export const heading = style({
  margin: 0,
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.colors.accent}` },
  },
});

export const card = style({
  display: 'grid',
  gap: '0.75rem',
  padding: '1rem 1.25rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  backgroundColor: vars.colors.surface,
});

export const form = style({ display: 'grid', gap: '0.875rem' });
export const field = style({ display: 'grid', gap: '0.25rem' });
export const input = style({
  minHeight: '44px',
  padding: '0.5rem 0.75rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  backgroundColor: vars.colors.background,
  color: vars.colors.text,
  font: 'inherit',
});
export const fieldset = style({
  display: 'grid',
  gap: '0.5rem',
  margin: 0,
  padding: '0.75rem 1rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
});
export const choice = style({ display: 'flex', alignItems: 'center', gap: '0.5rem', minHeight: '44px' });
export const fieldError = style({ margin: 0, fontWeight: 600 });
export const alert = style({
  margin: 0,
  padding: '0.75rem 1rem',
  border: `2px solid ${vars.colors.accent}`,
  borderRadius: vars.radius,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' });
export const secondaryButton = style({
  minHeight: '44px',
  padding: '0.625rem 1.25rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  background: 'transparent',
  color: vars.colors.text,
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
});
export const balances = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  gap: '0.25rem 1.5rem',
  margin: 0,
  justifyContent: 'start',
});
export const amount = style({ margin: 0, fontVariantNumeric: 'tabular-nums', textAlign: 'end' });
export const links = style({ display: 'grid', gap: '0.5rem', margin: 0, padding: 0, listStyle: 'none' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
export const cell = style({
  padding: '0.5rem',
  borderBottom: `1px solid ${vars.colors.border}`,
  textAlign: 'start',
});
export const filters = style({
  display: 'grid',
  gap: '0.75rem',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  alignItems: 'end',
});

/** The header's wallet: a disclosure with the breakdown. */
export const wallet = style({ position: 'relative' });
export const walletSummary = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.375rem',
  minHeight: '44px',
  padding: '0 0.75rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  cursor: 'pointer',
  listStyle: 'none',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.colors.accent}`, outlineOffset: '2px' },
  },
});
export const walletPanel = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: 'calc(100% + 0.5rem)',
  zIndex: 20,
  display: 'grid',
  gap: '0.75rem',
  minWidth: '16rem',
  padding: '1rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
});
