import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui';

/** The reset-password page: one column, the width of the login form. */
export const page = style({ maxWidth: '32rem', display: 'grid', gap: '1rem' });

export const stepHeading = style({
  margin: 0,
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.colors.accent}` },
  },
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

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' });

/** Back, resend: a quieter button beside the step's main one. */
export const secondaryButton = style({
  minHeight: '44px',
  padding: '0.625rem 1.25rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  background: 'transparent',
  color: vars.colors.text,
  font: 'inherit',
  cursor: 'pointer',
});

export const rules = style({ margin: 0, paddingInlineStart: '1.25rem' });
