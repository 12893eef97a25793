/**
 * The cashier's look (CashierForm.tsx; issue 27 point 6): amount chips and method cards that are
 * real radio inputs styled as tiles (the checked one in the brand's primary colour, the focused one
 * ringed), the bonus offer as a card, and one filled, full-width submit button that stays in view
 * at the bottom of a phone's screen, above the bottom bar (`--bottom-nav-offset`, set by the kit's
 * bottom navigation).
 *
 * The button names the amount without scripts too: it renders one label per chip and these rules
 * show the one of the checked chip, or the typed amount's once the other-amount field holds text
 * (`:placeholder-shown` is false), or the plain label.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@casino/ui';

export { fieldError, input } from '@casino/ui/forms';

/** How many chips the label rules cover (the deposit offers four). */
export const MAX_CHIPS = 8;

export const form = style({ display: 'grid', gap: '1rem' });

export const group = style({
  display: 'grid',
  gap: '0.5rem',
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({ padding: 0, marginBottom: '0.5rem', fontWeight: 600 });

export const chips = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(3.75rem, 1fr))',
  gap: '0.5rem',
});

const tile = {
  position: 'relative',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  backgroundColor: vars.colors.background,
  color: vars.colors.text,
  cursor: 'pointer',
} as const;

const checked = {
  borderColor: vars.colors.primary,
  boxShadow: `inset 0 0 0 1px ${vars.colors.primary}`,
} as const;

const focused = { outline: `2px solid ${vars.colors.accent}`, outlineOffset: '2px' } as const;

export const chip = style({
  ...tile,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.375rem',
  minHeight: '48px',
  padding: '0.5rem',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: {
    '&:has(input:checked)': {
      ...checked,
      backgroundColor: vars.colors.primary,
      color: vars.colors.onPrimary,
    },
    '&:has(input:focus-visible)': focused,
  },
});

/** The radio inside a tile: real and focusable, drawn small (the tile shows the choice); both ring on focus. */
export const radio = style({
  margin: 0,
  width: '1.125rem',
  height: '1.125rem',
  flexShrink: 0,
  accentColor: vars.colors.primary,
  selectors: { '&:focus-visible': focused },
});

/** A chip's radio is drawn as the tile itself. */
export const chipRadio = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  // Drawn by the tile (`chip`), kept here too for whoever reads the focused element's style.
  selectors: { '&:focus-visible': focused },
});

export const methods = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(15rem, 100%), 1fr))',
  gap: '0.5rem',
});

export const method = style({
  ...tile,
  display: 'grid',
  gridTemplateColumns: 'auto 4rem minmax(0, 1fr)',
  alignItems: 'center',
  gap: '0.75rem',
  minHeight: '64px',
  padding: '0.5rem 0.75rem',
  selectors: {
    '&:has(input:checked)': checked,
    '&:has(input:focus-visible)': focused,
  },
});

export const logo = style({
  width: '4rem',
  height: '2rem',
  objectFit: 'contain',
  borderRadius: '4px',
  backgroundColor: '#ffffff',
});

/** The mark of a method without a logo: its initials on the brand's surface. */
export const mark = style({
  display: 'grid',
  placeItems: 'center',
  width: '4rem',
  height: '2rem',
  borderRadius: '4px',
  border: `1px solid ${vars.colors.border}`,
  backgroundColor: vars.colors.surface,
  fontWeight: 700,
  fontSize: '0.875rem',
});

export const methodText = style({ display: 'grid', gap: '0.125rem', minWidth: 0 });
export const methodName = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const methodNote = style({
  color: vars.colors.textMuted,
  fontSize: '0.875rem',
  overflowWrap: 'anywhere',
});

export const badge = style({
  justifySelf: 'start',
  padding: '0 0.375rem',
  borderRadius: '999px',
  border: `1px solid ${vars.colors.accent}`,
  color: vars.colors.text,
  fontSize: '0.75rem',
  fontWeight: 700,
});

export const field = style({ display: 'grid', gap: '0.25rem' });

export const offer = style({
  ...tile,
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  gap: '0.25rem 0.75rem',
  padding: '0.75rem 1rem',
  selectors: {
    '&:has(input:checked)': checked,
    '&:has(input:focus-visible)': focused,
  },
});

export const offerText = style({ display: 'grid', gap: '0.25rem', minWidth: 0 });
export const offerHeadline = style({ fontWeight: 700, fontSize: '1.0625rem', overflowWrap: 'anywhere' });
export const offerTerms = style({
  color: vars.colors.textMuted,
  fontSize: '0.875rem',
  overflowWrap: 'anywhere',
});

/** The submit button's bar: sticky at the screen's bottom, above the bottom navigation. */
export const submitBar = style({
  position: 'sticky',
  bottom: 'var(--bottom-nav-offset, 0px)',
  zIndex: 5,
  marginInline: '-1.25rem',
  padding: '0.75rem 1.25rem',
  borderTop: `1px solid ${vars.colors.border}`,
  backgroundColor: vars.colors.surface,
});

export const submit = style({
  width: '100%',
  minHeight: '52px',
  padding: '0.75rem 1rem',
  border: 'none',
  borderRadius: vars.radius,
  backgroundColor: vars.colors.primary,
  color: vars.colors.onPrimary,
  font: 'inherit',
  fontSize: '1.0625rem',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { opacity: 0.7, cursor: 'progress' },
    '&:focus-visible': focused,
  },
});

/** One label per chip, the typed amount's and the plain one; the rules below show one. */
export const label = style({ display: 'none' });

globalStyle(`${form} ${label}[data-label="base"]`, { display: 'inline' });
for (let index = 0; index < MAX_CHIPS; index += 1) {
  globalStyle(`${form}:has(input[data-chip="${index}"]:checked) ${label}[data-label="base"]`, {
    display: 'none',
  });
  globalStyle(`${form}:has(input[data-chip="${index}"]:checked) ${label}[data-label="${index}"]`, {
    display: 'inline',
  });
}
// A typed amount wins (doubled class: these come after and weigh more than the chip rules).
globalStyle(`${form}${form}:has(input[data-other]:not(:placeholder-shown)) ${label}`, { display: 'none' });
globalStyle(`${form}${form}:has(input[data-other]:not(:placeholder-shown)) ${label}[data-label="typed"]`, {
  display: 'inline',
});
