/**
 * The kit's form styles, for every form of the site (sign-up, login, pay-and-play, reset password,
 * banking, deposit and withdrawal, gambling limits, the activity reminder): a page of cards, fields
 * with 44 px targets (WCAG 2.5.8), a fieldset of fields and a fieldset of choices, the error and
 * alert text, and the buttons (primary, secondary, and a button that reads as a link).
 */
import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

// One column as wide as the page (an auto column grows to its widest field's content on a phone).
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '1.25rem',
  maxWidth: '48rem',
});

/** A page heading that takes the focus after a navigation (RouteFocus) without a ring for mice. */
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
/** A field's hint, under its label. */
export const hint = style({ color: vars.colors.textMuted });
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

/** A fieldset of choices (radio buttons, check boxes: `choice` rows). */
export const fieldset = style({
  display: 'grid',
  gap: '0.5rem',
  margin: 0,
  padding: '0.75rem 1rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
});

/** A fieldset of fields (a step of the sign-up form). */
export const fieldGroup = style({
  display: 'grid',
  gap: '0.875rem',
  margin: 0,
  padding: '1rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
});

export const choice = style({ display: 'flex', alignItems: 'center', gap: '0.5rem', minHeight: '44px' });
/** A note at the end of a choice row (a payment method's range). */
export const choiceNote = style({
  marginInlineStart: 'auto',
  color: vars.colors.textMuted,
  fontSize: '0.875rem',
});
/** A check box before a text that may run to several lines (terms, consents). */
export const check = style({ display: 'flex', gap: '0.5rem', alignItems: 'flex-start', minHeight: '44px' });

export const fieldError = style({ margin: 0, color: vars.colors.text, fontWeight: 600 });
export const alert = style({
  margin: 0,
  padding: '0.75rem 1rem',
  border: `2px solid ${vars.colors.accent}`,
  borderRadius: vars.radius,
  backgroundColor: vars.colors.background,
  color: vars.colors.text,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' });

const buttonBase = {
  minHeight: '44px',
  padding: '0.625rem 1.25rem',
  borderRadius: vars.radius,
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
} as const;

/** The plain (secondary) button. */
export const button = style({
  ...buttonBase,
  border: `1px solid ${vars.colors.border}`,
  background: 'transparent',
  color: vars.colors.text,
});

/** The page's main action, in the brand's primary colour. */
export const primaryButton = style({
  ...buttonBase,
  border: 'none',
  backgroundColor: vars.colors.primary,
  color: vars.colors.onPrimary,
  fontWeight: 600,
});

/** A form button that reads as a link (previous, resend). */
export const linkButton = style({
  minHeight: '44px',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.colors.accent,
  textDecoration: 'underline',
  font: 'inherit',
  cursor: 'pointer',
});

/** Labelled amounts in two columns (a wallet's balances: a `<dl>` of `<dt>` and `amount`). */
export const amounts = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  gap: '0.25rem 1.5rem',
  margin: 0,
  justifyContent: 'start',
});
export const amount = style({ margin: 0, fontVariantNumeric: 'tabular-nums', textAlign: 'end' });

/** One-tap amounts under an amount field (components/AmountField.tsx). */
export const quickAmounts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(4.5rem, 1fr))',
  gap: '0.5rem',
  marginTop: '0.25rem',
});

export const quickAmount = style({
  minHeight: '44px',
  padding: '0.5rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: '999px',
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  font: 'inherit',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.colors.primary },
    '&:disabled': { cursor: 'default', opacity: 0.6 },
  },
});
