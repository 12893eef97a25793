import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui';

export { actions, button } from '@casino/ui/forms';

/** The activity reminder's time-up view: the kit's modal (a native <dialog>). */
export { dialog } from '@casino/ui/dialog';

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
