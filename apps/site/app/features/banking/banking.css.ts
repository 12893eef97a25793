/** Banking pages: one column of cards (the form styles are the shared ones of the kit's forms.css.ts). */
import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui';

export {
  actions,
  alert,
  amount,
  amounts as balances,
  button as secondaryButton,
  primaryButton,
  card,
  choice,
  field,
  fieldError,
  fieldset,
  form,
  heading,
  input,
  page,
} from '@casino/ui/forms';

export const links = style({ display: 'grid', gap: '0.5rem', margin: 0, padding: 0, listStyle: 'none' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
/** A wide table's own horizontal scroll (keyboard-focusable), so the page keeps the phone's width. */
export const tableScroll = style({
  overflowX: 'auto',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.colors.accent}`, outlineOffset: '2px' } },
});
export const cell = style({
  padding: '0.5rem',
  borderBottom: `1px solid ${vars.colors.border}`,
  textAlign: 'start',
});
export const filters = style({
  display: 'grid',
  gap: '0.75rem',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(10rem, 100%), 1fr))',
  alignItems: 'end',
});

/** A method's deposit range beside its name. */
export const methodRange = style({
  marginInlineStart: 'auto',
  color: vars.colors.textMuted,
  fontSize: '0.875rem',
});

/** A second line in a history cell (the game of a bet or win), in the muted text colour. */
export const cellDetail = style({ display: 'block', color: vars.colors.textMuted, fontSize: '0.875rem' });
