/**
 * The shape shared by the reference lists of the enhanced-due-diligence questionnaire (spec 2 §3
 * "Enhanced questionnaire"): occupations and sources of funds. Each is its own document type (its
 * own file) built here, so the two lists cannot drift apart.
 *
 * Decisions where the spec is silent: `code` is the value sent to the player API; the entry marked
 * `isOther` asks for a free text, which is sent instead (spec 2 §5).
 */
import { defineField, defineType } from 'sanity';
import { contentIdRule } from './codes.rules.ts';
import { localeField, sortOrderField } from './fields.ts';
import { subtitleOf, textOf } from './preview.ts';
import { uniqueValueRule } from './unique.rules.ts';

export function questionnaireListType(options: { name: string; title: string; exampleCode: string }) {
  const untitled = `Untitled ${options.title.toLowerCase()}`;
  return defineType({
    name: options.name,
    title: options.title,
    type: 'document',
    fields: [
      defineField({
        name: 'code',
        title: 'Code',
        type: 'string',
        description: `Sent to the player API, e.g. "${options.exampleCode}".`,
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
        title: textOf(label) ?? untitled,
        subtitle: subtitleOf(code, isOther === true ? 'free text' : undefined),
      }),
    },
  });
}
