/** A promotion tag, its page at /promotions/:category/tag/:tagSlug (spec 1 §2). */
import { defineField, defineType } from 'sanity';
import { localeField } from './fields.ts';
import { textOf } from './preview.ts';
import { isUniqueSlug } from './unique.rules.ts';

export const promotionTag = defineType({
  name: 'promotionTag',
  title: 'Promotion tag',
  type: 'document',
  fields: [
    localeField('localeString', { name: 'title', title: 'Title', required: true }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      description: 'The :tagSlug of /promotions/:category/tag/:tagSlug, e.g. "free-spins".',
      options: { source: 'title.en', isUnique: isUniqueSlug },
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current' },
    prepare: ({ title, slug }) => ({ title: textOf(title) ?? 'Untitled tag', subtitle: textOf(slug) }),
  },
});
