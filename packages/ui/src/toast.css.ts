/**
 * Toasts (spec 1 §2 overlays "toasts"): a stack at the bottom on small screens, top right from md
 * up. The kind shows as a coloured edge and an icon next to a spoken kind label, so colour is never
 * the only signal; the text itself stays on the theme's surface and text colours (AA by the brand's
 * contrast rules).
 */
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media } from './breakpoints.ts';
import { vars } from './theme.css.ts';

/** Edge colours per kind: non-text indicators (≥ 3:1 on dark and light surfaces alike). */
const KIND_COLOURS = { success: '#2e9e5b', error: '#d93f3f', warning: '#d99a1e' } as const;

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem)' },
  to: { opacity: 1, transform: 'none' },
});

export const region = style({
  position: 'fixed',
  zIndex: 50,
  left: '0.75rem',
  right: '0.75rem',
  bottom: 'calc(0.75rem + var(--bottom-nav-offset, 0px))',
  display: 'grid',
  gap: '0.5rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  pointerEvents: 'none',
  '@media': {
    [media.md]: {
      left: 'auto',
      bottom: 'auto',
      top: 'calc(56px + 0.75rem)',
      right: '1.5rem',
      width: '24rem',
    },
  },
});

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: '0.75rem',
  padding: '0.75rem 0.5rem 0.75rem 1rem',
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  border: `1px solid ${vars.colors.border}`,
  borderLeftWidth: '6px',
  borderRadius: vars.radius,
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.35)',
  touchAction: 'pan-y',
  userSelect: 'none',
  animation: `${enter} 160ms ease-out`,
  transition: 'transform 160ms ease-out, opacity 160ms ease-out',
  '@media': { [media.reducedMotion]: { animation: 'none', transition: 'none' } },
});

export const kind = styleVariants(KIND_COLOURS, (colour) => ({ borderLeftColor: colour }));

export const icon = styleVariants(KIND_COLOURS, (colour) => ({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: '50%',
  backgroundColor: colour,
  color: '#000000',
  fontWeight: 700,
  lineHeight: 1,
}));

export const message = style({ flex: '1 1 auto', margin: 0, alignSelf: 'center' });

export const close = style({
  flex: '0 0 auto',
  width: '44px',
  height: '44px',
  margin: '-0.5rem 0',
  border: 'none',
  borderRadius: vars.radius,
  backgroundColor: 'transparent',
  color: vars.colors.text,
  fontSize: '1.5rem',
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.colors.border },
    '&:focus-visible': { outline: `3px solid ${vars.colors.accent}`, outlineOffset: '-3px' },
  },
});

/** One live region's list inside the stack. */
export const stack = style({ display: 'grid', gap: '0.5rem' });
