/**
 * The cookie notice (spec 1 §2 overlays, spec 2 §3 "Marketing and cookies"): a panel at the
 * bottom. Sticky rather than fixed, at the end of the page: it stays in view while the page
 * scrolls, but the page's last content (forms, the footer) can always scroll out from under it,
 * so nothing is covered for good (WCAG 2.4.11 focus not obscured).
 *
 * The server renders the notice for every page; it shows only once the page's head script has
 * found no stored choice and marked `<html data-cookie-notice>` (see apps/site CookieNotice.tsx),
 * so it paints with the page's first frame instead of appearing after hydration, and a returning
 * visitor never sees it flash.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { media } from './breakpoints.ts';
import { vars } from './theme.css.ts';

export const notice = style({
  position: 'sticky',
  zIndex: 40,
  bottom: 0,
  maxHeight: '85vh',
  overflowY: 'auto',
  padding: '1rem',
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  borderTop: `1px solid ${vars.colors.border}`,
  boxShadow: '0 -8px 24px rgb(0 0 0 / 0.35)',
  '@media': {
    [media.md]: {
      bottom: '1.5rem',
      marginLeft: '1.5rem',
      width: '32rem',
      padding: '1.25rem 1.5rem',
      border: `1px solid ${vars.colors.border}`,
      borderRadius: vars.radius,
    },
  },
});

/** The attribute the head script sets on `<html>` when no choice is stored. */
export const PENDING_ATTRIBUTE = 'data-cookie-notice';

globalStyle(`html:not([${PENDING_ATTRIBUTE}]) ${notice}`, { display: 'none' });

export const title = style({
  margin: '0 0 0.5rem',
  fontSize: '1.125rem',
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.colors.accent}` },
  },
});

export const text = style({ margin: '0 0 0.75rem', fontSize: '0.9375rem', color: vars.colors.text });

export const categories = style({
  margin: '0 0 1rem',
  padding: 0,
  border: 'none',
  display: 'grid',
  gap: '0.5rem',
});

export const category = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'start',
  gap: '0 0.75rem',
  minHeight: '44px',
  cursor: 'pointer',
});

export const checkbox = style({
  width: '1.25rem',
  height: '1.25rem',
  margin: '0.125rem 0 0',
  accentColor: vars.colors.primary,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.colors.accent}`, outlineOffset: '2px' } },
});

export const categoryName = style({ fontWeight: 600 });

export const categoryDescription = style({
  gridColumn: '2',
  fontSize: '0.875rem',
  color: vars.colors.textMuted,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' });

export const link = style({ color: vars.colors.text, marginRight: 'auto' });
