/**
 * The gambling-limits page (issue 27): what is in force first (each limit a compact block, the
 * deposit and spend kinds side by side from tablet width), then the one change form with its
 * segmented controls, then the reminder and the breaks as short sections.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@casino/ui';

export {
  actions,
  alert,
  button,
  card,
  choice,
  field,
  fieldError,
  fieldset,
  form,
  input,
} from '@casino/ui/forms';

/** The page: one column as wide as the account area gives it (the kit's form page stops at 48rem). */
export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '1.25rem' });
/** The change form keeps a readable width on a wide screen. */
export const changeForm = style({ display: 'grid', gap: '0.875rem', maxWidth: '36rem' });

export const heading = style({ margin: 0 });

export const kinds = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '1.25rem',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const kind = style({ display: 'grid', gap: '0.5rem', alignContent: 'start' });
export const kindTitle = style({ margin: 0, fontSize: '1rem' });

export const limits = style({ display: 'grid', gap: '0.5rem', margin: 0, padding: 0, listStyle: 'none' });
export const limit = style({
  padding: '0.75rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  backgroundColor: vars.colors.background,
});
export const limitBody = style({ display: 'grid', gap: '0.375rem' });
export const limitHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '0.25rem 1rem',
});
export const limitTitle = style({ margin: 0, fontSize: '1rem', fontWeight: 600 });
export const limitValue = style({ fontSize: '1.25rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: '0.125rem 1rem',
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});
export const note = style({ margin: 0, color: vars.colors.textMuted });
export const binding = style({ margin: 0, fontWeight: 600 });
export const rowActions = style({ display: 'grid' });

/** A segmented control: radio inputs laid over their segments, so they work by keyboard and touch. */
export const segmentGroup = style({
  margin: 0,
  padding: 0,
  border: 0,
  display: 'grid',
  gap: '0.375rem',
  minWidth: 0,
});
export const segmentLegend = style({ padding: 0, fontWeight: 600 });
export const segments = style({
  display: 'flex',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  overflow: 'hidden',
});
export const segment = style({
  position: 'relative',
  flex: '1 1 0',
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  padding: '0.375rem 0.5rem',
  textAlign: 'center',
  overflowWrap: 'anywhere',
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  selectors: {
    '& + &': { borderInlineStart: `1px solid ${vars.colors.border}` },
    '&:has(input:checked)': {
      backgroundColor: vars.colors.primary,
      color: vars.colors.onPrimary,
      fontWeight: 700,
    },
    '&:has(input:focus-visible)': {
      outline: `3px solid ${vars.colors.accent}`,
      outlineOffset: '-3px',
    },
  },
});
export const segmentInput = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});
globalStyle(`${segmentInput}:focus-visible`, { outline: 'none' });

/** The reminder and the two breaks: side by side from desktop width. */
export const more = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '1.25rem',
  alignItems: 'start',
  '@media': { [media.xl]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
