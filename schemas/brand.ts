/**
 * The brand's own document in its dataset: one per dataset, matching `brands/<brandId>/brand.ts`
 * (which holds the operator configuration; this holds what editors change).
 */
import { defineField, defineType } from 'sanity';
import { brandIdRule } from './brand.rules.ts';

export const brand = defineType({
  name: 'brand',
  title: 'Brand',
  type: 'document',
  fields: [
    defineField({
      name: 'brandId',
      title: 'Brand id',
      type: 'string',
      description: 'The folder name under brands/, e.g. "aurora".',
      validation: (rule) => rule.required().custom(brandIdRule),
    }),
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'tagline',
      title: 'Tagline',
      type: 'localeString',
    }),
    defineField({
      name: 'defaultMarket',
      title: 'Default market',
      type: 'reference',
      to: [{ type: 'market' }],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'name', brandId: 'brandId' },
    prepare: ({ title, brandId }) => ({
      title: typeof title === 'string' ? title : 'Unnamed brand',
      subtitle: typeof brandId === 'string' ? brandId : undefined,
    }),
  },
});
