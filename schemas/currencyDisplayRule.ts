/**
 * How an amount in a currency is written (spec 1 §3 "Currency display rules", spec 2 §3 "Currency
 * display"): symbol, position before or after, optional spacing, with country variants (EUR for
 * DE, JJ, FI, FR). Thousands separators come from the locale, not from here.
 *
 * Decision: a variant is a separate document with `countryCode` set; the one without is the
 * currency's default.
 */
import { defineField, defineType } from 'sanity';
import { currencyCodeRule } from './codes.rules.ts';
import { countryCodeRule } from './market.rules.ts';

export const currencyDisplayRule = defineType({
  name: 'currencyDisplayRule',
  title: 'Currency display rule',
  type: 'document',
  fields: [
    defineField({
      name: 'currencyCode',
      title: 'Currency',
      type: 'string',
      description: 'ISO 4217, e.g. "EUR".',
      validation: (rule) => rule.required().custom(currencyCodeRule),
    }),
    defineField({
      name: 'countryCode',
      title: 'Country variant',
      type: 'string',
      description: 'Set for a country-specific variant, e.g. "FI"; empty for the default.',
      validation: (rule) => rule.custom(countryCodeRule),
    }),
    defineField({ name: 'symbol', title: 'Symbol', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'position',
      title: 'Position',
      type: 'string',
      options: {
        list: [
          { value: 'before', title: 'Before the amount (€10)' },
          { value: 'after', title: 'After the amount (10 €)' },
        ],
        layout: 'radio',
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'spacing',
      title: 'Space between symbol and amount',
      type: 'boolean',
      initialValue: false,
    }),
  ],
  preview: {
    select: {
      currency: 'currencyCode',
      country: 'countryCode',
      symbol: 'symbol',
      position: 'position',
      spacing: 'spacing',
    },
    prepare: ({ currency, country, symbol, position, spacing }) => {
      const gap = spacing === true ? ' ' : '';
      const sign = typeof symbol === 'string' ? symbol : '?';
      return {
        title: `${String(currency ?? '???')}${typeof country === 'string' ? ` (${country})` : ''}`,
        subtitle: position === 'after' ? `1,000${gap}${sign}` : `${sign}${gap}1,000`,
      };
    },
  },
});
