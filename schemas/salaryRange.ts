/**
 * A salary range in the enhanced-due-diligence questionnaire (spec 2 §3: `salaryRangeId` is sent
 * with the answer; -1 means unset, and §5 requires a range above 0).
 *
 * Decision: a range has numeric bounds and a currency so compliance can compare it with deposits;
 * the label is what players read (e.g. "€30,000–50,000").
 */
import { defineField, defineType } from 'sanity';
import { currencyCodeRule } from './codes.rules.ts';
import { localeField, marketsField } from './fields.ts';
import { salaryRangeBoundsRule } from './salaryRange.rules.ts';
import { subtitleOf, textOf } from './preview.ts';
import { uniqueValueRule } from './unique.rules.ts';

export const salaryRange = defineType({
  name: 'salaryRange',
  title: 'Salary range',
  type: 'document',
  fields: [
    defineField({
      name: 'salaryRangeId',
      title: 'Salary range id',
      type: 'number',
      description: 'Sent to the player API; a whole number above 0.',
      validation: (rule) => rule.required().integer().positive().custom(uniqueValueRule),
    }),
    localeField('localeString', { name: 'label', title: 'Label', required: true }),
    defineField({ name: 'min', title: 'From (yearly)', type: 'number', validation: (rule) => rule.min(0) }),
    defineField({
      name: 'max',
      title: 'To (yearly)',
      type: 'number',
      description: 'Empty for the open top range.',
      validation: (rule) => rule.custom(salaryRangeBoundsRule),
    }),
    defineField({
      name: 'currency',
      title: 'Currency',
      type: 'string',
      initialValue: 'EUR',
      validation: (rule) => rule.required().custom(currencyCodeRule),
    }),
    marketsField(),
  ],
  orderings: [{ title: 'Id', name: 'salaryRangeId', by: [{ field: 'salaryRangeId', direction: 'asc' }] }],
  preview: {
    select: { label: 'label', id: 'salaryRangeId', currency: 'currency' },
    prepare: ({ label, id, currency }) => ({
      title: textOf(label) ?? 'Untitled salary range',
      subtitle: subtitleOf(typeof id === 'number' ? `id ${id}` : undefined, currency),
    }),
  },
});
