/** Banking pages: one column of cards (the form styles are the shared ones of the kit's forms.css.ts). */
import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui';

export {
  actions,
  alert,
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

/** A method's deposit range beside its name. */
export const methodRange = style({
  marginInlineStart: 'auto',
  color: vars.colors.textMuted,
  fontSize: '0.875rem',
});

/** A second line in a history cell (the game of a bet or win), in the muted text colour. */
export const cellDetail = style({ display: 'block', color: vars.colors.textMuted, fontSize: '0.875rem' });
