/**
 * The kit's modal: a native `<dialog>` (the login popup, the activity reminder's time-up view).
 * A card in the middle of a wide screen; on a phone a sheet along the bottom edge, full width, so
 * its buttons sit where a thumb reaches them.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { mediaDown } from './breakpoints.ts';
import { vars } from './theme.css.ts';

export const dialog = style({
  width: 'min(28rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100vh - 2rem)',
  overflow: 'auto',
  padding: '1.25rem 1.5rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  '@media': {
    [mediaDown('md')]: {
      width: '100%',
      maxWidth: '100%',
      maxHeight: '90dvh',
      margin: 'auto 0 0',
      padding: '1.25rem 1rem calc(1.25rem + env(safe-area-inset-bottom, 0px))',
      borderRadius: `${vars.radius} ${vars.radius} 0 0`,
      borderBottom: 'none',
    },
  },
});

globalStyle(`${dialog}::backdrop`, { backgroundColor: 'rgb(0 0 0 / 0.6)' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '1rem',
});

/** The close button: a 44 px square with a ×. */
export const closeButton = style({
  flex: 'none',
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
