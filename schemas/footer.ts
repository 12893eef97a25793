/**
 * The site footer (singleton, document id "footer"; spec 3 §3 "footer (terms and conditions,
 * content, licence logos)", spec 3 §7 "footer", "footer regulation logos").
 *
 * Decision: licence logos come from the referenced `licence` documents, so a licence's logo and
 * number are kept in one place; regulation logos (age mark, responsible-gambling bodies) are
 * listed here, each optionally limited to markets.
 */
import { defineArrayMember, defineField, defineType } from 'sanity';
import { localeField } from './fields.ts';

export const footer = defineType({
  name: 'footer',
  title: 'Footer',
  type: 'document',
  groups: [
    { name: 'text', title: 'Text', default: true },
    { name: 'logos', title: 'Logos' },
    { name: 'links', title: 'Links' },
  ],
  fields: [
    localeField('localeBlock', {
      name: 'terms',
      title: 'Terms and conditions',
      group: 'text',
      description: 'The short licensing and terms text.',
      required: true,
    }),
    localeField('localeBlock', { name: 'content', title: 'Content', group: 'text' }),
    defineField({
      name: 'licences',
      title: 'Licences',
      type: 'array',
      group: 'logos',
      description: 'Their logos, linked to their verification pages.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'licence' }] })],
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'regulationLogos',
      title: 'Regulation logos',
      type: 'array',
      group: 'logos',
      of: [defineArrayMember({ type: 'linkedLogo' })],
    }),
    defineField({
      name: 'links',
      title: 'Links',
      type: 'array',
      group: 'links',
      of: [defineArrayMember({ type: 'footerLink' })],
    }),
  ],
  preview: { prepare: () => ({ title: 'Footer' }) },
});
