/**
 * Sub-providers whose games are hidden (spec 3 §3 `exclusionSubProviders`, §5 "Games from excluded
 * sub-providers are hidden"), kept apart from the sub-providers themselves.
 *
 * Decision: an exclusion applies to some markets (empty means all), and records why, since
 * exclusions usually follow a regulator's or studio's decision that someone must be able to trace.
 */
import { defineArrayMember, defineField, defineType } from 'sanity';
import { marketsField } from './fields.ts';
import { subtitleOf } from './preview.ts';

export const subProviderExclusion = defineType({
  name: 'subProviderExclusion',
  title: 'Excluded sub-providers',
  type: 'document',
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'subProviders',
      title: 'Sub-providers',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'subProvider' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
    marketsField(undefined, 'Where the exclusion applies; empty means every market.'),
    defineField({ name: 'reason', title: 'Reason', type: 'text', rows: 3, description: 'For editors only.' }),
  ],
  preview: {
    select: { name: 'name', subProviders: 'subProviders' },
    prepare: ({ name, subProviders }) => ({
      title: typeof name === 'string' ? name : 'Unnamed exclusion',
      subtitle: subtitleOf(`${Array.isArray(subProviders) ? subProviders.length : 0} sub-providers`),
    }),
  },
});
