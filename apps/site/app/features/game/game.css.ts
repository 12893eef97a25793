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
/** The slim bar of a phone. */
const SLIM_BAR = '3rem';

export const page = style({
  display: 'grid',
  gap: '0.5rem',
  minWidth: 0,
  '@media': { [media.md]: { gap: '0.75rem' } },
});

export const bar = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.5rem',
  minHeight: SLIM_BAR,
  '@media': { [media.md]: { flexWrap: 'wrap', gap: '0.75rem', minHeight: BAR } },
});

export const titles = style({ display: 'grid', gap: '0.125rem', minWidth: 0, flex: '1 1 auto' });

export const title = style({
  margin: 0,
  fontSize: '1rem',
  lineHeight: 1.2,
  overflowWrap: 'anywhere',
  '@media': { [media.md]: { fontSize: '1.375rem' } },
});

export const meta = style({
  display: 'none',
  margin: 0,
  color: vars.colors.textMuted,
  fontSize: '0.9375rem',
  '@media': { [media.md]: { display: 'block' } },
});

export const controls = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: '0.375rem',
  flex: 'none',
  '@media': { [media.md]: { flexWrap: 'wrap', alignItems: 'flex-start', gap: '0.5rem' } },
});

/** The back arrow: a square button-sized link to the lobby. */
export const back = style({
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius,
  border: `1px solid ${vars.colors.border}`,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  fontSize: '1.25rem',
  textDecoration: 'none',
});

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

/** The bar's deposit link: the primary button, compact on a phone. */
export const deposit = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: '0.5rem 0.875rem',
  borderRadius: vars.radius,
  backgroundColor: vars.colors.primary,
  color: vars.colors.onPrimary,
  fontWeight: 700,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
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

/** On a phone the stage already fills the screen: the full-screen button gives way to the slim bar. */
export const fullscreen = style({ display: 'none', '@media': { [media.md]: { display: 'inline-flex' } } });

/** The menu's icon, shown on a phone in place of its words (which stay for screen readers). */
export const menuIcon = style({ fontSize: '1.25rem', '@media': { [media.md]: { display: 'none' } } });

export const menuLabel = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': {
    [media.md]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' },
  },
});

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

export const swipe = style({
  display: 'none',
  margin: 0,
  color: vars.colors.textMuted,
  fontSize: '0.9375rem',
  '@media': { [media.md]: { display: 'block' } },
});

export const stage = style({
  position: 'relative',
  display: 'grid',
  // Edge to edge on a phone: the stage spans the viewport, whatever the page's padding.
  width: '100vw',
  marginInline: 'calc(50% - 50vw)',
  height: `calc(100dvh - ${shell.HEADER_HEIGHT} - ${SLIM_BAR} - 1.5rem)`,
  minHeight: '24rem',
  border: 'none',
  borderRadius: 0,
  overflow: 'hidden',
  backgroundColor: '#000',
  selectors: {
    '&:fullscreen': { height: '100dvh', border: 'none', borderRadius: 0 },
  },
  '@media': {
    [media.md]: {
      width: 'auto',
      marginInline: 0,
      height: `calc(100dvh - ${shell.HEADER_HEIGHT} - ${BAR} - 2.5rem)`,
      minHeight: '28rem',
      border: `1px solid ${vars.colors.border}`,
      borderRadius: vars.radius,
    },
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
