/**
 * A home-page banner (spec 3 §3 "homePage banners": title, description, greeting, button,
 * urlAction, images, startDate, endDate, isClickable; §5 shown by `authorized` and target
 * audience; spec 1 §7 fetched by language and market).
 *
 * Decisions where the spec is silent:
 * - `greeting` is shown to logged-in players above the title and may hold {firstName}.
 * - `button` is the button's label; with `isClickable` the whole banner follows `urlAction`.
 * - `languages` limits a banner to some languages (empty means all), beside `markets`.
 */
import { defineArrayMember, defineField, defineType } from 'sanity';
import {
  audienceFields,
  localeField,
  marketsField,
  scheduleFields,
  sortOrderField,
  urlActionField,
} from './fields.ts';
import { subtitleOf, textOf, windowOf } from './preview.ts';

export const banner = defineType({
  name: 'banner',
  title: 'Home-page banner',
  type: 'document',
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'schedule', title: 'Schedule' },
    { name: 'audience', title: 'Audience' },
  ],
  fields: [
    localeField('localeString', { name: 'title', title: 'Title', group: 'content', required: true }),
    localeField('localeText', { name: 'description', title: 'Description', group: 'content' }),
    localeField('localeString', {
      name: 'greeting',
      title: 'Greeting',
      group: 'content',
      description: 'For logged-in players, e.g. "Welcome back, {firstName}".',
    }),
    localeField('localeString', { name: 'button', title: 'Button label', group: 'content' }),
    urlActionField('content'),
    defineField({
      name: 'isClickable',
      title: 'Whole banner clickable',
      type: 'boolean',
      group: 'content',
      initialValue: false,
    }),
    defineField({
      name: 'images',
      title: 'Images',
      type: 'deviceImages',
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    ...scheduleFields('schedule'),
    sortOrderField('schedule'),
    ...audienceFields('audience'),
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
  orderings: [{ title: 'Sort order', name: 'sortOrder', by: [{ field: 'sortOrder', direction: 'asc' }] }],
  preview: {
    select: {
      title: 'title',
      start: 'startDate',
      end: 'endDate',
      authorized: 'authorized',
      media: 'images.desktop',
    },
    prepare: ({ title, start, end, authorized, media }) => ({
      title: textOf(title) ?? 'Untitled banner',
      subtitle: subtitleOf(windowOf(start, end), authorized),
      media,
    }),
  },
});
