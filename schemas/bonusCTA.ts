/**
 * The sign-up bonus call-to-action shown beside the sign-up form (spec 1 §3 Sign-up state
 * `bonusCTA`: title, description, iconUrl, iconImgAlt, backgroundImg, showBannerImg, bannerImg,
 * stepIndicator, smsMaxAttempts).
 *
 * Decisions where the spec is silent:
 * - The spec's field names are kept; `iconUrl`, `backgroundImg` and `bannerImg` hold image assets
 *   (the reader builds their URLs).
 * - `stepIndicator` shows the step indicator of the sign-up steps.
 * - One CTA per group of markets; a market without its own uses the one with no markets.
 * - `smsMaxAttempts` defaults to 3 (the spec shows the field, not the value).
 */
import { defineField, defineType } from 'sanity';
import { localeField, marketsField } from './fields.ts';
import { textOf } from './preview.ts';

export const bonusCTA = defineType({
  name: 'bonusCTA',
  title: 'Sign-up bonus CTA',
  type: 'document',
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'images', title: 'Images' },
    { name: 'flow', title: 'Sign-up flow' },
  ],
  fields: [
    localeField('localeString', { name: 'title', title: 'Title', group: 'content', required: true }),
    localeField('localeText', { name: 'description', title: 'Description', group: 'content' }),
    defineField({ name: 'iconUrl', title: 'Icon', type: 'image', group: 'images' }),
    localeField('localeString', { name: 'iconImgAlt', title: 'Icon alternative text', group: 'images' }),
    defineField({ name: 'backgroundImg', title: 'Background image', type: 'image', group: 'images' }),
    defineField({
      name: 'showBannerImg',
      title: 'Show the banner image',
      type: 'boolean',
      group: 'images',
      initialValue: false,
    }),
    defineField({
      name: 'bannerImg',
      title: 'Banner image',
      type: 'image',
      group: 'images',
      hidden: ({ parent }) => (parent as { showBannerImg?: boolean } | undefined)?.showBannerImg !== true,
    }),
    defineField({
      name: 'stepIndicator',
      title: 'Show the step indicator',
      type: 'boolean',
      group: 'flow',
      initialValue: true,
    }),
    defineField({
      name: 'smsMaxAttempts',
      title: 'SMS attempts',
      type: 'number',
      group: 'flow',
      description: 'Code requests allowed before the attempts-exceeded state.',
      initialValue: 3,
      validation: (rule) => rule.required().integer().min(1).max(10),
    }),
    marketsField('flow', 'Empty makes this the CTA of every market without its own.'),
  ],
  preview: {
    select: { title: 'title', media: 'iconUrl' },
    prepare: ({ title, media }) => ({
      title: textOf(title) ?? 'Untitled CTA',
      subtitle: 'Sign-up bonus',
      media,
    }),
  },
});
