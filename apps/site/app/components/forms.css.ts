/**
 * The form styles every account page shares (banking, gambling limits, the activity reminder): a
 * page of cards, fields with 44 px targets (WCAG 2.5.8), fieldsets of choices, the error and alert
 * text, and a row of actions with the plain button.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui';

// One column as wide as the page (an auto column grows to its widest field's content on a phone).
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '1.25rem',
  maxWidth: '48rem',
});

export const heading = style({
  margin: 0,
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.colors.accent}` },
  },
});

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '0.75rem',
  padding: '1rem 1.25rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  backgroundColor: vars.colors.surface,
});

export const form = style({ display: 'grid', gap: '0.875rem' });
export const field = style({ display: 'grid', gap: '0.25rem' });
export const input = style({
  // A select is otherwise as wide as its longest option.
  minWidth: 0,
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
export const button = style({
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
