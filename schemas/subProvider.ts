/**
 * A studio whose games an aggregator serves (spec 3 §3 "Sub-provider": _id, title, providerId,
 * providerImgUrl), with its own restricted-country list and overlay flag (spec 3 §3 Game
 * `restrictedCountry`, `removeRestrictedCountryOverlay`).
 *
 * Decision: the spec derives the sub-provider's `providerId` from a two-part `_id`; here it is a
 * field, `subProviderId` (e.g. "booming"), matched by the lobby's provider filter, and the
 * aggregator is the `provider` reference.
 */
import { defineArrayMember, defineField, defineType } from 'sanity';
import { contentIdRule } from './codes.rules.ts';
import { countryCodeRule } from './market.rules.ts';
import { subtitleOf } from './preview.ts';

export const subProvider = defineType({
  name: 'subProvider',
  title: 'Sub-provider',
  type: 'document',
  fields: [
    defineField({
      name: 'subProviderId',
      title: 'Sub-provider id',
      type: 'string',
      description: 'E.g. "booming".',
      validation: (rule) => rule.required().custom(contentIdRule),
    }),
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'provider',
      title: 'Aggregator',
      type: 'reference',
      to: [{ type: 'provider' }],
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'providerImg', title: 'Logo', type: 'image' }),
    defineField({
      name: 'restrictedCountry',
      title: 'Restricted countries',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.custom(countryCodeRule) })],
      options: { layout: 'tags' },
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'removeRestrictedCountryOverlay',
      title: 'Remove games instead of showing the restricted overlay',
      type: 'boolean',
      initialValue: false,
    }),
  ],
  preview: {
    select: {
      title: 'title',
      subProviderId: 'subProviderId',
      provider: 'provider.title',
      media: 'providerImg',
    },
    prepare: ({ title, subProviderId, provider, media }) => ({
      title: typeof title === 'string' ? title : 'Unnamed sub-provider',
      subtitle: subtitleOf(subProviderId, provider),
      media,
    }),
  },
});
