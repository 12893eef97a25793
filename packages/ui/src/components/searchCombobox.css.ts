/**
 * The search field with suggestions (SearchCombobox.tsx): the field, and under it a floating panel
 * of games at least as wide as the field (wider on a narrow field, so names are not cut: they wrap).
 * On a phone the whole field becomes a full-screen overlay (`data-search-overlay="open"`): the
 * field on top, the games as full-width rows under it, the page behind it not scrolling.
 */
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { media } from '../breakpoints.ts';
import { vars } from '../theme.css.ts';

export const wrapper = style({
  position: 'relative',
  display: 'grid',
  gap: '0.25rem',
  minWidth: 0,
  selectors: {
    '&[data-search-overlay="open"]': {
      position: 'fixed',
      inset: 0,
      zIndex: 45,
      gridTemplateRows: 'auto auto minmax(0, 1fr)',
      alignContent: 'start',
      gap: '0.5rem',
      padding: '0.75rem 1rem 0',
      backgroundColor: vars.colors.background,
    },
  },
});

// The page behind the overlay stays still.
globalStyle('html:has([data-search-overlay="open"])', { overflow: 'hidden' });

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.5rem',
  minWidth: 0,
});

export const close = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: '50%',
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  font: 'inherit',
  fontSize: '1.5rem',
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.colors.accent}`, outlineOffset: '2px' } },
});

export const input = style({
  width: '100%',
  minHeight: '44px',
  padding: '0.625rem 0.75rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  backgroundColor: vars.colors.background,
  color: vars.colors.text,
  font: 'inherit',
});

export const panel = style({
  position: 'absolute',
  top: '100%',
  insetInlineStart: 0,
  zIndex: 20,
  display: 'grid',
  alignContent: 'start',
  width: 'max(100%, min(28rem, calc(100vw - 2rem)))',
  maxHeight: '26rem',
  margin: '0.25rem 0 0',
  padding: '0.25rem',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  backgroundColor: vars.colors.surface,
  boxShadow: '0 12px 32px rgb(0 0 0 / 0.35)',
  selectors: {
    '&[hidden]': { display: 'none' },
    '[data-search-overlay="open"] > &': {
      position: 'static',
      width: 'auto',
      maxHeight: 'none',
      margin: '0 -1rem',
      padding: '0.25rem 1rem calc(1rem + env(safe-area-inset-bottom, 0px))',
      border: 0,
      borderRadius: 0,
      boxShadow: 'none',
      backgroundColor: 'transparent',
    },
  },
});

export const listbox = style({ display: 'grid' });

export const notice = style({ margin: 0, padding: '0.5rem', color: vars.colors.textMuted });

export const groupLabel = style({
  padding: '0.75rem 0.5rem 0.25rem',
  color: vars.colors.textMuted,
  fontSize: '0.8125rem',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const option = style({
  display: 'grid',
  gridTemplateColumns: '2.75rem minmax(0, 1fr)',
  gap: '0 0.75rem',
  alignItems: 'center',
  minHeight: '44px',
  padding: '0.375rem 0.5rem',
  borderRadius: vars.radius,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { backgroundColor: vars.colors.primary, color: vars.colors.onPrimary },
    '&:hover': { outline: `1px solid ${vars.colors.primary}` },
    '[data-search-overlay="open"] &': { minHeight: '3.5rem' },
  },
});

export const optionImage = style({
  gridRow: 'span 2',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius,
  objectFit: 'cover',
  backgroundColor: vars.colors.background,
});

export const optionLabel = style({ fontWeight: 600, overflowWrap: 'anywhere' });

export const optionDescription = style({ fontSize: '0.8125rem', opacity: 0.8, overflowWrap: 'anywhere' });

export const more = style({ gridTemplateColumns: '1fr', fontWeight: 600 });

const pulse = keyframes({ '50%': { opacity: 0.45 } });

/** A row of the list while it loads: the final layout, greyed. */
export const skeleton = style({
  cursor: 'default',
  animation: `${pulse} 1.2s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
  selectors: { '&:hover': { outline: 'none' } },
});

export const skeletonLine = style({
  width: '60%',
  height: '0.875rem',
  borderRadius: vars.radius,
  backgroundColor: vars.colors.border,
});
