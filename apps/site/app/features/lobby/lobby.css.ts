/**
 * The lobbies' own parts (routes/lobby.tsx): the category menu, the search and filter form, the
 * winners widget's header (its ticker is winners.css.ts). The bottom navigation, tiles, grids and carousels are the kit's
 * (@casino/ui components).
 */
import { style } from '@vanilla-extract/css';
import { gameSectionStyles, vars } from '@casino/ui';

/** The search field looks like every form's (the kit's forms.css.ts). */
export { input } from '@casino/ui/forms';

export const page = style({
  display: 'grid',
  // One column exactly as wide as the page: an auto column grew to the category row's full
  // length (1,047 px on a 390 px phone) instead of letting the row scroll.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '1.5rem',
  minWidth: 0,
});

export const heading = style({ margin: 0 });

export const menu = style({
  display: 'flex',
  gap: '0.5rem',
  margin: 0,
  padding: '0.25rem 0.125rem',
  listStyle: 'none',
  overflowX: 'auto',
});

export const menuLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.375rem',
  minHeight: '44px',
  padding: '0.5rem 0.875rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: '999px',
  whiteSpace: 'nowrap',
  color: vars.colors.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      backgroundColor: vars.colors.primary,
      borderColor: vars.colors.primary,
      color: vars.colors.onPrimary,
    },
  },
});

export const icon = style({ display: 'inline-flex', width: '1.25rem', height: '1.25rem' });

export const search = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.75rem',
  alignItems: 'end',
  padding: '1rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  backgroundColor: vars.colors.surface,
});

export const field = style({ display: 'grid', gap: '0.25rem', flex: '1 1 10rem' });

export const button = style({
  minHeight: '44px',
  padding: '0.625rem 1.25rem',
  border: `1px solid ${vars.colors.primary}`,
  borderRadius: vars.radius,
  backgroundColor: vars.colors.primary,
  color: vars.colors.onPrimary,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
});

export const secondary = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: '0.625rem 1.25rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  color: vars.colors.text,
  textDecoration: 'none',
  justifySelf: 'start',
});

export const filterPanel = style({ flexBasis: '100%' });

export const filterSummary = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  cursor: 'pointer',
  fontWeight: 600,
});

/** Provider chips: links that add or take away one provider, the chosen ones filled. */
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  margin: '0.5rem 0 0',
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5rem',
  minHeight: '44px',
  padding: '0.25rem 0.875rem 0.25rem 0.375rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: '999px',
  backgroundColor: vars.colors.background,
  color: vars.colors.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-current="true"]': {
      backgroundColor: vars.colors.primary,
      borderColor: vars.colors.primary,
      color: vars.colors.onPrimary,
      fontWeight: 600,
    },
    '&:hover': { borderColor: vars.colors.primary },
  },
});

export const chipLogo = style({
  width: '3rem',
  height: '1.5rem',
  borderRadius: '999px',
  objectFit: 'contain',
  backgroundColor: '#fff',
});

/** Sections look like the kit's game sections (the winners widget is one). */
export const section = gameSectionStyles.section;
export const sectionHeader = gameSectionStyles.header;
export const sectionHeading = gameSectionStyles.heading;

export const meta = style({ color: vars.colors.textMuted, fontSize: '0.875rem' });

export const ranges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const notice = style({ margin: 0 });
