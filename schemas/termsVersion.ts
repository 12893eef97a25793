/**
 * A version of the terms and conditions (spec 1 §3 `termsAndConditionsAcceptedVersion`, a number;
 * spec 1 §2 /accept-terms-condition shows the versioned terms). Versions increase strictly with
 * their effective dates (termsVersion.rules.ts).
 *
 * Decision: regulators expect players to be told what changed, so `summaryOfChanges` is shown on
 * the acceptance page above the full `body`.
 */
import { defineField, defineType } from 'sanity';
import { localeField } from './fields.ts';
import { subtitleOf } from './preview.ts';
import { termsVersionOrderRule } from './termsVersion.rules.ts';

export const termsVersion = defineType({
  name: 'termsVersion',
  title: 'Terms version',
  type: 'document',
  fields: [
    defineField({
      name: 'version',
      title: 'Version',
      type: 'number',
      description: 'A whole number, higher than every version that took effect before.',
      validation: (rule) => rule.required().integer().positive().custom(termsVersionOrderRule),
    }),
    defineField({
      name: 'effectiveDate',
      title: 'Effective date',
      type: 'datetime',
      validation: (rule) => rule.required(),
    }),
    localeField('localeText', { name: 'summaryOfChanges', title: 'Summary of changes' }),
    localeField('localeBlock', { name: 'body', title: 'Terms', required: true }),
  ],
  orderings: [{ title: 'Version', name: 'version', by: [{ field: 'version', direction: 'desc' }] }],
  preview: {
    select: { version: 'version', effectiveDate: 'effectiveDate' },
    prepare: ({ version, effectiveDate }) => ({
      title: `Terms version ${String(version ?? '?')}`,
      subtitle: subtitleOf(
        typeof effectiveDate === 'string' ? `effective ${effectiveDate.slice(0, 10)}` : undefined,
      ),
    }),
  },
});
