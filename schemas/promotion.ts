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
 * - The welcome offer (issue 27 "one offer, one source"): the promotion marked `welcomeOffer` is
 *   the one the home's first screen, the sign-up, the cashier and the promotions page all show,
 *   read through the graph's `welcomeOffer(market:)`. Its `headline` is the offer as one number
 *   ("100 % up to €200") and `keyTerms` one line of the terms that matter most ("Min. deposit €10 ·
 *   35× wagering · 18+"), short enough for a phone's first screen; `significantTerms` stays the
 *   fuller text beside it.
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
    defineField({
      name: 'welcomeOffer',
      title: 'Welcome offer',
      type: 'boolean',
      group: 'content',
      description:
        'The brand’s welcome offer in its markets: the home, the sign-up, the cashier and the promotions page show it.',
      initialValue: false,
    }),
    localeField('localeString', {
      name: 'headline',
      title: 'Headline',
      group: 'content',
      description: 'The offer as one number, e.g. "100 % up to €200". Needed for the welcome offer.',
    }),
    localeField('localeString', {
      name: 'keyTerms',
      title: 'Key terms',
      group: 'terms',
      description:
        'One short line, e.g. "Min. deposit €10 · 35× wagering · 18+". Needed for the welcome offer.',
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
