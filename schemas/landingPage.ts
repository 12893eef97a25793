/**
 * A content-managed landing page at /landing/:id, fetched by id and language (spec 1 §2, spec 3 §7;
 * a missing page shows "Page not found!", spec 1 §8).
 *
 * Decision: the spec's `id` is `landingId`; `languages` limits the page to some languages (empty
 * means all), beside `markets`. A page may be shown to visitors or players only.
 */
import { defineArrayMember, defineField, defineType } from 'sanity';
import { contentIdRule } from './codes.rules.ts';
import { localeField, marketsField, scheduleFields, urlActionField } from './fields.ts';
import { AUTHORIZED } from './lists.ts';
import { subtitleOf, textOf } from './preview.ts';
import { uniqueValueRule } from './unique.rules.ts';

export const landingPage = defineType({
  name: 'landingPage',
  title: 'Landing page',
  type: 'document',
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'audience', title: 'Audience' },
  ],
  fields: [
    defineField({
      name: 'landingId',
      title: 'Landing page id',
      type: 'string',
      group: 'content',
      description: 'The :id of /landing/:id, e.g. "summer-drops".',
      validation: (rule) => rule.required().custom(contentIdRule).custom(uniqueValueRule),
    }),
    localeField('localeString', { name: 'title', title: 'Title', group: 'content', required: true }),
    localeField('localeBlock', { name: 'body', title: 'Body', group: 'content', required: true }),
    defineField({ name: 'images', title: 'Hero images', type: 'deviceImages', group: 'content' }),
    localeField('localeString', { name: 'button', title: 'Button label', group: 'content' }),
    urlActionField('content'),
    defineField({
      name: 'authorized',
      title: 'Shown to',
      type: 'string',
      group: 'audience',
      options: { list: [...AUTHORIZED], layout: 'radio' },
      initialValue: 'both',
      validation: (rule) => rule.required(),
    }),
    ...scheduleFields('audience'),
    marketsField('audience'),
    defineField({
      name: 'languages',
      title: 'Languages',
      type: 'array',
      group: 'audience',
      description: 'Empty means every language.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'language' }] })],
      validation: (rule) => rule.unique(),
    }),
  ],
  preview: {
    select: { title: 'title', landingId: 'landingId', media: 'images.desktop' },
    prepare: ({ title, landingId, media }) => ({
      title: textOf(title) ?? 'Untitled landing page',
      subtitle: subtitleOf(typeof landingId === 'string' ? `/landing/${landingId}` : undefined),
      media,
    }),
  },
});
