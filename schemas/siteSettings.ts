/**
 * Site-wide settings (singleton, document id "siteSettings"): maintenance mode (spec 1 §2 "A
 * maintenance page replaces everything"), feature switches, restricted countries and IP ranges,
 * the pay-and-play IP whitelist (spec 1 §6) and the content-defined page URLs (spec 1 §2
 * "extra-information and contact-us pages").
 *
 * Decisions where the spec is silent:
 * - The restricted-country list lives here, per brand, because licences differ per brand.
 * - `maintenanceMessage` is localised and may say when the site is back.
 * - `minimumAge` (18 by default) is the age the sign-up and age-restriction page state; some
 *   jurisdictions require more.
 */
import { defineArrayMember, defineField, defineType } from 'sanity';
import { ipAddressRule } from './codes.rules.ts';
import { countryCodeRule } from './market.rules.ts';
import { linkRule } from './url.rules.ts';

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  groups: [
    { name: 'maintenance', title: 'Maintenance', default: true },
    { name: 'features', title: 'Features' },
    { name: 'access', title: 'Access' },
    { name: 'links', title: 'Links' },
  ],
  fields: [
    defineField({
      name: 'maintenanceMode',
      title: 'Maintenance mode',
      type: 'boolean',
      group: 'maintenance',
      description: 'Replaces every page with the maintenance page.',
      initialValue: false,
    }),
    defineField({
      name: 'maintenanceMessage',
      title: 'Maintenance message',
      type: 'localeText',
      group: 'maintenance',
    }),
    defineField({ name: 'featureFlags', title: 'Feature switches', type: 'featureFlags', group: 'features' }),
    defineField({
      name: 'restrictedCountries',
      title: 'Restricted countries',
      type: 'array',
      group: 'access',
      description: 'Visitors from these countries see the restricted-country page.',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.custom(countryCodeRule) })],
      options: { layout: 'tags' },
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'restrictedIpRanges',
      title: 'Restricted IP ranges',
      type: 'array',
      group: 'access',
      of: [defineArrayMember({ type: 'ipRange' })],
    }),
    defineField({
      name: 'payAndPlayIpWhitelist',
      title: 'Pay-and-play IP whitelist',
      type: 'array',
      group: 'access',
      description: 'When set, pay and play is offered only to these addresses.',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.custom(ipAddressRule) })],
      options: { layout: 'tags' },
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'minimumAge',
      title: 'Minimum age',
      type: 'number',
      group: 'access',
      initialValue: 18,
      validation: (rule) => rule.required().integer().min(18).max(25),
    }),
    defineField({
      name: 'extraInformationUrl',
      title: 'Extra information page',
      type: 'string',
      group: 'links',
      description: 'A site path (the locale is added) or an https:// URL.',
      validation: (rule) => rule.custom(linkRule),
    }),
    defineField({
      name: 'contactUsUrl',
      title: 'Contact us page',
      type: 'string',
      group: 'links',
      description: 'A site path (the locale is added) or an https:// URL.',
      validation: (rule) => rule.custom(linkRule),
    }),
    defineField({
      name: 'helpCentreUrl',
      title: 'Help centre',
      type: 'string',
      group: 'links',
      description: 'A site path (the locale is added) or an https:// URL.',
      validation: (rule) => rule.custom(linkRule),
    }),
    defineField({ name: 'supportEmail', title: 'Support e-mail', type: 'email', group: 'links' }),
  ],
  preview: {
    select: { maintenance: 'maintenanceMode' },
    prepare: ({ maintenance }) => ({
      title: 'Site settings',
      subtitle: maintenance === true ? 'Maintenance mode ON' : undefined,
    }),
  },
});
