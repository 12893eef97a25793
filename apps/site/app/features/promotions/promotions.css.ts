/**
 * The promotions pages (PromotionsPage.tsx, PromotionPage.tsx): a shop window on a 360 px phone.
 * Filters are a row of chips that scrolls sideways inside itself (never the page); cards are one
 * column on a phone, two from md, three from lg, each with its art in a 2:1 box reserved before it
 * loads; the offer reads in large type and the call to action is a full-width button on a phone.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@casino/ui';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '1rem',
  minWidth: 0,
});

export const heading = style({ margin: 0, fontSize: '1.75rem', lineHeight: 1.2 });

export const lead = style({ margin: 0, color: vars.colors.textMuted });

/** A row of filter links: wraps on a wide screen, scrolls within itself on a phone. */
export const chips = style({
  display: 'flex',
  gap: '0.5rem',
  margin: 0,
  padding: '0.125rem 0 0.375rem',
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  '@media': { [media.md]: { flexWrap: 'wrap', overflowX: 'visible' } },
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: '0.25rem 1rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: '999px',
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-current="page"]': {
      backgroundColor: vars.colors.primary,
      borderColor: vars.colors.primary,
      color: vars.colors.onPrimary,
      fontWeight: 600,
    },
    '&:hover': { borderColor: vars.colors.primary },
  },
});

export const smallChip = style([
  chip,
  { minHeight: '36px', padding: '0.125rem 0.75rem', fontSize: '0.875rem' },
]);

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '1rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** A card: the whole card follows its title's link (the link's ::after covers it). */
export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  overflow: 'hidden',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  backgroundColor: vars.colors.surface,
  selectors: { '&:focus-within': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: '2px' } },
});

export const art = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '2 / 1',
  objectFit: 'cover',
  backgroundColor: vars.colors.background,
});

export const cardBody = style({
  display: 'grid',
  alignContent: 'start',
  gap: '0.375rem',
  padding: '0.875rem 1rem 1rem',
});

export const cardTitle = style({ margin: 0, fontSize: '1.25rem', lineHeight: 1.25 });

export const cardLink = style({ color: 'inherit', textDecoration: 'none' });
globalStyle(`${cardLink}::after`, { content: '""', position: 'absolute', inset: 0 });
globalStyle(`${cardLink}:focus-visible`, { outline: 'none' });

export const summary = style({ margin: 0 });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.25rem 0.75rem',
  margin: 0,
  color: vars.colors.textMuted,
  fontSize: '0.875rem',
});

export const badge = style({
  display: 'inline-block',
  padding: '0.125rem 0.5rem',
  borderRadius: '999px',
  backgroundColor: vars.colors.accent,
  color: vars.colors.background,
  fontWeight: 700,
  fontSize: '0.8125rem',
});

export const empty = style({ display: 'grid', gap: '0.5rem', justifyItems: 'start' });

// --- One promotion ---------------------------------------------------------------------------

export const crumbs = style({ margin: 0, fontSize: '0.875rem' });

export const hero = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  overflow: 'hidden',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  backgroundColor: vars.colors.surface,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr)' } },
});

export const offer = style({
  display: 'grid',
  alignContent: 'center',
  gap: '0.625rem',
  padding: '1rem',
  '@media': { [media.md]: { padding: '1.5rem 2rem' } },
});

export const headline = style({
  margin: 0,
  fontSize: '2rem',
  lineHeight: 1.15,
  fontWeight: 800,
  '@media': { [media.md]: { fontSize: '2.5rem' } },
});

export const actions = style({
  display: 'grid',
  gap: '0.5rem',
  '@media': { [media.md]: { display: 'flex', flexWrap: 'wrap' } },
});

export const form = style({ margin: 0, display: 'grid' });

export const keyTerms = style({ margin: 0, fontSize: '0.875rem', color: vars.colors.textMuted });

export const text = style({ display: 'grid', gap: '0.75rem', maxWidth: '46rem' });

export const terms = style({
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  padding: '0 1rem',
  backgroundColor: vars.colors.surface,
});

export const termsSummary = style({
  minHeight: '44px',
  display: 'flex',
  alignItems: 'center',
  cursor: 'pointer',
  fontWeight: 600,
});
