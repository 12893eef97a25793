/**
 * The search-engine title and description of a page, looked up by path (spec 3 §7 "SEO description
 * by path"). The path leaves out the locale prefix; the texts are localised.
 */
import { defineField, defineType } from 'sanity';
import { localeField } from './fields.ts';
import { textOf } from './preview.ts';
import { uniqueValueRule } from './unique.rules.ts';
import { pathRule } from './url.rules.ts';

export const seoDescription = defineType({
  name: 'seoDescription',
  title: 'SEO description',
  type: 'document',
  fields: [
    defineField({
      name: 'path',
      title: 'Path',
      type: 'string',
      description: 'Without the locale, e.g. "/online-casino"; "/" is the home page.',
      validation: (rule) => rule.required().custom(pathRule).custom(uniqueValueRule),
    }),
    localeField('localeString', { name: 'title', title: 'Title', required: true }),
    localeField('localeText', { name: 'description', title: 'Description', required: true }),
  ],
  preview: {
    select: { path: 'path', title: 'title' },
    prepare: ({ path, title }) => ({ title: textOf(path) ?? 'No path', subtitle: textOf(title) }),
  },
});
