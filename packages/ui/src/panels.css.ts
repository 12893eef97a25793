/**
 * The kit's styles for the account pages' panels (account details, verification, rewards): cards
 * side by side from tablet width, a row of steps or section links, a card's header with a status
 * badge, and a list of labelled facts. Imported as `@casino/ui/panels` by the pages that use them.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/** Sections side by side from tablet width, one column on a phone. */
export const sections = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '1.25rem',
  '@media': { '(min-width: 768px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** Labelled facts: a `<dl>` of terms and their values in two columns. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: '0.25rem 1rem',
  margin: 0,
});

/** A row of steps (or of links to a page's sections). */
export const steps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const step = style({
  padding: '0.25rem 0.625rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
});
export const currentStep = style({ borderColor: vars.colors.accent, fontWeight: 700 });

/** A status badge (a document's, a bonus's). */
export const status = style({
  display: 'inline-block',
  padding: '0.125rem 0.5rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: '999px',
  fontWeight: 600,
  fontSize: '0.875rem',
});

/** A card's header: its heading and its status badge, wrapping on a phone. */
export const groupHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem 1rem',
  alignItems: 'center',
  justifyContent: 'space-between',
});
// A long compound ("Henkilöllisyystodistus") may break inside the heading rather than widen a 320 px
// page: a flex item otherwise never shrinks below its longest word.
globalStyle(`${groupHeader} > *`, { minWidth: 0, overflowWrap: 'anywhere' });
