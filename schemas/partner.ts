/**
 * A partner shown on the site (spec 1 §1, spec 3 §7 "partners"): a sponsor or club whose logo
 * the site lists, linked to its site.
 */
import { defineField, defineType } from 'sanity';
import { localeField, marketsField, sortOrderField } from './fields.ts';
import { absoluteUrlRule } from './url.rules.ts';

export const partner = defineType({
  name: 'partner',
  title: 'Partner',
  type: 'document',
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'logo', title: 'Logo', type: 'image', validation: (rule) => rule.required() }),
    localeField('localeString', { name: 'description', title: 'Description' }),
    defineField({
      name: 'url',
      title: 'Website',
      type: 'string',
      validation: (rule) => rule.custom(absoluteUrlRule),
    }),
    sortOrderField(),
    marketsField(),
  ],
  orderings: [{ title: 'Sort order', name: 'sortOrder', by: [{ field: 'sortOrder', direction: 'asc' }] }],
  preview: { select: { title: 'name', subtitle: 'url', media: 'logo' } },
});
