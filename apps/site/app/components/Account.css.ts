/**
 * The account area's own styles (account details, verification, the questionnaire, the activity
 * chart); the forms themselves use the kit's forms.css.ts.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@casino/ui';

/** Sections side by side from tablet width, one column on a phone. */
export const sections = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '1.25rem',
  '@media': { '(min-width: 768px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({
  '@media': { '(min-width: 768px)': { gridColumn: '1 / -1' } },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: '0.25rem 1rem',
  margin: 0,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
export const cell = style({
  padding: '0.5rem 0.25rem',
  borderBottom: `1px solid ${vars.colors.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

/** A grid of check boxes: channels down, topics across (scrolls sideways on a narrow phone). */
export const matrix = style({ overflowX: 'auto' });
export const matrixBox = style({ width: '24px', height: '24px', margin: '10px' });

export const chart = style({ display: 'block', width: '100%', height: 'auto', maxHeight: '16rem' });
export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem 1.25rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const swatch = style({
  display: 'inline-block',
  width: '0.875rem',
  height: '0.875rem',
  marginInlineEnd: '0.375rem',
  borderRadius: '2px',
  verticalAlign: '-0.125rem',
});
export const depositColour = style({ fill: vars.colors.primary, backgroundColor: vars.colors.primary });
export const withdrawalColour = style({
  fill: vars.colors.textMuted,
  backgroundColor: vars.colors.textMuted,
});
export const netColour = style({
  stroke: vars.colors.accent,
  backgroundColor: vars.colors.accent,
  fill: 'none',
});
export const axis = style({ stroke: vars.colors.border });
export const axisText = style({ fill: vars.colors.textMuted, fontSize: '11px' });

/** A document group's status badge. */
export const status = style({
  display: 'inline-block',
  padding: '0.125rem 0.5rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: '999px',
  fontWeight: 600,
  fontSize: '0.875rem',
});
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

/** A questionnaire choice with its 'Other' text, shown only while 'Other' is selected. */
export const questionRow = style({ display: 'grid', gap: '0.75rem' });
export const otherField = style({
  display: 'none',
  selectors: { [`${questionRow}:has(option[value="other"]:checked) &`]: { display: 'block' } },
});

/** A bonus's wagering progress: a thick bar in the brand's colours. */
export const progress = style({
  width: '100%',
  height: '0.875rem',
  appearance: 'none',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: '999px',
  overflow: 'hidden',
  backgroundColor: vars.colors.background,
  color: vars.colors.primary,
});
globalStyle(`${progress}::-webkit-progress-bar`, { backgroundColor: vars.colors.background });
globalStyle(`${progress}::-webkit-progress-value`, { backgroundColor: vars.colors.primary });
globalStyle(`${progress}::-moz-progress-bar`, { backgroundColor: vars.colors.primary });
