import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@casino/ui';

/** The login popup: a native <dialog> (modal with JavaScript; shown by `:target` without it). */
export const dialog = style({
  width: 'min(26rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100vh - 2rem)',
  overflow: 'auto',
  padding: '1.25rem 1.5rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  selectors: {
    // Without JavaScript (before hydration) `#login` shows the form; afterwards showModal() does.
    'html:not([data-hydrated]) &:target': {
      display: 'block',
      position: 'fixed',
      inset: '1rem',
      margin: 'auto',
      height: 'fit-content',
      zIndex: 10,
    },
  },
});

globalStyle(`${dialog}::backdrop`, { backgroundColor: 'rgb(0 0 0 / 0.6)' });

export const dialogHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '1rem',
});

export const closeButton = style({
  minWidth: '44px',
  minHeight: '44px',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  background: 'transparent',
  color: vars.colors.text,
  fontSize: '1.25rem',
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  textDecoration: 'none',
});

export const form = style({ display: 'grid', gap: '0.875rem' });

export const field = style({ display: 'grid', gap: '0.25rem' });

export const input = style({
  minHeight: '44px',
  padding: '0.5rem 0.75rem',
  borderRadius: vars.radius,
  border: `1px solid ${vars.colors.border}`,
  backgroundColor: vars.colors.background,
  color: vars.colors.text,
  font: 'inherit',
});

export const alert = style({
  padding: '0.75rem 1rem',
  borderRadius: vars.radius,
  border: `2px solid ${vars.colors.accent}`,
  backgroundColor: vars.colors.background,
  color: vars.colors.text,
});

export const fieldset = style({
  display: 'grid',
  gap: '0.875rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  padding: '1rem',
  margin: 0,
});

export const fieldError = style({ color: vars.colors.text, fontWeight: 600 });

/** The terms and cookie policy links under the sign-up's consent box. */
export const termsLinks = style({ display: 'flex', flexWrap: 'wrap', gap: '0.25rem 1rem', margin: 0 });

export const check = style({ display: 'flex', gap: '0.5rem', alignItems: 'flex-start', minHeight: '44px' });

/** A form button that looks like a link (previous, resend). */
export const linkButton = style({
  minHeight: '44px',
  border: 'none',
  background: 'transparent',
  color: vars.colors.accent,
  textDecoration: 'underline',
  font: 'inherit',
  cursor: 'pointer',
  padding: 0,
});

export const signupLayout = style({
  display: 'grid',
  gap: '1.5rem',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const signupMain = style({ display: 'grid', gap: '1rem', alignContent: 'start' });
