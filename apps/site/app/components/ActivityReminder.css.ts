import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@casino/ui';

export { actions, button } from './forms.css.ts';

/** The activity reminder's time-up view: a modal native <dialog>. */
export const dialog = style({
  width: 'min(28rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100vh - 2rem)',
  overflow: 'auto',
  padding: '1.25rem 1.5rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
});

globalStyle(`${dialog}::backdrop`, { backgroundColor: 'rgb(0 0 0 / 0.6)' });

export const heading = style({
  marginTop: 0,
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.colors.accent}` },
  },
});

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  gap: '0.25rem 1.5rem',
  margin: '0 0 1rem',
  justifyContent: 'start',
  fontVariantNumeric: 'tabular-nums',
});

export const amount = style({ margin: 0, textAlign: 'end' });

export const status = style({ margin: '0 0 1rem' });
