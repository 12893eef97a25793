/**
 * The game page (spec 3 §3 "Site header: … gameTitle, providerTitle, isFullScreen, showSwipeText";
 * §9 "Sticky top offset 56"): a bar with the game's title, provider and controls under the site
 * header, then the game's frame filling the rest of the viewport. In full screen the stage is the
 * whole screen.
 */
import { style } from '@vanilla-extract/css';
import { media, shell, vars } from '@casino/ui';

/** The bar's height, taken off the frame's so the frame fits under header and bar. */
const BAR = '4rem';

export const page = style({ display: 'grid', gap: '0.75rem', minWidth: 0 });

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.75rem',
  minHeight: BAR,
});

export const titles = style({ display: 'grid', gap: '0.125rem', minWidth: 0 });

export const title = style({ margin: 0, fontSize: '1.375rem', lineHeight: 1.2 });

export const meta = style({ margin: 0, color: vars.colors.textMuted, fontSize: '0.9375rem' });

export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: '0.5rem' });

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  padding: '0.5rem 1rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  font: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.colors.primary },
  },
});

export const primary = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  padding: '0.625rem 1.25rem',
  border: 'none',
  borderRadius: vars.radius,
  backgroundColor: vars.colors.primary,
  color: vars.colors.onPrimary,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
});

export const menu = style({ position: 'relative' });

export const menuSummary = style([
  button,
  {
    listStyle: 'none',
    selectors: { '&::-webkit-details-marker': { display: 'none' } },
  },
]);

export const menuPanel = style({
  position: 'absolute',
  insetInlineEnd: 0,
  zIndex: 5,
  display: 'grid',
  gap: '1rem',
  width: 'min(22rem, calc(100vw - 2rem))',
  maxHeight: `calc(100dvh - ${shell.HEADER_HEIGHT} - ${BAR})`,
  overflowY: 'auto',
  marginTop: '0.5rem',
  padding: '1rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
});

export const menuSection = style({ display: 'grid', gap: '0.375rem' });

export const menuHeading = style({ margin: 0, fontSize: '1rem' });

export const menuList = style({ display: 'grid', gap: '0.25rem', margin: 0, padding: 0, listStyle: 'none' });

export const menuLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.colors.text,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '0.25rem 0.75rem',
  margin: 0,
});

export const swipe = style({ margin: 0, color: vars.colors.textMuted, fontSize: '0.9375rem' });

export const stage = style({
  position: 'relative',
  display: 'grid',
  height: `calc(100dvh - ${shell.HEADER_HEIGHT} - ${BAR} - 2.5rem)`,
  minHeight: '20rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  overflow: 'hidden',
  backgroundColor: '#000',
  selectors: {
    '&:fullscreen': { height: '100dvh', border: 'none', borderRadius: 0 },
  },
  '@media': {
    [media.md]: { minHeight: '28rem' },
  },
});

export const frame = style({ width: '100%', height: '100%', border: 0, display: 'block' });

export const placeholder = style({
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: '1rem',
  padding: '2rem 1rem',
  textAlign: 'center',
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
});

export const notice = style({
  display: 'grid',
  gap: '0.75rem',
  padding: '1.25rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  backgroundColor: vars.colors.surface,
});
