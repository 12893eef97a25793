/**
 * The cookie notice (spec 1 §2 overlays, spec 2 §3 "Marketing and cookies"): a compact bar at the
 * bottom (one sentence and three buttons; about a fifth of a 390 × 844 phone). Sticky rather than fixed, at the end of the page: it stays in view while the page
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
  // Above the phone's bottom navigation while a page has one (components/bottomNav.css.ts).
  bottom: 'var(--bottom-nav-offset, 0px)',
  display: 'grid',
  gap: '0.5rem',
  maxHeight: '70vh',
  overflowY: 'auto',
  padding: '0.75rem 1rem',
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  borderTop: `1px solid ${vars.colors.border}`,
  boxShadow: '0 -8px 24px rgb(0 0 0 / 0.35)',
  '@media': {
    [media.md]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      alignItems: 'center',
      gap: '0.5rem 1.5rem',
      padding: '0.75rem 1.5rem',
    },
  },
});

/** The attribute the head script sets on `<html>` when no choice is stored. */
export const PENDING_ATTRIBUTE = 'data-cookie-notice';

globalStyle(`html:not([${PENDING_ATTRIBUTE}]) ${notice}`, { display: 'none' });

export const title = style({
  margin: 0,
  fontSize: '1rem',
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.colors.accent}` },
  },
});

export const summary = style({ display: 'grid', gap: '0.125rem', minWidth: 0 });

export const text = style({ margin: 0, fontSize: '0.875rem', lineHeight: 1.4, color: vars.colors.text });

export const form = style({ display: 'contents' });

/** The categories and "Save my choices", unfolded by "Choose" under the summary. */
export const choices = style({
  display: 'grid',
  gap: '0.75rem',
  justifyItems: 'start',
  '@media': { [media.md]: { gridColumn: '1 / -1', gridRow: '2' } },
  selectors: { '&[hidden]': { display: 'none' } },
});

export const categories = style({
  margin: 0,
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

/** The three choices: one row, equal widths on a phone so none is hidden or favoured by size. */
export const actions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '0.5rem',
  '@media': { [media.md]: { display: 'flex', gridRow: '1', gridColumn: '2' } },
});

globalStyle(`${actions} > button`, {
  minWidth: 0,
  paddingInline: '0.5rem',
  whiteSpace: 'normal',
  lineHeight: 1.2,
  '@media': { [media.md]: { paddingInline: '1rem', whiteSpace: 'nowrap' } },
});

export const link = style({ color: vars.colors.text, whiteSpace: 'nowrap' });
