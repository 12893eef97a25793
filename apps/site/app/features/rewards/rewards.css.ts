/**
 * The rewards pages' own styles (a bonus's wagering progress); their panels, steps and status
 * badges are the kit's (`@casino/ui/panels`), the forms the kit's forms.css.ts.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@casino/ui';

export { currentStep, facts, groupHeader, sections, status, step, steps } from '@casino/ui/panels';

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

/** An empty tab (issue 27): a quiet line, then the next useful action; no heading, no card. */
export const empty = style({ display: 'grid', gap: '0.75rem', padding: '0.5rem 0' });
export const emptyLine = style({ margin: 0, color: vars.colors.textMuted });
export const emptyNext = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.5rem 1rem',
  margin: 0,
});
