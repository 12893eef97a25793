/**
 * A short text (a title, a button label) in every content language (contentLanguages.ts). A named
 * object type, not an inline object, because Sanity's GraphQL generator rejects anonymous inline
 * objects.
 */
import { defineField, defineType } from 'sanity';
import { CONTENT_LANGUAGES } from './contentLanguages.ts';

export const localeString = defineType({
  name: 'localeString',
  title: 'Localised string',
  type: 'object',
  options: { collapsible: true, collapsed: false, columns: 2 },
  fields: CONTENT_LANGUAGES.map(({ code, title }) => defineField({ name: code, title, type: 'string' })),
});
