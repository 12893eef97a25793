/**
 * A promotion, its page at /promotions/:category/:promotionSlug (spec 1 §2), listed under its
 * category and tags.
 *
 * Decisions where the spec is silent:
 * - Regulators (e.g. the UK Gambling Commission, Spelinspektionen) require the significant terms
 *   next to the offer, so `significantTerms` (short, shown on cards) is required beside the full
 *   `terms`.
 * - `campaignId` links the promotion to the bonus campaign of the player API (spec 3 §3 Reward
 *   campaignId) and `bonusCode` prefills the bonus-code form.
 * - Slugs are unique across promotions, not only within a category, so a promotion keeps its URL
 *   when it moves category.
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
import { isUniqueSlug } from './unique.rules.ts';

export const promotion = defineType({
  name: 'promotion',
  title: 'Promotion',
  type: 'document',
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'terms', title: 'Terms' },
    { name: 'schedule', title: 'Schedule' },
    { name: 'audience', title: 'Audience' },
  ],
  fields: [
    localeField('localeString', { name: 'title', title: 'Title', group: 'content', required: true }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      group: 'content',
      description: 'The :promotionSlug of the page URL.',
      options: { source: 'title.en', isUnique: isUniqueSlug },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'reference',
      group: 'content',
      to: [{ type: 'promotionCategory' }],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'tags',
      title: 'Tags',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'promotionTag' }] })],
      validation: (rule) => rule.unique(),
    }),
    localeField('localeText', { name: 'summary', title: 'Summary', group: 'content', required: true }),
    localeField('localeBlock', { name: 'body', title: 'Body', group: 'content' }),
    defineField({ name: 'images', title: 'Images', type: 'deviceImages', group: 'content' }),
    localeField('localeString', { name: 'button', title: 'Button label', group: 'content' }),
    urlActionField('content'),
    defineField({ name: 'bonusCode', title: 'Bonus code', type: 'string', group: 'content' }),
    defineField({
      name: 'campaignId',
      title: 'Bonus campaign id',
      type: 'string',
      group: 'content',
      description: 'The campaign in the player API that this promotion offers.',
    }),
    localeField('localeText', {
      name: 'significantTerms',
      title: 'Significant terms',
      group: 'terms',
      description: 'Shown next to the offer everywhere it appears: wagering, minimum deposit, expiry.',
      required: true,
    }),
    localeField('localeBlock', { name: 'terms', title: 'Full terms', group: 'terms', required: true }),
    ...scheduleFields('schedule'),
    sortOrderField('schedule'),
    ...audienceFields('audience'),
    marketsField('audience'),
  ],
  preview: {
    select: {
      title: 'title',
      category: 'category.title',
      start: 'startDate',
      end: 'endDate',
      media: 'images.desktop',
    },
    prepare: ({ title, category, start, end, media }) => ({
      title: textOf(title) ?? 'Untitled promotion',
      subtitle: subtitleOf(textOf(category), windowOf(start, end)),
      media,
    }),
  },
});
