/** A content language (spec 1 §9 "Supported languages"); markets list the languages they serve. */
import { defineField, defineType } from 'sanity';
import { languageCodeRule } from './language.rules.ts';

export const language = defineType({
  name: 'language',
  title: 'Language',
  type: 'document',
  fields: [
    defineField({
      name: 'code',
      title: 'Code',
      type: 'string',
      description: 'Two lower-case letters, e.g. "fi". Used in the {language}-{market} locale segment.',
      validation: (rule) => rule.required().custom(languageCodeRule),
    }),
    defineField({
      name: 'name',
      title: 'Name (English)',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'nativeName',
      title: 'Native name',
      type: 'string',
      description: 'The name in the language itself, e.g. "Suomi"; shown in the language picker.',
    }),
  ],
  preview: {
    select: { title: 'name', code: 'code', nativeName: 'nativeName' },
    prepare: ({ title, code, nativeName }) => ({
      title: typeof title === 'string' ? title : 'Unnamed language',
      subtitle: [code, nativeName].filter((part) => typeof part === 'string' && part !== '').join(' · '),
    }),
  },
});
