/**
 * Rich text (Portable Text: paragraphs, headings, lists, links) in every content language
 * (contentLanguages.ts), for page bodies and terms. In the GraphQL API each language is a
 * `<code>Raw` JSON field, as Sanity serves Portable Text.
 */
import { defineArrayMember, defineField, defineType } from 'sanity';
import { CONTENT_LANGUAGES } from './contentLanguages.ts';

export const localeBlock = defineType({
  name: 'localeBlock',
  title: 'Localised rich text',
  type: 'object',
  options: { collapsible: true, collapsed: false },
  fields: CONTENT_LANGUAGES.map(({ code, title }) =>
    defineField({ name: code, title, type: 'array', of: [defineArrayMember({ type: 'block' })] }),
  ),
});
