/**
 * A registration landing page at /promo/:slug (spec 1 §2, spec 3 §3 "registration page"): an
 * offer beside the sign-up form.
 *
 * Decisions where the spec is silent: the page carries the offer's significant terms (as
 * promotions do), an optional `bonusCode` passed to sign-up, and the `bonusCTA` shown in the form.
 */
import { defineField, defineType } from 'sanity';
import { localeField, marketsField, scheduleFields } from './fields.ts';
import { subtitleOf, textOf, windowOf } from './preview.ts';
import { isUniqueSlug } from './unique.rules.ts';

export const registrationPage = defineType({
  name: 'registrationPage',
  title: 'Registration landing page',
  type: 'document',
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'schedule', title: 'Schedule' },
  ],
  fields: [
    localeField('localeString', { name: 'title', title: 'Title', group: 'content', required: true }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      group: 'content',
      description: 'The :slug of /promo/:slug.',
      options: { source: 'title.en', isUnique: isUniqueSlug },
      validation: (rule) => rule.required(),
    }),
    localeField('localeString', { name: 'headline', title: 'Headline', group: 'content' }),
    localeField('localeBlock', { name: 'body', title: 'Body', group: 'content' }),
    defineField({ name: 'images', title: 'Images', type: 'deviceImages', group: 'content' }),
    localeField('localeText', { name: 'significantTerms', title: 'Significant terms', group: 'content' }),
    defineField({ name: 'bonusCode', title: 'Bonus code', type: 'string', group: 'content' }),
    defineField({
      name: 'bonusCTA',
      title: 'Sign-up bonus CTA',
      type: 'reference',
      group: 'content',
      to: [{ type: 'bonusCTA' }],
    }),
    ...scheduleFields('schedule'),
    marketsField('schedule'),
  ],
  preview: {
    select: {
      title: 'title',
      slug: 'slug.current',
      start: 'startDate',
      end: 'endDate',
      media: 'images.desktop',
    },
    prepare: ({ title, slug, start, end, media }) => ({
      title: textOf(title) ?? 'Untitled registration page',
      subtitle: subtitleOf(typeof slug === 'string' ? `/promo/${slug}` : undefined, windowOf(start, end)),
      media,
    }),
  },
});
