/**
 * The loyalty page at /loyalty-page (spec 1 §2, spec 3 §2), one per group of markets.
 *
 * Decision: a page lists the levels it explains in order; a market without a page of its own
 * uses the page with no markets.
 */
import { defineArrayMember, defineField, defineType } from 'sanity';
import { localeField, marketsField } from './fields.ts';
import { subtitleOf, textOf } from './preview.ts';

export const loyaltyPage = defineType({
  name: 'loyaltyPage',
  title: 'Loyalty page',
  type: 'document',
  fields: [
    localeField('localeString', { name: 'title', title: 'Title', required: true }),
    localeField('localeText', { name: 'intro', title: 'Introduction' }),
    localeField('localeBlock', { name: 'body', title: 'Body' }),
    defineField({ name: 'images', title: 'Hero images', type: 'deviceImages' }),
    defineField({
      name: 'levels',
      title: 'Levels',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'loyaltyLevel' }] })],
      validation: (rule) => rule.unique(),
    }),
    marketsField(undefined, 'Empty makes this the page of every market without its own.'),
  ],
  preview: {
    select: { title: 'title', levels: 'levels' },
    prepare: ({ title, levels }) => ({
      title: textOf(title) ?? 'Untitled loyalty page',
      subtitle: subtitleOf(`${Array.isArray(levels) ? levels.length : 0} levels`),
    }),
  },
});
