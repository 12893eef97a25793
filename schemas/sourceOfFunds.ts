/**
 * A source of funds in the enhanced-due-diligence questionnaire (spec 2 §3 "Enhanced questionnaire":
 * the source-of-funds reference list; `sourceOfFunds` is sent with the answer).
 *
 * Decisions where the spec is silent: `code` is the value sent to the player API; the entry marked
 * `isOther` asks for a free text, which is sent instead (spec 2 §5).
 */
import { defineField, defineType } from 'sanity';
import { contentIdRule } from './codes.rules.ts';
import { localeField, sortOrderField } from './fields.ts';
import { subtitleOf, textOf } from './preview.ts';
import { uniqueValueRule } from './unique.rules.ts';

export const sourceOfFunds = defineType({
  name: 'sourceOfFunds',
  title: 'Source of funds',
  type: 'document',
  fields: [
    defineField({
      name: 'code',
      title: 'Code',
      type: 'string',
      description: 'Sent to the player API, e.g. "salary".',
      validation: (rule) => rule.required().custom(contentIdRule).custom(uniqueValueRule),
    }),
    localeField('localeString', { name: 'label', title: 'Label', required: true }),
    defineField({
      name: 'isOther',
      title: '"Other" (asks for a free text)',
      type: 'boolean',
      initialValue: false,
    }),
    sortOrderField(),
  ],
  orderings: [{ title: 'Sort order', name: 'sortOrder', by: [{ field: 'sortOrder', direction: 'asc' }] }],
  preview: {
    select: { label: 'label', code: 'code', isOther: 'isOther' },
    prepare: ({ label, code, isOther }) => ({
      title: textOf(label) ?? 'Untitled source of funds',
      subtitle: subtitleOf(code, isOther === true ? 'free text' : undefined),
    }),
  },
});
