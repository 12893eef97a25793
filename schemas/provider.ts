/**
 * A game provider: the integration a game launches through (spec 3 §3 "Provider": id, title,
 * isAggregators, providerImgUrl; restricted-country lists and overlay flags, §5). The play path
 * is /online-casino/play/{providerId} or /live-casino-online/play/{providerId}.
 *
 * Decisions where the spec is silent:
 * - The spec's `id` is `providerId`, e.g. "relax"; `providerImgUrl` is the URL of the
 *   `providerImg` asset, built by the reader.
 * - `restrictedCountry` hides the provider's games from players in those countries; with
 *   `removeRestrictedCountryOverlay` they are removed from the lobby instead of shown greyed with an
 *   overlay.
 * - `markets` are where the provider is available (spec 3 §5 "filter to providers available for
 *   the market"); empty means every market.
 */
import { defineArrayMember, defineField, defineType } from 'sanity';
import { contentIdRule } from './codes.rules.ts';
import { marketsField } from './fields.ts';
import { countryCodeRule } from './market.rules.ts';
import { subtitleOf } from './preview.ts';
import { uniqueValueRule } from './unique.rules.ts';

export const provider = defineType({
  name: 'provider',
  title: 'Provider',
  type: 'document',
  fields: [
    defineField({
      name: 'providerId',
      title: 'Provider id',
      type: 'string',
      description: 'As in the play path, e.g. "relax", "playngo", "evolution".',
      validation: (rule) => rule.required().custom(contentIdRule).custom(uniqueValueRule),
    }),
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'isAggregators',
      title: 'Aggregator',
      type: 'boolean',
      description: 'Serves games of other studios, listed as its sub-providers.',
      initialValue: false,
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
    marketsField(undefined, 'Where the provider is available; empty means every market.'),
  ],
  preview: {
    select: { title: 'title', providerId: 'providerId', aggregator: 'isAggregators', media: 'providerImg' },
    prepare: ({ title, providerId, aggregator, media }) => ({
      title: typeof title === 'string' ? title : 'Unnamed provider',
      subtitle: subtitleOf(providerId, aggregator === true ? 'aggregator' : undefined),
      media,
    }),
  },
});
