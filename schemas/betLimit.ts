/** A table's stake range in one currency (spec 3 §3 Game `betLimits`: min, max, currency). */
import { defineField, defineType } from 'sanity';
import { currencyCodeRule } from './codes.rules.ts';

export const betLimit = defineType({
  name: 'betLimit',
  title: 'Bet limit',
  type: 'object',
  options: { columns: 3 },
  fields: [
    defineField({
      name: 'min',
      title: 'Minimum',
      type: 'number',
      validation: (rule) => rule.required().min(0),
    }),
    defineField({
      name: 'max',
      title: 'Maximum',
      type: 'number',
      validation: (rule) => rule.required().min(rule.valueOfField('min')),
    }),
    defineField({
      name: 'currency',
      title: 'Currency',
      type: 'string',
      validation: (rule) => rule.required().custom(currencyCodeRule),
    }),
  ],
  preview: {
    select: { min: 'min', max: 'max', currency: 'currency' },
    prepare: ({ min, max, currency }) => ({
      title: `${String(min ?? '?')}–${String(max ?? '?')} ${String(currency ?? '')}`,
    }),
  },
});
