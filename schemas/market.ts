/**
 * A market a brand serves (spec 1 §3 "Market entry": id, name, languages, isMarketEnabled,
 * isCustomMarketId, localeMapping, originCountryCode, mapLanguageToCustomLanguage, regionLanguage,
 * optional removeCountryFromRegistration). The spec's `id` is `marketId` here, because `_id` is
 * Sanity's document id.
 *
 * Decisions where the spec is silent:
 * - Custom market ids (JJ, PP, LL in spec 1 §9) stand for a real country, so `originCountryCode`
 *   is required when `isCustomMarketId` is set.
 * - `regionLanguage` is the custom language code a market's content uses when
 *   `mapLanguageToCustomLanguage` is set (spec 1 §9 lists caf, ca, nz, inen, cl, pe, br), so it
 *   allows two to four letters.
 * - `removeCountryFromRegistration` lists the country codes hidden from the market's registration
 *   country list (spec 1 §5, e.g. BG, CH, PL for en-UN in one brand).
 */
import { defineArrayMember, defineField, defineType } from 'sanity';
import {
  marketIdRule,
  countryCodeRule,
  originCountryCodeRule,
  localeMappingRule,
  regionLanguageRule,
} from './market.rules.ts';

export const market = defineType({
  name: 'market',
  title: 'Market',
  type: 'document',
  groups: [
    { name: 'identity', title: 'Identity', default: true },
    { name: 'locale', title: 'Languages and locale' },
    { name: 'registration', title: 'Registration' },
  ],
  fields: [
    defineField({
      name: 'marketId',
      title: 'Market id',
      type: 'string',
      group: 'identity',
      description: 'Two upper-case letters, e.g. "FI"; "UN" is the international market.',
      validation: (rule) => rule.required().custom(marketIdRule),
    }),
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      group: 'identity',
      description: 'As players see it, e.g. "Suomi/Finland".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'isMarketEnabled',
      title: 'Enabled',
      type: 'boolean',
      group: 'identity',
      description: 'Disabled markets are hidden from the site.',
      initialValue: false,
    }),
    defineField({
      name: 'isCustomMarketId',
      title: 'Custom market id',
      type: 'boolean',
      group: 'identity',
      description: 'Set when the id is not a country code (e.g. JJ for Germany).',
      initialValue: false,
    }),
    defineField({
      name: 'originCountryCode',
      title: 'Origin country code',
      type: 'string',
      group: 'identity',
      description: 'The country this market stands for, e.g. "DE" for JJ.',
      validation: (rule) => rule.custom(originCountryCodeRule),
    }),
    defineField({
      name: 'languages',
      title: 'Languages',
      type: 'array',
      group: 'locale',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'language' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({
      name: 'localeMapping',
      title: 'Locale mapping',
      type: 'string',
      group: 'locale',
      description: 'The locale for dates, numbers and third parties, e.g. "fi-FI".',
      validation: (rule) => rule.custom(localeMappingRule),
    }),
    defineField({
      name: 'mapLanguageToCustomLanguage',
      title: 'Map language to custom language',
      type: 'boolean',
      group: 'locale',
      description: 'Serve this market in its region language instead of the plain language.',
      initialValue: false,
    }),
    defineField({
      name: 'regionLanguage',
      title: 'Region language',
      type: 'string',
      group: 'locale',
      description: 'The custom language code, e.g. "br" for Brazilian Portuguese.',
      validation: (rule) => rule.custom(regionLanguageRule),
    }),
    defineField({
      name: 'removeCountryFromRegistration',
      title: 'Countries removed from registration',
      type: 'array',
      group: 'registration',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.custom(countryCodeRule) })],
      options: { layout: 'tags' },
      validation: (rule) => rule.unique(),
    }),
  ],
  preview: {
    select: { name: 'name', marketId: 'marketId', enabled: 'isMarketEnabled' },
    prepare: ({ name, marketId, enabled }) => ({
      title: typeof name === 'string' ? name : 'Unnamed market',
      subtitle: `${typeof marketId === 'string' ? marketId : '??'} · ${enabled === true ? 'enabled' : 'disabled'}`,
    }),
  },
});
