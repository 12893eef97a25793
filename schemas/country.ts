/**
 * A country in the registration and phone-prefix lists (spec 1 §3 "Country entry": code, name, isd,
 * optional currency, active, allowed, location).
 *
 * Decisions where the spec is silent:
 * - `name` is the English name the country lookup falls back to (spec 1 §5); `displayName` is
 *   what players read in their language, when it differs.
 * - `active` lists the country at all; `allowed` lets residents register. A country that is active
 *   but not allowed still shows (e.g. for the phone prefix) but registration refuses it.
 * - `code` also takes the custom codes PP, LL and JJ (spec 1 §3), which are two letters too.
 */
import { defineField, defineType } from 'sanity';
import { currencyCodeRule } from './codes.rules.ts';
import { isdRule } from './country.rules.ts';
import { countryCodeRule } from './market.rules.ts';
import { uniqueValueRule } from './unique.rules.ts';
import { subtitleOf } from './preview.ts';

export const country = defineType({
  name: 'country',
  title: 'Country',
  type: 'document',
  fields: [
    defineField({
      name: 'code',
      title: 'Code',
      type: 'string',
      description: 'ISO 3166-1 alpha-2, e.g. "FI".',
      validation: (rule) => rule.required().custom(countryCodeRule).custom(uniqueValueRule),
    }),
    defineField({
      name: 'name',
      title: 'Name (English)',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'displayName',
      title: 'Name shown to players',
      type: 'localeString',
      description: 'Empty languages show the English name.',
    }),
    defineField({
      name: 'isd',
      title: 'Dial code',
      type: 'string',
      description: 'E.g. "+358". Countries without one are left out of the phone prefix list (spec 1 §5).',
      validation: (rule) => rule.custom(isdRule),
    }),
    defineField({
      name: 'currency',
      title: 'Currency',
      type: 'string',
      description: 'ISO 4217, e.g. "EUR".',
      validation: (rule) => rule.custom(currencyCodeRule),
    }),
    defineField({ name: 'active', title: 'Listed', type: 'boolean', initialValue: true }),
    defineField({
      name: 'allowed',
      title: 'Registration allowed',
      type: 'boolean',
      description: 'Residents may register.',
      initialValue: true,
    }),
    defineField({ name: 'location', title: 'Location', type: 'geoLocation' }),
  ],
  preview: {
    select: { name: 'name', code: 'code', isd: 'isd', allowed: 'allowed' },
    prepare: ({ name, code, isd, allowed }) => ({
      title: typeof name === 'string' ? name : 'Unnamed country',
      subtitle: subtitleOf(code, isd, allowed === false ? 'registration not allowed' : undefined),
    }),
  },
});
