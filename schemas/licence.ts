/**
 * A gambling licence the brand operates under (spec 1 §1 "licences"; its logo shows in the footer,
 * spec 3 §3). Spec 1 §9 names the jurisdictions MT (default), CW, CC and IM.
 *
 * Decision: a licence records its number, issuer and validity window and links to the regulator's
 * public register (`verificationUrl`), which regulators ask operators to show; `markets` limits
 * where its logo shows.
 */
import { defineField, defineType } from 'sanity';
import { marketsField, scheduleFields } from './fields.ts';
import { LICENCE_JURISDICTIONS } from './lists.ts';
import { subtitleOf } from './preview.ts';
import { absoluteUrlRule } from './url.rules.ts';

const [startDate, endDate] = scheduleFields();

export const licence = defineType({
  name: 'licence',
  title: 'Licence',
  type: 'document',
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'jurisdiction',
      title: 'Jurisdiction',
      type: 'string',
      options: { list: [...LICENCE_JURISDICTIONS] },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'issuer', title: 'Issuer', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'licenceNumber',
      title: 'Licence number',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'logo', title: 'Logo', type: 'image', validation: (rule) => rule.required() }),
    defineField({
      name: 'verificationUrl',
      title: 'Verification page',
      type: 'string',
      description: "The regulator's public register entry, an https:// URL.",
      validation: (rule) => rule.custom(absoluteUrlRule),
    }),
    { ...startDate!, title: 'Valid from', description: 'When the licence took effect.' },
    { ...endDate!, title: 'Valid until', description: 'Empty when it does not expire.' },
    marketsField(),
  ],
  preview: {
    select: { name: 'name', jurisdiction: 'jurisdiction', number: 'licenceNumber', media: 'logo' },
    prepare: ({ name, jurisdiction, number, media }) => ({
      title: typeof name === 'string' ? name : 'Unnamed licence',
      subtitle: subtitleOf(jurisdiction, number),
      media,
    }),
  },
});
