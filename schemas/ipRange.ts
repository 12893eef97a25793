/** An IP address range, first to last address inclusive (spec 1 §2 "A restricted IP range {ip} to {ip}"). */
import { defineField, defineType } from 'sanity';
import { ipAddressRule } from './codes.rules.ts';

export const ipRange = defineType({
  name: 'ipRange',
  title: 'IP range',
  type: 'object',
  options: { columns: 2 },
  fields: [
    defineField({
      name: 'from',
      title: 'From',
      type: 'string',
      validation: (rule) => rule.required().custom(ipAddressRule),
    }),
    defineField({
      name: 'to',
      title: 'To',
      type: 'string',
      validation: (rule) => rule.required().custom(ipAddressRule),
    }),
  ],
  preview: {
    select: { from: 'from', to: 'to' },
    prepare: ({ from, to }) => ({ title: `${String(from ?? '?')} – ${String(to ?? '?')}` }),
  },
});
