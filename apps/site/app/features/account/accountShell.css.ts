/**
 * The account area's frame and menu (AccountShell.tsx): on a phone one column with a link back to
 * the menu; from desktop width (lg, 1024 px) the menu on the left and the page on the right, so
 * the area uses the width instead of a narrow column. The menu page's groups sit side by side from
 * tablet width. Every link is at least 44 px tall (WCAG 2.5.8) and wraps rather than clips.
 */
import { style } from '@vanilla-extract/css';
import { media, vars } from '@casino/ui';

export const area = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '1.5rem',
  '@media': {
    [media.lg]: { gridTemplateColumns: '15rem minmax(0, 1fr)', gap: '2.5rem', alignItems: 'start' },
  },
});

export const side = style({
  display: 'none',
  '@media': { [media.lg]: { display: 'grid', gap: '0.5rem', position: 'sticky', top: '1rem' } },
});
export const sideHome = style({ fontWeight: 700, fontSize: '1.125rem', padding: '0.5rem 0.75rem' });
export const sideList = style({ display: 'grid', gap: '0.125rem', margin: 0, padding: 0, listStyle: 'none' });
export const sideLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.625rem',
  minHeight: '44px',
  padding: '0.375rem 0.75rem',
  borderRadius: vars.radius,
  color: vars.colors.text,
  textDecoration: 'none',
  borderInlineStart: '3px solid transparent',
  selectors: {
    '&:hover': { backgroundColor: vars.colors.surface },
    '&[aria-current="page"]': {
      backgroundColor: vars.colors.surface,
      borderInlineStartColor: vars.colors.accent,
      fontWeight: 700,
    },
  },
});

export const main = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '0.75rem' });
export const back = style({
  margin: 0,
  '@media': { [media.lg]: { display: 'none' } },
});

export const menuPage = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '1.25rem' });
export const groups = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '1.5rem',
  alignItems: 'start',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
export const group = style({ display: 'grid', gap: '0.5rem' });
export const groupTitle = style({
  margin: 0,
  fontSize: '0.875rem',
  fontWeight: 700,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.colors.textMuted,
});
export const list = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  backgroundColor: vars.colors.surface,
  overflow: 'hidden',
});
export const entry = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.875rem',
  minHeight: '56px',
  padding: '0.625rem 1rem',
  color: vars.colors.text,
  textDecoration: 'none',
  borderTop: `1px solid ${vars.colors.border}`,
  selectors: {
    'li:first-child > &': { borderTop: 'none' },
    '&:hover': { backgroundColor: vars.colors.background },
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});
export const icon = style({ flex: 'none', width: '1.5rem', height: '1.5rem', color: vars.colors.primary });
export const entryText = style({ display: 'grid', flex: 1, minWidth: 0 });
export const entryLabel = style({ fontWeight: 600 });
export const entrySummary = style({
  color: vars.colors.textMuted,
  fontSize: '0.875rem',
  overflowWrap: 'anywhere',
});
export const chevron = style({ flex: 'none', color: vars.colors.textMuted, fontSize: '1.25rem' });
