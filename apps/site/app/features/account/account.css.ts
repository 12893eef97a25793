/**
 * The account page's own styles (the marketing matrix, the login history, the activity chart); the
 * panels are the kit's (`@casino/ui/panels`), the forms the kit's forms.css.ts.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui';

export { facts, sections, step, steps } from '@casino/ui/panels';

export const wide = style({
  '@media': { '(min-width: 768px)': { gridColumn: '1 / -1' } },
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
