/**
 * The bottom navigation on phones (spec 3 §2; components/BottomNav.tsx): a bar of four tabs fixed
 * to the bottom edge below `md`, above the home indicator (`safe-area-inset-bottom`). While a page
 * has one, the body keeps that much room at its end and the cookie bar and toasts sit above it, so
 * the bar never covers the page's last content or another overlay's buttons.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { media, mediaDown } from '../breakpoints.ts';
import { vars } from '../theme.css.ts';

/** Marks the bar, for the page-level rules below. */
export const MARKER_ATTRIBUTE = 'data-bottom-nav';
const BAR_HEIGHT = '57px';

export const nav = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 30,
  paddingBottom: 'env(safe-area-inset-bottom, 0px)',
  borderTop: `1px solid ${vars.colors.border}`,
  backgroundColor: vars.colors.surface,
  '@media': { [media.md]: { display: 'none' } },
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: '0.125rem',
  minHeight: '56px',
  padding: '0.375rem 0.25rem',
  color: vars.colors.text,
  fontSize: '0.75rem',
  textAlign: 'center',
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { color: vars.colors.primary, fontWeight: 700 },
    '&[data-emphasis]': { color: vars.colors.primary, fontWeight: 700 },
  },
});

export const icon = style({ width: '1.5rem', height: '1.5rem' });

// While the bar is on the page (below md only): room at the body's end, and the sticky cookie bar
// and the toast stack lifted above it.
const withBar = `body:has([${MARKER_ATTRIBUTE}])`;
globalStyle(withBar, {
  '@media': {
    [mediaDown('md')]: {
      vars: { '--bottom-nav-offset': `calc(${BAR_HEIGHT} + env(safe-area-inset-bottom, 0px))` },
      paddingBottom: 'var(--bottom-nav-offset)',
    },
  },
});
