/**
 * The pay-and-play banner (spec 3 §3 "Pay-and-play banner", spec 3 §7 "pay-and-play banner by
 * language and market"; when none is configured the site reports "Pnp Banner not being
 * configured!", spec 1 §8). One per market; its texts are localised, so the language picks the
 * text.
 *
 * Decision: the banner offers deposit amounts, since pay and play starts with an authorised
 * deposit (spec 1 §4 "authorise with an amount").
 */
import { defineArrayMember, defineField, defineType } from 'sanity';
import { localeField } from './fields.ts';
import { subtitleOf, textOf } from './preview.ts';

export const payAndPlayBanner = defineType({
  name: 'payAndPlayBanner',
  title: 'Pay-and-play banner',
  type: 'document',
  fields: [
    defineField({
      name: 'market',
      title: 'Market',
      type: 'reference',
      to: [{ type: 'market' }],
      validation: (rule) => rule.required(),
    }),
    localeField('localeString', { name: 'title', title: 'Title', required: true }),
    localeField('localeText', { name: 'description', title: 'Description' }),
    localeField('localeString', { name: 'button', title: 'Button label', required: true }),
    defineField({ name: 'images', title: 'Images', type: 'deviceImages' }),
    defineField({
      name: 'amounts',
      title: 'Amount choices',
      type: 'array',
      description: "In the market's currency.",
      of: [defineArrayMember({ type: 'number', validation: (rule) => rule.positive() })],
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'defaultAmount',
      title: 'Default amount',
      type: 'number',
      validation: (rule) => rule.positive(),
    }),
  ],
  preview: {
    select: { title: 'title', market: 'market.marketId', media: 'images.desktop' },
    prepare: ({ title, market, media }) => ({
      title: textOf(title) ?? 'Untitled pay-and-play banner',
      subtitle: subtitleOf(market),
      media,
    }),
  },
});
