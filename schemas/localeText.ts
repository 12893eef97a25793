/**
 * A plain multi-line text (a description, a greeting) in every content language
 * (contentLanguages.ts). Named for the same reason as localeString.
 */
import { defineField, defineType } from 'sanity';
import { CONTENT_LANGUAGES } from './contentLanguages.ts';

export const localeText = defineType({
  name: 'localeText',
  title: 'Localised text',
  type: 'object',
  options: { collapsible: true, collapsed: false },
  fields: CONTENT_LANGUAGES.map(({ code, title }) =>
    defineField({ name: code, title, type: 'text', rows: 3 }),
  ),
});
