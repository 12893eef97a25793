/** A promotions category, its page at /promotions/:category (spec 1 §2). */
import { defineField, defineType } from 'sanity';
import { iconSvgRule } from './codes.rules.ts';
import { localeField, sortOrderField } from './fields.ts';
import { textOf } from './preview.ts';
import { isUniqueSlug } from './unique.rules.ts';

export const promotionCategory = defineType({
  name: 'promotionCategory',
  title: 'Promotion category',
  type: 'document',
  fields: [
    localeField('localeString', { name: 'title', title: 'Title', required: true }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      description: 'The :category of /promotions/:category, e.g. "casino".',
      options: { source: 'title.en', isUnique: isUniqueSlug },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'iconSvg',
      title: 'Icon (SVG markup)',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.custom(iconSvgRule),
    }),
    sortOrderField(),
  ],
  orderings: [{ title: 'Sort order', name: 'sortOrder', by: [{ field: 'sortOrder', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', slug: 'slug.current' },
    prepare: ({ title, slug }) => ({ title: textOf(title) ?? 'Untitled category', subtitle: textOf(slug) }),
  },
});
