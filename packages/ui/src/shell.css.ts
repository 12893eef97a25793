/**
 * Header and footer (spec 1 §2, spec 1 §9 breakpoints, sticky top offset 56). Below `md` the main
 * navigation sits in a `<details>` menu (works without JavaScript); from `md` up it is inline. Each
 * variant is `display: none` at the other sizes, so only one navigation landmark is exposed.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { media } from './breakpoints.ts';
import { vars } from './theme.css.ts';

/** spec 1 §9 "Sticky top offset 56". */
export const HEADER_HEIGHT = '56px';

const focusRing = {
  outline: `3px solid ${vars.colors.accent}`,
  outlineOffset: '2px',
} as const;

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  backgroundColor: vars.colors.surface,
  borderBottom: `1px solid ${vars.colors.border}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  minHeight: HEADER_HEIGHT,
  maxWidth: '90rem',
  margin: '0 auto',
  padding: '0 0.75rem',
  '@media': { [media.md]: { gap: '1.5rem', padding: '0 1.5rem' } },
});

export const brand = style({
  // The one item of the bar that gives way on a narrow phone (the name cut with an ellipsis).
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5rem',
  flex: '0 1 auto',
  minWidth: '2rem',
  minHeight: '44px',
  overflow: 'hidden',
  fontSize: '1.125rem',
  fontWeight: 700,
  color: vars.colors.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '@media': { [media.md]: { fontSize: '1.25rem' } },
});

export const brandMark = style({ flex: 'none', width: '2rem', height: '2rem', borderRadius: '0.5rem' });

/**
 * The brand's wordmark (inline SVG, BrandLogo.tsx): as tall as the mark was, as wide as its own
 * proportions (the file's width attribute gives way to them); it gives way on a narrow bar.
 */
export const brandLogo = style({
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: 0,
  maxWidth: '100%',
});

globalStyle(`${brandLogo} svg`, { display: 'block', height: '1.75rem', width: 'auto', maxWidth: '100%' });

/** The wordmark at the top of the footer. */
export const footerLogo = style({ display: 'inline-flex', color: vars.colors.text });

globalStyle(`${footerLogo} svg`, { display: 'block', height: '2.25rem', width: 'auto' });

/** The brand's name: from 480 px up (below, the mark alone, and the link's label, name the brand). */
export const brandName = style({
  display: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  '@media': { '(min-width: 480px)': { display: 'inline' } },
});

/** Inline navigation from md up. */
export const inlineNav = style({
  display: 'none',
  '@media': { [media.md]: { display: 'block', flex: '1 1 auto' } },
});

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.25rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: '0 0.75rem',
  borderRadius: vars.radius,
  color: vars.colors.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[aria-current="page"]': { boxShadow: `inset 0 -3px 0 ${vars.colors.primary}` },
    '&:focus-visible': focusRing,
  },
});

/** The `<details>` menu below md. */
export const menu = style({
  position: 'relative',
  flex: 'none',
  '@media': { [media.md]: { display: 'none' } },
});

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5rem',
  minHeight: '44px',
  minWidth: '44px',
  padding: '0 0.75rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  color: vars.colors.text,
  fontWeight: 600,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': focusRing,
  },
});

/** Three bars, drawn with borders so no icon font or image is needed. */
export const menuIcon = style({
  width: '1.125rem',
  height: '0.75rem',
  borderTop: '2px solid currentColor',
  borderBottom: '2px solid currentColor',
  position: 'relative',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      top: 'calc(50% - 1px)',
      borderTop: '2px solid currentColor',
    },
  },
});

export const menuPanel = style({
  position: 'fixed',
  top: HEADER_HEIGHT,
  left: 0,
  right: 0,
  maxHeight: `calc(100vh - ${HEADER_HEIGHT})`,
  overflowY: 'auto',
  padding: '1rem 0.75rem 1.5rem',
  backgroundColor: vars.colors.surface,
  borderBottom: `1px solid ${vars.colors.border}`,
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.35)',
});

export const menuList = style({
  display: 'grid',
  gap: '0.25rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const menuHeading = style({
  margin: '1rem 0 0.25rem',
  padding: '0 0.75rem',
  fontSize: '0.875rem',
  fontWeight: 600,
  color: vars.colors.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const categoryLink = style([navLink, { fontWeight: 400, whiteSpace: 'nowrap' }]);

export const account = style({
  display: 'flex',
  flex: 'none',
  alignItems: 'center',
  gap: '0.375rem',
  marginLeft: 'auto',
  '@media': { [media.md]: { marginLeft: 0 } },
});

export const greeting = style({
  display: 'none',
  color: vars.colors.textMuted,
  '@media': { [media.lg]: { display: 'inline' } },
});

const actionBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  padding: '0 0.625rem',
  '@media': { [media.md]: { padding: '0 0.875rem' } },
  borderRadius: vars.radius,
  font: 'inherit',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

export const primaryAction = style([
  actionBase,
  {
    border: 'none',
    backgroundColor: vars.colors.primary,
    color: vars.colors.onPrimary,
  },
]);

export const secondaryAction = style([
  actionBase,
  {
    border: `1px solid ${vars.colors.border}`,
    backgroundColor: 'transparent',
    color: vars.colors.text,
  },
]);

export const inlineForm = style({ margin: 0, display: 'inline' });

/** "Log in": an icon button below md (its label visually hidden), the icon and label from md up. */
export const loginAction = style([
  secondaryAction,
  { gap: '0.375rem', minWidth: '44px', padding: 0, '@media': { [media.md]: { padding: '0 0.875rem' } } },
]);

/** A person (head and shoulders), drawn with borders like the menu icon: no markup or image. */
export const loginIcon = style({
  position: 'relative',
  flex: 'none',
  width: '1.25rem',
  height: '1.25rem',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: '0.125rem',
      left: '0.375rem',
      width: '0.5rem',
      height: '0.5rem',
      border: '2px solid currentColor',
      borderRadius: '50%',
    },
    '&::after': {
      content: '""',
      position: 'absolute',
      bottom: '0.0625rem',
      left: '0.125rem',
      width: '1rem',
      height: '0.5rem',
      border: '2px solid currentColor',
      borderBottom: 'none',
      borderRadius: '0.625rem 0.625rem 0 0',
    },
  },
});

export const loginLabel = style({
  // Visually hidden below md (a11y.visuallyHidden's rules), shown from md up.
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  '@media': {
    [media.md]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clipPath: 'none' },
  },
});

/** Shown from md up only; below md the header's menu holds it. */
export const wideOnly = style({
  display: 'none',
  '@media': { [media.md]: { display: 'inline-flex' } },
});

export const footer = style({
  marginTop: '3rem',
  borderTop: `1px solid ${vars.colors.border}`,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
});

export const footerInner = style({
  display: 'grid',
  gap: '2rem',
  maxWidth: '90rem',
  margin: '0 auto',
  padding: '2rem 1rem',
  '@media': { [media.md]: { padding: '2.5rem 1.5rem' } },
});

export const footerLinks = style({
  display: 'grid',
  gap: '0.25rem 1.5rem',
  gridTemplateColumns: '1fr',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const footerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.colors.text,
  selectors: { '&:focus-visible': focusRing },
});

export const footerHeading = style({
  margin: '0 0 0.75rem',
  fontSize: '1rem',
  fontWeight: 600,
});

export const logoRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '1rem 1.5rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5rem',
  minHeight: '44px',
  color: vars.colors.text,
  selectors: { '&:focus-visible': focusRing },
});

export const logoImage = style({ display: 'block', height: 'auto', maxWidth: '10rem' });

export const footerText = style({
  margin: 0,
  maxWidth: '60rem',
  fontSize: '0.875rem',
  color: vars.colors.textMuted,
});

export const ageBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.75rem',
  height: '2.75rem',
  marginRight: '0.75rem',
  border: `2px solid ${vars.colors.text}`,
  borderRadius: '50%',
  fontWeight: 700,
  color: vars.colors.text,
});

export const footerBottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.75rem',
  paddingTop: '1.5rem',
  borderTop: `1px solid ${vars.colors.border}`,
});

globalStyle(`${footerText} + ${footerText}`, { marginTop: '0.5rem' });

/** The footer's appearance choice (System, Light, Dark): a row of toggle buttons. */
export const schemeForm = style({ margin: 0 });
export const schemeGroup = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.5rem',
  margin: 0,
  padding: 0,
  border: 'none',
});
export const schemeButton = style({
  minHeight: '44px',
  padding: '0.5rem 1rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  background: 'transparent',
  color: vars.colors.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.colors.primary,
      backgroundColor: vars.colors.primary,
      color: vars.colors.onPrimary,
      fontWeight: 600,
    },
  },
});
