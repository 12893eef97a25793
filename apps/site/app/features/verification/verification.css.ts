/**
 * The verification page's own styles (the questionnaire's 'Other' text); its panels, steps and
 * status badges are the kit's (`@casino/ui/panels`), the forms the kit's forms.css.ts.
 */
import { style } from '@vanilla-extract/css';

export { currentStep, groupHeader, sections, status, step, steps } from '@casino/ui/panels';

/** A questionnaire choice with its 'Other' text, shown only while 'Other' is selected. */
export const questionRow = style({ display: 'grid', gap: '0.75rem' });
export const otherField = style({
  display: 'none',
  selectors: { [`${questionRow}:has(option[value="other"]:checked) &`]: { display: 'block' } },
});
