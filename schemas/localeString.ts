/**
 * A string translated into every language a brand serves. A named object type (not an inline
 * object) because Sanity's GraphQL generator rejects anonymous inline objects.
 */
import { defineField, defineType } from 'sanity';

/** The language codes of every brand's languages, each a field of `localeString`. */
export const LOCALE_STRING_LANGUAGES = [
  { code: 'en', title: 'English' },
  { code: 'fi', title: 'Suomi (Finnish)' },
  { code: 'no', title: 'Norsk (Norwegian)' },
  { code: 'de', title: 'Deutsch (German)' },
  { code: 'fr', title: 'Français (French)' },
  { code: 'pt', title: 'Português (Portuguese)' },
  { code: 'es', title: 'Español (Spanish)' },
] as const;

export type LocaleStringLanguage = (typeof LOCALE_STRING_LANGUAGES)[number]['code'];

export const localeString = defineType({
  name: 'localeString',
  title: 'Localised string',
  type: 'object',
  fields: LOCALE_STRING_LANGUAGES.map(({ code, title }) =>
    defineField({ name: code, title, type: 'string' }),
  ),
});
