/**
 * A logo in the footer's regulation row (spec 3 §7 "footer regulation logos"): an age mark, a
 * regulator or a responsible-gambling body, optionally linked and limited to some markets (e.g. a
 * national self-exclusion register only where it applies).
 */
import { defineArrayMember, defineField, defineType } from 'sanity';
import { absoluteUrlRule } from './url.rules.ts';

export const linkedLogo = defineType({
  name: 'linkedLogo',
  title: 'Logo',
  type: 'object',
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'logo', title: 'Logo', type: 'image', validation: (rule) => rule.required() }),
    defineField({
      name: 'alt',
      title: 'Alternative text',
      type: 'localeString',
      description: 'Empty uses the name.',
    }),
    defineField({
      name: 'url',
      title: 'Link',
      type: 'string',
      validation: (rule) => rule.custom(absoluteUrlRule),
    }),
    defineField({
      name: 'markets',
      title: 'Markets',
      type: 'array',
      description: 'Empty means every market of the brand.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'market' }] })],
      validation: (rule) => rule.unique(),
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'url', media: 'logo' } },
});
